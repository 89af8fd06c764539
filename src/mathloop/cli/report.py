"""``mathloop report``: the summary tables of one or more runs."""

from __future__ import annotations

from pathlib import Path

import click
from rich.console import Console

from mathloop.errors import RunStoreError
from mathloop.report import print_run_summary
from mathloop.runs import RunStore

__all__ = ["report_command"]


@click.command("report")
@click.argument("runs", nargs=-1, required=True, type=click.Path(path_type=Path))
def report_command(runs: tuple[Path, ...]) -> None:
    """Print accuracy, failure taxonomy and paired outcomes of RUNS.

    \b
    Example:
      mathloop report runs/m500
    """
    console = Console()
    for root in runs:
        store = RunStore(root)
        if not store.exists():
            raise RunStoreError(f"{root}: no manifest.json here; is this a run folder?")
        console.rule(str(root))
        print_run_summary(store.load_results(), console)
