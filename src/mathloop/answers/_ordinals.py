"""Ordinals: ``12^{\\text{th}}``, ``12th``, ``\\text{21st}``, ``the 3rd``, ``twelfth``.

MATH golds write a position as ``12^{\\text{th}}`` and models as ``12th``, ``twelfth`` or
``12``; an ordinal names the same number as its cardinal, so each is read as its digits. Only
a whole answer is read (``the 5th term is 7`` is a sentence), and a suffix must be the one
English gives the number (``1st``, ``2nd``, ``11th``; ``1th`` is no ordinal).
"""

from __future__ import annotations

import re

from mathloop.answers._number_words import number_words

__all__ = ["ordinal_as_number"]

_WRAPPER_RE = re.compile(r"^\\(?:text|mbox|mathrm|textrm)\s*\{([^{}]*)\}$")
_SUFFIX = r"(?:\\text|\\mathrm|\\textrm|\\rm)?\s*\{?\s*(st|nd|rd|th)\s*\}?"
_ORDINAL_RE = re.compile(
    rf"^(?:the\s+)?(\d+)\s*(?:\^\s*\{{\s*{_SUFFIX}\s*\}}|\^\s*{_SUFFIX}|(st|nd|rd|th))\.?$",
    re.IGNORECASE,
)
_IRREGULAR = {
    "first": "one",
    "second": "two",
    "third": "three",
    "fifth": "five",
    "eighth": "eight",
    "ninth": "nine",
    "twelfth": "twelve",
}


_BEFORE_UNITS = frozenset(
    {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
    | {"hundred", "thousand", "million", "and"}
)


def ordinal_as_number(text: str) -> str:
    """``text`` as the digits of the ordinal it is, or ``text`` itself."""
    plain = text.strip().strip("$").strip()
    wrapped = _WRAPPER_RE.match(plain)
    if wrapped:
        plain = wrapped.group(1).strip()
    match = _ORDINAL_RE.match(plain)
    if match:
        digits = match.group(1)
        suffix = next(group for group in match.groups()[1:] if group)
        return digits if suffix.lower() == _suffix(int(digits)) else text
    return _ordinal_words(plain) or text


def _suffix(number: int) -> str:
    if number % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")


def _ordinal_words(text: str) -> str | None:
    """``twenty-first`` is ``21``: the last word as its cardinal, then the number in words."""
    words = text.lower().removeprefix("the ").strip().rstrip(".")
    cut = max(words.rfind(" "), words.rfind("-")) + 1
    head, last = words[:cut], words[cut:]
    if last in _IRREGULAR:
        cardinal = _IRREGULAR[last]
    elif last.endswith("ieth"):
        cardinal = last[: -len("ieth")] + "y"
    elif last.endswith("th") and len(last) > 4:
        cardinal = last[: -len("th")]
    else:
        return None
    before = head.replace("-", " ").split()
    if before and before[-1] not in _BEFORE_UNITS:
        return None  # "one fifth" is a fraction, not the sum of one and five
    number = number_words(head + cardinal)
    return number if number.isdigit() else None
