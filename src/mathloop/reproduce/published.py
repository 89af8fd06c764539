"""The seeds' published numbers, read from ``paper_numbers.toml`` (one block per table).

Every block is a table as its source printed it: named rows, named columns, and the Δ the
source prints beside some cells. ``published("iipc-table1-math").value("iipc", "Gemini 2.0
Flash")`` is ``94.13``.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from types import MappingProxyType
from typing import Any

from mathloop.errors import ConfigError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

__all__ = ["Published", "published", "published_tables"]

_FILE = "paper_numbers.toml"

Values = tuple[float | None, ...]


@dataclass(frozen=True)
class Published:
    """One table of a seed: rows × columns of numbers, ``None`` where it reports none."""

    key: str
    source: str
    """The seed and the table (or figure) the numbers come from."""
    measured_on: str
    """The model the source ran, or ``"columns"`` when each column is a model."""
    benchmark: str
    problems: str
    """Which problems the source ran, in words."""
    columns: tuple[str, ...]
    rows: Mapping[str, Values]
    deltas: Mapping[str, Values]
    """The Δ the source prints, in percentage points, against :attr:`delta_against`."""
    delta_against: str | None = None
    """The row (or column) the printed Δ start from."""

    def model(self, column: str) -> str:
        """The model the numbers of ``column`` were measured on."""
        return column if self.measured_on == "columns" else self.measured_on

    @property
    def models(self) -> str:
        """Every model of the block, in words."""
        return ", ".join(self.columns) if self.measured_on == "columns" else self.measured_on

    def value(self, row: str, column: str) -> float | None:
        """The number in ``row`` and ``column``; None where the source reports none."""
        return self._cell(self.rows, row, column)

    def delta(self, row: str, column: str) -> float | None:
        """The Δ the source prints for that cell, if it prints one."""
        return self._cell(self.deltas, row, column)

    def _cell(self, table: Mapping[str, Values], row: str, column: str) -> float | None:
        if row not in table or column not in self.columns:
            return None
        return table[row][self.columns.index(column)]


@cache
def published_tables() -> Mapping[str, Published]:
    """Every block of ``paper_numbers.toml`` by its key."""
    text = resources.files("mathloop.reproduce").joinpath(_FILE).read_text(encoding="utf-8")
    data = tomllib.loads(text)
    return MappingProxyType({key: _block(key, block) for key, block in data.items()})


def published(key: str) -> Published:
    """The block ``key``; a :class:`ConfigError` naming the known keys otherwise."""
    tables = published_tables()
    if key not in tables:
        raise ConfigError(f"no published table {key!r}; known: {', '.join(tables)}")
    return tables[key]


def _block(key: str, block: dict[str, Any]) -> Published:
    columns = tuple(str(c) for c in block["columns"])
    return Published(
        key=key,
        source=str(block["source"]),
        measured_on=str(block["measured_on"]),
        benchmark=str(block["benchmark"]),
        problems=str(block["problems"]),
        columns=columns,
        rows=_rows(key, block.get("rows", {}), len(columns)),
        deltas=_rows(key, block.get("delta", {}), len(columns)),
        delta_against=block.get("delta_against"),
    )


def _rows(key: str, rows: dict[str, list[float]], width: int) -> Mapping[str, Values]:
    checked: dict[str, Values] = {}
    for name, values in rows.items():
        if len(values) != width:
            raise ConfigError(f"{_FILE} [{key}] {name}: {len(values)} values for {width} columns")
        # Counts stay ints (TOML keeps 500 and 63.6 apart); nan is a cell not reported.
        checked[name] = tuple(None if math.isnan(v) else v for v in values)
    return MappingProxyType(checked)
