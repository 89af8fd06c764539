"""Running one cold interpreter under limits: rlimits, a clean environment, bounded output.

POSIX only (``resource``, process groups). Timeouts are enforced by the parent's clock and
``os.killpg``; ``signal.alarm`` is never used, so this is safe to call from worker threads.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from mathloop.errors import SandboxError
from mathloop.sandbox._cgroup import OOM_NOTE, MemoryCgroup, memory_cgroup
from mathloop.sandbox._env import child_environment
from mathloop.sandbox._output import OutputPipes, ProcessOutcome
from mathloop.sandbox._rlimits import Rlimit, apply_rlimits, rlimit_plan
from mathloop.sandbox.types import Limits

_POLL_S = 0.05
# After the interpreter exits, stray children may hold the pipes open; give the group kill
# this long to close them before we stop reading.
_EXIT_GRACE_S = 0.5
# bubblewrap reports a child killed by signal N as exit status 128 + N.
_SIGNAL_STATUS_BASE = 128
_MIB = 1024 * 1024


@dataclass(frozen=True)
class ColdCommand:
    """What to start: the argv, its working directory, and how it reports signals."""

    argv: list[str]
    workdir: Path
    signal_as_status: bool = False
    """True when a death by signal N arrives as status 128 + N (bubblewrap)."""
    stdin: IO[bytes] | None = None
    """What the command reads on stdin (a file opened for reading); ``None``: ``/dev/null``."""
    env: Mapping[str, str] = field(default_factory=dict)
    """Variables set on top of the clean environment (``_env.py``)."""


def run_script(command: ColdCommand, limits: Limits, rlimits: list[Rlimit]) -> ProcessOutcome:
    """Start ``command`` under ``rlimits`` and collect bounded output until exit or deadline."""
    started = time.monotonic()
    proc, pipes = _spawn(command, limits, rlimits)
    try:
        timed_out = _pump(proc, pipes, started + limits.timeout_s)
    finally:
        _kill_group(proc)
        proc.wait()
        pipes.close()
    exit_code = _exit_code(proc.returncode, command.signal_as_status)
    return pipes.outcome(exit_code, timed_out=timed_out, duration_s=time.monotonic() - started)


def run_in_cgroup(
    limits: Limits,
    *,
    enabled: bool,
    own_uid: bool,
    command_of: Callable[[MemoryCgroup | None], ColdCommand],
) -> ProcessOutcome:
    """Run the command ``command_of`` makes for its cgroup, its whole process tree in a
    memory cgroup of ``limits.memory_mb`` where ``enabled`` (an OOM kill in it is noted)."""
    with memory_cgroup(limits.memory_mb * _MIB, enabled=enabled) as cgroup:
        outcome = run_script(command_of(cgroup), limits, rlimit_plan(limits, own_uid=own_uid))
        if cgroup is not None and cgroup.oom_kills():
            outcome = dataclasses.replace(outcome, note=OOM_NOTE)
        return outcome


def _exit_code(status: int, signal_as_status: bool) -> int:
    if signal_as_status and status > _SIGNAL_STATUS_BASE:
        number = status - _SIGNAL_STATUS_BASE
        if number in signal.valid_signals():
            return -number
    return status


def _preexec(plan: list[Rlimit]) -> Callable[[], None]:
    # Runs between fork and exec: only setrlimit calls on values computed beforehand.
    def apply() -> None:
        apply_rlimits(plan)

    return apply


def _spawn(
    command: ColdCommand, limits: Limits, rlimits: list[Rlimit]
) -> tuple[subprocess.Popen[bytes], OutputPipes]:
    out_read, out_write = os.pipe()
    err_read, err_write = os.pipe()
    pipes = OutputPipes(out_read, err_read, limits.max_output_chars)
    try:
        proc = subprocess.Popen(
            command.argv,
            cwd=command.workdir,
            env={**child_environment(command.workdir), **command.env},
            stdin=subprocess.DEVNULL if command.stdin is None else command.stdin,
            stdout=out_write,
            stderr=err_write,
            shell=False,
            start_new_session=True,
            preexec_fn=_preexec(rlimits),
        )
    except (OSError, subprocess.SubprocessError) as exc:
        pipes.close()
        raise SandboxError(f"could not start the Python interpreter {sys.executable}") from exc
    finally:
        os.close(out_write)
        os.close(err_write)
    return proc, pipes


def _pump(proc: subprocess.Popen[bytes], pipes: OutputPipes, deadline: float) -> bool:
    """Read both pipes until EOF or the deadline; True when the deadline passed."""
    if _read_until_done(proc, pipes, deadline):
        _kill_group(proc)
        pipes.drain()
        return True
    # The pipes are done, but a process that closed them itself may still be running.
    return _wait_until(proc, deadline)


def _read_until_done(proc: subprocess.Popen[bytes], pipes: OutputPipes, deadline: float) -> bool:
    exited_at: float | None = None
    while pipes.open:
        now = time.monotonic()
        if now >= deadline:
            return True
        if exited_at is None and _has_exited(proc):
            exited_at = now
            _kill_group(proc)
        elif exited_at is not None and now - exited_at > _EXIT_GRACE_S:
            return False
        pipes.read_ready(min(deadline - now, _POLL_S))
    return False


def _wait_until(proc: subprocess.Popen[bytes], deadline: float) -> bool:
    """Wait, without reaping, for a process that closed its pipes; True on timeout."""
    pause = 0.001
    while not _has_exited(proc):
        if time.monotonic() >= deadline:
            return True
        time.sleep(pause)
        pause = min(pause * 2, _POLL_S)
    return False


def _has_exited(proc: subprocess.Popen[bytes]) -> bool:
    # WNOWAIT leaves the zombie in place, so its pid (our process group id) cannot be
    # reused by an unrelated process before we kill the group.
    try:
        result = os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
    except ChildProcessError:  # someone else reaped it (a SIGCHLD handler)
        return True
    return result is not None


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)
