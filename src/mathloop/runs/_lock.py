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
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from mathloop.errors import RunStoreError

__all__ = ["LOCK_NAME", "exclusive_writer"]

LOCK_NAME = ".mathloop.lock"


@contextmanager
def exclusive_writer(root: Path) -> Iterator[None]:
    """Hold ``root``'s run lock for the duration, or raise :class:`RunStoreError` naming
    the process that holds it."""
    root.mkdir(parents=True, exist_ok=True)
    with open(root / LOCK_NAME, "a+", encoding="utf-8") as handle:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
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
