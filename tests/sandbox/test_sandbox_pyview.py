"""What of the host the sandboxed interpreter gets: its trees, its links, never mathloop."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

import mathloop
import mathloop.sandbox._bwrap as bwrap
from mathloop.errors import SandboxError
from mathloop.sandbox._bwrap import BwrapProfile, bwrap_argv
from mathloop.sandbox._pyview import (
    Link,
    PythonView,
    _source_tree,
    inside,
    interpreter_links,
    outermost,
    python_view,
)

_MOUNTS = {"--ro-bind", "--bind", "--tmpfs", "--dir", "--symlink", "--proc", "--dev"}


def _profile(writable: str) -> BwrapProfile:
    return BwrapProfile(writable=writable, writable_mode=0o755, disk_mb=8, chdir=writable)


def test_links_are_followed_hop_by_hop(tmp_path: Path) -> None:
    (tmp_path / "real").write_text("")
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "python3").symlink_to(tmp_path / "real")
    (tmp_path / "bin" / "python").symlink_to("python3")
    assert interpreter_links(str(tmp_path / "bin" / "python")) == [
        Link(str(tmp_path / "bin" / "python"), "python3"),
        Link(str(tmp_path / "bin" / "python3"), str(tmp_path / "real")),
    ]
    assert interpreter_links(str(tmp_path / "real")) == []


def test_a_loop_of_links_ends(tmp_path: Path) -> None:
    (tmp_path / "a").symlink_to("b")
    (tmp_path / "b").symlink_to("a")
    assert len(interpreter_links(str(tmp_path / "a"))) == 40


def test_only_the_outermost_trees_are_kept() -> None:
    paths = ["/opt/py/lib", "/opt/py", "/opt/py-other", "/usr/lib/python3", "/", "/home/u/.venv"]
    assert outermost(paths) == ["/home/u/.venv", "/opt/py", "/opt/py-other"]


def test_a_source_tree_is_told_from_a_library_folder(tmp_path: Path) -> None:
    for name in ("src", "site-packages", "elsewhere"):
        (tmp_path / name).mkdir()
    (tmp_path / "src" / "mathloop").mkdir()
    (tmp_path / "site-packages" / "mathloop").mkdir()
    package = str(Path(mathloop.__file__).resolve().parent)
    assert _source_tree(str(tmp_path / "src"), package)
    assert not _source_tree(str(tmp_path / "site-packages"), package)
    assert not _source_tree(str(tmp_path / "elsewhere"), package)
    assert _source_tree(os.path.dirname(package), package)


def test_the_view_holds_the_interpreter_and_no_mathloop() -> None:
    view = python_view()
    package = str(Path(mathloop.__file__).resolve().parent)
    assert not inside(package, view.trees) or package in view.hidden
    assert not any(_source_tree(tree, package) for tree in view.trees)
    assert inside(os.path.realpath(sys.executable), ["/usr", *view.trees])


def test_links_outside_the_trees_are_recreated_and_the_root_made_read_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = PythonView(("/opt/py",), (Link("/home/u/bin/python", "/opt/py/bin/python3"),), ())
    monkeypatch.setattr(bwrap, "python_view", lambda: view)
    argv = bwrap_argv("/usr/bin/bwrap", _profile("/tmp/mathloop_code_x"))
    at = argv.index("--symlink", argv.index("/opt/py"))
    assert argv[at : at + 3] == ["--symlink", "/opt/py/bin/python3", "/home/u/bin/python"]
    at = argv.index("/home/u/bin")
    assert argv[at - 3 : at + 1] == ["--perms", "0755", "--dir", "/home/u/bin"]
    remounts = [at for at, arg in enumerate(argv) if arg == "--remount-ro"]
    remount = next(at for at in remounts if argv[at + 1] == "/")
    assert not _MOUNTS & set(argv[remount:])  # nothing is mounted on the root after that


@pytest.mark.parametrize("writable", ["/opt/py/tmp", "/opt", "/opt/py"])
def test_a_work_directory_that_would_hide_python_is_refused(
    writable: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bwrap, "python_view", lambda: PythonView(("/opt/py",), (), ()))
    with pytest.raises(SandboxError, match="overlaps the Python installation /opt/py"):
        bwrap_argv("/usr/bin/bwrap", _profile(writable))


def test_an_installed_mathloop_inside_a_tree_is_hidden(monkeypatch: pytest.MonkeyPatch) -> None:
    package = "/opt/py/lib/site-packages/mathloop"
    monkeypatch.setattr(bwrap, "python_view", lambda: PythonView(("/opt/py",), (), (package,)))
    argv = bwrap_argv("/usr/bin/bwrap", _profile("/tmp/w"))
    at = argv.index(package)
    assert argv[at - 3 : at] == ["--perms", "0555", "--tmpfs"]
