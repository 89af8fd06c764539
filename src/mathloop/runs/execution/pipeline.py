"""How a run's problems flow: solve within the slots, then verify and store off them.

A worker holds one of ``concurrency`` slots while its method runs (LLM requests and
programs). Verifying the submission and writing the problem folder happen in a task of
their own, so the worker's next problem is already under way meanwhile; at most
``2 x workers`` solved problems wait to be stored, which keeps memory bounded.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor, ThreadPoolExecutor

from mathloop.answers import Verdict, check, judge_verdict
from mathloop.methods import Method, SolveContext, Trace
from mathloop.methods.base import spec_dict
from mathloop.methods.journal import SolveJournal
from mathloop.problems import BenchmarkItem, Problem
from mathloop.runs.calls.call_stack import CallObserver, solve_backend
from mathloop.runs.calls.replay import ReplayingBackend, discard_in_flight, in_flight_path
from mathloop.runs.storage.essay_layout import final_report
from mathloop.runs.storage.records import ResultKey, ResultRecord, make_record
from mathloop.runs.storage.store import RunStore

from .budgets import BudgetMeter
from .plan import RunPlan, solve_locally
from .samples import Job, sample_context

_WRITER_THREADS = 2

__all__ = [
    "Pipeline",
    "budget_trace",
    "save",
    "solve_locally",
    "solve_within_budget",
    "verify",
]


class Pipeline:
    """Solves jobs (an item, a method, a sample) with bounded workers and stores each result.

    A failure (a paused backend, an unwritable store) stops the workers and discards the
    problems in flight; every problem already solved is still verified and stored.
    """

    def __init__(
        self,
        plan: RunPlan,
        todo: list[Job],
        meter: BudgetMeter,
        workers: int,
        on_record: Callable[[ResultRecord], None] | None = None,
        *,
        retrying: frozenset[ResultKey] = frozenset(),
        on_call: CallObserver | None = None,
    ) -> None:
        self.plan = plan
        self.meter = meter
        self.workers = workers
        self.completed = 0
        self.retried = 0
        self._retrying = retrying  # pairs whose new record supersedes an LLM_ERROR line
        self._pending = iter(todo)
        self._on_record = on_record
        self._on_call = on_call
        self._verify_lock = asyncio.Lock()
        self._backlog = asyncio.Semaphore(2 * workers)  # solved, not yet stored
        self._finishing: set[asyncio.Task[None]] = set()
        self._failure: Exception | None = None
        # Threads of their own, so that programs and verification (which use the default
        # executor) never queue behind file writes.
        self._writers = ThreadPoolExecutor(_WRITER_THREADS, thread_name_prefix="mathloop-store")

    async def run(self) -> int:
        """Solve until done or a budget is reached (returns how many were stored); re-raise
        the first failure."""
        tasks = [asyncio.create_task(self._worker()) for _ in range(self.workers)]
        try:
            await asyncio.gather(*tasks)
        except BaseException:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            raise
        finally:
            await asyncio.gather(*list(self._finishing), return_exceptions=True)
            self._writers.shutdown(wait=True)
        if self._failure is not None:
            raise self._failure
        return self.completed

    async def _worker(self) -> None:
        for job in self._pending:
            if self._failure is not None or self.meter.exhausted() is not None:
                return
            trace = await solve_within_budget(self.plan, job, on_call=self._on_call)
            await self._backlog.acquire()
            task = asyncio.create_task(self._finish(job, trace))
            self._finishing.add(task)
            task.add_done_callback(self._finishing.discard)

    async def _finish(self, job: Job, trace: Trace) -> None:
        try:
            trace = stamp_preset(trace, self.plan.record.get("preset"))
            verdict = await verify(self.plan, job.item, trace, self._verify_lock)
            seed = sample_context(self.plan.ctx, job).seed if job.sample is not None else None
            record = make_record(job.item, trace, verdict, sample=job.sample, seed=seed)
            supersede = record.key in self._retrying
            await save(
                self.plan.store,
                record,
                trace,
                self._writers,
                supersede=supersede,
                python_timeout=self.plan.ctx.limits.timeout_s,
            )
            discard_in_flight(self.plan.store, record.problem_id, record.method, job.sample)
        except Exception as exc:
            self._failure = self._failure or exc
            return
        finally:
            self._backlog.release()
        self.completed += 1
        self.retried += supersede
        self.meter.add(record)
        if self._on_record is not None:
            self._on_record(record)


async def solve_within_budget(
    plan: RunPlan, job: Job, *, on_call: CallObserver | None = None
) -> Trace:
    """Run the job's method on its problem (never its gold) within the per-problem wall
    clock, as the job's sample (its own seed and calls, :mod:`.samples`).

    A stopped solve keeps what its journal saw: the steps and attempts it finished and the
    tokens of every completed model call (a Ray worker's solve is not journaled). A local
    solve replays the calls an interrupted earlier pass made on the same problem
    (:mod:`mathloop.runs.calls.replay`); the clock of ``--problem-timeout`` counts their
    original seconds, so a resumed problem has the time an uninterrupted one would have had
    left.
    """
    item, method = job.item, job.method
    seconds = plan.budgets.problem_seconds
    journal = None if seconds is None else SolveJournal()
    ctx, replaying = job_context(plan, job, journal=journal, on_call=on_call)
    if seconds is None or journal is None:
        return _count_replayed(await _solve(plan, job, ctx), replaying)
    started = time.monotonic()
    try:
        solve = _solve(plan, job, ctx)
        trace = await _within_clock(solve, seconds, replaying)
    except asyncio.TimeoutError:
        trace = budget_trace(method, item.problem, journal, seconds, time.monotonic() - started)
    return _count_replayed(trace, replaying)


def _solve(plan: RunPlan, job: Job, ctx: SolveContext) -> Awaitable[Trace]:
    """The plan's solver on ``job``; ``sample`` is passed only to a run with samples, so a
    solver written before them (three arguments) still solves a run without."""
    if job.sample is None:
        return plan.solver(job.item.problem, job.method, ctx)
    return plan.solver(job.item.problem, job.method, ctx, sample=job.sample)


async def _within_clock(
    solve: Awaitable[Trace], seconds: float, replaying: ReplayingBackend | None
) -> Trace:
    """``solve``'s trace, or :class:`asyncio.TimeoutError` (``solve`` cancelled) once the
    seconds it ran plus the original seconds of the calls it replayed pass ``seconds``.

    Replayed calls return at once, so each one wakes the clock to be read again; without
    replays this waits as :func:`asyncio.wait_for` does.
    """
    task = asyncio.ensure_future(solve)
    replayed = asyncio.Event()
    if replaying is not None:
        replaying.on_replay = replayed.set
    started = time.monotonic()
    try:
        while True:
            charged = replaying.replayed_s if replaying is not None else 0.0
            left = seconds - (time.monotonic() - started) - charged
            if left <= 0:
                raise asyncio.TimeoutError
            replayed.clear()
            woken = asyncio.ensure_future(replayed.wait())
            await asyncio.wait({task, woken}, timeout=left, return_when=asyncio.FIRST_COMPLETED)
            woken.cancel()
            if task.done():
                return task.result()
    finally:
        if not task.done():  # out of time, or the run itself cancelled (Ctrl-C)
            task.cancel()
            await asyncio.wait({task})


def job_context(
    plan: RunPlan,
    job: Job,
    *,
    journal: SolveJournal | None = None,
    on_call: CallObserver | None = None,
) -> tuple[SolveContext, ReplayingBackend | None]:
    """The context ``job`` is solved in: the sample's seed, the journal, and the backend of
    one solve (:func:`mathloop.runs.calls.call_stack.solve_backend`). A Ray worker's calls
    are made where it runs, so there the worker builds the solve's backend (its sample
    included)."""
    ctx = sample_context(plan.ctx, job)
    if journal is not None:
        ctx = dataclasses.replace(ctx, journal=journal)
    if plan.solver is not solve_locally:
        return ctx, None
    path = in_flight_path(plan.store, job.item.problem.id, job.method.name, job.sample)
    stack = solve_backend(
        ctx.backend, sample=job.sample, in_flight=path, journal=journal, on_call=on_call
    )
    return dataclasses.replace(ctx, backend=stack.backend), stack.replaying


def _count_replayed(trace: Trace, backend: ReplayingBackend | None) -> Trace:
    """``trace`` saying how many calls were replayed, their seconds in its ``elapsed_s``."""
    if backend is None or not backend.replayed:
        return trace
    elapsed = trace.elapsed_s + backend.replayed_s
    return trace.model_copy(update={"replayed_calls": backend.replayed, "elapsed_s": elapsed})


def budget_trace(
    method: Method, problem: Problem, journal: SolveJournal, budget_s: float, elapsed_s: float
) -> Trace:
    """The trace of a problem stopped by its wall-clock budget, built from its journal."""
    return journal.partial_trace(
        method=method.name,
        spec=spec_dict(method.spec),
        problem=problem,
        elapsed_s=elapsed_s,
        message=f"wall-clock budget of {budget_s:g} s per problem exceeded",
    )


async def verify(
    plan: RunPlan, item: BenchmarkItem, trace: Trace, verify_lock: asyncio.Lock
) -> Verdict | None:
    """Judge the submission against the gold (None when nothing was submitted)."""
    answer = trace.submission.answer
    if answer is None:
        return None
    kind = item.problem.answer_kind
    async with verify_lock:
        # The statement is read only for the answer form it asks for (a ratio, intervals).
        statement = item.problem.statement
        verdict = await asyncio.to_thread(
            check, item.gold, answer, kind=kind, settings=plan.check_settings, problem=statement
        )
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


async def save(
    store: RunStore,
    record: ResultRecord,
    trace: Trace,
    writers: Executor,
    *,
    supersede: bool = False,
    python_timeout: float | None = None,
) -> None:
    """Write the problem folder in a worker thread (of ``writers``), keeping the loop free.

    A caller cancelled meanwhile (Ctrl-C) still waits for the write it started, so the
    ledger and the in-flight problem folder are never left half done by the cancellation.
    """
    report = final_report(record, trace, python_timeout=python_timeout)
    loop = asyncio.get_running_loop()
    write = functools.partial(store.save, record, trace, report, supersede=supersede)
    writing = loop.run_in_executor(writers, write)
    try:
        await asyncio.shield(writing)
    except asyncio.CancelledError:
        await writing
        raise


def stamp_preset(trace: Trace, preset: str | None) -> Trace:
    """``trace`` naming the seed preset its run applied (unchanged without one)."""
    return trace if preset is None else trace.model_copy(update={"preset": preset})
