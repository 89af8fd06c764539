"""``mathloop show``: print one stored trace readably."""

from __future__ import annotations

from pathlib import Path

import click
from pydantic import ValidationError

from mathloop.errors import RunStoreError
from mathloop.methods.records import Trace
from mathloop.runs.storage.reader import open_run, trace_name

from ._trace_text import trace_lines

__all__ = ["load_trace", "show_command"]


@click.command("show")
@click.argument("run", type=click.Path(path_type=Path))
@click.argument("problem_id")
@click.option("--method", help="Method folder to show (needed when the problem has several).")
@click.option("--member", type=click.IntRange(min=1), help="Show voter K of a vote instead.")
@click.option(
    "--sample",
    type=click.IntRange(min=0),
    help="Which sample, in a run with several per problem (--samples; default 0).",
)
@click.option("--prompts", is_flag=True, help="Also print every prompt sent to the model.")
@click.option(
    "--clip",
    type=click.IntRange(min=0),
    default=0,
    show_default=True,
    help="Shorten text blocks longer than this many characters (0: print everything).",
)
def show_command(
    run: Path,
    problem_id: str,
    method: str | None,
    member: int | None,
    sample: int | None,
    prompts: bool,
    clip: int,
) -> None:
    """Print the trace of PROBLEM_ID in the run folder RUN (or its packed RUN.zip).

    \b
    Examples:
      mathloop show runs/demo sample-003
      mathloop show runs/demo sample-003 --method iipc --clip 2000
      mathloop show runs/demo sample-003 --method "vote(pot)" --member 2
      mathloop show runs/n5 gsm8k-12 --method pot --sample 3

    Prints the settings, the problem, every step (component, memory shown to it, reply,
    decision, reflection, the program it ran with output or error) and the submission.
    """
    trace = load_trace(run, problem_id, method, sample=sample)
    if member is not None:
        if member > len(trace.members):
            raise RunStoreError(f"{trace.method} has {len(trace.members)} voters, not {member}")
        trace = trace.members[member - 1]
    for line in trace_lines(trace, prompts=prompts, clip=clip):
        click.echo(line)


def load_trace(
    run: Path, problem_id: str, method: str | None = None, *, sample: int | None = None
) -> Trace:
    """Read the trace of ``problem_id`` in the run folder or packed run ``run`` (the only
    method if not named); in a run with several samples per problem, sample ``sample``
    (default 0). A packed run is read one member, never extracted."""
    reader = open_run(run)
    reader.require()
    methods = reader.trace_methods(problem_id)
    if not methods:
        raise RunStoreError(f"{run} holds no problem {problem_id!r}")
    if method is None:
        if len(methods) != 1:
            raise RunStoreError(
                f"problem {problem_id!r} has traces for {', '.join(methods)}; "
                "choose one with --method"
            )
        method = methods[0]
    raw = None if sample is not None else reader.read_bytes(trace_name(problem_id, method))
    if raw is None:
        raw = reader.read_bytes(trace_name(problem_id, method, sample or 0))
    if raw is None:
        raise RunStoreError(
            f"no trace of method {method!r}; this problem has: {', '.join(methods)}"
        )
    try:
        return Trace.model_validate_json(raw)
    except ValidationError as exc:
        where = trace_name(problem_id, method, sample)
        raise RunStoreError(f"{run}: {where}: unreadable trace ({exc})") from exc
