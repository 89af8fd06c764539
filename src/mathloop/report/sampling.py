"""Metrics of several samples per problem (``--samples N``): pass@k, maj@k, mean accuracy.

- **pass@k**: the chance that at least one of k samples drawn from a problem's n is correct,
  by the unbiased estimator 1 − C(n−c, k) / C(n, k) (Chen et al. 2021, as lm-evaluation-harness
  computes it), averaged over the problems with at least k samples.
- **maj@k**: whether the majority answer of the problem's first k samples (in sample order,
  as lm-evaluation-harness's ``take_first_k``) is correct. Answers are grouped by the answer
  checker's equivalence between answers (the :class:`~mathloop.methods._tally.Tally` that
  ``vote`` and ``consensus`` count with), never by the gold; a sample without an answer casts
  no vote, and a tie between the largest groups is no majority (not correct).
- **mean accuracy** (mean@n): each problem's share of correct samples, averaged over problems.
  It equals pass@1.

Every interval is a percentile bootstrap that resamples problems, never samples: a problem's
samples share its difficulty, so they are not independent draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from math import comb
from statistics import fmean
from typing import NamedTuple

from mathloop.methods._tally import Tally  # the vote's own grouping; a report has no loop
from mathloop.runs import ResultRecord
from mathloop.runs.storage.summary import accuracy, problem_shares

from .runset import Row
from .stats import Interval, bootstrap_ci, bootstrap_mean_ci, paired_difference_ci
from .table import Cell

__all__ = [
    "CurvePoint",
    "Estimate",
    "accuracy_interval",
    "accuracy_value",
    "arm_accuracy",
    "curve",
    "curve_ks",
    "estimate",
    "is_sampled",
    "maj_values",
    "majority_correct",
    "mean_values",
    "paired_mean_cells",
    "paired_means",
    "pass_at_k",
    "pass_values",
    "samples_by_problem",
    "samples_per_problem",
]


class Estimate(NamedTuple):
    """A metric over problems with its 95% bootstrap interval (None for one problem's
    worth of nothing) and how many problems it averages."""

    value: float
    low: float | None
    high: float | None
    problems: int


class CurvePoint(NamedTuple):
    """pass@k and maj@k of one arm at one k."""

    k: int
    pass_at: Estimate
    maj_at: Estimate


def samples_by_problem(records: Sequence[ResultRecord]) -> dict[str, list[ResultRecord]]:
    """Each problem's records in sample order (a run without samples: one each)."""
    found: dict[str, list[ResultRecord]] = {}
    for record in records:
        found.setdefault(record.problem_id, []).append(record)
    return {p: sorted(rs, key=lambda r: r.sample_index) for p, rs in found.items()}


def _records(rows: Sequence[Row]) -> list[ResultRecord]:
    return [row.record for row in rows]


def samples_per_problem(rows: Sequence[Row]) -> int:
    """The most samples any problem of these rows has (0 for no rows)."""
    return max((len(rs) for rs in samples_by_problem(_records(rows)).values()), default=0)


def is_sampled(rows: Sequence[Row]) -> bool:
    """Whether some problem of these rows has more than one sample."""
    return samples_per_problem(rows) > 1


def pass_at_k(n: int, c: int, k: int) -> float:
    """The unbiased pass@k of a problem with ``c`` correct of ``n`` samples (k ≤ n)."""
    if not 0 <= c <= n or not 1 <= k <= n:
        raise ValueError(f"pass@k needs 0 <= c <= n and 1 <= k <= n, got n={n}, c={c}, k={k}")
    return 1.0 - comb(n - c, k) / comb(n, k)


def curve_ks(n: int) -> list[int]:
    """The k of a curve over ``n`` samples: 1, 2, 4, … below n, then n itself."""
    ks = [k for k in (2**i for i in range(n.bit_length())) if k < n]
    return [*ks, n] if n >= 1 else []


def pass_values(records: Sequence[ResultRecord], k: int) -> list[float]:
    """pass@k of every problem with at least ``k`` samples."""
    by_problem = samples_by_problem(records)
    return [
        pass_at_k(len(rs), sum(r.correct for r in rs), k)
        for rs in by_problem.values()
        if len(rs) >= k
    ]


