"""``--preset``: apply a seed preset under the flags and ``--set`` pairs a user gave."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click
from click.core import ParameterSource

from mathloop.presets import preset_names

__all__ = ["given_on_command_line", "preset_option"]

F = TypeVar("F", bound=Callable[..., Any])


def preset_option(function: F) -> F:
    """Add ``--preset NAME``."""
    return click.option(
        "--preset",
        type=click.Choice(preset_names()),
        help="Apply a seed's settings (docs/presets.md): relay-essay for one_shot_python "
        "and relay_python as the essay's saved run ran them (sympy allowed), "
        "relay-essay-strict for the same under the essay's five-module list, iipc-paper for "
        "IIPC and its baselines. "
        "Flags and --set pairs given here win over the preset.",
    )(function)


def given_on_command_line(name: str) -> bool:
    """Whether the current click command received option ``name`` from its command line
    or the environment (not from its default)."""
    context = click.get_current_context(silent=True)
    if context is None:
        return False
    source = context.get_parameter_source(name)
    return source in (ParameterSource.COMMANDLINE, ParameterSource.ENVIRONMENT)
