"""A scalar factored out of a matrix: ``\\frac{8}{49}\\begin{pmatrix}1\\\\2\\end{pmatrix}``.

MATH golds and models write a projection or a scaled vector with its common factor in front;
the matrix it stands for has each entry multiplied. When the factor and every entry are plain
numbers (integers, decimals, ``\\frac{a}{b}``), the product is written out exactly
(``\\begin{pmatrix}8/49\\\\16/49\\end{pmatrix}``), so it compares entry by entry like any
matrix; anything else is left as it is.
"""

from __future__ import annotations

import re
from fractions import Fraction

from mathloop.answers._numbers import parse_plain_number

__all__ = ["scalar_into_matrix"]

_FRACTION = r"-?\\[dt]?frac\s*\{\s*-?\d+\s*\}\s*\{\s*\d+\s*\}"
_SCALED_RE = re.compile(
    rf"^({_FRACTION}|-?\d+(?:\.\d+)?)\s*(?:\\cdot|\\times)?\s*"
    r"\\begin\{([pbBvV]?matrix)\}(.*)\\end\{\2\}$",
    re.DOTALL,
)
_LATEX_FRACTION_RE = re.compile(r"\\[dt]?frac\s*\{\s*(-?\d+)\s*\}\s*\{\s*(\d+)\s*\}")


def scalar_into_matrix(text: str) -> str:
    """``text`` with its factor multiplied into the matrix, or ``text`` itself."""
    match = _SCALED_RE.match(text.strip().strip("$").strip())
    if match is None:
        return text
    factor = _number(match.group(1))
    rows = [row.split("&") for row in re.split(r"\\\\", match.group(3)) if row.strip()]
    entries = [[_number(cell) for cell in row] for row in rows]
    if factor is None or any(entry is None for row in entries for entry in row):
        return text
    body = " \\\\ ".join(
        " & ".join(_written(factor * entry) for entry in row if entry is not None)
        for row in entries
    )
    return f"\\begin{{{match.group(2)}}} {body} \\end{{{match.group(2)}}}"


def _number(text: str) -> Fraction | None:
    plain = _LATEX_FRACTION_RE.sub(r"\1/\2", text.strip()).replace(" ", "")
    number = parse_plain_number(plain, max_digits=50)
    return None if number is None or number.infinite else number.value


def _written(value: Fraction) -> str:
    return (
        str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    )
