"""Runs loaded for a report: their records, read without touching the runs.

A run is a folder or its packed archive (:mod:`mathloop.runs.storage.reader` reads both). A report
may be made while a run is still being written, so nothing here writes: a torn last line of
``results.jsonl`` is skipped, not repaired (``RunStore.load_results`` repairs it, which only
the run engine may do). Like every reader
of the ledger, a report sees only standing records: a problem × method solved again is
counted once, by its last line.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, NamedTuple

from mathloop.answers.version import CHECKER_VERSION, checker_label
from mathloop.errors import RunStoreError
from mathloop.runs import ResultRecord
from mathloop.runs.storage.reader import RunReader, TraceRef, open_run
from mathloop.runs.storage.store import is_archive, unpacked_folder

from .sample import sample_ids

__all__ = [
    "Arm",
    "Group",
    "LoadedRun",
    "Row",
    "RunSet",
    "checker_mismatch",
    "load_runs",
    "read_trace",
]


class Group(NamedTuple):
    """Records that can be paired problem by problem: one run, model and benchmark."""

    run: str
    model: str
    benchmark: str


class Arm(NamedTuple):
    """One method within a group: the unit of every accuracy figure."""

    run: str
    model: str
    benchmark: str
    method: str

    @property
    def group(self) -> Group:
        """The group this arm belongs to."""
        return Group(self.run, self.model, self.benchmark)


@dataclass(frozen=True)
class Row:
    """One record with the arm it belongs to and where its trace lives."""

    arm: Arm
    record: ResultRecord
    trace: TraceRef


@dataclass(frozen=True)
class LoadedRun:
    """One run (a folder or a packed run): its name in the report, manifest and records."""

    name: str
    root: Path
    manifest: dict[str, Any]
    records: tuple[ResultRecord, ...]
    sample_size: int | None = None
    """With ``load_runs(limit=...)``: how many problems the sample has."""
    opened: RunReader | None = field(default=None, compare=False, repr=False)
    """The reader the run was loaded through, kept so its archive is opened once."""

    @cached_property
    def reader(self) -> RunReader:
        """The run's files: its folder or its packed archive."""
        return self.opened if self.opened is not None else open_run(self.root)

    @property
    def checkers(self) -> dict[str, int]:
        """How many scored answers each answer-checker version decided (records that hold
        no answer are nobody's), by :func:`~mathloop.answers.version.checker_label`."""
        counts: dict[str, int] = {}
        for record in self.records:
            if record.answer is not None and record.verdict is not None:
                label = checker_label(record.checker)
                counts[label] = counts.get(label, 0) + 1
        return counts

    @property
    def checker(self) -> str:
        """The checker version of the run's verdicts; ``mixed: a (n), b (m)`` when several."""
        counts = self.checkers
        if len(counts) <= 1:
            return next(iter(counts), "—")
        return "mixed: " + ", ".join(f"{v} ({n})" for v, n in sorted(counts.items()))

    @property
    def problems_with_results(self) -> int:
        """How many problems have at least one record (of any method)."""
        return len({record.problem_id for record in self.records})

    @property
    def problems_complete(self) -> int:
        """How many problems have a record of every method the run was started with."""
        wanted = set(self.method_names)
        solved: dict[str, set[str]] = {}
        for record in self.records:
            solved.setdefault(record.problem_id, set()).add(record.method)
        return sum(1 for methods in solved.values() if wanted and wanted <= methods)

    @property
    def limit(self) -> int | None:
        """The run's own ``--limit`` as its manifest records it (None: the whole selection)."""
        limit = (self.manifest.get("run") or {}).get("limit")
        return limit if isinstance(limit, int) else None

    @property
    def stops_short(self) -> bool:
        """Whether the run's own ``--limit`` is smaller than the sample being reported: it
        will never have results for the rest of the sample."""
        return (
            self.limit is not None
            and self.sample_size is not None
            and (self.limit < self.sample_size)
        )

    @property
    def method_names(self) -> list[str]:
        """The methods the run was started with, in order, as its manifest records them."""
        methods = (self.manifest.get("run") or {}).get("methods")
        return [str(m) for m in methods] if isinstance(methods, list) else []

    @property
    def samples(self) -> int:
        """The run's samples per problem × method (``--samples``; 1 for a run without)."""
        samples = (self.manifest.get("run") or {}).get("samples")
        return samples if isinstance(samples, int) and samples > 1 else 1

    @property
    def planned_results(self) -> int | None:
        """Problem × method results the run set out to write: its ``--limit`` times its
        methods times its samples (None when the manifest records no limit)."""
        if self.limit is None or not self.method_names:
            return None
        return self.limit * len(self.method_names) * self.samples

    @property
    def unfinished(self) -> bool:
        """Whether the manifest says the run has not finished (stopped, crashed or still
        going: ``finished_at`` recorded as null); a manifest without the field says nothing."""
        return "finished_at" in self.manifest and self.manifest["finished_at"] is None

    @property
    def model(self) -> str:
        """The model named in the manifest (``"unknown"`` when none is)."""
        backend = (self.manifest.get("run") or {}).get("backend") or {}
        for value in (self.manifest.get("model"), backend.get("model")):
            name = _model_name(value)
            if name:
                return name
        return "unknown"


