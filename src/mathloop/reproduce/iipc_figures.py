"""The IIPC paper's Figures 2 and 3 (accuracy by level and by subject) from Table 1's MATH run,
ours beside the paper's."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable

from mathloop.report import Column, Row, Table
from mathloop.report.table import Cell as Value

from .cells import Cell
from .exhibits import Drawing, Exhibit, Exhibits, Results
from .figures import Panel, grouped_bars, heatmaps
from .iipc import LABELS, paper_note, published_block, runs_note, table_rows
from .published import Published

__all__ = ["figures"]


Breakdown = dict[str, dict[str, float]]
"""Accuracy in percent per method, then per level or subject (as text)."""


def _breakdown(results: Results, cell: Cell, key: Callable[[Row], Hashable]) -> Breakdown:
    found: Breakdown = {}
    for method in cell.methods:
        outcomes: dict[str, list[bool]] = defaultdict(list)
        for row in results.rows(cell, method):
            value = key(row)
            if value is not None:
                outcomes[str(value)].append(row.record.correct)
        found[method] = {v: 100 * sum(c) / len(c) for v, c in outcomes.items()}
    return found


def _categories(ours: Breakdown, block: Published | None) -> tuple[str, ...]:
    """The paper's rows in its order, then any value only we have."""
    seen = sorted({value for by in ours.values() for value in by})
    first = list(block.rows) if block is not None else []
    return (*first, *(value for value in seen if value not in first))


def _figure_exhibit(
    results: Results,
    cell: Cell,
    ours: Breakdown,
    block: Published | None,
    *,
    name: str,
    title: str,
    key_name: str,
) -> Exhibit:
    """Breakdown values (rows) × methods, ours then the paper's."""
    headers = [f"{LABELS.get(m, m)} ours" for m in cell.methods]
    if block is not None:
        headers += [f"{LABELS.get(c, c)} paper" for c in block.columns]
    rows: list[list[Value]] = []
    for category in _categories(ours, block):
        row: list[Value] = [category, *(ours[m].get(category) for m in cell.methods)]
        if block is not None:
            row += [block.value(category, column) for column in block.columns]
        rows.append(row)
    note = "Accuracy (%). " + runs_note(results, [cell]) + paper_note([block] if block else [])
    columns = (Column(key_name), *(Column(h, ".2f", numeric=True) for h in headers))
    return Exhibit(Table(name, title, columns, table_rows(rows), note))


def _panels(results: Results, cell: Cell, ours: Breakdown, block: Published | None) -> list[Panel]:
    categories = _categories(ours, block)
    series = {LABELS.get(m, m): [ours[m].get(c) for c in categories] for m in cell.methods}
    panels = [Panel(f"{results.model(cell)} (ours)", categories, series)]
    if block is not None:
        published = {
            LABELS.get(m, m): [block.value(c, m) for c in categories] for m in block.columns
        }
        panels.append(Panel(f"{block.models} (paper)", categories, published))
    return panels


def figures(results: Results) -> Exhibits:
    """Figure 2 (accuracy by level) and Figure 3 (by subject) of Table 1's MATH run."""
    (cell,) = results.cells
    levels = _breakdown(results, cell, lambda row: row.record.level)
    subjects = _breakdown(results, cell, lambda row: row.record.subject)
    level_block, subject_block = (
        published_block("iipc-figure2-math"),
        published_block("iipc-figure3-math"),
    )
    tables = (
        _figure_exhibit(
            results,
            cell,
            levels,
            level_block,
            name="figure2-by-level",
            title="Figure 2: accuracy (%) by difficulty level",
            key_name="level",
        ),
        _figure_exhibit(
            results,
            cell,
            subjects,
            subject_block,
            name="figure3-by-subject",
            title="Figure 3: accuracy (%) by subject",
            key_name="subject",
        ),
    )
    drawings = (
        Drawing(
            "figure2-by-level",
            "Figure 2: accuracy by difficulty level, ours and the paper's",
            lambda: grouped_bars(_panels(results, cell, levels, level_block), xlabel="level"),
        ),
        Drawing(
            "figure3-by-subject",
            "Figure 3: accuracy by subject, ours and the paper's",
            lambda: heatmaps(_panels(results, cell, subjects, subject_block)),
        ),
    )
    return Exhibits(tables, drawings)
