"""Three servers behind one run, one of which dies mid-run (issue 27 §2), through the CLI."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from fault_server import FaultServer, free_port
from mathloop.llm import OpenAIBackend, OpenAISpec, RetryingBackend, RetryPolicy
from mathloop.llm.base import GenerationParams, Message
from mathloop.llm.circuit import BreakerSpec
from mathloop.llm.endpoints import EndpointPool, PoolSpec

PROBLEMS = 40
DIES_AFTER = 6
FAST = RetryPolicy(max_attempts=2, base_delay_s=0.01, max_delay_s=0.02)


async def ask(pool: EndpointPool, k: int) -> str | None:
    """Ask problem ``8 k`` (no injected fault) and say which server answered."""
    question = [Message("user", f"Problem {8 * k}: What is {k} + {k}?")]
    completion = await pool.generate(question, params=GenerationParams())
    return completion.endpoint


def mathloop(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mathloop", *args], capture_output=True, text=True, timeout=300
    )


def write_data(path: Path) -> Path:
    # Problem numbers that are multiples of 8 meet no injected fault (fault_server.SCHEDULES).
    rows = [
        {"id": f"p{k:02d}", "question": f"Problem {8 * k}: What is {k} + {2 * k}?", "answer": 3 * k}
        for k in range(PROBLEMS)
    ]
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    return path


def run_args(data: Path, urls: list[str], out: Path) -> list[str]:
    servers = [word for url in urls for word in ("--base-url", url)]
    return [
        "run", "--benchmark", "jsonl", "--data", str(data), "--question-field", "question",
        "--answer-field", "answer", "--id-field", "id", "--methods", "one_shot_python",
        "--backend", "openai", "--model", "m", *servers, "--endpoint-concurrency", "4",
        "--cache", "off", "--concurrency", "6", "--quiet", "--out", str(out),
    ]  # fmt: skip


def ledger(out: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]


def endpoints_in(value: Any) -> Iterator[str]:
    """Every endpoint a trace's calls name."""
    if isinstance(value, dict):
        if isinstance(value.get("endpoint"), str):
            yield value["endpoint"]
        for inner in value.values():
            yield from endpoints_in(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from endpoints_in(inner)


def served_in_traces(out: Path) -> Counter[str]:
    served: Counter[str] = Counter()
    for trace in (out / "problems").glob("*/one_shot_python/trace.json"):
        served.update(endpoints_in(json.loads(trace.read_text())))
    return served


@pytest.fixture
def servers() -> Iterator[list[FaultServer]]:
    started = [
        FaultServer(latency_s=0.2),
        FaultServer(latency_s=0.2, dies_after=DIES_AFTER),
        FaultServer(latency_s=0.2),
    ]
    for server in started:
        server.start()
    yield started
    for server in started:
        if not server.dead:
            server.stop()


@pytest.mark.slow
def test_a_server_that_dies_mid_run_loses_no_record_and_the_run_resumes(
    tmp_path: Path, servers: list[FaultServer]
) -> None:
    data, out = write_data(tmp_path / "data.jsonl"), tmp_path / "run"
    urls = [server.url for server in servers]
    first = mathloop(*run_args(data, urls, out), "--max-run-tokens", str(70 * PROBLEMS // 2))
    assert first.returncode == 0, first.stderr
    assert "stopped early" in first.stderr
    assert servers[1].dead and 0 < len(ledger(out)) < PROBLEMS

    # The dead server is still among the URLs; the budget is raised to finish the run.
    resumed = mathloop("resume", str(out), "--max-run-tokens", str(70 * PROBLEMS * 2))
    assert resumed.returncode == 0, resumed.stderr

    records = ledger(out)
    assert sorted(r["problem_id"] for r in records) == [f"p{k:02d}" for k in range(PROBLEMS)]
    assert {r["failure_class"] for r in records} == {"VERIFIED_CORRECT_RESULT"}
    answered = {server.url: server.answered for server in servers}
    # Every answer a server sent is a record's call, and no problem was asked twice.
    assert served_in_traces(out) == Counter(answered)
    assert sum(answered.values()) == PROBLEMS
    assert answered[urls[1]] == DIES_AFTER
    assert min(answered[urls[0]], answered[urls[2]]) > DIES_AFTER  # the others took the rest


def test_a_server_that_comes_back_is_probed_back_in() -> None:
    alive, port = FaultServer(), free_port()
    later = f"http://127.0.0.1:{port}/v1"  # nothing listens there yet
    alive.start()
    back: FaultServer | None = None
    try:
        pool = EndpointPool(
            {
                url: RetryingBackend(OpenAIBackend(OpenAISpec(url, "m")), FAST)
                for url in (alive.url, later)
            },
            PoolSpec(breaker=BreakerSpec(failure_threshold=1, probe_interval_s=0.2)),
            first=1,
        )
        served = [asyncio.run(ask(pool, k)) for k in range(3)]
        assert served == [alive.url] * 3 and pool.down == [later]
        back = FaultServer(port=port)  # the server comes up where connections were refused
        back.start()
        time.sleep(0.3)  # its probe is due
        served = [asyncio.run(ask(pool, k)) for k in range(3, 6)]
        assert served[0] == later and pool.down == []
        assert back.answered >= 1
    finally:
        alive.stop()
        if back is not None:
            back.stop()
