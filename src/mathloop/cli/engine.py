"""``mathloop engine``: build, install and check the embedded llama.cpp engine."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from mathloop.llm.engine import (
    BUILD_FEATURES,
    ENGINE_VERSION,
    cmake_args,
    describe,
    engine_problems,
    install_engine,
    installed_engine,
    wheel_folder,
)

__all__ = ["engine_group"]


@click.group("engine")
def engine_group() -> None:
    """The embedded engine (llama-cpp-python), built the same way on every machine.

    \b
    mathloop compiles llama-cpp-python at one pinned version for a fixed set of CPU
    features (never for the CPU of the machine that builds it) and checks what is
    installed against it. `make demo` and `make test` run `mathloop engine install`.
    """


@engine_group.command("install")
@click.option(
    "-c",
    "--constraint",
    "constraints",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="A pip constraints file for the engine's dependencies (the repository's constraints.txt).",
)
def install_command(constraints: Path | None) -> None:
    """Install mathloop's build of llama-cpp-python into this Python environment.

    \b
    Leaves an installed build that already matches; otherwise builds the wheel (once per
    machine, about 4 minutes on 2 cores; kept in mathloop's cache, not pip's) and installs
    it in place of whatever llama-cpp-python was there.
    """
    info = install_engine(constraints=constraints, say=lambda line: click.echo(line, err=True))
    click.echo(f"engine ok: {describe(info)}")


@engine_group.command("check")
def check_command() -> None:
    """Exit 1, with one line saying what differs, unless mathloop's build is installed."""
    info = installed_engine()
    problems = engine_problems(info)
    if problems:
        click.echo(
            f"error: the installed engine is not mathloop's build: {'; '.join(problems)}; "
            "`mathloop engine install` replaces it",
            err=True,
        )
        sys.exit(1)
    click.echo(f"engine ok: {describe(info)}")


@engine_group.command("spec")
def spec_command() -> None:
    """Print the version, CPU features and CMake flags of mathloop's build."""
    click.echo(f"llama-cpp-python {ENGINE_VERSION}")
    click.echo(f"features  {' '.join(BUILD_FEATURES)}")
    click.echo(f"CMAKE_ARGS='{' '.join(cmake_args())}'")
    click.echo(f"wheel     {wheel_folder()}")
