"""Exports: ``results.parquet`` with typed columns, tables as CSV and Markdown, trace corpus.

pandas and pyarrow are imported inside the functions that need them, so reading a run and
printing its tables does not pay for them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, TextIO

from mathloop.runs.storage.records import wrong_kind_of

from .runset import Row, RunSet, read_trace
from .table import Table, to_csv, to_markdown
from .traces import corpus_entry

__all__ = [
    "RESULT_COLUMNS",
    "results_frame",
    "write_corpus",
    "write_markdown",
    "write_parquet",
    "write_table_csvs",
    "write_table_parquet",
]

RESULT_COLUMNS: dict[str, str] = {
    "run": "string",
    "model": "string",
    "benchmark": "string",
    "method": "string",
    "problem_id": "string",
    "sample": "Int64",
    "subject": "string",
    "level": "Int64",
    "year": "Int64",
    "number": "Int64",
    "gold": "string",
    "answer": "string",
    "confidence": "Int64",
    "submitted": "bool",
    "correct": "bool",
    "failure_class": "string",
    "wrong_kind": "string",
    "verdict_equal": "boolean",
    "decided_by": "string",
    "attempts": "Int64",
    "submitted_attempt": "Int64",
    "prompt_tokens": "Int64",
    "output_tokens": "Int64",
    "llm_calls": "Int64",
    "elapsed_s": "float64",
    "error_kind": "string",
    "error_message": "string",
}
"""Every column of ``results.parquet`` and its pandas dtype (nullable where values may miss);
``sample`` is null in a run without ``--samples``."""


def _flat(row: Row) -> dict[str, object]:
    record = row.record
    verdict, error = record.verdict, record.error
    values: dict[str, object] = {"run": row.arm.run, "model": row.arm.model}
    values |= {name: getattr(record, name, None) for name in RESULT_COLUMNS if name not in values}
    values |= {
        "wrong_kind": wrong_kind_of(record),
        "verdict_equal": verdict.equal if verdict else None,
        "decided_by": verdict.decided_by if verdict else None,
        "error_kind": error.kind if error else None,
        "error_message": error.message if error else None,
    }
    return values


def results_frame(runset: RunSet) -> Any:
    """A pandas DataFrame: one row per problem × method × run, typed as :data:`RESULT_COLUMNS`."""
    import pandas as pd

    records = [_flat(row) for row in runset.rows]
    frame = pd.DataFrame.from_records(records, columns=list(RESULT_COLUMNS))
    return frame.astype(RESULT_COLUMNS)


def write_parquet(runset: RunSet, path: Path) -> None:
    """Write ``results.parquet`` (pyarrow); pandas and DuckDB read it with its types."""
    path.parent.mkdir(parents=True, exist_ok=True)
    results_frame(runset).to_parquet(path, engine="pyarrow", index=False)


def write_table_parquet(table: Table, path: Path) -> None:
    """One table as Parquet, its raw values under its column names (``sampling.parquet``)."""
    import pandas as pd

    path.parent.mkdir(parents=True, exist_ok=True)
    frame = pd.DataFrame.from_records(table.rows, columns=[c.name for c in table.columns])
    frame.to_parquet(path, engine="pyarrow", index=False)


def write_table_csvs(tables: Iterable[Table], folder: Path) -> list[Path]:
    """One ``<name>.csv`` per table; returns the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for table in tables:
        path = folder / f"{table.name}.csv"
        path.write_text(to_csv(table), encoding="utf-8")
        written.append(path)
    return written


def write_markdown(
    tables: Sequence[Table], path: Path, *, title: str, made_by: str | None = None
) -> None:
    """All tables in one Markdown file; ``made_by`` is the command that writes it again."""
    path.parent.mkdir(parents=True, exist_ok=True)
    body = "\n".join(to_markdown(table) for table in tables)
    intro = f"Made by `{made_by}`.\n\n" if made_by else ""
    path.write_text(f"# {title}\n\n{intro}{body}", encoding="utf-8")


def write_corpus(runset: RunSet, handle: TextIO) -> int:
    """Write the reasoning-trace corpus as JSON lines; returns the number of lines."""
    count = 0
    for row in runset.rows:
        entry = corpus_entry(row, read_trace(row.trace))
        # A run without samples writes the lines it always wrote: no "sample" key.
        data = entry.model_dump(mode="json", exclude={"sample"} if entry.sample is None else None)
        handle.write(json.dumps(data, ensure_ascii=False) + "\n")
        count += 1
    return count
