"""A memory cgroup per sandbox: one limit for the program's whole process tree.

``RLIMIT_AS`` limits each process's address space, so it counts neither anonymous in-memory
files (``memfd_create``, tmpfs pages such as ``/dev/shm``) nor the sum over forked children.
A memory cgroup counts every page its processes charge, files in memory included, and when
the tree reaches the limit the kernel's OOM killer acts inside the cgroup, never on the
runner or the model process.

Each group is made below the cgroup this process already lives in (so any limit set on us
still holds), for cgroup v1's ``memory`` hierarchy or a v2 tree that delegates ``memory`` to
us. The sandbox's command joins it before anything else runs (``_launch.py``).
Groups are named ``mathloop_<pid>_<n>``; a group whose process has died is removed by the
next one made.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import os
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

__all__ = ["OOM_NOTE", "MemoryCgroup", "cgroup_root", "memory_cgroup", "new_cgroup"]

_PREFIX = "mathloop_"
_REMOVE_S = 2.0
_counter = itertools.count()
_lock = threading.Lock()


@dataclass(frozen=True)
class CgroupRoot:
    """Where this process's groups are made, and the files that hold a limit and usage."""

    path: Path
    limit_file: str
    usage_file: str
    swap_file: str | None
    events_file: str
    """Where the kernel counts its OOM kills in the group (an ``oom_kill N`` line)."""


class MemoryCgroup:
    """One group with a memory limit; :meth:`prefix` makes a command start inside it."""

    def __init__(self, root: CgroupRoot, path: Path) -> None:
        self.root = root
        self.path = path
        self._limit: int | None = None

    @classmethod
    def create(cls, root: CgroupRoot, limit_bytes: int | None) -> MemoryCgroup:
        """Make a fresh group under ``root`` limited to ``limit_bytes`` (None: no limit yet)."""
        _remove_orphans(root.path)
        path = root.path / f"{_PREFIX}{os.getpid()}_{next(_counter)}"
        path.mkdir()
        group = cls(root, path)
        try:
            if limit_bytes is not None:
                group.set_limit(limit_bytes)
        except OSError:
            group.remove()
            raise
        return group

    @property
    def procs(self) -> Path:
        """The file a process writes its pid into to join the group (see ``_launch.py``)."""
        return self.path / "cgroup.procs"

    def set_limit(self, limit_bytes: int) -> None:
        """Limit the group to ``limit_bytes`` of memory (and no swap, where swap is counted)."""
        if limit_bytes == self._limit:
            return
        limit = str(limit_bytes)
        if self.root.swap_file is not None and self._limit is not None:
            # cgroup v1 keeps memsw >= memory: lower memsw after, raise it before.
            order = (self.root.limit_file, self.root.swap_file)
            order = order if limit_bytes < self._limit else order[::-1]
        else:
            order = (self.root.limit_file, self.root.swap_file or "")
        for name in filter(None, order):
            with contextlib.suppress(FileNotFoundError):
                (self.path / name).write_text(_swap_value(name, limit), encoding="ascii")
        self._limit = limit_bytes

    def usage(self) -> int:
        """Bytes the group's processes are charged for now."""
        return int((self.path / self.root.usage_file).read_text(encoding="ascii").split()[0])

    def oom_kills(self) -> int:
        """How many processes the kernel killed in this group for want of memory."""
        events = self.path / self.root.events_file
        with contextlib.suppress(OSError, ValueError):
            for line in events.read_text(encoding="ascii").splitlines():
                name, _, count = line.partition(" ")
                if name == "oom_kill":
                    return int(count)
        return 0

    def remove(self) -> bool:
        """Remove the group once its processes are gone; False if one outlives the wait."""
        deadline = time.monotonic() + _REMOVE_S
        pause = 0.002
        while True:
            try:
                self.path.rmdir()
                return True
            except FileNotFoundError:
                return True
            except OSError:
                if time.monotonic() >= deadline:
                    return False
                time.sleep(pause)
                pause = min(pause * 2, 0.05)


