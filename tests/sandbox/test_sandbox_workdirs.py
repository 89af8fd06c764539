"""Stale sandbox folders: what a killed run left in the temp directory is removed, and only that."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

import mathloop
from mathloop.cli.main import cli
from mathloop.sandbox import Limits, remove_stale_workdirs, run_code
from mathloop.sandbox._workdirs import STALE_AFTER_S, OwnedDir, owned_dir

_OWNER = """
import sys, tempfile, time
tempfile.tempdir = sys.argv[1]
from mathloop.sandbox._workdirs import OwnedDir
print(OwnedDir.create("mathloop_code_").path, flush=True)
time.sleep(120)
"""


def _age(path: Path) -> Path:
    """Make ``path`` look untouched for longer than STALE_AFTER_S."""
    then = time.time() - STALE_AFTER_S - 60
    os.utime(path, (then, then))
    return path


def _leftover(parent: Path, name: str) -> Path:
    """A folder nobody holds, untouched for a while: what a killed run leaves."""
    folder = parent / name
    folder.mkdir()
    (folder / "model_code.py").write_text("print(1)\n")
    return _age(folder)


@pytest.fixture
def owner(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], Path]]:
    """Another process that made a work directory in tmp_path and holds it."""
    env = {**os.environ, "PYTHONPATH": str(Path(mathloop.__file__).parents[1])}
    process = subprocess.Popen(
        [sys.executable, "-c", _OWNER, str(tmp_path)], stdout=subprocess.PIPE, text=True, env=env
    )
    assert process.stdout is not None
    folder = Path(process.stdout.readline().strip())
    try:
        yield process, folder
    finally:
        process.kill()
        process.wait()
        process.stdout.close()


def test_the_folder_of_a_killed_process_is_removed(
    owner: tuple[subprocess.Popen[str], Path], tmp_path: Path
) -> None:
    process, folder = owner
    (folder / "model_code.py").write_text("print(1)\n")
    _age(folder)
    assert remove_stale_workdirs(tmp_path) == []  # its owner lives
    assert folder.is_dir()
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert remove_stale_workdirs(tmp_path) == [folder]
    assert list(tmp_path.iterdir()) == []


def test_a_folder_held_in_this_process_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    owned = OwnedDir.create("mathloop_code_")
    try:
        _age(owned.path)
        assert remove_stale_workdirs(tmp_path) == []
        assert owned.path.is_dir()
    finally:
        owned.remove()
    assert not owned.path.exists()


def test_an_unheld_folder_is_stale_only_once_untouched_for_a_while(tmp_path: Path) -> None:
    young = tmp_path / "mathloop_warm_young"
    young.mkdir()
    old = _leftover(tmp_path, "mathloop_probe_old")
    assert remove_stale_workdirs(tmp_path) == [old]
    assert young.is_dir()
    assert remove_stale_workdirs(tmp_path, stale_after_s=0) == [young]


def test_what_is_not_a_sandbox_folder_is_left_alone(tmp_path: Path) -> None:
    target = tmp_path / "precious"
    target.mkdir()
    (target / "keep.txt").write_text("keep")
    (tmp_path / "mathloop_code_link").symlink_to(target)
    (tmp_path / "mathloop_code_file").write_text("a file")
    _leftover(tmp_path, "other_dir")
    assert remove_stale_workdirs(tmp_path, stale_after_s=0) == []
    assert (target / "keep.txt").read_text() == "keep"
    assert sorted(path.name for path in tmp_path.iterdir()) == [
        "mathloop_code_file", "mathloop_code_link", "other_dir", "precious",
    ]  # fmt: skip


def test_a_missing_temp_directory_has_nothing_stale(tmp_path: Path) -> None:
    assert remove_stale_workdirs(tmp_path / "absent") == []


def test_the_first_folder_of_a_process_sweeps_its_temp_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    _leftover(tmp_path, "mathloop_code_leftover")
    with owned_dir("mathloop_code_") as workdir:
        assert workdir.parent == tmp_path
        assert [path.name for path in tmp_path.iterdir()] == [workdir.name]
    assert list(tmp_path.iterdir()) == []


def test_a_run_leaves_no_folder_and_removes_stale_ones(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    _leftover(tmp_path, "mathloop_code_killed")
    assert run_code("print(6 * 7)", policy=None, limits=Limits()).stdout == "42\n"
    assert list(tmp_path.iterdir()) == []


def test_doctor_clean_removes_stale_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    stale = _leftover(tmp_path, "mathloop_warm_killed")
    result = CliRunner().invoke(cli, ["doctor", "--clean", "--no-run", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["cleaned"] == [str(stale)]
    _leftover(tmp_path, stale.name)
    text = CliRunner().invoke(cli, ["doctor", "--clean", "--no-run"]).output
    assert text.splitlines()[0] == f"cleaned     1 stale folder from {tmp_path}: {stale.name}"
    assert not stale.exists()
