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
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from fault_server import FaultServer
from ray_cluster import RayCluster
from ray_run import SAMPLES, ledger, mathloop, run_args, write_data


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
