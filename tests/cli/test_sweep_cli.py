"""``mathloop sweep`` runs each cell as a library call (no re-entry into the command line)."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import fenced, scripted_runs
from mathloop.cli.main import cli

SWEEP = """
out = "{out}"
methods = ["pot"]
seeds = [1, 2]

[options]
quiet = true
preset = "iipc-paper"
judge = false

[[benchmarks]]
name = "samples"
limit = 2

[[models]]
label = "served"
backend = "openai"
model = "m"
base_url = "http://127.0.0.1:9/v1"
"""


def test_a_sweep_runs_every_cell_and_resumes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scripted_runs(monkeypatch, fenced('print("RESULT: 7")'))
    sweep = tmp_path / "sweep.toml"
    sweep.write_text(SWEEP.format(out=tmp_path / "runs"))
    first = CliRunner().invoke(cli, ["sweep", str(sweep)])
    assert first.exit_code == 0, first.output
    cells = sorted((tmp_path / "runs").glob("served/samples/pot/*"))
    assert len(cells) == 2
    for cell in cells:
        manifest = json.loads((cell / "manifest.json").read_text())
        assert manifest["run"]["preset"] == "iipc-paper"
        assert manifest["run"]["judge"] is False  # judge = false wins over the preset
        assert len((cell / "results.jsonl").read_text().splitlines()) == 2
    again = CliRunner().invoke(cli, ["sweep", str(sweep)])
    assert again.exit_code == 0
    assert again.output.count("finished, skipped") == 2


def test_dry_run_prints_each_cells_command_whole_on_stdout(tmp_path: Path) -> None:
    sweep = tmp_path / "sweep.toml"
    out = tmp_path / "a folder whose name is long enough to wrap a terminal line" / "runs"
    sweep.write_text(SWEEP.format(out=out))
    result = CliRunner().invoke(cli, ["sweep", str(sweep), "--dry-run"])
    assert result.exit_code == 0, result.output
    commands = [shlex.split(line) for line in result.stdout.splitlines()]
    assert len(commands) == 2
    for seed, command in zip(("1", "2"), commands, strict=True):
        assert command[:2] == ["mathloop", "run"]
        assert command[command.index("--seed") + 1] == seed
        assert command[command.index("--out") + 1].startswith(str(out))
    assert not out.exists()
