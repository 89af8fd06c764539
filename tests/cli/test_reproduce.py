"""``mathloop reproduce``: its run folders are ``mathloop run``'s, and it ends in the tables."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from data_files import data_folder
from helpers import fenced, scripted_runs
from mathloop.cli.main import cli
from mathloop.cli.options import given_on_command_line
from mathloop.cli.reproduce import cell_config, reproduce_command
from mathloop.cli.run import run_command
from mathloop.reproduce import Choices, experiment_names, get_experiment
from mathloop.runs.configuration.config import RunConfig
from mathloop.runs.configuration.planning import plan_config
from mathloop.runs.execution.engine import manifest_record
from mathloop.runs.storage.portable import portable_path

SERVER = ["--backend", "openai", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"]
DATA = data_folder()
AIME_2024 = DATA / "aime" / "aime_2024.jsonl"
needs_data = pytest.mark.data(
    "math500/test.jsonl", "math/test.jsonl", "gsm8k/test.jsonl", "aime/aime_1983_2024.csv",
    "aime/aime_2024.jsonl",
)  # fmt: skip
"""The benchmark files the experiments' cells read: a test that plans or runs a cell needs
them (skipped in a clone without a data folder, ``data_files``)."""


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every run talks to a script: a program that prints ``RESULT: 7``."""
    scripted_runs(monkeypatch, fenced('print("RESULT: 7")'))


def _invoke(*args: str) -> Any:
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == 0, (result.output, result.exception)
    return result


def _settings(run: Path) -> dict[str, Any]:
    settings: dict[str, Any] = json.loads((run / "manifest.json").read_text())["run"]
    return settings


def test_help_lists_every_experiment_with_a_line_each() -> None:
    text = _invoke("reproduce", "--help").output
    for name in experiment_names():
        assert f"  {name} " in text
    assert "--dry-run" in text
    assert "reproduce" in _invoke("--help").output


def test_relay_math500_is_this_mathloop_run_command() -> None:
    out = _invoke("reproduce", "relay-math500", "--limit", "100", "--seed", "1",
                  "--out", "results/relay-math500", "--dry-run").stdout  # fmt: skip
    commands = [line for line in out.splitlines() if line.startswith("mathloop run")]
    assert commands == [
        "mathloop run --benchmark math500 --methods one_shot_python,relay_python --limit 100 "
        "--seed 1 --preset relay-essay --out results/relay-math500/run"
    ]


@needs_data
def test_reproduce_and_run_write_the_same_settings_and_resume_each_other(
    tmp_path: Path, scripted: None
) -> None:
    common = ["--limit", "2", "--seed", "1", *SERVER, "--quiet"]
    _invoke("reproduce", "relay-math500", *common, "--out", str(tmp_path / "repro"))
    equivalent = [
        *shlex.split("run --benchmark math500 --methods one_shot_python,relay_python"),
        *shlex.split("--limit 2 --seed 1 --preset relay-essay"),
        *SERVER,
        "--quiet",
    ]
    _invoke(*equivalent, "--out", str(tmp_path / "plain" / "run"))
    reproduced = _settings(tmp_path / "repro" / "run")
    assert reproduced == _settings(tmp_path / "plain" / "run")
    assert reproduced["data"] is None
    assert reproduced["preset"] == "relay-essay"
    # Each resumes the other's folder: nothing left to solve, no refusal.
    again = _invoke(*equivalent, "--out", str(tmp_path / "repro" / "run"))
    assert "0 solved now, 4 already done" in again.output
    back = _invoke("reproduce", "relay-math500", *common, "--out", str(tmp_path / "plain"))
    assert "0 solved now, 4 already done" in back.output


