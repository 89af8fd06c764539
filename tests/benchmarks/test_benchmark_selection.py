"""select_items: filters, per-bin sampling, limit, and seeded determinism."""

from __future__ import annotations

from collections import Counter

import pytest

from mathloop.benchmarks import select_items, subject_key
from mathloop.errors import ConfigError, DatasetError
from mathloop.problems import BenchmarkItem, Problem


def _item(
    item_id: str, subject: str | None = None, level: int | None = None, year: int | None = None
) -> BenchmarkItem:
    problem = Problem(
        id=item_id, statement=f"Problem {item_id}", subject=subject, level=level, year=year
    )
    return BenchmarkItem(problem, gold="1")


def _ids(items: list[BenchmarkItem]) -> list[str]:
    return [item.problem.id for item in items]


@pytest.fixture
def items() -> list[BenchmarkItem]:
    """Three subjects x two levels, 5 items per bin except (Geometry, 2) with 2."""
    made = []
    for subject in ("Algebra", "Geometry", "Counting & Probability"):
        for level in (1, 2):
            size = 2 if (subject, level) == ("Geometry", 2) else 5
            made += [_item(f"{subject[:3]}-{level}-{k}", subject, level) for k in range(size)]
    return made


def test_no_options_returns_everything_in_order(items: list[BenchmarkItem]) -> None:
    assert select_items(items) == items


def test_ids_filter_keeps_file_order(items: list[BenchmarkItem]) -> None:
    assert _ids(select_items(items, ids=["Geo-1-3", "Alg-1-0"])) == ["Alg-1-0", "Geo-1-3"]


def test_unknown_ids_are_named(items: list[BenchmarkItem]) -> None:
    with pytest.raises(DatasetError, match="unknown problem ids: nope-1, nope-2"):
        select_items(items, ids=["Alg-1-0", "nope-1", "nope-2"])


def test_subjects_match_case_and_punctuation_insensitively(items: list[BenchmarkItem]) -> None:
    chosen = select_items(items, subjects=["algebra", "COUNTING_AND_PROBABILITY"])
    assert {item.problem.subject for item in chosen} == {"Algebra", "Counting & Probability"}
    assert len(chosen) == 20
    assert subject_key("Counting & Probability") == "counting_and_probability"


def test_unknown_subject_lists_what_is_present(items: list[BenchmarkItem]) -> None:
    with pytest.raises(ConfigError, match="no problem has subject algebr; subjects present: alg"):
        select_items(items, subjects=["algebr"])


def test_levels_and_years_filters() -> None:
    made = [_item("a", level=1, year=1990), _item("b", level=2, year=2000), _item("c", year=2000)]
    assert _ids(select_items(made, levels=[2])) == ["b"]
    assert _ids(select_items(made, years=[2000])) == ["b", "c"]
    assert _ids(select_items(made, years=[2000], levels=[2])) == ["b"]
    with pytest.raises(ConfigError, match="no problem has year 1999; years present: 1990, 2000"):
        select_items(made, years=[1999])
    with pytest.raises(ConfigError, match="levels present: none"):
        select_items([_item("x")], levels=[3])


def test_per_bin_caps_each_bin_and_keeps_small_bins(items: list[BenchmarkItem]) -> None:
    chosen = select_items(items, per_bin=3, seed=1)
    bins = Counter((item.problem.subject, item.problem.level) for item in chosen)
    assert bins[("Geometry", 2)] == 2
    assert all(count == 3 for key, count in bins.items() if key != ("Geometry", 2))
    assert _ids(chosen) == [item_id for item_id in _ids(items) if item_id in set(_ids(chosen))]


def test_per_bin_without_seed_takes_the_first_of_each_bin(items: list[BenchmarkItem]) -> None:
    chosen = select_items(items, per_bin=1)
    assert _ids(chosen) == ["Alg-1-0", "Alg-2-0", "Geo-1-0", "Geo-2-0", "Cou-1-0", "Cou-2-0"]


