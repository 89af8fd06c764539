"""``mathloop pack`` / ``unpack``: one ``.tar.gz`` per run folder, for publishing."""

from __future__ import annotations

from pathlib import Path

import click

from mathloop.runs.packed import pack_run, unpack_run

__all__ = ["pack_command", "unpack_command"]


@click.command("pack")
@click.argument("run", type=click.Path(file_okay=False, path_type=Path))
@click.option("--remove", is_flag=True, help="Delete the folder once the archive is written.")
def pack_command(run: Path, remove: bool) -> None:
    """Write RUN.tar.gz beside the run folder RUN (the same bytes for the same folder).

    `mathloop report`, `show`, `compare` and `export-traces` read the archive as they read
    the folder; `mathloop unpack` restores the folder to resume it.

    \b
    Example:
      mathloop pack results/relay-math500/run --remove
      mathloop report results/relay-math500/run.tar.gz
    """
    archive = pack_run(run, remove=remove)
    size_mb = archive.stat().st_size / 1e6
    click.echo(f"wrote {archive} ({size_mb:.1f} MB)" + ("; removed the folder" if remove else ""))


@click.command("unpack")
@click.argument("archive", type=click.Path(dir_okay=False, path_type=Path))
def unpack_command(archive: Path) -> None:
    """Restore the run folder packed in ARCHIVE beside it (then `mathloop resume` it).

    \b
    Example:
      mathloop unpack results/relay-math500/run.tar.gz
    """
    click.echo(f"unpacked {unpack_run(archive)}")
