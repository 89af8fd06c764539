"""One job of the warm executor: a forked copy of the server becomes the sandboxed program.

The server forks a *spare* between programs, so that neither the fork nor the spare's
set-up is on a program's critical path. The spare closes everything it inherited but its
own socket, starts a session of its own, makes its work directory, switches to the job's uid
(dropping every capability) and reseeds, then waits. When a job arrives it writes the
script, keeps only the job's stdout and stderr pipes and ``/dev/null``, applies the rlimits
and runs the code as a fresh ``__main__`` module. It ends like an interpreter would
(non-daemon threads joined, atexit handlers run, output flushed), closes its output, reports
its exit status on the socket and exits.

Standard library only: the server loads this file by path, inside the sandbox, where
mathloop itself is not importable.
"""

from __future__ import annotations

import atexit
import builtins
import contextlib
import os
import resource
import socket
import struct
import sys
import tempfile
import threading
import types
from collections.abc import Callable
from typing import NoReturn

SCRIPT_NAME = "model_code.py"
WORKDIR_PREFIX = "mathloop_code_"
STATUS = struct.Struct(">i")
"""The exit status a job reports on its socket just before it exits."""
_EXIT_SETUP_FAILED = 70
_EXIT_FLUSH_FAILED = 120

Receive = Callable[[socket.socket, int], "tuple[object, list[int]] | None"]


def spare_main(jobs: socket.socket, receive: Receive, uid: int | None, scratch: str) -> NoReturn:
    """Get ready, wait for one job on ``jobs``, run it, report its status and exit."""
    status = _EXIT_SETUP_FAILED
    try:
        _keep_only(jobs.fileno())
        workdir = _prepare(uid, scratch)
        received = receive(jobs, 3)
        if received is None:
            os._exit(0)
        request, fds = received
        status = _run(request, fds, workdir)  # type: ignore[arg-type]
        _report(jobs, status)
    except BaseException as exc:  # the spare must end in os._exit
        with contextlib.suppress(OSError):
            os.write(2, f"warm executor: {type(exc).__name__}: {exc}\n".encode())
    os._exit(status)


def _keep_only(fd: int) -> None:
    """Close every descriptor inherited from the server but ``fd`` (and 0-2)."""
    top = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    os.closerange(3, fd)
    os.closerange(fd + 1, top)


def _prepare(uid: int | None, scratch: str) -> str:
    """Everything that does not depend on the job: session, work directory, uid, seeds."""
    os.setsid()
    _first_to_go()
    workdir = tempfile.mkdtemp(prefix=WORKDIR_PREFIX, dir=scratch)
    if uid is not None:
        os.chown(workdir, uid, uid)
    os.chdir(workdir)
    if uid is not None:
        os.setgroups([])
        os.setgid(uid)
        os.setuid(uid)
    os.environ["HOME"] = os.environ["TMPDIR"] = workdir
    tempfile.tempdir = None
    atexit._clear()
    _reseed()
    return workdir


def _first_to_go() -> None:
    """Be the OOM killer's first choice: when the memory cgroup shared with the server is
    full, the job (and what it starts) dies, not the server. Raising the score needs no
    privilege and lowering it again needs one the job no longer has."""
    with contextlib.suppress(OSError), open("/proc/self/oom_score_adj", "w") as handle:
        handle.write("1000")


def _run(request: dict[str, object], fds: list[int], workdir: str) -> int:
    # The program's source arrives as a file the client wrote (fds[2]), read here, after
    # the fork: the server handed the descriptor on and never held a byte of it.
    code = _read_source(fds.pop(2))
    script = os.path.join(workdir, SCRIPT_NAME)
    with open(script, "w", encoding="utf-8", errors="surrogatepass") as handle:
        handle.write(code)
    _enter(fds, request["rlimits"])  # type: ignore[arg-type]
    return _execute(code, script)


def _read_source(fd: int) -> str:
    with os.fdopen(fd, "rb") as handle:
        handle.seek(0)
        return handle.read().decode("utf-8", "surrogatepass")


