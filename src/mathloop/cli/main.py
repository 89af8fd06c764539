"""The ``mathloop`` command: a thin layer over the library API."""

from __future__ import annotations

import sys

import click

from mathloop.errors import MathloopError

from ._crash_watch import watch_for_native_crash
from .check import check_command
from .compare import compare_command
from .data import data_group
from .doctor import doctor_command
from .engine import engine_group
from .export_traces import export_traces_command
from .judge_check import judge_check_command
from .methods import methods_group
from .models import models_group
from .pack import pack_command, unpack_command
from .redact import redact_command
from .report import report_command
from .reproduce import reproduce_command
from .rescore import rescore_command
from .resume import resume_command
from .run import run_command
from .sandbox import sandbox_group
from .show import show_command
from .solve import solve_command
from .status import status_command
from .sweep import sweep_command
from .upgrade import upgrade_command

__all__ = ["cli", "main"]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="mathloop")
def cli() -> None:
    """Make language models solve math by writing Python and running it in a sandbox.

    \b
    Quick start:
      mathloop solve "What is the sum of the first 100 positive odd integers?"
      mathloop run --benchmark samples --methods one_shot_python,relay_python --out runs/demo
      mathloop report runs/demo
      mathloop status runs                 # what is running, stopped or finished there
      mathloop reproduce relay-math500 --limit 20 --seed 1 --out results/relay-math500
    """


cli.add_command(solve_command)
cli.add_command(run_command)
cli.add_command(report_command)
cli.add_command(models_group)
cli.add_command(methods_group)
cli.add_command(data_group)
cli.add_command(check_command)
cli.add_command(judge_check_command)
cli.add_command(compare_command)
cli.add_command(export_traces_command)
cli.add_command(resume_command)
cli.add_command(sweep_command)
cli.add_command(reproduce_command)
cli.add_command(show_command)
cli.add_command(sandbox_group)
cli.add_command(doctor_command)
cli.add_command(engine_group)
cli.add_command(pack_command)
cli.add_command(redact_command)
cli.add_command(status_command)
cli.add_command(unpack_command)
cli.add_command(rescore_command)
cli.add_command(upgrade_command)


def main() -> None:
    """Entry point: turn every mathloop error into one clear line and exit status 2, and a
    crash in native code into one line too (:mod:`._crash_watch`)."""
    watch_for_native_crash(sys.argv[1:])
    try:
        cli.main(standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except MathloopError as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(2)
