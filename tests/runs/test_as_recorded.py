"""A resumed run runs under what its manifest recorded, whatever its preset means today."""

from __future__ import annotations

from pathlib import Path

import pytest

from mathloop.llm import ScriptedBackend
from mathloop.methods.settings_since import same_methods
from mathloop.runs.configuration.as_recorded import as_recorded
from mathloop.runs.configuration.config import RunConfig
from mathloop.runs.configuration.planning import plan_config
from mathloop.runs.configuration.record import config_of_record
from mathloop.runs.execution.engine import manifest_settings
from mathloop.runs.storage.reader import open_run

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "results" / "relay-math500" / "run.zip"
"""The 100-problem cell made under ``relay-essay`` before issue 28: the strict list."""


def _config(**fields: object) -> RunConfig:
    return RunConfig.model_validate({"benchmark": "samples", "out": "x", **fields})


def test_the_preset_gives_way_to_what_the_run_recorded() -> None:
    recorded = {
        "preset": "relay-essay",
        "policy": "strict",
        "allow_imports": "",
        "python_timeout": 15.0,
        "methods": {"relay_python": {"max_attempts": 5, "include_previous_code": False}},
    }
    config = as_recorded(_config(preset="relay-essay"), recorded)
    assert config.allow_imports == ()  # not today's relay-essay's sympy
    assert config.policy == "strict" and config.python_timeout == 15.0
    relay = config.settings["relay_python"]
    assert relay["include_previous_code"] is False
    assert relay["prompt_set"] == "mathloop"  # recorded before prompt sets existed
    assert relay["anti_repeat"] is False  # recorded before the anti-repeat rule


def test_what_the_user_gives_wins_over_the_record() -> None:
    recorded = {"allow_imports": "", "methods": {"relay_python": {"max_attempts": 5}}}
    given = _config(
        preset="relay-essay",
        allow_imports=("sympy",),
        settings={"relay_python": {"max_attempts": 2}},
    )
    config = as_recorded(given, recorded)
    assert config.allow_imports == ("sympy",)
    assert config.settings["relay_python"]["max_attempts"] == 2


def test_a_run_without_a_preset_keeps_its_options_and_pins_only_what_came_since() -> None:
    recorded = {"policy": "strict", "methods": {"pot": {"temperature": 0.0}}}
    config = as_recorded(_config(), recorded)
    assert config.policy == "default"  # no preset: options come from the recorded config
    pinned = config.settings["pot"]
    assert pinned["anti_repeat"] is False  # recorded before the anti-repeat rule
    assert "temperature" not in pinned  # recorded: no preset, so nothing to pin it against
    assert "prompt_set" not in pinned  # a setting pot does not have


def test_the_judge_a_preset_turns_on_stays_off_for_a_run_recorded_without_it() -> None:
    config = as_recorded(_config(preset="iipc-paper"), {"methods": {}})
    assert config.judge is False
    assert as_recorded(_config(preset="iipc-paper"), {"judge": {"model": "m"}}).judge is True


@pytest.mark.data("math500/test.jsonl")
def test_the_committed_strict_cell_resumes_as_it_ran(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``results/relay-math500/run.zip`` rebuilt as ``mathloop resume`` rebuilds it, from its
    (upgraded) record alone: the same preset name, allowlist, timeout, prompt files and
    method settings it recorded; and alike as the old resume rebuilt it from what was typed
    (which left an inert setting at today's default)."""
    monkeypatch.chdir(ROOT)
    monkeypatch.setattr(
        "mathloop.runs.configuration.planning.build_backend", lambda *a, **k: ScriptedBackend([])
    )
    monkeypatch.setattr(
        "mathloop.runs.configuration.planning.environment_info", lambda settings: {}
    )
    manifest = open_run(COMMITTED).read_manifest()
    recorded = manifest["settings"]
    config = RunConfig.model_validate({**manifest["config"], "out": str(tmp_path / "run")})
    typed = plan_config(as_recorded(config, recorded))
    assert same_methods(recorded["methods"], manifest_settings(typed)["methods"])
    plan = plan_config(config_of_record(tmp_path / "run", manifest))
    assert manifest_settings(plan)["methods"] == recorded["methods"]  # exactly, not only alike
    today = manifest_settings(plan)
    for key in ("preset", "policy", "allow_imports", "python_timeout", "prompts", "limit"):
        assert today[key] == recorded[key], key
    assert same_methods(recorded["methods"], today["methods"])
    assert "sympy" not in plan.ctx.policy.allowed_imports
    unpinned = plan_config(config)  # today's relay-essay: the saved run, another run
    assert not same_methods(recorded["methods"], manifest_settings(unpinned)["methods"])


def test_a_judge_run_recorded_before_the_guard_resumes_unguarded() -> None:
    judged = {"judge": {"backend": "llamacpp", "model": "m", "base_url": None, "spec": {}}}
    assert as_recorded(_config(judge=True), judged).judge_guard is False
    guarded = {"judge": {**judged["judge"], "spec": {"guard": True}}}
    assert as_recorded(_config(judge=True), guarded).judge_guard is True
    assert as_recorded(_config(), {}).judge_guard is True  # no judge recorded: today's default


def test_the_guard_is_recorded_only_when_on() -> None:
    from mathloop.runs.configuration.record import settings_record

    backend = {"backend": "llamacpp", "model": "m", "base_url": None}
    on = settings_record(_config(judge=True), backend, here=Path.cwd())
    assert on["judge"]["spec"]["guard"] is True
    off = settings_record(_config(judge=True, judge_guard=False), backend, here=Path.cwd())
    assert "guard" not in off["judge"]["spec"]
