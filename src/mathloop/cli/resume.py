"""``mathloop resume``: finish a stopped run with the command that started it."""

from __future__ import annotations

import os
from pathlib import Path

import click

from mathloop.errors import RunStoreError
from mathloop.runs import RunStore

__all__ = ["resume_command"]

_REPLAYED = ("run", "reproduce")
"""Commands whose runs ``resume`` can finish by running them again."""


@click.command(
    "resume", context_settings={"ignore_unknown_options": True, "allow_extra_args": True}
)
@click.argument("run", type=click.Path(file_okay=False, path_type=Path))
@click.pass_context
def resume_command(ctx: click.Context, run: Path) -> None:
    """Finish the run in folder RUN with the settings it was started with.

    A run folder made by ``mathloop reproduce`` is finished by replaying that command,
    which resumes every run folder of its experiment and prints its tables again.
    Problems recorded as LLM_ERROR (a failed model call, no answer) are solved again and
    their new records supersede the old; --keep-errors keeps them. Extra options are
    appended to the original command, so a budget can be raised:

    \b
      mathloop resume runs/m500
      mathloop resume runs/m500 --max-cost 5 --concurrency 8
      mathloop resume runs/m500 --keep-errors
    """
    store = RunStore(run)
    if not store.exists():
        raise RunStoreError(f"{run}: no manifest.json here; is this a run folder?")
    manifest = store.read_manifest()
    command = manifest.get("command")
    if not isinstance(command, list) or not command or command[0] not in _REPLAYED:
        raise RunStoreError(f"{run}: the manifest does not record the command that started it")
    # Relative --data and --out paths were given from the folder the run started in.
    if isinstance(manifest.get("cwd"), str) and Path(manifest["cwd"]).is_dir():
        os.chdir(manifest["cwd"])
    root = ctx.find_root().command
    root.main(args=[*command, *ctx.args], standalone_mode=False)
