"""Turn one record of each supported data file into a :class:`BenchmarkItem`.

Every converter takes a :class:`Record` and either returns an item or raises ``RowError``
with a one-line reason; the loader adds ``file:line``. Id schemes (documented in
``docs/benchmarks.md``):

- ``math500``: the file's ``unique_id`` (``test/precalculus/807.json``).
- ``math``: ``math-`` + the first 10 hex digits of sha256 of the problem text, because the
  MATH test file has no id field and record order differs between published copies.
- ``gsm8k``: ``gsm8k-`` + the 0-based line index, which is the row index of the official
  file and of the Hugging Face ``test`` split.
- ``aime``: ``aime-<year>-<part>-<number>`` (``aime-2024-I-10``); years before 2000 had one
  contest and no part: ``aime-1983-1``.
- ``jsonl``/``csv``: the ``id_field`` value, else ``item-`` + 10 hex digits of sha256 of the
  question text.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from mathloop.answers.extract import gsm8k_final_answer, last_boxed
from mathloop.benchmarks.formats import Record, RowError, int_field, text_field
from mathloop.problems import BenchmarkItem, Problem, answer_kind_of

__all__ = [
    "AIME_CSV_COLUMNS",
    "FieldNames",
    "aime_csv_item",
    "aime_jsonl_item",
    "content_id",
    "custom_item",
    "gsm8k_item",
    "math500_item",
    "math_item",
]

AIME_CSV_COLUMNS = ("ID", "Year", "Problem Number", "Question", "Answer", "Part")

_MATH_LEVEL_RE = re.compile(r"^Level\s+(\d+|\?)$")
_AIME_URL_RE = re.compile(r"(\d{4})_AIME_(I|II)_Problems/Problem_(\d+)")


@dataclass(frozen=True)
class FieldNames:
    """Which fields of a generic JSONL/CSV file hold the question, the answer and the id."""

    question: str
    answer: str
    id: str | None = None


def content_id(prefix: str, text: str) -> str:
    """``<prefix>-<first 10 hex digits of sha256(text as UTF-8)>``: survives reordering."""
    return f"{prefix}-{hashlib.sha256(text.encode('utf-8')).hexdigest()[:10]}"


def math500_item(record: Record) -> BenchmarkItem:
    """A MATH-500 row: ``problem``, ``answer``, ``subject``, ``level`` (int), ``unique_id``."""
    fields = record.fields
    problem = Problem(
        id=text_field(fields, "unique_id").strip(),
        statement=text_field(fields, "problem"),
        benchmark="math500",
        subject=text_field(fields, "subject").strip(),
        level=int_field(fields, "level"),
        answer_kind=answer_kind_of("math500"),
    )
    return BenchmarkItem(problem, gold=text_field(fields, "answer").strip())


def math_item(record: Record) -> BenchmarkItem:
    """A MATH row: gold is the last ``\\boxed{}`` of ``solution``; ``type`` is the subject."""
    fields = record.fields
    statement = text_field(fields, "problem")
    problem = Problem(
        id=content_id("math", statement),
        statement=statement,
        benchmark="math",
        subject=text_field(fields, "type").strip(),
        level=_math_level(text_field(fields, "level")),
        answer_kind=answer_kind_of("math"),
    )
    return BenchmarkItem(problem, gold=_boxed_answer(text_field(fields, "solution")))


def _math_level(text: str) -> int | None:
    match = _MATH_LEVEL_RE.match(text.strip())
    if match is None:
        raise RowError(f"field 'level' must look like 'Level 3', found {text!r}")
    value = match.group(1)
    return None if value == "?" else int(value)


def _boxed_answer(solution: str) -> str:
    answer = last_boxed(solution)
    if answer is None or not answer.strip():
        raise RowError("no non-empty \\boxed{} answer in field 'solution'")
    return answer.strip()


def gsm8k_item(record: Record) -> BenchmarkItem:
    """A GSM8K row: gold is the number after ``####`` in ``answer``, commas removed."""
    fields = record.fields
    gold = gsm8k_final_answer(text_field(fields, "answer"))
    if gold is None:
        raise RowError("no '#### <answer>' line in field 'answer'")
    problem = Problem(
        id=f"gsm8k-{record.line - 1}",
        statement=text_field(fields, "question"),
        benchmark="gsm8k",
        answer_kind=answer_kind_of("gsm8k"),
    )
    return BenchmarkItem(problem, gold=gold)


def aime_csv_item(record: Record) -> BenchmarkItem:
    """A row of the AIME 1983-2024 CSV; ``Answer`` is kept as written (``2022-II-8``)."""
    fields = record.fields
    part = _aime_part(str(fields.get("Part", "")).strip())
    extra = {"source_id": text_field(fields, "ID").strip()}
    problem = _aime_problem(
        year=int_field(fields, "Year"),
        part=part,
        number=int_field(fields, "Problem Number"),
        statement=text_field(fields, "Question"),
        extra=extra,
    )
    return BenchmarkItem(problem, gold=text_field(fields, "Answer").strip())


def aime_jsonl_item(record: Record) -> BenchmarkItem:
    """A row of the AIME 2024 JSONL; year, part and number come from the AoPS ``url``."""
    fields = record.fields
    url = text_field(fields, "url").strip()
    match = _AIME_URL_RE.search(url)
    if match is None:
        raise RowError(f"field 'url' does not name an AIME problem page: {url!r}")
    extra = {"url": url}
    if "id" in fields:
        extra["source_id"] = text_field(fields, "id").strip()
    problem = _aime_problem(
        year=int(match.group(1)),
        part=match.group(2),
        number=int(match.group(3)),
        statement=text_field(fields, "problem"),
        extra=extra,
    )
    return BenchmarkItem(problem, gold=text_field(fields, "answer").strip())


def _aime_part(text: str) -> str:
    if text in ("", "I", "II"):
        return text
    raise RowError(f"field 'Part' must be empty, 'I' or 'II', found {text!r}")


def _aime_problem(
    *, year: int, part: str, number: int, statement: str, extra: dict[str, str]
) -> Problem:
    contest = f"{year}-{part}" if part else str(year)
    if part:
        extra["part"] = part
    return Problem(
        id=f"aime-{contest}-{number}",
        statement=statement,
        benchmark="aime",
        year=year,
        number=number,
        answer_kind=answer_kind_of("aime"),
        extra=extra,
    )


def custom_item(record: Record, *, fields: FieldNames, benchmark: str) -> BenchmarkItem:
    """A row of any JSONL/CSV file, read through the configured field names."""
    statement = text_field(record.fields, fields.question)
    if fields.id is None:
        item_id = content_id("item", statement)
    else:
        item_id = text_field(record.fields, fields.id).strip()
    problem = Problem(id=item_id, statement=statement, benchmark=benchmark)
    return BenchmarkItem(problem, gold=text_field(record.fields, fields.answer).strip())
