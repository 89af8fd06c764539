"""The package's own sample problems (``data/samples.jsonl``), written for mathloop.

They need no download, so demos and smoke tests can run anywhere. Each row has ``id``,
``statement``, ``answer``, ``subject`` and ``level``; the answers were checked by computing
them (``tests/benchmarks/test_samples.py`` recomputes the numeric ones).
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib import resources
from pathlib import Path

from mathloop.benchmarks.formats import RawRow, Record, int_field, parse_jsonl, text_field
from mathloop.problems import BenchmarkItem, Problem

__all__ = ["SAMPLES_LABEL", "read_samples", "sample_item"]

SAMPLES_LABEL = "mathloop/benchmarks/data/samples.jsonl"
"""How messages name the samples file (it lives inside the installed package)."""


def read_samples(path: Path | None = None) -> Iterator[RawRow]:
    """Yield the rows of the packaged samples file; ``path`` is accepted and ignored."""
    del path  # the samples always come from the package, whatever --data says
    source = resources.files("mathloop.benchmarks").joinpath("data").joinpath("samples.jsonl")
    with source.open("rb") as handle:
        yield from parse_jsonl(handle)


def sample_item(record: Record) -> BenchmarkItem:
    """One sample row as a benchmark item (answer kind ``auto``)."""
    fields = record.fields
    problem = Problem(
        id=text_field(fields, "id").strip(),
        statement=text_field(fields, "statement"),
        benchmark="samples",
        subject=text_field(fields, "subject").strip(),
        level=int_field(fields, "level"),
    )
    return BenchmarkItem(problem, gold=text_field(fields, "answer").strip())
