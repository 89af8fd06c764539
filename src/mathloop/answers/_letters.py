"""Choice letters joined by commas and "and": ``A and C`` against a gold ``A, C``."""

from __future__ import annotations

import re

__all__ = ["LETTER_LIST_RE", "joined_letters"]

LETTER_LIST_RE = re.compile(r"[A-Z](?:,[A-Z])+")
_LETTER_JOIN_RE = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)\s*")
_ONE_LETTER_RE = re.compile(r"\(?([A-Za-z])\)?")


def joined_letters(candidate: str) -> str | None:
    """Against a gold that lists choice letters (``A,C,E``), letters joined by commas and
    "and" (``A and C``, ``(A), (C), and (E)``, ``A & C``) are that list; None otherwise.
    ``A or C`` is a hedge and is not read."""
    text = candidate.replace("$", "").strip().rstrip(".")
    text = re.sub(r"^\\text\{(.*)\}$", r"\1", text)
    parts = _LETTER_JOIN_RE.split(text)
    letters = [_ONE_LETTER_RE.fullmatch(part) for part in parts]
    if len(parts) < 2 or not all(letters):
        return None
    return ",".join(match.group(1).upper() for match in letters if match)
