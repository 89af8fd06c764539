"""``mathloop pack`` / ``unpack``: one ``.zip`` per run, for publishing and sharing."""

from __future__ import annotations

from pathlib import Path
from typing import cast

import click

from mathloop.runs.storage.archive import Layout, describe, pack_run, unpack_run

__all__ = ["pack_command", "unpack_command"]


@click.command("pack")
@click.argument("run", type=click.Path(file_okay=False, path_type=Path))
@click.option("--remove", is_flag=True, help="Delete the folder once the archive is checked.")
def pack_command(run: Path, remove: bool) -> None:
    """Write RUN.zip beside the run folder RUN: its manifest, ledger, summary and one
    compressed trace per problem × method (the same bytes for the same run).

    `mathloop report`, `show`, `compare`, `export-traces`, `status` and `mathloop.load` read
    the archive in place; `mathloop unpack` restores the folder to resume it. The relay
    protocols' per-attempt files are left out: `unpack --layout essay` writes them again.

    \b
    Example:
      mathloop pack runs/m500 --remove
      mathloop show runs/m500.zip test-algebra-1 --method relay_python
    """
    archive = pack_run(run, remove=remove)
    removed = "; removed the folder" if remove else ""
    click.echo(f"wrote {archive} ({describe(archive)}){removed}")


@click.command("unpack")
@click.argument("archive", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--layout",
    type=click.Choice(["traces", "essay"]),
    default="traces",
    show_default=True,
    help="traces: the folder as packed; essay: also each relay attempt's prompt, response, "
    "code and feedback, and final_report.json, one folder per problem and protocol.",
)
def unpack_command(archive: Path, layout: str) -> None:
    """Restore the run folder packed in ARCHIVE beside it (then `mathloop resume` it).

    \b
    Example:
      mathloop unpack results/relay-math500/run.zip --layout essay
    """
    click.echo(f"unpacked {unpack_run(archive, layout=cast(Layout, layout))}")
