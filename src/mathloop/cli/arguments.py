"""A run as ``mathloop run`` arguments and back: :func:`run_arguments` spells a
:class:`RunConfig` as the command's words, :func:`config_of_arguments` reads words into the
config the command would run (nothing is run). The two agree because the command's options
are :func:`run_options`, made from the config's fields.

The words are data as well as a command line: a manifest made before configs were recorded
holds them, and so do a sweep's cells. Example::

    >>> config = config_of_arguments(["--benchmark", "samples", "--limit", "2", "--out", "r"])
    >>> run_arguments(config)
    ['--benchmark', 'samples', '--limit', '2', '--out', 'r']
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import click

from mathloop.runs.configuration.config import RunConfig

from .options import (
    apply_options,
    backend_options,
    config_option,
    engine_options,
    given_on_command_line,
    judge_options,
    offline_option,
    preset_option,
    samples_option,
    sandbox_options,
)

__all__ = ["config_of_arguments", "run_arguments", "run_options"]

F = TypeVar("F", bound=Callable[..., Any])


def run_options(function: F) -> F:
    """Add every option of ``mathloop run``: one per :class:`RunConfig` field, ``--set``
    pairs for its method ``settings``."""
    return apply_options(
        function,
        [
            config_option("--benchmark", required=True),
            config_option("--data", type=click.Path(path_type=Path)),
            offline_option,
            config_option("--question-field"),
            config_option("--answer-field"),
            config_option("--id-field"),
            config_option("--methods"),
            click.option(
                "--set",
                "overrides",
                multiple=True,
                metavar="METHOD.KEY=VALUE",
                help=RunConfig.model_fields["settings"].description,
            ),
            config_option("--limit", type=click.IntRange(min=1)),
            config_option("--seed", type=int),
            samples_option,
            config_option("--ids"),
            config_option("--subjects"),
            config_option("--levels"),
            config_option("--years"),
            config_option("--per-bin", type=click.IntRange(min=1)),
            config_option("--out", required=True, type=click.Path(path_type=Path)),
            config_option("--quiet", is_flag=True),
            judge_options,
            preset_option,
            backend_options,
            sandbox_options,
            engine_options,
        ],
    )


@click.command("run")
@run_options
def _run(**options: Any) -> None:
    """The ``mathloop run`` options, for parsing its words (never invoked)."""


def config_of_arguments(args: Sequence[str]) -> RunConfig:
    """The config ``mathloop run ARGS`` would run, parsed as the command parses it (for a
    sweep cell, an old manifest's command line, resume's extra flags); nothing is run. The
    environment's ``MATHLOOP_*`` options apply, as they do to the command."""
    with _run.make_context("run", list(args)) as context:
        return RunConfig.from_options(context.params, given=given_on_command_line)


def run_arguments(config: RunConfig) -> list[str]:
    """The arguments of the ``mathloop run`` command whose run is ``config``: a flag for
    each option it sets (the others are defaults, or its preset's), ``--out`` last."""
    given = config.given_options()
    words: list[str] = []
    for param in _run.params:
        name = "settings" if param.name == "overrides" else param.name
        if not isinstance(param, click.Option) or name == "out" or name not in given:
            continue
        words += _flag(param, given[name])
    return [*words, "--out", str(config.out)]


def _flag(param: click.Option, value: Any) -> list[str]:
    """``param`` on a command line, set to ``value`` (a field of :class:`RunConfig`)."""
    option = param.opts[0]
    if value is None:
        return []
    if param.is_flag:
        return [option] if value else list(param.secondary_opts[:1])
    if param.name == "overrides":  # --set METHOD.KEY=VALUE: the method settings
        pairs = [
            f"{m}.{k}={json.dumps(v)}" for m, values in value.items() for k, v in values.items()
        ]
        return [word for pair in pairs for word in ("--set", pair)]
    if param.multiple:  # --base-url URL --base-url URL
        values = value if isinstance(value, tuple) else (value,)
        return [word for item in values for word in (option, str(item))]
    if isinstance(value, tuple):
        return [option, ",".join(str(item) for item in value)]
    return [option, str(value)]
