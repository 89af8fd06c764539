"""The warm executor's client side of one server (the pool is in ``_warm_pool.py``).

A :class:`WarmServer` is one ``_warm_server.py`` process, started inside the same
confinement as a cold run (bubblewrap's namespaces and read-only root; the uid switch happens
per program). It runs one program at a time and has a uid of its own. The client hands the
server the write ends of two pipes and reads them itself, with the same bounds as a cold run.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import select
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import IO, cast

from mathloop.errors import SandboxError
from mathloop.sandbox._bwrap import SERVER_CAPS, BwrapProfile, bwrap_argv
from mathloop.sandbox._cgroup import OOM_NOTE, MemoryCgroup, new_cgroup
from mathloop.sandbox._env import child_environment
from mathloop.sandbox._isolation import Confinement
from mathloop.sandbox._output import OutputPipes, ProcessOutcome
from mathloop.sandbox._rlimits import rlimit_plan
from mathloop.sandbox._seccomp import FILTER_FD
from mathloop.sandbox._uids import UIDS
from mathloop.sandbox._warm_server import (
    Reply,
    ServerConfig,
    receive_message,
    send_message,
)
from mathloop.sandbox._workdirs import WARM_PREFIX, OwnedDir
from mathloop.sandbox.types import Limits

__all__ = ["PRELOAD", "PRIME", "WarmServer"]

PRELOAD = [
    "numpy", "scipy", "scipy.special", "scipy.optimize", "scipy.linalg", "scipy.integrate",
    "sympy", "mpmath", "fractions", "decimal", "statistics", "itertools", "functools",
    "collections", "math", "cmath", "heapq", "bisect", "re", "string", "numbers", "operator",
]  # fmt: skip
"""Imported once by every server; what a program imports beyond these loads in its child."""

PRIME = """
import numpy, scipy.integrate, scipy.optimize, scipy.special, sympy
x, y = sympy.symbols("x y")
sympy.solve(x**2 - 5*x + 6, x)
sympy.solve([x + y - 3, x - y - 1], [x, y])
sympy.simplify(sympy.sin(x)**2 + sympy.cos(x)**2)
sympy.factor(x**3 - x)
sympy.expand((x + y)**3)
sympy.integrate(x**2 * sympy.exp(x), x)
sympy.limit(sympy.sin(x) / x, x, 0)
sympy.summation(x, (x, 1, 10))
sympy.Matrix([[1, 2], [3, 4]]).inv()
sympy.nsimplify(0.5) + sympy.Rational(1, 3) + sympy.sqrt(8)
sympy.N(sympy.pi, 30)
sympy.factorint(360)
sympy.isprime(97)
numpy.linalg.solve(numpy.eye(3), numpy.ones(3))
scipy.optimize.brentq(lambda t: t * t - 2, 0, 2)
scipy.integrate.quad(lambda t: t, 0, 1)
scipy.special.comb(5, 2)
"""
"""Run once by every server after the imports: SymPy imports much of itself lazily on first
use and caches results, so a program's first ``solve`` would otherwise pay for that. Every
program then forks from the same primed state; nothing of one program reaches another."""

_HERE = Path(__file__).parent
_SERVER_FILES = ("_warm_server.py", "_warm_job.py")
_SANDBOX_DIR = "/mathloop"
# Not /tmp itself: the interpreter's trees may lie under /tmp, and a tmpfs there would hide them.
_SANDBOX_SCRATCH = "/tmp/mathloop_warm"
_START_TIMEOUT_S = 120.0
# How long past the program's own deadline we wait for the server before declaring it hung.
_BACKSTOP_S = 10.0
# After the reply, pipes still held by nobody close at once; allow a little for the kernel.
_REPLY_GRACE_S = 0.5
_MIB = 1024 * 1024


class ServerDied(Exception):
    """The server stopped answering; the pool replaces it."""


class WarmServer:
    """One running server and its control socket."""

    def __init__(
        self,
        process: subprocess.Popen[bytes],
        control: socket.socket,
        *,
        uid: int | None,
        host_scratch: OwnedDir | None,
        log: IO[bytes],
        pid_namespace: bool = False,
        cgroup: MemoryCgroup | None = None,
    ) -> None:
        self.process = process
        self.control = control
        self.uid = uid
        self._pid_namespace = pid_namespace
        self.broken = False
        """Set once the server failed a run; the pool then replaces it."""
        self._host_scratch = host_scratch
        self._log = log
        self._cgroup = cgroup
        """The memory cgroup of the server and its jobs (``_cgroup.py``); None without one."""
        self._baseline = 0
        """Bytes the ready server is charged for; each program may add its memory_mb to it."""

    @classmethod
    def start(cls, confinement: Confinement, *, disk_mb: int) -> WarmServer:
        """Start a server under ``confinement`` and wait until it has imported everything."""
        uid = UIDS.acquire() if confinement.own_uid else None
        ours, theirs = _socketpair()
        scratch = _host_scratch(confinement, uid)
        config = _config(confinement, theirs.fileno(), uid, scratch)
        cgroup = new_cgroup(enabled=confinement.memory_cgroup)
        # Owned by the server object, which closes it; it holds the server's stderr.
        log = tempfile.TemporaryFile(prefix="mathloop_warm_log_")  # noqa: SIM115
        try:
            process = _launcher().submit(
                subprocess.Popen,
                _server_command(confinement, config, disk_mb=disk_mb, cgroup=cgroup),
                cwd=scratch.path if scratch else "/", env=child_environment(config["scratch"]),
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=log,
                pass_fds=(theirs.fileno(),), start_new_session=True,
            ).result()  # fmt: skip
        except (OSError, SandboxError) as exc:
            ours.close()
            log.close()
            if scratch is not None:
                scratch.remove()
            if cgroup is not None:
                cgroup.remove()
            if uid is not None:
                UIDS.release(uid)
            raise SandboxError(f"could not start the warm executor: {exc}") from exc
        finally:
            theirs.close()
        server = cls(
            process, ours, uid=uid, host_scratch=scratch, log=log,
            pid_namespace=confinement.pid_namespace, cgroup=cgroup,
        )  # fmt: skip
        server._await_ready()
        server._baseline = cgroup.usage() if cgroup is not None else 0
        return server

    def _await_ready(self) -> None:
        self.control.settimeout(_START_TIMEOUT_S)
        try:
            ready = receive_message(self.control)
        except OSError:
            ready = None
        self.control.settimeout(None)
        if ready is None:
            detail = self._log_tail()
            self.close()
            raise SandboxError(f"the warm executor did not start: {detail}")

    def _log_tail(self) -> str:
        self._log.seek(0)
        lines = self._log.read().decode("utf-8", "replace").strip().splitlines()
        return lines[-1] if lines else f"exit status {self.process.poll()}"

    def alive(self) -> bool:
        """Whether the server still runs: an idle server's socket has nothing to read."""
        if self.process.poll() is not None:
            return False
        return not select.select([self.control], [], [], 0)[0]

    def run(self, code: str, limits: Limits) -> ProcessOutcome:
        """Run one program; a server that dies or hangs meanwhile is marked :attr:`broken`."""
        rlimits = rlimit_plan(limits, own_uid=self.uid is not None)
        kills = self._limit_memory(limits)
        out_read, out_write = os.pipe()
        err_read, err_write = os.pipe()
        pipes = OutputPipes(out_read, err_read, limits.max_output_chars)
        started = time.monotonic()
        try:
            # The source goes as a descriptor the spare reads after its fork: the server,
            # whose memory every later job is forked from, never reads a job (docs/sandbox.md).
            request = {"rlimits": rlimits, "timeout_s": limits.timeout_s}
            with _source_file(code) as source:
                try:
                    send_message(self.control, request, fds=[out_write, err_write, source])
                finally:
                    os.close(out_write)
                    os.close(err_write)
            reply = self._collect(pipes, started + limits.timeout_s + _BACKSTOP_S)
        except (OSError, ServerDied) as exc:
            # The program's fate is unknown; say so rather than guess.
            self.broken = True
            pipes.drain()
            note = f"{exc}; it is restarted for the next run"
            return pipes.outcome(None, timed_out=False, duration_s=_since(started), note=note)
        finally:
            pipes.close()
        timed_out = reply["timed_out"]
        note = OOM_NOTE if self._cgroup is not None and self._cgroup.oom_kills() > kills else ""
        return pipes.outcome(
            reply["exit_code"], timed_out=timed_out, duration_s=_since(started), note=note
        )

    def _limit_memory(self, limits: Limits) -> int:
        """Let the program add ``memory_mb`` to what the ready server holds; the OOM kills so
        far."""
        if self._cgroup is None:
            return 0
        self._cgroup.set_limit(self._baseline + limits.memory_mb * _MIB)
        return self._cgroup.oom_kills()

    def _collect(self, pipes: OutputPipes, backstop: float) -> Reply:
        """Read output until the reply has come and the pipes are closed."""
        control = self.control.fileno()
        pipes.watch(control)
        reply: Reply | None = None
        replied_at = 0.0
        while reply is None or (pipes.open and time.monotonic() - replied_at < _REPLY_GRACE_S):
            now = time.monotonic()
            if reply is None and now > backstop:
                raise ServerDied("the warm executor did not answer in time")
            ready = pipes.read_ready(min(backstop - now, 0.1) if reply is None else 0.05)
            if reply is None and control in ready:
                reply, replied_at = self._reply(), time.monotonic()
        return reply

    def _reply(self) -> Reply:
        received = receive_message(self.control)
        if received is None:
            raise ServerDied("the warm executor died during the run")
        reply = cast(Reply, received[0])
        if reply["error"]:
            raise ServerDied(f"the warm executor failed: {reply['error']}")
        return reply

    def close(self) -> None:
        """Stop the server and everything in its sandbox; give back its uid."""
        self.control.close()
        _kill_group(self.process)
        self.process.wait()
        self._log.close()
        if self._host_scratch is not None:
            self._host_scratch.remove()
        if self._cgroup is not None:
            self._cgroup.remove()
        if self.uid is not None:
            UIDS.release_after_run(self.uid, pid_namespace=self._pid_namespace)