def _model_name(value: Any) -> str | None:
    # The manifest names the model in the settings (a string) or in the environment
    # block ({"backend", "name", "path", ...}); a GGUF path is shortened to its file name.
    if isinstance(value, dict):
        value = value.get("name") or value.get("path")
    if not isinstance(value, str) or not value:
        return None
    return Path(value).name if "/" in value else value


def checker_mismatch(runs: Sequence[LoadedRun]) -> str | None:
    """One line saying that ``runs`` were scored by different answer-checker versions (or
    one run by several), with the command that brings each to today's; None when one
    version scored them all."""
    versions = {version for run in runs for version in run.checkers}
    if len(versions) <= 1:
        return None
    each = "; ".join(f"{run.name}: {run.checker}" for run in runs)
    stale = " ".join(str(run.root) for run in runs if set(run.checkers) != {CHECKER_VERSION})
    return (
        f"scored by different answer-checker versions ({each}); "
        f"`mathloop rescore {stale}` re-checks them with {CHECKER_VERSION}"
    )


@dataclass(frozen=True)
class RunSet:
    """Every row of the runs in a report, in the order they were read."""

    runs: tuple[LoadedRun, ...]
    rows: tuple[Row, ...]

    @cached_property
    def _by_arm(self) -> dict[Arm, list[Row]]:
        found: dict[Arm, list[Row]] = {}
        for row in self.rows:
            found.setdefault(row.arm, []).append(row)
        return found

    def arms(self) -> list[Arm]:
        """Arms in first-seen order."""
        return list(self._by_arm)

    def groups(self) -> dict[Group, list[str]]:
        """Each group with its methods, in first-seen order."""
        found: dict[Group, list[str]] = {}
        for arm in self.arms():
            found.setdefault(arm.group, []).append(arm.method)
        return found

    def rows_of(self, arm: Arm) -> list[Row]:
        """The rows of one arm."""
        return list(self._by_arm.get(arm, []))

    def label(self, arm: Arm) -> str:
        """A short name for an arm: the method, plus whatever tells arms apart."""
        arms = self.arms()
        parts = [
            value
            for index, value in enumerate(arm[:3])
            if len({other[index] for other in arms}) > 1
        ]
        return " · ".join([*parts, arm.method])


def load_runs(roots: Sequence[Path], *, limit: int | None = None) -> RunSet:
    """Read runs (folders or packed) into a :class:`RunSet`; a path that is not a run is an
    error.

    With ``limit``, each run keeps only the problems a ``--limit limit`` run with its own
    selection and seed would have solved (:mod:`mathloop.report.sample`).
    """
    names = _names(roots)
    runs = [_load_run(root, name) for root, name in zip(roots, names, strict=True)]
    if limit is not None:
        drawn: dict[str, frozenset[str]] = {}
        runs = [_sampled(run, limit, drawn) for run in runs]
    rows = [
        Row(
            arm=Arm(run.name, run.model, record.benchmark, record.method),
            record=record,
            trace=run.reader.trace(record),
        )
        for run in runs
        for record in run.records
    ]
    return RunSet(runs=tuple(runs), rows=tuple(rows))


def _names(roots: Sequence[Path]) -> list[str]:
    """Each run's folder name (a packed run's without ``.zip``); where two share one, the
    fewest trailing folders that tell it apart (``iipc-ablations/math`` beside
    ``iipc-agents/math``); the path as given for the same folder named twice."""
    resolved = [_as_folder(root.resolve()) for root in roots]
    return [_name(path, resolved, root) for path, root in zip(resolved, roots, strict=True)]


def _as_folder(path: Path) -> Path:
    return unpacked_folder(path) if is_archive(path) else path


def _name(path: Path, every: Sequence[Path], given: Path) -> str:
    others = [other for other in every if other is not path]
    for depth in range(1, len(path.parts) + 1):
        tail = path.parts[-depth:]
        if all(other.parts[-depth:] != tail for other in others):
            return "/".join(tail)
    return str(given)


def _load_run(root: Path, name: str) -> LoadedRun:
    reader = open_run(root)
    reader.require()
    return LoadedRun(
        name=name,
        root=root,
        manifest=reader.read_manifest(),
        records=tuple(reader.read_standing()),
        opened=reader,
    )


def _sampled(run: LoadedRun, limit: int, drawn: dict[str, frozenset[str]]) -> LoadedRun:
    settings = run.manifest.get("run") or {}
    keep = sample_ids(settings, limit, where=str(run.root), drawn=drawn)
    records = tuple(record for record in run.records if record.problem_id in keep)
    return dataclasses.replace(run, records=records, sample_size=len(keep))


def read_trace(trace: TraceRef) -> dict[str, Any] | None:
    """A trace as plain JSON, so fields added by newer methods are kept; None if unreadable.

    Traces are read as data, not validated: a report must render traces written by any
    method, including kinds and fields it does not know.
    """
    try:
        raw = trace.read_bytes()
        data = json.loads(raw) if raw is not None else None
    except (RunStoreError, ValueError, RecursionError):  # RecursionError: absurdly nested JSON
        return None
    return data if isinstance(data, dict) else None
