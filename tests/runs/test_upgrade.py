"""``mathloop upgrade``: an older manifest's machine paths made portable and its record
completed; the run still resumes and reads as before. ``mathloop resume`` reads the resolved
record alone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from helpers import fenced, scripted_runs
from mathloop.cli.main import cli
from mathloop.runs.migrations import SCHEMA
from mathloop.runs.storage.archive import pack_run
from mathloop.runs.storage.reader import open_run

_SERVER = ["--backend", "openai", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"]


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch) -> None:
    scripted_runs(monkeypatch, fenced('print("RESULT: 7")'))


@pytest.fixture
def new_run(tmp_path: Path, scripted: None, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A run of a file in a data folder (``MATHLOOP_DATA_DIR``), made from ``project/``,
    with one of its two results left to do."""
    shared = tmp_path / "shared-data"
    (shared / "mine").mkdir(parents=True)
    data = shared / "mine" / "problems.jsonl"
    rows = [{"q": f"What is {i} + 7?", "a": "7"} for i in range(2)]
    data.write_text("".join(json.dumps(row) + "\n" for row in rows))
    (tmp_path / "cache" / "models").mkdir(parents=True)
    monkeypatch.setenv("MATHLOOP_DATA_DIR", str(shared))
    monkeypatch.setenv("MATHLOOP_CACHE", str(tmp_path / "cache"))
    project = tmp_path / "project"
    project.mkdir()
    monkeypatch.chdir(project)
    args = ["run", "--benchmark", "jsonl", "--data", str(data), "--question-field", "q"]
    args += ["--answer-field", "a", "--methods", "pot", *_SERVER, "--out", "runs/r", "--quiet"]
    assert CliRunner().invoke(cli, args).exit_code == 0
    run = project / "runs" / "r"
    ledger = run / "results.jsonl"
    ledger.write_text(ledger.read_text().splitlines(keepends=True)[0])
    return run


@pytest.fixture
def old_run(new_run: Path, tmp_path: Path) -> Path:
    """The same run with this machine's paths in its manifest, as manifests had before."""
    data = tmp_path / "shared-data" / "mine" / "problems.jsonl"
    manifest = json.loads((new_run / "manifest.json").read_text())
    manifest["cwd"] = str(tmp_path / "project")
    manifest["data"]["path"] = str(data)
    manifest["model"] = {"backend": "llamacpp", "path": str(tmp_path / "cache/models/m.gguf")}
    manifest["run"]["data"] = str(data)
    (new_run / "manifest.json").write_text(json.dumps(manifest))
    return new_run


def _strings(value: object) -> list[str]:
    if isinstance(value, dict):
        return [text for item in value.values() for text in _strings(item)]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item)]
    return [value] if isinstance(value, str) else []


