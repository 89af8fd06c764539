"""Reserved uids: when mathloop runs as root, every sandboxed program gets a uid of its own.

A uid of its own means: no capabilities, ``RLIMIT_NPROC`` counts only this program's tasks,
it cannot signal or trace the runner or another program, and after the run the runner can
kill every process it left behind by uid. The uids are not in ``/etc/passwd``; they lie in a
range no distribution hands out (``1900000000`` and up), spread by our pid so that two
mathloop processes on one machine do not share them.
"""

from __future__ import annotations

import heapq
import os
import threading

__all__ = ["UIDS", "UID_BASE", "UidPool"]

UID_BASE = 1_900_000_000
_SLOTS = 1000
_PROCESS_SPREAD = 100_000


class UidPool:
    """Hands out distinct uids to concurrent runs of this process; thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._free = list(range(_SLOTS))

    def acquire(self) -> int:
        """A uid no other running program of this process holds."""
        with self._lock:
            if not self._free:
                raise RuntimeError(f"more than {_SLOTS} sandboxed programs at once")
            slot = heapq.heappop(self._free)
        return UID_BASE + (os.getpid() % _PROCESS_SPREAD) * _SLOTS + slot

    def release(self, uid: int) -> None:
        """Give ``uid`` back once none of its processes remain."""
        slot = (uid - UID_BASE) % _SLOTS
        with self._lock:
            if slot not in self._free:
                heapq.heappush(self._free, slot)


UIDS = UidPool()
"""The process-wide pool; uids are a machine-wide resource, so there is exactly one."""