@needs_data
def test_the_preset_reaches_every_trace(tmp_path: Path, scripted: None) -> None:
    out = tmp_path / "essay"
    _invoke("reproduce", "relay-math500", "--limit", "1", *SERVER, "--quiet", "--out", str(out))
    settings = _settings(out / "run")
    assert (settings["preset"], settings["policy"], settings["python_timeout"]) == (
        "relay-essay",
        "strict",
        15.0,
    )
    assert settings["settings"]["relay_python"]["temperature"] == 0.8
    assert settings["settings"]["one_shot_python"]["num_predict"] == 12_500
    for method in ("one_shot_python", "relay_python"):
        (trace,) = out.glob(f"run/problems/*/{method}/trace.json")
        (report,) = out.glob(f"run/problems/*/{method}/final_report.json")
        assert json.loads(trace.read_text())["preset"] == "relay-essay"
        assert json.loads(report.read_text())["preset"] == "relay-essay"


@needs_data
def test_it_ends_with_the_essays_tables_printed_and_written(tmp_path: Path, scripted: None) -> None:
    out = tmp_path / "essay"
    result = _invoke("reproduce", "relay-math500", "--limit", "2", *SERVER, "--quiet",
                     "--out", str(out))  # fmt: skip
    for title in ("Aggregate results", "Paired outcomes", "Accuracy by level", "by subject",
                  "Failure taxonomy", "Tokens, attempts"):  # fmt: skip
        assert title in result.output
    report = out / "report" / "relay-math500"
    written = sorted(path.name for path in report.iterdir())
    assert written == [
        "aggregate.csv", "level.csv", "paired-tokens.png", "paired-tokens.svg", "paired.csv",
        "report.md", "subject.csv", "taxonomy.csv", "tokens.csv",
    ]  # fmt: skip
    assert "hf.co/unsloth/Qwen3.8-27B-GGUF:UD-Q3_K_XL" in (report / "report.md").read_text()


@needs_data
def test_table4_runs_a_folder_per_temperature_and_compares_across_them(
    tmp_path: Path, scripted: None
) -> None:
    out = tmp_path / "t4"
    result = _invoke("reproduce", "iipc-table4", "--limit", "1", *SERVER, "--quiet",
                     "--out", str(out))  # fmt: skip
    for temperature in ("0.1", "0.3", "0.5", "0.7", "0.9"):
        settings = _settings(out / f"t{temperature}")
        assert settings["settings"]["iipc"]["temperature"] == float(temperature)
        assert settings["preset"] == "iipc-paper"
        # the paper's judge, on by the preset: the run's own model
        assert settings["judge"] is True and settings["judge_model"] is None
    assert "(+0.00)" in result.output  # Δ of each temperature vs the 0.1 run
    assert (out / "report" / "iipc-table4" / "table4.csv").exists()


def test_report_only_lays_out_the_papers_numbers_before_anything_ran(tmp_path: Path) -> None:
    result = _invoke("reproduce", "iipc-table2", "--report-only", "--out", str(tmp_path))
    assert "Table 2" in result.output
    assert "96.06" in result.output  # Gemini 2.0 Flash, CoT
    assert not (tmp_path / "run").exists()
    assert (tmp_path / "report" / "iipc-table2" / "report.md").exists()
    assert "GSM8K: not run yet" in result.output
    assert "- GSM8K: not run yet" in (tmp_path / "report" / "iipc-table2" / "report.md").read_text()


@needs_data
def test_report_only_says_which_cells_are_unfinished_or_uncovered(
    tmp_path: Path, scripted: None
) -> None:
    out = tmp_path / "essay"
    _invoke("reproduce", "relay-math500", "--limit", "4", "--seed", "1", *SERVER, "--quiet",
            "--out", str(out))  # fmt: skip
    finished = _invoke("reproduce", "relay-math500", "--report-only", "--out", str(out))
    assert "unfinished" not in finished.output and "not run yet" not in finished.output
    run = out / "run"
    manifest = json.loads((run / "manifest.json").read_text())
    (run / "manifest.json").write_text(json.dumps({**manifest, "finished_at": None}))
    lines = (run / "results.jsonl").read_text().splitlines()
    (run / "results.jsonl").write_text("\n".join(lines[:-2]) + "\n")  # the last problem
    result = _invoke("reproduce", "relay-math500", "--limit", "4", "--seed", "1",
                     "--report-only", "--out", str(out))  # fmt: skip
    line = "MATH-500: 3 of the sample's 4 problems have results; its run is unfinished (6 results"
    assert line in result.output
    assert line in (out / "report" / "relay-math500-limit4" / "report.md").read_text()
    covered = _invoke("reproduce", "relay-math500", "--limit", "2", "--seed", "1",
                      "--report-only", "--out", str(out))  # fmt: skip
    assert "MATH-500:" not in covered.output  # its --limit 2 sample is complete


