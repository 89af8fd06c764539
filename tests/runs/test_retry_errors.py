"""A failed call is not a result: LLM_ERROR records are solved again on resume."""

import asyncio
import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from fault_server import FaultServer, free_port
from helpers import answer_reply, fenced, item
from mathloop.errors import BackendError
from mathloop.llm import OpenAIBackend, OpenAISpec, RetryingBackend, RetryPolicy, ScriptedBackend
from mathloop.methods import OneShotPython, RelayPython, SolveContext
from mathloop.report import load_runs
from mathloop.runs import RunOutcome, RunPlan, RunStore, execute_run
from mathloop.runs.execution.budgets import RunBudgets
from mathloop.runs.storage.records import ResultKey, standing_positions

PROBLEMS = 8


@pytest.fixture
def port() -> Iterator[int]:
    yield free_port()


def fault_plan(out: Path, port: int, *, retry_errors: bool = True) -> RunPlan:
    spec = OpenAISpec(base_url=f"http://127.0.0.1:{port}/v1", model="faulty", timeout_s=4.0)
    policy = RetryPolicy(max_attempts=6, base_delay_s=0.01, max_delay_s=0.05)
    items = [
        item(f"p{i:03d}", f"Problem {i}: What is {i} + {2 * i}?", str(3 * i))
        for i in range(PROBLEMS)
    ]
    return RunPlan(
        store=RunStore(out),
        items=items,
        methods=[OneShotPython(), RelayPython()],
        ctx=SolveContext(backend=RetryingBackend(OpenAIBackend(spec), policy)),
        concurrency=4,
        retry_errors=retry_errors,
    )


def run(plan: RunPlan) -> RunOutcome:
    return asyncio.run(execute_run(plan))


def manifest(out: Path) -> dict[str, object]:
    data: dict[str, object] = json.loads((out / "manifest.json").read_text())
    return data


def test_a_run_against_a_down_server_finishes_once_the_server_is_up(
    tmp_path: Path, port: int
) -> None:
    out = tmp_path / "run"
    down = run(fault_plan(out, port))
    assert down.completed == 2 * PROBLEMS
    assert {r.failure_class for r in down.records} == {"LLM_ERROR"}
    assert manifest(out)["finished_at"] is None
    assert manifest(out)["llm_errors"] == 2 * PROBLEMS

    server = FaultServer(stall_s=0.1, port=port)
    server.start()
    try:
        up = run(fault_plan(out, port))
    finally:
        server.stop()
    assert (up.completed, up.retried, up.skipped) == (2 * PROBLEMS, 2 * PROBLEMS, 0)
    assert len(up.records) == 2 * PROBLEMS
    assert all(r.failure_class == "VERIFIED_CORRECT_RESULT" for r in up.records), [
        (r.problem_id, r.method, r.failure_class) for r in up.records if not r.correct
    ]
    assert len((out / "results.jsonl").read_text().splitlines()) == 4 * PROBLEMS
    assert manifest(out)["retried_errors"] == 2 * PROBLEMS
    assert manifest(out)["llm_errors"] == 0
    assert manifest(out)["finished_at"] is not None
    summary = (out / "benchmark_summary.csv").read_text().splitlines()[1:]
    assert sorted(row.split(",")[:4] for row in summary) == [
        [method, str(PROBLEMS), str(PROBLEMS), "1.0000"]
        for method in ("one_shot_python", "relay_python")
    ]

    again = run(fault_plan(out, port))
    assert (again.completed, again.retried, again.skipped) == (0, 0, 2 * PROBLEMS)


def test_the_superseded_trace_folder_is_kept_beside_the_new_one(tmp_path: Path, port: int) -> None:
    out = tmp_path / "run"
    run(fault_plan(out, port))
    server = FaultServer(stall_s=0.1, port=port)
    server.start()
    try:
        run(fault_plan(out, port))
    finally:
        server.stop()
    problem = out / "problems" / "p001"
    old = json.loads((problem / "superseded" / "relay_python" / "01" / "trace.json").read_text())
    new = json.loads((problem / "relay_python" / "trace.json").read_text())
    assert old["submission"]["status"] == "LLM_ERROR"
    assert old["error"]["kind"] == "LLM_ERROR"
    assert new["submission"]["answer"] == "3"
    assert (problem / "superseded" / "relay_python" / "01" / "final_report.json").exists()
    rows = load_runs([out]).rows
    assert len(rows) == 2 * PROBLEMS
    assert all(row.record.correct for row in rows)


def test_keep_errors_leaves_failed_calls_as_they_are(tmp_path: Path, port: int) -> None:
    out = tmp_path / "run"
    run(fault_plan(out, port))
    server = FaultServer(stall_s=0.1, port=port)
    server.start()
    try:
        kept = run(fault_plan(out, port, retry_errors=False))
        assert sum(server.seen.values()) == 0
        assert (kept.completed, kept.kept_errors, kept.skipped) == (0, 2 * PROBLEMS, 2 * PROBLEMS)
        assert manifest(out)["finished_at"] is not None  # kept on purpose: the run is done
        retried = run(fault_plan(out, port))
    finally:
        server.stop()
    assert retried.retried == 2 * PROBLEMS
    assert all(r.correct for r in retried.records)


def failing_relay_plan(out: Path, *, fail: bool, budgets: RunBudgets | None = None) -> RunPlan:
    """One relay problem: a first attempt without RESULT, then a failed call (if ``fail``)."""
    replies = [fenced('print("thinking")'), answer_reply("4")]
    failures = {1: BackendError("server went away")} if fail else None
    return RunPlan(
        store=RunStore(out),
        items=[item("q", "What is 2 + 2?", "4")],
        methods=[RelayPython()],
        ctx=SolveContext(backend=ScriptedBackend(replies, failures=failures)),
        budgets=budgets or RunBudgets(),
    )


def test_each_retry_moves_the_previous_folder_to_the_next_number(tmp_path: Path) -> None:
    out = tmp_path / "run"
    first = run(failing_relay_plan(out, fail=True))
    assert first.records[0].failure_class == "LLM_ERROR"
    assert first.records[0].output_tokens > 0  # the first attempt's reply was paid for
    run(failing_relay_plan(out, fail=True))
    last = run(failing_relay_plan(out, fail=False))
    assert [r.failure_class for r in last.records] == ["VERIFIED_CORRECT_RESULT"]
    history = out / "problems" / "q" / "superseded" / "relay_python"
    assert sorted(p.name for p in history.iterdir()) == ["01", "02"]
    store = RunStore(out)
    assert [r.failure_class for r in store.iter_ledger()] == [
        "LLM_ERROR",
        "LLM_ERROR",
        "VERIFIED_CORRECT_RESULT",
    ]
    assert len(store.load_results()) == 1


def test_superseded_records_still_count_toward_the_run_token_budget(tmp_path: Path) -> None:
    out = tmp_path / "run"
    spent = sum(
        r.prompt_tokens + r.output_tokens
        for _ in range(2)
        for r in run(failing_relay_plan(out, fail=True)).records
    )
    # Only the second failure stands; the first one's tokens were spent all the same.
    budget = RunBudgets(run_tokens=spent)
    stopped = run(dataclasses.replace(failing_relay_plan(out, fail=False), budgets=budget))
    assert stopped.completed == 0
    assert stopped.stopped is not None
    assert "token budget" in stopped.stopped


def test_the_last_line_for_a_problem_and_method_stands() -> None:
    keys = [
        ResultKey("a", "m"),
        ResultKey("b", "m"),
        ResultKey("a", "m"),
        ResultKey("a", "other"),
    ]
    assert standing_positions(keys) == {1, 2, 3}
