"""Every manifest mathloop wrote reads in today's schema (issue 55): the steps one by one, the
method settings added since, and a real manifest of each older schema resumed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mathloop
from data_files import data_file
from helpers import fenced, scripted_runs
from mathloop.errors import ConfigError, RunStoreError
from mathloop.llm import ScriptedBackend
from mathloop.methods import create_method
from mathloop.methods.base import spec_dict
from mathloop.runs.configuration.planning import plan_config
from mathloop.runs.configuration.record import config_of_record
from mathloop.runs.configuration.resume import resumption
from mathloop.runs.execution.engine import manifest_record
from mathloop.runs.migrations import SCHEMA, migrate, schema_of
from mathloop.runs.migrations.method_settings import (
    SETTINGS_SINCE,
    before_values,
    completed_spec,
    spec_differences,
)
from mathloop.runs.migrations.steps import one_run_block, record_operation
from mathloop.runs.storage.reader import open_run

ROOT = Path(__file__).resolve().parents[2]
BEFORE_OPERATION = (
    Path(__file__).parent / "manifests" / "schema1-relay-math500-before-operation.json"
)
"""``results/relay-math500/run.zip``'s manifest as commit bb670fa9 published it: schema 1
before ``operation``, with the settings retired in issue 39 and none of those added since
issue 26."""
WITH_OPERATION = ROOT / "results" / "relay-math500" / "run.zip"
"""The same run as published today: schema 1 with ``operation`` (what upgrade wrote)."""


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch) -> None:
    scripted_runs(monkeypatch, fenced('print("RESULT: 7")'))
    monkeypatch.setattr(
        "mathloop.runs.configuration.environment.environment_info", lambda settings: {}
    )


def _old_manifest() -> dict[str, object]:
    loaded: dict[str, object] = json.loads(BEFORE_OPERATION.read_text())
    return loaded


@pytest.mark.data("math500/test.jsonl")
@pytest.mark.parametrize("schema", ["before operation", "with operation"])
def test_a_real_manifest_of_each_older_schema_resumes_as_it_ran(
    schema: str, tmp_path: Path, scripted: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A copy of the relay-essay cell's real manifest, ledger emptied and unfinished, resumes:
    the rebuilt run matches the migrated record setting for setting (the strict allowlist
    of its time, not today's relay-essay), and the manifest is written in today's schema."""
    data_file("math500/test.jsonl")
    if schema == "before operation":
        manifest = _old_manifest()
    else:
        manifest = open_run(WITH_OPERATION).read_manifest(as_written=True)
    assert schema_of(manifest) == 1
    run = tmp_path / "results" / "relay-math500" / "run"  # where its cwd, ../../.., leads
    run.mkdir(parents=True)
    (run / "manifest.json").write_text(json.dumps({**manifest, "finished_at": None}))
    (run / "results.jsonl").write_text("")
    monkeypatch.chdir(tmp_path)
    config = resumption(run).config
    assert config.preset == "relay-essay" and config.policy == "strict"
    assert config.allow_imports == () and config.limit == 100
    relay = config.settings["relay_python"]
    assert "answer_submission_policy" not in relay  # retired in issue 39
    assert relay["anti_repeat"] is False and relay["prompt_set"] == "mathloop"  # as it ran
    assert "sympy" not in resumption(run).plan().ctx.policy.allowed_imports
    assert config.backend.batch_sequences == 1  # recorded before the setting: how it ran
    with pytest.raises(RunStoreError, match=r"backend\.batch_sequences: 1 -> 2"):
        mathloop.resume(run, batch_sequences=2)
    mathloop.resume(run, max_run_tokens=1)  # one result, then the budget stops it
    written = json.loads((run / "manifest.json").read_text())
    assert written["schema"] == SCHEMA and "settings" not in written
    assert written["run"]["settings"]["relay_python"] == relay
    assert len(open_run(run).read_standing()) >= 1