@needs_data
def test_a_reproduced_run_folder_resumes_with_mathloop_resume(
    tmp_path: Path, scripted: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    args = ["reproduce", "relay-math500", "--limit", "1", *SERVER, "--quiet",
            "--out", str(tmp_path / "essay")]  # fmt: skip
    monkeypatch.setattr(sys, "argv", ["mathloop", *args])
    _invoke(*args)
    result = _invoke("resume", str(tmp_path / "essay" / "run"))
    assert "0 solved now, 2 already done" in result.output


@needs_data
def test_mathloop_resume_finishes_one_cell_from_its_recorded_config(
    tmp_path: Path, scripted: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "t4"
    args = ["reproduce", "iipc-table4", "--limit", "1", *SERVER, "--quiet", "--out", str(out)]
    monkeypatch.setattr(sys, "argv", ["mathloop", *args])
    _invoke(*args)
    manifest = json.loads((out / "t0.3" / "manifest.json").read_text())
    # Paths of this machine are recorded relative to the working directory (runs/portable).
    here = Path.cwd()
    assert manifest["command"] == [
        portable_path(word, base=here) if word.startswith("/") else word for word in args
    ]
    (out / "t0.3" / "results.jsonl").write_text("")  # the cell's problem is solved again
    others = {cell: (out / cell / "results.jsonl").read_text() for cell in ("t0.1", "t0.5")}
    result = _invoke("resume", str(out / "t0.3"))
    assert "1 solved now, 0 already done" in result.output
    assert "Table 4" not in result.output  # one cell, not the experiment
    assert {cell: (out / cell / "results.jsonl").read_text() for cell in others} == others
    settings = _settings(out / "t0.3")
    assert settings["settings"]["iipc"]["temperature"] == 0.3
    assert settings["judge"] is True and settings["backend"]["model"] == "m"


@needs_data
def test_a_cell_resumes_from_its_record_without_the_command_that_made_it(
    tmp_path: Path, scripted: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A reproduce cell's manifest without what was typed (``command``) still resumes: the
    resolved record holds the run."""
    args = ["reproduce", "relay-math500", "--limit", "1", *SERVER, "--quiet",
            "--out", str(tmp_path / "essay")]  # fmt: skip
    monkeypatch.setattr(sys, "argv", ["mathloop", *args])
    _invoke(*args)
    cell = tmp_path / "essay" / "run"
    manifest_file = cell / "manifest.json"
    manifest = json.loads(manifest_file.read_text())
    del manifest["command"]
    manifest_file.write_text(json.dumps(manifest))
    result = CliRunner().invoke(cli, ["resume", str(cell)])
    assert result.exit_code == 0, result.output
    assert "0 solved now, 2 already done" in result.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["relay-aime"], "--data"),
        (["iipc-table1", "--data", "x.jsonl"], "several benchmarks"),
        (["iipc-table2", "--benchmark", "math"], "--benchmark is for iipc-table3"),
    ],
)
def test_choices_that_do_not_fit_fail_before_anything_runs(
    tmp_path: Path, args: list[str], message: str
) -> None:
    result = CliRunner().invoke(cli, ["reproduce", *args, "--out", str(tmp_path / "x")])
    assert result.exit_code != 0
    assert message in str(result.exception)
    assert not (tmp_path / "x").exists()


def _experiment_args(name: str) -> list[str]:
    data = ["--data", str(AIME_2024)] if name == "relay-aime" else []
    return [name, *data, "--limit", "3", "--seed", "2", "--timeout", "9", "--no-judge", *SERVER]


@needs_data
@pytest.mark.parametrize("name", experiment_names())
def test_every_cell_is_its_dry_run_command(name: str, tmp_path: Path, scripted: None) -> None:
    """Plan each cell as reproduce does and as its printed ``mathloop run`` command does:
    the manifests would record the same settings (nothing is solved)."""
    args = [*_experiment_args(name), "--out", str(tmp_path)]
    printed = _invoke("reproduce", *args, "--dry-run").stdout
    commands = [
        shlex.split(line)[2:] for line in printed.splitlines() if line.startswith("mathloop")
    ]
    experiment = get_experiment(name)
    cells = experiment.cells(Choices(data=AIME_2024 if name == "relay-aime" else None))
    assert len(commands) == len(cells)
    for cell, command in zip(cells, commands, strict=True):
        with reproduce_command.make_context("reproduce", list(args)) as ctx:
            ours = plan_config(cell_config(experiment, cell, ctx.params))
        with run_command.make_context("run", command) as ctx:
            config = RunConfig.from_options(ctx.params, given=given_on_command_line)
            theirs = plan_config(config)
        recorded = manifest_record(ours)
        assert recorded == manifest_record(theirs), cell.folder
        assert recorded["run"]["python_timeout"] == 9.0
        assert recorded["run"]["judge"] is False  # --no-judge wins over iipc-paper


@needs_data
def test_report_only_with_a_limit_lays_out_the_nested_sample(
    tmp_path: Path, scripted: None
) -> None:
    out = tmp_path / "essay"
    _invoke("reproduce", "relay-math500", "--limit", "4", "--seed", "1", *SERVER, "--quiet",
            "--out", str(out))  # fmt: skip
    full = (out / "report" / "relay-math500" / "report.md").read_text()
    result = _invoke("reproduce", "relay-math500", "--limit", "2", "--seed", "1",
                     "--report-only", "--out", str(out))  # fmt: skip
    assert (out / "report" / "relay-math500" / "report.md").read_text() == full  # kept
    assert "| ours: m | relay_python | 4 |" in full
    sample = (out / "report" / "relay-math500-limit2" / "report.md").read_text()
    assert "| ours: m | relay_python | 2 |" in sample and "Ours: 2 problems" in sample
    assert "Aggregate results" in result.output
    again = f"mathloop reproduce relay-math500 --limit 2 --seed 1 --report-only --out {out}"
    assert f"Made by `{again}`." in sample
    assert f"Made by `mathloop reproduce relay-math500 --report-only --out {out}`." in full


def test_a_setting_for_a_method_no_cell_solves_with_is_refused(tmp_path: Path) -> None:
    args = ["reproduce", "iipc-table3", "--limit", "2", *SERVER, "--out", str(tmp_path / "x")]
    result = CliRunner().invoke(cli, [*args, "--set", "relay_python.max_attempts=2", "--dry-run"])
    assert result.exit_code != 0
    assert "settings for relay_python, which this run does not solve with" in str(result.exception)


def test_a_setting_reaches_only_the_cells_that_solve_with_its_method(tmp_path: Path) -> None:
    """iipc-table1 runs PoT, CR, MACM and IIPC; a --set for IIPC is each cell's IIPC's."""
    args = ["iipc-table1", "--limit", "2", *SERVER, "--out", str(tmp_path)]
    args += ["--set", "iipc.max_validations=1"]
    experiment = get_experiment("iipc-table1")
    for cell in experiment.cells(Choices()):
        with reproduce_command.make_context("reproduce", list(args)) as ctx:
            config = cell_config(experiment, cell, ctx.params)
        assert config.settings == {"iipc": {"max_validations": 1}}, cell.folder


def test_a_benchmark_choice_writes_its_tables_beside_the_experiments_own(tmp_path: Path) -> None:
    args = ["reproduce", "iipc-table3", "--report-only", "--out", str(tmp_path)]
    _invoke(*args)
    _invoke(*args, "--benchmark", "aime")
    _invoke(*args, "--benchmark", "math,gsm8k", "--limit", "5")
    written = sorted(path.name for path in (tmp_path / "report").iterdir())
    assert written == ["iipc-table3", "iipc-table3-aime", "iipc-table3-math-gsm8k-limit5"]
    aime = (tmp_path / "report" / "iipc-table3-aime" / "report.md").read_text()
    assert "run folders under" in aime and "`aime`" in aime and "`math`" not in aime
