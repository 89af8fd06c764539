"""``results/continue.sh``: the queue of unfinished published experiments."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import fenced, scripted_runs
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


FRESH_DATA = "runs/bench-data/gsm8k-fresh.jsonl"


def test_the_fresh_measurement_runs_by_name_only_and_writes_its_data_first(
    tmp_path: Path,
) -> None:
    root = _root(tmp_path)
    env = {**os.environ, "MATHLOOP": "echo", "PYTHON": "echo"}
    script = ["bash", "results/continue.sh", "fresh-gsm8k"]
    assert subprocess.run(script, cwd=root, env=env, capture_output=True).returncode == 0
    writes, command = _commands(root / "results" / "solver-fresh" / "gsm8k.log")
    assert writes == ["bench/fresh_sets.py"]
    assert command[:5] == ["run", "--benchmark", "gsm8k", "--data", FRESH_DATA]
    assert command[command.index("--limit") + 1] == "100" and "--per-bin" not in command
    assert command[command.index("--methods") + 1] == "consensus,pot_once,pot,cot,one_shot_python"
    assert command[-1] == "results/solver-fresh/gsm8k"
    (root / FRESH_DATA).parent.mkdir(parents=True)
    (root / FRESH_DATA).write_text("")  # written once: the next start only resumes the run
    subprocess.run(script, cwd=root, env=env, capture_output=True)
    assert [c[0] for c in _commands(root / "results" / "solver-fresh" / "gsm8k.log")] == [
        "bench/fresh_sets.py", "run", "run",
    ]  # fmt: skip
    assert not (root / "results" / "mixed-vote").exists()  # nothing else ran


def test_the_fresh_measurement_does_not_start_without_its_data(tmp_path: Path) -> None:
    root = _root(tmp_path)
    env = {**os.environ, "MATHLOOP": "echo", "PYTHON": "false"}
    result = subprocess.run(
        ["bash", "results/continue.sh", "fresh-math"], cwd=root, env=env, capture_output=True,
        text=True,
    )  # fmt: skip
    assert result.returncode == 1 and "fresh-math did not finish" in result.stderr
    assert _commands(root / "results" / "solver-fresh" / "math.log") == []


def test_the_fresh_command_runs_every_method(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The logged command, run for real on three problems with a scripted model."""
    root = _root(tmp_path)
    (root / FRESH_DATA).parent.mkdir(parents=True)
    rows = [{"question": f"What is {n} + {n}?", "answer": f"#### {2 * n}"} for n in range(3)]
    (root / FRESH_DATA).write_text("".join(json.dumps(row) + "\n" for row in rows))
    _continue(root, "fresh-gsm8k")
    (command,) = _commands(root / "results" / "solver-fresh" / "gsm8k.log")
    scripted_runs(monkeypatch, fenced('print("RESULT: 0")') + " \\boxed{0}")
    monkeypatch.chdir(root)
    server = ["--backend", "openai", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"]
    result = CliRunner().invoke(cli, [*command, *server])  # the model is scripted
    assert result.exit_code == 0, result.output
    ledger = root / "results" / "solver-fresh" / "gsm8k" / "results.jsonl"
    methods = [json.loads(line)["method"] for line in ledger.read_text().splitlines()]
    assert set(methods) == {"consensus", "pot_once", "pot", "cot", "one_shot_python"}
    assert len(methods) == 15
