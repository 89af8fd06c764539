"""Options shared by commands that talk to a model and run code.

Precedence is flag > environment (``MATHLOOP_*``) > default, resolved by click in one place.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from mathloop.llm.registry import BACKENDS
from mathloop.runs.planning import parse_overrides, split_csv

__all__ = [
    "BACKEND_CHOICE",
    "BackendChoice",
    "backend_options",
    "engine_options",
    "judge_options",
    "offline_option",
    "parse_overrides",
    "samples_option",
    "sandbox_options",
    "split_csv",
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


def backend_options(function: F) -> F:
    """Add --backend, --model, --base-url (several: --endpoint-concurrency), --api-key-env,
    --num-ctx, --n-threads."""
    options = [
        click.option(
            "--backend",
            type=BACKEND_CHOICE,
            default="llamacpp",
            show_default=True,
            envvar="MATHLOOP_BACKEND",
            help="llamacpp runs the model in-process; openai/ollama talk to a server; "
            "installed plugins add their own (docs/plugins.md).",
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
            multiple=True,
            help="Server URL, e.g. http://127.0.0.1:8080/v1 (openai) or "
            "http://127.0.0.1:11434 (ollama). Give it again for more servers of the same "
            "model: each request goes to the one with the fewest in flight, and one that "
            "fails is left out until it answers again (MATHLOOP_BASE_URL: space-separated).",
        ),
        click.option(
            "--endpoint-concurrency",
            type=click.IntRange(min=1),
            help="Most requests in flight at one server (--base-url); more wait for a free "
            "slot. Default: no cap beyond --concurrency.",
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
            help="Most context a call gets: llama.cpp's n_ctx; the cap on Ollama's "
            "options.num_ctx. Each call runs within its method's num_ctx.",
        ),
        click.option("--n-threads", type=click.IntRange(min=1), help="CPU threads for llamacpp."),
        click.option(
            "--prompt-cache-mb",
            type=click.IntRange(min=0),
            default=1024,
            show_default=True,
            help="llamacpp: RAM for saved KV states that later prompts with the same prefix "
            "start from (0: reuse only the previous call's prefix).",
        ),
        click.option(
            "--prompt-lookup",
            "prompt_lookup_tokens",
            type=click.IntRange(min=0),
            default=0,
            show_default=True,
            help="llamacpp: tokens prompt-lookup decoding drafts per step (0: off).",
        ),
        click.option(
            "--server-extensions/--no-server-extensions",
            default=None,
            help="openai: send top_k, min_p, repeat_penalty, repeat_last_n and cache_prompt "
            "(llama.cpp server, vLLM). Default: only to loopback servers.",
        ),
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


def offline_option(function: F) -> F:
    """Add --offline: a benchmark file that is not on this machine is an error, not a fetch."""
    return click.option(
        "--offline",
        is_flag=True,
        help="Never fetch a missing benchmark file from the Hugging Face hub (as "
        "HF_HUB_OFFLINE=1 does); without it, a named benchmark found in no data folder is "
        "downloaded into the data cache first, as `mathloop data pull` does.",
    )(function)


def samples_option(function: F) -> F:
    """Add --samples N: solve every problem × method N times (pass@k, maj@k, mean@k)."""
    return click.option(
        "--samples",
        type=click.IntRange(min=1),
        default=1,
        show_default=True,
        help="Solve every problem x method N times, each sample on its own seed, for pass@k, "
        "maj@k and mean accuracy over samples in `mathloop report` (docs/reports.md). Sampled "
        "methods only: at temperature 0 every sample is the same.",
    )(function)


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
        click.option(
            "--sandbox-mode",
            type=click.Choice(["cold", "warm"]),
            default="cold",
            show_default=True,
            help="cold: a fresh python -I per program; warm: fork from a server that has "
            "sympy/numpy/scipy imported (milliseconds per program; see docs/sandbox.md).",
        ),
    ]
    for option in reversed(options):
        function = option(function)
    return function


def judge_options(function: F) -> F:
    """Add --judge/--no-judge, --judge-backend, --judge-model and --judge-base-url."""
    options = [
        click.option(
            "--judge/--no-judge",
            default=False,
            show_default=True,
            help="Ask an LLM judge (temperature 0) when the deterministic check says not equal "
            "or cannot decide, as in the IIPC paper (on under --preset iipc-paper and in the "
            "iipc-* experiments; --no-judge turns it off there).",
        ),
        click.option(
            "--judge-backend",
            type=BACKEND_CHOICE,
            envvar="MATHLOOP_JUDGE_BACKEND",
            help="Backend of the judge (default: the run's --backend).",
        ),
        click.option(
            "--judge-model", envvar="MATHLOOP_JUDGE_MODEL", help="Judge model (default: the run's)."
        ),
        click.option(
            "--judge-base-url",
            envvar="MATHLOOP_JUDGE_BASE_URL",
            help="Server URL of the judge (default: the run's --base-url).",
        ),
    ]
    for option in reversed(options):
        function = option(function)
    return function


def engine_options(function: F) -> F:
    """Add the scheduling, cache and budget options of long runs."""
    options = [
        click.option(
            "--concurrency",
            type=click.IntRange(min=1),
            default=1,
            show_default=True,
            help="Problems in flight at once (LLM requests overlap; llamacpp serializes).",
        ),
        click.option(
            "--exec-concurrency",
            type=click.IntRange(min=1),
            default=2,
            show_default=True,
            help="Sandboxed programs running at once, across all problems.",
        ),
        click.option(
            "--cache",
            type=click.Choice(["auto", "all", "off"]),
            default="auto",
            show_default=True,
            envvar="MATHLOOP_RESPONSE_CACHE",
            help="Response cache: auto caches temperature-0 calls, all caches every call "
            "(keyed by sample index), off disables it.",
        ),
        click.option(
            "--cache-path",
            type=click.Path(path_type=Path),
            help="SQLite response cache (default: $MATHLOOP_CACHE/responses.sqlite).",
        ),
        click.option(
            "--problem-timeout",
            type=click.FloatRange(min=1),
            help="Wall-clock seconds per problem × method (then BUDGET_EXCEEDED).",
        ),
        click.option(
            "--max-run-tokens",
            type=click.IntRange(min=1),
            help="Stop the run cleanly once this many prompt + output tokens are spent.",
        ),
        click.option(
            "--max-cost",
            type=click.FloatRange(min=0),
            help="Stop the run cleanly once this many dollars are spent (see --price).",
        ),
        click.option(
            "--executor",
            type=click.Choice(["local", "ray"]),
            default="local",
            show_default=True,
            help="Solve problems in this process, or as tasks on a Ray cluster.",
        ),
        click.option(
            "--ray-address",
            envvar="RAY_ADDRESS",
            help="Ray cluster address for --executor ray (default: start a local Ray).",
        ),
        click.option(
            "--price",
            help="PROMPT_PER_M,OUTPUT_PER_M dollars per million tokens for the run's model "
            "(default: the built-in table, else 0).",
        ),
        click.option(
            "--keep-errors",
            is_flag=True,
            help="On resume, keep LLM_ERROR records (failed model calls) instead of "
            "solving those problems again.",
        ),
    ]
    for option in reversed(options):
        function = option(function)
    return function
