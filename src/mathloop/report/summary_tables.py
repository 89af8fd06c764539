"""Terminal tables of a run's summary (rich)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from rich.console import Console
from rich.table import Table

from mathloop.runs import (
    ResultRecord,
    failure_taxonomy,
    judge_changes,
    judge_shares,
    paired_outcomes,
    summarize,
    wrong_kind_of,
)

from .tables_costs import WRONG_KIND_ROWS

__all__ = ["print_run_summary"]


def print_run_summary(records: Sequence[ResultRecord], console: Console) -> None:
    """Print the summary, the failure taxonomy and the paired outcomes of a run."""
    if not records:
        console.print("no finished problems yet")
        return
    console.print(_summary_table(records))
    console.print(_taxonomy_table(records))
    if any(r.verdict is not None and r.verdict.judge is not None for r in records):
        console.print(_judge_table(records))
        console.print(_judge_changes_table(records))
    methods = list(dict.fromkeys(r.method for r in records))
    for method_a, method_b in combinations(methods, 2):
        console.print(_paired_table(records, method_a, method_b))


def _summary_table(records: Sequence[ResultRecord]) -> Table:
    table = Table(title="Benchmark summary")
    for column in (
        "mode",
        "problems",
        "correct",
        "accuracy",
        "submitted",
        "avg attempts",
        "mean prompt tok",
        "mean output tok",
        "mean s",
    ):
        table.add_column(column, justify="left" if column == "mode" else "right")
    for row in summarize(records):
        table.add_row(
            row.mode,
            str(row.problems),
            str(row.verified_correct),
            f"{100 * row.accuracy:.1f}%",
            str(row.submitted_answers),
            f"{row.average_attempts:.2f}",
            f"{row.mean_prompt_tokens:.1f}",
            f"{row.mean_output_tokens:.1f}",
            f"{row.mean_seconds:.1f}",
        )
    return table


def _taxonomy_table(records: Sequence[ResultRecord]) -> Table:
    taxonomy = failure_taxonomy(records)
    kinds = {m: Counter(wrong_kind_of(r) for r in records if r.method == m) for m in taxonomy}
    classes = sorted({label for counts in taxonomy.values() for label in counts})
    unit = "samples" if any(r.sample is not None for r in records) else "problems"
    table = Table(title=f"Failure taxonomy ({unit} per final class)")
    table.add_column("class")
    for method in taxonomy:
        table.add_column(method, justify="right")
    for label in classes:
        table.add_row(label, *(str(taxonomy[m][label]) for m in taxonomy))
        if label == "WRONG_RESULT":
            for kind, sub in WRONG_KIND_ROWS.items():
                table.add_row(sub, *(str(kinds[m][kind]) for m in taxonomy))
    return table


def _paired_table(records: Sequence[ResultRecord], method_a: str, method_b: str) -> Table:
    paired = paired_outcomes(records, method_a, method_b)
    table = Table(title=f"Paired outcomes: {method_a} (A) vs {method_b} (B)")
    for column in ("both correct", "only A", "only B", "neither"):
        table.add_column(column, justify="right")
    table.add_row(
        str(paired.both_correct), str(paired.only_a), str(paired.only_b), str(paired.neither)
    )
    return table


def _judge_table(records: Sequence[ResultRecord]) -> Table:
    table = Table(title="Verdicts: deterministic or LLM judge (paper, MATH: 72.85% deterministic)")
    for column in ("mode", "verdicts", "deterministic", "share", "by judge", "judged"):
        table.add_column(column, justify="left" if column == "mode" else "right")
    for column in ("refused", "overturned"):
        table.add_column(column, justify="right")
    for row in judge_shares(records):
        table.add_row(
            row.mode,
            str(row.verdicts),
            str(row.deterministic),
            f"{100 * row.deterministic_share:.1f}%",
            str(row.by_judge),
            str(row.judged),
            str(row.refused),
            str(row.overturned),
        )
    return table


def _judge_changes_table(records: Sequence[ResultRecord]) -> Table:
    """Every verdict the judge changed; an overturn is "not equal" made "equal"."""
    changes = judge_changes(records)
    table = Table(title=f"Verdicts changed by the LLM judge ({len(changes)})")
    for column in ("problem", "mode", "gold", "answer", "deterministic", "judge", "overturn"):
        table.add_column(column)
    for change in changes:
        table.add_row(
            change.problem_id,
            change.method,
            change.gold,
            change.answer,
            change.deterministic,
            change.label,
            "yes" if change.overturn else "",
        )
    return table
