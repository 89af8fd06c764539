"""The run store: one folder per run, written so that a crash loses nothing.

Layout::

    RUN/manifest.json                 every setting, versions, model, start/end time
    RUN/results.jsonl                 one ResultRecord per problem × method (the ledger)
    RUN/benchmark_summary.csv         per method: problems, correct, accuracy, ...
    RUN/problems/<id>/<method>/trace.json          every message, program and execution
    RUN/problems/<id>/<method>/final_report.json   relay protocols only, with attempt_NN/...
    RUN/problems/<id>/<method>/sample_NN/        the same, per sample (``--samples N``, N > 1)
    RUN/problems/<id>/superseded/<method>/NN/   earlier folders of a problem solved again

The two relay protocols (``one_shot_python``, ``relay_python``) also get the essay's view of
their trace: ``final_report.json`` and one ``attempt_NN/`` folder per attempt with its prompt,
response, code and feedback (:mod:`.essay_layout`); the trace holds all of it.

A problem's folder is built under a temporary name and renamed into place, then its record
is appended to ``results.jsonl``. A folder without a record (a crash in between) is redone.

The ledger is append-only. A problem × method solved again (a retried ``LLM_ERROR``) gets a
second line; the last line for a key stands and :meth:`RunStore.iter_results` yields only
standing lines, while :meth:`RunStore.iter_ledger` yields every line. The superseded trace
folder is moved to ``superseded/<method>/NN`` before the new one takes its place.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from mathloop.answers.settings import FinalForm
from mathloop.errors import RunStoreError
from mathloop.methods.records import Trace
from mathloop.runs.migrations import migrate

from ._atomic import append_line, write_json, write_text
from .essay_layout import ESSAY_METHODS, write_essay_view
from .ledger import ledger_keys, read_ledger
from .records import ResultRecord, standing_positions

__all__ = [
    "ARCHIVE_SUFFIX",
    "TRACE_FILE",
    "RunStore",
    "archive_of",
    "is_archive",
    "recorded_final_form",
    "recorded_judge_guard",
    "runs_inside",
    "safe_name",
    "sample_folder",
    "trace_folder",
    "unpacked_folder",
]

ARCHIVE_SUFFIX = ".zip"
"""The ending of a packed run's file name (``mathloop pack``, :mod:`.archive`)."""

TRACE_FILE = "trace.json"
"""A trace's file name, in a run folder and in its archive alike."""


def sample_folder(sample: int) -> str:
    """The trace folder of sample ``sample`` inside its method's folder: ``sample_03``."""
    return f"sample_{sample:02d}"


def trace_folder(problem_id: str, method: str, sample: int | None = None) -> str:
    """The folder of a trace inside a run, the one name the store writes and every reader
    reads: ``problems/<safe id>/<method>[/sample_NN]``."""
    folder = f"problems/{safe_name(problem_id)}/{method}"
    return folder if sample is None else f"{folder}/{sample_folder(sample)}"


def recorded_final_form(run: Mapping[str, Any]) -> FinalForm:
    """The final-form policy the run whose manifest ``run`` block this is checks answers
    under (strict where none is recorded, as :class:`RunConfig`'s default)."""
    return "lenient" if run.get("final_form") == "lenient" else "strict"


def recorded_judge_guard(run: Mapping[str, Any]) -> bool:
    """Whether the run whose manifest ``run`` block this is judged under the judge guard."""
    return bool(run.get("judge") and run.get("judge_guard", True))


def is_archive(path: Path) -> bool:
    """Whether ``path`` names a packed run (by its suffix; it need not exist)."""
    return path.name.endswith(ARCHIVE_SUFFIX)


def archive_of(folder: Path) -> Path:
    """The packed run of the run folder ``folder``: ``runs/m500`` -> ``runs/m500.zip``."""
    return folder.with_name(folder.name + ARCHIVE_SUFFIX)


def unpacked_folder(archive: Path) -> Path:
    """The run folder of the packed run ``archive`` (``mathloop unpack`` restores it there)."""
    return archive.with_name(archive.name.removesuffix(ARCHIVE_SUFFIX))


_SHOWN = 8

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def safe_name(identifier: str) -> str:
    """A file-system-safe folder name for a problem id, unique per id."""
    cleaned = _UNSAFE.sub("_", identifier).strip("._") or "problem"
    if cleaned == identifier:
        return cleaned
    digest = hashlib.sha256(identifier.encode()).hexdigest()[:6]
    return f"{cleaned}-{digest}"


