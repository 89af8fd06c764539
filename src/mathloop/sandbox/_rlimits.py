"""The rlimits of a sandboxed run, computed in the parent before anything is started."""

from __future__ import annotations

import contextlib
import os
import resource
from pathlib import Path
from typing import NamedTuple

from mathloop.sandbox.types import Limits

_MIB = 1024 * 1024


class Rlimit(NamedTuple):
    """One ``setrlimit`` call: resource id, soft and hard value."""

    resource: int
    soft: int
    hard: int


def user_task_count(uid: int | None = None) -> int:
    """Tasks (processes and threads) of ``uid`` (default: ours); RLIMIT_NPROC counts these."""
    wanted = str(os.getuid() if uid is None else uid)
    total = 0
    for status in Path("/proc").glob("[0-9]*/status"):
        with contextlib.suppress(OSError):
            total += _tasks_if_owned(status.read_text(), wanted)
    return total


def _tasks_if_owned(status: str, uid: str) -> int:
    fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
    owner = fields.get("Uid", "").split()
    if not owner or owner[0] != uid:
        return 0
    return int(fields.get("Threads", "1").strip() or 1)


def rlimit_plan(limits: Limits, *, own_uid: bool = False) -> list[Rlimit]:
    """The rlimits to set in the child, clamped to our hard limits.

    ``own_uid``: the program runs under a uid reserved for it, whose processes the runner
    kills after every run, so nothing else counts against its ``RLIMIT_NPROC``. Otherwise
    the limit is the number of tasks this user runs now plus ``max_processes`` (headroom).
    """
    wanted = [
        Rlimit(resource.RLIMIT_CPU, limits.cpu_s, limits.cpu_s + 1),
        Rlimit(resource.RLIMIT_AS, limits.memory_mb * _MIB, limits.memory_mb * _MIB),
        Rlimit(resource.RLIMIT_FSIZE, limits.file_size_mb * _MIB, limits.file_size_mb * _MIB),
        Rlimit(resource.RLIMIT_NOFILE, limits.open_files, limits.open_files),
        Rlimit(resource.RLIMIT_CORE, 0, 0),
    ]
    # Per-user count: absolute numbers would stop a busy machine from ever running code.
    nproc = limits.max_processes + (0 if own_uid else user_task_count())
    wanted.append(Rlimit(resource.RLIMIT_NPROC, nproc, nproc))
    return [_clamp(limit) for limit in wanted]


def _clamp(limit: Rlimit) -> Rlimit:
    # An unprivileged child cannot raise its hard limit; asking would fail the launch.
    _, current_hard = resource.getrlimit(limit.resource)
    if current_hard == resource.RLIM_INFINITY:
        return limit
    return limit._replace(soft=min(limit.soft, current_hard), hard=min(limit.hard, current_hard))


def apply_rlimits(plan: list[Rlimit]) -> None:
    """Set every rlimit of ``plan`` (runs in the child between fork and exec)."""
    for limit in plan:
        resource.setrlimit(limit.resource, (limit.soft, limit.hard))
