"""The manifest names the data file a run read and what changes llama.cpp's arithmetic."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import fenced, scripted_runs
from mathloop.cli.main import cli
from mathloop.llm import BackendSettings
from mathloop.llm.engine import feature_names, kernel_line
from mathloop.runs.configuration.environment import data_info, llama_cpp_info

_SERVER = ["--backend", "openai", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"]


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch) -> None:
    scripted_runs(monkeypatch, fenced('print("RESULT: 7")'))


def test_the_manifest_records_the_data_file_it_read(tmp_path: Path, scripted: None) -> None:
    data = tmp_path / "problems.jsonl"
    data.write_text(json.dumps({"q": "What is 3 + 4?", "a": "7"}) + "\n")
    out = tmp_path / "run"
    args = ["run", "--benchmark", "jsonl", "--data", str(data), "--question-field", "q"]
    args += ["--answer-field", "a", "--methods", "pot", *_SERVER, "--out", str(out), "--quiet"]
    assert CliRunner().invoke(cli, args).exit_code == 0
    recorded = json.loads((out / "manifest.json").read_text())["data"]
    assert recorded == {
        "path": "../problems.jsonl",  # relative to the run folder: no path of this machine
        "bytes": data.stat().st_size,
        "sha256": hashlib.sha256(data.read_bytes()).hexdigest(),
    }


def test_a_pulled_file_says_where_it_came_from(tmp_path: Path) -> None:
    data = tmp_path / "test.jsonl"
    data.write_text("{}\n")
    source = {"repo": "HuggingFaceH4/MATH-500", "commit": "6e4ed1a2a79a"}
    (tmp_path / "test.jsonl.source.json").write_text(json.dumps(source))
    info = data_info(data)
    assert info is not None and info["pulled_from"] == source
    assert data_info(None) is None  # the built-in samples


def test_llama_cpp_threads_are_recorded_for_the_in_process_backend() -> None:
    info = llama_cpp_info(BackendSettings(backend="llamacpp", model="m", n_threads=1))
    assert info is not None
    assert (info["n_threads"], info["n_threads_batch"]) == (1, 1)
    assert llama_cpp_info(BackendSettings(backend="openai", model="m")) is None


def test_the_engines_kernels_and_build_flags_are_recorded() -> None:
    info = llama_cpp_info(BackendSettings(backend="llamacpp", model="m"))
    assert info is not None
    assert info["kernels"] == kernel_line()
    assert feature_names(info["kernels"]) >= {"AVX2", "FMA"}
    assert info["build"]["GGML_NATIVE"] == "OFF"
    assert set(info["build"]) >= {"GGML_AVX2", "GGML_AMX_INT8", "GGML_AVX512"}
