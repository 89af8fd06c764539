"""``mathloop export-traces``: the reasoning-trace corpus of a run as JSON lines."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from mathloop.report import load_runs, write_corpus

__all__ = ["export_traces_command"]


@click.command("export-traces")
@click.argument("run", type=click.Path(path_type=Path))
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["jsonl"]),
    default="jsonl",
    show_default=True,
    help="Output format: one JSON object per problem × method.",
)
@click.option(
    "--out",
    type=click.Path(dir_okay=False, path_type=Path),
    help="File to write (default: standard output).",
)
def export_traces_command(run: Path, fmt: str, out: Path | None) -> None:
    """Write RUN's traces: problem, programs, outputs, deliberation, final answer.

    \b
    Example:
      mathloop export-traces runs/m500 --format jsonl --out traces.jsonl
    """
    runset = load_runs([run])
    if out is None:
        write_corpus(runset, sys.stdout)
        return
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as handle:
        count = write_corpus(runset, handle)
    click.echo(f"wrote {count} traces to {out}", err=True)
