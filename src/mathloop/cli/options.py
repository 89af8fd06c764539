"""The options of ``mathloop run`` and of the commands that share them, made from the fields
of :class:`~mathloop.runs.configuration.config.RunConfig` and
:class:`~mathloop.llm.BackendSettings`: each takes its default and help from its field
(:func:`config_option`), so each is written once.

Click is imported by :mod:`mathloop.cli` alone. Where the library reads a command line (a
sweep file's cells, the command an old manifest recorded), its caller hands it the parser
of :mod:`mathloop.cli.arguments`. Precedence is flag > environment (``MATHLOOP_*``) >
default, resolved by click in one place.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click
from click.core import ParameterSource

from mathloop.llm import BackendSettings
from mathloop.llm.registry import BACKEND_OPTIONS, BACKENDS
from mathloop.presets import preset_names
from mathloop.runs.configuration.config import RunConfig

__all__ = [
    "BACKEND_CHOICE",
    "BackendChoice",
    "apply_options",
    "backend_fields",
    "backend_options",
    "backend_options_defaulting",
    "config_option",
    "engine_options",
    "given_on_command_line",
    "judge_options",
    "offline_option",
    "preset_option",
    "samples_option",
    "sandbox_options",
]

F = TypeVar("F", bound=Callable[..., Any])

# Needs replies that no flag can give: for tests and library callers only.
_NOT_ON_THE_COMMAND_LINE = frozenset({"scripted"})


if TYPE_CHECKING:  # click >= 8.2 types ParamType by its value; older clicks cannot subscript
    _StringType = click.ParamType[str]
else:
    _StringType = click.ParamType


class BackendChoice(_StringType):
    """A registered backend name, plugins' included, read when needed (never at import)."""

    name = "backend"

    def names(self) -> list[str]:
        """The backends a command line may name."""
        return [name for name in BACKENDS.names() if name not in _NOT_ON_THE_COMMAND_LINE]

    def get_metavar(self, param: click.Parameter, ctx: click.Context | None = None) -> str:
        """``[llamacpp|openai|ollama|...]`` in --help, as a ``click.Choice`` shows it."""
        return f"[{'|'.join(self.names())}]"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        """Accept a registered name; otherwise fail with the list."""
        names = self.names()
        if value in names:
            return str(value)
        self.fail(f"{value!r} is not one of {', '.join(map(repr, names))}.", param, ctx)

    def shell_complete(
        self, ctx: click.Context, param: click.Parameter, incomplete: str
    ) -> list[click.shell_completion.CompletionItem]:
        """Complete backend names."""
        from click.shell_completion import CompletionItem

        return [CompletionItem(name) for name in self.names() if name.startswith(incomplete)]


BACKEND_CHOICE = BackendChoice()
"""The type of every --backend-like option."""


def config_option(*decls: str, **attrs: Any) -> Callable[[F], F]:
    """A click option whose parameter is a :class:`RunConfig` field (a backend field for
    ``backend``, ``model``...): the option's default and help are the field's, so each is
    written once. ``decls`` end in the field's name where the flag spells it otherwise."""
    name = _field_name(decls)
    field = BackendSettings.model_fields.get(name) or RunConfig.model_fields[name]
    # A required field has no default to show (pydantic's is a sentinel); click marks the
    # option [required] itself.
    default = None if field.is_required() else field.get_default(call_default_factory=True)
    if isinstance(default, tuple) and not attrs.get("multiple"):
        default = ",".join(str(item) for item in default)
    attrs.setdefault("default", default)
    attrs.setdefault("show_default", not (default is None or default is False or default == ""))
    attrs.setdefault("help", field.description)
    return click.option(*decls, **attrs)


def _field_name(decls: tuple[str, ...]) -> str:
    """The field an option's ``decls`` set: the last that is not a flag, else the flag's
    own name (``--num-ctx`` sets ``num_ctx``)."""
    name = next((d for d in reversed(decls) if not d.startswith("-")), None)
    return name or decls[0].lstrip("-").split("/")[0].replace("-", "_")


def apply_options(function: F, options: list[Callable[[F], F]]) -> F:
    """``function`` with ``options`` added, in their order on ``--help``."""
    for option in reversed(options):
        function = option(function)
    return function


def backend_options(function: F) -> F:
    """Add --backend, --model, --base-url (several: --endpoint-concurrency), --api-key-env,
    --num-ctx, --n-threads, --n-gpu-layers, --prompt-cache-mb, --prompt-lookup,
    --batch-sequences, --server-extensions and --request-timeout."""
    return backend_options_defaulting()(function)


