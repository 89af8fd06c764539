"""``mathloop resume``: finish a stopped run with the settings that started it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from mathloop.cli.arguments import config_of_arguments
from mathloop.report import print_run_summary, table_console
from mathloop.runs.configuration.resume import resumption

from .run import execute_plan

__all__ = ["resume_command"]


@click.command(
    "resume",
    context_settings={"ignore_unknown_options": True, "allow_extra_args": True},
    epilog="Besides -h, resume takes every `mathloop run` option (--max-cost, --keep-errors, "
    "--concurrency, --problem-timeout, ...; `mathloop run --help` lists them), laid over "
    "the recorded ones.",
)
@click.argument("run", type=click.Path(file_okay=False, path_type=Path))
@click.pass_context
def resume_command(ctx: click.Context, run: Path) -> None:
    """Finish the run in folder RUN with the settings it was started with.

    The run is rebuilt from the resolved record its manifest holds (its ``run`` block: the
    resolved config, every method's full spec included), whichever made it: ``mathloop
    run``, ``mathloop.evaluate``, or ``mathloop reproduce`` (then just that cell is
    finished; the same reproduce command resumes every cell and prints the tables). What
    was typed is not read back, and a preset's name is a label: its definition of today
    changes nothing. A record an older mathloop wrote is read through the migrations to
    today's schema, with every setting added since at the value the run ran under.
    Problems recorded as LLM_ERROR (a failed model call, no answer) are solved again and
    their new records supersede the old; --keep-errors keeps them. Extra ``mathloop run``
    options are laid over the recorded ones, so a budget can be raised
    (``mathloop.resume(RUN, max_cost=5)`` from Python):

    \b
      mathloop resume runs/m500
      mathloop resume runs/m500 --max-cost 5 --concurrency 8
      mathloop resume runs/m500 --keep-errors
    """
    resumed = resumption(run, changes=_extra_options(ctx.args))
    outcome = execute_plan(resumed.plan(), quiet=resumed.config.quiet)
    print_run_summary(outcome.records, table_console())


def _extra_options(args: list[str]) -> dict[str, Any]:
    """The run options that extra ``mathloop run`` flags set (``--max-cost 5``)."""
    if not args:
        return {}
    extra = config_of_arguments(["--benchmark", "-", "--out", "-", *args]).given_options()
    return {k: v for k, v in extra.items() if k not in ("benchmark", "out")}
