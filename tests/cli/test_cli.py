import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from mathloop.cli.main import cli

HANG_S = 1200
"""A hang guard, not a speed target: a real model's run on a machine whose cores a long
experiment holds took over 300 s (it takes well under a minute on an idle one)."""


def mathloop(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mathloop", *args], capture_output=True, text=True, timeout=HANG_S
    )


def test_help_teaches_the_commands() -> None:
    result = CliRunner().invoke(cli, ["--help"])
    assert result.exit_code == 0
    for command in ("solve", "run", "report", "models", "check"):
        assert command in result.output
    run_help = CliRunner().invoke(cli, ["run", "--help"])
    assert "--per-bin" in run_help.output
    assert "Examples:" in run_help.output


def test_check_prints_a_verdict() -> None:
    result = CliRunner().invoke(cli, ["check", "\\frac{1}{2}", "0.5", "--json"])
    assert result.exit_code == 0
    verdict = json.loads(result.output)
    assert verdict["equal"] is True
    assert verdict["decided_by"]


@pytest.mark.parametrize("model", [[], ["--model", "no-such-model"]], ids=["default", "unknown"])
def test_malformed_dataset_is_one_clear_line(tmp_path: Path, model: list[str]) -> None:
    """The dataset's error comes first, whether or not the model is there (CI has no default)."""
    data = tmp_path / "bad.jsonl"
    data.write_text('{"q": "1+1?", "a": "2"}\n{not json\n')
    result = mathloop(
        "run",
        "--benchmark",
        "jsonl",
        "--data",
        str(data),
        "--question-field",
        "q",
        "--answer-field",
        "a",
        *model,
        "--out",
        str(tmp_path / "r"),
    )
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("error: ")
    assert "bad.jsonl:2" in lines[0]


def test_unknown_method_is_one_clear_line(tmp_path: Path) -> None:
    result = mathloop("run", "--benchmark", "samples", "--methods", "nope", "--out", str(tmp_path))
    assert result.returncode == 2
    assert "unknown method 'nope'" in result.stderr


def test_report_of_a_non_run_folder_is_an_error(tmp_path: Path) -> None:
    result = mathloop("report", str(tmp_path))
    assert result.returncode == 2
    assert "no manifest.json" in result.stderr


@pytest.mark.model
def test_run_and_report_with_a_real_local_model(tmp_path: Path, smollm2_path: Path) -> None:
    out = tmp_path / "run"
    args = [
        "run",
        "--benchmark",
        "samples",
        "--limit",
        "2",
        "--seed",
        "3",
        "--model",
        str(smollm2_path),
        "--num-ctx",
        "4096",
        "--quiet",
        "--out",
        str(out),
        "--set",
        "one_shot_python.num_predict=200",
        "--set",
        "relay_python.num_predict=200",
        "--set",
        "relay_python.max_attempts=2",
        "--set",
        "one_shot_python.num_ctx=4096",
        "--set",
        "relay_python.num_ctx=4096",
    ]
    first = mathloop(*args)
    assert first.returncode == 0, first.stderr
    # Into a pipe the summary tables print at full width: no name cut to "one_s…".
    assert "one_shot_python" in first.stdout and "relay_python" in first.stdout
    assert "…" not in first.stdout
    records = [json.loads(x) for x in (out / "results.jsonl").read_text().splitlines()]
    assert len(records) == 4
    assert all(r["output_tokens"] > 0 for r in records)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["model"]["sha256"]
    again = mathloop(*args)
    assert again.returncode == 0
    assert "0 solved now, 4 already done" in again.stderr
    report = mathloop("report", str(out))
    assert report.returncode == 0
    assert "relay_python" in report.stdout
    assert "Failure taxonomy" in report.stdout
