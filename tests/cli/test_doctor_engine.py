"""``mathloop doctor``'s engine line: a real generation in a child process, ok with its
speed, or the signal that killed it and what to do."""

from __future__ import annotations

import json
import re
import sys

import pytest
from click.testing import CliRunner

from mathloop.cli.doctor import _EngineCheck
from mathloop.cli.main import cli
from mathloop.llm.engine import ENGINE_VERSION, EngineInfo
from mathloop.llm.engine_probe import probe_engine

PORTABLE = "CPU : SSE3 = 1 | SSSE3 = 1 | AVX = 1 | AVX2 = 1 | F16C = 1 | FMA = 1 | BMI2 = 1 |"
SEGFAULT = [sys.executable, "-c", "import faulthandler; faulthandler._sigsegv()"]


@pytest.mark.model
def test_doctor_generates_with_the_test_model_and_prints_its_speed() -> None:
    result = CliRunner().invoke(cli, ["doctor", "--model", "smollm2-135m"])
    assert result.exit_code == 0, result.output
    engine = next(line for line in result.output.splitlines() if line.startswith("engine "))
    assert re.fullmatch(
        rf"engine {{6}}ok: llama-cpp-python {ENGINE_VERSION} \(AVX AVX2 BMI2 F16C FMA SSE3 "
        r"SSSE3\), smollm2-135m generated \d+ tokens at \d+\.\d tok/s",
        engine,
    ), engine


def test_a_crashed_generation_names_the_signal_and_the_fix() -> None:
    probe = probe_engine("unused.gguf", command=SEGFAULT)
    assert probe.signal == "SIGSEGV" and not probe.ok
    native = PORTABLE + " AVX512 = 1 | AMX_INT8 = 1 |"
    line = _EngineCheck(EngineInfo(ENGINE_VERSION, native), "qwen", probe).line()
    assert line == (
        f"crashed: SIGSEGV while qwen generated with llama-cpp-python {ENGINE_VERSION} "
        "(AMX_INT8 AVX AVX2 AVX512 BMI2 F16C FMA SSE3 SSSE3) (its kernels use AMX_INT8, "
        "AVX512, beyond mathloop's build); `mathloop engine install` replaces it with "
        "mathloop's build"
    )
    ours = _EngineCheck(EngineInfo(ENGINE_VERSION, PORTABLE), "qwen", probe).line()
    assert ours.endswith("; report it with this line")


def test_doctor_json_records_the_engine_without_generating() -> None:
    result = CliRunner().invoke(cli, ["doctor", "--json", "--no-run"])
    assert result.exit_code == 0, result.output
    engine = json.loads(result.output)["engine"]
    assert engine["version"] == ENGINE_VERSION
    assert engine["kernels"].startswith("CPU : ") and engine["problems"] == []
    assert engine["build"]["GGML_NATIVE"] == "OFF"
    assert engine["tokens"] is None and engine["signal"] is None