def test_per_bin_choice_of_a_bin_does_not_depend_on_other_bins(
    items: list[BenchmarkItem],
) -> None:
    everything = select_items(items, per_bin=2, seed=7)
    algebra_only = select_items(items, subjects=["Algebra"], per_bin=2, seed=7)
    assert _ids(algebra_only) == [i for i in _ids(everything) if i.startswith("Alg")]


def test_limit_without_seed_takes_the_first(items: list[BenchmarkItem]) -> None:
    assert select_items(items, limit=4) == items[:4]
    assert select_items(items, limit=1000) == items


def test_seeded_limit_is_deterministic_and_nested(items: list[BenchmarkItem]) -> None:
    first = select_items(items, limit=6, seed=3)
    assert first == select_items(items, limit=6, seed=3)
    assert first != items[:6]
    assert set(_ids(first)) <= set(_ids(select_items(items, limit=10, seed=3)))


def test_a_seeded_sample_comes_in_sample_order(items: list[BenchmarkItem]) -> None:
    """A run solves them in turn: after k problems it holds exactly the --limit k sample."""
    larger = select_items(items, limit=10, seed=3)
    for size in range(1, 11):
        assert larger[:size] == select_items(items, limit=size, seed=3)
    positions = [items.index(item) for item in larger]
    assert positions != sorted(positions)


def test_a_seeded_limit_of_every_item_is_the_seeded_order_of_all(
    items: list[BenchmarkItem],
) -> None:
    # `reproduce relay-math500 --limit 500 --seed 1` runs all of MATH-500: its first 100
    # problems must be the --limit 100 sample, not the file's first 100 (issue 28).
    everything = select_items(items, limit=len(items), seed=3)
    assert sorted(_ids(everything)) == sorted(_ids(items))
    assert everything != items
    assert select_items(items, limit=len(items) + 5, seed=3) == everything
    for size in (1, 5, len(items) - 1):
        assert everything[:size] == select_items(items, limit=size, seed=3)


def test_per_bin_then_limit_comes_in_sample_order(math_items: list[BenchmarkItem]) -> None:
    larger = select_items(math_items, per_bin=43, limit=30, seed=1)
    assert larger[:10] == select_items(math_items, per_bin=43, limit=10, seed=1)


def test_different_seeds_give_different_samples(items: list[BenchmarkItem]) -> None:
    samples = {tuple(_ids(select_items(items, limit=5, seed=seed))) for seed in range(5)}
    assert len(samples) > 1


def test_filters_then_per_bin_then_limit(items: list[BenchmarkItem]) -> None:
    chosen = select_items(items, subjects=["geometry"], per_bin=3, limit=4, seed=0)
    assert len(chosen) == 4
    assert {item.problem.subject for item in chosen} == {"Geometry"}


def test_counts_must_be_positive(items: list[BenchmarkItem]) -> None:
    with pytest.raises(ConfigError, match="--limit must be at least 1, got 0"):
        select_items(items, limit=0)
    with pytest.raises(ConfigError, match="--per-bin must be at least 1, got -2"):
        select_items(items, per_bin=-2)


def test_input_is_not_modified(items: list[BenchmarkItem]) -> None:
    before = list(items)
    select_items(items, per_bin=2, limit=3, seed=5)
    assert items == before


def test_math_per_bin_43_is_the_iipc_subset(math_items: list[BenchmarkItem]) -> None:
    chosen = select_items(math_items, per_bin=43, seed=0)
    bins = Counter((item.problem.subject, item.problem.level) for item in chosen)
    assert len(chosen) == 1483
    assert len(bins) == 35
    assert max(bins.values()) == 43
    assert sorted(count for count in bins.values() if count < 43) == [30, 38, 39]
    assert chosen == select_items(math_items, per_bin=43, seed=0)
    assert chosen != select_items(math_items, per_bin=43, seed=1)
