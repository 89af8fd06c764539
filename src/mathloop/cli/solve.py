"""``mathloop solve``: solve one problem typed on the command line."""

from __future__ import annotations

from typing import Any

import click
from rich.console import Console

from mathloop.api import DEFAULT_SOLVE_METHOD, SOLVE_BATCH_SEQUENCES, asolve, run_sync
from mathloop.cli.options import backend_fields, backend_options_defaulting, sandbox_options
from mathloop.llm import BackendSettings
from mathloop.methods import Trace
from mathloop.problems import Problem
from mathloop.runs.configuration.config import parse_overrides, split_csv

__all__ = ["solve_command"]


@click.command("solve")
@click.argument("problem")
@click.option(
    "--method",
    default=DEFAULT_SOLVE_METHOD,
    show_default=True,
    help="Method name; the default is the most accurate on the default model within 3x CoT's"
    " output tokens on MATH-500 and GSM8K (docs/decisions.md).",
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
@backend_options_defaulting(batch_sequences=SOLVE_BATCH_SEQUENCES)
@sandbox_options
def solve_command(**options: Any) -> None:
    """Solve PROBLEM and print each attempt and the submitted answer.

    \b
    Example:
      mathloop solve "What is the sum of the first 100 positive odd integers?"
    prints one line per attempt, then e.g. "answer: 10000 (confidence 95, attempt 1)".
    It is mathloop.solve(PROBLEM) with these options.
    """
    settings = parse_overrides(options["overrides"]).get(options["method"])
    backend = BackendSettings.model_validate(backend_fields(options)).resolved()
    trace = run_sync(
        asolve(
            Problem(id="cli", statement=options["problem"]),
            method=options["method"],
            settings=settings,
            backend=backend,
            seed=options["seed"],
            policy=options["policy"],
            allow_imports=tuple(split_csv(options["allow_imports"])),
            python_timeout=options["python_timeout"],
            sandbox_mode=options["sandbox_mode"],
        )
    )
    if options["as_json"]:
        click.echo(trace.model_dump_json(indent=2))
        return
    _print_trace(trace, Console())


_CHAINS_OF_THOUGHT = frozenset({"cot", "cot_sample", "cot_fallback"})


def _print_trace(trace: Trace, console: Console) -> None:
    for attempt in trace.attempts:
        tokens = attempt.completion.output_tokens if attempt.completion else 0
        console.print(f"attempt {attempt.index}: {attempt.status} ({tokens} output tokens)")
    for step in trace.steps:
        if step.component in _CHAINS_OF_THOUGHT and step.completion is not None:
            answer = f"answer {step.answer}" if step.answer else "no \\boxed{} answer"
            tokens = step.completion.output_tokens
            line = f"chain of thought (step {step.index}): {answer} ({tokens} output tokens)"
            console.print(line, markup=False)
    submission = trace.submission
    if submission.answer is None:
        console.print(f"no answer submitted ({submission.status})")
        return
    console.print(
        f"answer: {submission.answer} (confidence {submission.confidence}, "
        f"attempt {submission.attempt})"
    )
