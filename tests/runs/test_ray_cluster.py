"""``--executor ray`` on a two-node cluster started as docs/runs.md says, whose worker node
dies mid-run (issue 27 §3): samples and several endpoints, through the CLI."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from fault_server import FaultServer
from ray_cluster import RayCluster
from ray_run import SAMPLES, ledger, mathloop, run_args, write_data

pytest.importorskip("ray")

PROBLEMS = 10
KILL_AFTER = 6  # records in the ledger when the worker node's raylet is killed


@pytest.fixture(scope="module")
def cluster() -> Iterator[RayCluster]:
    started = RayCluster()
    try:
        started.start()
        yield started
    finally:
        started.stop()


@pytest.fixture
def servers() -> Iterator[list[FaultServer]]:
    started = [FaultServer(latency_s=0.5), FaultServer(latency_s=0.5)]
    for server in started:
        server.start()
    yield started
    for server in started:
        server.stop()


def wait_for(condition: Callable[[], bool], run: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 300
    while not condition():
        assert run.poll() is None, run.communicate()
        assert time.monotonic() < deadline, "the run did not get there"
        time.sleep(0.1)


def wait_for_records(run: subprocess.Popen[str], out: Path, count: int) -> None:
    wait_for(lambda: len(ledger(out)) >= count, run)


@pytest.mark.slow
def test_a_worker_node_lost_mid_run_loses_and_repeats_no_record(
    tmp_path: Path, cluster: RayCluster, servers: list[FaultServer]
) -> None:
    data, out = write_data(tmp_path / "data.jsonl", PROBLEMS), tmp_path / "run"
    urls = [server.url for server in servers]
    run = mathloop(run_args(data, urls, cluster.address, out), cluster.env)
    try:
        wait_for_records(run, out, KILL_AFTER)
        wait_for(lambda: cluster.worker_running("_solve_task"), run)
        cluster.kill_worker_node()  # with a task in its hands
        with pytest.raises(LookupError):
            cluster.worker_raylet()
        _, stderr = run.communicate(timeout=600)
    finally:
        if run.poll() is None:
            run.kill()
            run.communicate()  # reaped and its pipes closed: nothing leaks into the next test
    if run.returncode == 75:  # stopped cleanly: the same cluster (one node now) resumes it
        resumed = mathloop(["resume", str(out)], cluster.env)
        _, stderr = resumed.communicate(timeout=600)
        assert resumed.returncode == 0, stderr
    else:
        assert run.returncode == 0, stderr

    records = ledger(out)
    keys = Counter((r["problem_id"], r["sample"]) for r in records)
    expected = {(f"p{k:03d}", s) for k in range(PROBLEMS) for s in range(SAMPLES)}
    assert set(keys) == expected and max(keys.values()) == 1  # none lost, none twice
    assert {r["failure_class"] for r in records} == {"VERIFIED_CORRECT_RESULT"}
    assert min(server.answered for server in servers) > 0  # both endpoints served
    assert sum(server.answered for server in servers) >= len(expected)
    # The workers' traces name the server of each call.
    traces = [json.loads(path.read_text()) for path in (out / "problems").rglob("trace.json")]
    served = {call["completion"]["endpoint"] for t in traces for call in t["attempts"]}
    assert served == set(urls)


_DYING_TASK = """
import asyncio, os, sys
import ray
from mathloop.errors import RunPausedError
from mathloop.llm import BackendSettings, ScriptedBackend
from mathloop.methods import OneShotPython, SolveContext
from mathloop.problems import Problem
from mathloop.runs.execution.distributed import RaySolver, worker_settings

ctx = SolveContext(backend=ScriptedBackend([]))
settings = worker_settings(BackendSettings(backend="scripted", replies=("x",)), ctx, cache="off")
solver = RaySolver(settings, address=sys.argv[1])
solver._remote = ray.remote(max_retries=1)(lambda *args: os._exit(1))  # dies every time
try:
    asyncio.run(solver(Problem(id="p0", statement="What is 1 + 1?"), OneShotPython(), ctx))
except RunPausedError as exc:
    print("paused:", exc)
"""


@pytest.mark.slow
def test_a_task_lost_beyond_its_retries_stops_the_run_resumably(cluster: RayCluster) -> None:
    # A driver of its own: Ray reads the cluster's token when it is first imported.
    done = subprocess.run(
        [sys.executable, "-c", _DYING_TASK, cluster.address],
        env={**os.environ, **cluster.env},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    # Ray's own reason may run over several lines (a worker lost to a system error).
    assert re.search(
        r"paused: Ray could not run p0 \(one_shot_python\).*can be resumed", done.stdout, re.DOTALL
    )
