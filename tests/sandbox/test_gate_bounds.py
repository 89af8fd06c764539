"""The gate's report is bounded: a program that imports thousands of refused names, or one
very long name, gives a report of bounded size that says what it left out."""

from __future__ import annotations

from mathloop.sandbox.policy import check_code, get_policy
from mathloop.sandbox.types import MAX_DETAIL_CHARS, MAX_REPORTED_VIOLATIONS


def test_thousands_of_refused_imports_give_a_bounded_report() -> None:
    code = "\n".join(f"import mod{i}" for i in range(5000))
    report = check_code(code, get_policy("default"))
    assert not report.safe
    assert len(report.violations) == MAX_REPORTED_VIOLATIONS
    assert report.omitted == 5000 - MAX_REPORTED_VIOLATIONS
    summary = report.summary()
    assert summary.endswith(f"... and {5000 - MAX_REPORTED_VIOLATIONS} more violations not shown")
    assert len(summary) < 20 * (MAX_DETAIL_CHARS + 100)
    assert [v.line for v in report.violations] == list(range(1, MAX_REPORTED_VIOLATIONS + 1))


def test_a_huge_name_is_clipped_with_its_length() -> None:
    name = "x" * 50_000
    report = check_code(f"import {name}", get_policy("default"))
    (violation,) = report.violations
    assert len(violation.detail) < MAX_DETAIL_CHARS + 40
    assert violation.detail.endswith("characters)") and report.omitted == 0


def test_a_few_violations_are_reported_as_before() -> None:
    report = check_code("import os\nopen('f')", get_policy("default"))
    assert report.omitted == 0 and len(report.violations) >= 2
    assert "more violations" not in report.summary()
