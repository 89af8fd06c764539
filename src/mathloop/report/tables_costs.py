"""What answers cost and how they were judged: taxonomy, submissions, tokens, verdicts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Sequence
from typing import Literal, get_args

from mathloop.runs.storage.records import FailureClass, ResultRecord, WrongKind, wrong_kind_of

from .runset import Row, RunSet
from .stats import mean_or_none, median_or_none
from .table import Cell, Column, Table, rows_of
from .tables import Pair, method_pairs

__all__ = [
    "DETERMINISTIC",
    "WRONG_KIND_ROWS",
    "costs_tables",
    "efficiency_table",
    "paired_costs_table",
    "submissions_table",
    "taxonomy_rows",
    "taxonomy_table",
    "verdicts_table",
]

DETERMINISTIC = frozenset({"exact", "numeric", "symbolic", "math_verify"})
"""Verdict stages that decide without a language model."""

_METRICS: tuple[tuple[str, Callable[[Row], float]], ...] = (
    ("prompt tok", lambda r: r.record.prompt_tokens),
    ("output tok", lambda r: r.record.output_tokens),
    ("LLM calls", lambda r: r.record.llm_calls),
    ("attempts", lambda r: r.record.attempts),
    ("seconds", lambda r: r.record.elapsed_s),
)


WRONG_KIND_ROWS: dict[WrongKind, str] = {
    kind: f"WRONG_RESULT: {kind}" for kind in get_args(WrongKind)
}
"""Labels of the rows that split ``WRONG_RESULT`` (sub-rows: not classes of their own)."""


def taxonomy_rows(
    groups: Sequence[Sequence[ResultRecord]], *, also: Collection[str] = ()
) -> list[tuple[str, list[int]]]:
    """Per final failure class present in ``groups`` (or named in ``also``), in the
    taxonomy's order, its count in each group; ``WRONG_RESULT`` is followed by its split into
    numeric and text answers, as the essay reports it (:data:`WRONG_KIND_ROWS`,
    :func:`~mathloop.runs.storage.records.wrong_kind_of`). The one count behind the end-of-run
    summary, ``mathloop report`` and ``reproduce``'s exhibits."""
    counts = [Counter(r.failure_class for r in group) for group in groups]
    kinds = [Counter(wrong_kind_of(r) for r in group) for group in groups]
    present = {c for count in counts for c in count} | set(also)
    known = [c for c in get_args(FailureClass) if c in present]
    rows: list[tuple[str, list[int]]] = []
    for label in [*known, *sorted(present - set(known))]:
        rows.append((label, [count[label] for count in counts]))
        if label == "WRONG_RESULT":
            rows += [(sub, [k[kind] for k in kinds]) for kind, sub in WRONG_KIND_ROWS.items()]
    return rows


def taxonomy_table(runset: RunSet) -> Table:
    """Problems per final failure class and arm, in the taxonomy's order
    (:func:`taxonomy_rows`)."""
    arms = runset.arms()
    groups = [[row.record for row in runset.rows_of(arm)] for arm in arms]
    rows: list[list[Cell]] = [[label, *counts] for label, counts in taxonomy_rows(groups)]
    columns = (Column("class"), *(Column(runset.label(a), numeric=True) for a in arms))
    note = ""
    if any(r.failure_class == "WRONG_RESULT" for group in groups for r in group):
        note = "WRONG_RESULT: numeric/text split WRONG_RESULT: a plain number, or anything else"
    # A run with --samples counts each sample of a problem once: samples, not problems.
    unit = "samples" if any(r.record.sample is not None for r in runset.rows) else "problems"
    title = f"Failure taxonomy ({unit} per final class)"
    return Table("taxonomy", title, columns, rows_of(rows), note=note)


def submissions_table(runset: RunSet) -> Table:
    """How often each arm submitted an answer, and how often a submitted answer was right."""
    rows: list[list[Cell]] = []
    for arm in runset.arms():
        arm_rows = runset.rows_of(arm)
        submitted = sum(r.record.submitted for r in arm_rows)
        correct = sum(r.record.correct for r in arm_rows)
        rows.append(
            [
                runset.label(arm),
                len(arm_rows),
                submitted,
                submitted / len(arm_rows) if arm_rows else None,
                correct,
                correct / submitted if submitted else None,
            ]
        )
    columns = (
        Column("arm"),
        Column("problems", numeric=True),
        Column("submitted", numeric=True),
        Column("submitted share", ".1%", numeric=True),
        Column("correct", numeric=True),
        Column("correct when submitted", ".1%", numeric=True),
    )
    return Table("submissions", "Submitted answers", columns, rows_of(rows))


def _cost_table(runset: RunSet, *, statistic: Literal["mean", "median"]) -> Table:
    summarize = mean_or_none if statistic == "mean" else median_or_none
    rows: list[list[Cell]] = []
    for arm in runset.arms():
        arm_rows = runset.rows_of(arm)
        subsets = (
            ("all", arm_rows),
            ("correct", [r for r in arm_rows if r.record.correct]),
            ("not correct", [r for r in arm_rows if not r.record.correct]),
        )
        for subset, chosen in subsets:
            cells = [summarize([metric(r) for r in chosen]) for _, metric in _METRICS]
            rows.append([runset.label(arm), subset, len(chosen), *cells])
    columns = (
        Column("arm"),
        Column("subset"),
        Column("n", numeric=True),
        *(Column(name, ".1f", numeric=True) for name, _ in _METRICS),
    )
    title = f"{statistic.capitalize()} cost per problem"
    return Table(f"costs_{statistic}", title, columns, rows_of(rows))


