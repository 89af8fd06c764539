"""The README's Results tables are what ``mathloop report`` computes from the committed runs.

A published number must come from a run folder anyone can regenerate it from; these tests
recompute each quoted figure from ``results/`` and compare it with the README's text, so
an edited run or an edited README that no longer agree fail here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mathloop.report import Table, build_report, load_runs

ROOT = Path(__file__).resolve().parents[2]
README = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())  # reflow-proof


def _tables(run: Path) -> dict[str, Table]:
    report = build_report(load_runs([run]), baseline=None, seed=0)
    return {table.name: table for table in report.tables}


def _row(table: Table, **match: object) -> dict[str, object]:
    names = [column.name for column in table.columns]
    for values in table.rows:
        row = dict(zip(names, values, strict=True))
        if all(row[key] == value for key, value in match.items()):
            return row
    raise AssertionError(f"no row of {table.name} with {match}")


@pytest.fixture(scope="module")
def relay() -> dict[str, Table]:
    return _tables(ROOT / "results" / "relay-math500" / "run")


@pytest.mark.parametrize("method", ["one_shot_python", "relay_python"])
def test_the_relay_accuracy_rows(relay: dict[str, Table], method: str) -> None:
    quoted = re.search(
        rf"\| `{method}` \| (\d+) \| (\d+) \| ([\d.]+)% \| ([\d.]+)–([\d.]+)% \| (\d+) \|", README
    )
    assert quoted, f"README has no Results row for {method}"
    row = _row(relay["accuracy"], method=method)
    shares = [row["accuracy"], row["ci95 low"], row["ci95 high"]]
    computed = (
        str(row["problems"]),
        str(row["correct"]),
        *(f"{100 * share:.1f}" for share in shares if isinstance(share, float)),
        str(row["submitted"]),
    )
    assert quoted.groups() == computed


def test_the_relay_paired_sentence(relay: dict[str, Table]) -> None:
    row = _row(relay["paired"], **{"method A": "one_shot_python", "method B": "relay_python"})
    sentence = (
        f"Paired: both {row['both']}, relay only {row['only B']}, one-shot only "
        f"{row['only A']}, neither {row['neither']}; Δ {row['Δ B−A pp']:+.1f} pp (95% CI "
        f"{row['ci95 lo pp']:+.1f} to {row['ci95 hi pp']:+.1f}), exact McNemar p = "
        f"{row['McNemar p']:.2g}."
    )
    assert sentence in README


def test_the_relay_paragraphs_counts(relay: dict[str, Table]) -> None:
    taxonomy = relay["taxonomy"]
    rejected = _row(taxonomy, **{"class": "CODE_REJECTED"})
    wrong = _row(taxonomy, **{"class": "WRONG_RESULT"})
    refused = f"{rejected['one_shot_python']} of 100 one-shot programs were refused"
    assert refused in README
    assert f"({rejected['relay_python']} refused at the end)" in README
    assert f"most of its submissions were wrong ({wrong['relay_python']})" in README
    records = load_runs([ROOT / "results" / "relay-math500" / "run"]).runs[0].records
    outcome = {(r.problem_id, r.method): r for r in records}
    relay_only = [
        p for (p, m), r in outcome.items()
        if m == "relay_python" and r.correct and not outcome[p, "one_shot_python"].correct
    ]  # fmt: skip
    refused_first = [
        p for p in relay_only if outcome[p, "one_shot_python"].failure_class == "CODE_REJECTED"
    ]
    assert f"In {len(refused_first)} of the {len(relay_only)} problems only relay solved" in README
