"""Packed runs: ``mathloop pack`` writes one deterministic archive; every reader opens it."""

from __future__ import annotations

import io
import json
import tarfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from mathloop.cli.main import cli
from mathloop.errors import RunStoreError
from mathloop.report import load_runs
from mathloop.runs import RunStore
from mathloop.runs.packed import opened_run, pack_run, unpack_run
from mathloop.runs.store import runs_inside
from report_stores import paired_ten, write_run


def _run(tmp_path: Path) -> Path:
    return write_run(tmp_path / "run", paired_ten())


def _report(path: Path) -> str:
    result = CliRunner().invoke(cli, ["report", str(path)], terminal_width=200)
    assert result.exit_code == 0, result.output
    return result.output


def test_the_report_of_a_packed_run_is_the_report_of_its_folder(tmp_path: Path) -> None:
    folder = _run(tmp_path)
    expected = _report(folder)
    archive = pack_run(folder, remove=True)
    assert archive.name == "run.tar.gz" and not folder.exists()
    assert _report(archive) == expected


def test_packing_twice_gives_the_same_bytes(tmp_path: Path) -> None:
    folder = _run(tmp_path)
    first = pack_run(folder).read_bytes()
    (folder / "manifest.json").touch()  # a new mtime changes nothing
    assert pack_run(folder).read_bytes() == first


def test_unpack_restores_the_folder_and_refuses_to_overwrite(tmp_path: Path) -> None:
    folder = _run(tmp_path)
    files = sorted(p.relative_to(folder) for p in folder.rglob("*") if p.is_file())
    archive = pack_run(folder, remove=True)
    restored = unpack_run(archive)
    assert restored == folder
    assert sorted(p.relative_to(folder) for p in folder.rglob("*") if p.is_file()) == files
    with pytest.raises(RunStoreError, match="already exists"):
        unpack_run(archive)


def test_show_reads_a_packed_run(tmp_path: Path) -> None:
    archive = pack_run(_run(tmp_path), remove=True)
    result = CliRunner().invoke(cli, ["show", str(archive), "p00", "--method", "a"])
    assert result.exit_code == 0, result.output
    assert "p00" in result.output


def test_an_archive_with_a_stray_member_is_refused(tmp_path: Path) -> None:
    archive = tmp_path / "run.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        info = tarfile.TarInfo("../evil.txt")
        info.size = 1
        tar.addfile(info, io.BytesIO(b"x"))
    with pytest.raises(RunStoreError, match="outside the folder"), opened_run(archive):
        pass
    assert not (tmp_path.parent / "evil.txt").exists()


def test_a_folder_that_is_not_a_run_is_not_packed(tmp_path: Path) -> None:
    with pytest.raises(RunStoreError, match="not a run folder"):
        pack_run(tmp_path)


def test_pack_and_unpack_commands(tmp_path: Path) -> None:
    folder = _run(tmp_path)
    packed = CliRunner().invoke(cli, ["pack", str(folder), "--remove"])
    assert packed.exit_code == 0 and "removed the folder" in packed.output
    unpacked = CliRunner().invoke(cli, ["unpack", str(tmp_path / "run.tar.gz")])
    assert unpacked.exit_code == 0 and (folder / "manifest.json").is_file()


def test_the_python_api_loads_a_packed_run(tmp_path: Path) -> None:
    import mathloop

    folder = _run(tmp_path)
    expected = mathloop.load(folder).accuracy()
    archive = pack_run(folder, remove=True)
    assert mathloop.load(archive).accuracy() == expected == {"a": 0.5, "b": 0.8}


def test_an_unfinished_packed_run_says_to_unpack_before_resuming(tmp_path: Path) -> None:
    folder = _run(tmp_path)
    manifest = json.loads((folder / "manifest.json").read_text())
    (folder / "manifest.json").write_text(json.dumps({**manifest, "finished_at": None}))
    archive = pack_run(folder, remove=True)
    assert f"(mathloop unpack {archive}, then mathloop resume {folder} continues it)" in _report(
        archive
    )


def test_a_folder_of_runs_names_them_instead(tmp_path: Path) -> None:
    for name in ("math", "gsm8k"):
        write_run(tmp_path / "exp" / name, paired_ten())
    (tmp_path / "exp" / "old.tar.gz").write_bytes(b"")
    (tmp_path / "exp" / "notes").mkdir()
    expected = (
        f"{tmp_path / 'exp'} is not a run folder but holds 3: {tmp_path / 'exp' / 'gsm8k'} "
        f"{tmp_path / 'exp' / 'math'} {tmp_path / 'exp' / 'old.tar.gz'}; name the ones you mean"
    )
    with pytest.raises(RunStoreError) as refused:
        load_runs([tmp_path / "exp"])
    assert str(refused.value) == expected
    with pytest.raises(RunStoreError, match="no such folder"):
        RunStore(tmp_path / "nowhere").require()


def test_the_search_for_runs_skips_hidden_folders_and_stops_at_a_depth(tmp_path: Path) -> None:
    write_run(tmp_path / ".venv" / "lib" / "run", paired_ten())
    write_run(tmp_path / "a" / "b" / "c" / "run", paired_ten())
    assert runs_inside(tmp_path) == [tmp_path / "a" / "b" / "c" / "run"]
    assert runs_inside(tmp_path, depth=3) == []