def costs_tables(runset: RunSet) -> list[Table]:
    """Mean and median tokens, LLM calls, attempts and seconds per problem, by outcome."""
    return [_cost_table(runset, statistic="mean"), _cost_table(runset, statistic="median")]


_PAIRED = {
    "both correct": (True, True),
    "only A": (True, False),
    "only B": (False, True),
    "neither": (False, False),
}


def _paired_cost_rows(runset: RunSet, pair: Pair) -> list[list[Cell]]:
    arm_a, arm_b = pair.arms
    # Sample i of A with sample i of B (a run with several samples per problem).
    a = {(r.record.problem_id, r.record.sample_index): r for r in runset.rows_of(arm_a)}
    b = {(r.record.problem_id, r.record.sample_index): r for r in runset.rows_of(arm_b)}
    shared = [p for p in a if p in b]
    rows: list[list[Cell]] = []
    for label, key in _PAIRED.items():
        chosen = [p for p in shared if (a[p].record.correct, b[p].record.correct) == key]
        out_a = [a[p].record.output_tokens for p in chosen]
        out_b = [b[p].record.output_tokens for p in chosen]
        rows.append(
            [
                runset.label(arm_a),
                runset.label(arm_b),
                label,
                len(chosen),
                mean_or_none(out_a),
                mean_or_none(out_b),
                median_or_none(out_a),
                median_or_none(out_b),
                mean_or_none([a[p].record.elapsed_s for p in chosen]),
                mean_or_none([b[p].record.elapsed_s for p in chosen]),
            ]
        )
    return rows


def paired_costs_table(runset: RunSet, *, baseline: str | None) -> Table:
    """Output tokens and seconds of two methods, split by paired outcome (the relay essay)."""
    rows = [
        row for pair in method_pairs(runset, baseline) for row in _paired_cost_rows(runset, pair)
    ]
    columns = (
        Column("A"),
        Column("B"),
        Column("paired outcome"),
        Column("n", numeric=True),
        *(
            Column(f"{stat} output tok {side}", ".1f", numeric=True)
            for stat in ("mean", "median")
            for side in "AB"
        ),
        Column("mean s A", ".1f", numeric=True),
        Column("mean s B", ".1f", numeric=True),
    )
    return Table("paired_costs", "Cost by paired outcome", columns, rows_of(rows))


def efficiency_table(runset: RunSet) -> Table:
    """Tokens and seconds spent per correct answer."""
    rows: list[list[Cell]] = []
    for arm in runset.arms():
        arm_rows = runset.rows_of(arm)
        correct = sum(r.record.correct for r in arm_rows)
        prompt = sum(r.record.prompt_tokens for r in arm_rows)
        output = sum(r.record.output_tokens for r in arm_rows)
        seconds = sum(r.record.elapsed_s for r in arm_rows)
        rows.append(
            [
                runset.label(arm),
                correct,
                prompt + output,
                *(
                    total / correct if correct else None
                    for total in (prompt + output, output, seconds)
                ),
            ]
        )
    columns = (
        Column("arm"),
        Column("correct", numeric=True),
        Column("total tokens", numeric=True),
        Column("tokens per correct", ".0f", numeric=True),
        Column("output tokens per correct", ".0f", numeric=True),
        Column("seconds per correct", ".1f", numeric=True),
    )
    return Table("efficiency", "Tokens per correct answer", columns, rows_of(rows))


def verdicts_table(runset: RunSet) -> Table:
    """Who decided each verdict: deterministic stages, the LLM judge, or nobody; and which
    model judged (the note says when it was the run's own model, issue 28)."""
    rows: list[list[Cell]] = []
    own: set[str] = set()
    for arm in runset.arms():
        verdicts = [r.record.verdict for r in runset.rows_of(arm)]
        decided = Counter(v.decided_by for v in verdicts if v is not None)
        judged = sum(decided.values())
        deterministic = sum(n for by, n in decided.items() if by in DETERMINISTIC)
        judges = sorted({v.judge.model for v in verdicts if v is not None and v.judge} - {""})
        own |= {arm.model for model in judges if _same_model(model, arm.model)}
        rows.append(
            [
                runset.label(arm),
                judged,
                deterministic,
                decided["llm_judge"],
                decided["undecided"],
                len(verdicts) - judged,
                deterministic / judged if judged else None,
                decided["llm_judge"] / judged if judged else None,
                sum(1 for v in verdicts if v is not None and v.judge is not None),
                ", ".join(judges) or None,
            ]
        )
    columns = (
        Column("arm"),
        *(Column(n, numeric=True) for n in ("verdicts", "deterministic", "LLM judge")),
        Column("undecided", numeric=True),
        Column("no answer", numeric=True),
        Column("deterministic share", ".1%", numeric=True),
        Column("judge share", ".1%", numeric=True),
        Column("judge asked", numeric=True),
        Column("judge model"),
    )
    note = ""
    if own:
        note = (
            f"The judge was the run's own model ({', '.join(sorted(own))}), not a separate "
            "stronger one; `mathloop judge-check` measures how far to trust it."
        )
    return Table("verdicts", "How verdicts were decided", columns, rows_of(rows), note=note)


def _same_model(judge: str, model: str) -> bool:
    """Whether a judge's model name is the run's model (a path or a name)."""
    return bool(model) and model != "unknown" and (judge == model or model in judge)
