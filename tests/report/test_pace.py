"""How long an unfinished run still needs, from its own records (``report.pace``)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from mathloop.report import load_runs
from mathloop.report.pace import format_hours, pairs_left, seconds_left, time_left_note
from report_stores import P, write_run


def _run(root: Path, problems: list[P], settings: dict[str, object]) -> Path:
    write_run(root, problems)
    manifest = json.loads((root / "manifest.json").read_text())
    manifest["run"] |= settings
    manifest["finished_at"] = None
    (root / "manifest.json").write_text(json.dumps(manifest))
    return root


def _slow_and_fast(count: int) -> list[P]:
    return [
        P(f"p{i}", method, True, elapsed_s=seconds)
        for i in range(count)
        for method, seconds in (("slow", 600.0), ("fast", 60.0))
    ]


def test_each_methods_own_pace_times_its_unsolved_problems(tmp_path: Path) -> None:
    methods = {"slow": {}, "fast": {}}
    run = load_runs([_run(tmp_path / "r", _slow_and_fast(3), {"limit": 10, "methods": methods})])
    assert seconds_left(run.runs[0]) == pytest.approx(7 * 600 + 7 * 60)
    assert pairs_left(run.runs[0]) == 14
    assert time_left_note(run.runs[0]) == "; ≈ 1.3 h more at its pace so far"


def test_a_method_not_started_is_timed_at_the_runs_mean(tmp_path: Path) -> None:
    settings = {"limit": 4, "methods": ["slow", "fast", "later"]}
    run = load_runs([_run(tmp_path / "r", _slow_and_fast(2), settings)]).runs[0]
    assert seconds_left(run) == pytest.approx(2 * 600 + 2 * 60 + 4 * 330)


def test_a_limit_sample_counts_only_what_it_still_lacks(tmp_path: Path) -> None:
    root = _run(tmp_path / "r", _slow_and_fast(3), {"limit": 10, "methods": ["slow", "fast"]})
    run = load_runs([root]).runs[0]
    assert seconds_left(dataclasses.replace(run, sample_size=5)) == pytest.approx(2 * 660)
    covered = dataclasses.replace(run, sample_size=3)
    assert seconds_left(covered) == 0 and time_left_note(covered) == ""
    assert pairs_left(covered) == 0


def test_nothing_is_said_without_a_planned_size_or_records(tmp_path: Path) -> None:
    unplanned = load_runs([_run(tmp_path / "a", _slow_and_fast(1), {"methods": ["slow"]})])
    assert seconds_left(unplanned.runs[0]) is None and pairs_left(unplanned.runs[0]) is None
    assert time_left_note(unplanned.runs[0]) == ""
    empty = load_runs([_run(tmp_path / "b", [], {"limit": 5, "methods": ["slow"]})])
    assert seconds_left(empty.runs[0]) is None


@pytest.mark.parametrize(
    ("seconds", "said"),
    [(20, "< 1 min"), (90, "≈ 2 min"), (3540, "≈ 59 min"), (3600, "≈ 1.0 h"), (26640, "≈ 7.4 h")],
)
def test_format_hours(seconds: float, said: str) -> None:
    assert format_hours(seconds) == said
