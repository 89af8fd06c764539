"""``mathloop report``, ``compare`` and ``export-traces`` on hand-made runs."""

import json
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from mathloop.cli.main import cli
from report_stores import P, paired_ten, write_run


def test_help_lists_the_report_commands() -> None:
    result = CliRunner().invoke(cli, ["--help"])
    for command in ("report", "compare", "export-traces"):
        assert command in result.output
    report_help = CliRunner().invoke(cli, ["report", "--help"]).output
    assert "--baseline" in report_help and "--out" in report_help


def test_report_prints_tables_and_writes_files(tmp_path: Path) -> None:
    run = write_run(tmp_path / "ten", paired_ten())
    out = tmp_path / "report"
    result = CliRunner().invoke(cli, ["report", str(run), "--baseline", "b", "--out", str(out)])
    assert result.exit_code == 0, result.output
    for title in ("Accuracy", "Paired outcomes", "Accuracy by level", "Failure taxonomy"):
        assert title in result.output
    assert "run: ten · model: model-x · benchmark: handmade" in result.output
    assert "0.375" in result.output  # McNemar p of the paired_ten store
    assert "-30.0" in result.output  # a against the baseline b
    for path in ("report.md", "tables/accuracy.csv", "results.parquet", "html/index.html"):
        assert (out / path).exists(), path
    assert (out / "plots" / "accuracy_by_level.svg").exists()
    assert f"open {out / 'html' / 'index.html'}" in result.output.replace("\n", "")
    again = f"Made by `mathloop report {run} --baseline b --out {out}`."
    assert again in (out / "report.md").read_text()  # how to write it again


def test_report_without_out_writes_nothing(tmp_path: Path) -> None:
    run = write_run(tmp_path / "ten", paired_ten()[:4])
    before = sorted(p.name for p in tmp_path.rglob("*"))
    result = CliRunner().invoke(cli, ["report", str(run)])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.rglob("*")) == before


def test_unknown_baseline_is_one_clear_line(tmp_path: Path) -> None:
    run = write_run(tmp_path / "ten", paired_ten()[:2])
    result = subprocess.run(
        [sys.executable, "-m", "mathloop", "report", str(run), "--baseline", "nope"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "error: baseline method 'nope' is in no run; methods: ['a', 'b']"
    ]


def test_compare_two_runs_of_the_same_problems(tmp_path: Path) -> None:
    first = write_run(tmp_path / "t0", [P(f"q{i}", "relay", i < 6) for i in range(10)])
    second = write_run(
        tmp_path / "t7", [P(f"q{i}", "relay", 2 <= i < 10) for i in range(10)], model="m2"
    )
    result = CliRunner().invoke(cli, ["compare", str(first), str(second)])
    assert result.exit_code == 0, result.output
    assert "A = t0 (model-x) vs B = t7 (m2)" in result.output
    # both 4 (q2-q5), only A 2 (q0, q1), only B 4 (q6-q9), neither 0; p = 2·(1+6+15)/64.
    line = next(x for x in result.output.splitlines() if x.startswith("│ relay"))
    cells = [c.strip() for c in line.strip("│").split("│")]
    assert cells[:9] == ["relay", "relay", "60.0%", "80.0%", "10", "4", "2", "4", "0"]
    assert cells[12] == "0.6875"


def test_compare_runs_with_different_methods(tmp_path: Path) -> None:
    one = write_run(tmp_path / "one", [P("q1", "x", True)])
    other = write_run(tmp_path / "other", [P("q1", "y", False)])
    result = CliRunner().invoke(cli, ["compare", str(one), str(other)])
    assert result.exit_code == 0, result.output
    assert "│ x" in result.output and "│ y" in result.output
    many = write_run(tmp_path / "many", [P("q1", "y", True), P("q1", "z", True)])
    failed = CliRunner().invoke(cli, ["compare", str(one), str(many)])
    assert "share no method" in str(failed.exception)


def test_export_traces_jsonl(tmp_path: Path) -> None:
    run = write_run(tmp_path / "ten", paired_ten()[:6])
    target = tmp_path / "corpus" / "traces.jsonl"
    result = CliRunner().invoke(
        cli, ["export-traces", str(run), "--format", "jsonl", "--out", str(target)]
    )
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in target.read_text().splitlines()]
    assert len(lines) == 6
    assert {line["method"] for line in lines} == {"a", "b"}
    assert lines[0]["problem"] == "Statement of p00."
    assert lines[0]["attempts"][0]["program"] == 'print("RESULT: 7")'
    to_stdout = CliRunner().invoke(cli, ["export-traces", str(run)])
    assert [json.loads(x) for x in to_stdout.output.splitlines()] == lines
