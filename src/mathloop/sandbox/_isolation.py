"""Which isolation this machine allows, probed once per process, and the commands it implies.

Three backends, strongest first: ``bwrap`` (bubblewrap: network, pid and IPC namespaces, a
read-only root with only Python in it, a tmpfs work directory, a private ``/dev/shm`` and no
``memfd_create``), ``unshare`` (network and IPC namespaces) and ``process`` (the process
layers only). On top, when we run as root and ``setpriv`` exists, each program runs under a
uid of its own with no capabilities, and where this process may make memory cgroups, each
program's whole process tree runs in one of its own. Each
backend is probed by running a real program through it, exactly as a run would.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, NamedTuple

from mathloop.errors import SandboxError
from mathloop.sandbox._bwrap import SWITCH_UID_CAPS, BwrapProfile, bwrap_argv
from mathloop.sandbox._cgroup import MemoryCgroup, cgroup_root
from mathloop.sandbox._env import child_environment
from mathloop.sandbox._launch import launch_prefix
from mathloop.sandbox._seccomp import FILTER_FD
from mathloop.sandbox._uids import UIDS
from mathloop.sandbox._workdirs import PROBE_PREFIX, owned_dir
from mathloop.sandbox.types import Isolation

__all__ = ["BACKENDS", "LAYERS", "Backend", "Confinement", "Probe", "probe", "resolve"]

Backend = Literal["bwrap", "unshare", "process"]
BACKENDS: tuple[Backend, ...] = ("bwrap", "unshare", "process")

LAYERS: dict[str, str] = {
    "process_group": "own session and process group; the group is killed at the deadline "
    "and when the program exits",
    "clean_env": "an environment built from nothing: no variable of the parent (API keys) "
    "reaches the program",
    "rlimits": "CPU time, address space, file size, open files, processes; no core dumps",
    "wall_clock": "the parent's deadline, then SIGKILL",
    "bounded_output": "at most max_output_chars per stream are kept, the rest is drained",
    "temp_workdir": "a fresh temporary working directory, removed afterwards",
    "closed_stdin": "stdin is /dev/null: input() and debuggers read end-of-file at once",
    "own_uid": "a uid of its own without capabilities (needs root): it cannot signal or trace "
    "anything else, RLIMIT_NPROC holds, and what it leaves behind is killed by uid",
    "no_new_privs": "PR_SET_NO_NEW_PRIVS: setuid programs and file capabilities grant nothing",
    "network_namespace": "a network namespace of its own: no network, no DNS, not even the "
    "host's loopback or abstract Unix sockets",
    "ipc_namespace": "System V IPC and POSIX message queues of its own",
    "pid_namespace": "sees and signals only its own processes; all of them die with the sandbox",
    "readonly_root": "a new root holding /usr and the interpreter's prefixes, venv and site "
    "directories at their own paths, wherever they lie, all read-only",
    "hidden_host_paths": "home, the run store, the dataset, the rest of /tmp and the project "
    "are not there",
    "workdir_quota": "the work directory is a tmpfs of disk_mb; nothing reaches the host's disk",
    "shm_quota": "/dev/shm is a private tmpfs of disk_mb and the rest of /dev is read-only",
    "no_memfd": "memfd_create is refused (seccomp): no in-memory file outside the rlimits",
    "memory_cgroup": "a memory cgroup of memory_mb holds the program's whole process tree, "
    "files in memory included; its OOM killer acts inside it",
}
"""Every isolation layer by name, with what it does (``mathloop doctor`` prints these)."""

_ALWAYS = (
    "process_group", "clean_env", "rlimits", "wall_clock", "bounded_output", "temp_workdir",
    "closed_stdin",
)  # fmt: skip
_BACKEND_LAYERS: dict[Backend, tuple[str, ...]] = {
    "bwrap": (
        "no_new_privs", "network_namespace", "ipc_namespace", "pid_namespace", "readonly_root",
        "hidden_host_paths", "workdir_quota", "shm_quota", "no_memfd",
    ),
    "unshare": ("network_namespace", "ipc_namespace"),
    "process": (),
}  # fmt: skip
_PROBE_TIMEOUT_S = 60.0
# The prefix matters: an interpreter that cannot read its own installation (a uid of its
# own facing a 0700 home) may still start, with some other Python's standard library.
_PROBE_CODE = "import json, sys\nprint(6 * 7, sys.prefix, json.__file__)\n"


class Tools(NamedTuple):
    """The external programs the backends use; ``None`` where missing."""

    bwrap: str | None
    unshare: str | None
    setpriv: str | None


@functools.cache
def tools() -> Tools:
    """Find ``bwrap``, ``unshare`` and ``setpriv`` (on PATH or in the system directories)."""
    path = os.pathsep.join([os.environ.get("PATH", ""), "/usr/bin:/bin:/usr/sbin:/sbin"])
    return Tools(*(shutil.which(name, path=path) for name in ("bwrap", "unshare", "setpriv")))


@dataclass(frozen=True)
class Confinement:
    """A backend and whether programs get a uid of their own: how every run is started."""

    backend: Backend
    own_uid: bool
    tools: Tools
    root: bool
    memory_cgroup: bool = False
    """Whether each program runs in a memory cgroup of its own (``_cgroup.py``)."""

    @property
    def layers(self) -> tuple[str, ...]:
        """The layers active under this confinement, in :data:`LAYERS` order."""
        active = set(_ALWAYS) | set(_BACKEND_LAYERS[self.backend])
        if self.own_uid:
            active.add("own_uid")
        if self.memory_cgroup:
            active.add("memory_cgroup")
        if self.tools.setpriv is not None:
            active.add("no_new_privs")
        return tuple(name for name in LAYERS if name in active)

    @property
    def pid_namespace(self) -> bool:
        """Whether everything the program starts dies with the sandbox."""
        return self.backend == "bwrap"

    @property
    def seccomp_fd(self) -> int | None:
        """Where bubblewrap reads the seccomp filter from; None without bubblewrap."""
        return FILTER_FD if self.backend == "bwrap" else None

    def launch(self, cgroup: MemoryCgroup | None) -> list[str]:
        """The prefix that starts a command in ``cgroup`` with the filter open (``_launch.py``)."""
        return launch_prefix(cgroup, seccomp=self.seccomp_fd is not None)

    def cold_command(
        self,
        workdir: Path,
        script: str,
        *,
        uid: int | None,
        disk_mb: int,
        cgroup: MemoryCgroup | None = None,
    ) -> list[str]:
        """The command that runs ``python -I script`` in ``workdir`` under this confinement."""
        python = [sys.executable, "-I", script]
        files = [(workdir / script, str(workdir / script))]
        return self.command(workdir, python, uid=uid, disk_mb=disk_mb, cgroup=cgroup, files=files)

    def command(
        self,
        workdir: Path,
        argv: Sequence[str],
        *,
        uid: int | None,
        disk_mb: int,
        cgroup: MemoryCgroup | None = None,
        files: Sequence[tuple[Path, str]] = (),
        persistent: bool = False,
        chdir: Path | None = None,
    ) -> list[str]:
        """The command that runs ``argv`` in ``workdir`` under this confinement: ``files``
        bound read-only, the work directory a fresh tmpfs or, ``persistent``, the host folder
        itself; started in ``chdir`` (default ``workdir``)."""
        if self.backend == "bwrap" and self.tools.bwrap is not None:
            profile = BwrapProfile(
                writable=str(workdir), writable_mode=0o1777, disk_mb=disk_mb,
                chdir=str(chdir or workdir), files=files,
                caps=SWITCH_UID_CAPS if uid is not None else (), root=self.root,
                seccomp_fd=self.seccomp_fd, persistent=persistent,
            )  # fmt: skip
            sandbox = bwrap_argv(self.tools.bwrap, profile)
            return [*self.launch(cgroup), *sandbox, *self.setpriv(uid), *argv]
        return [*self.launch(cgroup), *self.namespaces(), *self.setpriv(uid), *argv]

    def namespaces(self) -> list[str]:
        """The ``unshare`` prefix of the unshare backend (empty for the others)."""
        if self.backend != "unshare" or self.tools.unshare is None:
            return []
        user = [] if self.root else ["--user", "--map-root-user"]
        return [self.tools.unshare, *user, "--net", "--ipc", "--uts"]

    def setpriv(self, uid: int | None) -> list[str]:
        """Switch to ``uid`` (dropping every capability) and forbid new privileges."""
        if self.tools.setpriv is None:
            return []
        if uid is None:
            return [self.tools.setpriv, "--no-new-privs", "--"]
        ids = [f"--reuid={uid}", f"--regid={uid}", "--clear-groups"]
        caps = ["--inh-caps=-all", "--bounding-set=-all"]
        return [self.tools.setpriv, *ids, *caps, "--no-new-privs", "--"]


class Probe(NamedTuple):
    """Whether a backend works here, with or without a uid of its own, and why not."""

    name: Backend
    works: bool
    own_uid: bool
    detail: str


def _candidate(backend: Backend, *, own_uid: bool) -> Confinement:
    root = os.geteuid() == 0
    return Confinement(backend, own_uid and root, tools(), root, cgroup_root() is not None)


@functools.cache
def probe(backend: Backend) -> Probe:
    """Run a tiny program through ``backend`` (first with a uid of its own) and report."""
    if backend != "process" and getattr(tools(), backend) is None:
        return Probe(backend, False, False, f"{backend} is not installed")
    detail = ""
    for own_uid in (True, False):
        confinement = _candidate(backend, own_uid=own_uid)
        if own_uid and not (confinement.own_uid and confinement.tools.setpriv):
            continue
        detail = _try(confinement)
        if not detail:
            return Probe(backend, True, confinement.own_uid, "works")
    return Probe(backend, False, False, detail)


def _try(confinement: Confinement) -> str:
    """Empty when a probe program ran correctly, else what went wrong."""
    uid = UIDS.acquire() if confinement.own_uid else None
    try:
        with owned_dir(PROBE_PREFIX) as workdir:
            (workdir / "probe.py").write_text(_PROBE_CODE, encoding="utf-8")
            if uid is not None:
                os.chown(workdir, uid, uid)
            command = confinement.cold_command(workdir, "probe.py", uid=uid, disk_mb=8)
            done = subprocess.run(
                command, cwd=workdir, env=child_environment(workdir), capture_output=True,
                stdin=subprocess.DEVNULL, timeout=_PROBE_TIMEOUT_S, check=False,
            )  # fmt: skip
    except (OSError, subprocess.SubprocessError, SandboxError) as exc:
        return f"{type(exc).__name__}: {exc}"
    finally:
        if uid is not None:
            UIDS.release(uid)
    if done.stdout.decode("utf-8", "replace") == f"42 {sys.prefix} {json.__file__}\n":
        return ""
    tail = done.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or ["no output"]
    return f"exit status {done.returncode}: {tail[0]}"


def resolve(isolation: Isolation) -> Confinement:
    """The confinement for ``isolation``: the strongest that works, or the one asked for."""
    wanted: tuple[Backend, ...] = BACKENDS if isolation == "auto" else (isolation,)
    for backend in wanted:
        found = probe(backend)
        if found.works:
            return _candidate(backend, own_uid=found.own_uid)
    if isolation == "auto":
        raise SandboxError(f"no sandbox backend works here: {probe('process').detail}")
    raise SandboxError(f"sandbox isolation {isolation!r} is not available here: {found.detail}")
