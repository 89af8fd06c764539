"""``docs/commands.md`` lists every command of ``mathloop`` once, and its examples run the
commands they name."""

from __future__ import annotations

import re
from pathlib import Path

from mathloop.cli.main import cli

DOC = Path(__file__).resolve().parents[2] / "docs" / "commands.md"


def _rows() -> list[tuple[str, str]]:
    rows = []
    for line in DOC.read_text(encoding="utf-8").splitlines():
        found = re.match(r"\| `([a-z-]+)` \|.*\| `mathloop ([a-z-]+)[ `]", line)
        if found:
            rows.append((found.group(1), found.group(2)))
    return rows


def test_every_command_has_one_row_whose_example_runs_it() -> None:
    rows = _rows()
    assert sorted(name for name, _ in rows) == sorted(cli.commands)  # type: ignore[attr-defined]
    assert all(name == example for name, example in rows)
