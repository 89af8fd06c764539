"""Packed runs: ``mathloop pack`` writes one deterministic zip; every reader opens it in place."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from mathloop.cli.main import cli
from mathloop.errors import RunStoreError
from mathloop.report import load_runs
from mathloop.runs import RunStore
from mathloop.runs.storage.archive import archive_members, pack_run, unpack_run
from mathloop.runs.storage.reader import ArchiveRun, open_run
from mathloop.runs.storage.store import runs_inside
from report_stores import P, paired_ten, write_run


def _run(tmp_path: Path) -> Path:
    return write_run(tmp_path / "run", paired_ten())


def _relay_run(tmp_path: Path) -> Path:
    problems = [P("q1", "relay_python", True), P("q1", "pot", False), P("q2", "relay_python", None)]
    return write_run(tmp_path / "relay", problems)


def _files(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()
    }


def _invoke(*words: str) -> str:
    result = CliRunner().invoke(cli, list(words), terminal_width=200)
    assert result.exit_code == 0, result.output
    return result.output


def test_the_report_of_a_packed_run_is_the_report_of_its_folder(tmp_path: Path) -> None:
    folder = _run(tmp_path)
    expected = _invoke("report", str(folder))
    archive = pack_run(folder, remove=True)
    assert archive.name == "run.zip" and not folder.exists()
    assert _invoke("report", str(archive)) == expected


def test_every_reader_reads_an_archive_as_its_folder(tmp_path: Path) -> None:
    folder = _relay_run(tmp_path)
    other = write_run(tmp_path / "other", [P("q1", "relay_python", False)])
    words = [
        ("show", "{}", "q1", "--method", "relay_python"),
        ("export-traces", "{}"),
        ("compare", "{}", str(other)),
        ("status", "{}"),
    ]
    before = [_invoke(*(w.format(folder) for w in command)) for command in words]
    archive = pack_run(folder, remove=True)
    after = [_invoke(*(w.format(archive) for w in command)) for command in words]
    assert [text.replace(str(archive), str(folder)) for text in after] == [
        *before[:3],
        before[3].replace(": finished", ": packed, finished"),
    ]


def test_a_reader_never_extracts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    archive = pack_run(_relay_run(tmp_path), remove=True)
    monkeypatch.setattr(zipfile.ZipFile, "extractall", None)
    monkeypatch.setattr(zipfile.ZipFile, "extract", None)
    assert "q1" in _invoke("show", str(archive), "q1", "--method", "pot")


def test_packing_twice_gives_the_same_bytes(tmp_path: Path) -> None:
    folder = _run(tmp_path)
    first = pack_run(folder).read_bytes()
    (folder / "manifest.json").touch()  # a new mtime changes nothing
    assert pack_run(folder).read_bytes() == first


def test_the_archive_holds_traces_and_leaves_the_essay_view_out(tmp_path: Path) -> None:
    folder = _relay_run(tmp_path)
    assert (folder / "problems/q1/relay_python/final_report.json").is_file()
    assert (folder / "problems/q1/relay_python/attempt_01/model_response.md").is_file()
    assert sorted(p.name for p in (folder / "problems/q1/pot").iterdir()) == ["trace.json"]
    names = archive_members(folder)
    assert names == [
        "manifest.json",
        "problems/q1/pot/trace.json",
        "problems/q1/relay_python/trace.json",
        "problems/q2/relay_python/trace.json",
        "results.jsonl",
    ]
    with zipfile.ZipFile(pack_run(folder)) as archive:
        assert archive.namelist() == names
        assert {i.compress_type for i in archive.infolist()} == {zipfile.ZIP_DEFLATED}


def test_unpack_restores_the_files_and_the_essay_layout_restores_the_view(
    tmp_path: Path,
) -> None:
    folder = _relay_run(tmp_path)
    written = _files(folder)
    archive = pack_run(folder, remove=True)
    restored = unpack_run(archive)
    assert restored == folder
    assert _files(folder) == {name: written[name] for name in archive_members(folder)}
    with pytest.raises(RunStoreError, match="already exists"):
        unpack_run(archive)
    essay = unpack_run(archive, into=tmp_path / "essay", layout="essay")
    assert _files(essay) == written


def test_the_unpacked_folder_resumes_as_a_run(tmp_path: Path) -> None:
    folder = _run(tmp_path)
    records = RunStore(folder).load_results()
    restored = unpack_run(pack_run(folder, remove=True))
    assert RunStore(restored).load_results() == records


def test_a_member_outside_the_run_is_refused(tmp_path: Path) -> None:
    archive = tmp_path / "run.zip"
    with zipfile.ZipFile(archive, "w") as bad:
        bad.writestr("manifest.json", "{}")
        bad.writestr("../evil.txt", "x")
    with pytest.raises(RunStoreError, match="outside the run"):
        unpack_run(archive, into=tmp_path / "out")
    assert not (tmp_path / "evil.txt").exists() and not (tmp_path / "out" / "run").exists()


def test_a_damaged_archive_is_one_clear_error(tmp_path: Path) -> None:
    archive = pack_run(_run(tmp_path), remove=True)
    archive.write_bytes(archive.read_bytes()[:200])
    with pytest.raises(RunStoreError, match=r"run\.zip: unreadable packed run"):
        ArchiveRun(archive).read_manifest()
    result = CliRunner().invoke(cli, ["report", str(archive)])
    assert result.exit_code != 0 and "unreadable packed run" in str(result.exception)


def test_a_corrupt_member_names_the_member(tmp_path: Path) -> None:
    folder = write_run(tmp_path / "run", [P("q1", "a", True)])
    archive = pack_run(folder, remove=True)
    raw = bytearray(archive.read_bytes())
    at = raw.index(b"problems/q1/a/trace.json") + len("problems/q1/a/trace.json") + 8
    raw[at] ^= 0xFF  # a byte of the compressed trace
    archive.write_bytes(bytes(raw))
    reader = ArchiveRun(archive)
    with pytest.raises(RunStoreError, match=r"problems/q1/a/trace\.json"):
        reader.read_bytes("problems/q1/a/trace.json")


def test_a_folder_that_is_not_a_run_is_not_packed(tmp_path: Path) -> None:
    with pytest.raises(RunStoreError, match="not a run folder"):
        pack_run(tmp_path)


def test_pack_and_unpack_commands(tmp_path: Path) -> None:
    folder = _relay_run(tmp_path)
    packed = _invoke("pack", str(folder), "--remove")
    assert "3 traces" in packed and "removed the folder" in packed
    _invoke("unpack", str(tmp_path / "relay.zip"), "--layout", "essay")
    assert (folder / "problems/q1/relay_python/attempt_01/prompt.md").is_file()


def test_the_python_api_loads_a_packed_run(tmp_path: Path) -> None:
    import mathloop

    folder = _run(tmp_path)
    expected = mathloop.load(folder).accuracy()
    archive = pack_run(folder, remove=True)
    assert mathloop.load(archive).accuracy() == expected == {"a": 0.5, "b": 0.8}
    assert len(mathloop.load(archive).to_pandas()) == 20


def test_an_unfinished_packed_run_says_to_unpack_before_resuming(tmp_path: Path) -> None:
    folder = _run(tmp_path)
    manifest = json.loads((folder / "manifest.json").read_text())
    (folder / "manifest.json").write_text(json.dumps({**manifest, "finished_at": None}))
    archive = pack_run(folder, remove=True)
    hint = f"(mathloop unpack {archive}, then mathloop resume {folder} continues it)"
    assert hint in _invoke("report", str(archive))


def test_a_folder_of_runs_names_them_instead(tmp_path: Path) -> None:
    for name in ("math", "gsm8k"):
        write_run(tmp_path / "exp" / name, paired_ten())
    (tmp_path / "exp" / "old.zip").write_bytes(b"")
    (tmp_path / "exp" / "notes").mkdir()
    expected = (
        f"{tmp_path / 'exp'} is not a run folder but holds 3: {tmp_path / 'exp' / 'gsm8k'} "
        f"{tmp_path / 'exp' / 'math'} {tmp_path / 'exp' / 'old.zip'}; name the ones you mean"
    )
    with pytest.raises(RunStoreError) as refused:
        load_runs([tmp_path / "exp"])
    assert str(refused.value) == expected
    with pytest.raises(RunStoreError, match="no such run folder"):
        open_run(tmp_path / "nowhere").require()


def test_the_search_for_runs_skips_hidden_folders_and_stops_at_a_depth(tmp_path: Path) -> None:
    write_run(tmp_path / ".venv" / "lib" / "run", paired_ten())
    write_run(tmp_path / "a" / "b" / "c" / "run", paired_ten())
    assert runs_inside(tmp_path) == [tmp_path / "a" / "b" / "c" / "run"]
    assert runs_inside(tmp_path, depth=3) == []


def test_a_packed_run_is_not_run_over_or_resumed_in_place(tmp_path: Path) -> None:
    from mathloop.runs.configuration.resume import resumption
    from mathloop.runs.execution.engine import ensure_empty_or_run

    archive = pack_run(_run(tmp_path), remove=True)
    with pytest.raises(RunStoreError, match=r"holds this run packed; mathloop unpack"):
        ensure_empty_or_run(RunStore(tmp_path / "run"))
    with pytest.raises(RunStoreError, match=r"is a packed run; mathloop unpack"):
        resumption(archive)


def test_a_folder_packed_since_is_read_from_its_archive(tmp_path: Path) -> None:
    folder = _run(tmp_path)
    expected = _invoke("report", str(folder))
    pack_run(folder, remove=True)
    assert _invoke("report", str(folder)) == expected
    assert isinstance(open_run(folder), ArchiveRun)


def test_a_record_holding_a_line_separator_reads_back_from_the_archive(tmp_path: Path) -> None:
    folder = write_run(tmp_path / "run", [P("q1", "a", False, answer="x\u2028y\x85z")])
    records = RunStore(folder).load_results()
    archive = pack_run(folder, remove=True)
    assert ArchiveRun(archive).read_standing() == records
    assert records[0].answer == "x\u2028y\x85z"
