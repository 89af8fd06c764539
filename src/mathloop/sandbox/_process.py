"""Running one interpreter under limits: rlimits, a clean environment, bounded output.

POSIX only (``resource``, process groups). Timeouts are enforced by the parent's clock and
``os.killpg``; ``signal.alarm`` is never used, so this is safe to call from worker threads.
"""

from __future__ import annotations

import codecs
import contextlib
import os
import resource
import selectors
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from mathloop.errors import SandboxError
from mathloop.sandbox.types import Limits

_CHUNK = 65536
_POLL_S = 0.05
# After the interpreter exits, stray children may hold the pipes open; give the group kill
# this long to close them before we stop reading.
_EXIT_GRACE_S = 0.5
_MIB = 1024 * 1024
_DRAIN_ROUNDS = 64


@dataclass(frozen=True)
class ProcessOutcome:
    """What the parent observed of one run."""

    exit_code: int | None
    timed_out: bool
    stdout: str
    stderr: str
    stdout_truncated: bool
    stderr_truncated: bool
    duration_s: float


class BoundedText:
    """Decodes a byte stream incrementally, keeping at most ``max_chars`` characters."""

    def __init__(self, max_chars: int) -> None:
        self._max_chars = max_chars
        self._parts: list[str] = []
        self._chars = 0
        self.truncated = False
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")

    def feed(self, data: bytes) -> None:
        """Add a chunk; once the cap is reached everything else is discarded."""
        if not self.truncated:
            self._append(self._decoder.decode(data))

    def _append(self, text: str) -> None:
        room = self._max_chars - self._chars
        if len(text) > room:
            text, self.truncated = text[:room], True
        self._parts.append(text)
        self._chars += len(text)

    def text(self) -> str:
        """The kept text; a truncated stream ends with a visible marker."""
        if not self.truncated:
            self._append(self._decoder.decode(b"", final=True))
        body = "".join(self._parts)
        if self.truncated:
            body += f"\n[... truncated: output exceeded {self._max_chars} characters]"
        return body


def child_environment(workdir: Path) -> dict[str, str]:
    """The child's whole environment; nothing of the parent's (API keys!) is passed on."""
    return {
        "PATH": "/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "PYTHONIOENCODING": "utf-8",
        "HOME": str(workdir),
        "TMPDIR": str(workdir),
        # One thread each: thread pools would hit RLIMIT_NPROC and multiply memory use.
        "OPENBLAS_NUM_THREADS": "1",
        "OMP_NUM_THREADS": "1",
        "MKL_NUM_THREADS": "1",
        "MPLBACKEND": "Agg",
    }


def user_task_count() -> int:
    """Tasks (processes and threads) of this real user; RLIMIT_NPROC counts exactly these."""
    uid = str(os.getuid())
    total = 0
    for status in Path("/proc").glob("[0-9]*/status"):
        with contextlib.suppress(OSError):
            total += _tasks_if_owned(status.read_text(), uid)
    return total


def _tasks_if_owned(status: str, uid: str) -> int:
    fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
    owner = fields.get("Uid", "").split()
    if not owner or owner[0] != uid:
        return 0
    return int(fields.get("Threads", "1").strip() or 1)


def rlimit_plan(limits: Limits) -> list[tuple[int, tuple[int, int]]]:
    """The rlimits to set in the child, computed in the parent and clamped to hard limits."""
    wanted = [
        (resource.RLIMIT_CPU, limits.cpu_s, limits.cpu_s + 1),
        (resource.RLIMIT_AS, limits.memory_mb * _MIB, limits.memory_mb * _MIB),
        (resource.RLIMIT_FSIZE, limits.file_size_mb * _MIB, limits.file_size_mb * _MIB),
        (resource.RLIMIT_NOFILE, limits.open_files, limits.open_files),
        (resource.RLIMIT_CORE, 0, 0),
    ]
    # Per-user count: absolute numbers would stop a busy machine from ever running code.
    nproc = user_task_count() + limits.max_processes
    wanted.append((resource.RLIMIT_NPROC, nproc, nproc))
    return [(res, _clamp(res, soft, hard)) for res, soft, hard in wanted]


def _clamp(res: int, soft: int, hard: int) -> tuple[int, int]:
    # An unprivileged child cannot raise its hard limit; asking would fail the launch.
    _, current_hard = resource.getrlimit(res)
    if current_hard != resource.RLIM_INFINITY:
        soft, hard = min(soft, current_hard), min(hard, current_hard)
    return soft, hard


