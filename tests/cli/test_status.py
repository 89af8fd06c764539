"""``mathloop status``: running, stopped or finished, for every run under a folder."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from mathloop.cli.main import cli
from mathloop.errors import ConfigError
from mathloop.runs.calls.replay import IN_FLIGHT
from mathloop.runs.storage._lock import LOCK_NAME, exclusive_writer, writer_of
from mathloop.runs.storage.archive import pack_run
from report_stores import P, write_run


def _experiment(tmp_path: Path) -> Path:
    """exp/done (finished), exp/slow (stopped: 2 of 6 results) and exp/old.zip."""
    exp = tmp_path / "exp"
    write_run(exp / "done", [P("p1", "a", True)])
    slow = write_run(exp / "slow", [P(f"p{i}", "a", True, elapsed_s=600.0) for i in range(2)])
    manifest = json.loads((slow / "manifest.json").read_text())
    manifest["run"] |= {"limit": 3, "methods": ["a", "b"]}
    (slow / "manifest.json").write_text(json.dumps({**manifest, "finished_at": None}))
    (slow / LOCK_NAME).write_text("pid 1 on elsewhere, since yesterday\n")  # not held
    pack_run(write_run(exp / "old", [P("p1", "a", True)]), remove=True)
    return exp


def test_one_line_per_run_says_what_state_it_is_in(tmp_path: Path) -> None:
    exp = _experiment(tmp_path)
    result = CliRunner().invoke(cli, ["status", str(exp)])
    assert result.exit_code == 0, result.output
    done, old, slow = result.output.splitlines()
    assert done == f"{exp / 'done'}: finished 2026-01-01T01:00:00+00:00, 1 problem × method results"
    finished = "finished 2026-01-01T01:00:00+00:00, 1 problem × method results"
    assert old == f"{exp / 'old.zip'}: packed, {finished}"
    assert slow == (
        f"{exp / 'slow'}: stopped, 2 of 6 problem × method results (0 of 3 problems have "
        f"every method); ≈ 40 min more at its "
        f"pace so far; mathloop resume {exp / 'slow'} continues it"
    )


def test_a_run_being_written_says_by_whom(tmp_path: Path) -> None:
    slow = _experiment(tmp_path) / "slow"
    assert writer_of(slow) is None
    with exclusive_writer(slow):
        result = CliRunner().invoke(cli, ["status", str(slow)])
        holder = writer_of(slow)
    assert holder is not None and holder.startswith("pid ")
    assert result.output.startswith(f"{slow}: running ({holder}), 2 of 6 problem × method")
    assert writer_of(slow) is None


def test_a_folder_without_runs_is_an_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["status", str(tmp_path)])
    assert isinstance(result.exception, ConfigError)
    assert str(result.exception) == f"no run folders in {tmp_path}"
    missing = CliRunner().invoke(cli, ["status", str(tmp_path / "nowhere")])
    assert str(missing.exception) == f"{tmp_path / 'nowhere'}: no such folder"


def test_a_run_from_before_the_lock_is_not_called_stopped(tmp_path: Path) -> None:
    slow = _experiment(tmp_path) / "slow"
    (slow / LOCK_NAME).unlink()
    result = CliRunner().invoke(cli, ["status", str(slow)])
    assert result.output.startswith(f"{slow}: unfinished (running or not: no lock), 2 of 6")


def test_it_counts_the_problems_that_have_every_method(tmp_path: Path) -> None:
    records = [P("p1", "a", True), P("p1", "b", False), P("p2", "b", True)]
    run = write_run(tmp_path / "run", records)
    manifest = json.loads((run / "manifest.json").read_text())
    manifest["run"] |= {"limit": 4, "methods": ["a", "b"]}
    (run / "manifest.json").write_text(json.dumps(manifest))
    result = CliRunner().invoke(cli, ["status", str(run)])
    assert "3 of 8 problem × method results (1 of 4 problems have every method)" in result.output


def test_a_stopped_run_says_what_its_problems_in_flight_kept(tmp_path: Path) -> None:
    slow = _experiment(tmp_path) / "slow"
    for problem, calls in (("p2", 2), ("p0", 1)):
        journal = slow / IN_FLIGHT / problem / "b.jsonl"
        journal.parent.mkdir(parents=True)
        entry = {"key": "k", "completion": {"text": "t", "prompt_tokens": 1, "output_tokens": 1,
                                            "latency_s": 1.0, "finish_reason": "stop"}}  # fmt: skip
        journal.write_text((json.dumps(entry) + "\n") * calls)
    result = CliRunner().invoke(cli, ["status", str(slow)])
    assert "(0 of 3 problems have every method), 2 problems in flight with 3 model calls kept;" in (
        result.output
    )
