"""The warm executor's server: import the scientific stack once, fork one child per program.

Started by :mod:`mathloop.sandbox._warm` as ``python -I _warm_server.py CONFIG`` inside the
same confinement as a cold run. It uses the standard library only and never imports
mathloop, so a forked program finds nothing of ours in memory. One job at a time:

1. receive a request (code, rlimits, timeout) and the write ends of the job's stdout and
   stderr pipes (``SCM_RIGHTS``) on the control socket;
2. hand them to the spare forked after the previous job (see ``_warm_job.py``);
3. wait for the job's exit status or the deadline and reply; then kill whatever the job left
   behind, wipe the scratch directory and fork the next spare, before the next request.

The parent reads the pipes itself, so output is bounded exactly as in a cold run.
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import importlib.util
import json
import os
import select
import signal
import socket
import stat
import struct
import sys
import time
import types
from typing import NamedTuple, TypedDict

_HEADER = struct.Struct(">I")
_RECV = 65536
_CLEANUP_S = 2.0
_JOB_MODULE = "_warm_job.py"


class ServerConfig(TypedDict):
    """How the server was started (``argv[1]``, JSON)."""

    fd: int
    """The control socket's descriptor."""
    uid: int | None
    """The uid every job runs under, or ``None`` to keep the server's."""
    scratch: str
    """Where job directories are made; emptied after every job."""
    wipe: list[str]
    """Other writable directories emptied after every job (the sandbox's ``/dev/shm``)."""
    pid_namespace: bool
    """True inside a pid namespace of our own: every process but us and init is the job's."""
    preload: list[str]
    prime: str
    """Code run once after the imports, so lazy imports and caches are warm in every fork."""


class Reply(TypedDict):
    """How the program ended; ``error`` is set when the server itself failed."""

    exit_code: int | None
    timed_out: bool
    error: str


def send_message(sock: socket.socket, message: object, fds: list[int] | None = None) -> None:
    """Send one length-prefixed JSON message, with descriptors attached to its first byte."""
    data = json.dumps(message).encode("utf-8")
    frame = _HEADER.pack(len(data)) + data
    sent = socket.send_fds(sock, [frame], fds) if fds else sock.send(frame)
    # Only the rest, if any: ``sendall(b"")`` still calls send(), which raises EPIPE when
    # the peer has already read the whole frame and exited. The server would take that for
    # a dead spare and hand the same job to a second one, running the program twice.
    if sent < len(frame):
        sock.sendall(frame[sent:])


def receive_message(sock: socket.socket, max_fds: int = 0) -> tuple[object, list[int]] | None:
    """Receive one message and its descriptors; ``None`` when the peer has gone."""
    if max_fds:
        data, fds, _, _ = socket.recv_fds(sock, _RECV, max_fds)
    else:
        data, fds = sock.recv(_RECV), []
    buffer = bytearray(data)
    while not _complete(buffer):
        chunk = sock.recv(_RECV) if buffer else b""
        if not chunk:
            _close_all(fds)
            return None
        buffer += chunk
    (length,) = _HEADER.unpack_from(buffer)
    return json.loads(bytes(buffer[_HEADER.size : _HEADER.size + length])), list(fds)


def _complete(buffer: bytearray) -> bool:
    if len(buffer) < _HEADER.size:
        return False
    return len(buffer) >= _HEADER.size + int(_HEADER.unpack_from(buffer)[0])


def _close_all(fds: list[int]) -> None:
    for fd in fds:
        with contextlib.suppress(OSError):
            os.close(fd)


class Spare(NamedTuple):
    """A forked copy of the server waiting for a job on ``sock``."""

    pid: int
    sock: socket.socket


def main(argv: list[str]) -> int:
    """Serve jobs until the control socket closes."""
    config: ServerConfig = json.loads(argv[1])
    control = socket.socket(fileno=config["fd"])
    job = _load_job_module()
    for name in config["preload"]:
        importlib.import_module(name)
    exec(compile(config["prime"], "<prime>", "exec", dont_inherit=True), {})
    job.find_random_sources()  # reseeded in every spare: warm draws as cold ones do
    _not_dumpable()
    send_message(control, {"ready": True, "pid": os.getpid()})
    gc.freeze()  # forks then share the imported objects without copying them on collection
    spare = _fork_spare(job, config)
    while _serve_one(control, spare, job, config):
        # The job's request and reply lived in _serve_one's frame only; collect what they
        # left in cycles, so the next spare is forked from a state that never held them.
        gc.collect()
        # The next spare is forked now, between programs, not while one waits for it.
        spare = _fork_spare(job, config)
    return 0


