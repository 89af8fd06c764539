"""``mathloop sandbox run`` and ``mathloop doctor``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mathloop.cli.main import cli
from mathloop.sandbox import pick_mode
from mathloop.sandbox._isolation import LAYERS, resolve


@pytest.fixture
def program(tmp_path: Path) -> Path:
    path = tmp_path / "solve.py"
    path.write_text("import sympy\nx = sympy.symbols('x')\nprint(sympy.solve(x**2 - 4, x))\n")
    return path


@pytest.mark.parametrize("mode", ["cold", "warm"])
def test_run_prints_the_execution_record_as_json(program: Path, mode: str) -> None:
    result = CliRunner().invoke(cli, ["sandbox", "run", str(program), "--mode", mode, "--json"])
    assert result.exit_code == 0, result.output
    record = json.loads(result.output)
    assert record["verdict"] == "ok"
    assert record["stdout"] == "[-2, 2]\n"
    assert record["gate"] == {
        "status": "accepted",
        "policy": "default",
        "violations": [],
        "omitted": 0,
    }
    assert record["mode"] == mode
    assert record["layers"] == list(resolve("auto").layers)
    assert {"exit_code", "timed_out", "stderr", "stdout_truncated", "duration_s"} <= set(record)


def test_a_rejected_program_names_rule_and_line_and_fails(tmp_path: Path) -> None:
    path = tmp_path / "bad.py"
    path.write_text("x = 1\nimport os\n")
    result = CliRunner().invoke(cli, ["sandbox", "run", str(path), "--json"])
    assert result.exit_code == 1
    gate = json.loads(result.output)["gate"]
    assert gate["status"] == "rejected"
    assert gate["violations"] == [{"rule": "banned_import", "detail": "os", "line": 2}]


def test_policy_none_skips_the_gate_but_not_the_process_layers(tmp_path: Path) -> None:
    path = tmp_path / "env.py"
    path.write_text("import os\nprint(sorted(os.environ))\n")
    result = CliRunner().invoke(cli, ["sandbox", "run", str(path), "--policy", "none"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("verdict:  ok (exit code 0) in ")
    assert lines[1] == "gate:     not applied (--policy none)"
    assert lines[2].startswith("layers:   process_group, clean_env")
    assert "'HOME'" in result.output


def test_a_timeout_is_reported_with_its_exit_status(tmp_path: Path) -> None:
    path = tmp_path / "spin.py"
    path.write_text("while True:\n    pass\n")
    result = CliRunner().invoke(cli, ["sandbox", "run", str(path), "--timeout", "0.5"])
    assert result.exit_code == 1
    assert result.output.startswith("verdict:  timeout after ")


def test_doctor_lists_every_layer_and_confirms_them_by_running() -> None:
    result = CliRunner().invoke(cli, ["doctor"])
    assert result.exit_code == 0, result.output
    table = {line.split()[0]: line.split()[1:4] for line in result.output.splitlines()
             if line.split() and line.split()[0] in LAYERS}  # fmt: skip
    assert list(table) == list(LAYERS)
    for name in resolve("auto").layers:
        assert table[name] == ["yes", "yes", "yes"], name
    assert "cold run of print(1): ok" in result.output
    assert "warm run of print(1): ok" in result.output
    assert f"runs use    {pick_mode('auto')} programs (--sandbox-mode auto: " in result.output


def test_doctor_json_without_runs() -> None:
    result = CliRunner().invoke(cli, ["doctor", "--json", "--no-run"])
    assert result.exit_code == 0
    report = json.loads(result.output)
    assert report["chosen"] == resolve("auto").backend
    assert [layer["name"] for layer in report["layers"]] == list(LAYERS)
    assert "cold" not in report
    assert report["runs_use"] == pick_mode("auto")  # the mode a run's default picks here
