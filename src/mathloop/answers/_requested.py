"""What the problem asks for, read from its statement: a ratio, or interval notation.

The verifier grades values, not notation, with two readings that depend on the question:

- When the problem asks for a ratio ("What is the ratio of … to …?"), a ratio ``a:b`` is the
  number ``a/b``: ``5:2`` equals ``\\frac{5}{2}``, ``2.5`` and ``10:4``. Elsewhere ``a:b`` stays
  an ordered pair of parts (a clock time, a ratio that was not asked for).
- When the problem asks for interval notation, an answer written as a condition
  (``x > 5``, ``(5 < x) & (x < oo)``) has not given the requested form and is not equal;
  SymPy's ``Interval``/``Union`` printout is interval notation spelled in Python, and counts.
- When the problem asks for an exact form (a common fraction, simplest radical form, an
  answer in terms of π), a decimal has not given it and is not equal, whether it is the value
  exactly (``0.5`` for ``\frac{1}{2}``) or a program's float (``0.3333333333333333``).

- When the problem asks for the work done or a finished form ("Simplify", "Evaluate",
  "Compute", "Expand", "rationalize the denominator", "a common fraction", "lowest terms",
  "simplest radical form", "a single fraction", "the form $a+bi$", "a mixed number": the
  words MATH's train statements use, counted by ``bench/requested_forms.py``), an answer
  with work left is not equal under either final-form policy (:mod:`._final_form`); a mixed
  number is asked for by name.

All of these refusals are one setting, ``CheckSettings.honour_requested_form`` (on by
default). The statement's own expressions (``math``) are read for its echo.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from mathloop.answers._bases import requested_base
from mathloop.answers._numbers import parse_plain_number
from mathloop.answers.normalize import split_top_level

__all__ = ["RequestedForm", "ratio_as_value", "requested_form"]

# A sentence that asks (a question, or an instruction) and names a ratio.
_ASKS_RATIO_RE = re.compile(
    r"(?:^|[.?!]\s)\s*(?:what|find|compute|determine|express|give|calculate|how)\b[^.?!]*"
    r"\bratios?\b|\bratios?\b[^.?!]*\?",
    re.IGNORECASE,
)
_INTERVAL_NOTATION_RE = re.compile(r"\binterval\s+notation\b", re.IGNORECASE)
_CLOCK_RE = re.compile(r"[ap]m$")
# A statement that asks for a decimal or a rounded value asks for no exact form.
_ASKS_DECIMAL_RE = re.compile(r"\b(?:as|in)\s+(?:a\s+)?decimals?\b|\bnearest\b", re.IGNORECASE)
# The exact forms a statement may ask for, in the words MATH uses, each with its name.
_EXACT_FORM_RES = (
    (
        "a common fraction",
        re.compile(
            r"\bcommon\s+fraction|\bmixed\s+number|\bfraction\s+in\s+(?:simplest|lowest)"
            r"|\b(?:as|in)\s+(?:an?\s+)?(?:reduced\s+|simplified\s+|improper\s+)?fractions?\b",
            re.IGNORECASE,
        ),
    ),
    ("simplest radical form", re.compile(r"\bradical\s+form\b", re.IGNORECASE)),
    (
        "an answer in terms of \\pi",
        re.compile(r"\bin\s+terms\s+of\s+\$?(?:\\pi\b|π)", re.IGNORECASE),
    ),
)


# The words that ask for the work done or a finished form, each with its name; the first
# that matches names the request. From MATH train's statements (bench/requested_forms.py).
_WORK_RES = (
    ("a single fraction", re.compile(r"\bsingle\s+(?:common\s+)?fraction", re.I)),
    ("a mixed number", re.compile(r"\bmixed\s+numbers?\b", re.I)),
    ("a rational denominator", re.compile(r"\brationaliz|\brational\s+denominator", re.I)),
    ("simplest radical form", re.compile(r"\bradical\s+form\b", re.I)),
    (
        "a reduced fraction",
        re.compile(
            r"\bcommon\s+fraction|\blowest\s+terms|\bsimplest\s+(?:fractional\s+)?form"
            r"|\b(?:reduced|simplified|improper)\s+(?:common\s+)?fraction",
            re.I,
        ),
    ),
    ("the form a + bi", re.compile(r"\bform\s*\$?\s*a\s*\+\s*b\s*i\b", re.I)),
    (
        "the form asked",
        re.compile(r"\b(?:in|into|to)\s+(?:the\s+)?(?:[a-z]+(?:-[a-z]+)?\s+)?form\b", re.I),
    ),
    ("the expansion", re.compile(r"\bexpand|\bas\s+a\s+polynomial\b", re.I)),
    ("the work done", re.compile(r"\b(?:simplify|simplified|evaluate|compute)\b", re.I)),
)
_PERCENT_RE = re.compile(r"\bpercent(?:age)?\b", re.I)
_EXPAND_RE = re.compile(r"\bexpand|\bstandard\s+form\b|\bas\s+a\s+polynomial\b", re.I)
# The statement's mathematics: $...$, $$...$$, \[...\], \(...\).
_MATH_RE = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$|\\\[(.+?)\\\]|\\\((.+?)\\\)", re.S)
_MAX_MATH = 24
_MAX_MATH_CHARS = 300


@dataclass(frozen=True)
class RequestedForm:
    """The forms a problem statement asks for."""

    ratio: bool = False
    interval_notation: bool = False
    base: str | None = None
    """The one base other than ten the statement asks the answer in (``"8"``), if any."""
    exact_form: str | None = None
    """The exact form the statement asks for, in words (``"a common fraction"``), if any."""
    work: str | None = None
    """The finished form (or the work) the statement asks for, in words, if any."""
    expand: bool = False
    """The statement asks to expand (a product of sums is not finished)."""
    math: tuple[str, ...] = ()
    """The expressions the statement writes (each formula, and each side of its ``=``)."""
    decimal: bool = False
    """The statement asks for a decimal or a rounded value: a program's float is the form
    asked, even where the final-form policy holds decimals to the exact value."""
    percent: bool = False
    """The statement asks for a percent ("What percent of…", "as a percent"): a fraction is
    not the percentage it equals (``1/4`` for ``25\\%``)."""

    @property
    def single_fraction(self) -> bool:
        """The statement asks for one fraction."""
        return self.work == "a single fraction"

    @property
    def mixed_number(self) -> bool:
        """The statement asks for a mixed number."""
        return self.work == "a mixed number"

    def words(self) -> str:
        """Every form asked, in words ("" when none), for a verdict to say."""
        asked = [
            "a ratio" if self.ratio else "",
            "interval notation" if self.interval_notation else "",
            f"base {self.base}" if self.base else "",
            self.exact_form or "",
            self.work or "",
            "a percent" if self.percent else "",
        ]
        return "; ".join(dict.fromkeys(form for form in asked if form))


def requested_form(statement: str) -> RequestedForm:
    """Read ``statement`` for the answer forms it asks for (none when it is empty)."""
    text = " ".join(statement.split())
    return RequestedForm(
        ratio=bool(_ASKS_RATIO_RE.search(text)),
        interval_notation=bool(_INTERVAL_NOTATION_RE.search(text)),
        base=requested_base(text),
        exact_form=_exact_form(text),
        work=_work(text),
        expand=bool(_EXPAND_RE.search(text)),
        math=statement_math(statement),
        decimal=bool(_ASKS_DECIMAL_RE.search(text)),
        percent=bool(_PERCENT_RE.search(text)),
    )


def _work(text: str) -> str | None:
    for name, pattern in _WORK_RES:
        if pattern.search(text):
            return name
    return None


def statement_math(statement: str) -> tuple[str, ...]:
    """The formulas of ``statement``, and each side of a formula's ``=``, in order."""
    found: list[str] = []
    for match in _MATH_RE.finditer(statement):
        formula = next(group for group in match.groups() if group is not None)
        for part in (formula, *formula.split("=")):
            part = part.strip()
            if part and len(part) <= _MAX_MATH_CHARS and part not in found:
                found.append(part)
    return tuple(found[:_MAX_MATH])