@pytest.mark.data("math500/test.jsonl")
def test_the_migrated_record_plans_back_to_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data_file("math500/test.jsonl")
    scripted_runs(monkeypatch, backend=ScriptedBackend([]))
    monkeypatch.setattr(
        "mathloop.runs.configuration.environment.environment_info", lambda settings: {}
    )
    manifest = migrate(_old_manifest()).manifest
    plan = plan_config(config_of_record(tmp_path / "run", manifest))
    planned = manifest_record(plan)["run"]
    for key, value in manifest["run"].items():
        if key == "backend":  # the retry policy, the library's, was not recorded then
            planned[key] = {k: v for k, v in planned[key].items() if k in value}
        assert json.loads(json.dumps(planned[key])) == value, key


def test_step_1_records_operation_from_the_config_or_the_defaults() -> None:
    manifest = {
        "version": 1,
        "settings": {"backend": {"backend": "llamacpp"}, "methods": {}},
        "config": {"concurrency": 4, "timeout_s": 60, "quiet": True},
    }
    changes = record_operation(manifest)
    assert manifest["operation"] == {"concurrency": 4, "backend": {"timeout_s": 60}}
    assert manifest["settings"]["backend"]["batch_sequences"] == 1  # how it ran
    assert changes == [
        "settings.backend: recorded batch_sequences (the default it ran as)",
        "operation: recorded from its recorded config",
    ]
    bare = {"version": 1, "settings": {"methods": {}}}
    assert record_operation(bare) == ["operation: recorded from the defaults (no config recorded)"]
    quiet = {"settings": {}, "operation": {"quiet": True, "concurrency": 2}}
    assert record_operation(quiet) == [] and quiet["operation"] == {"concurrency": 2}


def test_step_2_makes_one_run_block_of_typed_fields() -> None:
    manifest = {
        "version": 1,
        "settings": {
            "benchmark": "math",
            "levels": "4,5",
            "ids": None,
            "allow_imports": "",
            "backend": {"backend": "llamacpp", "model": "m", "base_url": None, "retry": {}},
            "methods": {"pot": {"temperature": 0.0}},
            "prompts": {"pot": {"pot.system.txt": "ab"}},
            "preset": "iipc-paper",
            "judge": {"backend": "llamacpp", "model": "judge", "base_url": None, "spec": {}},
        },
        "operation": {"concurrency": 2, "backend": {"timeout_s": 60.0}},
        "config": {"benchmark": "math"},
    }
    assert one_run_block(manifest) == ["run: one block from settings, operation and config"]
    run = manifest["run"]
    assert set(manifest) == {"run", "prompts"}
    assert run["levels"] == [4, 5] and run["ids"] == [] and run["allow_imports"] == []
    assert run["methods"] == ["pot"] and run["settings"] == {"pot": {"temperature": 0.0}}
    assert run["backend"] == {
        "backend": "llamacpp",
        "model": "m",
        "base_url": None,
        "timeout_s": 60.0,
    }
    assert run["concurrency"] == 2 and run["samples"] == 1
    assert run["final_form"] == "lenient"  # iipc-paper's, not recorded where it was the preset's
    # a judge recorded before the guard judged unguarded; its own model stays given
    assert (run["judge"], run["judge_guard"], run["judge_model"]) == (True, False, "judge")


def test_method_specs_are_completed_on_every_read_and_a_stray_setting_is_a_note() -> None:
    today = spec_dict(create_method("pot", {"temperature": 0.3}).spec)
    recorded = {k: v for k, v in today.items() if k not in SETTINGS_SINCE}  # before them all
    manifest = {"schema": SCHEMA, "run": {"settings": {"pot": recorded}}}
    migrated = migrate(manifest)
    full = migrated.manifest["run"]["settings"]["pot"]
    assert full["runner_diagnostics"] is False and full["anti_repeat"] is False  # as it ran
    assert full["temperature"] == 0.3
    assert migrated.changes == [
        "run.settings.pot: recorded anti_repeat, anti_repeat_min_p, anti_repeat_resamples, "
        "anti_repeat_temperature and 8 more"
    ]
    assert manifest["run"]["settings"]["pot"] == recorded  # the argument is kept
    assert migrate(migrated.manifest).changes == []  # once complete, nothing more
    stray = migrate({"schema": SCHEMA, "run": {"settings": {"pot": {"no_such_setting": 1}}}})
    assert stray.manifest["run"]["settings"]["pot"] == {"no_such_setting": 1}
    assert "does not resume" in stray.notes[0] and "no_such_setting" in stray.notes[0]


