"""Reading a run without writing it: a run folder, or the one-file archive of a run.

Every command that reads runs (``report``, ``show``, ``compare``, ``export-traces``,
``status``, ``reproduce --report-only``) and :func:`mathloop.load` open them here, so a
folder and its archive (``mathloop pack``, :mod:`.archive`) read the same::

    >>> run = open_run(Path("results/consensus/math.zip"))  # doctest: +SKIP
    >>> run.read_manifest()["run"]["benchmark"]  # doctest: +SKIP
    'math'
    >>> run.trace_bytes("math-9c03abed07", "pot")[:1]  # doctest: +SKIP
    b'{'

Both forms hold the same names (``manifest.json``, ``results.jsonl``,
``problems/<safe id>/<method>/trace.json``...); an archive's members are read one at a time,
never extracted. Nothing here writes: a torn last ledger line is left out, not repaired (only
the run engine repairs, :class:`~.store.RunStore`).
"""

from __future__ import annotations

import json
import zipfile
import zlib
from abc import ABC, abstractmethod
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from mathloop.errors import RunStoreError
from mathloop.runs.migrations import migrate

from .ledger import parse_ledger
from .records import ResultRecord, standing_records
from .store import (
    ARCHIVE_SUFFIX,
    TRACE_FILE,
    archive_of,
    is_archive,
    safe_name,
    trace_folder,
)

__all__ = [
    "ARCHIVE_SUFFIX",
    "ArchiveRun",
    "FolderRun",
    "RunReader",
    "TraceRef",
    "is_archive",
    "open_run",
    "trace_name",
]


MANIFEST = "manifest.json"
LEDGER = "results.jsonl"
SUMMARY = "benchmark_summary.csv"


def trace_name(problem_id: str, method: str, sample: int | None = None) -> str:
    """The name of a trace inside a run: ``problems/<safe id>/<method>[/sample_NN]/trace.json``."""
    return f"{trace_folder(problem_id, method, sample)}/{TRACE_FILE}"


class RunReader(ABC):
    """One run, read by member name; :class:`FolderRun` and :class:`ArchiveRun` hold the
    same names."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @abstractmethod
    def read_bytes(self, name: str) -> bytes | None:
        """The member ``name`` (a ``/``-separated path inside the run), None if absent."""

    @abstractmethod
    def names(self, prefix: str) -> list[str]:
        """Every member whose name starts with ``prefix``, sorted."""

    def exists(self) -> bool:
        """Whether this is a run (it has a manifest)."""
        return self.read_bytes(MANIFEST) is not None

    def require(self) -> None:
        """A :class:`RunStoreError` unless this is a run."""
        if not self.exists():
            raise RunStoreError(f"{self.path} is not a run (it has no {MANIFEST})")

    def read_manifest(self, *, as_written: bool = False) -> dict[str, Any]:
        """The manifest in today's schema (:func:`mathloop.runs.migrations.migrate`; as it
        was written with ``as_written``), or a RunStoreError naming it."""
        raw = self.read_bytes(MANIFEST)
        if raw is None:
            raise RunStoreError(f"{self.path} is not a run (it has no {MANIFEST})")
        try:
            data = json.loads(raw)
        except ValueError as exc:
            raise RunStoreError(f"{self._where(MANIFEST)}: unreadable manifest ({exc})") from exc
        if not isinstance(data, dict):
            raise RunStoreError(f"{self._where(MANIFEST)}: a manifest is a JSON object")
        return data if as_written else migrate(data).manifest

    def read_ledger(self) -> list[ResultRecord]:
        """Every complete ledger line, superseded ones included, in order."""
        raw = self.read_bytes(LEDGER)
        if raw is None:
            return []
        return list(parse_ledger(raw.decode("utf-8"), self._where(LEDGER)))

    def read_standing(self) -> list[ResultRecord]:
        """For each problem × method × sample its last ledger line, in ledger order."""
        return standing_records(self.read_ledger())

    def trace(self, record: ResultRecord) -> TraceRef:
        """Where the trace of ``record`` lives in this run."""
        return TraceRef(self, trace_name(record.problem_id, record.method, record.sample))

    def trace_methods(self, problem_id: str) -> list[str]:
        """The methods with a trace of ``problem_id`` (one or several samples), sorted."""
        prefix = f"problems/{safe_name(problem_id)}/"
        found = set()
        for name in self.names(prefix):
            parts = name[len(prefix) :].split("/")
            if parts[0] != "superseded" and parts[-1] == TRACE_FILE and len(parts) in (2, 3):
                found.add(parts[0])
        return sorted(found)

    def _where(self, name: str) -> str:
        return f"{self.path}/{name}" if not is_archive(self.path) else f"{self.path}:{name}"


class FolderRun(RunReader):
    """A run folder as the run engine writes it."""

    def read_bytes(self, name: str) -> bytes | None:
        try:
            return (self.path / name).read_bytes()
        except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
            return None
        except OSError as exc:
            raise RunStoreError(f"{self.path / name}: unreadable ({exc})") from exc

    def names(self, prefix: str) -> list[str]:
        folder = self.path / prefix.rstrip("/") if prefix.endswith("/") else self.path
        if not folder.is_dir():
            return []
        found = (p.relative_to(self.path).as_posix() for p in folder.rglob("*") if p.is_file())
        return sorted(name for name in found if name.startswith(prefix))

    def require(self) -> None:
        if self.exists():
            return
        if not self.path.is_dir():
            raise RunStoreError(f"{self.path}: no such run folder or packed run")
        from .store import (
            RunStore,  # the folder's own message names the runs inside
        )

        RunStore(self.path).require()


class ArchiveRun(RunReader):
    """A packed run: one zip file whose members are the run folder's files."""

    @cached_property
    def _zip(self) -> zipfile.ZipFile:
        try:
            return zipfile.ZipFile(self.path)
        except FileNotFoundError as exc:
            raise RunStoreError(f"{self.path}: no such packed run") from exc
        except (zipfile.BadZipFile, OSError) as exc:
            raise RunStoreError(f"{self.path}: unreadable packed run ({exc})") from exc

    @cached_property
    def _members(self) -> frozenset[str]:
        return frozenset(self._zip.namelist())

    def read_bytes(self, name: str) -> bytes | None:
        if name not in self._members:
            return None
        try:
            return self._zip.read(name)
        except (zipfile.BadZipFile, zlib.error, OSError, EOFError) as exc:  # bad CRC: BadZipFile
            raise RunStoreError(f"{self.path}:{name}: unreadable member ({exc})") from exc

    def names(self, prefix: str) -> list[str]:
        return sorted(name for name in self._members if name.startswith(prefix))

    def close(self) -> None:
        """Close the archive file (reading again opens it again)."""
        if "_zip" in self.__dict__:
            self._zip.close()
            del self.__dict__["_zip"]


def open_run(path: Path) -> RunReader:
    """The reader of ``path``: an archive (``*.zip``) or a run folder; not checked here
    (:meth:`RunReader.require`). A folder that is gone while ``<folder>.zip`` is beside it
    (packed since) is read from the archive, so commands written before still work."""
    if is_archive(path):
        return ArchiveRun(path)
    packed = archive_of(path)
    if not path.exists() and path.name and packed.is_file():
        return ArchiveRun(packed)
    return FolderRun(path)


@dataclass(frozen=True)
class TraceRef:
    """One trace in one run, read when asked."""

    run: RunReader
    name: str

    def read_bytes(self) -> bytes | None:
        """The trace's JSON bytes, None when the run has no such trace."""
        return self.run.read_bytes(self.name)

    def __str__(self) -> str:
        return self.run._where(self.name)
