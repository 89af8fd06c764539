"""Ctrl-C while the in-process model is generating a long reply: the run stops at once."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from helpers import default_sigint


@pytest.mark.model
@pytest.mark.slow
def test_ctrl_c_ends_a_long_local_generation_within_seconds(
    tmp_path: Path, smollm2_path: Path
) -> None:
    pytest.importorskip("llama_cpp")
    data = tmp_path / "loop.jsonl"
    # SmolLM2 continues such a list until its budget ends (the runaway guard is off here).
    # A repeat penalty below 1 rewards the tokens just written, so greedy decoding loops on
    # any llama.cpp build: at the default 1.1 one machine's build wrote a short program and
    # stopped after 2 s, and the test had nothing to interrupt.
    question = "Continue this list without stopping: " + "1, " * 12
    data.write_text(json.dumps({"question": question, "answer": "1"}) + "\n")
    out = tmp_path / "run"
    command = [
        sys.executable, "-m", "mathloop", "run", "--benchmark", "jsonl", "--data", str(data),
        "--question-field", "question", "--answer-field", "answer",
        "--methods", "one_shot_python", "--model", str(smollm2_path), "--num-ctx", "8192",
        "--set", "one_shot_python.num_ctx=8192",
        "--set", "one_shot_python.num_predict=8000",
        "--set", "one_shot_python.stop_after_code_block=false",
        "--set", "one_shot_python.stop_on_repetition=false",
        "--set", "one_shot_python.stop_on_degeneration=false",
        "--set", "one_shot_python.temperature=0.0",
        "--set", "one_shot_python.repeat_penalty=0.5", "--n-threads", "2",
        "--cache", "off", "--quiet", "--out", str(out),
    ]  # fmt: skip
    child = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=default_sigint,
    )
    deadline = time.monotonic() + 120
    while not (out / "manifest.json").exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    time.sleep(3)  # the model (135M) loads in about a second and is generating now
    assert child.poll() is None, child.communicate()
    child.send_signal(signal.SIGINT)
    interrupted = time.monotonic()
    _, stderr = child.communicate(timeout=120)
    stopped_after = time.monotonic() - interrupted
    assert child.returncode == 130, stderr
    assert "interrupted: 0 of 1 problem x method results are saved" in stderr
    # Before generations were cancellable the run went on to the end of its 8000 tokens.
    assert stopped_after < 15, stderr
    assert not (out / "results.jsonl").exists() or not (out / "results.jsonl").read_text()
