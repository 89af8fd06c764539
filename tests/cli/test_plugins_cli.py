"""A researcher's own package: its method, backend and benchmark reach ``mathloop run``,
``mathloop methods list``, the manifest and the report; a broken plugin stops nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import mathloop
from helpers import fenced, scripted_runs
from mathloop.cli.main import cli
from plugin_install import write_distribution

ADDITIONS = [
    {"id": "add-1", "question": "What is 2 + 3?", "answer": "5"},
    {"id": "add-2", "question": "What is 40 + 2?", "answer": "42"},
    {"id": "add-3", "question": "What is 7 + 8 + 9?", "answer": "24"},
]


def _additions(folder: Path) -> Path:
    path = folder / "additions.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in ADDITIONS), encoding="utf-8")
    return path


def _rows(run: Path) -> list[dict[str, Any]]:
    lines = (run / "results.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


def test_methods_list_names_every_method_and_where_it_came_from(installed_plugin: Path) -> None:
    result = CliRunner().invoke(cli, ["methods", "list"])
    assert result.exit_code == 0, result.output
    lines = {line.split()[0]: line for line in result.output.splitlines()}
    assert {"pot", "relay_python", "vote", "fixed_program"} <= lines.keys()
    assert lines["pot"].split()[1] == "built-in"
    plugin = lines["fixed_program"].split()
    assert plugin[1:3] == ["mathloop-fixed-program", "0.1.0"]
    assert "Add the statement's integers" in lines["fixed_program"]


def test_docs_show_what_methods_list_prints(installed_plugin: Path) -> None:
    docs = Path(__file__).parents[2] / "docs" / "plugins.md"
    section = docs.read_text(encoding="utf-8").split("## What `mathloop methods list` prints")[1]
    shown = section.split("```\n")[1]
    result = CliRunner().invoke(cli, ["methods", "list"])
    assert result.exit_code == 0, result.output
    assert result.output == shown


def test_a_plugin_method_runs_end_to_end_with_the_plugin_backend_and_benchmark(
    installed_plugin: Path, tmp_path: Path
) -> None:
    out = tmp_path / "run"
    args = [
        "run", "--benchmark", "additions", "--data", str(_additions(tmp_path)),
        "--methods", "fixed_program", "--backend", "silent", "--cache", "off",
        "--out", str(out), "--quiet",
    ]  # fmt: skip
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    rows = _rows(out)
    assert sorted(row["problem_id"] for row in rows) == ["add-1", "add-2", "add-3"]
    assert {row["failure_class"] for row in rows} == {"VERIFIED_CORRECT_RESULT"}
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["run"]["settings"] == {"fixed_program": {"offset": 0}}
    assert manifest["run"]["backend"]["backend"] == "silent"
    assert manifest["plugins"] == {"mathloop-fixed-program": "0.1.0"}
    trace = json.loads((out / "problems/add-2/fixed_program/trace.json").read_text())
    assert trace["submission"]["answer"] == "42"
    report = CliRunner().invoke(cli, ["report", str(out)])
    assert report.exit_code == 0, report.output
    assert "fixed_program" in report.output


def test_a_plugin_method_runs_next_to_built_ins_on_the_samples(
    installed_plugin: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scripted_runs(monkeypatch, fenced('print("RESULT: 7")'))
    out = tmp_path / "run"
    args = [
        "run", "--benchmark", "samples", "--limit", "2", "--seed", "1",
        "--methods", "one_shot_python,fixed_program", "--set", "fixed_program.offset=1",
        "--backend", "openai", "--base-url", "http://127.0.0.1:9/v1", "--model", "m",
        "--out", str(out), "--quiet",
    ]  # fmt: skip
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    assert sorted({row["method"] for row in _rows(out)}) == ["fixed_program", "one_shot_python"]
    spec = json.loads((out / "manifest.json").read_text())["run"]["settings"]
    assert spec["fixed_program"] == {"offset": 1}


def test_an_unknown_backend_is_refused_with_the_registered_names(installed_plugin: Path) -> None:
    result = CliRunner().invoke(cli, ["solve", "1+1", "--backend", "nope"])
    assert result.exit_code == 2
    assert "'silent'" in result.output and "'llamacpp'" in result.output
    helped = CliRunner().invoke(cli, ["run", "--help"])
    assert "[llamacpp|ollama|openai|silent]" in helped.output


def _mathloop(*args: str, path: list[Path]) -> subprocess.CompletedProcess[str]:
    source = Path(mathloop.__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(map(str, [*path, source]))}
    return subprocess.run(
        [sys.executable, "-m", "mathloop", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


def test_an_installed_plugin_and_a_broken_one_in_a_fresh_process(
    plugin_site: Path, tmp_path: Path
) -> None:
    broken = tmp_path / "broken-site"
    broken.mkdir()
    (broken / "mathloop_broken_plugin.py").write_text("import no_such_dependency\n")
    write_distribution(
        broken, "mathloop-broken", "1.0", {"mathloop.methods": {"bad": "mathloop_broken_plugin:f"}}
    )
    done = _mathloop("methods", "list", path=[plugin_site, broken])
    assert done.returncode == 0, done.stderr
    assert "fixed_program" in done.stdout and "relay_python" in done.stdout
    assert done.stderr.splitlines() == [
        "mathloop: plugin mathloop-broken (mathloop.methods 'bad' = mathloop_broken_plugin:f) "
        "was not loaded: ModuleNotFoundError: No module named 'no_such_dependency'"
    ]
