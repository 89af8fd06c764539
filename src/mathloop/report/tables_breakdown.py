"""Accuracy broken down per arm: by difficulty level, subject and problem position."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from mathloop.runs.storage.summary import accuracy

from .runset import Row, RunSet
from .table import Cell, Column, Table, rows_of

__all__ = ["by_level_table", "by_position_table", "by_subject_table", "position_band"]


def _accuracy(rows: Sequence[Row]) -> float | None:
    return accuracy(row.record for row in rows)


def _order(value: Hashable) -> tuple[bool, int, str]:
    # Numbers in numeric order, text alphabetically, missing values last.
    return (value is None, value if isinstance(value, int) else 0, str(value))


def _breakdown(
    runset: RunSet,
    *,
    name: str,
    title: str,
    key_name: str,
    key: Callable[[Row], Hashable],
) -> Table:
    """Accuracy per key value (rows) and arm (columns); ``n`` is the most problems of an arm."""
    arms = runset.arms()
    values = sorted({key(r) for r in runset.rows}, key=_order)
    rows: list[list[Cell]] = []
    for value in values:
        cells = [[r for r in runset.rows_of(arm) if key(r) == value] for arm in arms]
        label = "—" if value is None else str(value)
        rows.append([label, max(len(c) for c in cells), *(_accuracy(c) for c in cells)])
    columns = (
        Column(key_name),
        Column("n", numeric=True),
        *(Column(runset.label(arm), ".0%", numeric=True) for arm in arms),
    )
    return Table(name, title, columns, rows_of(rows))


def by_level_table(runset: RunSet) -> Table:
    """Accuracy by difficulty level per arm (the IIPC paper's Figures 2 and 4 as numbers)."""
    return _breakdown(
        runset,
        name="by_level",
        title="Accuracy by level",
        key_name="level",
        key=lambda r: r.record.level,
    )


def by_subject_table(runset: RunSet) -> Table:
    """Accuracy by subject per arm (Figures 3 and 5 as numbers)."""
    return _breakdown(
        runset,
        name="by_subject",
        title="Accuracy by subject",
        key_name="subject",
        key=lambda r: r.record.subject,
    )


def position_band(number: int | None) -> str | None:
    """The AIME problem-position band of a problem number (1–5, 6–10, 11–15, 16+)."""
    if number is None or number < 1:
        return None
    if number > 15:
        return "16+"
    start = 5 * ((number - 1) // 5) + 1
    return f"{start:02d}–{start + 4:02d}"


def by_position_table(runset: RunSet) -> Table | None:
    """Accuracy by problem-position band, for benchmarks whose problems are numbered."""
    if all(r.record.number is None for r in runset.rows):
        return None
    return _breakdown(
        runset,
        name="by_position",
        title="Accuracy by problem position (AIME bands)",
        key_name="position",
        key=lambda r: position_band(r.record.number),
    )
