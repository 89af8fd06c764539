"""Host folders of the sandbox that say whether their owner still lives.

A run killed with SIGKILL (or a machine that lost power) cannot remove its
``mathloop_code_*`` folders. So each folder is created with an exclusive ``flock`` on it,
held for as long as it is in use: the kernel drops the lock when its holder dies, however it
dies, in whatever pid namespace it ran. A folder with one of our prefixes that nobody holds
locked, and that nobody touched for :data:`STALE_AFTER_S`, is stale. (The wait spares the
folders of a mathloop from before these locks, which did not take them.) The first folder a
process makes removes the stale ones of its temp directory; ``mathloop doctor --clean`` does
it on demand.
"""

from __future__ import annotations

import contextlib
import fcntl
import functools
import os
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from mathloop.sandbox._warm_job import WORKDIR_PREFIX

__all__ = [
    "FOLDER_PREFIX",
    "PREFIXES",
    "PROBE_PREFIX",
    "STALE_AFTER_S",
    "WARM_PREFIX",
    "OwnedDir",
    "owned_dir",
    "remove_stale_workdirs",
]

PROBE_PREFIX = "mathloop_probe_"
WARM_PREFIX = "mathloop_warm_"
FOLDER_PREFIX = "mathloop_folder_"
PREFIXES = (WORKDIR_PREFIX, PROBE_PREFIX, WARM_PREFIX, FOLDER_PREFIX)
"""The folders a sandbox makes on the host: cold work directories, probes, warm scratch, and
the work folders that outlive their commands (``workfolder.py``)."""
STALE_AFTER_S = 60.0
_OPEN_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW


class OwnedDir:
    """A fresh temp folder, locked by this process until :meth:`remove`."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd = fd

    @classmethod
    def create(cls, prefix: str) -> OwnedDir:
        """Make ``<tempdir>/<prefix>XXXXXXXX`` and lock it (after a sweep, once per process)."""
        _sweep_once(os.getpid(), tempfile.gettempdir())
        while True:
            path = tempfile.mkdtemp(prefix=prefix)
            try:
                fd = os.open(path, _OPEN_FLAGS)
            except FileNotFoundError:  # a sweep in another process took it before we locked it
                continue
            fcntl.flock(fd, fcntl.LOCK_EX)  # waits while such a sweep is removing it
            if _names(path, fd):
                return cls(Path(path), fd)
            os.close(fd)

    def remove(self) -> None:
        """Delete the folder and everything in it, then let go of the lock."""
        shutil.rmtree(self.path, ignore_errors=True)
        os.close(self._fd)


@contextlib.contextmanager
def owned_dir(prefix: str) -> Iterator[Path]:
    """:meth:`OwnedDir.create` for the duration of a ``with`` block."""
    owned = OwnedDir.create(prefix)
    try:
        yield owned.path
    finally:
        owned.remove()


def remove_stale_workdirs(
    directory: Path | None = None, *, stale_after_s: float = STALE_AFTER_S
) -> list[Path]:
    """Remove the sandbox folders in ``directory`` (the temp directory) that no process owns.

    Returns the folders removed. Folders of live processes, and any that are not ours
    (other names, symbolic links, files), are left alone.
    """
    folder = Path(directory or tempfile.gettempdir())
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    now = time.time()
    return [
        Path(entry.path)
        for entry in entries
        if entry.name.startswith(PREFIXES)
        and entry.is_dir(follow_symlinks=False)
        and _remove_if_stale(entry.path, before=now - stale_after_s)
    ]


@functools.cache
def _sweep_once(pid: int, directory: str) -> None:
    # Keyed by pid: a forked copy of us sweeps again, which is harmless.
    remove_stale_workdirs(Path(directory))


def _remove_if_stale(path: str, *, before: float) -> bool:
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError:  # gone, or not ours to open
        return False
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:  # its owner is alive and holds it
            return False
        if not _names(path, fd) or os.fstat(fd).st_mtime > before:
            return False
        shutil.rmtree(path, ignore_errors=True)
        return not os.path.lexists(path)
    finally:
        os.close(fd)


def _names(path: str, fd: int) -> bool:
    """Whether ``path`` still names the folder open as ``fd`` (not removed, not replaced)."""
    try:
        status = os.stat(path, follow_symlinks=False)
    except OSError:
        return False
    return os.path.samestat(status, os.fstat(fd))
