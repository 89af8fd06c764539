"""``mathloop redact``: host paths out of stored runs."""

from __future__ import annotations

from pathlib import Path

import click

from mathloop.runs.storage.redact import redact_run

__all__ = ["redact_command"]


@click.command("redact")
@click.argument("runs", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--dry-run", is_flag=True, help="Print what would change; write nothing.")
def redact_command(runs: tuple[Path, ...], dry_run: bool) -> None:
    """Replace the host paths in RUNS (run folders or packed runs) with the sandbox's stable
    ones, as runs record them today: the program's folder as /sandbox, the Python
    environment as /python/env, the interpreter's own prefix as /python/base. Only paths
    change; verdicts, tokens and records stay as they are (docs/sandbox.md, "Host paths").

    \b
    Example:
      mathloop redact runs/m500.zip --dry-run
      mathloop redact runs/m500
    """
    for run in runs:
        click.echo(redact_run(run, dry_run=dry_run).summary())
