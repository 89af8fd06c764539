"""A resumed run runs under what its manifest recorded, not under today's preset definitions.

A preset is a name for a bundle of settings at the time a run starts; its definition may
change later (issue 28 turned ``relay-essay`` from the five-module allowlist into the essay's
saved run, which also allows sympy). A run folder records every value its preset gave. When
``mathloop resume`` rebuilds the run, :func:`as_recorded` lays those recorded values over the
preset's current ones, and gives every method setting added since the folder was made the
value that reproduces the behaviour from before it
(:func:`mathloop.methods.settings_since.before_values`). So a folder made under the old
``relay-essay`` resumes under the strict list and the prompts it ran with, and keeps its
preset's name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mathloop.methods import create_method
from mathloop.methods.base import spec_dict
from mathloop.methods.settings_since import before_values
from mathloop.presets import PRESETS
from mathloop.runs.storage.store import recorded_judge_guard

from .config import RunConfig, split_csv

__all__ = ["as_recorded", "method_before_values"]


def as_recorded(config: RunConfig, recorded: Mapping[str, Any]) -> RunConfig:
    """``config`` with the values its manifest's ``recorded`` settings hold for what its
    preset sets, and for method settings added since. Fields the config sets itself (the
    user's flags, then or now) win."""
    given = config.given()
    preset = PRESETS.get(config.preset or "")
    fields: dict[str, Any] = {}
    for key in preset.run.options() if preset else ():
        value = _recorded_option(key, recorded)
        if value is not None and key not in given:
            fields[key] = value
    if "judge" in recorded and "judge_guard" not in given:
        fields["judge_guard"] = recorded_judge_guard(dict(recorded))
    settings = _recorded_methods(
        recorded.get("methods"), preset_methods=preset.methods if preset else {}
    )
    for method, values in config.settings.items():
        settings[method] = {**settings.get(method, {}), **values}
    if settings:
        fields["settings"] = settings
    return config.model_copy(update=fields) if fields else config


def _recorded_option(key: str, recorded: Mapping[str, Any]) -> Any:
    """A preset's run option as the manifest recorded it (None when it did not)."""
    if key == "judge":  # recorded only when on, as the judge's settings
        return key in recorded
    if key not in recorded:
        return None
    value = recorded[key]
    return tuple(split_csv(value)) if key == "allow_imports" and isinstance(value, str) else value


def method_before_values(method: str, recorded: Mapping[str, Any]) -> dict[str, Any]:
    """The before-values of the settings added since that today's ``method`` has and its
    ``recorded`` spec lacks (:func:`~mathloop.methods.settings_since.before_values`)."""
    known = spec_dict(create_method(method).spec).keys()
    return {k: v for k, v in before_values(recorded).items() if k in known}


def _recorded_methods(
    methods: Any, *, preset_methods: Mapping[str, Mapping[str, Any]]
) -> dict[str, dict[str, Any]]:
    """Per method: the recorded values of what the preset sets, and the before-values of the
    settings added since (only those the method has today)."""
    if not isinstance(methods, Mapping):
        return {}
    pinned: dict[str, dict[str, Any]] = {}
    for method, spec in methods.items():
        if not isinstance(spec, Mapping):
            continue
        values = method_before_values(method, spec)
        values |= {k: spec[k] for k in preset_methods.get(method, {}) if k in spec}
        if values:
            pinned[method] = values
    return pinned
