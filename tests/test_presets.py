"""Presets are checked when they are defined: every method override is a setting of that
method within its bounds, and every run option is a ``RunConfig`` field with a valid value."""

from __future__ import annotations

import pytest

from mathloop.errors import ConfigError
from mathloop.presets import PRESETS, Preset
from mathloop.runs.configuration.config import RunConfig


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_run_option_of_a_preset_is_a_valid_run_setting(name: str) -> None:
    run = PRESETS[name].run.options()
    assert set(run) <= set(RunConfig.model_fields)
    RunConfig.model_validate({"benchmark": "samples", "methods": ["pot"], "out": "r", **run})


def test_a_misspelt_or_out_of_bounds_run_option_fails_where_the_preset_is_defined() -> None:
    from pydantic import ValidationError

    from mathloop.presets import PresetRun

    with pytest.raises(ValidationError, match="policy"):
        PresetRun(policy="lenient")  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="python_timout"):
        PresetRun(python_timout=15.0)  # type: ignore[call-arg]
    assert set(PresetRun.model_fields) <= set(RunConfig.model_fields)


def test_a_misspelt_or_out_of_bounds_method_setting_fails_where_the_preset_is_defined() -> None:
    with pytest.raises(ConfigError, match=r"preset x: unknown setting.*temperatur "):
        Preset(name="x", seed="s", summary="", methods={"pot": {"temperatur": 0.1}})
    with pytest.raises(ConfigError, match=r"preset x:.*temperature"):
        Preset(name="x", seed="s", summary="", methods={"pot": {"temperature": -1}})
