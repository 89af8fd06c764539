"""``mathloop.evaluate(samples=N)`` and ``mathloop run --samples N``: the same sampled run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import mathloop
from helpers import fenced, scripted_runs
from mathloop.cli.main import cli

SERVER = ["--backend", "openai", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"]


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every call answers with a program that prints ``RESULT: 7``."""
    scripted_runs(monkeypatch, fenced('print("RESULT: 7")'))


def test_evaluate_and_run_make_the_same_sampled_run(tmp_path: Path, scripted: None) -> None:
    results = mathloop.evaluate(
        "samples",
        methods=["pot"],
        limit=2,
        seed=1,
        samples=3,
        backend=mathloop.backends.openai(base_url="http://127.0.0.1:9/v1", model="m"),
        out=tmp_path / "api",
    )
    assert sorted(r.sample for r in results.records()) == [0, 0, 1, 1, 2, 2]
    assert set(results.pass_at(3)) == {"pot"}
    args = ["run", "--benchmark", "samples", "--methods", "pot", "--limit", "2", "--seed", "1"]
    args += ["--samples", "3", "--quiet", *SERVER]
    made = CliRunner().invoke(cli, [*args, "--out", str(tmp_path / "cli")])
    assert made.exit_code == 0, made.output
    settings = [
        json.loads((tmp_path / name / "manifest.json").read_text())["run"]
        for name in ("api", "cli")
    ]
    assert settings[0] == settings[1] and settings[0]["samples"] == 3
    again = CliRunner().invoke(cli, [*args, "--out", str(tmp_path / "api")])
    assert again.exit_code == 0 and "0 solved now, 6 already done" in again.output
