"""``--preset``: a seed's settings reach the manifest, every trace and final_report.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from helpers import fenced, scripted_runs
from mathloop import presets as _presets
from mathloop.cli.main import cli
from mathloop.errors import ConfigError
from mathloop.methods import create_method
from mathloop.methods.prompts import prompt_hashes
from mathloop.presets import PRESETS, get_preset
from mathloop.runs.configuration.environment import source_commit
from mathloop.runs.migrations.method_settings import SETTINGS_SINCE as SINCE

_SERVER = ["--backend", "openai", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"]


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every run in this module talks to a script: a program that submits ``RESULT: 7``."""
    scripted_runs(monkeypatch, fenced('print("RESULT: 7")'))


def _run(out: Path, *extra: str) -> Any:
    args = ["run", "--benchmark", "samples", "--limit", "1", "--methods", "relay_python"]
    return CliRunner().invoke(cli, [*args, *_SERVER, "--out", str(out), "--quiet", *extra])


def test_every_preset_builds_every_method_it_names() -> None:
    for preset in PRESETS.values():
        for method in preset.methods:
            spec = create_method(method, preset.method_overrides(method)).spec
            for key, value in preset.method_overrides(method).items():
                assert getattr(spec, key) == value, (preset.name, method, key)


def test_unknown_preset_names_the_known_ones() -> None:
    with pytest.raises(ConfigError, match="relay-essay"):
        get_preset("relay-paper")


def test_flags_and_set_pairs_win_over_the_preset() -> None:
    options = {"preset": "relay-essay", "policy": "default", "python_timeout": 30.0}
    overrides = {"relay_python": {"max_attempts": 3}}
    given = {"python_timeout"}.__contains__
    merged, methods = _presets.apply_preset(options, overrides, explicit=given)
    assert merged["policy"] == "strict"  # not given: the preset's
    assert merged["python_timeout"] == 30.0  # given on the command line: the user's
    assert methods["relay_python"]["max_attempts"] == 3
    assert methods["relay_python"]["include_previous_code"] is False
    assert methods["one_shot_python"]["num_predict"] == 12_500


def test_a_vote_among_the_methods_takes_the_presets_settings_of_its_voters() -> None:
    options = {"preset": "iipc-paper"}
    overrides = {"vote(pot, n=3)": {"seed": 7}}
    methods = ("vote(pot, n=3)", "vote(iipc)", "cot")
    _, settings = _presets.apply_preset(options, overrides, methods=methods)
    pot = get_preset("iipc-paper").method_overrides("pot")
    voters = settings["vote(pot, n=3)"]["inner"]
    assert voters == {key: value for key, value in pot.items() if key != "temperature"}
    assert voters["runner_diagnostics"] is False  # the seed's program loop, in every voter
    assert settings["vote(pot, n=3)"]["seed"] == 7  # what the user set stays beside it
    assert "inner" in settings["vote(iipc)"]
    assert "inner" not in settings["cot"]


def test_no_preset_changes_nothing() -> None:
    options = {"preset": None, "policy": "default"}
    assert _presets.apply_preset(options, {}) == (options, {})


def test_the_relay_essay_preset_is_recorded_everywhere(tmp_path: Path, scripted: None) -> None:
    out = tmp_path / "run"
    result = _run(out, "--preset", "relay-essay", "--set", "relay_python.max_attempts=4")
    assert result.exit_code == 0, result.output
    settings = json.loads((out / "manifest.json").read_text())["run"]
    assert settings["preset"] == "relay-essay"
    assert settings["policy"] == "strict"
    assert settings["python_timeout"] == 15.0
    assert settings["allow_imports"] == ["sympy"]  # the saved run's trace imports sympy
    relay = settings["settings"]["relay_python"]
    assert relay["prompt_set"] == "essay"
    assert relay["include_previous_code"] is False
    assert relay["temperature"] == 0.8
    assert relay["stop_after_code_block"] is False
    assert relay["runner_diagnostics"] is False
    assert relay["label_execution_timeout"] is False
    assert relay["label_undecided_result"] is False
    assert relay["max_attempts"] == 4  # --set wins
    traces = list(out.glob("problems/*/relay_python/trace.json"))
    reports = list(out.glob("problems/*/relay_python/final_report.json"))
    assert traces and reports
    assert json.loads(traces[0].read_text())["preset"] == "relay-essay"
    assert json.loads(reports[0].read_text())["preset"] == "relay-essay"


def test_a_run_cannot_resume_under_another_preset(tmp_path: Path, scripted: None) -> None:
    out = tmp_path / "run"
    assert _run(out).exit_code == 0
    again = _run(out, "--preset", "relay-essay")
    assert again.exit_code != 0
    assert "preset: None -> 'relay-essay'" in str(again.exception)


def test_the_manifest_freezes_prompts_and_names_the_commit(tmp_path: Path, scripted: None) -> None:
    out = tmp_path / "run"
    assert _run(out).exit_code == 0
    manifest = json.loads((out / "manifest.json").read_text())
    hashes = manifest["prompts"]["relay_python"]
    assert set(hashes) == {
        "relay_python.system.txt",
        "relay_python.user.txt",
        "relay_python.continue.txt",
    }
    assert "commit" in manifest  # None outside a git checkout
    manifest["prompts"]["relay_python"]["relay_python.user.txt"] = "0" * 16
    (out / "manifest.json").write_text(json.dumps(manifest))
    again = _run(out)
    assert again.exit_code != 0
    assert "prompts" in str(again.exception)


