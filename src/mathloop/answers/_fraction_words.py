"""Fractions and mixed numbers in words: ``three-fourths``, ``one and a half``, ``1 and 1/2``.

English writes a fraction as a numerator in words and its denominator as an ordinal
(``two-thirds``, ``five twelfths``, ``one twenty-fifth``), with ``half``/``halves`` and
``quarter(s)`` for 2 and 4, and ``a`` for a numerator of one (``a third``). The ordinal is
singular after ``one`` and plural after any other numerator, which keeps these apart from
ordinals (``twenty-fifth`` is 25, read first by :mod:`._ordinals`; ``twenty fifths`` is
20/5). ``first`` and ``second`` are no denominators (``one second`` is a time). A reading
that splits two ways (``one hundred twenty-fifths``) is left unread.

A mixed number joins a whole number and a proper fraction with "and": ``one and a half``,
``2 and three-quarters``, ``1 and 1/2``. "A and B" is otherwise a list of two answers
(``19 and 43``, :mod:`.normalize`); the structure decides: only an integer, " and ", then
a fraction whose numerator is below its denominator is one number. Each is a whole answer,
written as digits (``2/3``, ``1 1/2``) for the mixed-number rule of :mod:`.normalize`.
"""

from __future__ import annotations

import re

from mathloop.answers._number_words import number_words
from mathloop.answers._ordinals import ordinal_as_number

__all__ = ["fraction_words"]

_SPECIAL = {"half": 2, "quarter": 4, "hundredth": 100, "thousandth": 1000, "millionth": 10**6}
_PLURALS = {"halves": "half"}
_NEGATIVE = ("negative ", "minus ")
_MIXED_RE = re.compile(r"^(\d+|[a-z][a-z -]*?)\s+and\s+(.+)$")
_DIGIT_FRACTION_RE = re.compile(r"^(\d+)\s*/\s*(\d+)$")


def fraction_words(text: str) -> str:
    """``text`` as digits when it is a fraction or a mixed number in words (above);
    ``text`` itself otherwise."""
    plain = text.strip().strip("$").strip().rstrip(".").strip().lower()
    sign = ""
    for word in _NEGATIVE:
        if plain.startswith(word):
            sign, plain = "-", plain.removeprefix(word).strip()
    written = _mixed(plain) or _fraction(plain)
    return text if written is None else sign + written


def _mixed(text: str) -> str | None:
    """``one and a half`` is ``1 1/2``: a whole number, "and", a proper fraction."""
    match = _MIXED_RE.match(text)
    if match is None:
        return None
    whole = _whole(match.group(1))
    fraction = _fraction(match.group(2)) or _digit_fraction(match.group(2))
    if not whole or fraction is None:
        return None  # "0 and 1/2" is no mixed number
    numerator, denominator = (int(part) for part in fraction.split("/"))
    if not 0 < numerator < denominator:
        return None
    return f"{whole} {fraction}"


def _whole(text: str) -> int | None:
    if text.isdigit():
        return int(text)
    digits = number_words(text)
    return int(digits) if digits.isdigit() else None


def _digit_fraction(text: str) -> str | None:
    match = _DIGIT_FRACTION_RE.match(text)
    return None if match is None else f"{int(match.group(1))}/{int(match.group(2))}"


def _fraction(text: str) -> str | None:
    """``three-fourths`` is ``3/4``; ``None`` unless exactly one split of the words reads."""
    words = re.split(r"[\s-]+", text.strip())
    readings = set()
    for cut in range(1, len(words)):
        numerator = _numerator(words[:cut])
        denominator = _denominator(words[cut:])
        if numerator is None or denominator is None:
            continue
        value, plural = denominator
        if plural == (numerator != 1):
            readings.add(f"{numerator}/{value}")
    return readings.pop() if len(readings) == 1 else None


def _numerator(words: list[str]) -> int | None:
    if words in (["a"], ["an"]):
        return 1
    digits = number_words(" ".join(words))
    return int(digits) if digits.isdigit() and int(digits) > 0 else None


def _denominator(words: list[str]) -> tuple[int, bool] | None:
    """The value of an ordinal as a denominator and whether it is plural."""
    if not all(word.isalpha() for word in words):
        return None  # "2 3rds": digits with a suffix stay with the ordinals
    last = words[-1]
    singular = _PLURALS.get(last) or (last[:-1] if last.endswith("s") else last)
    plural = singular != last
    if len(words) == 1 and singular in _SPECIAL:
        return _SPECIAL[singular], plural
    if singular in ("half", "quarter", "first", "second") or singular in _SPECIAL:
        return None  # "twenty half" is no number; "one second" is a time
    digits = ordinal_as_number(" ".join([*words[:-1], singular]))
    if not digits.isdigit() or int(digits) < 3:
        return None
    return int(digits), plural
