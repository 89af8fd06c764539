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
from mathloop.benchmarks.loaders import (
    DATA_DIR_ENV,
    BenchmarkLoader,
    default_data_path,
    pull_benchmark,
    pulled_data_dir,
)

__all__ = ["data_group"]


@click.group("data", invoke_without_command=True)
@click.pass_context
def data_group(ctx: click.Context) -> None:
    """Benchmark data files: where they are found and how to get them.

    Without a subcommand: `mathloop data list`.
    """
    if ctx.invoked_subcommand is None:
        ctx.invoke(list_command)


@data_group.command("list")
def list_command() -> None:
    """Show the folders searched for data files, in order, and each benchmark's file.

    \b
    A benchmark's file is the first of its default file found in those folders; one found
    nowhere can be pulled (`mathloop data pull NAME`) or passed as `mathloop run --data FILE`.
    """
    click.echo("folders searched, in order:")
    for folder in data_dirs():
        click.echo(f"  {folder}{'' if folder.is_dir() else '  (no such folder)'}")
    click.echo("benchmarks:")
    width = max(len(name) for name in BENCHMARKS)
    for name, loader in sorted(BENCHMARKS.items()):
        click.echo(f"  {name:{width}}  {_where(loader)}")


def _where(loader: BenchmarkLoader) -> str:
    if not loader.takes_path:
        return "built in"
    if loader.default_file is None:
        return "no default file: pass --data FILE with --question-field and --answer-field"
    found = default_data_path(loader.name)
    if found is not None:
        return str(found)
    fix = f"mathloop data pull {loader.name}" if loader.hub is not None else "pass --data FILE"
    return f"not found ({loader.default_file} is in none of the folders; {fix})"


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
