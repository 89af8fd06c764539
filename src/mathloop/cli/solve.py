"""``mathloop solve``: solve one problem typed on the command line."""

from __future__ import annotations

import asyncio
from typing import Any

import click
from rich.console import Console

from mathloop.api import DEFAULT_SOLVE_METHOD
from mathloop.methods import Trace, create_method
from mathloop.problems import Problem
from mathloop.runs.planning import backend_settings, build_backend, make_context, parse_overrides

from ._options import backend_options, sandbox_options

__all__ = ["solve_command"]


@click.command("solve")
@click.argument("problem")
@click.option(
    "--method",
    default=DEFAULT_SOLVE_METHOD,
    show_default=True,
    help="Method name; the default is the most accurate on the default model within 3x PoT's"
    " output tokens (docs/decisions.md).",
)
@click.option(
    "--set",
    "overrides",
    multiple=True,
    metavar="METHOD.KEY=VALUE",
    help="Override a method setting.",
)
@click.option("--seed", type=int, help="Generation seed.")
@click.option("--json", "as_json", is_flag=True, help="Print the whole trace as JSON.")
@backend_options
@sandbox_options
def solve_command(**options: Any) -> None:
    """Solve PROBLEM and print each attempt and the submitted answer.

    \b
    Example:
      mathloop solve "What is the sum of the first 100 positive odd integers?"
    prints one line per attempt, then e.g. "answer: 10000 (confidence 95, attempt 1)".
    """
    overrides = parse_overrides(options["overrides"])
    method = create_method(options["method"], overrides.get(options["method"]))
    backend = build_backend(backend_settings(options))
    ctx = make_context(backend, options, options["seed"])
    problem = Problem(id="cli", statement=options["problem"])
    trace = asyncio.run(method.solve(problem, ctx))
    if options["as_json"]:
        click.echo(trace.model_dump_json(indent=2))
        return
    _print_trace(trace, Console())


def _print_trace(trace: Trace, console: Console) -> None:
    for attempt in trace.attempts:
        tokens = attempt.completion.output_tokens if attempt.completion else 0
        console.print(f"attempt {attempt.index}: {attempt.status} ({tokens} output tokens)")
    submission = trace.submission
    if submission.answer is None:
        console.print(f"no answer submitted ({submission.status})")
        return
    console.print(
        f"answer: {submission.answer} (confidence {submission.confidence}, "
        f"attempt {submission.attempt})"
    )
