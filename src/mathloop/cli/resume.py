"""``mathloop resume``: finish a stopped run with the settings that started it."""

from __future__ import annotations

import os
import shlex
from pathlib import Path

import click

from mathloop.errors import RunStoreError
from mathloop.report import print_run_summary, table_console
from mathloop.runs import RunStore
from mathloop.runs.as_recorded import as_recorded
from mathloop.runs.config import RunConfig
from mathloop.runs.planning import plan_config

from .run import config_of_arguments, execute_plan

__all__ = ["resume_command"]

_RECORDED_COMMANDS = ("run", "reproduce")
"""Commands a manifest's ``command`` may name (folders made before manifests recorded their
``config`` are rebuilt from a ``run`` command line; a ``reproduce`` one is named to rerun)."""


@click.command(
    "resume",
    context_settings={"ignore_unknown_options": True, "allow_extra_args": True},
    epilog="Besides -h, resume takes every `mathloop run` option (--max-cost, --keep-errors, "
    "--concurrency, --problem-timeout, ...; `mathloop run --help` lists them), laid over "
    "the recorded ones.",
)
@click.argument("run", type=click.Path(file_okay=False, path_type=Path))
@click.pass_context
def resume_command(ctx: click.Context, run: Path) -> None:
    """Finish the run in folder RUN with the settings it was started with.

    The run is rebuilt from the configuration its manifest records, whichever made it:
    ``mathloop run``, ``mathloop.evaluate``, or ``mathloop reproduce`` (then just that cell
    is finished; the same reproduce command resumes every cell and prints the tables). A
    folder made by ``mathloop run`` before manifests recorded it is rebuilt from the command
    line it recorded (parsed, not run again). A preset gives the values the manifest
    recorded, not its definition of today, and a setting added since the run started takes
    the value that reproduces what the run ran under. Problems recorded as LLM_ERROR (a failed
    model call, no answer) are solved again and their new records supersede the old;
    --keep-errors keeps them. Extra
    ``mathloop run`` options are laid over the recorded ones, so a budget can be raised:

    \b
      mathloop resume runs/m500
      mathloop resume runs/m500 --max-cost 5 --concurrency 8
      mathloop resume runs/m500 --keep-errors
    """
    store = RunStore(run)
    store.require()
    manifest = store.read_manifest()
    recorded = manifest.get("config")
    command = manifest.get("command")
    replayable = isinstance(command, list) and bool(command) and command[0] in _RECORDED_COMMANDS
    if not isinstance(recorded, dict) and not replayable:
        raise RunStoreError(f"{run}: the manifest does not record the command that started it")
    # Relative --data and --out paths were given from the folder the run started in.
    if isinstance(manifest.get("cwd"), str) and Path(manifest["cwd"]).is_dir():
        os.chdir(manifest["cwd"])
    if isinstance(recorded, dict):
        config = RunConfig.model_validate({**recorded, **_extra_fields(ctx.args)})
    elif isinstance(command, list) and command[0] == "run":
        config = config_of_arguments([*command[1:], *ctx.args])
    else:  # a reproduce folder made before manifests recorded configs
        again = shlex.join(["mathloop", *(command or [])])
        raise RunStoreError(f"{run} was made by an earlier reproduce; run it again: {again}")
    # Under what the folder ran with, whatever its preset means today (docs/decisions.md).
    config = as_recorded(config, manifest.get("settings") or {})
    outcome = execute_plan(plan_config(config), quiet=config.quiet)
    print_run_summary(outcome.records, table_console())


def _extra_fields(args: list[str]) -> dict[str, object]:
    """The run fields that extra ``mathloop run`` flags set (``--max-cost 5``)."""
    if not args:
        return {}
    extra = config_of_arguments(["--benchmark", "-", "--out", "-", *args])
    fields = extra.model_dump(mode="json", exclude_unset=True)
    return {k: v for k, v in fields.items() if k not in ("benchmark", "out")}