@functools.cache
def _launcher_for(pid: int) -> ThreadPoolExecutor:
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="mathloop-warm-launcher")


def _launcher() -> ThreadPoolExecutor:
    """The one long-lived thread that starts servers.

    bubblewrap ties its sandbox to the thread that started it (``PR_SET_PDEATHSIG``): a
    server started from an ``asyncio.to_thread`` worker would die with that worker.
    """
    return _launcher_for(os.getpid())


@contextlib.contextmanager
def _source_file(code: str) -> Iterator[int]:
    """An unlinked temporary file holding ``code``, as a descriptor to pass on."""
    with tempfile.TemporaryFile() as handle:
        handle.write(code.encode("utf-8", "surrogatepass"))
        handle.flush()
        yield handle.fileno()


def _since(started: float) -> float:
    return time.monotonic() - started


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(process.pid, 9)
    except (ProcessLookupError, PermissionError):
        process.kill()


def _socketpair() -> tuple[socket.socket, socket.socket]:
    """Our end and the server's; the server's never on the descriptor the filter is opened on."""
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    if theirs.fileno() == FILTER_FD:
        moved = socket.socket(fileno=os.dup(theirs.fileno()))
        theirs.close()
        theirs = moved
    return ours, theirs


def _host_scratch(confinement: Confinement, uid: int | None) -> OwnedDir | None:
    """Without bubblewrap, job directories live in a temp directory of the host."""
    if confinement.backend == "bwrap":
        return None
    scratch = OwnedDir.create(WARM_PREFIX)
    scratch.path.chmod(0o711)  # the job's uid must reach its own directory inside
    return scratch


