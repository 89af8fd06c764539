"""``mathloop data``: benchmark files, fetched from the Hugging Face hub when online."""

from __future__ import annotations

from pathlib import Path

import click
from rich.console import Console
from rich.progress import (
    BarColumn,
    DownloadColumn,
    Progress,
    TaskID,
    TextColumn,
    TransferSpeedColumn,
)

from mathloop.benchmarks import BENCHMARKS, data_dirs
from mathloop.benchmarks.hub import PullResult, hub_endpoint
from mathloop.benchmarks.loaders import DATA_DIR_ENV, pulled_data_dir
from mathloop.benchmarks.pull import pull_benchmark

__all__ = ["data_group"]


@click.group("data")
def data_group() -> None:
    """Benchmark data files: where they are found and how to get them."""


@data_group.command("pull")
@click.argument("benchmarks", nargs=-1, required=True, metavar="BENCHMARK...")
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    help=f"Data folder to write into (default: ${DATA_DIR_ENV}, else ~/.cache/mathloop/data "
    "or $MATHLOOP_CACHE/data).",
)
@click.option("--force", is_flag=True, help="Download again even if the file is there.")
def pull_command(benchmarks: tuple[str, ...], out: Path | None, force: bool) -> None:
    """Download BENCHMARK (math500, gsm8k, aime, math) from the Hugging Face hub.

    The file is written where `mathloop run --benchmark NAME` finds it without --data. A
    file that is there already is not downloaded again; an interrupted pull resumes.
    Set HF_ENDPOINT for a mirror and HF_TOKEN for a gated dataset.

    \b
      mathloop data pull math500
      mathloop data pull gsm8k aime math --out ~/data
    """
    console = Console(stderr=True)
    for name in benchmarks:
        _pull_one(name, out, force, console)
    folder = out if out is not None else pulled_data_dir()
    if folder.absolute() not in data_dirs():
        click.echo(
            f"note: {folder} is not searched for data files; set {DATA_DIR_ENV}={folder} "
            "or pass --data FILE to mathloop run",
            err=True,
        )


def _pull_one(name: str, out: Path | None, force: bool, console: Console) -> None:
    if not console.is_terminal:  # a log gets the result line only, no redrawn bars
        _report(name, pull_benchmark(name, out=out, force=force))
        return
    progress = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        DownloadColumn(),
        TransferSpeedColumn(),
        console=console,
        transient=True,
    )
    tasks: dict[str, TaskID] = {}

    def advance(path: str, done: int, total: int | None) -> None:
        if path not in tasks:
            tasks[path] = progress.add_task(f"{name}: {path}", total=total)
        progress.update(tasks[path], completed=done, total=total)

    with progress:
        result = pull_benchmark(name, out=out, force=force, progress=advance)
    _report(name, result)


def _report(name: str, result: PullResult) -> None:
    if result.downloaded:
        hub = BENCHMARKS[name].hub
        source = hub.describe(hub_endpoint()) if hub else hub_endpoint()
        click.echo(f"{name}: {result.path} (from {source})")
    else:
        click.echo(f"{name}: {result.path} is there already (nothing downloaded; --force to redo)")