def maj_values(records: Sequence[ResultRecord], k: int) -> list[float]:
    """maj@k (1.0 or 0.0) of every problem with at least ``k`` samples."""
    by_problem = samples_by_problem(records)
    return [float(majority_correct(rs, k)) for rs in by_problem.values() if len(rs) >= k]


def mean_values(records: Sequence[ResultRecord]) -> list[float]:
    """Each problem's share of correct samples (what :func:`accuracy_value` averages:
    :func:`mathloop.runs.storage.summary.problem_shares`)."""
    return problem_shares(records)


def majority_correct(samples: Sequence[ResultRecord], k: int) -> bool:
    """Whether the strict majority answer of the first ``k`` samples is correct."""
    tally = _tally(tuple(record.answer for record in samples)).among(range(k))
    leader = tally.leader()
    if leader is None or tally.tied():
        return False
    return samples[leader.voters[0]].correct


@lru_cache(maxsize=4096)
def _tally(answers: tuple[str | None, ...]) -> Tally:
    """The answers grouped in order (voter i is the i-th answer); grouping the first k
    voters alone gives the same groups, so one tally serves every k. Never mutated after."""
    tally = Tally()
    for voter, answer in enumerate(answers):
        tally.add_now(voter, answer, "record")
    return tally


def estimate(values: Sequence[float], *, seed: int) -> Estimate | None:
    """The mean of per-problem ``values`` with its bootstrap interval over problems."""
    if not values:
        return None
    interval = bootstrap_mean_ci(values, seed=seed)
    low, high = (interval.low, interval.high) if interval else (None, None)
    return Estimate(fmean(values), low, high, len(values))


def arm_accuracy(rows: Sequence[Row], *, seed: int) -> Estimate | None:
    """Mean accuracy over samples (mean@n), its interval resampling problems."""
    return estimate(mean_values(_records(rows)), seed=seed)


def accuracy_value(rows: Sequence[Row]) -> float | None:
    """An arm's accuracy (:func:`mathloop.runs.storage.summary.accuracy`, the one definition): the
    share of correct records; with several samples per problem, the mean over samples
    (mean@n). None for no rows."""
    return accuracy(_records(rows))


def accuracy_interval(rows: Sequence[Row], *, seed: int) -> Interval | None:
    """The 95% bootstrap interval of :func:`accuracy_value`, resampling problems."""
    if not is_sampled(rows):
        return bootstrap_ci([row.record.correct for row in rows], seed=seed)
    score = arm_accuracy(rows, seed=seed)
    if score is None or score.low is None or score.high is None:
        return None
    return Interval(score.low, score.high)


def curve(rows: Sequence[Row], *, seed: int) -> list[CurvePoint]:
    """pass@k and maj@k of an arm at every k of :func:`curve_ks` (its most samples)."""
    records = _records(rows)
    points = []
    for k in curve_ks(samples_per_problem(rows)):
        passed = estimate(pass_values(records, k), seed=seed)
        voted = estimate(maj_values(records, k), seed=seed)
        if passed is not None and voted is not None:
            points.append(CurvePoint(k, passed, voted))
    return points


def paired_means(rows_a: Sequence[Row], rows_b: Sequence[Row]) -> list[tuple[float, float]]:
    """(A's, B's) share of correct samples on each problem both arms ran, in A's order."""
    a = samples_by_problem(_records(rows_a))
    b = samples_by_problem(_records(rows_b))
    return [(fmean(r.correct for r in a[p]), fmean(r.correct for r in b[p])) for p in a if p in b]


def paired_mean_cells(means: Sequence[tuple[float, float]], *, seed: int) -> list[Cell]:
    """The cells of :data:`~mathloop.report.tables.PAIRED_COLUMNS` for arms with several
    samples: shared problems, Δ B−A of mean correctness with its paired bootstrap interval
    over problems; the outcome counts and McNemar's test (one outcome per problem) are empty."""
    a, b = [x for x, _ in means], [y for _, y in means]
    interval = paired_difference_ci(a, b, seed=seed)
    delta = 100 * (fmean(b) - fmean(a)) if means else None
    return [
        len(means),
        None,
        None,
        None,
        None,
        delta,
        100 * interval.low if interval else None,
        100 * interval.high if interval else None,
        None,
    ]
