import asyncio
from pathlib import Path

import pytest

from fault_server import SCHEDULES, FaultServer
from helpers import item
from mathloop.llm import OpenAIBackend, OpenAISpec, RetryingBackend, RetryPolicy
from mathloop.llm.circuit import CircuitBreakerBackend
from mathloop.methods import RelayPython, SolveContext
from mathloop.runs import RunPlan, RunStore, execute_run

PROBLEMS = 200


@pytest.fixture
def fault_server():
    server = FaultServer(stall_s=6.0)
    server.start()
    yield server
    server.stop()


def test_a_faulty_server_does_not_stop_a_200_problem_run(
    tmp_path: Path, fault_server: FaultServer
) -> None:
    # Generous timeouts: a loaded 2-core CI machine must not turn ordinary replies into
    # timeouts; the injected stall (6 s) still exceeds the 4 s request timeout.
    spec = OpenAISpec(base_url=fault_server.url, model="faulty", timeout_s=4.0)
    policy = RetryPolicy(max_attempts=6, base_delay_s=0.01, max_delay_s=0.05)
    backend = CircuitBreakerBackend(RetryingBackend(OpenAIBackend(spec), policy))
    items = [
        item(f"p{i:03d}", f"Problem {i}: What is {i} + {2 * i}?", str(3 * i))
        for i in range(PROBLEMS)
    ]
    plan = RunPlan(
        store=RunStore(tmp_path / "run"),
        items=items,
        methods=[RelayPython()],
        ctx=SolveContext(backend=backend, execution_slots=asyncio.Semaphore(2)),
        concurrency=8,
    )
    outcome = asyncio.run(execute_run(plan))
    assert len(outcome.records) == PROBLEMS
    assert {r.problem_id for r in outcome.records} == {i.problem.id for i in items}
    assert all(r.failure_class == "VERIFIED_CORRECT_RESULT" for r in outcome.records), [
        (r.problem_id, r.failure_class, r.error) for r in outcome.records if not r.correct
    ]
    injected = {fault for schedule in SCHEDULES for fault in schedule}
    assert injected <= set(fault_server.seen)
    lines = (tmp_path / "run" / "results.jsonl").read_text().splitlines()
    assert len(lines) == PROBLEMS