def _serve_one(
    control: socket.socket, spare: Spare, job: types.ModuleType, config: ServerConfig
) -> bool:
    """Run one job on ``spare`` and clean up after it; False when the client has gone."""
    # Three descriptors: the program's stdout and stderr, and its source (a file only the
    # spare reads, so no job's code ever sits in this process's memory).
    received = receive_message(control, max_fds=3)
    if received is None:
        return False
    request, fds = received
    _reap()  # the previous job, if its exit is done: it still counts against RLIMIT_NPROC
    current = _hand_over(spare, request, fds, job, config)
    reply = _await(current, float(request["timeout_s"]), config)  # type: ignore[index]
    send_message(control, reply)
    _clean_up(current, config)
    return True


def _load_job_module() -> types.ModuleType:
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), _JOB_MODULE)
    spec = importlib.util.spec_from_file_location("_warm_job", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _not_dumpable() -> None:
    # Jobs run under another uid (or, without root, the same one): none may trace the
    # server or a spare, or read their memory through /proc.
    with contextlib.suppress(OSError, AttributeError):
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE = 4


def _fork_spare(job: types.ModuleType, config: ServerConfig) -> Spare:
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        job.spare_main(theirs, receive_message, config["uid"], config["scratch"])
    theirs.close()
    return Spare(pid, ours)


def _hand_over(
    spare: Spare, request: object, fds: list[int], job: types.ModuleType, config: ServerConfig
) -> Spare:
    """Give the job to ``spare``, or to a fresh one if that one has died meanwhile."""
    try:
        try:
            send_message(spare.sock, request, fds)
            return spare
        except OSError:
            _discard(spare)
        fresh = _fork_spare(job, config)
        send_message(fresh.sock, request, fds)
        return fresh
    finally:
        _close_all(fds)


def _discard(spare: Spare) -> None:
    spare.sock.close()
    with contextlib.suppress(ProcessLookupError):
        os.kill(spare.pid, signal.SIGKILL)
    with contextlib.suppress(ChildProcessError):
        os.waitpid(spare.pid, 0)


def _await(current: Spare, timeout_s: float, config: ServerConfig) -> Reply:
    """The job's exit status, or a timeout after killing it and what it started.

    The deadline is the server's own, whatever arrives on the job's socket: a short report,
    an early end-of-file or a job that ``exec()``s still ends at ``timeout_s``. The job is
    the program itself, which holds the socket, so a report is trusted as an exit code only
    (a program that writes one ends itself as ``sys.exit`` would), never for time: a
    program run by a forked child of the job instead could kill or re-limit that child, its
    own uid's parent (``tests/sandbox/hostile/kill_parent.py``).
    """
    deadline = time.monotonic() + timeout_s
    report = _read_report(current.sock, deadline)
    if report is not None and len(report) == 4:
        return Reply(exit_code=struct.unpack(">i", report)[0], timed_out=False, error="")
    # No whole report: it died of a signal, or closed the socket itself. Its exit is awaited
    # until the same deadline, never longer.
    status = None if report is None else _wait_exit(current.pid, deadline)
    if status is None:
        _kill_job(current.pid, config)
        return Reply(exit_code=None, timed_out=True, error="")
    return Reply(exit_code=os.waitstatus_to_exitcode(status), timed_out=False, error="")


def _read_report(sock: socket.socket, deadline: float) -> bytes | None:
    """Up to 4 bytes of the job's report, fewer at end-of-file; None at the deadline."""
    report = b""
    while len(report) < 4:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([sock], [], [], left)[0]:
            return None
        try:
            chunk = sock.recv(4 - len(report))
        except OSError:
            chunk = b""
        if not chunk:
            return report
        report += chunk
    return report


def _wait_exit(pid: int, deadline: float) -> int | None:
    """The wait status of ``pid`` once it has exited, or None if it is still alive at the
    deadline (a pidfd where the kernel has one, else polling)."""
    pidfd = _pidfd(pid)
    try:
        while True:
            try:
                done, status = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:  # reaped already: gone, how is unknown
                return signal.SIGKILL
            if done:
                return status
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            if pidfd is not None:
                select.select([pidfd], [], [], left)
            else:
                time.sleep(min(left, 0.01))
    finally:
        if pidfd is not None:
            os.close(pidfd)


def _pidfd(pid: int) -> int | None:
    with contextlib.suppress(AttributeError, OSError):
        return os.pidfd_open(pid)
    return None


def _clean_up(current: Spare, config: ServerConfig) -> None:
    """Kill what the job left behind and empty the writable directories.

    Waiting for the job's exit would put the kernel's teardown of a large address space on
    the next program's path; a process with SIGKILL pending never runs user code again, so
    it is enough to have sent it. It is reaped when it has gone.
    """
    _kill_job(current.pid, config)
    current.sock.close()
    _reap()
    _wipe([config["scratch"], *config["wipe"]])


def _kill_job(pid: int, config: ServerConfig) -> None:
    """Kill the job's process group, then every process it may have started elsewhere."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)
    if not (config["pid_namespace"] or config["uid"] is not None):
        return
    uid = None if config["pid_namespace"] else config["uid"]
    killed = {1, os.getpid(), pid}
    deadline = time.monotonic() + _CLEANUP_S
    # Repeat until no new process shows up: one may have forked before its kill arrived.
    while (victims := set(_living(killed, uid))) and time.monotonic() < deadline:
        for victim in victims:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(victim, signal.SIGKILL)
        killed |= victims


def _living(spared: set[int], uid: int | None) -> list[int]:
    """Processes not ``spared`` and, if given, owned by ``uid``: every state, zombies too. A
    thread group whose leader has exited shows its leader as Z while its other threads run
    on; a SIGKILL to the leader's pid ends them all, and costs a true zombie nothing."""
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) in spared:
            continue
        with contextlib.suppress(OSError):
            with open(f"/proc/{name}/status", "rb") as handle:
                fields = dict(line.split(b":", 1) for line in handle.read().splitlines())
            if uid is None or int(fields[b"Uid"].split()[0]) == uid:
                found.append(int(name))
    return found


