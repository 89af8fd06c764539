"""``mathloop rescore``: verify every stored answer of runs again with today's checker."""

from __future__ import annotations

from pathlib import Path

import click

from mathloop.answers.version import CHECKER_VERSION
from mathloop.runs.storage.rescore import rescore_run

__all__ = ["rescore_command"]


@click.command("rescore")
@click.argument("runs", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--dry-run", is_flag=True, help="Print what would change; write nothing.")
def rescore_command(runs: tuple[Path, ...], dry_run: bool) -> None:
    """Check every stored answer of RUNS (run folders or packed runs) again with today's
    answer checker, without calling a model, and print each verdict that moved.

    The ledger keeps both verdicts: the new line names today's checker version and the one
    it replaces. `mathloop report` and `compare` then read one version (docs/answers.md,
    "Checker versions").

    \b
    Example:
      mathloop rescore results/relay-math500/run.zip --dry-run
      mathloop rescore runs/m500
    """
    click.echo(f"checker {CHECKER_VERSION}")
    for run in runs:
        result = rescore_run(run, dry_run=dry_run)
        for change in result.changes:
            click.echo(f"  {change.line()}")
        click.echo(result.summary())
