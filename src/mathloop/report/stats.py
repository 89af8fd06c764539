"""Statistics for reports: bootstrap confidence intervals and the exact McNemar test.

Every random draw comes from a ``numpy`` generator seeded by the caller, so a report made
twice from the same runs prints the same intervals.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import comb
from statistics import fmean, median
from typing import NamedTuple

import numpy as np

__all__ = [
    "DEFAULT_RESAMPLES",
    "Interval",
    "bootstrap_ci",
    "bootstrap_mean_ci",
    "mcnemar_exact",
    "mean_or_none",
    "median_or_none",
    "paired_difference_ci",
]

DEFAULT_RESAMPLES = 10_000


class Interval(NamedTuple):
    """A two-sided confidence interval."""

    low: float
    high: float


def _check(confidence: float, resamples: int) -> None:
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must be between 0 and 1, got {confidence}")
    if resamples < 1:
        raise ValueError(f"resamples must be positive, got {resamples}")


def _percentiles(draws: np.ndarray, confidence: float) -> Interval:
    tail = 100.0 * (1.0 - confidence) / 2.0
    low, high = np.percentile(draws, [tail, 100.0 - tail])
    return Interval(float(low), float(high))


def bootstrap_ci(
    outcomes: Sequence[bool],
    *,
    seed: int,
    confidence: float = 0.95,
    resamples: int = DEFAULT_RESAMPLES,
) -> Interval | None:
    """Percentile bootstrap interval of the share of true outcomes; None for no outcomes.

    Resampling problems with replacement and counting successes is a binomial draw with the
    observed share, so the resamples are drawn that way (same distribution, no n×B matrix).
    """
    _check(confidence, resamples)
    if not outcomes:
        return None
    n = len(outcomes)
    share = sum(outcomes) / n
    draws = np.random.default_rng(seed).binomial(n, share, size=resamples) / n
    return _percentiles(draws, confidence)


def bootstrap_mean_ci(
    values: Sequence[float],
    *,
    seed: int,
    confidence: float = 0.95,
    resamples: int = DEFAULT_RESAMPLES,
) -> Interval | None:
    """Percentile bootstrap interval of the mean of per-problem ``values`` (a share of
    correct samples, a pass@k), resampling problems with replacement; None for no values."""
    _check(confidence, resamples)
    if not values:
        return None
    data = np.asarray(values, dtype=float)
    picks = np.random.default_rng(seed).integers(0, len(data), size=(resamples, len(data)))
    return _percentiles(data[picks].mean(axis=1), confidence)


def paired_difference_ci(
    a: Sequence[float],
    b: Sequence[float],
    *,
    seed: int,
    confidence: float = 0.95,
    resamples: int = DEFAULT_RESAMPLES,
) -> Interval | None:
    """Bootstrap interval of accuracy(b) − accuracy(a) over paired problems (same order):
    each problem's outcome (True/False), or its mean correctness over samples."""
    _check(confidence, resamples)
    if len(a) != len(b):
        raise ValueError(f"paired samples differ in length: {len(a)} != {len(b)}")
    if not a:
        return None
    diff = np.asarray(b, dtype=float) - np.asarray(a, dtype=float)
    rng = np.random.default_rng(seed)
    picks = rng.integers(0, len(diff), size=(resamples, len(diff)))
    return _percentiles(diff[picks].mean(axis=1), confidence)


def mcnemar_exact(only_a: int, only_b: int) -> float:
    """Two-sided exact McNemar p-value from the discordant counts.

    Under the null each discordant problem is equally likely to favour either method, so
    the smaller count is Binomial(only_a + only_b, 1/2); the p-value doubles its lower
    tail, capped at 1. No discordant problems gives 1.
    """
    if only_a < 0 or only_b < 0:
        raise ValueError(f"counts must be non-negative, got {only_a} and {only_b}")
    n = only_a + only_b
    if n == 0:
        return 1.0
    tail = sum(comb(n, k) for k in range(min(only_a, only_b) + 1))
    return float(min(Fraction(1), Fraction(2 * tail, 2**n)))


def mean_or_none(values: Sequence[float]) -> float | None:
    """The mean, or None for no values."""
    return fmean(values) if values else None


def median_or_none(values: Sequence[float]) -> float | None:
    """The median, or None for no values."""
    return float(median(values)) if values else None