def _reap() -> None:
    with contextlib.suppress(ChildProcessError):
        while os.waitpid(-1, os.WNOHANG)[0] > 0:
            pass


def _wipe(directories: list[str]) -> None:
    """Empty each directory, whatever modes the program left on what it wrote and however
    deep it nested folders (no recursion: a tree thousands deep is removed too). Nothing is
    followed: every folder is entered through a descriptor opened with ``O_NOFOLLOW``, so a
    folder swapped for a link meanwhile is removed as the link it is, never walked or
    re-moded as root."""
    for directory in directories:
        with contextlib.suppress(OSError):
            fd = _open_folder(directory)
            try:
                for name in _entries(fd):
                    _remove_entry(fd, name, directory)
            finally:
                os.close(fd)


def _open_folder(path: str, dir_fd: int | None = None) -> int:
    return os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=dir_fd)


def _entries(fd: int) -> list[str]:
    with contextlib.suppress(OSError), os.scandir(fd) as listing:
        return [entry.name for entry in listing]
    return []


def _remove_entry(fd: int, name: str, beside: str) -> None:
    """Remove ``name`` in the folder ``fd``: a file or link at once, a folder as a tree."""
    try:
        os.unlink(name, dir_fd=fd)
        return
    except IsADirectoryError:
        pass
    except OSError:
        return
    _remove_tree(os.path.join(beside, name), beside)


def _remove_tree(top: str, beside: str) -> None:
    """Remove the directory ``top`` without recursion and without long paths: each folder
    met is first moved up into ``beside`` (a directory of ours), so every path stays two
    names deep, however deep the program nested them. What cannot be removed is left."""
    try:
        beside_fd = _open_folder(beside)
    except OSError:
        return
    try:
        _remove_hoisting(top, beside, beside_fd)
    finally:
        os.close(beside_fd)


def _remove_hoisting(top: str, beside: str, beside_fd: int) -> None:
    pending = [top]
    seen: set[str] = set()
    hoisted = 0
    while pending:
        path = pending[-1]
        again = path in seen
        seen.add(path)
        try:
            fd = _open_folder(path)
        except OSError:  # gone, or a link now: remove the name, never what it points to
            with contextlib.suppress(OSError):
                os.unlink(path)
            pending.pop()
            continue
        moved = []
        try:
            with contextlib.suppress(OSError):
                os.fchmod(fd, stat.S_IRWXU)  # a program may leave a folder we may not enter
            for name in _entries(fd):
                try:
                    os.unlink(name, dir_fd=fd)
                    continue
                except IsADirectoryError:
                    pass
                except OSError:
                    continue
                if again:
                    continue
                hoisted += 1
                target = f".wipe-{os.getpid()}-{hoisted}"
                with contextlib.suppress(OSError):
                    os.rename(name, target, src_dir_fd=fd, dst_dir_fd=beside_fd)
                    moved.append(os.path.join(beside, target))
        finally:
            os.close(fd)
        if moved:
            pending += moved
            continue
        with contextlib.suppress(OSError):
            os.rmdir(path)
        pending.pop()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
