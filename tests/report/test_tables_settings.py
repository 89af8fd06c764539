"""The report names the allowlist each run ran under, as its manifest records it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mathloop.report import load_runs
from mathloop.report.runset import LoadedRun, RunSet
from mathloop.report.tables_settings import allowlist_of, preset_label, settings_table

ROOT = Path(__file__).resolve().parents[2]


def _runset(**recorded: Any) -> RunSet:
    run = LoadedRun(name="r", root=Path("r"), manifest={"run": recorded}, records=())
    return RunSet(runs=(run,), rows=())


def test_the_allowlist_is_the_policy_with_what_the_run_added() -> None:
    saved = allowlist_of({"policy": "strict", "allow_imports": ["sympy"]})
    assert saved is not None and saved.label == "strict + sympy"
    assert saved.modules == "collections, functools, itertools, math, operator, sympy"
    strict = allowlist_of({"policy": "strict", "allow_imports": []})
    assert strict is not None and strict.label == "strict" and "sympy" not in strict.modules
    assert allowlist_of({}) is None


def test_a_preset_whose_definition_changed_since_the_run_is_marked() -> None:
    old = {"preset": "relay-essay", "policy": "strict", "allow_imports": [], "python_timeout": 15}
    assert preset_label(old) == "relay-essay (earlier definition)"
    assert preset_label({**old, "allow_imports": ["sympy"]}) == "relay-essay"
    assert preset_label({**old, "preset": "relay-essay-strict"}) == "relay-essay-strict"
    unjudged = {"preset": "iipc-paper", "judge": False}
    assert preset_label(unjudged) == "iipc-paper (earlier definition)"
    assert preset_label({**unjudged, "judge": True}) == "iipc-paper"
    assert preset_label({}) == "—"


def test_the_table_has_one_row_per_run() -> None:
    table = settings_table(_runset(policy="strict", allow_imports=["sympy"], python_timeout=15.0))
    row = dict(zip([c.name for c in table.columns], table.rows[0], strict=True))
    assert row["preset"] == "—"
    assert row["allowlist"] == "strict + sympy"
    assert row["python timeout s"] == 15.0


def test_the_committed_strict_cell_reports_its_strict_list() -> None:
    runset = load_runs([ROOT / "results" / "relay-math500" / "run"])
    table = settings_table(runset)
    row = dict(zip([c.name for c in table.columns], table.rows[0], strict=True))
    assert row["preset"] == "relay-essay (earlier definition)"
    assert row["allowlist"] == "strict"
    assert row["modules"] == "collections, functools, itertools, math, operator"
