"""``mathloop resume``: finish a stopped run with the command that started it."""

from __future__ import annotations

import os
from pathlib import Path

import click
from rich.console import Console

from mathloop.errors import RunStoreError
from mathloop.report import print_run_summary
from mathloop.runs import RunStore
from mathloop.runs.config import RunConfig
from mathloop.runs.planning import plan_config

from ._presets import given_on_command_line
from .run import execute_plan, run_command

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

    A run folder made by ``mathloop run`` (or ``mathloop.evaluate``) is rebuilt from the
    configuration its manifest records. One made by ``mathloop reproduce`` is finished by
    replaying that command,
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
    replayable = isinstance(command, list) and bool(command) and command[0] in _REPLAYED
    replays_reproduce = replayable and isinstance(command, list) and command[0] == "reproduce"
    recorded = manifest.get("config")
    from_config = isinstance(recorded, dict) and not replays_reproduce
    if not from_config and not replayable:
        raise RunStoreError(f"{run}: the manifest does not record the command that started it")
    # Relative --data and --out paths were given from the folder the run started in.
    if isinstance(manifest.get("cwd"), str) and Path(manifest["cwd"]).is_dir():
        os.chdir(manifest["cwd"])
    if from_config and isinstance(recorded, dict):
        config = RunConfig.model_validate({**recorded, **_extra_fields(ctx.args)})
        outcome = execute_plan(plan_config(config), quiet=config.quiet)
        print_run_summary(outcome.records, Console())
        return
    # A reproduce command, or a run recorded before its config was: replay the command.
    root = ctx.find_root().command
    root.main(args=[*(command or []), *ctx.args], standalone_mode=False)


def _extra_fields(args: list[str]) -> dict[str, object]:
    """The run fields that extra ``mathloop run`` flags set (``--max-cost 5``)."""
    if not args:
        return {}
    placeholder = ["--benchmark", "-", "--out", "-"]
    with run_command.make_context("run", [*placeholder, *args]) as context:
        extra = RunConfig.from_options(context.params, given=given_on_command_line)
    fields = extra.model_dump(mode="json", exclude_unset=True)
    return {k: v for k, v in fields.items() if k not in ("benchmark", "out")}
