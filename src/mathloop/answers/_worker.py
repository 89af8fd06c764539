"""A persistent worker process for heavy comparisons, killed and restarted on timeout.

The time limit is enforced from outside: the caller waits for the reply with a deadline and
kills the process when it passes. That works whatever SymPy is doing (no ``signal.alarm``,
no cooperation needed) and from any thread. The worker is a plain subprocess speaking JSON
lines, started lazily on the first comparison that needs it.
"""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO

from mathloop.answers._compare import Decision
from mathloop.answers._protocol import READY, FormJob, Job, decode_decision, encode
from mathloop.errors import MathloopError

__all__ = ["VerifierError", "WorkerClient"]

_SOURCE_ROOT = Path(__file__).resolve().parents[2]
_EOF = None


class VerifierError(MathloopError):
    """The comparison worker could not be started (a broken installation, not a bad answer)."""


class _Process:
    """One running worker and the thread that collects its replies."""

    def __init__(self, popen: subprocess.Popen[str]) -> None:
        self.popen = popen
        self.replies: queue.Queue[str | None] = queue.Queue()
        if popen.stdout is None:
            raise VerifierError("the worker was started without a stdout pipe")
        threading.Thread(target=_pump, args=(popen.stdout, self.replies), daemon=True).start()

    def send(self, line: str) -> None:
        stdin = self.popen.stdin
        if stdin is None:
            raise BrokenPipeError("worker stdin is closed")
        stdin.write(line + "\n")
        stdin.flush()

    def kill(self) -> None:
        if self.popen.poll() is None:
            self.popen.kill()
        self.popen.wait()
        for stream in (self.popen.stdin, self.popen.stdout):
            if stream is not None:
                stream.close()


def _pump(stream: IO[str], replies: queue.Queue[str | None]) -> None:
    """Forward every line the worker writes; ``None`` when it exits."""
    try:
        for line in stream:
            replies.put(line)
    except (OSError, ValueError):  # the stream was closed under us by kill()
        pass
    replies.put(_EOF)


class WorkerClient:
    """Sends jobs to one worker process; restarts it after a timeout or a crash."""

    def __init__(self, *, startup_timeout_s: float) -> None:
        self._startup_timeout_s = startup_timeout_s
        self._process: _Process | None = None
        self._lock = threading.Lock()

    @property
    def running(self) -> bool:
        """Whether a worker process is alive right now."""
        process = self._process
        return process is not None and process.popen.poll() is None

    def compare(self, job: Job | FormJob, *, timeout_s: float) -> Decision:
        """Run ``job`` in the worker; undecided when it takes longer than ``timeout_s``."""
        with self._lock:
            process = self._ensure_started()
            try:
                process.send(encode(job))
            except OSError:
                self._discard()
                return Decision(None, "undecided", "the worker exited before the job was sent")
            try:
                line = process.replies.get(timeout=timeout_s)
            except queue.Empty:
                self._discard()
                return Decision(None, "undecided", f"comparison exceeded {timeout_s:g} s")
            if line is _EOF:
                self._discard()
                return Decision(None, "undecided", "the worker exited during the comparison")
            return decode_decision(line)

    def close(self) -> None:
        """Stop the worker process, if one is running."""
        with self._lock:
            self._discard()

    def _discard(self) -> None:
        if self._process is not None:
            self._process.kill()
            self._process = None

    def _ensure_started(self) -> _Process:
        if self._process is not None and self._process.popen.poll() is None:
            return self._process
        self._discard()
        process = _Process(_spawn())
        try:
            ready = process.replies.get(timeout=self._startup_timeout_s)
        except queue.Empty:
            ready = None
        if ready is None or ready.strip() != READY:
            process.kill()
            raise VerifierError(
                f"the answer-comparison worker did not start within {self._startup_timeout_s:g} s"
                f" (got {ready!r}); run `{sys.executable} -m mathloop.answers._serve` to see why"
            )
        self._process = process
        return process


def _spawn() -> subprocess.Popen[str]:
    environment = dict(os.environ)
    # The worker imports mathloop; make that work even when it is run from a source tree.
    paths = [str(_SOURCE_ROOT), environment.get("PYTHONPATH", "")]
    environment["PYTHONPATH"] = os.pathsep.join(path for path in paths if path)
    return subprocess.Popen(
        [sys.executable, "-m", "mathloop.answers._serve"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        bufsize=1,
        env=environment,
    )
