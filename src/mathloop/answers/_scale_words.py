"""Numbers told with words around digits: ``2.5 million``, ``5 out of 12``, ``1 in 6``.

Each is a whole answer and one exact number, so it is read as its digits: ``2.5 million`` is
``2500000`` (a scale word multiplies; before this it was dropped as a unit, so ``2.5
million`` read as 2.5), and a count of a whole, ``5 out of 12`` or ``1 in 6``, is the
fraction ``5/12``, ``1/6``. Fractions in words (``two-thirds``) are read by
:mod:`._fraction_words`.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

__all__ = ["scale_words"]

_SCALES = {"thousand": 3, "million": 6, "billion": 9, "trillion": 12}
_SCALED_RE = re.compile(
    r"^([-+]?\d+(?:\.\d+)?)\s*(?:\\text\s*\{\s*(thousand|million|billion|trillion)\s*\}"
    r"|(thousand|million|billion|trillion))\.?$",
    re.IGNORECASE,
)
_PART_RE = re.compile(r"^(\d+)\s+(?:out\s+of|in)\s+(\d+)\.?$", re.IGNORECASE)


def scale_words(text: str) -> str:
    """``text`` as its digits when it is one of the forms above; ``text`` itself otherwise."""
    plain = text.strip().strip("$").strip()
    return _scaled(plain) or _part(plain) or text


def _scaled(text: str) -> str | None:
    match = _SCALED_RE.match(text)
    if match is None:
        return None
    try:
        mantissa = Decimal(match.group(1))
    except InvalidOperation:
        return None
    scale = (match.group(2) or match.group(3)).lower()
    value = mantissa.scaleb(_SCALES[scale])
    return format(value.normalize(), "f") if value == value.to_integral() else format(value, "f")


def _part(text: str) -> str | None:
    match = _PART_RE.match(text)
    if match is None or int(match.group(2)) == 0:
        return None
    return f"{match.group(1)}/{match.group(2)}"
