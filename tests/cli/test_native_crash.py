"""A command that dies in native code prints one line saying what crashed, and resumes.

The ``segfault`` backend (``tests/crash_pkg``) dies of a real SIGSEGV inside C on the second
call of a run, once; ``mathloop run`` must then print one line naming the signal, the library
and ``mathloop doctor``, keep the problem it had finished, and ``mathloop resume`` must
finish the rest.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import mathloop
from mathloop.cli._crash_watch import crash_line
from plugin_install import install_project

CRASH_PROJECT = Path(__file__).parents[1] / "crash_pkg"

REPORT = """Fatal Python error: Segmentation fault

Thread 0x00007f0000000001 (most recent call first):
  File "/usr/lib/python3.11/threading.py", line 327 in wait

Current thread 0x00007f0000000002 (most recent call first):
  File "/venv/lib/python3.11/site-packages/llama_cpp/_internals.py", line 322 in decode
  File "/venv/lib/python3.11/site-packages/llama_cpp/llama.py", line 660 in eval
"""


@pytest.fixture(scope="module")
def crash_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    site = tmp_path_factory.mktemp("crash-site")
    install_project(CRASH_PROJECT, site)
    return site


def _mathloop(*args: str, site: Path) -> subprocess.CompletedProcess[str]:
    source = Path(mathloop.__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(source)])}
    env.pop("PYTHONFAULTHANDLER", None)
    return subprocess.run(
        [sys.executable, "-m", "mathloop", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )


def test_a_crash_in_native_code_is_one_line_and_the_run_resumes(
    crash_site: Path, tmp_path: Path
) -> None:
    out, marker = tmp_path / "run", tmp_path / "crash.marker"
    args = ["--benchmark", "samples", "--methods", "one_shot_python", "--limit", "3"]
    args += ["--backend", "segfault", "--model", str(marker), "--concurrency", "1"]
    crashed = _mathloop("run", *args, "--quiet", "--out", str(out), site=crash_site)
    assert crashed.returncode == -11, crashed.stderr
    lines = [line for line in crashed.stderr.splitlines() if line.startswith("mathloop:")]
    assert len(lines) == 1, crashed.stderr
    line = lines[0]
    assert line.startswith("mathloop: crashed in native code: SIGSEGV in mathloop_crash_backend (")
    assert "mathloop_crash_backend/__init__.py, line " in line and "in generate)" in line
    assert "`mathloop doctor` checks the engine" in line
    assert f"`mathloop resume {out}` continues the run" in line
    saved = Path(line.rsplit("(Python stack: ", 1)[1].rstrip(")"))
    assert "Segmentation fault" in saved.read_text()
    saved.unlink()
    assert len((out / "results.jsonl").read_text().splitlines()) == 1  # the finished problem

    resumed = _mathloop("resume", str(out), "--quiet", site=crash_site)
    assert resumed.returncode == 0, resumed.stderr
    records = [json.loads(x) for x in (out / "results.jsonl").read_text().splitlines()]
    assert len(records) == 3
    assert len({r["problem_id"] for r in records}) == 3


def test_a_command_that_ends_normally_prints_nothing_more(crash_site: Path) -> None:
    done = _mathloop("check", "1/2", "0.5", site=crash_site)
    assert done.returncode == 0
    assert "mathloop:" not in done.stderr


def test_the_line_names_the_library_of_the_crashing_threads_innermost_frame(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "path", ["/venv/lib/python3.11/site-packages", *sys.path])
    line = crash_line(REPORT, ["reproduce", "relay-math500", "--out", "r"], Path("/tmp/s.txt"))
    assert line == (
        "mathloop: crashed in native code: SIGSEGV in llama-cpp-python (llama_cpp/_internals.py,"
        " line 322, in decode); `mathloop doctor` checks the engine; the same command continues"
        " the run (Python stack: /tmp/s.txt)"
    )


def test_an_illegal_instruction_says_the_build_is_for_another_cpu() -> None:
    report = REPORT.replace("Segmentation fault", "Illegal instruction")
    line = crash_line(report, ["solve", "1+1"], None)
    assert "SIGILL (an instruction this CPU does not have: a build for another CPU)" in line
    assert "continues" not in line and "Python stack" not in line
