"""``--preset``: apply a seed preset under the flags and ``--set`` pairs a user gave."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click
from click.core import ParameterSource

from mathloop.presets import get_preset, preset_names

__all__ = ["apply_preset", "preset_option"]

F = TypeVar("F", bound=Callable[..., Any])


def preset_option(function: F) -> F:
    """Add ``--preset NAME``."""
    return click.option(
        "--preset",
        type=click.Choice(preset_names()),
        help="Apply a seed's settings (docs/presets.md): relay-essay for one_shot_python "
        "and relay_python as the essay ran them, iipc-paper for IIPC and its baselines. "
        "Flags and --set pairs given here win over the preset.",
    )(function)


def apply_preset(
    options: dict[str, Any],
    overrides: dict[str, dict[str, Any]],
    *,
    explicit: Callable[[str], bool] | None = None,
) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """``options`` and ``overrides`` with the preset named in ``options["preset"]`` applied.

    A run option takes the preset's value unless ``explicit(name)`` says the user set it (on
    the command line or in the environment); a method setting takes it unless the user's
    ``--set`` names it. Without a preset both come back unchanged.
    """
    name = options.get("preset")
    if not name:
        return options, overrides
    preset = get_preset(name)
    given = explicit or _given_on_command_line
    merged_options = dict(options)
    for key, value in preset.run.items():
        if not given(key):
            merged_options[key] = value
    merged_overrides = {method: dict(values) for method, values in overrides.items()}
    for method in preset.methods:
        merged_overrides[method] = {
            **preset.method_overrides(method),
            **overrides.get(method, {}),
        }
    return merged_options, merged_overrides


def _given_on_command_line(name: str) -> bool:
    context = click.get_current_context(silent=True)
    if context is None:
        return False
    source = context.get_parameter_source(name)
    return source in (ParameterSource.COMMANDLINE, ParameterSource.ENVIRONMENT)
