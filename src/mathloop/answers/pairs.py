"""Answer pairs read from a JSON-lines file, for bulk audits (``mathloop check --file``).

Each non-blank line is a JSON object with string fields ``gold`` and ``candidate`` and an
optional ``kind`` (``auto``, ``integer``, ``math``, ``gsm8k``); a labelled corpus such as
``tests/answers/cases.jsonl`` may also give ``expected`` (true/false), ``id``, ``problem``
and ``category`` (``mathloop judge-check`` reads them); other fields are ignored.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import get_args

from mathloop.errors import DatasetError
from mathloop.problems import AnswerKind

__all__ = ["AnswerPair", "read_pairs"]

_KINDS: tuple[str, ...] = get_args(AnswerKind)


@dataclass(frozen=True)
class AnswerPair:
    """One gold answer and one candidate; ``kind`` is ``None`` when the line gave none."""

    gold: str
    candidate: str
    kind: AnswerKind | None = None
    line: int = 0
    expected: bool | None = None
    """Whether the two are equivalent, where the line labels it (true or false)."""
    id: str = ""
    problem: str = ""
    category: str = ""


def read_pairs(path: Path) -> list[AnswerPair]:
    """Every pair of ``path`` in order; a malformed line raises :class:`DatasetError`
    whose message starts with ``path:line:``."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DatasetError(f"{path}: cannot read the pairs file: {exc}") from exc
    return [
        _pair(raw, f"{path}:{number}", number)
        for number, raw in enumerate(text.splitlines(), start=1)
        if raw.strip()
    ]


def _pair(raw: str, where: str, number: int) -> AnswerPair:
    try:
        row = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise DatasetError(f"{where}: not valid JSON ({exc.msg})") from exc
    if not isinstance(row, dict):
        raise DatasetError(f"{where}: expected a JSON object with gold and candidate")
    gold, candidate = row.get("gold"), row.get("candidate")
    if not isinstance(gold, str) or not isinstance(candidate, str):
        raise DatasetError(f"{where}: gold and candidate must both be strings")
    expected = row.get("expected")
    return AnswerPair(
        gold,
        candidate,
        _kind(row.get("kind"), where),
        number,
        expected=expected if isinstance(expected, bool) else None,
        id=str(row.get("id") or ""),
        problem=str(row.get("problem") or ""),
        category=str(row.get("category") or ""),
    )


def _kind(value: object, where: str) -> AnswerKind | None:
    if value is None:
        return None
    if value not in _KINDS:
        raise DatasetError(f"{where}: kind must be one of {', '.join(_KINDS)}, got {value!r}")
    kind: AnswerKind = value  # type: ignore[assignment]  # checked against the Literal
    return kind
