"""Paired comparison of two runs of the same problems (two models, two temperatures, ...)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from mathloop.errors import ConfigError

from .runset import LoadedRun, Row, RunSet, checker_mismatch, load_runs
from .sampling import is_sampled, paired_mean_cells, paired_means
from .stats import mean_or_none
from .table import Cell, Column, Table, rows_of
from .tables import PAIRED_COLUMNS, match_rows, paired_cells

__all__ = ["compare_runs", "compare_table", "method_matches"]


def method_matches(run_a: LoadedRun, run_b: LoadedRun) -> list[tuple[str, str]]:
    """Which method of A is compared with which of B.

    Methods present in both runs are compared by name; two runs with one method each are
    compared whatever the methods are called. Anything else has no obvious pairing.
    """
    methods_a = list(dict.fromkeys(r.method for r in run_a.records))
    methods_b = set(r.method for r in run_b.records)
    common = [(m, m) for m in methods_a if m in methods_b]
    if common:
        return common
    if len(methods_a) == 1 and len(methods_b) == 1:
        return [(methods_a[0], next(iter(methods_b)))]
    raise ConfigError(
        f"{run_a.name} and {run_b.name} share no method "
        f"(A: {sorted(methods_a)}, B: {sorted(methods_b)})"
    )


def _rows(runset: RunSet, run: LoadedRun, method: str) -> list[Row]:
    return [r for r in runset.rows if r.arm.run == run.name and r.arm.method == method]


def compare_table(runset: RunSet, *, seed: int) -> Table:
    """Accuracy of both runs on their shared problems, paired outcomes and McNemar p."""
    if len(runset.runs) != 2:
        raise ConfigError(f"compare needs exactly two runs, got {len(runset.runs)}")
    run_a, run_b = runset.runs
    rows: list[list[Cell]] = []
    for method_a, method_b in method_matches(run_a, run_b):
        arm_rows_a = [
            r for r in runset.rows if r.arm.run == run_a.name and r.arm.method == method_a
        ]
        arm_rows_b = [
            r for r in runset.rows if r.arm.run == run_b.name and r.arm.method == method_b
        ]
        if is_sampled(arm_rows_a) or is_sampled(arm_rows_b):
            rows.append([method_a, method_b, *_sampled_cells(arm_rows_a, arm_rows_b, seed)])
            continue
        matched = match_rows(arm_rows_a, arm_rows_b)
        outcomes = [(a.record.correct, b.record.correct) for a, b in matched]
        shared = len(outcomes) or None
        rows.append(
            [
                method_a,
                method_b,
                sum(a for a, _ in outcomes) / shared if shared else None,
                sum(b for _, b in outcomes) / shared if shared else None,
                *paired_cells(outcomes, seed=seed),
                mean_or_none([a.record.output_tokens for a, _ in matched]),
                mean_or_none([b.record.output_tokens for _, b in matched]),
            ]
        )
    columns = (
        Column("method A"),
        Column("method B"),
        Column("acc A", ".1%", numeric=True),
        Column("acc B", ".1%", numeric=True),
        *PAIRED_COLUMNS,
        Column("out tok A", ".1f", numeric=True),
        Column("out tok B", ".1f", numeric=True),
    )
    title = f"A = {run_a.name} ({run_a.model}) vs B = {run_b.name} ({run_b.model})"
    note = (
        "Accuracies over the problems both runs finished; out tok = mean output tokens; "
        "exact two-sided McNemar test."
    )
    return Table("compare", title, columns, rows_of(rows), note)


def _sampled_cells(rows_a: list[Row], rows_b: list[Row], seed: int) -> list[Cell]:
    """Accuracies, paired cells and tokens of two arms with several samples per problem:
    per-problem mean correctness and mean tokens over every sample of a shared problem."""
    means = paired_means(rows_a, rows_b)
    shared = {r.record.problem_id for r in rows_a} & {r.record.problem_id for r in rows_b}
    tokens = [
        mean_or_none([r.record.output_tokens for r in rows if r.record.problem_id in shared])
        for rows in (rows_a, rows_b)
    ]
    return [
        mean_or_none([a for a, _ in means]),
        mean_or_none([b for _, b in means]),
        *paired_mean_cells(means, seed=seed),
        *tokens,
    ]


def compare_runs(run_a: Path, run_b: Path, *, seed: int = 0, mixed_checkers: bool = False) -> Table:
    """Load two run folders and compare them problem by problem; refused (a
    :class:`~mathloop.errors.ConfigError` saying what to rescore) when different answer
    checker versions scored them, unless ``mixed_checkers``, which notes it in the table."""
    runset = load_runs([run_a, run_b])
    mismatch = checker_mismatch(runset.runs)
    if mismatch and not mixed_checkers:
        raise ConfigError(f"not compared: {mismatch} (or pass --mixed-checkers)")
    table = compare_table(runset, seed=seed)
    if mismatch:
        return dataclasses.replace(table, note=f"{table.note} Note: {mismatch}.".strip())
    return table
