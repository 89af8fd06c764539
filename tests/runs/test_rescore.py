"""``mathloop rescore``: stored answers verified again, both verdicts kept, one version."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from mathloop.answers.version import CHECKER_VERSION, UNVERSIONED
from mathloop.cli.main import cli
from mathloop.errors import ConfigError
from mathloop.methods.records import Trace
from mathloop.report import compare_runs
from mathloop.runs.storage.archive import Layout, pack_run, unpack_run
from mathloop.runs.storage.essay_layout import final_report, write_final_report
from mathloop.runs.storage.reader import open_run
from mathloop.runs.storage.rescore import rescore_run
from mathloop.runs.storage.store import RunStore

ROOT = Path(__file__).resolve().parents[2]
PUBLISHED = ROOT / "results" / "relay-math500" / "run.zip"
PROBLEM = "test/prealgebra/1233.json"  # 9.999999999999998 for 10: wrong before issue 40


def as_scored_before(tmp_path: Path) -> Path:
    """A copy of the published run whose 1233 line is as the checker before versions
    scored it (wrong, no ``checker``), appended as a later line; packed."""
    folder = folder_scored_before(tmp_path)
    archive = pack_run(folder)
    shutil.rmtree(folder)
    return archive


def folder_scored_before(tmp_path: Path, *, layout: Layout = "traces") -> Path:
    """The run folder of :func:`as_scored_before`, unpacked in ``layout``."""
    folder = unpack_run(PUBLISHED, into=tmp_path, layout=layout)
    store = RunStore(folder)
    (record,) = [
        r for r in store.load_results() if r.problem_id == PROBLEM and r.method == "relay_python"
    ]
    assert record.correct and record.checker == CHECKER_VERSION
    assert record.verdict is not None
    old_verdict = record.verdict.model_copy(update={"equal": False, "decided_by": "numeric"})
    old = record.model_copy(
        update={
            "verdict": old_verdict,
            "correct": False,
            "failure_class": "WRONG_RESULT",
            "wrong_kind": "numeric",
            "checker": None,
            "rescore_of": None,
        }
    )
    with store.results_path.open("a", encoding="utf-8") as ledger:
        ledger.write(old.ledger_line() + "\n")
    if layout == "essay":  # the view as the old line wrote it
        where = store.problem_dir(PROBLEM, "relay_python")
        trace = Trace.model_validate_json((where / "trace.json").read_bytes())
        write_final_report(where, final_report(old, trace))
    return folder


def test_a_folder_s_final_report_is_written_again(tmp_path: Path) -> None:
    folder = folder_scored_before(tmp_path, layout="essay")
    report = RunStore(folder).problem_dir(PROBLEM, "relay_python") / "final_report.json"
    assert json.loads(report.read_text(encoding="utf-8"))["solved"] is False
    rescore_run(folder)
    written = json.loads(report.read_text(encoding="utf-8"))
    assert (written["solved"], written["failure_class"]) == (True, "VERIFIED_CORRECT_RESULT")


def test_rescore_moves_the_verdict_and_keeps_both_lines(tmp_path: Path) -> None:
    archive = as_scored_before(tmp_path)
    preview = rescore_run(archive, dry_run=True)
    assert [(c.problem_id, c.before, c.after) for c in preview.changes] == [(PROBLEM, False, True)]
    assert preview.versions == {UNVERSIONED: 1}
    untouched = open_run(archive).read_standing()
    assert any(r.problem_id == PROBLEM and r.checker is None for r in untouched)

    order = [r.key for r in open_run(archive).read_standing()]
    done = rescore_run(archive)
    assert [r.key for r in open_run(archive).read_standing()] == order  # the run's own order
    assert [c.line().split(":")[0] for c in done.changes] == [f"{PROBLEM} relay_python"]
    reader = open_run(archive)
    lines = [
        r for r in reader.read_ledger() if r.problem_id == PROBLEM and r.method == "relay_python"
    ]
    assert [(r.correct, r.checker, r.rescore_of) for r in lines[-2:]] == [
        (False, None, None),
        (True, CHECKER_VERSION, UNVERSIONED),
    ]
    standing = reader.read_standing()
    assert {r.checker for r in standing if r.answer is not None} == {CHECKER_VERSION}
    summary = (reader.read_bytes("benchmark_summary.csv") or b"").decode()
    assert summary.strip(), "the summary is written again"
    again = rescore_run(archive)
    assert (again.changes, again.current) == ([], again.checked)


def test_the_command_prints_what_moved(tmp_path: Path) -> None:
    archive = as_scored_before(tmp_path)
    result = CliRunner().invoke(cli, ["rescore", str(archive), "--dry-run"])
    assert result.exit_code == 0, result.output
    assert f"{PROBLEM} relay_python: wrong -> correct" in result.output
    assert "1 verdicts would change" in result.output


def test_compare_refuses_runs_scored_by_different_versions(tmp_path: Path) -> None:
    archive = as_scored_before(tmp_path)
    with pytest.raises(ConfigError, match=r"different answer-checker versions.*mathloop rescore"):
        compare_runs(archive, PUBLISHED)
    table = compare_runs(archive, PUBLISHED, mixed_checkers=True)
    assert "different answer-checker versions" in table.note
    rescore_run(archive)
    assert compare_runs(archive, PUBLISHED).rows
