"""A mathloop command that dies in native code says so in one line on stderr.

A crash inside a C library (llama.cpp's ``decode`` built for another CPU, say) kills the
process with a signal before Python can print anything. :func:`watch_for_native_crash`,
called first by the ``mathloop`` command, turns Python's :mod:`faulthandler` on, writing into
a pipe whose other end a small watcher process holds (``python -m
mathloop.cli._crash_watch``). When the command ends normally the pipe closes empty and the
watcher leaves without a word. When it crashes, faulthandler writes the signal and every
thread's Python stack into the pipe; the watcher saves that stack to a file and prints one
line: the signal, the library whose code was running (the innermost Python frame of the
crashing thread: ``llama_cpp/_internals.py``, line 322, in ``decode``), what to run to check
the engine, and how the command resumes. The command keeps its own process id and its own
signal handling; the watcher runs in a session of its own, so Ctrl-C never reaches it.
"""

from __future__ import annotations

import faulthandler
import os
import re
import select
import sys
import tempfile
import time
from pathlib import Path

__all__ = ["crash_line", "watch_for_native_crash"]

_FD = 3
"""The watcher reads the pipe on this file descriptor."""

_SIGNALS = {
    "Segmentation fault": "SIGSEGV",
    "Bus error": "SIGBUS",
    "Illegal instruction": "SIGILL",
    "Floating-point exception": "SIGFPE",
    "Floating point exception": "SIGFPE",
    "Aborted": "SIGABRT",
}
_WHY = {"SIGILL": " (an instruction this CPU does not have: a build for another CPU)"}
_RESUMABLE = ("run", "resume", "reproduce", "sweep")
_started = False


def watch_for_native_crash(argv: list[str]) -> None:
    """Start the watcher and point faulthandler at it (once per process, and not where
    faulthandler is on already; never raises: without a watcher the command runs as it
    would have)."""
    global _started
    if _started or faulthandler.is_enabled():  # enabled already (pytest, -X faulthandler)
        return
    _started = True
    try:
        read_fd, write_fd = os.pipe()
        command = [sys.executable, "-m", "mathloop.cli._crash_watch", str(os.getpid()), *argv]
        os.posix_spawn(
            sys.executable,
            command,
            os.environ,
            file_actions=[
                (os.POSIX_SPAWN_DUP2, read_fd, _FD),
                (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
                (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
            ],
            setsid=True,
        )
        os.close(read_fd)
    except (OSError, AttributeError):  # no posix_spawn (not POSIX): plain faulthandler
        faulthandler.enable()
        return
    faulthandler.enable(file=write_fd, all_threads=True)


def crash_line(report: str, argv: list[str], saved: Path | None) -> str:
    """The one line that says what crashed, from faulthandler's ``report``."""
    first = report.strip().splitlines()[0] if report.strip() else ""
    kind = next((name for text, name in _SIGNALS.items() if text in first), "a fatal signal")
    where = _innermost_frame(report)
    line = f"mathloop: crashed in native code: {kind}{_WHY.get(kind, '')}"
    if where:
        line += f" in {where}"
    line += "; `mathloop doctor` checks the engine"
    resume = _resume_hint(argv)
    if resume:
        line += f"; {resume}"
    if saved is not None:
        line += f" (Python stack: {saved})"
    return line


def _innermost_frame(report: str) -> str:
    """``llama-cpp-python (llama_cpp/_internals.py, line 322, in decode)``, or ''."""
    lines = report.splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith("Current thread")), None)
    if start is None:
        start = next((i for i, line in enumerate(lines) if line.startswith("Thread ")), None)
    if start is None:
        return ""
    for line in lines[start + 1 :]:
        found = re.match(r'\s+File "(.+)", line (\d+) in (\S+)', line)
        if found:
            path, number, function = found.groups()
            library, relative = _library(path)
            frame = f"{relative}, line {number}, in {function}"
            return f"{library} ({frame})" if library else frame
    return ""


def _library(path: str) -> tuple[str | None, str]:
    """The distribution that holds ``path`` (None: none on ``sys.path``) and the path
    inside its import folder."""
    folders = sorted((p for p in sys.path if p), key=len, reverse=True)
    for folder in folders:
        prefix = folder.rstrip("/") + "/"
        if path.startswith(prefix):
            relative = path[len(prefix) :]
            return _distribution(relative.split("/")[0].removesuffix(".py")), relative
    return None, path


def _distribution(top_level: str) -> str:
    from importlib import metadata

    try:
        names = metadata.packages_distributions().get(top_level)
    except Exception:  # a broken install must not hide the crash line
        names = None
    return re.sub(r"[-_.]+", "-", names[0]).lower() if names else top_level


def _resume_hint(argv: list[str]) -> str:
    if not argv or argv[0] not in _RESUMABLE:
        return ""
    out = _option(argv, "--out")
    if argv[0] == "run" and out:
        return f"`mathloop resume {out}` continues the run"
    if argv[0] == "resume" and len(argv) > 1 and not argv[1].startswith("-"):
        return f"`mathloop resume {argv[1]}` continues the run"
    return "the same command continues the run"


def _option(argv: list[str], name: str) -> str | None:
    for index, arg in enumerate(argv):
        if arg == name and index + 1 < len(argv):
            return argv[index + 1]
        if arg.startswith(name + "="):
            return arg.split("=", 1)[1]
    return None


def _watch(parent: int, argv: list[str]) -> None:
    """Read the pipe until the command is gone; report a crash if faulthandler wrote one."""
    chunks: list[bytes] = []
    while True:
        ready, _, _ = select.select([_FD], [], [], 2.0)
        if ready:
            chunk = os.read(_FD, 65536)
            if not chunk:
                break
            chunks.append(chunk)
        elif os.getppid() != parent:  # gone, while something else holds the pipe open
            time.sleep(0.2)
            chunks.extend(_drain())
            break
    report = b"".join(chunks).decode("utf-8", "replace")
    if report.strip():
        saved = _save(report)
        sys.stderr.write(crash_line(report, argv, saved) + "\n")
        sys.stderr.flush()


def _drain() -> list[bytes]:
    os.set_blocking(_FD, False)
    chunks = []
    try:
        while chunk := os.read(_FD, 65536):
            chunks.append(chunk)
    except BlockingIOError:
        pass
    return chunks


def _save(report: str) -> Path | None:
    try:
        handle, name = tempfile.mkstemp(prefix="mathloop-crash-", suffix=".txt")
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(report)
    except OSError:
        return None
    return Path(name)


if __name__ == "__main__":
    _watch(int(sys.argv[1]), sys.argv[2:])
