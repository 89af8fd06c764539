"""Packed run folders: one ``.tar.gz`` per run, for publishing large runs in a repository.

``mathloop pack RUN`` writes ``RUN.tar.gz`` (deterministic: sorted members, fixed times and
owners, so packing the same folder twice gives the same bytes) and ``mathloop unpack`` turns
it back into the folder, which resumes as any run does. ``mathloop report`` and ``show`` read
either form: :func:`opened_run` extracts an archive into a temporary folder for as long as
the reader needs it.

    >>> from pathlib import Path
    >>> is_packed(Path("results/relay-math500/run.tar.gz"))
    True
"""

from __future__ import annotations

import contextlib
import gzip
import io
import os
import shutil
import tarfile
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from mathloop.errors import RunStoreError

from ._lock import LOCK_NAME, exclusive_writer
from .store import PACKED_SUFFIX, RunStore

__all__ = [
    "PACKED_SUFFIX",
    "is_packed",
    "is_run",
    "opened_run",
    "pack_run",
    "unpack_run",
    "unpacked_folder",
]


def is_packed(path: Path) -> bool:
    """Whether ``path`` names a packed run (by its suffix; it need not exist)."""
    return path.name.endswith(PACKED_SUFFIX)


def is_run(path: Path) -> bool:
    """Whether ``path`` is one run: a run folder (it has a manifest) or a packed run."""
    return is_packed(path) or RunStore(path).exists()


def unpacked_folder(archive: Path) -> Path:
    """The run folder ``mathloop unpack`` restores ``archive`` to (it need not exist)."""
    return archive.with_name(archive.name.removesuffix(PACKED_SUFFIX))


def pack_run(folder: Path, *, remove: bool = False) -> Path:
    """Write ``<folder>.tar.gz`` beside ``folder`` and return its path.

    The archive is written to a temporary name and renamed, so an interrupted pack leaves
    the folder and any earlier archive as they were. With ``remove`` the folder is deleted
    once the archive is complete.
    """
    _require_run(folder)
    archive = folder.with_name(folder.name + PACKED_SUFFIX)
    partial = archive.with_name(archive.name + ".partial")
    with exclusive_writer(folder), partial.open("wb") as raw:  # not while a run writes it
        _write_archive(raw, folder)
        raw.flush()
        os.fsync(raw.fileno())
    os.replace(partial, archive)
    if remove:
        shutil.rmtree(folder)
    return archive


def _write_archive(raw: BinaryIO, folder: Path) -> None:
    with (
        gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as zipped,
        tarfile.open(fileobj=zipped, mode="w", format=tarfile.PAX_FORMAT) as tar,
    ):
        for path in _members(folder):
            _add(tar, path, f"{folder.name}/{path.relative_to(folder).as_posix()}")


def unpack_run(archive: Path, *, into: Path | None = None) -> Path:
    """Extract ``archive`` into ``into`` (default: its own folder); return the run folder."""
    target_parent = into if into is not None else archive.parent
    name = _run_name(archive)
    target = target_parent / name
    if target.exists():
        raise RunStoreError(f"{target} already exists; move it away before unpacking {archive}")
    _extract(archive, target_parent)
    return target


@contextlib.contextmanager
def opened_run(path: Path) -> Iterator[Path]:
    """``path`` itself when it is a folder; a packed run extracted to a temporary folder
    (removed afterwards) when it is an archive."""
    if not is_packed(path):
        yield path
        return
    with tempfile.TemporaryDirectory(prefix="mathloop-unpacked-") as scratch:
        yield unpack_run(path, into=Path(scratch))


def _require_run(folder: Path) -> None:
    RunStore(folder).require()


def _members(folder: Path) -> list[Path]:
    files = (p for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    return sorted(p for p in files if p != folder / LOCK_NAME)


def _add(tar: tarfile.TarFile, path: Path, name: str) -> None:
    data = path.read_bytes()
    info = tarfile.TarInfo(name)
    info.size = len(data)
    info.mode = 0o644
    info.mtime = 0
    tar.addfile(info, io.BytesIO(data))


def _run_name(archive: Path) -> str:
    if not archive.is_file():
        raise RunStoreError(f"{archive}: no such packed run")
    return unpacked_folder(archive).name


def _extract(archive: Path, parent: Path) -> None:
    name = _run_name(archive)
    try:
        with tarfile.open(archive, mode="r:gz") as tar:
            members = tar.getmembers()
            stray = [m.name for m in members if not m.name.startswith(f"{name}/")]
            if stray:
                raise RunStoreError(f"{archive}: {stray[0]!r} lies outside the folder {name}/")
            parent.mkdir(parents=True, exist_ok=True)
            tar.extractall(parent, members=members, filter="data")
    except (tarfile.TarError, OSError, EOFError) as exc:
        raise RunStoreError(f"{archive}: unreadable packed run ({exc})") from exc
    _require_run(parent / name)
