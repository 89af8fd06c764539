"""``--preset``: apply a seed preset under the flags and ``--set`` pairs a user gave."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click
from click.core import ParameterSource

from mathloop.presets import preset_names

from ._options import config_option

__all__ = ["given_on_command_line", "preset_option"]

F = TypeVar("F", bound=Callable[..., Any])


def preset_option(function: F) -> F:
    """Add ``--preset NAME``."""
    return config_option("--preset", type=click.Choice(preset_names()))(function)


def given_on_command_line(name: str) -> bool:
    """Whether the current click command received option ``name`` from its command line
    or the environment (not from its default)."""
    context = click.get_current_context(silent=True)
    if context is None:
        return False
    source = context.get_parameter_source(name)
    return source in (ParameterSource.COMMANDLINE, ParameterSource.ENVIRONMENT)
