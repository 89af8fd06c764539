"""Plain numbers (integers, decimals, simple fractions, infinity) read without SymPy.

These cover most benchmark answers, so they are decided in the caller's process: fast, and
no chance of a runaway computation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

__all__ = ["PlainNumber", "canonical_integer", "parse_plain_number"]

# Python refuses int() on strings over 4300 digits; stay well below that whatever the settings.
_HARD_DIGIT_LIMIT = 4000
_MAX_SCIENTIFIC_EXPONENT = 400

_INTEGER_RE = re.compile(r"[-+]?\d+")
_DECIMAL_RE = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?")
_FRACTION_RE = re.compile(r"([-+]?)\(?([-+]?\d+)\)?/\(?(\d+)\)?")
_LATEX_FRACTION_RE = re.compile(r"([-+]?)\\frac\{([-+]?\d+)\}\{(\d+)\}")
_INFINITY_RE = re.compile(r"([-+]?)(?:\\infty|oo|inf|infinity)")


@dataclass(frozen=True)
class PlainNumber:
    """A number read from text; ``decimal`` is set when it was written with a point or ``e``.

    ``infinite`` is ``+1``/``-1`` for infinities, whose ``value`` is then meaningless.
    """

    value: Fraction
    decimal: bool = False
    infinite: int = 0

    @property
    def is_integer_literal(self) -> bool:
        """Written as an integer (not ``7.0``, not ``14/2``)."""
        return not self.decimal and not self.infinite and self.value.denominator == 1


def parse_plain_number(text: str, *, max_digits: int) -> PlainNumber | None:
    """Read ``text`` as a plain number, or ``None`` when it is anything else or too long."""
    if sum(char.isdigit() for char in text) > min(max_digits, _HARD_DIGIT_LIMIT):
        return None
    if _INTEGER_RE.fullmatch(text):
        return PlainNumber(Fraction(int(text)))
    if _DECIMAL_RE.fullmatch(text):
        return _decimal(text)
    fraction = _FRACTION_RE.fullmatch(text) or _LATEX_FRACTION_RE.fullmatch(text)
    if fraction:
        return _fraction(fraction)
    infinity = _INFINITY_RE.fullmatch(text)
    if infinity:
        return PlainNumber(Fraction(0), infinite=-1 if infinity.group(1) == "-" else 1)
    return None


def _decimal(text: str) -> PlainNumber | None:
    mantissa, _, exponent = text.lower().partition("e")
    if exponent and abs(int(exponent)) > _MAX_SCIENTIFIC_EXPONENT:
        return None
    value = Fraction(mantissa) * Fraction(10) ** int(exponent or "0")
    return PlainNumber(value, decimal=True)


def _fraction(match: re.Match[str]) -> PlainNumber | None:
    sign, numerator, denominator = match.groups()
    if int(denominator) == 0:
        return None
    value = Fraction(int(numerator), int(denominator))
    return PlainNumber(-value if sign == "-" else value)


def canonical_integer(text: str) -> str | None:
    """``text`` as a canonical integer string (no sign ``+``, no leading zeros), else ``None``.

    Works on any length without converting to ``int``.
    """
    if not _INTEGER_RE.fullmatch(text):
        return None
    sign = "-" if text.startswith("-") else ""
    digits = text.lstrip("+-").lstrip("0") or "0"
    return "0" if digits == "0" else sign + digits