def test_a_manifest_newer_than_this_mathloop_is_left_as_it_is() -> None:
    newer = {"schema": SCHEMA + 1, "run": {}}
    migrated = migrate(newer)
    assert migrated.manifest == newer and "newer than this mathloop" in migrated.notes[0]


def _relay_recorded_before_issue_26(
    **overrides: object,
) -> tuple[dict[str, object], dict[str, object]]:
    """A relay spec as a manifest made before the anti-repeat rule and prompt sets records
    it, and today's spec with ``overrides``."""
    settings = {
        "stop_on_degeneration": False,
        "same_error_note": "",
        "same_error_drop_previous": False,
        "same_error_temperature": 0.0,
        **overrides,
    }
    today = spec_dict(create_method("relay_python", settings).spec)
    # runner_diagnostics is named for pot (issue 57); relay manifests record it since issue 12.
    old = {k: v for k, v in today.items() if k not in SETTINGS_SINCE or k == "runner_diagnostics"}
    return old, today


def test_a_setting_added_since_agrees_only_at_its_before_value_or_inert() -> None:
    off = {"anti_repeat": False, "anti_repeat_drop_previous": False}
    assert not spec_differences(*_relay_recorded_before_issue_26(**off))
    assert spec_differences(*_relay_recorded_before_issue_26())  # anti_repeat on by default
    assert spec_differences(*_relay_recorded_before_issue_26(**off, prompt_set="essay"))
    tuned = _relay_recorded_before_issue_26(anti_repeat=False, anti_repeat_resamples=9)
    assert not spec_differences(*tuned)  # tuning of a switch that is off is inert
    old, today = _relay_recorded_before_issue_26(**off)
    assert spec_differences({**old, "max_attempts": 4}, today)
    assert spec_differences({**old, "gone": 1}, old) == ["gone: 1 -> (no such setting now)"]
    assert spec_differences(old, {**today, "unknown_new_setting": 1})


def test_completed_spec_is_todays_spec_that_runs_as_the_record_did() -> None:
    # a setting that changes nothing under the recorded switches keeps today's default
    old, today = _relay_recorded_before_issue_26(anti_repeat=False)
    assert completed_spec("relay_python", old) == json.loads(json.dumps(today))
    retired = {**old, "prompt_style": "relay", "answer_submission_policy": "first_result_is_final"}
    assert completed_spec("relay_python", retired) == completed_spec("relay_python", old)
    with pytest.raises(ConfigError, match="answer_submission_policy"):
        completed_spec("relay_python", {**old, "answer_submission_policy": "last"})


def test_before_values_are_those_of_the_settings_a_record_lacks() -> None:
    assert before_values({"anti_repeat": True}) == {
        "anti_repeat_drop_previous": False,
        "anti_repeat_untrimmed": True,
        "prompt_set": "mathloop",
        "stop_on_degeneration": False,
        "corrections_before_validation": 2,
        "err_output": "runner",
        "p_star_without_working": "latest",
        "same_error_note": "",
        "same_error_drop_previous": False,
        "same_error_temperature": 0.0,
        "sample_order": "p",
        "samples_together": 1,
        "max_calls": 0,
        "time_limit_s": 0.0,
        "first_pair_decides": False,
        "runner_diagnostics": False,
        "chain_prompt": "step_by_step",
    }


def test_differences_name_each_setting_and_what_the_run_ran_under() -> None:
    paper = {
        "corrections_before_validation": 0,
        "err_output": "interpreter",
        "anti_repeat": False,
        "stop_on_degeneration": False,
        "p_star_without_working": "latest",
    }
    today = spec_dict(create_method("iipc", paper).spec)
    old = {k: v for k, v in today.items() if k not in SETTINGS_SINCE}
    assert spec_differences(old, today) == [
        "corrections_before_validation: (not recorded; ran as 2) -> 0",
        "err_output: (not recorded; ran as 'runner') -> 'interpreter'",
    ]
