"""Read JSONL and CSV data files record by record, keeping each record's line number.

Readers never build benchmark items. They yield a :class:`Record` (the fields of one row) or
a :class:`BadRecord` (a row that could not be parsed), so the loader can name ``file:line``
in every message and decide whether a bad row stops the load or is skipped. Problems that
make the whole file unreadable (no header, broken CSV quoting) raise ``DatasetError`` at once.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from mathloop.errors import DatasetError

if TYPE_CHECKING:
    from _csv import Reader as CsvReader

__all__ = [
    "BadRecord",
    "RawRow",
    "Record",
    "RowError",
    "int_field",
    "parse_jsonl",
    "read_csv",
    "read_jsonl",
    "text_field",
]


@dataclass(frozen=True)
class Record:
    """One parsed row: the 1-based line it starts on and its fields."""

    line: int
    fields: Mapping[str, object]


@dataclass(frozen=True)
class BadRecord:
    """A row that could not be used, with the 1-based line it starts on and the reason."""

    line: int
    message: str


RawRow = Record | BadRecord


class RowError(DatasetError):
    """One row is malformed; the loader adds ``file:line`` to the message."""


def read_jsonl(path: Path) -> Iterator[RawRow]:
    """Yield the JSON objects of a JSONL file; blank lines are ignored."""
    try:
        with path.open("rb") as handle:
            yield from parse_jsonl(handle)
    except OSError as exc:
        raise DatasetError(f"cannot read {path}: {exc.strerror or exc}") from exc


def parse_jsonl(lines: Iterable[bytes]) -> Iterator[RawRow]:
    """Yield one :class:`Record` or :class:`BadRecord` per non-blank line of JSONL bytes."""
    for number, raw in enumerate(lines, start=1):
        if raw.strip():
            yield _jsonl_row(number, raw)


def _jsonl_row(number: int, raw: bytes) -> RawRow:
    try:
        text = raw.decode("utf-8").rstrip("\r\n")
    except UnicodeDecodeError as exc:
        return BadRecord(number, f"not valid UTF-8 (byte {exc.start})")
    if number == 1:
        text = text.removeprefix("\ufeff")
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        return BadRecord(number, f"bad JSON: {exc.msg} (column {exc.colno})")
    if not isinstance(value, dict):
        return BadRecord(number, f"expected a JSON object, found {_json_type(value)}")
    return Record(number, value)


def read_csv(path: Path, *, required: Sequence[str] = ()) -> Iterator[RawRow]:
    """Yield the rows of a CSV file with a header row, as mappings from column name to text.

    Quoted fields may span lines; a record's line is the line it starts on. ``required``
    columns missing from the header raise ``DatasetError`` before any row is read.
    """
    try:
        with path.open(encoding="utf-8-sig", newline="") as handle:
            reader = csv.reader(handle, strict=True)
            header = _csv_header(path, reader, required)
            yield from _csv_rows(path, reader, header)
    except OSError as exc:
        raise DatasetError(f"cannot read {path}: {exc.strerror or exc}") from exc


def _csv_header(path: Path, reader: CsvReader, required: Sequence[str]) -> list[str]:
    header = _next_csv_row(path, reader, 1)
    if header is None:
        raise DatasetError(f"{path}: empty file, expected a CSV header row")
    for name in required:
        if name not in header:
            columns = ", ".join(repr(column) for column in header)
            raise DatasetError(f"{path}:1: missing column {name!r} (the header has {columns})")
    return header


def _csv_rows(path: Path, reader: CsvReader, header: list[str]) -> Iterator[RawRow]:
    while True:
        # line_num counts the physical lines consumed so far; the next record starts after.
        line = reader.line_num + 1
        row = _next_csv_row(path, reader, line)
        if row is None:
            return
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(header):
            yield BadRecord(
                line, f"expected {len(header)} fields as in the header, found {len(row)}"
            )
        else:
            yield Record(line, dict(zip(header, row, strict=True)))


def _next_csv_row(path: Path, reader: CsvReader, line: int) -> list[str] | None:
    try:
        return next(reader)
    except StopIteration:
        return None
    except csv.Error as exc:
        raise DatasetError(f"{path}:{line}: unreadable CSV: {exc}") from exc
    except UnicodeDecodeError as exc:
        raise DatasetError(f"{path}:{line}: not valid UTF-8 near this line") from exc


def text_field(fields: Mapping[str, object], name: str) -> str:
    """The value of ``name`` as text (numbers are converted); missing or blank is a row error."""
    if name not in fields:
        raise RowError(f"missing field {name!r}")
    value = fields[name]
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise RowError(f"field {name!r} must be text or a number, found {_json_type(value)}")
    text = value if isinstance(value, str) else str(value)
    if not text.strip():
        raise RowError(f"empty field {name!r}")
    return text


def int_field(fields: Mapping[str, object], name: str) -> int:
    """The value of ``name`` as an integer (an int or a string of digits)."""
    value = fields.get(name)
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    text = text_field(fields, name).strip()
    try:
        return int(text)
    except ValueError:
        raise RowError(f"field {name!r} must be an integer, found {text!r}") from None


def _json_type(value: object) -> str:
    names = {dict: "an object", list: "an array", bool: "a boolean", type(None): "null"}
    return names.get(type(value), type(value).__name__)
