"""``results/continue.sh``: the two slots that continue the published experiments."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from mathloop.cli.main import cli

SCRIPT = Path(__file__).resolve().parents[2] / "results" / "continue.sh"


def _root(tmp_path: Path) -> Path:
    """A stand-in repository root: what the script needs, and a copy of it."""
    (tmp_path / "results").mkdir(parents=True)
    (tmp_path / "pyproject.toml").write_text("")
    shutil.copy(SCRIPT, tmp_path / "results" / "continue.sh")
    return tmp_path


def _slot(root: Path, slot: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MATHLOOP": "echo"}
    return subprocess.run(
        ["bash", "results/continue.sh", slot], cwd=root, env=env, capture_output=True, text=True
    )


def _commands(log: Path) -> list[list[str]]:
    """The commands the slot ran (echoed into its log), without the header lines."""
    lines = log.read_text().splitlines()
    return [line.split() for line in lines if not line.startswith("===")]


def test_each_slot_logs_its_commands_in_order(tmp_path: Path) -> None:
    root = _root(tmp_path)
    assert _slot(root, "ablations").returncode == 0
    assert _slot(root, "aime-agents").returncode == 0
    (ablations,) = _commands(root / "results/iipc-ablations/run.log")
    assert ablations[:3] == ["reproduce", "iipc-table3", "--benchmark"]
    assert "math,gsm8k" in ablations and "--n-threads" in ablations
    (aime,) = _commands(root / "results/iipc-ablations/aime.log")
    (cr_macm_math,) = _commands(root / "results/iipc-agents/math.log")
    (cr_macm_gsm8k,) = _commands(root / "results/iipc-agents/gsm8k.log")
    assert "aime" in aime
    assert cr_macm_math[-1] == "results/iipc-agents/math"
    assert cr_macm_gsm8k[-1] == "results/iipc-agents/gsm8k"


@pytest.mark.parametrize("log", ["iipc-ablations/run.log", "iipc-ablations/aime.log"])
def test_the_reproduce_commands_are_valid(tmp_path: Path, log: str) -> None:
    root = _root(tmp_path)
    _slot(root, "ablations"), _slot(root, "aime-agents")
    (command,) = _commands(root / "results" / log)
    out = tmp_path / "dry"
    result = CliRunner().invoke(cli, [*command[:-1], str(out), "--dry-run"])
    assert result.exit_code == 0, result.output
    assert "--preset iipc-paper" in result.output


def test_it_refuses_to_run_outside_the_repository_root(tmp_path: Path) -> None:
    result = subprocess.run(["bash", str(SCRIPT), "ablations"], cwd=tmp_path, text=True,
                            capture_output=True)  # fmt: skip
    assert result.returncode == 2 and "run it from the repository root" in result.stderr
    assert _slot(_root(tmp_path / "r"), "everything").returncode == 2
