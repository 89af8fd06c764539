"""The bubblewrap command line: a new root with only what Python needs, read-only.

What the program sees: ``/usr`` (and the ``/bin``, ``/lib*``, ``/sbin`` links or binds), the
few ``/etc`` files the dynamic loader reads, the interpreter's trees (its prefixes, the
virtual environment, any site directory a ``.pth`` file adds; see ``_pyview.py``) at their
own paths wherever they lie, with mathloop's own package hidden, because it carries the
sample answers, a fresh ``/proc`` and a minimal ``/dev``. The root and ``/dev`` are then made
read-only, so the only writable places are two size-capped tmpfs mounts, the work directory
and ``/dev/shm``; a seccomp filter (``_seccomp.py``) refuses anonymous in-memory files. Home,
the run store, the dataset, the rest of ``/tmp`` and the project are simply not there.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from mathloop.errors import SandboxError
from mathloop.sandbox._pyview import SYSTEM_TREE, PythonView, inside, python_view

_MIB = 1024 * 1024
_SYSTEM_DIRS = ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
_ETC_FILES = ("ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime", "alternatives")
_NAMESPACES = (
    "--unshare-net",
    "--unshare-pid",
    "--unshare-ipc",
    "--unshare-uts",
    "--unshare-cgroup-try",
)
SWITCH_UID_CAPS = ("CAP_SETUID", "CAP_SETGID", "CAP_SETPCAP")
"""Kept until ``setpriv`` has switched to the program's uid, which drops every capability."""
SERVER_CAPS = (
    "CAP_SETUID", "CAP_SETGID", "CAP_CHOWN", "CAP_FOWNER", "CAP_KILL", "CAP_DAC_OVERRIDE",
)  # fmt: skip
"""The warm server's: switch each job's uid, hand it its work directory, kill what it
left behind and wipe the scratch directory; the jobs drop all of them."""


@dataclass(frozen=True)
class BwrapProfile:
    """Everything one bubblewrap command needs apart from the command it runs."""

    writable: str
    """Mount point of the size-capped tmpfs, the only writable place besides ``/dev/shm``."""
    writable_mode: int
    disk_mb: int
    chdir: str
    files: Sequence[tuple[Path, str]] = ()
    """Host files bound read-only at the given paths (the script, the warm server)."""
    caps: Sequence[str] = ()
    """Capabilities kept when running as root (all others are dropped)."""
    root: bool = False
    seccomp_fd: int | None = None
    """The descriptor bubblewrap reads its seccomp filter from (opened by the launch shell)."""
    persistent: bool = False
    """The work directory is the host folder itself, bound writable, so its files outlive the
    command (a :class:`~mathloop.sandbox.WorkFolder`); otherwise a fresh tmpfs of disk_mb."""


def bwrap_argv(bwrap: str, profile: BwrapProfile) -> list[str]:
    """The ``bwrap ...`` prefix for ``profile``; append the command to run."""
    # --die-with-parent: the sandbox dies with the thread that started bwrap, and killing
    # bwrap's process group tears the whole sandbox down. (Warm servers are therefore
    # started from one long-lived thread; see _warm.py.)
    argv = [bwrap, *_NAMESPACES, "--new-session", "--die-with-parent"]
    argv += _system_view()
    view = python_view()
    _check_apart(profile.writable, view)
    links = [link.path for link in view.links]
    destinations = [*view.trees, *links, profile.writable, *(dest for _, dest in profile.files)]
    argv += _ancestor_dirs(destinations, covered=[SYSTEM_TREE, *view.trees])
    argv += _python_binds(view)
    argv += ["--proc", "/proc", "--dev", "/dev"]
    # /dev/shm is memory: a tmpfs as small as the work directory's, and /dev itself read-only
    # (it is a tmpfs of half the RAM, writable where bwrap runs unprivileged).
    argv += ["--perms", "0755", "--size", str(profile.disk_mb * _MIB), "--tmpfs", "/dev/shm"]
    argv += ["--remount-ro", "/dev"]
    argv += _writable(profile)
    for source, dest in profile.files:
        argv += ["--ro-bind", str(source), dest]
    # Without this, the directories made above would be writable where bwrap runs unprivileged
    # (and outside the quota): the root itself is a tmpfs.
    argv += ["--remount-ro", "/"]
    argv += ["--chdir", profile.chdir]
    if profile.seccomp_fd is not None:
        argv += ["--seccomp", str(profile.seccomp_fd)]
    if profile.root:
        argv += ["--cap-drop", "ALL"]
        for cap in profile.caps:
            argv += ["--cap-add", cap]
    return argv


def _writable(profile: BwrapProfile) -> list[str]:
    if profile.persistent:
        return ["--bind", profile.writable, profile.writable]
    size = str(profile.disk_mb * _MIB)
    return ["--perms", f"{profile.writable_mode:04o}", "--size", size, "--tmpfs", profile.writable]


def _python_binds(view: PythonView) -> list[str]:
    argv: list[str] = []
    for tree in view.trees:
        argv += ["--ro-bind", tree, tree]
    for link in view.links:
        argv += ["--symlink", link.target, link.path]
    # An installed (not editable) mathloop lives in site-packages, with the sample answers.
    for package in view.hidden:
        argv += ["--perms", "0555", "--tmpfs", package]
    return argv


def _check_apart(writable: str, view: PythonView) -> None:
    """The work directory must neither hide nor sit inside the interpreter's trees."""
    for tree in view.trees:
        if inside(writable, [tree]) or inside(tree, [writable]):
            raise SandboxError(
                f"the sandbox's work directory {writable} overlaps the Python installation "
                f"{tree}; set TMPDIR to a folder outside it"
            )


def _system_view() -> list[str]:
    argv = ["--ro-bind", "/usr", "/usr"]
    for name in _SYSTEM_DIRS:
        path = Path(name)
        if path.is_symlink():
            argv += ["--symlink", str(path.readlink()), name]
        elif path.is_dir():
            argv += ["--ro-bind", name, name]
    argv += ["--perms", "0755", "--dir", "/etc"]
    for name in _ETC_FILES:
        path = Path("/etc") / name
        if path.exists():
            argv += ["--ro-bind", str(path), str(path)]
    return argv


def _ancestor_dirs(destinations: Iterable[str], covered: Sequence[str]) -> list[str]:
    # bwrap would create missing parents itself, but with mode 0700, which a program running
    # under a uid of its own could not traverse.
    ancestors = {
        str(parent)
        for dest in destinations
        for parent in PurePosixPath(dest).parents
        if str(parent) not in ("/", "/etc") and not inside(str(parent), covered)
    }
    argv: list[str] = []
    for path in sorted(ancestors, key=lambda p: (p.count("/"), p)):
        argv += ["--perms", "0755", "--dir", path]
    return argv