def _config(
    confinement: Confinement, fd: int, uid: int | None, scratch: OwnedDir | None
) -> ServerConfig:
    inside = confinement.backend == "bwrap"
    return ServerConfig(
        fd=fd, uid=uid, scratch=str(scratch.path) if scratch else _SANDBOX_SCRATCH,
        wipe=["/dev/shm"] if inside else [], pid_namespace=confinement.pid_namespace,
        preload=PRELOAD, prime=PRIME,
    )  # fmt: skip


def _server_command(
    confinement: Confinement, config: ServerConfig, *, disk_mb: int, cgroup: MemoryCgroup | None
) -> list[str]:
    launch = confinement.launch(cgroup)
    if confinement.backend == "bwrap" and confinement.tools.bwrap is not None:
        files = [(_HERE / name, f"{_SANDBOX_DIR}/{name}") for name in _SERVER_FILES]
        profile = BwrapProfile(
            writable=_SANDBOX_SCRATCH, writable_mode=0o755, disk_mb=disk_mb,
            chdir=_SANDBOX_SCRATCH, files=files, caps=SERVER_CAPS, root=confinement.root,
            seccomp_fd=confinement.seccomp_fd,
        )  # fmt: skip
        prefix = [*launch, *bwrap_argv(confinement.tools.bwrap, profile)]
        script = f"{_SANDBOX_DIR}/{_SERVER_FILES[0]}"
    else:
        prefix = [*launch, *confinement.namespaces(), *confinement.setpriv(None)]
        script = str(_HERE / _SERVER_FILES[0])
    return [*prefix, sys.executable, "-I", script, json.dumps(config)]
