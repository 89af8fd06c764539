"""The benchmark engine: run methods over items, verify in secret, store, resume.

The engine is the only place that holds gold answers. A method receives ``item.problem``
(which has no gold field); the verifier runs after the method has returned its trace.
"""

from __future__ import annotations

import datetime as dt
import functools
import logging
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from mathloop.errors import RunPausedError, RunStoreError
from mathloop.methods.base import spec_dict
from mathloop.methods.prompts import prompt_hashes
from mathloop.runs.calls.call_stack import CallObserver
from mathloop.runs.migrations import SCHEMA
from mathloop.runs.migrations.method_settings import json_form
from mathloop.runs.storage._atomic import write_text
from mathloop.runs.storage._lock import LOCK_NAME, exclusive_writer
from mathloop.runs.storage.arithmetic import (
    check_same_arithmetic,
    unknown_kernels_note,
    without_thread_setting,
)
from mathloop.runs.storage.portable import same_file
from mathloop.runs.storage.records import ResultKey, ResultRecord
from mathloop.runs.storage.store import RunStore, archive_of
from mathloop.runs.storage.summary import summarize, summary_csv
from mathloop.sandbox import warm_up

from .budgets import BudgetMeter
from .pipeline import Pipeline
from .plan import BACKEND_OPERATION, OPERATION, RunPlan, Solver, solve_locally
from .samples import Job, jobs

logger = logging.getLogger(__name__)

__all__ = ["RunOutcome", "RunPlan", "Solver", "execute_run", "manifest_record"]

ProgressCallback = Callable[[ResultRecord], None]


@dataclass(frozen=True)
class RunOutcome:
    """What a call to :func:`execute_run` did.

    The engine keeps no record in memory (its memory stays flat however long the run);
    ``records`` reads every record of the run folder back from its ledger when asked.
    """

    store: RunStore
    skipped: int
    completed: int
    stopped: str | None = None
    retried: int = 0
    """How many of ``completed`` replaced an earlier ``LLM_ERROR`` record."""
    kept_errors: int = 0
    """``LLM_ERROR`` records left as they were (``retry_errors=False``)."""

    @functools.cached_property
    def records(self) -> list[ResultRecord]:
        """Every record of the run folder, earlier runs' included, in ledger order."""
        return self.store.load_results()


async def execute_run(
    plan: RunPlan,
    *,
    on_record: ProgressCallback | None = None,
    on_start: Callable[[int], None] | None = None,
    on_call: CallObserver | None = None,
) -> RunOutcome:
    """Run every job (item, method and sample: :mod:`.samples`) without a result in the
    store; resumable at any point.

    A pair whose standing record is a failed call (``LLM_ERROR``) has no result: it is
    solved again unless ``plan.retry_errors`` is off, and its new record supersedes the old.
    One process writes a run folder at a time; a second is refused (``RunStoreError``).
    ``on_start`` hears how many pairs earlier passes already solved, before any is solved;
    ``on_call`` each model call a solve completes (not one it replays:
    :mod:`mathloop.runs.calls.call_stack`).
    """
    ensure_empty_or_run(plan.store)
    with exclusive_writer(plan.store.root):
        return await _execute(plan, on_record, on_start, on_call)


async def _execute(
    plan: RunPlan,
    on_record: ProgressCallback | None,
    on_start: Callable[[int], None] | None,
    on_call: CallObserver | None = None,
) -> RunOutcome:
    planned = manifest_record(plan)
    recorded = _recorded_manifest(plan, planned)
    meter = BudgetMeter(plan.budgets)
    failed: dict[ResultKey, bool] = {}  # every key in the ledger: is its last line a failure?
    for record in plan.store.iter_ledger():
        failed[record.key] = record.retriable
        meter.add(record)  # superseded lines too: their tokens were spent
    work = _work(plan, failed)
    if on_start is not None:
        on_start(work.skipped)
    if recorded is not None and recorded.get("finished_at") and not work.todo:
        # A finished run with nothing to do keeps its manifest: the code that made it, when.
        return RunOutcome(store=plan.store, skipped=work.skipped, completed=0)
    if recorded is not None and work.todo:
        check_same_arithmetic(plan.store.root, recorded, plan.environment)
        note = unknown_kernels_note(plan.store.root, recorded)
        if note:
            logger.warning("%s", note)
    manifest = _open_manifest(plan, planned, recorded)
    try:
        run = await _run_pairs(plan, work.todo, on_record, meter, work.retrying, on_call)
    except RunPausedError as exc:
        _finish(plan, manifest, stopped=str(exc))
        raise
    _finish(plan, manifest, stopped=run.stopped, retried=run.retried)
    return RunOutcome(
        store=plan.store,
        skipped=work.skipped,
        completed=run.completed,
        stopped=run.stopped,
        retried=run.retried,
        kept_errors=work.kept_errors,
    )


class _Work(NamedTuple):
    todo: list[Job]
    retrying: frozenset[ResultKey]
    skipped: int
    kept_errors: int