def backend_options_defaulting(**defaults: Any) -> Callable[[F], F]:
    """:func:`backend_options` for a command whose own default of some field differs from
    the field's (``solve``: ``batch_sequences=2``); ``--help`` shows the command's."""

    def option(*decls: str, **attrs: Any) -> Callable[[F], F]:
        name = _field_name(decls)
        if name in defaults:
            attrs["default"] = defaults[name]
        return config_option(*decls, **attrs)

    def add(function: F) -> F:
        return apply_options(
            function,
            [
                option("--backend", type=BACKEND_CHOICE, envvar="MATHLOOP_BACKEND"),
                option("--model", envvar="MATHLOOP_MODEL"),
                option("--base-url", envvar="MATHLOOP_BASE_URL", multiple=True),
                option("--endpoint-concurrency", type=click.IntRange(min=1)),
                option("--api-key-env"),
                option("--num-ctx", type=click.IntRange(min=512)),
                option("--n-threads", type=click.IntRange(min=1)),
                option("--n-gpu-layers", type=click.IntRange(min=-1)),
                option("--prompt-cache-mb", type=click.IntRange(min=0)),
                option("--prompt-lookup", "prompt_lookup_tokens", type=click.IntRange(min=0)),
                option("--batch-sequences", type=click.IntRange(min=1)),
                option("--server-extensions/--no-server-extensions", "server_extensions"),
                option("--request-timeout", "timeout_s", type=click.FloatRange(min=1)),
            ],
        )

    return add


def backend_fields(options: Mapping[str, Any]) -> dict[str, Any]:
    """The backend options among a command's ``options``: the fields of a
    :class:`~mathloop.llm.BackendSettings` a command line sets."""
    return {name: options[name] for name in BACKEND_OPTIONS if name in options}


def offline_option(function: F) -> F:
    """Add --offline: a benchmark file that is not on this machine is an error, not a fetch."""
    return config_option("--offline", is_flag=True)(function)


def samples_option(function: F) -> F:
    """Add --samples N: solve every problem × method N times (pass@k, maj@k, mean@k)."""
    return config_option("--samples", type=click.IntRange(min=1))(function)


def sandbox_options(function: F) -> F:
    """Add --policy, --allow-imports, --timeout and --sandbox-mode."""
    return apply_options(
        function,
        [
            config_option("--policy", type=click.Choice(["strict", "default"])),
            config_option("--allow-imports"),
            config_option("--timeout", "python_timeout", type=click.FloatRange(min=0.1)),
            config_option("--sandbox-mode", type=click.Choice(["auto", "cold", "warm"])),
        ],
    )


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


def judge_options(function: F) -> F:
    """Add the hidden verifier's options: --final-form, --judge/--no-judge,
    --judge-guard/--no-judge-guard, --judge-backend, --judge-model and --judge-base-url."""
    return apply_options(
        function,
        [
            config_option(
                "--final-form", type=click.Choice(["strict", "lenient"]), show_default=True
            ),
            config_option("--judge/--no-judge", "judge", show_default=True),
            config_option("--judge-guard/--no-judge-guard", "judge_guard", show_default=True),
            config_option("--judge-backend", type=BACKEND_CHOICE, envvar="MATHLOOP_JUDGE_BACKEND"),
            config_option("--judge-model", envvar="MATHLOOP_JUDGE_MODEL"),
            config_option("--judge-base-url", envvar="MATHLOOP_JUDGE_BASE_URL"),
        ],
    )


def engine_options(function: F) -> F:
    """Add the scheduling, cache and budget options of long runs."""
    return apply_options(
        function,
        [
            config_option("--concurrency", type=click.IntRange(min=1)),
            config_option("--exec-concurrency", type=click.IntRange(min=1)),
            config_option(
                "--cache",
                type=click.Choice(["auto", "all", "off"]),
                envvar="MATHLOOP_RESPONSE_CACHE",
            ),
            config_option("--cache-path", type=click.Path(path_type=Path)),
            config_option("--problem-timeout", type=click.FloatRange(min=1)),
            config_option("--max-run-tokens", type=click.IntRange(min=1)),
            config_option("--max-cost", type=click.FloatRange(min=0)),
            config_option("--executor", type=click.Choice(["local", "ray"])),
            config_option("--ray-address", envvar="RAY_ADDRESS"),
            config_option("--price"),
            config_option("--keep-errors", is_flag=True),
        ],
    )
