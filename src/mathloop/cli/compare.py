"""``mathloop compare``: two runs of the same problems, compared problem by problem."""

from __future__ import annotations

from pathlib import Path

import click

from mathloop.report import compare_runs, table_console, to_rich

__all__ = ["compare_command"]


@click.command("compare")
@click.argument("run_a", type=click.Path(path_type=Path))
@click.argument("run_b", type=click.Path(path_type=Path))
@click.option(
    "--seed", type=int, default=0, show_default=True, help="Seed of the bootstrap intervals."
)
@click.option(
    "--mixed-checkers",
    is_flag=True,
    help="Compare runs scored by different answer-checker versions (noted in the table) "
    "rather than refuse; `mathloop rescore` brings both to today's.",
)
def compare_command(run_a: Path, run_b: Path, seed: int, mixed_checkers: bool) -> None:
    """Print the paired comparison of RUN_A and RUN_B (two models, two temperatures, ...).

    Methods present in both runs are compared by name; two runs of one method each are
    compared whatever the methods are called.

    \b
    Example:
      mathloop compare runs/qwen-t0 runs/qwen-t07
    """
    table = compare_runs(run_a, run_b, seed=seed, mixed_checkers=mixed_checkers)
    table_console().print(to_rich(table))
