import pytest
from scipy.stats import binomtest

from mathloop.report.stats import (
    bootstrap_ci,
    mcnemar_exact,
    mean_or_none,
    median_or_none,
    paired_difference_ci,
)


@pytest.mark.parametrize(
    ("only_a", "only_b", "expected"),
    [
        (0, 0, 1.0),  # no discordant problems: no evidence
        (1, 5, 14 / 64),  # 2·(C(6,0)+C(6,1))/2^6
        (0, 6, 2 / 64),  # 2·C(6,0)/2^6
        (6, 0, 2 / 64),  # symmetric
        (3, 3, 1.0),  # 2·42/64 > 1, capped
        (2, 10, 158 / 4096),  # 2·(1+12+66)/2^12
        (1, 4, 12 / 32),  # the paired_ten store
    ],
)
def test_mcnemar_matches_hand_computed_values(only_a: int, only_b: int, expected: float) -> None:
    assert mcnemar_exact(only_a, only_b) == pytest.approx(expected, abs=1e-15)


@pytest.mark.parametrize(("only_a", "only_b"), [(7, 19), (40, 25), (0, 13), (11, 11)])
def test_mcnemar_agrees_with_scipy_binomial_test(only_a: int, only_b: int) -> None:
    reference = binomtest(only_a, only_a + only_b, 0.5, alternative="two-sided").pvalue
    assert mcnemar_exact(only_a, only_b) == pytest.approx(reference, rel=1e-12)


def test_mcnemar_rejects_negative_counts() -> None:
    with pytest.raises(ValueError, match="non-negative"):
        mcnemar_exact(-1, 3)


def test_bootstrap_is_reproducible_with_a_seed() -> None:
    outcomes = [True] * 13 + [False] * 7
    # Few resamples, so that the seed visibly matters.
    first = bootstrap_ci(outcomes, seed=2, resamples=40)
    assert first == bootstrap_ci(outcomes, seed=2, resamples=40)
    assert first != bootstrap_ci(outcomes, seed=4, resamples=40)
    # Pinned: a change of method or of the draw order shows up here.
    assert first == pytest.approx((0.49875, 0.8))
    # With the default 10,000 resamples the interval of 13/20 is stable across seeds.
    assert bootstrap_ci(outcomes, seed=0) == pytest.approx((0.45, 0.85))


def test_bootstrap_of_unanimous_outcomes_is_a_point() -> None:
    assert bootstrap_ci([True] * 9, seed=0) == (1.0, 1.0)
    assert bootstrap_ci([False] * 9, seed=0) == (0.0, 0.0)
    assert bootstrap_ci([], seed=0) is None


def test_bootstrap_matches_the_normal_approximation_for_large_samples() -> None:
    # n = 400, p = 0.5: the 95% interval is 0.5 ± 1.96·0.025 = [0.451, 0.549].
    low, high = bootstrap_ci([True, False] * 200, seed=3, resamples=20_000)
    assert low == pytest.approx(0.451, abs=0.006)
    assert high == pytest.approx(0.549, abs=0.006)


def test_bootstrap_rejects_bad_settings() -> None:
    with pytest.raises(ValueError, match="confidence"):
        bootstrap_ci([True], seed=0, confidence=1.5)
    with pytest.raises(ValueError, match="resamples"):
        bootstrap_ci([True], seed=0, resamples=0)


def test_paired_difference_interval() -> None:
    a = [True] * 5 + [False] * 5
    b = [True] * 10
    low, high = paired_difference_ci(a, b, seed=1)
    assert 0.0 < low < 0.5 < high <= 1.0
    assert paired_difference_ci(b, b, seed=1) == (0.0, 0.0)
    assert paired_difference_ci([], [], seed=1) is None
    with pytest.raises(ValueError, match="length"):
        paired_difference_ci(a, b[:3], seed=1)


def test_mean_and_median_of_nothing_are_missing() -> None:
    assert mean_or_none([]) is None
    assert median_or_none([]) is None
    assert mean_or_none([1, 2, 6]) == 3
    assert median_or_none([1, 2, 6]) == 2
