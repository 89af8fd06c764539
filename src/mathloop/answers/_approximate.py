"""Answers marked as approximate: ``\\approx 2.7182818``, ``≈ 0.667``, ``approximately 3.14``.

A reply that calls its own answer approximate has not given the exact value, so it never
equals a gold written exactly (an integer, a fraction, ``e``, ``\\sqrt{2}``), however close
the digits. Against a gold that is itself a decimal (a rounded value, ``2.72``) the marker
is dropped and the values are compared as usual. An exact value followed by its
approximation (``\\frac23 \\approx 0.67``, a MATH gold) gives the exact value: it is the
answer, and it is not marked.
"""

from __future__ import annotations

import re
from typing import NamedTuple

__all__ = ["Approximation", "is_written_exactly", "read_approximation"]

_SIGN = r"(?:\\approx|≈|\\simeq|\\thickapprox)(?![A-Za-z])"
_SIGN_RE = re.compile(_SIGN)
_WORD_RE = re.compile(
    r"^\s*(?:\\text\s*\{\s*)?(?:approximately|approx\.?|about|roughly|around|nearly|circa|ca\.)"
    r"(?![A-Za-z])\s*(?:\}\s*)?",
    re.IGNORECASE,
)
# Read from the end of the stripped text: "3.14 (approximately)", "3.14 approx."
_TRAILING_WORD_RE = re.compile(r"(?<![A-Za-z])(?:approximately|approx\.?|rounded)$", re.I)
_LONGEST_WORD = len("approximately") + 1
_LEADING_SIGN_RE = re.compile(rf"^\s*(?:{_SIGN}|\\sim(?![A-Za-z]))\s*")
# An unknown's name: ``x``, ``x_1``, ``\\theta`` (not ``\\frac23``).
_NAME_RE = re.compile(r"^\s*(?:[A-Za-z](?:_\{?\w+\}?)?|\\[A-Za-z]+)\s*$")
# Names that are values: ``e \approx 2.718`` states e.
_CONSTANTS = frozenset({"e", "pi", "\\pi"})
_DECIMAL_RE = re.compile(r"(?<![\w.])\d*\.\d|\d[eE][-+]?\d")


class Approximation(NamedTuple):
    """An answer without its mark of approximation, and whether it had one."""

    value: str
    marked: bool


def read_approximation(answer: str) -> Approximation:
    """Split the mark off ``answer``: ``\\approx 2.72``, ``x \\approx 2.72``,
    ``approximately 2.72`` and ``2.72 (approx.)`` are the marked value ``2.72``;
    ``\\frac23 \\approx 0.67`` is the unmarked ``\\frac23``."""
    leading = _LEADING_SIGN_RE.match(answer) or _WORD_RE.match(answer)
    if leading:
        return Approximation(answer[leading.end() :], True)
    sign = _SIGN_RE.search(answer)
    if sign:
        before, after = answer[: sign.start()], answer[sign.end() :]
        if _NAME_RE.match(before) and before.strip() not in _CONSTANTS:
            return Approximation(after.strip(), True)
        return Approximation(before.strip(), False)
    stripped = _without_closing(answer)
    word = _TRAILING_WORD_RE.search(stripped[-_LONGEST_WORD:])
    if word is None:
        return Approximation(answer, False)
    value = stripped[: len(stripped) - len(word.group(0))].rstrip().removesuffix("(")
    return Approximation(value.rstrip(), True)


def _without_closing(text: str) -> str:
    # Stripped by hand: a pattern anchored at the end would rescan a long run of spaces.
    return text.rstrip().removesuffix(")").rstrip()


def is_written_exactly(normalized: str) -> bool:
    """A normalized answer without a decimal point or exponent: ``e``, ``\\frac{2}{3}``,
    ``7`` (not ``2.72`` or ``1e-5``)."""
    return _DECIMAL_RE.search(normalized) is None
