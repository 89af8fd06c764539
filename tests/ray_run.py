"""The run that ``tests/runs/test_ray_cluster.py`` and ``bench/ray_cluster.py`` drive on a
:class:`~ray_cluster.RayCluster`: its data, its command line, its ledger and its process.

The data's problem numbers that are multiples of 8 meet no injected fault
(``fault_server.SCHEDULES``), so every problem can be solved once a server answers.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

SAMPLES = 2


def write_data(path: Path, problems: int) -> Path:
    """``problems`` rows ``p000``, ``p001``... of a JSONL benchmark, written to ``path``."""
    rows = [
        {"id": f"p{k:03d}", "question": f"Problem {8 * k}: What is {k} + {2 * k}?", "answer": 3 * k}
        for k in range(problems)
    ]
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    return path


def run_args(data: Path, urls: list[str], address: str, out: Path) -> list[str]:
    """``mathloop run`` over ``data``, with :data:`SAMPLES` samples, on every server of
    ``urls``, through the Ray cluster at ``address``."""
    servers = [word for url in urls for word in ("--base-url", url)]
    return [
        "run", "--benchmark", "jsonl", "--data", str(data), "--question-field", "question",
        "--answer-field", "answer", "--id-field", "id", "--methods", "one_shot_python",
        "--samples", str(SAMPLES), "--seed", "1", "--backend", "openai", "--model", "m",
        *servers, "--executor", "ray", "--ray-address", address, "--concurrency", "2",
        "--cache", "off", "--quiet", "--out", str(out),
    ]  # fmt: skip


def ledger(out: Path) -> list[dict[str, Any]]:
    """The records in run folder ``out`` so far."""
    path = out / "results.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def mathloop(args: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    """``mathloop ARGS`` started with ``env`` added to this process's environment."""
    return subprocess.Popen(
        [sys.executable, "-m", "mathloop", *args],
        env={**os.environ, **env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
