"""Through the CLI: a run against a server that was down is finished by ``mathloop resume``."""

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from fault_server import FaultServer, free_port

PROBLEMS = 2


def mathloop(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mathloop", *args], capture_output=True, text=True, timeout=300
    )


def run_args(data: Path, port: int, out: Path) -> list[str]:
    return [
        "run", "--benchmark", "jsonl", "--data", str(data), "--question-field", "question",
        "--answer-field", "answer", "--id-field", "id", "--methods", "one_shot_python",
        "--backend", "openai", "--model", "m", "--base-url", f"http://127.0.0.1:{port}/v1",
        "--cache", "off", "--concurrency", "2", "--quiet", "--out", str(out),
    ]  # fmt: skip


def write_data(path: Path) -> Path:
    rows = [
        {"id": f"p{i}", "question": f"Problem {i}: What is {i} + {2 * i}?", "answer": str(3 * i)}
        for i in range(PROBLEMS)
    ]
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    return path


def ledger(out: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]


def test_resume_retries_failed_calls_and_the_same_command_then_has_nothing_left(
    tmp_path: Path,
) -> None:
    data, out, port = write_data(tmp_path / "data.jsonl"), tmp_path / "run", free_port()
    down = mathloop(*run_args(data, port, out))
    assert down.returncode == 0, down.stderr
    assert f"{PROBLEMS} solved now, 0 already done" in down.stderr
    assert [r["failure_class"] for r in ledger(out)] == ["LLM_ERROR"] * PROBLEMS

    kept = mathloop("resume", str(out), "--keep-errors")
    assert kept.returncode == 0, kept.stderr
    assert f"0 solved now, {PROBLEMS} already done ({PROBLEMS} LLM_ERROR kept" in kept.stderr

    server = FaultServer(stall_s=0.1, port=port)
    server.start()
    try:
        up = mathloop("resume", str(out))
    finally:
        server.stop()
    assert up.returncode == 0, up.stderr
    assert f"{PROBLEMS} solved now ({PROBLEMS} retried after LLM_ERROR), 0 already" in up.stderr
    standing = ledger(out)[PROBLEMS:]
    assert [r["failure_class"] for r in standing] == ["VERIFIED_CORRECT_RESULT"] * PROBLEMS
    assert (out / "problems" / "p0" / "superseded" / "one_shot_python" / "01").is_dir()

    again = mathloop(*run_args(data, port, out))
    assert again.returncode == 0, again.stderr
    assert f"0 solved now, {PROBLEMS} already done;" in again.stderr
    report = mathloop("report", str(out))
    assert report.returncode == 0, report.stderr
    assert "LLM_ERROR" not in report.stdout