class RunStore:
    """Reads and writes one run folder."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.manifest_path = root / "manifest.json"
        self.results_path = root / "results.jsonl"
        self.summary_path = root / "benchmark_summary.csv"
        self._ledger_lock = threading.Lock()  # saves run in worker threads

    def exists(self) -> bool:
        """Whether a run was started in this folder."""
        return self.manifest_path.exists()

    def require(self) -> None:
        """Raise a :class:`RunStoreError` unless a run was started here; the message names
        the run folders (and packed runs) inside, for a folder that holds an experiment."""
        if self.exists():
            return
        if not self.root.is_dir():
            raise RunStoreError(f"{self.root}: no such folder")
        inside = runs_inside(self.root)
        if not inside:
            raise RunStoreError(f"{self.root} is not a run folder (it has no manifest.json)")
        shown = " ".join(str(path) for path in inside[:_SHOWN])
        more = f" and {len(inside) - _SHOWN} more" if len(inside) > _SHOWN else ""
        raise RunStoreError(
            f"{self.root} is not a run folder but holds {len(inside)}: {shown}{more}; "
            "name the ones you mean"
        )

    def read_manifest(self, *, as_written: bool = False) -> dict[str, Any]:
        """The manifest in today's schema (:func:`mathloop.runs.migrations.migrate`; as it
        was written with ``as_written``), or a RunStoreError naming the file."""
        try:
            data: dict[str, Any] = json.loads(self.manifest_path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise RunStoreError(f"{self.manifest_path}: unreadable manifest ({exc})") from exc
        if not isinstance(data, dict):
            raise RunStoreError(f"{self.manifest_path}: a manifest is a JSON object")
        return data if as_written else migrate(data).manifest

    def write_manifest(self, manifest: dict[str, Any]) -> None:
        """Atomically (re)write the manifest."""
        write_json(self.manifest_path, manifest)

    def load_results(self) -> list[ResultRecord]:
        """The standing records of ``results.jsonl`` (see :meth:`iter_results`)."""
        return list(self.iter_results())

    def iter_results(self) -> Iterator[ResultRecord]:
        """The standing records, one at a time: for each problem × method its last line.

        A first pass reads only the lines' keys, so just those are held in memory.
        """
        if self.results_path.exists():
            self._drop_torn_line()
        keys = list(ledger_keys(self.results_path))
        standing = standing_positions(keys)
        for position, record in enumerate(self.iter_ledger()):
            # A line appended between the two passes is newer than every line before it.
            if position in standing or position >= len(keys):
                yield record

    def iter_ledger(self) -> Iterator[ResultRecord]:
        """Every line of ``results.jsonl``, superseded ones included, in order
        (:func:`~.ledger.read_ledger`).

        A torn last line (a crash during its write) is removed first so it is redone.
        """
        if self.results_path.exists():
            self._drop_torn_line()
        yield from read_ledger(self.results_path)

    def _drop_torn_line(self) -> None:
        with self.results_path.open("rb") as ledger:
            size = ledger.seek(0, os.SEEK_END)
            if size == 0:
                return
            ledger.seek(size - 1)
            if ledger.read(1) == b"\n":
                return
        raw = self.results_path.read_text(encoding="utf-8")
        write_text(self.results_path, raw[: raw.rfind("\n") + 1])

    def problem_dir(self, problem_id: str, method: str, sample: int | None = None) -> Path:
        """Where a problem's trace for ``method`` lives (``sample``: one of several)."""
        return self.root / trace_folder(problem_id, method, sample)

    def superseded_dir(self, problem_id: str, method: str, sample: int | None = None) -> Path:
        """Where the earlier trace folders of a problem solved again are kept."""
        folder = self.root / "problems" / safe_name(problem_id) / "superseded" / method
        return folder if sample is None else folder / sample_folder(sample)

    def save(
        self,
        record: ResultRecord,
        trace: Trace,
        final_report: dict[str, Any],
        *,
        supersede: bool = False,
    ) -> None:
        """Write the problem folder atomically, then append its record to the ledger.

        With ``supersede`` (the problem × method already has a ledger line), the folder of
        that earlier line is moved to :meth:`superseded_dir` rather than replaced.
        Safe to call from several threads at once for different problems.
        """
        target = self.problem_dir(record.problem_id, record.method, record.sample)
        staging = target.with_name(f".{target.name}.partial")
        shutil.rmtree(staging, ignore_errors=True)
        _write_problem_folder(staging, trace, final_report)
        if supersede and target.exists():
            history = self.superseded_dir(record.problem_id, record.method, record.sample)
            _set_aside(target, history)
        shutil.rmtree(target, ignore_errors=True)
        staging.rename(target)
        line = record.ledger_line()
        with self._ledger_lock:
            append_line(self.results_path, line)


def runs_inside(folder: Path, *, depth: int = 6) -> list[Path]:
    """Run folders (with a manifest) and packed runs (``*.zip``) under ``folder``, sorted,
    at most ``depth`` levels down; a run's own folders and hidden ones (``.venv``, ``.git``)
    are not searched."""
    found: list[Path] = []
    for path in sorted(folder.iterdir()):
        if path.name.startswith(".") or path.is_symlink():
            continue
        if path.is_dir() and (path / "manifest.json").is_file():
            found.append(path)
        elif path.is_dir() and depth > 1:
            found.extend(runs_inside(path, depth=depth - 1))
        elif is_archive(path) and path.is_file():
            found.append(path)
    return found


def _set_aside(folder: Path, history: Path) -> None:
    """Move ``folder`` to the next free ``history/NN`` (01, 02, ...), one rename."""
    history.mkdir(parents=True, exist_ok=True)
    taken = [int(p.name) for p in history.iterdir() if p.name.isdigit()]
    folder.rename(history / f"{max(taken, default=0) + 1:02d}")


def _write_problem_folder(folder: Path, trace: Trace, final_report: dict[str, Any]) -> None:
    # Plain writes suffice inside the staging folder: it becomes visible only by the
    # rename in ``RunStore.save``, and the ledger line after it is the durable commit.
    folder.mkdir(parents=True)
    (folder / TRACE_FILE).write_text(trace.model_dump_json(indent=2) + "\n", encoding="utf-8")
    if trace.method in ESSAY_METHODS:
        write_essay_view(folder, trace, final_report)
