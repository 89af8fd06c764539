"""The real line without some points: ``\\mathbb{R} \\setminus \\{2\\}`` and ``x \\neq 2``.

MATH golds write the domain of ``1/(x-2)`` as ``(-\\infty, 2) \\cup (2, \\infty)``; models
write ``\\mathbb{R} \\setminus \\{2\\}`` (or ``- \\{2\\}``, ``\\backslash \\{2\\}``) and
``x \\neq 2``. The complement of finitely many plain numbers is written as the union of open
intervals it is; ``x \\neq 2`` (``\\ne``, ``≠``, ``!=``) is SymPy's condition ``Ne(x, 2)``,
which the worker reads as that set (:mod:`._condition_sets`) and which stays a condition where
the problem asks for interval notation.
"""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import pairwise

from mathloop.answers._numbers import parse_plain_number

__all__ = ["complement_as_union", "not_equal_as_condition"]

_REALS = r"(?:\\mathbb\s*\{?\s*R\s*\}?|ℝ|\\R(?![A-Za-z])|\(\s*-\s*\\infty\s*,\s*\\infty\s*\))"
_MINUS = r"(?:\\setminus|\\backslash|\\smallsetminus|-|∖)"
_COMPLEMENT_RE = re.compile(rf"^{_REALS}\s*{_MINUS}\s*\\\{{(.*)\\\}}$")
_NOT_EQUAL_RE = re.compile(r"^([A-Za-z])\s*(?:\\neq?(?![A-Za-z])|≠|!=)\s*([^<>=,]+)$")
_LATEX_FRACTION_RE = re.compile(r"\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}")


def complement_as_union(text: str) -> str:
    """``\\mathbb{R} \\setminus \\{2, 5\\}`` as ``(-\\infty,2)\\cup(2,5)\\cup(5,\\infty)``."""
    match = _COMPLEMENT_RE.match(text.strip().strip("$").strip())
    if match is None:
        return text
    points: list[tuple[Fraction, str]] = []
    for item in match.group(1).split(","):
        written = _LATEX_FRACTION_RE.sub(r"\1/\2", item.strip())
        number = parse_plain_number(written.replace(" ", ""), max_digits=50)
        if number is None or number.infinite:
            return text
        points.append((number.value, item.strip()))
    ends = ["-\\infty", *(written for _, written in sorted(set(points))), "\\infty"]
    return " \\cup ".join(f"({low}, {high})" for low, high in pairwise(ends))


def not_equal_as_condition(text: str) -> str:
    """``x \\neq 2`` as ``Ne(x, 2)``: one letter, unequal to one value."""
    match = _NOT_EQUAL_RE.match(text.strip().strip("$").strip())
    if match is None:
        return text
    letter, value = match.group(1), match.group(2).strip()
    if parse_plain_number(_LATEX_FRACTION_RE.sub(r"\1/\2", value), max_digits=50) is None:
        return text
    return f"Ne({letter}, {value})"