def test_a_resume_by_other_code_keeps_the_earlier_commit(tmp_path: Path, scripted: None) -> None:
    out = tmp_path / "run"
    assert _run(out).exit_code == 0
    manifest = json.loads((out / "manifest.json").read_text())
    manifest["commit"] = "0123abc"
    (out / "manifest.json").write_text(json.dumps(manifest))
    assert _run(out).exit_code == 0  # finished, nothing to do: the manifest stays as it was
    assert json.loads((out / "manifest.json").read_text()) == manifest
    ledger = out / "results.jsonl"
    ledger.write_text("".join(ledger.read_text().splitlines(keepends=True)[:-1]))
    assert _run(out).exit_code == 0  # the last problem solved again, by this code
    resumed = json.loads((out / "manifest.json").read_text())
    assert resumed["earlier_commits"] == ["0123abc"]
    assert resumed["commit"] == source_commit()


def test_a_run_made_before_prompts_were_recorded_still_resumes(
    tmp_path: Path, scripted: None
) -> None:
    out = tmp_path / "run"
    assert _run(out).exit_code == 0
    manifest = json.loads((out / "manifest.json").read_text())
    del manifest["prompts"]
    (out / "manifest.json").write_text(json.dumps(manifest))
    assert _run(out).exit_code == 0, _run(out).output


def test_resume_rebuilds_the_run_from_its_recorded_config(tmp_path: Path, scripted: None) -> None:
    out = tmp_path / "run"
    assert (
        _run(out, "--preset", "relay-essay", "--set", "relay_python.max_attempts=2").exit_code == 0
    )
    ledger = out / "results.jsonl"
    lines = ledger.read_text().splitlines()
    ledger.write_text("")  # the problem is solved again on resume
    resumed = CliRunner().invoke(cli, ["resume", str(out), "--concurrency", "2"])
    assert resumed.exit_code == 0, resumed.output
    assert "1 solved now, 0 already done" in resumed.output
    assert len(ledger.read_text().splitlines()) == len(lines)
    settings = json.loads((out / "manifest.json").read_text())["run"]
    assert settings["policy"] == "strict" and settings["concurrency"] == 1  # as first recorded
    assert settings["settings"]["relay_python"]["max_attempts"] == 2


def test_a_judge_that_is_the_runs_own_model_is_named_at_the_start(
    tmp_path: Path, scripted: None
) -> None:
    result = _run(tmp_path / "run", "--judge")
    assert result.exit_code == 0, result.output
    assert "judge: the run's own model (" in result.stderr
    (line,) = [line for line in result.stderr.splitlines() if line.startswith("judge:")]
    assert line.endswith("measures a judge)")  # one line in a log, not cut at 80 columns
    assert "judge:" not in _run(tmp_path / "other").stderr


def _as_before_issue_28(out: Path) -> None:
    """Rewrite the manifest of a ``relay-essay`` run as the old preset recorded it: the
    strict list, mathloop's prompt files, no setting added since; the last record dropped."""
    manifest = json.loads((out / "manifest.json").read_text())
    run = manifest["run"]
    run["allow_imports"] = []
    relay = run["settings"]["relay_python"]
    run["settings"]["relay_python"] = {k: v for k, v in relay.items() if k not in SINCE}
    manifest["prompts"]["relay_python"] = prompt_hashes("relay_python")
    (out / "manifest.json").write_text(json.dumps(manifest))
    ledger = out / "results.jsonl"
    ledger.write_text("".join(ledger.read_text().splitlines(keepends=True)[:-1]))


def test_a_folder_of_the_old_relay_essay_resumes_under_the_strict_list(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    backend = scripted_runs(monkeypatch, fenced('print("RESULT: 7")'))
    out = tmp_path / "run"
    assert _run(out, "--preset", "relay-essay").exit_code == 0
    _as_before_issue_28(out)
    again = _run(out, "--preset", "relay-essay")  # today's relay-essay is another run
    assert again.exit_code != 0
    assert "allow_imports: [] -> ['sympy']" in str(again.exception)
    before = len(backend.calls)
    resumed = CliRunner().invoke(cli, ["resume", str(out)])
    assert resumed.exit_code == 0, resumed.output
    system = backend.calls[before][0].content
    assert "You may import only: collections, functools, itertools, math, operator." in system
    assert "(for example with sympy)" in system  # the prompt files it ran with
    trace = json.loads(next(out.glob("problems/*/relay_python/trace.json")).read_text())
    assert trace["preset"] == "relay-essay"
    assert trace["spec"]["prompt_set"] == "mathloop"
    assert trace["spec"]["anti_repeat"] is False


def test_the_saved_run_and_the_strict_preset_differ_only_in_sympy(
    tmp_path: Path, scripted: None
) -> None:
    saved, strict = tmp_path / "saved", tmp_path / "strict"
    assert _run(saved, "--preset", "relay-essay").exit_code == 0
    assert _run(strict, "--preset", "relay-essay-strict").exit_code == 0
    a = json.loads((saved / "manifest.json").read_text())["run"]
    b = json.loads((strict / "manifest.json").read_text())["run"]
    assert (a["allow_imports"], b["allow_imports"]) == (["sympy"], [])
    prompts = [
        json.loads((run / "manifest.json").read_text())["prompts"] for run in (saved, strict)
    ]
    assert a["settings"] == b["settings"] and prompts[0] == prompts[1]
    assert set(prompts[0]["relay_python"]) == {
        "essay.relay_python.system.txt",
        "essay.relay_python.user.txt",
        "essay.relay_python.continue.txt",
    }
    assert {k for k in a if a[k] != b[k]} == {"allow_imports", "preset"}
