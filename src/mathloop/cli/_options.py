"""Options shared by commands that talk to a model and run code.

Precedence is flag > environment (``MATHLOOP_*``) > default, resolved by click in one place.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

import click

from mathloop.errors import ConfigError

__all__ = ["backend_options", "parse_overrides", "sandbox_options", "split_csv"]

F = TypeVar("F", bound=Callable[..., Any])


def backend_options(function: F) -> F:
    """Add --backend, --model, --base-url, --api-key-env, --num-ctx, --n-threads."""
    options = [
        click.option(
            "--backend",
            type=click.Choice(["llamacpp", "openai", "ollama"]),
            default="llamacpp",
            show_default=True,
            envvar="MATHLOOP_BACKEND",
            help="llamacpp runs the model in-process; openai/ollama talk to a server.",
        ),
        click.option(
            "--model",
            envvar="MATHLOOP_MODEL",
            help="Named model or .gguf path (llamacpp; default qwen2.5-coder-1.5b), "
            "or the server's model name (openai/ollama).",
        ),
        click.option(
            "--base-url",
            envvar="MATHLOOP_BASE_URL",
            help="Server URL, e.g. http://127.0.0.1:8080/v1 (openai) or "
            "http://127.0.0.1:11434 (ollama).",
        ),
        click.option(
            "--api-key-env",
            default="OPENAI_API_KEY",
            show_default=True,
            help="Environment variable holding the API key (openai backend).",
        ),
        click.option(
            "--num-ctx",
            type=click.IntRange(min=512),
            default=16384,
            show_default=True,
            help="Context window: llama.cpp's n_ctx; sent as options.num_ctx to Ollama.",
        ),
        click.option("--n-threads", type=click.IntRange(min=1), help="CPU threads for llamacpp."),
        click.option(
            "--request-timeout",
            type=click.FloatRange(min=1),
            default=600.0,
            show_default=True,
            help="Seconds before one LLM request is abandoned (then retried).",
        ),
    ]
    for option in reversed(options):
        function = option(function)
    return function


def sandbox_options(function: F) -> F:
    """Add --policy, --allow-imports and --timeout."""
    options = [
        click.option(
            "--policy",
            type=click.Choice(["strict", "default"]),
            default="default",
            show_default=True,
            help="Import allowlist for model code: strict is the seed's five modules.",
        ),
        click.option(
            "--allow-imports",
            default="",
            help="Comma-separated extra modules model code may import.",
        ),
        click.option(
            "--timeout",
            "python_timeout",
            type=click.FloatRange(min=0.1),
            default=15.0,
            show_default=True,
            help="Wall-clock seconds per program execution.",
        ),
    ]
    for option in reversed(options):
        function = option(function)
    return function


def split_csv(value: str | None) -> list[str]:
    """``"a, b,,c"`` → ``["a", "b", "c"]``."""
    return [part.strip() for part in (value or "").split(",") if part.strip()]


def parse_overrides(pairs: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """Parse ``--set METHOD.KEY=VALUE`` pairs; VALUE is JSON when it parses, else a string."""
    overrides: dict[str, dict[str, Any]] = {}
    for pair in pairs:
        target, sep, raw = pair.partition("=")
        method, dot, key = target.partition(".")
        if not sep or not dot or not method or not key:
            raise ConfigError(f"--set expects METHOD.KEY=VALUE, got {pair!r}")
        overrides.setdefault(method, {})[key] = _value(raw)
    return overrides


def _value(raw: str) -> Any:
    try:
        return json.loads(raw)
    except json.JSONDecodeError:
        return raw
