"""Reserved uids: when mathloop runs as root, every sandboxed program gets a uid of its own.

A uid of its own means: no capabilities, ``RLIMIT_NPROC`` counts only this program's tasks,
it cannot signal or trace the runner or another program, and after the run the runner can
kill every process it left behind by uid. The uids are not in ``/etc/passwd``; they lie in a
range no distribution hands out (``1900000000`` and up), spread by our pid so that two
mathloop processes on one machine do not share them.
"""

from __future__ import annotations

import contextlib
import heapq
import os
import subprocess
import threading
import time

from mathloop.sandbox._rlimits import user_task_count

__all__ = ["UIDS", "UID_BASE", "UidPool", "wait_until_gone"]

UID_BASE = 1_900_000_000
_TEARDOWN_S = 5.0
"""How long a finished program's tasks may take to be reaped before its uid is retired."""
_KILL_UID = ["/bin/sh", "-c", "kill -9 -1"]
"""Run as the uid: ``kill(-1)`` reaches every process of the uid at once, however many it
forks meanwhile. The shell, not ``sys.executable``: the uid may not be able to read the
runner's interpreter (a virtual environment under a private home, as root's is)."""
_SLOTS = 1000
_PROCESS_SPREAD = 100_000


class UidPool:
    """Hands out distinct uids to concurrent runs of this process; thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._free = list(range(_SLOTS))

    def acquire(self) -> int:
        """A uid no other running program holds and no task of which is left.

        A slot whose uid still has tasks (another mathloop process whose pid shares ours
        modulo the spread, or a program retired by another pool of this process) is skipped
        and stays free for later.
        """
        with self._lock:
            busy: list[int] = []
            try:
                while self._free:
                    slot = heapq.heappop(self._free)
                    if not user_task_count(_uid_of(slot)):
                        return _uid_of(slot)
                    busy.append(slot)
                raise RuntimeError(f"more than {_SLOTS} sandboxed programs at once")
            finally:
                for slot in busy:
                    heapq.heappush(self._free, slot)

    def release_after_run(self, uid: int, *, pid_namespace: bool) -> None:
        """Give ``uid`` back once its program's sandbox is gone and no task of it is left.

        A pid namespace dies with its init, but its tasks may still be exiting; without one, a
        daemon that left the process group survives the group kill, and as the uid is the
        program's alone, killing by uid finds it. A uid whose processes outlive the kill is
        never handed out again.
        """
        if not (pid_namespace and wait_until_gone(uid, within_s=_TEARDOWN_S)):
            _kill_uid(uid)
        if wait_until_gone(uid, within_s=_TEARDOWN_S):
            self.release(uid)

    def release(self, uid: int) -> None:
        """Give ``uid`` back once none of its processes remain."""
        slot = (uid - UID_BASE) % _SLOTS
        with self._lock:
            if slot not in self._free:
                heapq.heappush(self._free, slot)


def _uid_of(slot: int) -> int:
    return UID_BASE + (os.getpid() % _PROCESS_SPREAD) * _SLOTS + slot


def wait_until_gone(uid: int, *, within_s: float) -> bool:
    """Wait until no task of ``uid`` is left, zombies included; False if one outlives ``within_s``.

    ``RLIMIT_NPROC`` counts a task until it is reaped. A sandbox's processes can outlive the
    kill that ended it by a few milliseconds (the kernel tears a pid namespace down after its
    init dies), and a uid handed out again meanwhile would refuse the next program's fork.
    """
    deadline = time.monotonic() + within_s
    pause = 0.001
    while user_task_count(uid):
        if time.monotonic() >= deadline:
            return False
        time.sleep(pause)
        pause = min(pause * 2, 0.05)
    return True


def _kill_uid(uid: int) -> None:
    with contextlib.suppress(OSError, subprocess.SubprocessError):
        subprocess.run(
            _KILL_UID, user=uid, group=uid, extra_groups=[], cwd="/", env={},
            stdin=subprocess.DEVNULL, capture_output=True, check=True, timeout=30,
        )  # fmt: skip


UIDS = UidPool()
"""The process-wide pool; uids are a machine-wide resource, so there is exactly one."""
