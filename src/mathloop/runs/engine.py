"""The benchmark engine: run methods over items, verify in secret, store, resume.

The engine is the only place that holds gold answers. A method receives ``item.problem``
(which has no gold field); the verifier runs after the method has returned its trace.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from mathloop.answers import DEFAULT_JUDGE_SPEC, JudgeSpec, Verdict, check, judge_verdict
from mathloop.errors import RunPausedError, RunStoreError
from mathloop.llm.base import Backend
from mathloop.methods import ErrorInfo, Method, SolveContext, Submission, Trace
from mathloop.methods.base import spec_dict
from mathloop.problems import BenchmarkItem, Problem

from ._atomic import write_text
from .budgets import BudgetMeter, RunBudgets
from .records import ResultRecord, make_record
from .store import RunStore
from .summary import summarize, summary_csv

__all__ = ["RunOutcome", "RunPlan", "execute_run"]

ProgressCallback = Callable[[ResultRecord], None]
Solver = Callable[[Problem, Method, SolveContext], Awaitable[Trace]]
"""Runs one method on one problem (never its gold): local by default, or on Ray workers."""


async def solve_locally(problem: Problem, method: Method, ctx: SolveContext) -> Trace:
    """The default solver: the method runs in this process."""
    return await method.solve(problem, ctx)


_VOLATILE_SETTINGS = frozenset({"concurrency", "out", "quiet", "budgets", "cache"})


@dataclass(frozen=True)
class RunPlan:
    """Everything one run needs: what to solve, how, and where to store it."""

    store: RunStore
    items: Sequence[BenchmarkItem]
    methods: Sequence[Method]
    ctx: SolveContext
    settings: dict[str, Any] = field(default_factory=dict)
    environment: dict[str, Any] = field(default_factory=dict)
    concurrency: int = 1
    budgets: RunBudgets = field(default_factory=RunBudgets)
    solver: Solver = solve_locally
    judge_backend: Backend | None = None
    """The optional LLM judge, asked when the deterministic verdict is not "equal"."""
    judge_spec: JudgeSpec = DEFAULT_JUDGE_SPEC


@dataclass(frozen=True)
class RunOutcome:
    """What a call to :func:`execute_run` did."""

    records: list[ResultRecord]
    skipped: int
    completed: int
    stopped: str | None = None


async def execute_run(plan: RunPlan, *, on_record: ProgressCallback | None = None) -> RunOutcome:
    """Run every (item, method) pair not already in the store; resumable at any point."""
    manifest = _open_manifest(plan)
    existing = plan.store.load_results()
    done = {(r.problem_id, r.method) for r in existing}
    todo = [(i, m) for i in plan.items for m in plan.methods if (i.problem.id, m.name) not in done]
    try:
        new_records, stopped = await _run_pairs(plan, todo, on_record, existing)
    except RunPausedError as exc:
        _finish(plan, manifest, plan.store.load_results(), stopped=str(exc))
        raise
    records = existing + new_records
    _finish(plan, manifest, records, stopped=stopped)
    return RunOutcome(
        records=records, skipped=len(done), completed=len(new_records), stopped=stopped
    )


def _open_manifest(plan: RunPlan) -> dict[str, Any]:
    ensure_empty_or_run(plan.store)
    settings = {**plan.settings, "methods": {m.name: spec_dict(m.spec) for m in plan.methods}}
    if plan.store.exists():
        manifest = plan.store.read_manifest()
        _check_same_settings(plan.store, manifest.get("settings", {}), settings)
        manifest["resumed_at"] = [*manifest.get("resumed_at", []), _now()]
    else:
        manifest = {"version": 1, "started_at": _now(), "settings": settings}
    # The first command and folder stay: ``mathloop resume`` replays them.
    kept = {"command", "cwd"} & manifest.keys()
    manifest.update({k: v for k, v in plan.environment.items() if k not in kept})
    manifest["finished_at"] = None
    plan.store.write_manifest(manifest)
    return manifest


def _check_same_settings(store: RunStore, old: dict[str, Any], new: dict[str, Any]) -> None:
    keys = (old.keys() | new.keys()) - _VOLATILE_SETTINGS
    changed = sorted(k for k in keys if _normal(old.get(k)) != _normal(new.get(k)))
    if changed:
        detail = "; ".join(f"{k}: {old.get(k)!r} -> {new.get(k)!r}" for k in changed[:3])
        raise RunStoreError(
            f"{store.root} holds a run with different settings ({detail}); "
            "use another --out folder to start a new run"
        )


def _normal(value: Any) -> Any:
    # JSON round trips turn tuples into lists; compare in that form.
    if isinstance(value, (list, tuple)):
        return [_normal(v) for v in value]
    if isinstance(value, dict):
        return {k: _normal(v) for k, v in value.items()}
    return value


async def _run_pairs(
    plan: RunPlan,
    todo: list[tuple[BenchmarkItem, Method]],
    on_record: ProgressCallback | None,
    previous: list[ResultRecord],
) -> tuple[list[ResultRecord], str | None]:
    """Solve ``todo`` with bounded workers; stop early when a budget is reached.

    Returns the new records and why the run stopped early (None when it finished).
    """
    pending = iter(todo)
    records: list[ResultRecord] = []
    meter = BudgetMeter(plan.budgets, previous)
    verify_lock = asyncio.Lock()

    async def worker() -> None:
        for item, method in pending:
            if meter.exhausted() is not None:
                return
            record = await _solve_one(plan, item, method, verify_lock)
            records.append(record)
            meter.add(record)
            if on_record is not None:
                on_record(record)

    workers = max(1, min(plan.concurrency, len(todo)))
    await asyncio.gather(*(worker() for _ in range(workers)))
    return records, meter.exhausted() if len(records) < len(todo) else None


async def _solve_one(
    plan: RunPlan, item: BenchmarkItem, method: Method, verify_lock: asyncio.Lock
) -> ResultRecord:
    trace = await _solve_within_budget(plan, item, method)
    verdict = await _verify(plan, item, trace, verify_lock)
    record = make_record(item, trace, verdict)
    plan.store.save(record, trace, final_report(record, trace))
    return record


async def _solve_within_budget(plan: RunPlan, item: BenchmarkItem, method: Method) -> Trace:
    seconds = plan.budgets.problem_seconds
    started = time.monotonic()
    try:
        return await asyncio.wait_for(plan.solver(item.problem, method, plan.ctx), timeout=seconds)
    except asyncio.TimeoutError:
        return budget_trace(method, item.problem.id, seconds or 0.0, time.monotonic() - started)


def budget_trace(method: Method, problem_id: str, budget_s: float, elapsed_s: float) -> Trace:
    """The trace of a problem stopped by its wall-clock budget (its attempts are lost)."""
    message = f"wall-clock budget of {budget_s:g} s per problem exceeded"
    return Trace(
        method=method.name,
        spec=spec_dict(method.spec),
        problem_id=problem_id,
        submission=Submission(answer=None, status="BUDGET_EXCEEDED"),
        elapsed_s=elapsed_s,
        error=ErrorInfo(kind="BUDGET_EXCEEDED", message=message),
    )


async def _verify(
    plan: RunPlan, item: BenchmarkItem, trace: Trace, verify_lock: asyncio.Lock
) -> Verdict | None:
    answer = trace.submission.answer
    if answer is None:
        return None
    kind = item.problem.answer_kind
    async with verify_lock:
        verdict = await asyncio.to_thread(check, item.gold, answer, kind=kind)
    if plan.judge_backend is None:
        return verdict
    # Outside the lock: judge calls may overlap like any other LLM call of the run.
    return await judge_verdict(
        verdict,
        problem_statement=item.problem.statement,
        gold=item.gold,
        candidate=answer,
        backend=plan.judge_backend,
        spec=plan.judge_spec,
    )


def final_report(record: ResultRecord, trace: Trace) -> dict[str, Any]:
    """The seed's ``final_report.json`` for one problem and method (offline only)."""
    spec = trace.spec
    return {
        "version": 1,
        "problem_id": record.problem_id,
        "method": record.method,
        "prompt_style": spec.get("prompt_style", record.method),
        "budgets": {k: spec[k] for k in ("max_attempts", "num_predict", "num_ctx") if k in spec},
        "answer_submission_policy": spec.get("answer_submission_policy"),
        "verifier_feedback_to_model": False,
        "answer_submitted": record.submitted,
        "submitted_attempt": record.submitted_attempt,
        "execution_candidate": record.answer,
        "confidence": record.confidence,
        "gold_answer": record.gold,
        "solved": record.correct,
        "failure_class": record.failure_class,
        "attempt_verdicts": [a.status for a in trace.attempts],
        "verdict": record.verdict.model_dump(mode="json") if record.verdict else None,
        "prompt_tokens": record.prompt_tokens,
        "output_tokens": record.output_tokens,
        "llm_calls": record.llm_calls,
        "elapsed_s": round(record.elapsed_s, 3),
        "error": record.error.model_dump() if record.error else None,
    }


def _finish(
    plan: RunPlan,
    manifest: dict[str, Any],
    records: list[ResultRecord],
    *,
    stopped: str | None = None,
) -> None:
    if records:
        write_text(plan.store.summary_path, summary_csv(summarize(records)))
    expected = len(plan.items) * len(plan.methods)
    manifest["finished_at"] = _now() if len(records) >= expected else None
    manifest["records"] = len(records)
    manifest["stopped_reason"] = stopped
    plan.store.write_manifest(manifest)


def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")


def ensure_empty_or_run(store: RunStore) -> None:
    """Refuse to write a run into a non-empty folder that is not a run."""
    if store.root.exists() and any(store.root.iterdir()) and not store.exists():
        raise RunStoreError(f"{store.root} is not empty and holds no manifest.json")