def _enter(fds: list[int], rlimits: list[list[int]]) -> None:
    """Become the job: only its pipes and /dev/null open, its limits applied."""
    os.dup2(fds[0], 1)
    os.dup2(fds[1], 2)
    for fd in fds:
        if fd > 2:
            os.close(fd)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    for number, soft, hard in rlimits:
        resource.setrlimit(number, (soft, hard))


def _execute(source: str, path: str) -> int:
    """Run ``source`` as ``__main__`` in fresh globals and end like ``python path`` would."""
    main = types.ModuleType("__main__")
    main.__file__ = path
    main.__dict__["__builtins__"] = builtins
    sys.modules["__main__"] = main
    sys.argv[:] = [path]
    try:
        # dont_inherit: our own ``from __future__`` imports must not change the program.
        exec(compile(source, path, "exec", dont_inherit=True), main.__dict__)
        status = 0
    except SystemExit as exc:
        status = _exit_status(exc)
    except BaseException as exc:  # reported like the interpreter does
        # Drop our own frame, so the traceback reads like the cold interpreter's.
        traceback = exc.__traceback__.tb_next if exc.__traceback__ else None
        sys.excepthook(type(exc), exc.with_traceback(traceback), traceback)
        status = 1
    return _finish(status)


def _exit_status(exc: SystemExit) -> int:
    if exc.code is None:
        return 0
    if isinstance(exc.code, int):
        return exc.code
    print(exc.code, file=sys.stderr)
    return 1


_RANDOM_SOURCES: list[object] = []
"""Every random generator the server's imports hold as a module attribute (Python's
``random.Random``, numpy's ``RandomState`` and ``Generator``): found once in the server
(:func:`find_random_sources`), reseeded in every spare."""


def find_random_sources() -> int:
    """Collect the generators held by every loaded module (SymPy's ``rng`` and
    ``_assumptions_rng``, numpy's global state, any library's), so each job starts them from
    fresh entropy as a cold interpreter does. Run in the server after its imports; returns
    how many were found."""
    kinds = _generator_types()
    seen: set[int] = set()
    for module in list(sys.modules.values()):
        for value in list(getattr(module, "__dict__", {}).values()):
            if isinstance(value, kinds) and id(value) not in seen:
                seen.add(id(value))
                _RANDOM_SOURCES.append(value)
    return len(_RANDOM_SOURCES)


def _generator_types() -> tuple[type, ...]:
    import random

    kinds: list[type] = [random.Random]
    numpy_random = sys.modules.get("numpy.random")
    if numpy_random is not None:
        kinds += [numpy_random.RandomState, numpy_random.Generator]
    return tuple(kinds)


def _reseed() -> None:
    """Fresh entropy for every generator a program can reach: ``random`` reseeds itself after
    fork, the others (numpy's global state, SymPy's, any library's) do not."""
    numpy_random = sys.modules.get("numpy.random")
    if numpy_random is not None:
        numpy_random.seed()
    for source in _RANDOM_SOURCES:
        _fresh(source)


def _fresh(source: object) -> None:
    bit_generator = getattr(source, "bit_generator", None)
    if bit_generator is not None:  # a numpy Generator: a new bit generator's state
        bit_generator.state = type(bit_generator)().state
    else:
        source.seed()  # type: ignore[attr-defined]  # random.Random, RandomState: os entropy


def _finish(status: int) -> int:
    """Join non-daemon threads, run atexit handlers, flush: the interpreter's exit steps."""
    shutdown = getattr(threading, "_shutdown", None)
    if shutdown is not None:
        shutdown()
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            status = status or _EXIT_FLUSH_FAILED
    return status


def _report(jobs: socket.socket, status: int) -> None:
    # Closing our output first lets the parent see end-of-file now, not after the exit.
    for fd in (1, 2):
        with contextlib.suppress(OSError):
            os.close(fd)
    with contextlib.suppress(OSError):
        jobs.send(STATUS.pack(status & 0xFF))
