"""What the sandboxed interpreter needs from the host, wherever it is installed.

A Python may live anywhere: in ``/usr``, under a home folder (pyenv), in a virtual
environment inside a clone under ``/tmp``, on a network mount. Bubblewrap hides all of those
trees, so the sandbox binds back, read-only and at their own paths: the interpreter's
prefixes, the directories its isolated ``sys.path`` names outside them (a ``.pth`` file may
point at another environment's site-packages), and every symbolic link on the way from
``sys.executable`` to the real binary. A directory that holds mathloop's source (an editable
install's ``src/``, this copy or another) is left out, and an installed mathloop inside a
bound tree is hidden: the sandbox never needs mathloop, and its package carries the sample
answers.
"""

from __future__ import annotations

import functools
import os
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path, PurePosixPath
from typing import NamedTuple

import mathloop
from mathloop.errors import SandboxError
from mathloop.sandbox._env import child_environment

__all__ = ["Link", "PythonView", "inside", "python_prefixes", "python_view"]

SYSTEM_TREE = "/usr"
"""Bound by the system view already; nothing inside it is bound again."""
_MAX_LINKS = 40  # as the kernel's own limit on a chain of symbolic links
_SYS_PATH = "import sys\nprint('\\0'.join(sys.path), end='')"


class Link(NamedTuple):
    """A symbolic link to recreate in the sandbox: ``path`` points at ``target``."""

    path: str
    target: str


class PythonView(NamedTuple):
    """Everything of the host the sandboxed interpreter needs."""

    trees: tuple[str, ...]
    """Directories bound read-only at their own paths, outermost only, none under /usr."""
    links: tuple[Link, ...]
    """Links from ``sys.executable`` to the real binary that lie outside :attr:`trees`."""
    hidden: tuple[str, ...]
    """mathloop packages inside the trees (this one, or another installed copy): hidden."""


@functools.cache
def python_view() -> PythonView:
    """The view for this interpreter (computed once: it runs the interpreter once)."""
    package = str(Path(mathloop.__file__).resolve().parent)
    sites = site_dirs()
    lent = [path for path in sites if not _source_tree(path, package)]
    trees = outermost([*python_prefixes(), *lent])
    chain = interpreter_links(sys.executable)
    links = tuple(link for link in chain if not inside(link.path, trees))
    copies = {package, *(os.path.join(path, "mathloop") for path in sites)}
    hidden = sorted(path for path in copies if os.path.isdir(path) and inside(path, trees))
    return PythonView(tuple(trees), links, tuple(hidden))


def python_prefixes() -> list[str]:
    """The installation and environment prefixes of this interpreter, outermost only."""
    candidates = {
        sys.prefix,
        sys.base_prefix,
        sys.exec_prefix,
        sys.base_exec_prefix,
        str(Path(sys.executable).resolve().parent.parent),
    }
    return outermost({str(Path(path).resolve()) for path in candidates} | candidates)


def site_dirs() -> list[str]:
    """The existing directories on the ``sys.path`` of ``python -I`` (as the sandbox runs it)."""
    try:
        done = subprocess.run(
            [sys.executable, "-I", "-c", _SYS_PATH], env=child_environment("/"),
            stdin=subprocess.DEVNULL, capture_output=True, timeout=60, check=True,
        )  # fmt: skip
    except (OSError, subprocess.SubprocessError) as exc:
        raise SandboxError(f"could not ask {sys.executable} for its sys.path: {exc}") from exc
    entries = done.stdout.decode("utf-8", "surrogateescape").split("\0")
    return [entry for entry in entries if os.path.isabs(entry) and os.path.exists(entry)]


def _source_tree(path: str, package: str) -> bool:
    """Whether ``path`` is mathloop's source (an editable install), not a library folder."""
    if inside(package, [path]):
        return True
    library = os.path.basename(path) in ("site-packages", "dist-packages")
    return not library and os.path.isdir(os.path.join(path, "mathloop"))


def interpreter_links(executable: str) -> list[Link]:
    """Each symbolic link met on the way from ``executable`` to the file it names."""
    links: list[Link] = []
    path = os.path.abspath(executable)
    while os.path.islink(path) and len(links) < _MAX_LINKS:
        target = os.readlink(path)
        links.append(Link(path, target))
        path = os.path.normpath(os.path.join(os.path.dirname(path), target))
    return links


def outermost(paths: Iterable[str]) -> list[str]:
    """``paths`` without those inside another one or inside /usr, and never ``/``."""
    kept: list[str] = []
    for path in sorted(set(paths)):
        if path != "/" and not inside(path, [SYSTEM_TREE, *kept]):
            kept.append(path)
    return kept


def inside(path: str, roots: Iterable[str]) -> bool:
    """Whether ``path`` is one of ``roots`` or lies below one of them (lexically)."""
    pure = PurePosixPath(path)
    return any(pure == PurePosixPath(root) or PurePosixPath(root) in pure.parents for root in roots)
