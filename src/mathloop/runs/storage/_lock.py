"""One writer per run folder: a second process resuming (or packing) a folder in use is refused.

Two processes appending to one ``results.jsonl`` would solve the same problems twice and
race on the manifest. The writer holds an exclusive ``flock`` on ``RUN/.mathloop.lock``
for as long as it runs; the kernel releases it when the process ends however it ends
(a crash or ``kill -9`` included), so a lock is never left stale. The file is left in
place, empty but for who held it last: removing it could let a third process lock a new
file while a second still waits on the old one.
"""

from __future__ import annotations

import datetime as dt
import fcntl
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from mathloop.errors import RunStoreError

__all__ = ["LOCK_NAME", "exclusive_writer", "was_ever_locked", "writer_of"]

LOCK_NAME = ".mathloop.lock"


@contextmanager
def exclusive_writer(root: Path) -> Iterator[None]:
    """Hold ``root``'s run lock for the duration, or raise :class:`RunStoreError` naming
    the process that holds it."""
    root.mkdir(parents=True, exist_ok=True)
    with open(root / LOCK_NAME, "a+", encoding="utf-8") as handle:
        if not _lock_soon(handle.fileno()):
            handle.seek(0)
            holder = handle.read().strip() or "a process that did not say which"
            raise RunStoreError(
                f"{root} is being written by another mathloop run ({holder}); "
                "wait for it to end or stop it first"
            ) from None
        handle.seek(0)
        handle.truncate()
        since = dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")
        handle.write(f"pid {os.getpid()} on {os.uname().nodename}, since {since}\n")
        handle.flush()
        yield


def _lock_soon(fd: int, *, tries: int = 5, pause_s: float = 0.1) -> bool:
    # A few tries, because `writer_of` holds a shared lock for an instant when asked.
    for attempt in range(tries):
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            if attempt + 1 < tries:
                time.sleep(pause_s)
    return False


def writer_of(root: Path) -> str | None:
    """Who is writing the run in ``root`` now (``"pid 123 on host, since …"``), or None.

    Asks the kernel without taking the lock for longer than the question: a shared lock
    is granted only when no writer holds the exclusive one.
    """
    path = root / LOCK_NAME
    if not path.is_file():
        return None
    with open(path, encoding="utf-8") as handle:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            return handle.read().strip() or "a process that did not say which"
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
        return None


def was_ever_locked(root: Path) -> bool:
    """Whether a mathloop that locks its run folders ever wrote the run in ``root`` (runs
    started before the lock existed have no lock file, so nothing can say if one is running)."""
    return (root / LOCK_NAME).is_file()