def _swap_value(name: str, limit: str) -> str:
    # cgroup v2's swap limit is swap alone (none); v1's memsw is memory plus swap.
    return "0" if name == "memory.swap.max" else limit


OOM_NOTE = "the program's processes reached the memory limit together; the kernel killed one"
"""What a run says when the memory cgroup's OOM killer ended one of its processes."""


@contextlib.contextmanager
def memory_cgroup(limit_bytes: int, *, enabled: bool = True) -> Iterator[MemoryCgroup | None]:
    """A group limited to ``limit_bytes`` for one run, removed afterwards; None if unavailable
    or not ``enabled``."""
    root = cgroup_root() if enabled else None
    if root is None:
        yield None
        return
    group = MemoryCgroup.create(root, limit_bytes)
    try:
        yield group
    finally:
        group.remove()


def new_cgroup(*, enabled: bool) -> MemoryCgroup | None:
    """A group without a limit yet (a warm server's, limited per program); None if unavailable
    or not ``enabled``."""
    root = cgroup_root() if enabled else None
    return MemoryCgroup.create(root, None) if root is not None else None


@functools.cache
def cgroup_root() -> CgroupRoot | None:
    """Where this process may make memory cgroups, checked by making one; None if nowhere."""
    for root in (_v1_root(), _v2_root()):
        if root is not None and _works(root):
            return root
    return None


def _works(root: CgroupRoot) -> bool:
    try:
        group = MemoryCgroup.create(root, 64 << 20)
    except OSError:
        return False
    return group.remove()


def _own_paths() -> dict[str, str]:
    """This process's cgroup path per hierarchy: ``memory`` for v1, ``""`` for v2."""
    paths: dict[str, str] = {}
    with contextlib.suppress(OSError):
        for line in Path("/proc/self/cgroup").read_text(encoding="ascii").splitlines():
            _, controllers, path = line.split(":", 2)
            for controller in controllers.split(",") if controllers else [""]:
                paths[controller] = path
    return paths


def _mounts(fstype: str) -> Iterator[tuple[Path, set[str]]]:
    with contextlib.suppress(OSError):
        for line in Path("/proc/self/mounts").read_text(encoding="ascii").splitlines():
            fields = line.split()
            if len(fields) >= 4 and fields[2] == fstype:
                yield Path(fields[1]), set(fields[3].split(","))


def _v1_root() -> CgroupRoot | None:
    own = _own_paths().get("memory")
    for mount, options in _mounts("cgroup"):
        if own is not None and "memory" in options:
            path = mount / own.lstrip("/")
            swap = "memory.memsw.limit_in_bytes"
            return CgroupRoot(
                path, "memory.limit_in_bytes", "memory.usage_in_bytes",
                swap if (path / swap).exists() else None, "memory.oom_control",
            )  # fmt: skip
    return None


def _v2_root() -> CgroupRoot | None:
    own = _own_paths().get("")
    for mount, _ in _mounts("cgroup2"):
        path = mount / (own or "/").lstrip("/")
        with contextlib.suppress(OSError):
            delegated = (path / "cgroup.subtree_control").read_text(encoding="ascii").split()
            if own is not None and "memory" in delegated:
                return CgroupRoot(
                    path, "memory.max", "memory.current", "memory.swap.max", "memory.events"
                )
    return None


def _remove_orphans(directory: Path) -> None:
    """Remove the groups of mathloop processes that have died (empty groups only)."""
    with _lock, contextlib.suppress(OSError):
        for entry in directory.iterdir():
            pid = entry.name.removeprefix(_PREFIX).split("_", 1)[0]
            if entry.name.startswith(_PREFIX) and pid.isdigit() and not _alive(int(pid)):
                with contextlib.suppress(OSError):
                    entry.rmdir()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
