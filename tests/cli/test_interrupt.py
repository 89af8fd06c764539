"""Ctrl-C during ``mathloop run``: a clean stop, a consistent folder, and a resume that finishes."""

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from helpers import chat_completion, default_sigint, send_json

PROGRAM = '```python\nprint("RESULT: 1")\nprint("CONFIDENCE: 50")\n```'


@pytest.fixture
def slow_server() -> Iterator[str]:
    """Answers every chat completion after 0.3 s with a program printing RESULT: 1."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            self.rfile.read(int(self.headers["content-length"]))
            time.sleep(0.3)
            send_json(self, chat_completion(PROGRAM))

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def run_args(url: str, out: Path) -> list[str]:
    return [
        sys.executable, "-m", "mathloop", "run", "--benchmark", "samples",
        "--methods", "one_shot_python", "--backend", "openai", "--model", "m",
        "--base-url", url, "--cache", "off", "--concurrency", "2", "--quiet", "--out", str(out),
    ]  # fmt: skip


def started_run(
    url: str, out: Path, *, saved: int, preexec_fn: Callable[[], None]
) -> subprocess.Popen[str]:
    """A ``mathloop run`` child process, once ``saved`` results are in its ledger."""
    child = subprocess.Popen(
        run_args(url, out),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=preexec_fn,
    )
    deadline = time.monotonic() + 120
    while len(ledger(out)) < saved and child.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert child.poll() is None, child.communicate()
    return child


def ledger(out: Path) -> list[dict[str, Any]]:
    path = out / "results.jsonl"
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line]


def test_ctrl_c_stops_cleanly_and_the_same_command_finishes_the_run(
    tmp_path: Path, slow_server: str
) -> None:
    out = tmp_path / "run"
    child = started_run(slow_server, out, saved=3, preexec_fn=default_sigint)
    child.send_signal(signal.SIGINT)
    _, stderr = child.communicate(timeout=60)
    assert child.returncode == 130, stderr
    saved = ledger(out)
    assert f"interrupted: {len(saved)} of 23 problem x method results are saved" in stderr
    # Whole lines, to paste from a log: nothing cut at 80 columns.
    assert f"  mathloop resume {out}" in stderr.splitlines()
    assert any(line.endswith("Resume with:") for line in stderr.splitlines())
    # Consistent: every ledger line has its folder, no staged folder is left, no duplicates.
    ids = [r["problem_id"] for r in saved]
    assert len(ids) == len(set(ids)) < 23
    for problem_id in ids:
        assert (out / "problems" / problem_id / "one_shot_python" / "final_report.json").exists()
    assert not list(out.glob("problems/*/.*.partial"))
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["finished_at"] is None

    again = subprocess.run(
        run_args(slow_server, out), capture_output=True, text=True, timeout=300, env=os.environ
    )
    assert again.returncode == 0, again.stderr
    final = ledger(out)
    assert len(final) == 23
    assert len({r["problem_id"] for r in final}) == 23
    assert final[: len(saved)] == saved
    assert json.loads((out / "manifest.json").read_text())["finished_at"] is not None


def _ignore_sighup() -> None:
    """``preexec_fn`` of a ``nohup`` child: SIGHUP ignored."""
    signal.signal(signal.SIGHUP, signal.SIG_IGN)


def test_kill_stops_a_background_run_as_ctrl_c_does(tmp_path: Path, slow_server: str) -> None:
    """``kill PID`` (SIGTERM) of a ``nohup`` run: a clean stop with the resume command; the
    SIGHUP that ``nohup`` ignores stays ignored."""
    out = tmp_path / "run"
    child = started_run(slow_server, out, saved=2, preexec_fn=_ignore_sighup)
    child.send_signal(signal.SIGHUP)
    time.sleep(1.0)
    assert child.poll() is None, child.communicate()  # ignored, as nohup wants
    child.send_signal(signal.SIGTERM)
    _, stderr = child.communicate(timeout=60)
    assert child.returncode == 143, stderr
    saved = ledger(out)
    assert f"stopped by SIGTERM: {len(saved)} of 23 problem x method results are saved" in stderr
    assert "mathloop resume" in stderr
    assert json.loads((out / "manifest.json").read_text())["finished_at"] is None
    assert not list(out.glob("problems/*/.*.partial"))
