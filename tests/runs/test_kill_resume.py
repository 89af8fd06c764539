"""Kill a scripted run at 20 random moments; the final ledger must equal a clean run's."""

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

SCRIPT = Path(__file__).parent.parent / "scripted_run.py"
ENV = {**os.environ, "PYTHONPATH": str(SCRIPT.parent)}
PROBLEMS = "20"


def start(out: Path, delay: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, str(SCRIPT), str(out), PROBLEMS, delay], env=ENV)


def ledger(path: Path) -> list[tuple[str, str, str | None, bool, str]]:
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    return sorted(
        (r["problem_id"], r["method"], r["answer"], r["correct"], r["failure_class"]) for r in rows
    )


def test_twenty_kills_lose_and_duplicate_nothing(tmp_path: Path) -> None:
    rng = random.Random(20)
    out = tmp_path / "killed"
    for _ in range(20):
        process = start(out, "0.02")
        time.sleep(rng.uniform(0.2, 2.5))
        process.send_signal(signal.SIGKILL)
        process.wait()
    subprocess.run([sys.executable, str(SCRIPT), str(out), PROBLEMS, "0"], env=ENV, check=True)
    clean = tmp_path / "clean"
    subprocess.run([sys.executable, str(SCRIPT), str(clean), PROBLEMS, "0"], env=ENV, check=True)
    killed_rows = ledger(out / "results.jsonl")
    assert killed_rows == ledger(clean / "results.jsonl")
    assert len(killed_rows) == len(set(killed_rows)) == 40
    leftovers = list((out / "problems").glob("*/.*partial"))
    folders = list((out / "problems").glob("*/*/final_report.json"))
    assert len(folders) == 40
    assert leftovers == []


def test_half_written_problem_folder_is_redone(tmp_path: Path) -> None:
    out = tmp_path / "r"
    subprocess.run([sys.executable, str(SCRIPT), str(out), "3", "0"], env=ENV, check=True)
    results = out / "results.jsonl"
    lines = results.read_text().splitlines()
    dropped = json.loads(lines[-1])
    results.write_text("\n".join(lines[:-1]) + "\n")
    folder = out / "problems" / dropped["problem_id"] / dropped["method"]
    (folder / "final_report.json").unlink()  # a folder without its record, half written
    (folder.parent / f".{dropped['method']}.partial").mkdir()
    subprocess.run([sys.executable, str(SCRIPT), str(out), "3", "0"], env=ENV, check=True)
    assert len(results.read_text().splitlines()) == 6
    assert (folder / "final_report.json").exists()
