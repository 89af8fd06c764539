"""``mathloop models``: list, pull and locate the named GGUF models."""

from __future__ import annotations

import click
from rich.console import Console
from rich.progress import BarColumn, DownloadColumn, Progress, TransferSpeedColumn

from mathloop.llm.models import list_models, model_path, pull_model

__all__ = ["models_group"]


@click.group("models", invoke_without_command=True)
@click.pass_context
def models_group(ctx: click.Context) -> None:
    """Named models: where they are found and how to get them.

    Without a subcommand: `mathloop models list`.
    """
    if ctx.invoked_subcommand is None:
        ctx.invoke(list_command)


@models_group.command("list")
def list_command() -> None:
    """Show every named model and where it is available."""
    for status in list_models():
        click.echo(f"{status.name:22} {status.where}  {status.description}")


@models_group.command("pull")
@click.argument("name", default="qwen2.5-coder-1.5b")
@click.option("--offline", is_flag=True, help="Never try the Hugging Face hub.")
def pull_command(name: str, offline: bool) -> None:
    """Assemble or download model NAME into the cache and verify its SHA-256."""
    progress = Progress(
        BarColumn(), DownloadColumn(), TransferSpeedColumn(), console=Console(stderr=True)
    )
    task = progress.add_task(name, total=None)

    def report(done: int, total: int) -> None:
        progress.update(task, completed=done, total=total)

    with progress:
        resolved = pull_model(name, online=not offline, progress=report)
    click.echo(f"{name}: {resolved.path} (sha256 {resolved.sha256}, from {resolved.source})")


@models_group.command("path")
@click.argument("name", default="qwen2.5-coder-1.5b")
def path_command(name: str) -> None:
    """Print the verified file path of model NAME (it must be pulled already)."""
    click.echo(str(model_path(name)))
