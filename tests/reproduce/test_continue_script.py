"""``results/continue.sh``: the queue of unfinished published experiments."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from mathloop.cli.main import cli

SCRIPT = Path(__file__).resolve().parents[2] / "results" / "continue.sh"
LOGS = {
    "ablations-math": "iipc-ablations/run.log",
    "aime": "iipc-ablations/aime.log",
    "ablations-gsm8k": "iipc-ablations/gsm8k.log",
    "agents-math": "iipc-agents/math.log",
    "agents-gsm8k": "iipc-agents/gsm8k.log",
    "consensus-math": "consensus/math.log",
    "voting-math": "voting/math.log",
    "consensus-gsm8k": "consensus/gsm8k.log",
    "voting-gsm8k": "voting/gsm8k.log",
    "relay-saved": "relay-math500-saved/run.log",
    "mixed-math": "mixed-vote/math.log",
    "mixed-gsm8k": "mixed-vote/gsm8k.log",
    "mixed-math500": "mixed-vote/math500.log",
}


def _root(tmp_path: Path) -> Path:
    """A stand-in repository root: what the script needs, and a copy of it."""
    (tmp_path / "results").mkdir(parents=True)
    (tmp_path / "pyproject.toml").write_text("")
    shutil.copy(SCRIPT, tmp_path / "results" / "continue.sh")
    return tmp_path


def _continue(root: Path, *names: str, mathloop: str = "echo") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MATHLOOP": mathloop}
    return subprocess.run(
        ["bash", "results/continue.sh", *names], cwd=root, env=env, capture_output=True, text=True
    )


def _commands(log: Path) -> list[list[str]]:
    """The commands run (echoed into the log), without the header lines."""
    return [line.split() for line in log.read_text().splitlines() if not line.startswith("===")]


def _headers(log: Path) -> list[str]:
    return [line for line in log.read_text().splitlines() if line.startswith("===")]


def test_every_experiment_runs_in_priority_order(tmp_path: Path) -> None:
    root = _root(tmp_path)
    recorder = tmp_path / "record.sh"  # echoes its command and notes it in ./order
    recorder.write_text('#!/bin/sh\necho "$@"\necho "$@" >> order\n')
    recorder.chmod(0o755)
    assert _continue(root, mathloop=str(recorder)).returncode == 0
    order = [line.split() for line in (root / "order").read_text().splitlines()]
    started = [(words[0], words[words.index("--benchmark") + 1] if "--benchmark" in words
                else words[1]) for words in order]  # fmt: skip
    assert started == [("reproduce", "math"), ("reproduce", "aime"), ("reproduce", "gsm8k"),
                       ("run", "math"), ("run", "gsm8k"), ("run", "math"), ("run", "math"),
                       ("run", "gsm8k"), ("run", "gsm8k"),
                       ("reproduce", "relay-math500"),
                       ("run", "math"), ("run", "gsm8k"), ("run", "math500")]  # fmt: skip
    (math,) = _commands(root / "results" / LOGS["ablations-math"])
    assert math[:5] == ["reproduce", "iipc-table3", "--benchmark", "math", "--limit"]
    (agents,) = _commands(root / "results" / LOGS["agents-gsm8k"])
    assert agents[:3] == ["run", "--benchmark", "gsm8k"] and "cr,macm" in agents
    (voting,) = _commands(root / "results" / LOGS["voting-math"])
    assert "vote(pot)" in voting and "iipc-paper" in voting and voting[-1] == "results/voting/math"
    (consensus,) = _commands(root / "results" / LOGS["consensus-gsm8k"])
    assert "consensus" in consensus and consensus[-1] == "results/consensus/gsm8k"
    (saved,) = _commands(root / "results" / LOGS["relay-saved"])
    assert saved[:6] == ["reproduce", "relay-math500", "--limit", "500", "--seed", "1"]
    assert saved[-1] == "results/relay-math500-saved" and "--n-threads" not in saved
    (mixed,) = _commands(root / "results" / LOGS["mixed-math500"])
    assert mixed[mixed.index("--limit") + 1] == "200" and "--preset" not in mixed
    assert "consensus,pot,cot,one_shot_python" in mixed and "--n-threads" not in mixed
    assert mixed[-1] == "results/mixed-vote/math500"


def test_a_refused_or_failed_experiment_does_not_stop_the_queue(tmp_path: Path) -> None:
    root = _root(tmp_path)
    result = _continue(root, mathloop="false")
    assert result.returncode == 1
    assert all(len(_headers(root / "results" / log)) == 1 for log in LOGS.values())
    assert result.stderr.count("did not finish (see its log)") == len(LOGS)


def test_named_experiments_only(tmp_path: Path) -> None:
    root = _root(tmp_path)
    assert _continue(root, "aime").returncode == 0
    assert [p.name for p in (root / "results").rglob("*.log")] == ["aime.log"]


@pytest.mark.parametrize(
    ("name", "preset"),
    [("ablations-math", "iipc-paper"), ("aime", "iipc-paper"),
     ("ablations-gsm8k", "iipc-paper"), ("relay-saved", "relay-essay")],
)  # fmt: skip
def test_the_reproduce_commands_are_valid(tmp_path: Path, name: str, preset: str) -> None:
    root = _root(tmp_path)
    _continue(root, name)
    (command,) = _commands(root / "results" / LOGS[name])
    result = CliRunner().invoke(cli, [*command[:-1], str(tmp_path / "dry"), "--dry-run"])
    assert result.exit_code == 0, result.output
    assert f"--preset {preset}" in result.output


def test_it_refuses_to_run_outside_the_repository_root_or_an_unknown_name(
    tmp_path: Path,
) -> None:
    result = subprocess.run(["bash", str(SCRIPT)], cwd=tmp_path, text=True,
                            capture_output=True)  # fmt: skip
    assert result.returncode == 2 and "run it from the repository root" in result.stderr
    unknown = _continue(_root(tmp_path / "r"), "everything")
    assert unknown.returncode == 2 and "usage: results/continue.sh" in unknown.stderr
    assert not list((tmp_path / "r" / "results").rglob("*.log"))


def test_a_missing_mathloop_is_one_clear_line_before_any_log(tmp_path: Path) -> None:
    """On a fresh machine without .venv, the queue stops at once and says what to do."""
    root = _root(tmp_path)
    result = _continue(root, mathloop=".venv/bin/python -m mathloop")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "run 'make setup' once first" in result.stderr
    assert not list((root / "results").rglob("*.log"))


def test_a_finished_and_packed_experiment_is_skipped_without_a_log_line(tmp_path: Path) -> None:
    root = _root(tmp_path)
    (root / "results" / "mixed-vote").mkdir()
    (root / "results" / "mixed-vote" / "math.zip").write_bytes(b"")  # packed, folder gone
    result = _continue(root, "mixed-math", "mixed-gsm8k")
    assert result.returncode == 0
    assert "results/mixed-vote/math is finished and packed" in result.stderr
    assert not (root / "results" / LOGS["mixed-math"]).exists()
    assert len(_headers(root / "results" / LOGS["mixed-gsm8k"])) == 1
