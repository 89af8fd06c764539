import asyncio
import json
from pathlib import Path

import pytest

from helpers import answer_reply, item
from mathloop.llm import BackendSettings, ScriptedBackend
from mathloop.methods import OneShotPython, RelayPython, SolveContext
from mathloop.runs import RunPlan, RunStore, execute_run

ray = pytest.importorskip("ray")


@pytest.fixture(scope="module")
def ray_solver():
    from mathloop.runs.execution.distributed import RaySolver, worker_settings

    settings = BackendSettings(backend="scripted", replies=(answer_reply("4"),))
    ctx = SolveContext(backend=ScriptedBackend([]))
    solver = RaySolver(worker_settings(settings, ctx))
    yield solver
    ray.shutdown()


def plan(out: Path, solver, count: int) -> RunPlan:  # type: ignore[no-untyped-def]
    items = [
        item(f"q{k}", f"What is 2 + 2? (copy {k})", "4" if k % 2 else "5") for k in range(count)
    ]
    return RunPlan(
        store=RunStore(out),
        items=items,
        methods=[OneShotPython(), RelayPython()],
        ctx=SolveContext(backend=ScriptedBackend([])),  # the driver never calls a model
        concurrency=4,
        solver=solver,
    )


def test_ray_run_has_the_same_records_and_resumes(tmp_path: Path, ray_solver) -> None:  # type: ignore[no-untyped-def]
    first = asyncio.run(execute_run(plan(tmp_path / "r", ray_solver, 3)))
    assert len(first.records) == 6
    assert {r.failure_class for r in first.records} == {"VERIFIED_CORRECT_RESULT", "WRONG_RESULT"}
    more = asyncio.run(execute_run(plan(tmp_path / "r", ray_solver, 4)))
    assert (more.skipped, more.completed) == (6, 2)
    rows = [json.loads(x) for x in (tmp_path / "r" / "results.jsonl").read_text().splitlines()]
    assert len({(r["problem_id"], r["method"]) for r in rows}) == len(rows) == 8
    trace = json.loads((tmp_path / "r/problems/q1/relay_python/trace.json").read_text())
    assert trace["submission"]["answer"] == "4"


def test_ray_runs_a_vote(tmp_path: Path, ray_solver) -> None:  # type: ignore[no-untyped-def]
    from mathloop.methods import create_method

    run = plan(tmp_path / "v", ray_solver, 1)
    run = RunPlan(
        store=run.store,
        items=run.items,
        methods=[create_method("vote(pot, n=2, max_n=2)")],
        ctx=run.ctx,
        solver=ray_solver,
    )
    outcome = asyncio.run(execute_run(run))
    (record,) = outcome.records
    assert record.method == "vote(pot,max_n=2,n=2)"
    assert record.answer == "4" and record.llm_calls == 2


def test_ray_solves_each_sample_as_a_task(tmp_path: Path, ray_solver) -> None:  # type: ignore[no-untyped-def]
    run = plan(tmp_path / "s", ray_solver, 1)
    run = RunPlan(
        store=run.store,
        items=run.items,
        methods=[OneShotPython()],
        ctx=SolveContext(backend=ScriptedBackend([]), seed=3),
        solver=ray_solver,
        samples=2,
    )
    outcome = asyncio.run(execute_run(run))
    assert sorted(r.sample for r in outcome.records) == [0, 1]
    assert all(r.answer == "4" for r in outcome.records)
    for sample in (0, 1):
        assert (tmp_path / f"s/problems/q0/one_shot_python/sample_0{sample}/trace.json").is_file()
