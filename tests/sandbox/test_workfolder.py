"""WorkFolder: commands that share a folder, under the sandbox's layers; host-side file access
that never follows what the sandboxed code left there."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from mathloop.sandbox import Limits, WorkFolder

ROOT = os.geteuid() == 0


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[WorkFolder]:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    with WorkFolder(Limits(timeout_s=20, disk_mb=16)) as made:
        yield made


def test_files_persist_between_commands_and_python_is_mathloops(folder: WorkFolder) -> None:
    program = b"import sympy\nopen('out.txt', 'w').write(str(sympy.sqrt(8)))\n"
    folder.write_bytes("sub/a.py", program)
    done = folder.run(["python3", "sub/a.py"])
    assert (done.exit_code, done.stderr) == (0, "")
    assert folder.read_bytes("out.txt", max_bytes=100) == b"2*sqrt(2)"
    assert folder.read_bytes(str(folder.path / "out.txt"), max_bytes=100) == b"2*sqrt(2)"


def test_stdin_env_and_cwd_reach_the_command(folder: WorkFolder) -> None:
    folder.write_bytes("sub/keep", b"")
    done = folder.run(
        ["sh", "-c", 'cat; echo "$GREETING"; pwd'], stdin=b"from stdin\n",
        env={"GREETING": "hello"}, cwd="sub",
    )  # fmt: skip
    assert done.stdout == f"from stdin\nhello\n{folder.path / 'sub'}\n"


def test_the_parents_environment_does_not_reach_the_command(
    folder: WorkFolder, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MATHLOOP_TEST_SECRET", "s3cret")
    assert "s3cret" not in folder.run(["env"]).stdout


def test_a_command_past_its_wall_clock_is_killed(folder: WorkFolder) -> None:
    done = folder.run(["sleep", "30"], limits=Limits(timeout_s=1))
    assert done.timed_out


@pytest.mark.parametrize("made", ["ln -s /etc/passwd target", "mkfifo target", "mkdir target"])
def test_links_fifos_and_folders_the_code_left_are_never_followed(
    folder: WorkFolder, made: str
) -> None:
    assert folder.run(["sh", "-c", made]).exit_code == 0
    with pytest.raises((PermissionError, IsADirectoryError)) as read_error:
        folder.read_bytes("target", max_bytes=10_000)
    assert "target" in str(read_error.value)
    with pytest.raises((PermissionError, IsADirectoryError)):
        folder.write_bytes("target", b"overwritten")
    assert b"overwritten" not in Path("/etc/passwd").read_bytes()


def test_a_link_on_the_way_is_not_followed(folder: WorkFolder, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    assert folder.run(["ln", "-s", str(outside), "via"]).exit_code == 0
    with pytest.raises(PermissionError, match="symbolic link"):
        folder.write_bytes("via/planted", b"x")
    assert list(outside.iterdir()) == []


@pytest.mark.parametrize("path", ["../escape", "/etc/passwd", "a/../../b"])
def test_paths_outside_the_folder_are_refused(folder: WorkFolder, path: str) -> None:
    with pytest.raises(PermissionError):
        folder.read_bytes(path, max_bytes=100)


def test_a_file_over_the_read_limit_is_refused(folder: WorkFolder) -> None:
    folder.write_bytes("big", b"a" * 2048)
    with pytest.raises(OverflowError):
        folder.read_bytes("big", max_bytes=1024)


def test_mode_bits_hold_for_the_host_too(folder: WorkFolder) -> None:
    folder.write_bytes("locked", b"x")
    assert folder.run(["chmod", "000", "locked"]).exit_code == 0
    with pytest.raises(PermissionError):
        folder.read_bytes("locked", max_bytes=10)
    with pytest.raises(PermissionError):
        folder.write_bytes("locked", b"y")


def test_as_root_the_folder_holds_at_most_disk_mb_and_says_so(folder: WorkFolder) -> None:
    if not ROOT:  # no mount of its own: the layer must not be claimed
        assert "workdir_quota" not in folder.layers
        return
    assert "workdir_quota" in folder.layers
    script = "i=0; while dd if=/dev/zero of=f$i bs=1M count=4 2>/dev/null; do i=$((i+1)); done"
    folder.run(["sh", "-c", script])
    used = folder.run(["du", "-sm", "."]).stdout.split()[0]
    assert int(used) <= 16


def test_close_removes_the_folder_and_refuses_more_commands(tmp_path: Path) -> None:
    folder = WorkFolder(Limits(timeout_s=10))
    path = folder.path
    folder.run(["sh", "-c", "sleep 60 &"])
    folder.close()
    assert not path.exists()
    with pytest.raises(ValueError, match="closed"):
        folder.run(["true"])


def test_the_documented_example_prints_what_docs_say(capsys: pytest.CaptureFixture[str]) -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "sandbox.md").read_text()
    section = text.split("## A work folder that outlives its commands", 1)[1].split("\n## ", 1)[0]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    printed = section.split("```text\n", 1)[1].split("```", 1)[0]
    exec(compile(code, "docs/sandbox.md", "exec"), {})
    assert capsys.readouterr().out == printed
