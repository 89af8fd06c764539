"""The report's table of several samples per problem: pass@k and maj@k against k per arm."""

from __future__ import annotations

from .runset import RunSet
from .sampling import CurvePoint, Estimate, curve, is_sampled, samples_per_problem
from .table import Cell, Column, Table, rows_of

__all__ = ["SAMPLING_COLUMNS", "sampling_table"]

SAMPLING_COLUMNS = (
    *(Column(name, context=True) for name in ("run", "model", "benchmark")),
    Column("method"),
    Column("n", numeric=True),
    Column("k", numeric=True),
    Column("problems", numeric=True),
    Column("pass@k", ".1%", numeric=True),
    Column("pass lo", ".1%", numeric=True),
    Column("pass hi", ".1%", numeric=True),
    Column("maj@k", ".1%", numeric=True),
    Column("maj lo", ".1%", numeric=True),
    Column("maj hi", ".1%", numeric=True),
)
"""One row per arm and k: n is the arm's most samples per problem, problems those with at
least k samples; lo and hi bound the 95% interval."""


def _cells(point: CurvePoint) -> list[Cell]:
    passed, voted = point.pass_at, point.maj_at
    return [point.k, passed.problems, *_bounds(passed), *_bounds(voted)]


def _bounds(estimate: Estimate) -> list[Cell]:
    return [estimate.value, estimate.low, estimate.high]


def sampling_table(runset: RunSet, *, seed: int) -> Table | None:
    """pass@k and maj@k for k = 1, 2, 4, … up to each arm's samples per problem, with 95%
    bootstrap intervals over problems; None when no arm has several samples per problem."""
    arms = runset.arms()
    if not any(is_sampled(runset.rows_of(arm)) for arm in arms):
        return None
    rows: list[list[Cell]] = []
    for arm in arms:
        arm_rows = runset.rows_of(arm)
        n = samples_per_problem(arm_rows)
        rows += [[*arm, n, *_cells(point)] for point in curve(arm_rows, seed=seed)]
    note = (
        "pass@k: unbiased estimator 1 - C(n-c,k)/C(n,k) per problem; maj@k: the majority "
        "answer of the first k samples, grouped by the answer checker (never the gold), is "
        "correct; no answer casts no vote, a tie is no majority. Mean over samples (mean@n) "
        "= pass@1. 95% percentile bootstrap over problems "
        f"(seed {seed})."
    )
    return Table("sampling", "pass@k and maj@k", SAMPLING_COLUMNS, rows_of(rows), note)
