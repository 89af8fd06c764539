"""``mathloop upgrade``: older runs' manifests brought to today's record."""

from __future__ import annotations

from pathlib import Path

import click

from mathloop.runs.configuration.upgrade import upgrade_run

__all__ = ["upgrade_command"]


@click.command("upgrade")
@click.argument("runs", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--dry-run", is_flag=True, help="Print what would change; write nothing.")
def upgrade_command(runs: tuple[Path, ...], dry_run: bool) -> None:
    """Bring the manifests of RUNS (run folders or packed runs) that an older mathloop wrote
    to today's record, once: the paths of this machine they record (the working directory,
    the data file, the model file) into the portable form new runs record, by their place
    in a data folder or the cache, or relative to the run (docs/runs.md, "Paths in a
    manifest"); the manifest into today's schema, as every reader migrates it when it reads
    it: one ``run`` block, the resolved run, with settings added since at the values the
    run ran under (docs/format.md, "Manifest schemas"); and a multi-sample run's ledger
    lines from before seeds were stored, the seed each sample solved with. An upgraded run
    reports and resumes as before.

    \b
    Example:
      mathloop upgrade results/consensus/math.zip --dry-run
    prints, per run, each change it would make:
      cwd: /home/me/project -> ../..
      data.path: /home/me/shared/data/math/test.jsonl -> $MATHLOOP_DATA_DIR/math/test.jsonl
      run: one block from settings, operation and config
      schema: 1 -> 3
    """
    for run in runs:
        result = upgrade_run(run, dry_run=dry_run)
        for change in result.changes:
            click.echo(f"  {change}")
        for note in result.notes:
            click.echo(f"  note: {note}")
        click.echo(result.summary() + (" (dry run: nothing written)" if dry_run else ""))
