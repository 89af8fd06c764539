"""Choose which benchmark items a run uses: filters, balanced per-bin sampling, a limit.

Order of operations: filters (ids, subjects, levels, years; all must hold) → ``per_bin`` →
``limit``. The result keeps the benchmark's own order. Randomness only comes from ``seed``:
without a seed, ``per_bin`` and ``limit`` take the first items in file order.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Hashable, Mapping, Sequence

from mathloop.errors import ConfigError, DatasetError
from mathloop.problems import BenchmarkItem

__all__ = ["select_items", "subject_key"]

_MAX_LISTED = 10


def select_items(
    items: Sequence[BenchmarkItem],
    *,
    limit: int | None = None,
    seed: int | None = None,
    ids: Sequence[str] = (),
    subjects: Sequence[str] = (),
    levels: Sequence[int] = (),
    years: Sequence[int] = (),
    per_bin: int | None = None,
) -> list[BenchmarkItem]:
    """Filter, then keep at most ``per_bin`` items per (subject, level), then ``limit`` items.

    Subjects match case-insensitively and ignore punctuation (``counting_and_probability``
    matches ``Counting & Probability``). An unknown id raises ``DatasetError``; a subject,
    level or year that no item has raises ``ConfigError``. With ``seed``, per-bin choices and
    the limit are seeded random samples; the same seed always gives the same items. A seeded
    limit returns its items in sample order: the first k of them are the ``limit=k`` sample
    (samples are nested); everything else keeps the file's order.
    """
    _check_positive("--limit", limit)
    _check_positive("--per-bin", per_bin)
    chosen = _filter_ids(list(items), ids)
    chosen = _keep_matching(chosen, "subject", _subject_of, {subject_key(s): s for s in subjects})
    chosen = _keep_matching(chosen, "level", _level_of, {level: str(level) for level in levels})
    chosen = _keep_matching(chosen, "year", _year_of, {year: str(year) for year in years})
    if per_bin is not None:
        chosen = _per_bin(chosen, per_bin, seed)
    if limit is not None:
        chosen = _limit(chosen, limit, seed)
    return chosen


def subject_key(subject: str) -> str:
    """The form subjects are compared in.

    ``Counting & Probability`` and ``counting_and_probability`` both become
    ``counting_and_probability``.
    """
    text = subject.lower().replace("&", " and ")
    return re.sub(r"[^a-z0-9]+", "_", text).strip("_")


def _check_positive(option: str, value: int | None) -> None:
    if value is not None and value < 1:
        raise ConfigError(f"{option} must be at least 1, got {value}")


def _filter_ids(items: list[BenchmarkItem], ids: Sequence[str]) -> list[BenchmarkItem]:
    if not ids:
        return items
    known = {item.problem.id for item in items}
    unknown = [item_id for item_id in dict.fromkeys(ids) if item_id not in known]
    if unknown:
        raise DatasetError(f"unknown problem ids: {_listing(unknown)}")
    wanted = set(ids)
    return [item for item in items if item.problem.id in wanted]


def _keep_matching(
    items: list[BenchmarkItem],
    what: str,
    value_of: Callable[[BenchmarkItem], Hashable],
    wanted: Mapping[Hashable, str],
) -> list[BenchmarkItem]:
    """Items whose value is among ``wanted`` (key → how the user wrote it); none → all."""
    if not wanted:
        return items
    present = {value_of(item) for item in items}
    missing = [label for key, label in wanted.items() if key not in present]
    if missing:
        available = _listing(sorted(str(value) for value in present if value is not None))
        raise ConfigError(
            f"no problem has {what} {_listing(missing)}; {what}s present: {available or 'none'}"
        )
    return [item for item in items if value_of(item) in wanted]


def _subject_of(item: BenchmarkItem) -> str | None:
    subject = item.problem.subject
    return None if subject is None else subject_key(subject)


def _level_of(item: BenchmarkItem) -> int | None:
    return item.problem.level


def _year_of(item: BenchmarkItem) -> int | None:
    return item.problem.year


def _per_bin(items: list[BenchmarkItem], size: int, seed: int | None) -> list[BenchmarkItem]:
    bins: dict[tuple[str | None, int | None], list[int]] = {}
    for index, item in enumerate(items):
        bins.setdefault((_subject_of(item), item.problem.level), []).append(index)
    keep: set[int] = set()
    for (subject, level), members in bins.items():
        rng = None if seed is None else random.Random(f"{seed}|{subject}|{level}")
        keep.update(_first_after_shuffle(members, size, rng))
    return [item for index, item in enumerate(items) if index in keep]


def _limit(items: list[BenchmarkItem], size: int, seed: int | None) -> list[BenchmarkItem]:
    # In sample order, so a run solving them in turn holds, after its first k problems,
    # exactly the --limit k sample: an unfinished run is a finished smaller experiment.
    # A limit that takes every item is still shuffled: --limit 500 of MATH-500 is the seeded
    # order of all 500, whose first 100 are the --limit 100 sample (issue 28).
    indices = list(range(len(items)))
    if seed is None:
        return [items[index] for index in indices[:size]]
    random.Random(seed).shuffle(indices)
    return [items[index] for index in indices[:size]]


def _first_after_shuffle(members: list[int], size: int, rng: random.Random | None) -> list[int]:
    # Shuffle-then-take makes samples nested: with one seed, the items chosen for size k are
    # among those chosen for any larger size. A bin no larger than ``size`` is kept whole
    # without drawing from ``rng``, so the bins after it choose as they always have.
    if len(members) <= size or rng is None:
        return members[:size]
    shuffled = list(members)
    rng.shuffle(shuffled)
    return shuffled[:size]


def _listing(values: Sequence[str]) -> str:
    shown = ", ".join(values[:_MAX_LISTED])
    more = len(values) - _MAX_LISTED
    return f"{shown} (and {more} more)" if more > 0 else shown
