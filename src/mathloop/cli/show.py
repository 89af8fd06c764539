"""``mathloop show``: print one stored trace readably."""

from __future__ import annotations

from pathlib import Path

import click
from pydantic import ValidationError

from mathloop.errors import RunStoreError
from mathloop.methods.records import Trace
from mathloop.runs.packed import opened_run
from mathloop.runs.samples import sample_folder
from mathloop.runs.store import RunStore, safe_name

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
    """Print the trace of PROBLEM_ID in the run folder RUN (or a packed RUN.tar.gz).

    \b
    Examples:
      mathloop show runs/demo sample-003
      mathloop show runs/demo sample-003 --method iipc --clip 2000
      mathloop show runs/demo sample-003 --method "vote(pot)" --member 2
      mathloop show runs/n5 gsm8k-12 --method pot --sample 3

    Prints the settings, the problem, every step (component, memory shown to it, reply,
    decision, reflection, the program it ran with output or error) and the submission.
    """
    with opened_run(run) as folder:
        trace = load_trace(folder, problem_id, method, sample=sample)
    if member is not None:
        if member > len(trace.members):
            raise RunStoreError(f"{trace.method} has {len(trace.members)} voters, not {member}")
        trace = trace.members[member - 1]
    for line in trace_lines(trace, prompts=prompts, clip=clip):
        click.echo(line)


def load_trace(
    run: Path, problem_id: str, method: str | None = None, *, sample: int | None = None
) -> Trace:
    """Read ``RUN/problems/<safe id>/<method>/trace.json`` (the only method if not named);
    in a run with several samples per problem, ``<method>/sample_NN/`` (default sample 0)."""
    RunStore(run).require()
    folder = run / "problems" / safe_name(problem_id)
    if not folder.is_dir():
        raise RunStoreError(f"{run} holds no problem {problem_id!r} (looked for {folder})")
    methods = sorted(p.name for p in folder.iterdir() if _has_trace(p))
    if method is None:
        if len(methods) != 1:
            raise RunStoreError(
                f"problem {problem_id!r} has traces for {', '.join(methods) or 'no method'}; "
                "choose one with --method"
            )
        method = methods[0]
    path = folder / method / "trace.json"
    if sample is not None or not path.is_file():
        path = folder / method / sample_folder(sample or 0) / "trace.json"
    if not path.is_file():
        raise RunStoreError(
            f"no trace of method {method!r}; this problem has: {', '.join(methods)}"
        )
    try:
        return Trace.model_validate_json(path.read_text(encoding="utf-8"))
    except (OSError, ValidationError) as exc:
        raise RunStoreError(f"{path}: unreadable trace ({exc})") from exc


def _has_trace(folder: Path) -> bool:
    """Whether a method folder holds a trace, or the traces of samples."""
    return (folder / "trace.json").is_file() or (folder / sample_folder(0) / "trace.json").is_file()