def _preexec(plan: list[tuple[int, tuple[int, int]]]) -> Callable[[], None]:
    # Runs between fork and exec: only setrlimit calls on values computed beforehand.
    def apply() -> None:
        for res, values in plan:
            resource.setrlimit(res, values)

    return apply


def run_script(workdir: Path, script: str, limits: Limits) -> ProcessOutcome:
    """Run ``python -I script`` in ``workdir`` under ``limits`` and collect bounded output."""
    started = time.monotonic()
    run = _spawn(workdir, script, limits)
    try:
        timed_out = _pump(run, started + limits.timeout_s)
    finally:
        _kill_group(run)
        _close(run)
    return _outcome(run, timed_out, time.monotonic() - started)


@dataclass
class _Running:
    """A started interpreter and the bounded sinks of its two pipes."""

    proc: subprocess.Popen[bytes]
    sinks: dict[int, BoundedText]
    stdout: BoundedText
    stderr: BoundedText


def _spawn(workdir: Path, script: str, limits: Limits) -> _Running:
    try:
        proc = subprocess.Popen(
            [sys.executable, "-I", script],
            cwd=workdir,
            env=child_environment(workdir),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            shell=False,
            start_new_session=True,
            preexec_fn=_preexec(rlimit_plan(limits)),
        )
    except (OSError, subprocess.SubprocessError) as exc:
        raise SandboxError(f"could not start the Python interpreter {sys.executable}") from exc
    if proc.stdout is None or proc.stderr is None:  # pragma: no cover - PIPE always sets them
        raise SandboxError("the interpreter was started without output pipes")
    out, err = BoundedText(limits.max_output_chars), BoundedText(limits.max_output_chars)
    sinks = {proc.stdout.fileno(): out, proc.stderr.fileno(): err}
    return _Running(proc, sinks, out, err)


def _pump(run: _Running, deadline: float) -> bool:
    """Read both pipes until EOF or the deadline; True when the deadline passed."""
    with selectors.DefaultSelector() as selector:
        for fd in run.sinks:
            selector.register(fd, selectors.EVENT_READ)
        if _read_until_done(run, selector, deadline):
            _kill_group(run)
            _drain(run, selector)
            return True
    # The pipes are done, but a process that closed them itself may still be running.
    return _wait_until(run.proc, deadline)


def _read_until_done(run: _Running, selector: selectors.BaseSelector, deadline: float) -> bool:
    exited_at: float | None = None
    while selector.get_map():
        now = time.monotonic()
        if now >= deadline:
            return True
        if exited_at is None and _has_exited(run.proc):
            exited_at = now
            _kill_group(run)
        elif exited_at is not None and now - exited_at > _EXIT_GRACE_S:
            return False
        _read_ready(selector, run.sinks, min(deadline - now, _POLL_S))
    return False


def _drain(run: _Running, selector: selectors.BaseSelector) -> None:
    # Keep what was already written before the kill; bounded, since an escaped grandchild
    # could keep writing forever.
    for _ in range(_DRAIN_ROUNDS):
        if not selector.get_map() or not _read_ready(selector, run.sinks, 0.0):
            return


def _read_ready(
    selector: selectors.BaseSelector, sinks: dict[int, BoundedText], timeout: float
) -> bool:
    """Read once from every ready pipe; False when none was ready."""
    ready = selector.select(timeout)
    for key, _ in ready:
        data = os.read(key.fd, _CHUNK)
        if data:
            sinks[key.fd].feed(data)
        else:
            selector.unregister(key.fd)
    return bool(ready)


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


def _kill_group(run: _Running) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(run.proc.pid, signal.SIGKILL)


def _close(run: _Running) -> None:
    run.proc.wait()
    for pipe in (run.proc.stdout, run.proc.stderr):
        if pipe is not None:
            pipe.close()


def _outcome(run: _Running, timed_out: bool, duration_s: float) -> ProcessOutcome:
    return ProcessOutcome(
        exit_code=None if timed_out else run.proc.returncode,
        timed_out=timed_out,
        stdout=run.stdout.text(),
        stderr=run.stderr.text(),
        stdout_truncated=run.stdout.truncated,
        stderr_truncated=run.stderr.truncated,
        duration_s=round(duration_s, 3),
    )
