"""The one reader of a run's ledger, ``results.jsonl``: line by line, never written to.

Every reader goes through here: the run store (which first repairs a torn last line, as only
the engine may), the reports and :class:`mathloop.results.Results` (which read runs that may
still be going). A last line without its newline is being written, or was torn by a crash:
it is left out, not parsed. Example::

    >>> [record.method for record in read_ledger(Path("runs/demo/results.jsonl"))]  # doctest: +SKIP
    ['one_shot_python', 'relay_python']
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterable, Iterator
from pathlib import Path

from pydantic import ValidationError

from mathloop.errors import RunStoreError

from .records import ResultKey, ResultRecord, standing_records

__all__ = ["ledger_keys", "parse_ledger", "read_ledger", "read_standing"]


def read_ledger(path: Path) -> Iterator[ResultRecord]:
    """Every complete line of the ledger at ``path``, superseded ones included, in order;
    nothing when there is no ledger. A line that is not a record is a :class:`RunStoreError`
    naming the file and line."""
    for number, line in _lines(path):
        yield _parse(path, number, line)


def parse_ledger(text: str, where: str) -> Iterator[ResultRecord]:
    """Every complete line of a ledger held as ``text`` (a packed run's member); ``where``
    names it in errors. Lines end at ``\n`` only, as on disk (a record may hold U+2028)."""
    for number, line in _complete_lines(io.StringIO(text, newline="\n")):
        yield _parse(where, number, line)


def read_standing(path: Path) -> list[ResultRecord]:
    """The standing records of the ledger at ``path``: for each problem × method × sample
    its last line, in ledger order."""
    return standing_records(list(read_ledger(path)))


def ledger_keys(path: Path) -> Iterator[ResultKey]:
    """The key of every complete line, read without validating whole records (so that only
    keys are held); a line that does not parse gets a key of its own, and
    :func:`read_ledger` reports it."""
    for number, line in _lines(path):
        try:
            data = json.loads(line)
            sample = int(data.get("sample") or 0)
            yield ResultKey(str(data["problem_id"]), str(data["method"]), sample)
        except (ValueError, KeyError, TypeError, AttributeError):
            yield ResultKey(f"unreadable line {number}", "")


def _lines(path: Path) -> Iterator[tuple[int, str]]:
    if not path.exists():
        return
    with path.open(encoding="utf-8", newline="\n") as lines:
        yield from _complete_lines(lines)


def _complete_lines(lines: Iterable[str]) -> Iterator[tuple[int, str]]:
    for number, line in enumerate(lines, 1):
        if not line.endswith("\n"):  # the last piece, still being written
            return
        if line.strip():
            yield number, line


def _parse(path: Path | str, number: int, line: str) -> ResultRecord:
    try:
        return ResultRecord.model_validate_json(line)
    except ValidationError as exc:
        first = exc.errors()[0]["msg"]
        raise RunStoreError(f"{path}:{number}: bad record ({first})") from exc
