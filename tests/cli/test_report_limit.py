"""``mathloop report --limit N``: a run reported as its nested ``--limit N`` sample."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import fenced, scripted_runs
from mathloop.benchmarks import load_benchmark, select_items
from mathloop.cli.main import cli
from mathloop.report import load_runs
from mathloop.runs.storage._lock import exclusive_writer

_SERVER = ["--backend", "openai", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"]


@pytest.fixture
def six_problem_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A scripted run of a seeded 6-problem sample of the built-in samples."""
    scripted_runs(monkeypatch, fenced('print("RESULT: 7")'))
    out = tmp_path / "run"
    args = ["run", "--benchmark", "samples", "--limit", "6", "--seed", "3", "--methods", "pot"]
    result = CliRunner().invoke(cli, [*args, *_SERVER, "--out", str(out), "--quiet"])
    assert result.exit_code == 0, result.output
    return out


def test_limit_keeps_the_smaller_runs_problems(six_problem_run: Path) -> None:
    expected = {item.problem.id for item in select_items(_samples(), limit=3, seed=3)}
    records = load_runs([six_problem_run], limit=3).runs[0].records
    assert {record.problem_id for record in records} == expected
    everything = load_runs([six_problem_run]).runs[0].records
    assert len(everything) == 6 and expected < {r.problem_id for r in everything}


def test_a_sample_larger_than_the_run_holds_the_whole_run_and_says_so(
    six_problem_run: Path,
) -> None:
    """Samples are nested: a 6-problem run is the first 6 of the 7-problem sample."""
    (run,) = load_runs([six_problem_run], limit=7).runs
    assert len(run.records) == 6 and run.sample_size == 7 and run.stops_short
    assert not load_runs([six_problem_run], limit=6).runs[0].stops_short
    result = CliRunner().invoke(cli, ["report", str(six_problem_run), "--limit", "7"])
    assert result.exit_code == 0, result.output
    assert (
        "run: the --limit 7 sample; 6 of 7 problems have results (the run's own --limit is 6)"
        in result.output
    )


def test_report_cli_says_how_much_of_the_sample_it_has(six_problem_run: Path) -> None:
    results = six_problem_run / "results.jsonl"
    lines = results.read_text().splitlines()
    kept = {item.problem.id for item in select_items(_samples(), limit=2, seed=3)}
    missing = next(line for line in lines if json.loads(line)["problem_id"] in kept)
    results.write_text("".join(line + "\n" for line in lines if line != missing))
    result = CliRunner().invoke(cli, ["report", str(six_problem_run), "--limit", "2"])
    assert result.exit_code == 0, result.output
    assert "run: the --limit 2 sample; 1 of 2 problems have results" in result.output


def _samples() -> list:
    return list(load_benchmark("samples", None))


def _unfinish(run: Path) -> None:
    manifest = json.loads((run / "manifest.json").read_text())
    manifest["finished_at"] = None
    (run / "manifest.json").write_text(json.dumps(manifest))


def test_report_says_a_run_is_unfinished(six_problem_run: Path) -> None:
    finished = CliRunner().invoke(cli, ["report", str(six_problem_run)])
    assert "unfinished" not in finished.output
    _unfinish(six_problem_run)
    result = CliRunner().invoke(cli, ["report", str(six_problem_run)])
    assert result.exit_code == 0, result.output
    assert (
        f"run: unfinished, 6 of 6 problem × method results so far "
        f"(mathloop resume {six_problem_run} continues it)"
    ) in result.output
    sampled = CliRunner().invoke(cli, ["report", str(six_problem_run), "--limit", "2"])
    complete = "2 of 2 problems have results (every method has the whole sample; the run goes"
    assert complete in sampled.output


def test_a_run_being_written_is_not_offered_to_resume(six_problem_run: Path) -> None:
    _unfinish(six_problem_run)
    with exclusive_writer(six_problem_run):
        result = CliRunner().invoke(cli, ["report", str(six_problem_run)])
    assert result.exit_code == 0, result.output
    assert "mathloop resume" not in result.output
    assert f"(being written now: pid {os.getpid()} on " in result.output
    assert f"mathloop status {six_problem_run} follows it)" in result.output


def test_an_unfinished_run_says_how_long_the_rest_takes_at_its_pace(
    six_problem_run: Path,
) -> None:
    _unfinish(six_problem_run)
    results = six_problem_run / "results.jsonl"
    results.write_text("".join(results.read_text().splitlines(keepends=True)[:4]))
    result = CliRunner().invoke(cli, ["report", str(six_problem_run)])
    said = "run: unfinished, 4 of 6 problem × method results so far; < 1 min more at its pace"
    assert said in result.output
    sampled = CliRunner().invoke(cli, ["report", str(six_problem_run), "--limit", "6"])
    assert "4 of 6 problems have results (the run is unfinished; < 1 min more" in sampled.output


def test_runs_with_one_selection_draw_their_sample_once(
    six_problem_run: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import mathloop.report.sample as sample

    twin = tmp_path / "twin"
    shutil.copytree(six_problem_run, twin)
    drawn: list[int] = []
    real = sample.run_items
    monkeypatch.setattr(sample, "run_items", lambda options: drawn.append(1) or real(options))
    runset = load_runs([six_problem_run, twin], limit=3)
    assert len(drawn) == 1
    assert [run.problems_with_results for run in runset.runs] == [3, 3]
