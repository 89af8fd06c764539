"""``mathloop sweep``: run every cell of a sweep file, then one combined report."""

from __future__ import annotations

import shlex
from pathlib import Path

import click
from rich.console import Console

from mathloop.errors import MathloopError
from mathloop.report import print_run_summary, table_console
from mathloop.runs import RunStore
from mathloop.runs.configuration.planning import plan_config
from mathloop.runs.configuration.sweep import Cell, load_sweep

from .arguments import run_arguments
from .run import execute_plan

__all__ = ["sweep_command"]


@click.command("sweep")
@click.argument("sweep_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--dry-run", is_flag=True, help="List the cells and their commands only.")
@click.option(
    "--samples",
    type=click.IntRange(min=1),
    help="Solve every problem x method N times in every cell (over the file's `samples`; "
    "default 1); the cells' folders end in -nN.",
)
@click.pass_context
def sweep_command(ctx: click.Context, sweep_file: Path, dry_run: bool, samples: int | None) -> None:
    """Run models x methods x benchmarks x seeds (x temperatures) from SWEEP_FILE.

    One run folder per cell; finished cells are skipped, stopped ones resume. See
    docs/runs.md for the file format; ``mathloop.sweep(SWEEP_FILE)`` is the same from
    Python.

    \b
    Example:
      mathloop sweep sweep.toml --dry-run
      mathloop sweep sweep.toml
    """
    spec = load_sweep(sweep_file, samples=samples)
    console = Console(stderr=True, soft_wrap=True)  # a log gets whole lines, never cut at 80
    failed: list[str] = []
    for number, cell in enumerate(spec.cells, 1):
        console.print(f"[{number}/{len(spec.cells)}] {cell.name}: {_state(cell)}")
        if dry_run or cell.finished():
            if dry_run:
                # stdout, whole: pasteable
                click.echo(shlex.join(["mathloop", "run", *run_arguments(cell.config)]))
            continue
        try:
            run_cell(cell)
        except MathloopError as exc:
            console.print(f"  cell failed: {exc}")
            failed.append(cell.name)
    if not dry_run:
        _combined_report(spec.cells)
    if failed:
        raise click.ClickException(f"{len(failed)} cell(s) failed: {', '.join(failed)}")


def run_cell(cell: Cell) -> None:
    """Run one cell as the library call ``mathloop run`` makes, on its typed config."""
    config = cell.config
    outcome = execute_plan(plan_config(config), quiet=config.quiet)
    print_run_summary(outcome.records, table_console())


def _state(cell: Cell) -> str:
    if cell.finished():
        return "finished, skipped"
    return "resuming" if RunStore(cell.out).exists() else "new"


def _combined_report(cells: tuple[Cell, ...]) -> None:
    records = [r for c in cells if RunStore(c.out).exists() for r in RunStore(c.out).load_results()]
    console = table_console()
    console.rule("sweep: all cells")
    print_run_summary(records, console)
