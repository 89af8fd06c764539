"""One file per run: ``mathloop pack`` writes a run folder as a zip archive, ``unpack``
restores the folder.

The archive holds the run's own files, each a compressed member under its name in the
folder: ``manifest.json``, ``results.jsonl`` (the ledger), ``benchmark_summary.csv`` and one
``problems/<id>/<method>/trace.json`` per problem × method × sample (superseded traces and
the in-flight journals of an unfinished run too). The relay protocols' essay view
(``final_report.json``, ``attempt_NN/``) is left out: it is written from the traces again by
``mathloop unpack ARCHIVE --layout essay`` (:mod:`.essay_layout`).

Every reader opens the archive in place (:mod:`.reader`): ``mathloop show``
reads one member. Packing the same run twice gives the same bytes: members in name order,
fixed times and modes, one compression level.

    >>> pack_run(Path("runs/m500"))  # doctest: +SKIP
    PosixPath('runs/m500.zip')
"""

from __future__ import annotations

import os
import shutil
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path, PurePosixPath
from typing import Literal, TypeVar

from mathloop.errors import RunStoreError
from mathloop.methods.records import Trace

from ._lock import LOCK_NAME, exclusive_writer
from .essay_layout import (
    ESSAY_METHODS,
    FINAL_REPORT,
    final_report,
    write_essay_view,
)
from .reader import ArchiveRun, open_run, trace_name
from .store import (
    ARCHIVE_SUFFIX,
    TRACE_FILE,
    RunStore,
    archive_of,
    is_archive,
    unpacked_folder,
)

T = TypeVar("T")

__all__ = [
    "ARCHIVE_SUFFIX",
    "Layout",
    "archive_members",
    "describe",
    "is_archive",
    "is_run",
    "pack_run",
    "unpack_run",
    "unpacked_folder",
]

Layout = Literal["traces", "essay"]
"""How ``unpack`` writes a run: the traces as packed, or with the relay essay's view too."""

_TIME = (1980, 1, 1, 0, 0, 0)  # the earliest a zip can record: no clock in the bytes
_MODE = 0o644 << 16
_LEVEL = 9
_VIEW_FILES = frozenset({FINAL_REPORT})


def is_run(path: Path) -> bool:
    """Whether ``path`` is one run: a run folder (it has a manifest) or a packed run."""
    return (is_archive(path) and path.is_file()) or RunStore(path).exists()


def archive_members(folder: Path) -> list[str]:
    """The names ``pack`` stores from ``folder``: every file but the lock and the essay
    view, sorted."""
    names = []
    for path in folder.rglob("*"):
        if path.is_symlink() or not path.is_file():
            continue
        name = path.relative_to(folder).as_posix()
        if name != LOCK_NAME and not _is_view(PurePosixPath(name)):
            names.append(name)
    return sorted(names)


def _is_view(name: PurePosixPath) -> bool:
    if name.parts[0] != "problems":
        return False
    return name.name in _VIEW_FILES or any(p.startswith("attempt_") for p in name.parts[2:])


def pack_run(folder: Path, *, remove: bool = False) -> Path:
    """Write ``<folder>.zip`` beside ``folder`` and return its path.

    The archive is written under a temporary name, read back and compared with the folder,
    then renamed: an interrupted or failed pack leaves the folder and any earlier archive as
    they were. With ``remove`` the folder is deleted once the archive is complete.
    """
    RunStore(folder).require()
    archive = archive_of(folder)
    partial = archive.with_name(archive.name + ".partial")
    with exclusive_writer(folder):  # not while a run writes it
        names = archive_members(folder)
        _write_archive(partial, folder, names)
        _check_archive(partial, folder, names)
    os.replace(partial, archive)
    if remove:
        shutil.rmtree(folder)
    return archive


def _write_archive(target: Path, folder: Path, names: list[str]) -> None:
    with target.open("wb") as raw:
        with zipfile.ZipFile(raw, "w") as archive:
            for name in names:
                archive.writestr(_info(name), (folder / name).read_bytes(), compresslevel=_LEVEL)
        raw.flush()
        os.fsync(raw.fileno())


def _info(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=_TIME)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = _MODE
    info.create_system = 3  # unix, whatever machine packs it
    return info


def _check_archive(archive: Path, folder: Path, names: list[str]) -> None:
    with zipfile.ZipFile(archive) as written:
        bad = written.testzip()
        if bad is not None or written.namelist() != names:
            archive.unlink(missing_ok=True)
            raise RunStoreError(f"{archive}: did not read back whole ({bad}); kept {folder}")
        for name in ("manifest.json", "results.jsonl"):
            if name in names and written.read(name) != (folder / name).read_bytes():
                archive.unlink(missing_ok=True)
                raise RunStoreError(f"{folder}/{name} changed while it was packed; try again")


def unpack_run(archive: Path, *, into: Path | None = None, layout: Layout = "traces") -> Path:
    """Write the run folder of ``archive`` into ``into`` (default: beside the archive) and
    return it; ``layout="essay"`` also writes the relay protocols' essay view."""
    reader = ArchiveRun(archive)
    reader.require()
    target = (into if into is not None else archive.parent) / unpacked_folder(archive).name
    if target.exists():
        raise RunStoreError(f"{target} already exists; move it away before unpacking {archive}")
    staging = target.with_name(f".{target.name}.partial")
    shutil.rmtree(staging, ignore_errors=True)
    names = reader.names("")
    for name in names:
        path = staging / _safe_member(archive, name)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(reader.read_bytes(name) or b"")
    if layout == "essay":
        _write_essay_views(staging, reader)
    reader.close()
    staging.rename(target)
    return target


def rewrite_packed(archive: Path, edit: Callable[[Path], T], *, changed: Callable[[T], bool]) -> T:
    """Unpack ``archive`` beside itself, ``edit`` the folder, and pack it again in its place
    when ``changed`` says the edit wrote something (``mathloop rescore``, ``upgrade``)."""
    if not archive.is_file():
        raise RunStoreError(f"{archive}: no such packed run")
    with tempfile.TemporaryDirectory(prefix=".rewrite-", dir=archive.parent) as scratch:
        folder = unpack_run(archive, into=Path(scratch))
        result = edit(folder)
        if changed(result):
            shutil.move(pack_run(folder), archive)
    return result


def _safe_member(archive: Path, name: str) -> str:
    parts = PurePosixPath(name).parts
    if not parts or name.startswith("/") or ".." in parts or "\\" in name:
        raise RunStoreError(f"{archive}: member {name!r} lies outside the run")
    return name


def _write_essay_views(folder: Path, reader: ArchiveRun) -> None:
    run = reader.read_manifest().get("run") or {}
    timeout = run.get("python_timeout")
    for record in reader.read_standing():
        if record.method not in ESSAY_METHODS:
            continue
        name = trace_name(record.problem_id, record.method, record.sample)
        raw = reader.read_bytes(name)
        if raw is None:
            continue
        trace = Trace.model_validate_json(raw)
        report = final_report(record, trace, python_timeout=timeout)
        write_essay_view((folder / name).parent, trace, report)


def describe(archive: Path) -> str:
    """``"12 MB, 1,477 traces"``: what ``pack`` wrote."""
    traces = sum(1 for n in open_run(archive).names("problems/") if n.endswith("/" + TRACE_FILE))
    return f"{archive.stat().st_size / 1e6:.1f} MB, {traces:,} traces"
