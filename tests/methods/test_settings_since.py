"""Settings added since a run was recorded: when today's settings reproduce what it ran."""

from __future__ import annotations

from mathloop.methods import create_method
from mathloop.methods.base import spec_dict
from mathloop.methods.settings_since import (
    SETTINGS_SINCE,
    before_values,
    method_differences,
    same_methods,
    same_spec,
    spec_differences,
)


def _recorded_before_issue_26(**overrides: object) -> tuple[dict[str, object], dict[str, object]]:
    """A relay spec as a manifest made before the anti-repeat rule and prompt sets records
    it, and today's spec with ``overrides``."""
    # as before issue 29 and the same-error note, unless asked
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


def test_a_setting_added_since_agrees_at_its_before_value() -> None:
    old, today = _recorded_before_issue_26(anti_repeat=False, anti_repeat_drop_previous=False)
    assert same_spec(old, today)


def test_a_setting_added_since_that_changes_behaviour_disagrees() -> None:
    assert not same_spec(*_recorded_before_issue_26())  # anti_repeat on by default
    assert not same_spec(*_recorded_before_issue_26(anti_repeat=False, prompt_set="essay"))
    off = {"anti_repeat": False, "anti_repeat_drop_previous": False}
    assert not same_spec(*_recorded_before_issue_26(**off, stop_on_degeneration=True))
    assert not same_spec(*_recorded_before_issue_26(**off, same_error_note="again: $error"))


def test_tuning_of_a_switch_that_is_off_is_inert() -> None:
    old, today = _recorded_before_issue_26(anti_repeat=False, anti_repeat_resamples=9)
    assert same_spec(old, today)
    old["anti_repeat"] = True  # recorded on: its tuning must then match exactly
    today["anti_repeat"] = True
    assert not same_spec(old, today)


def test_a_recorded_setting_must_match_and_cannot_vanish() -> None:
    old, today = _recorded_before_issue_26(anti_repeat=False, anti_repeat_drop_previous=False)
    assert not same_spec({**old, "max_attempts": 4}, today)
    assert not same_spec({**old, "gone": 1}, today)
    assert not same_spec(old, {**today, "unknown_new_setting": 1})


def test_methods_compare_method_by_method_and_tuples_equal_lists() -> None:
    old, today = _recorded_before_issue_26(anti_repeat=False, anti_repeat_drop_previous=False)
    assert same_methods({"relay_python": old}, {"relay_python": today})
    assert not same_methods({"relay_python": old}, {"relay_python": today, "pot": {}})
    assert same_methods({"m": {"ids": [1, 2]}}, {"m": {"ids": (1, 2)}})
    assert same_methods(["a"], ("a",))  # manifests that recorded names only


def test_before_values_are_those_of_the_settings_a_record_lacks() -> None:
    assert before_values({"anti_repeat": True}) == {
        "anti_repeat_drop_previous": False,
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
    }


def _iipc_recorded_before_issue_28(
    **overrides: object,
) -> tuple[dict[str, object], dict[str, object]]:
    """An iipc spec as a manifest made before the paper's loop schedule records it, and
    today's spec (the iipc-paper values unless ``overrides``)."""
    paper = {
        "corrections_before_validation": 0,
        "err_output": "interpreter",
        "anti_repeat": False,  # as before issue 26
        "stop_on_degeneration": False,  # as before issue 29
    }
    today = spec_dict(create_method("iipc", {**paper, **overrides}).spec)
    old = {k: v for k, v in today.items() if k not in SETTINGS_SINCE}
    return old, today


def test_an_iipc_run_before_the_paper_schedule_resumes_only_under_its_own_schedule() -> None:
    old, today = _iipc_recorded_before_issue_28()
    assert not same_spec(old, today)
    asked = {"corrections_before_validation": 2, "err_output": "runner"}
    assert same_spec(*_iipc_recorded_before_issue_28(**asked, p_star_without_working="latest"))


def test_differences_name_each_setting_and_what_the_run_ran_under() -> None:
    old, today = _iipc_recorded_before_issue_28(p_star_without_working="latest")
    assert spec_differences(old, today) == [
        "corrections_before_validation: (not recorded; ran as 2) -> 0",
        "err_output: (not recorded; ran as 'runner') -> 'interpreter'",
    ]
    today["max_validations"] = 9
    assert "max_validations: 2 -> 9" in spec_differences(old, today)
    assert spec_differences({**old, "gone": 1}, old) == ["gone: 1 -> (no such setting now)"]


def test_method_differences_lead_with_the_method() -> None:
    old, today = _iipc_recorded_before_issue_28(p_star_without_working="latest")
    lines = method_differences({"iipc": old, "cot": {"a": 1}}, {"iipc": today, "pot": {}})
    assert lines[:2] == ["pot: not in the recorded run", "cot: not asked for now"]
    assert "iipc.err_output: (not recorded; ran as 'runner') -> 'interpreter'" in lines
    assert method_differences({"m": {"ids": [1]}}, {"m": {"ids": (1,)}}) == []