def _work(plan: RunPlan, failed: dict[ResultKey, bool]) -> _Work:
    """The jobs to solve: those without a record, and failed calls unless kept."""
    every = jobs(list(plan.items), list(plan.methods), plan.samples)
    errors = {_key(job) for job in every if failed.get(_key(job))}
    retrying = frozenset(errors if plan.retry_errors else ())
    todo = [job for job in every if _key(job) not in failed or _key(job) in retrying]
    return _Work(todo, retrying, len(every) - len(todo), len(errors) - len(retrying))


def _key(job: Job) -> ResultKey:
    return ResultKey(job.item.problem.id, job.method.name, job.sample or 0)


def manifest_record(plan: RunPlan) -> dict[str, Any]:
    """What a run's manifest records of the run, and a resumed run must match: its ``run``
    block (the plan's record, with every method's name and full spec and the samples) and
    the hashes of each method's prompt files (``prompts``)."""
    run = {
        **plan.record,
        "methods": [m.name for m in plan.methods],
        "settings": {m.name: json_form(spec_dict(m.spec)) for m in plan.methods},
        "samples": plan.samples,
    }
    return {"run": run, "prompts": {m.name: prompt_hashes(m.name, m.spec) for m in plan.methods}}


def _recorded_manifest(plan: RunPlan, planned: dict[str, Any]) -> dict[str, Any] | None:
    """The manifest of the run being resumed, checked against the plan's record
    (``planned``, :func:`manifest_record`); None for a new run."""
    if not plan.store.exists():
        return None
    manifest = plan.store.read_manifest()
    new = dict(planned)
    old = {"run": manifest.get("run") or {}}
    if "prompts" in manifest:  # recorded since issue 26: an older run resumes unchecked on them
        old["prompts"] = manifest["prompts"]
        new["prompts"] = _covered(new["prompts"], manifest["prompts"])
    else:
        del new["prompts"]
    if manifest.get("llama_cpp"):
        # The thread counts that computed the run are recorded, and compared as counts
        # (check_same_arithmetic): --n-threads 2 matches a run made on 2 usable CPUs.
        old["run"] = without_thread_setting(old["run"])
        new["run"] = without_thread_setting(new["run"])
    _check_same_settings(plan.store, _computed(old), _computed(new))
    return manifest


def _covered(planned: dict[str, Any], recorded: dict[str, Any]) -> dict[str, Any]:
    """Today's prompt hashes of each method, on the files its record covers: a record made
    before a method's hashes covered another family's files it reads (``consensus``'s
    chains of thought, since 2026-12-07) is checked on the files it names."""
    return {
        method: (
            {name: value for name, value in files.items() if name in recorded[method]}
            if isinstance(recorded.get(method), dict)
            else files
        )
        for method, files in planned.items()
    }


def _computed(record: dict[str, Any]) -> dict[str, Any]:
    """What a record says the run computes with: its ``run`` without the fields a resume may
    change (:data:`~.plan.OPERATION`, :data:`~.plan.BACKEND_OPERATION`)."""
    run = {k: v for k, v in record["run"].items() if k not in OPERATION}
    backend = run.get("backend")
    if isinstance(backend, dict):
        run["backend"] = {k: v for k, v in backend.items() if k not in BACKEND_OPERATION}
    return {**record, "run": run}


def _open_manifest(
    plan: RunPlan, planned: dict[str, Any], recorded: dict[str, Any] | None
) -> dict[str, Any]:
    if recorded is None:
        manifest: dict[str, Any] = {"schema": SCHEMA, "started_at": _now(), **planned}
    else:
        # The record stays as the run was started (it matched the plan, but for how the run
        # is carried out, which this resume may change for itself), in today's schema; what
        # an older record did not say is filled from this pass; a resume may ask for more
        # samples (or fewer) than before.
        manifest = recorded
        manifest["resumed_at"] = [*manifest.get("resumed_at", []), _now()]
        manifest["run"] = _kept_record(manifest.get("run", {}), planned["run"])
        if isinstance(manifest.get("prompts"), dict):  # the files an older record did not cover
            manifest["prompts"] = {
                method: {**files, **manifest["prompts"].get(method, {})}
                for method, files in planned["prompts"].items()
            }
        manifest["run"]["samples"] = plan.samples
    kept = {"command", "cwd"} & manifest.keys()  # how the run was first started
    before = manifest.get("commit")
    manifest.update({k: v for k, v in plan.environment.items() if k not in kept})
    if before and before != manifest.get("commit"):  # a resume by other code: say which
        manifest["earlier_commits"] = [*manifest.get("earlier_commits", []), before]
    manifest["finished_at"] = None
    plan.store.write_manifest(manifest)
    return manifest


def _kept_record(recorded: dict[str, Any], planned: dict[str, Any]) -> dict[str, Any]:
    """The recorded run block, completed with the planned values of what it lacks."""
    kept = {**planned, **recorded}
    if isinstance(planned.get("backend"), dict) and isinstance(recorded.get("backend"), dict):
        kept["backend"] = {**planned["backend"], **recorded["backend"]}
    return kept