def test_a_new_manifest_names_no_folder_of_the_machine_and_resumes_from_elsewhere(
    new_run: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Data in a data folder is recorded by its place there, the working directory relative
    to the run, and a resume from another directory finds both again."""
    manifest = json.loads((new_run / "manifest.json").read_text())
    assert manifest["cwd"] == "../.."
    portable = "$MATHLOOP_DATA_DIR/mine/problems.jsonl"
    assert manifest["run"]["data"] == manifest["data"]["path"] == portable
    assert not [s for s in _strings(manifest) if s.startswith(str(tmp_path))]
    monkeypatch.chdir(tmp_path)
    resumed = CliRunner().invoke(cli, ["resume", "project/runs/r", "--quiet"])
    assert resumed.exit_code == 0, resumed.output
    assert len(open_run(new_run).read_standing()) == 2


def test_upgrade_makes_every_machine_path_portable_and_the_run_resumes(
    old_run: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = CliRunner().invoke(cli, ["upgrade", str(old_run)])
    assert result.exit_code == 0, result.output
    assert "4 change(s)" in result.output
    assert f"cwd: {tmp_path / 'project'} -> ../.." in result.output
    manifest = json.loads((old_run / "manifest.json").read_text())
    assert manifest["cwd"] == "../.."
    portable = "$MATHLOOP_DATA_DIR/mine/problems.jsonl"
    assert manifest["data"]["path"] == manifest["run"]["data"] == portable
    assert manifest["model"]["path"] == "$MATHLOOP_CACHE/models/m.gguf"
    again = CliRunner().invoke(cli, ["upgrade", str(old_run)])
    assert "already upgraded" in again.output
    monkeypatch.chdir(tmp_path)
    resumed = CliRunner().invoke(cli, ["resume", str(old_run.relative_to(tmp_path)), "--quiet"])
    assert resumed.exit_code == 0, resumed.output
    assert len(open_run(old_run).read_standing()) == 2


def test_a_dry_run_writes_nothing(old_run: Path) -> None:
    before = (old_run / "manifest.json").read_text()
    result = CliRunner().invoke(cli, ["upgrade", str(old_run), "--dry-run"])
    assert "4 change(s) (dry run: nothing written)" in result.output
    assert (old_run / "manifest.json").read_text() == before


def test_a_packed_run_is_upgraded_in_place(old_run: Path) -> None:
    archive = pack_run(old_run, remove=True)
    result = CliRunner().invoke(cli, ["upgrade", str(archive)])
    assert result.exit_code == 0, result.output
    manifest = open_run(archive).read_manifest()
    assert manifest["cwd"] == "../.."  # from the folder the archive unpacks to
    assert manifest["data"]["path"] == "$MATHLOOP_DATA_DIR/mine/problems.jsonl"
    assert len(open_run(archive).read_standing()) == 1


def test_resume_reads_the_resolved_record_alone(
    tmp_path: Path, scripted: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without what the user typed (``command``), the run comes back whole from its ``run``
    block: its preset's values, its --set pairs, how it was carried out."""
    from mathloop.runs.configuration.resume import resumption

    rows = [{"q": f"What is {i} + 7?", "a": "7"} for i in range(2)]
    (tmp_path / "p.jsonl").write_text("".join(json.dumps(row) + "\n" for row in rows))
    monkeypatch.chdir(tmp_path)
    args = ["run", "--benchmark", "jsonl", "--data", "p.jsonl", "--question-field", "q"]
    args += ["--answer-field", "a", "--methods", "pot,cot", *_SERVER, "--out", "r", "--quiet"]
    args += ["--preset", "relay-essay-strict", "--set", "pot.max_retries=1"]
    args += ["--concurrency", "2", "--problem-timeout", "90"]
    assert CliRunner().invoke(cli, args).exit_code == 0
    run = tmp_path / "r"
    ledger = run / "results.jsonl"
    ledger.write_text(ledger.read_text().splitlines(keepends=True)[0])
    manifest = json.loads((run / "manifest.json").read_text())
    del manifest["command"]
    (run / "manifest.json").write_text(json.dumps(manifest))
    config = resumption(run).config
    assert config.methods == ("pot", "cot") and config.preset == "relay-essay-strict"
    assert config.policy == "strict" and config.allow_imports == ()  # the preset's, recorded
    assert config.settings["pot"]["max_retries"] == 1
    assert config.concurrency == 2 and config.problem_timeout == 90
    assert config.backend.base_url == "http://127.0.0.1:9/v1"
    resumed = CliRunner().invoke(cli, ["resume", "r", "--quiet"])
    assert resumed.exit_code == 0, resumed.output
    assert len(open_run(run).read_standing()) == 4


def _as_schema_1(manifest: dict[str, Any]) -> dict[str, Any]:
    """A schema 3 manifest as schema 1 recorded the same run before ``operation`` (issue 39)
    and before pot's ``anti_repeat`` (issue 26): ``settings`` and what the user typed."""
    old = {k: v for k, v in manifest.items() if k not in ("schema", "run", "prompts")}
    run = manifest["run"]
    lists = ("ids", "subjects", "levels", "years")
    settings = {k: run[k] for k in ("benchmark", "data", "seed", "limit", "policy", "per_bin")}
    settings |= {k: ",".join(map(str, run[k])) or None for k in lists}
    settings |= {"allow_imports": ",".join(run["allow_imports"]), "prompts": manifest["prompts"]}
    volatile = ("timeout_s", "endpoint_concurrency", "retry", "batch_sequences")
    settings["backend"] = {k: v for k, v in run["backend"].items() if k not in volatile}
    pot = {k: v for k, v in run["settings"]["pot"].items() if k != "anti_repeat"}
    settings["methods"] = {"pot": pot}
    settings |= {
        k: run[k] for k in ("question_field", "answer_field", "id_field", "python_timeout")
    }
    typed = {"benchmark": run["benchmark"], "methods": ["pot"], "concurrency": 3}
    return {**old, "version": 1, "settings": settings, "config": typed}


def test_a_schema_1_record_resumes_and_upgrade_writes_todays_schema(
    new_run: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A record from before ``operation`` and before a method setting existed resumes as it
    ran; ``mathloop upgrade`` writes what every reader sees: the setting at the value the
    run ran under, the operation its config gave, one ``run`` block."""
    path = new_run / "manifest.json"
    path.write_text(json.dumps(_as_schema_1(json.loads(path.read_text()))))
    monkeypatch.chdir(tmp_path)
    upgraded = CliRunner().invoke(cli, ["upgrade", str(new_run), "--dry-run"])
    assert "operation: recorded from its recorded config" in upgraded.output
    assert "run.settings.pot: recorded anti_repeat" in upgraded.output
    assert f"schema: 1 -> {SCHEMA}" in upgraded.output
    assert json.loads(path.read_text())["version"] == 1  # a dry run writes nothing
    resumed = CliRunner().invoke(cli, ["resume", str(new_run), "--quiet"])
    assert resumed.exit_code == 0, resumed.output
    assert len(open_run(new_run).read_standing()) == 2
    written = json.loads(path.read_text())  # a resume writes today's schema too
    assert written["schema"] == SCHEMA and "settings" not in written and "config" not in written
    assert written["run"]["settings"]["pot"]["anti_repeat"] is False  # as it ran
    assert written["run"]["concurrency"] == 3 and written["run"]["backend"]["timeout_s"] == 600.0
    again = CliRunner().invoke(cli, ["upgrade", str(new_run)])
    assert "already upgraded" in again.output


def test_a_relative_path_into_a_data_folder_is_recorded_by_its_place_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``../shared/data/...`` names a folder beside one checkout only; any other relative
    path stays as typed."""
    from mathloop.runs.storage.portable import local_path, portable_path

    shared = tmp_path / "shared-data"
    (shared / "mine").mkdir(parents=True)
    (shared / "mine" / "p.jsonl").write_text("{}\n")
    monkeypatch.setenv("MATHLOOP_DATA_DIR", str(shared))
    project = tmp_path / "project"
    project.mkdir()
    recorded = portable_path("../shared-data/mine/p.jsonl", base=project)
    assert recorded == "$MATHLOOP_DATA_DIR/mine/p.jsonl"
    assert local_path(recorded, base=tmp_path) == shared / "mine" / "p.jsonl"
    assert portable_path("data/p.jsonl", base=project) == "data/p.jsonl"
    assert portable_path(recorded, base=project) == recorded
