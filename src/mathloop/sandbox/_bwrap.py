"""The bubblewrap command line: a new root with only what Python needs, read-only.

What the program sees: ``/usr`` (and the ``/bin``, ``/lib*``, ``/sbin`` links or binds), the
few ``/etc`` files the dynamic loader reads, the Python prefix and the virtual environment
(read-only, with mathloop's own package hidden, because it carries the sample answers), a
fresh ``/proc`` and a minimal ``/dev``. Its only writable place is a size-capped tmpfs.
Home, the run store, the dataset, ``/tmp`` and the project are simply not there.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

import mathloop

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
    """Mount point of the size-capped tmpfs, the only writable place."""
    writable_mode: int
    disk_mb: int
    chdir: str
    files: Sequence[tuple[Path, str]] = ()
    """Host files bound read-only at the given paths (the script, the warm server)."""
    caps: Sequence[str] = ()
    """Capabilities kept when running as root (all others are dropped)."""
    root: bool = False


def bwrap_argv(bwrap: str, profile: BwrapProfile) -> list[str]:
    """The ``bwrap ...`` prefix for ``profile``; append the command to run."""
    # --die-with-parent: the sandbox dies with the thread that started bwrap, and killing
    # bwrap's process group tears the whole sandbox down. (Warm servers are therefore
    # started from one long-lived thread; see _warm.py.)
    argv = [bwrap, *_NAMESPACES, "--new-session", "--die-with-parent"]
    argv += _system_view()
    prefixes = python_prefixes()
    destinations = [*prefixes, profile.writable, *(dest for _, dest in profile.files)]
    argv += _ancestor_dirs(destinations, covered=["/usr", *prefixes])
    for prefix in prefixes:
        argv += ["--ro-bind", prefix, prefix]
    argv += _hidden_package(prefixes)
    argv += ["--proc", "/proc", "--dev", "/dev"]
    argv += ["--perms", f"{profile.writable_mode:04o}", "--size", str(profile.disk_mb * _MIB)]
    argv += ["--tmpfs", profile.writable]
    for source, dest in profile.files:
        argv += ["--ro-bind", str(source), dest]
    argv += ["--chdir", profile.chdir]
    if profile.root:
        argv += ["--cap-drop", "ALL"]
        for cap in profile.caps:
            argv += ["--cap-add", cap]
    return argv


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


def python_prefixes() -> list[str]:
    """The installation and environment prefixes of this interpreter, outermost only."""
    candidates = {
        sys.prefix,
        sys.base_prefix,
        sys.exec_prefix,
        sys.base_exec_prefix,
        str(Path(sys.executable).resolve().parent.parent),
    }
    resolved = sorted({str(Path(path).resolve()) for path in candidates} | candidates)
    kept: list[str] = []
    for path in resolved:
        if not _inside(path, ["/usr", *kept]) and path != "/":
            kept.append(path)
    return kept


def _inside(path: str, roots: Iterable[str]) -> bool:
    pure = PurePosixPath(path)
    return any(pure == PurePosixPath(root) or PurePosixPath(root) in pure.parents for root in roots)


def _ancestor_dirs(destinations: Iterable[str], covered: Sequence[str]) -> list[str]:
    # bwrap would create missing parents itself, but with mode 0700, which a program running
    # under a uid of its own could not traverse.
    ancestors = {
        str(parent)
        for dest in destinations
        for parent in PurePosixPath(dest).parents
        if str(parent) not in ("/", "/etc") and not _inside(str(parent), covered)
    }
    argv: list[str] = []
    for path in sorted(ancestors, key=lambda p: (p.count("/"), p)):
        argv += ["--perms", "0755", "--dir", path]
    return argv


def _hidden_package(prefixes: Sequence[str]) -> list[str]:
    # Installed (not editable) mathloop lives in site-packages, with the sample answers.
    package = str(Path(mathloop.__file__).resolve().parent)
    return ["--perms", "0555", "--tmpfs", package] if _inside(package, prefixes) else []
