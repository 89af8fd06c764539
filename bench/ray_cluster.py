"""A run on a two-node Ray cluster whose worker node dies mid-run: what it costs and keeps.

    .venv/bin/python bench/ray_cluster.py                  # 20 problems x 2 samples
    .venv/bin/python bench/ray_cluster.py --problems 40 --kill-after 10

The scenario of ``tests/runs/test_ray_cluster.py``, timed: a cluster started as
docs/runs.md says (``ray start --head`` on 127.0.0.2, ``ray start --address`` on
127.0.0.3, one CPU each), two fake OpenAI-compatible servers answering after
``--latency`` seconds, and ``mathloop run --executor ray --samples 2`` over both
(``--base-url`` twice, ``--concurrency 2``). Once ``--kill-after`` records are in the ledger
and a task is running on the worker node, its raylet is killed (SIGKILL). A run that stops
(exit status 75) is resumed with ``mathloop resume``. Prints one Markdown table.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from fault_server import FaultServer
from ray_cluster import RayCluster

SAMPLES = 2


def write_data(path: Path, problems: int) -> Path:
    # Problem numbers that are multiples of 8 meet no injected fault (fault_server.SCHEDULES).
    rows = [
        {"id": f"p{k:03d}", "question": f"Problem {8 * k}: What is {k} + {2 * k}?", "answer": 3 * k}
        for k in range(problems)
    ]
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    return path


def run_args(data: Path, urls: list[str], address: str, out: Path) -> list[str]:
    servers = [word for url in urls for word in ("--base-url", url)]
    return [
        "run", "--benchmark", "jsonl", "--data", str(data), "--question-field", "question",
        "--answer-field", "answer", "--id-field", "id", "--methods", "one_shot_python",
        "--samples", str(SAMPLES), "--seed", "1", "--backend", "openai", "--model", "m",
        *servers, "--executor", "ray", "--ray-address", address, "--concurrency", "2",
        "--cache", "off", "--quiet", "--out", str(out),
    ]  # fmt: skip


def ledger(out: Path) -> list[dict[str, Any]]:
    path = out / "results.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def mathloop(args: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "mathloop", *args],
        env={**os.environ, **env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def scenario(
    cluster: RayCluster, problems: int, kill_after: int, latency_s: float
) -> dict[str, Any]:
    """Run, kill the worker node mid-run, resume if stopped; what happened, timed."""
    servers = [FaultServer(latency_s=latency_s), FaultServer(latency_s=latency_s)]
    for server in servers:
        server.start()
    try:
        with tempfile.TemporaryDirectory(prefix="mathloop-ray-") as folder:
            data, out = write_data(Path(folder) / "data.jsonl", problems), Path(folder) / "run"
            started = time.monotonic()
            run = mathloop(
                run_args(data, [s.url for s in servers], cluster.address, out), cluster.env
            )
            while len(ledger(out)) < kill_after or not cluster.worker_running("_solve_task"):
                if run.poll() is not None:
                    raise RuntimeError(f"the run ended before the kill: {run.communicate()[1]}")
                time.sleep(0.1)
            killed_at = time.monotonic() - started
            at_kill = len(ledger(out))
            cluster.kill_worker_node()
            run.communicate(timeout=1200)
            first_status = run.returncode
            first_end = time.monotonic() - started
            resumed_status = None
            if first_status == 75:
                resumed = mathloop(["resume", str(out)], cluster.env)
                resumed.communicate(timeout=1200)
                resumed_status = resumed.returncode
            records = ledger(out)
            keys = Counter((r["problem_id"], r["sample"]) for r in records)
            return {
                "jobs": problems * SAMPLES,
                "killed_at_s": killed_at,
                "records_at_kill": at_kill,
                "first_status": first_status,
                "first_end_s": first_end,
                "resumed_status": resumed_status,
                "end_s": time.monotonic() - started,
                "records": len(records),
                "unique": len(keys),
                "twice": sum(1 for n in keys.values() if n > 1),
                "correct": sum(r["failure_class"] == "VERIFIED_CORRECT_RESULT" for r in records),
                "calls": [s.answered for s in servers],
            }
    finally:
        for server in servers:
            server.stop()


def table(row: dict[str, Any], start_s: float) -> str:
    """The figures as a Markdown table."""
    outcome = "finished" if row["first_status"] == 0 else f"exit {row['first_status']}"
    if row["resumed_status"] is not None:
        outcome += f", resumed: exit {row['resumed_status']}"
    return "\n".join(
        [
            "| cluster start s | jobs | killed at s (records) | run ended s | outcome | "
            "records | distinct | twice | correct | calls per endpoint |",
            "|---|---|---|---|---|---|---|---|---|---|",
            f"| {start_s:.1f} | {row['jobs']} | {row['killed_at_s']:.1f} "
            f"({row['records_at_kill']}) | {row['end_s']:.1f} | {outcome} | {row['records']} "
            f"| {row['unique']} | {row['twice']} | {row['correct']} "
            f"| {' / '.join(map(str, row['calls']))} |",
        ]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--problems", type=int, default=20)
    parser.add_argument("--kill-after", type=int, default=10)
    parser.add_argument("--latency", type=float, default=0.5)
    args = parser.parse_args()
    cluster = RayCluster()
    try:
        started = time.monotonic()
        cluster.start()
        start_s = time.monotonic() - started
        row = scenario(cluster, args.problems, args.kill_after, args.latency)
    finally:
        cluster.stop()
    print(table(row, start_s))


if __name__ == "__main__":
    main()