def _exact_form(text: str) -> str | None:
    if _ASKS_DECIMAL_RE.search(text):
        return None
    for name, pattern in _EXACT_FORM_RES:
        if pattern.search(text):
            return name
    return None


def ratio_as_value(normalized: str, *, max_digits: int) -> str:
    """A normalized ratio as one value: ``10:4`` is ``5/2``, ``\\sqrt{3}:1`` is
    ``\\frac{\\sqrt{3}}{1}``; with three or more plain parts, ``2:4:6`` is ``1:2:3`` (the
    same proportions). Anything else is returned unchanged."""
    parts = split_top_level(normalized, ":")
    if len(parts) < 2 or not all(parts) or _CLOCK_RE.search(normalized):
        return normalized
    numbers = [parse_plain_number(part, max_digits=max_digits) for part in parts]
    if all(number is not None and not number.infinite for number in numbers):
        values = [number.value for number in numbers if number is not None]
        return _proportions(values) or normalized
    if len(parts) == 2:
        return f"\\frac{{{parts[0]}}}{{{parts[1]}}}"
    return normalized


def _proportions(values: list[Fraction]) -> str | None:
    """``a/b`` for two parts; the parts divided by the first for more."""
    if values[0] == 0 or any(value == 0 for value in values[1:]):
        return None
    if len(values) == 2:
        return _fraction_text(values[0] / values[1])
    return ":".join(_fraction_text(value / values[0]) for value in values)


def _fraction_text(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"{value.numerator}/{value.denominator}"
