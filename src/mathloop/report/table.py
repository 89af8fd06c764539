"""One table type for every report table, and its renderings: terminal, Markdown, CSV.

Cells keep their raw values (CSV writes those); each column has a format for display.
"""

from __future__ import annotations

import csv
import html
import io
from collections.abc import Sequence
from dataclasses import dataclass, field

from rich.console import Console
from rich.table import Table as RichTable

__all__ = [
    "Cell",
    "Column",
    "Table",
    "display",
    "table_console",
    "to_csv",
    "to_markdown",
    "to_rich",
]

_PIPE_WIDTH = 200

Cell = str | int | float | None


@dataclass(frozen=True)
class Column:
    """A column: its header and how its values are shown (a format spec, e.g. ``".1%"``)."""

    name: str
    fmt: str = ""
    numeric: bool = False
    context: bool = False
    """A column (run, model, benchmark) a terminal folds into the caption when constant."""


@dataclass(frozen=True)
class Table:
    """A titled table; ``name`` is its file stem in exports (``accuracy.csv``)."""

    name: str
    title: str
    columns: tuple[Column, ...]
    rows: tuple[tuple[Cell, ...], ...]
    note: str = ""
    links: tuple[str | None, ...] = field(default=())
    """Optional per-row link into the trace browser (a URL fragment), used by the HTML."""

    def column(self, name: str) -> list[Cell]:
        """The values of one column."""
        index = [c.name for c in self.columns].index(name)
        return [row[index] for row in self.rows]


def display(value: Cell, column: Column) -> str:
    """A cell as text: formatted numbers, ``—`` for missing values."""
    if value is None:
        return "—"
    if isinstance(value, (int, float)) and column.fmt:
        return format(value, column.fmt)
    return str(value)


def to_rich(table: Table) -> RichTable:
    """The table for a terminal; constant context columns move into the caption."""
    folded = [
        index
        for index, column in enumerate(table.columns)
        if column.context and len({row[index] for row in table.rows}) == 1
    ]
    facts = [f"{table.columns[i].name}: {table.rows[0][i]}" for i in folded]
    caption = " · ".join([*facts, table.note] if table.note else facts)
    rendered = RichTable(title=table.title, caption=caption or None)
    kept = [i for i in range(len(table.columns)) if i not in folded]
    for index in kept:
        column = table.columns[index]
        rendered.add_column(column.name, justify="right" if column.numeric else "left")
    for row in table.rows:
        rendered.add_row(*(display(row[i], table.columns[i]) for i in kept))
    return rendered


def table_console() -> Console:
    """A console for wide tables: the terminal's width, or 200 columns into a file or pipe."""
    console = Console()
    return console if console.is_terminal else Console(width=_PIPE_WIDTH)


def _markdown_cell(text: str) -> str:
    # Dataset text (subjects, ids) may hold HTML or pipes; neither may escape its cell.
    return html.escape(text, quote=False).replace("|", "\\|").replace("\n", " ")


def to_markdown(table: Table) -> str:
    """A GitHub-flavoured Markdown table with its title as a heading."""
    header = "| " + " | ".join(_markdown_cell(c.name) for c in table.columns) + " |"
    rule = "|" + "|".join("---:" if c.numeric else "---" for c in table.columns) + "|"
    body = [
        "| "
        + " | ".join(_markdown_cell(display(v, c)) for v, c in zip(row, table.columns, strict=True))
        + " |"
        for row in table.rows
    ]
    parts = [f"### {_markdown_cell(table.title)}", "", header, rule, *body]
    if table.note:
        parts += ["", _markdown_cell(table.note)]
    return "\n".join(parts) + "\n"


def _csv_value(value: Cell) -> str | int | float:
    if value is None:
        return ""
    if isinstance(value, float):
        return round(value, 6)
    return value


def to_csv(table: Table) -> str:
    """CSV text with raw values (missing values as empty fields)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow([c.name for c in table.columns])
    writer.writerows([_csv_value(v) for v in row] for row in table.rows)
    return buffer.getvalue()


def rows_of(values: Sequence[Sequence[Cell]]) -> tuple[tuple[Cell, ...], ...]:
    """Freeze rows for a :class:`Table`."""
    return tuple(tuple(row) for row in values)
