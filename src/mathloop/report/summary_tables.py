"""The tables a run prints when it ends, in the one table type of every report."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from rich.console import Console

from mathloop.runs import (
    ResultRecord,
    judge_changes,
    judge_shares,
    paired_outcomes,
    summarize,
)

from .table import Cell, Column, Table, rows_of, to_rich
from .tables_costs import taxonomy_rows

__all__ = ["print_run_summary", "run_summary_tables"]


def print_run_summary(records: Sequence[ResultRecord], console: Console) -> None:
    """Print the summary, the failure taxonomy and the paired outcomes of a run."""
    if not records:
        console.print("no finished problems yet")
        return
    for table in run_summary_tables(records):
        console.print(to_rich(table))


def run_summary_tables(records: Sequence[ResultRecord]) -> list[Table]:
    """The end-of-run tables, in the one table type of every report (:mod:`.table`)."""
    tables = [_summary_table(records), _taxonomy_table(records)]
    if any(r.verdict is not None and r.verdict.judge is not None for r in records):
        tables += [_judge_table(records), _judge_changes_table(records)]
    methods = list(dict.fromkeys(r.method for r in records))
    tables += [_paired_table(records, a, b) for a, b in combinations(methods, 2)]
    return tables


_SUMMARY_COLUMNS = (
    Column("mode"),
    Column("problems", numeric=True),
    Column("correct", numeric=True),
    Column("accuracy", ".1%", numeric=True),
    Column("submitted", numeric=True),
    Column("avg attempts", ".2f", numeric=True),
    Column("mean prompt tok", ".1f", numeric=True),
    Column("mean output tok", ".1f", numeric=True),
    Column("mean s", ".1f", numeric=True),
)


def _summary_table(records: Sequence[ResultRecord]) -> Table:
    rows = [
        (
            row.mode,
            row.problems,
            row.verified_correct,
            row.accuracy,
            row.submitted_answers,
            row.average_attempts,
            row.mean_prompt_tokens,
            row.mean_output_tokens,
            row.mean_seconds,
        )
        for row in summarize(records)
    ]
    return Table("summary", "Benchmark summary", _SUMMARY_COLUMNS, rows_of(rows))


def _taxonomy_table(records: Sequence[ResultRecord]) -> Table:
    methods = list(dict.fromkeys(r.method for r in records))
    groups = [[r for r in records if r.method == method] for method in methods]
    unit = "samples" if any(r.sample is not None for r in records) else "problems"
    columns = (Column("class"), *(Column(method, numeric=True) for method in methods))
    rows: list[list[Cell]] = [[label, *counts] for label, counts in taxonomy_rows(groups)]
    title = f"Failure taxonomy ({unit} per final class)"
    return Table("taxonomy", title, columns, rows_of(rows))


def _paired_table(records: Sequence[ResultRecord], method_a: str, method_b: str) -> Table:
    paired = paired_outcomes(records, method_a, method_b)
    columns = tuple(
        Column(name, numeric=True) for name in ("both correct", "only A", "only B", "neither")
    )
    row = (paired.both_correct, paired.only_a, paired.only_b, paired.neither)
    title = f"Paired outcomes: {method_a} (A) vs {method_b} (B)"
    return Table("paired", title, columns, rows_of([row]))


_JUDGE_COLUMNS = (
    Column("mode"),
    *(Column(name, numeric=True) for name in ("verdicts", "deterministic")),
    Column("share", ".1%", numeric=True),
    *(Column(name, numeric=True) for name in ("by judge", "judged", "refused", "overturned")),
)


def _judge_table(records: Sequence[ResultRecord]) -> Table:
    rows = [
        (
            row.mode,
            row.verdicts,
            row.deterministic,
            row.deterministic_share,
            row.by_judge,
            row.judged,
            row.refused,
            row.overturned,
        )
        for row in judge_shares(records)
    ]
    title = "Verdicts: deterministic or LLM judge (paper, MATH: 72.85% deterministic)"
    return Table("judge", title, _JUDGE_COLUMNS, rows_of(rows))


def _judge_changes_table(records: Sequence[ResultRecord]) -> Table:
    """Every verdict the judge changed; an overturn is "not equal" made "equal"."""
    changes = judge_changes(records)
    names = ("problem", "mode", "gold", "answer", "deterministic", "judge", "overturn")
    rows = [
        (
            change.problem_id,
            change.method,
            change.gold,
            change.answer,
            change.deterministic,
            change.label,
            "yes" if change.overturn else "",
        )
        for change in changes
    ]
    title = f"Verdicts changed by the LLM judge ({len(changes)})"
    return Table("judge_changes", title, tuple(Column(n) for n in names), rows_of(rows))