def _check_same_settings(store: RunStore, old: dict[str, Any], new: dict[str, Any]) -> None:
    old_run, new_run = old["run"], new["run"]
    keys = old_run.keys() | new_run.keys()
    if old_run.get("samples", 1) > 1 and new_run.get("samples", 1) > 1:
        # Between several samples and several more (or fewer) a resume adds (or leaves)
        # samples; one sample against several is another layout, another run.
        keys -= {"samples"}
    # The preset first: one name that explains the rest of the difference.
    ordered = sorted(keys, key=lambda k: (k != "preset", k))
    lines = [line for k in ordered for line in _differences(k, old_run.get(k), new_run.get(k))]
    lines += _differences("prompts", old.get("prompts"), new.get("prompts"))
    if lines:
        more = f"; and {len(lines) - 3} more" if len(lines) > 3 else ""
        detail = "; ".join(lines[:3]) + more
        raise RunStoreError(
            f"{store.root} holds a run with different settings ({detail}); "
            "use another --out folder to start a new run"
        )


def _differences(key: str, old: Any, new: Any) -> list[str]:
    """One line per setting on which a recorded run and today's disagree (none when they
    agree), named by its path (``settings.iipc.err_output``, ``prompts.relay_python.system``):
    a refusal says what changed without printing every setting of the run. Both are read in
    today's schema, every method setting added since at the value that reproduces the
    recorded run (:mod:`mathloop.runs.migrations`)."""
    if key == "data" and isinstance(old, str) and isinstance(new, str):
        # A data file recorded by this machine's path (before :mod:`...storage.portable`)
        # and today by its place in a data folder are one file where both name the same
        # path here.
        same = same_file(old, new, base=Path.cwd())
        return [] if same else [f"data: {_short(old)} -> {_short(new)}"]
    if json_form(old) == json_form(new):
        return []
    if isinstance(old, Mapping) and isinstance(new, Mapping):
        names = sorted(old.keys() | new.keys())
        return [line for k in names for line in _differences(f"{key}.{k}", old.get(k), new.get(k))]
    return [f"{key}: {_short(old)} -> {_short(new)}"]


def _short(value: Any, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class _PairsRun(NamedTuple):
    completed: int
    retried: int
    stopped: str | None
    """Why the run stopped early (None when it finished)."""


async def _run_pairs(
    plan: RunPlan,
    todo: list[Job],
    on_record: ProgressCallback | None,
    meter: BudgetMeter,
    retrying: frozenset[ResultKey],
    on_call: CallObserver | None = None,
) -> _PairsRun:
    """Solve ``todo`` with bounded workers; stop early when a budget is reached."""
    workers = max(1, min(plan.concurrency, len(todo)))
    if todo and plan.solver is solve_locally:
        # The sandbox's warm servers import numpy/sympy while the first requests are out.
        warm_up(plan.ctx.limits, servers=workers)
    pipeline = Pipeline(plan, todo, meter, workers, on_record, retrying=retrying, on_call=on_call)
    completed = await pipeline.run()
    stopped = meter.exhausted() if completed < len(todo) else None
    return _PairsRun(completed, pipeline.retried, stopped)


def _finish(
    plan: RunPlan, manifest: dict[str, Any], *, stopped: str | None = None, retried: int = 0
) -> None:
    errors = 0

    def counting_errors() -> Iterator[ResultRecord]:
        nonlocal errors
        for record in plan.store.iter_results():
            errors += record.retriable
            yield record

    # Streamed from the ledger in one pass, one record at a time: nothing of the run is held.
    rows = summarize(counting_errors())
    if rows:
        write_text(plan.store.summary_path, summary_csv(rows))
    records = sum(row.problems for row in rows)
    expected = len(plan.items) * len(plan.methods) * plan.samples
    # A failed call is not a result: a run holding some is not finished unless they are kept.
    complete = records >= expected and (errors == 0 or not plan.retry_errors)
    manifest["finished_at"] = _now() if complete else None
    manifest["records"] = records
    manifest["llm_errors"] = errors
    manifest["stopped_reason"] = stopped
    # Over every pass of the run: how many LLM_ERROR records a later result superseded.
    manifest["retried_errors"] = manifest.get("retried_errors", 0) + retried
    plan.store.write_manifest(manifest)


def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")


def ensure_empty_or_run(store: RunStore) -> None:
    """Refuse to write a run into a non-empty folder that is not a run, or beside the packed
    archive of a run there (a new run would start over what the archive holds)."""
    packed = archive_of(store.root)
    if not store.exists() and packed.is_file():
        raise RunStoreError(
            f"{packed} holds this run packed; mathloop unpack {packed} restores the folder "
            "to resume it (or write the new run elsewhere)"
        )
    if store.exists() or not store.root.exists():
        return
    if any(path.name != LOCK_NAME for path in store.root.iterdir()):
        raise RunStoreError(f"{store.root} is not empty and holds no manifest.json")
