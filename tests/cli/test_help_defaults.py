"""Every command's ``--help`` shows defaults a person can read, and marks what is required."""

from __future__ import annotations

from collections.abc import Iterator

import click
import pytest
from click.testing import CliRunner

from mathloop.cli.main import cli


def _commands(group: click.Group, prefix: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    for name, command in sorted(group.commands.items()):
        if isinstance(command, click.Group):
            yield from _commands(command, (*prefix, name))
        else:
            yield (*prefix, name)


@pytest.mark.parametrize("command", list(_commands(cli)), ids=" ".join)
def test_help_has_no_sentinel_defaults(command: tuple[str, ...]) -> None:
    result = CliRunner().invoke(cli, [*command, "--help"], terminal_width=200)
    assert result.exit_code == 0, result.output
    assert "Undefined" not in result.output


def test_the_required_options_of_run_are_marked_required() -> None:
    output = CliRunner().invoke(cli, ["run", "--help"], terminal_width=200).output
    for option in ("--benchmark TEXT", "--out PATH"):
        line = next(line for line in output.splitlines() if option in line)
        assert "[required]" in line, line
