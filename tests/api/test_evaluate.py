"""``mathloop.evaluate``: a typed run config, the same run folder as ``mathloop run``."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import mathloop
from helpers import fenced, scripted_runs
from mathloop.cli.arguments import run_arguments
from mathloop.cli.main import cli
from mathloop.cli.options import given_on_command_line
from mathloop.cli.run import run_command
from mathloop.reproduce import Choices, get_experiment
from mathloop.runs.configuration.config import RunConfig
from mathloop.sandbox import isolation_report
from mathloop.sandbox.executor import WARM_LAYERS

_SERVER = {"backend": "openai", "base_url": "http://127.0.0.1:9/v1", "model": "m"}


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every run here talks to a script whose program submits ``RESULT: 7`` (one sample
    problem's answer is 7 only by chance: accuracy stays below 1)."""
    scripted_runs(monkeypatch, fenced('print("RESULT: 7")'))


def _settings(folder: Path) -> dict[str, Any]:
    run: dict[str, Any] = json.loads((folder / "manifest.json").read_text())["run"]
    return run


def test_the_config_gives_the_options_of_mathloop_run(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("MATHLOOP_BACKEND", "MATHLOOP_MODEL", "MATHLOOP_BASE_URL", "RAY_ADDRESS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.delenv("MATHLOOP_RESPONSE_CACHE", raising=False)
    with run_command.make_context("run", ["--benchmark", "x", "--out", "o"]) as ctx:
        from_click = dict(ctx.params)
    every_default = RunConfig.from_options(from_click, given=lambda name: True)
    assert every_default == RunConfig(benchmark="x", out=Path("o"))
    assert every_default.given() == {*from_click} - {"overrides"}  # every option is a field


def test_a_config_is_the_mathloop_run_command_its_arguments_spell() -> None:
    config = RunConfig(
        benchmark="math",
        out=Path("runs/x"),
        methods=("cot", "vote(pot, n=3)"),
        settings={"pot": {"temperature": 0.3, "stop": ["```"]}, "cot": {"name": "a b"}},
        levels=(4, 5),
        per_bin=2,
        preset="iipc-paper",
        judge=False,
        server_extensions=True,
        python_timeout=9.0,
        allow_imports=(),
        keep_errors=True,
        model=None,
    )
    words = run_arguments(config)
    assert words[-2:] == ["--out", "runs/x"]
    assert "--no-judge" in words and "--model" not in words
    with run_command.make_context("run", words) as ctx:
        parsed = RunConfig.from_options(ctx.params, given=given_on_command_line)
    assert parsed == config
    assert parsed.given() == config.given() - {"model"}  # None is the default: no flag


def test_evaluate_writes_a_run_folder_and_returns_its_results(
    tmp_path: Path, scripted: None
) -> None:
    results = mathloop.evaluate(
        "samples",
        methods=["one_shot_python", "pot"],
        limit=3,
        seed=1,
        out=tmp_path / "s",
        **_SERVER,
    )
    assert set(results.accuracy()) == {"one_shot_python", "pot"}
    assert len(results.records()) == 6
    frame = results.to_pandas()
    assert len(frame) == 6 and {"method", "correct"} <= set(frame.columns)
    report = results.report(tmp_path / "report")
    assert (tmp_path / "report" / "report.md").is_file()
    assert {t.name for t in report.tables} >= {"accuracy", "paired"}
    paired = results.compare("one_shot_python", "pot")
    assert paired.row["shared"] == 3
    assert "McNemar" in str(paired)


def test_evaluate_and_mathloop_run_make_the_same_run(tmp_path: Path, scripted: None) -> None:
    api_folder, cli_folder = tmp_path / "api", tmp_path / "cli"
    backend = mathloop.backends.openai(base_url=_SERVER["base_url"], model="m")
    mathloop.evaluate(
        "samples",
        methods=["relay_python"],
        limit=2,
        seed=3,
        settings={"relay_python": {"max_attempts": 2}},
        backend=backend,
        out=api_folder,
    )
    args = ["run", "--benchmark", "samples", "--methods", "relay_python", "--limit", "2"]
    args += ["--seed", "3", "--set", "relay_python.max_attempts=2", "--quiet"]
    args += ["--backend", "openai", "--base-url", _SERVER["base_url"], "--model", "m"]
    result = CliRunner().invoke(cli, [*args, "--out", str(cli_folder)])
    assert result.exit_code == 0, result.output
    assert _settings(api_folder) == _settings(cli_folder)
    again = CliRunner().invoke(cli, [*args, "--out", str(api_folder)])  # resumes: nothing to do
    assert again.exit_code == 0 and "0 solved now, 2 already done" in again.output


@pytest.mark.data("math500/test.jsonl")
def test_an_experiments_cell_runs_from_python_as_reproduce_runs_it(
    tmp_path: Path, scripted: None
) -> None:
    experiment = get_experiment("relay-math500")
    (cell,) = experiment.cells(Choices())
    given = {"limit": 2, "seed": 1, **_SERVER}
    mathloop.evaluate(config=experiment.config(cell, out=tmp_path / "api", given=given))
    args = ["reproduce", "relay-math500", "--limit", "2", "--seed", "1", "--quiet"]
    args += ["--backend", "openai", "--base-url", _SERVER["base_url"], "--model", "m"]
    result = CliRunner().invoke(cli, [*args, "--out", str(tmp_path / "api")])
    assert result.exit_code == 0, result.output
    assert "0 solved now, 4 already done" in result.output
    assert _settings(tmp_path / "api" / "run")["preset"] == "relay-essay"


def test_a_preset_applies_under_what_the_caller_set(tmp_path: Path, scripted: None) -> None:
    mathloop.evaluate(
        "samples",
        methods=["relay_python"],
        limit=1,
        preset="relay-essay",
        python_timeout=20.0,
        out=tmp_path / "p",
        **_SERVER,
    )
    settings = _settings(tmp_path / "p")
    assert settings["preset"] == "relay-essay"
    assert settings["policy"] == "strict"  # the preset's
    assert settings["python_timeout"] == 20.0  # the caller's


def test_a_bad_field_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="limit"):
        mathloop.evaluate("samples", limit=0, out=tmp_path / "x")
    with pytest.raises(ValueError, match="no_such_option"):
        mathloop.evaluate("samples", no_such_option=1, out=tmp_path / "x")


def test_aevaluate_under_a_running_loop(tmp_path: Path, scripted: None) -> None:
    async def notebook() -> float:
        results = await mathloop.aevaluate(
            "samples", methods=["pot"], limit=1, out=tmp_path / "a", **_SERVER
        )
        return sum(results.accuracy().values())

    assert asyncio.run(notebook()) in (0.0, 1.0)


def test_load_refuses_a_folder_that_is_not_a_run(tmp_path: Path) -> None:
    with pytest.raises(mathloop.MathloopError, match="not a run folder"):
        mathloop.load(tmp_path)


@pytest.mark.model
def test_evaluate_with_a_named_local_model(tmp_path: Path, smollm2_path: Path) -> None:
    results = mathloop.evaluate(
        benchmark="samples",
        methods=["pot"],
        limit=2,
        model="smollm2-135m",
        settings={"pot": {"num_predict": 128, "max_retries": 0}},
        num_ctx=2048,
        out=tmp_path / "s",
    )
    records = results.records()
    assert len(records) == 2
    assert all(r.llm_calls >= 1 for r in records)


@pytest.mark.parametrize("mode", [None, "cold", "warm"])
def test_a_runs_programs_run_in_the_sandbox_mode_it_chose(
    tmp_path: Path, scripted: None, mode: str | None
) -> None:
    """The default, ``auto``, is warm where bubblewrap gives warm its layers and cold
    elsewhere; the manifest records the choice and each program's trace the mode it ran in."""
    chosen = {} if mode is None else {"sandbox_mode": mode}
    out = tmp_path / "s"
    mathloop.evaluate(
        "samples", methods=["one_shot_python"], limit=2, seed=1, out=out, **_SERVER, **chosen
    )
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["run"]["sandbox_mode"] == (mode or "auto")
    available = {layer.name for layer in isolation_report().layers if layer.available}
    warm_layers_here = set(WARM_LAYERS) <= available
    expected = mode or ("warm" if warm_layers_here else "cold")
    traces = sorted(out.glob("problems/*/one_shot_python/trace.json"))
    modes = {a["execution"]["mode"] for t in traces for a in json.loads(t.read_text())["attempts"]}
    assert len(traces) == 2 and modes == {expected}


def test_a_display_flag_stays_out_of_the_runs_record(tmp_path: Path, scripted: None) -> None:
    """``quiet`` changes what a terminal shows, never the run: not in the manifest's ``run``
    block (issue 55)."""
    out = tmp_path / "s"
    mathloop.evaluate(
        "samples", methods=["one_shot_python"], limit=1, seed=1, out=out, quiet=True, **_SERVER
    )
    manifest = json.loads((out / "manifest.json").read_text())
    assert "quiet" not in manifest["run"] and "out" not in manifest["run"]
    assert manifest["run"]["limit"] == 1  # the rest of the config is there
