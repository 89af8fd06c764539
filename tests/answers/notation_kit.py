"""The parts every answer type of the notation generator is built from (``notations.py``).

An :class:`AnswerType` holds a hypothesis strategy of exact values, named
:class:`Notation` renderers (how a model's reply or a program's printed line writes the
value) and named near-miss mutators (a value one slip away). :meth:`AnswerType.example`
renders one value in every notation and every near miss in every notation, and checks with
SymPy that each rendering it can parse is the value it claims to be: a wrong renderer fails
the generator itself instead of passing or failing the checker for the wrong reason.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Generic, Literal, TypeVar

import numpy as np
import sympy
from hypothesis import strategies as st
from latex2sympy2_extended import latex2sympy

__all__ = [
    "AnswerType",
    "Example",
    "NearMiss",
    "Notation",
    "Rendering",
    "latex_number",
    "python_number",
    "signed_sum",
]

V = TypeVar("V")
Reader = Literal["latex", "python", "none"]
"""How the generator double-checks a rendering: LaTeX parsed by latex2sympy, Python
evaluated with the names a program prints (``Fraction``, ``Decimal``, ``np``, SymPy's), or
not at all (words, subscripts, sentences: built from the same exact value)."""


@dataclass(frozen=True)
class Notation(Generic[V]):
    """One way of writing a value; ``render`` answers ``None`` where it has no writing for it
    (a vulgar fraction for 5/12). ``as_gold``: the notation may also stand as the gold (or as
    the first of two candidates that voting compares); a form that a gold never takes by
    design (``0.25`` for the gold ``25\\%``) is checked only as a candidate. Near misses are
    written in every notation unless ``near_misses`` is off: where a slip in the notation is
    another notation's value (the bare ``0.3`` of the near miss ``0.3\\%`` is the fraction
    that ``30\\%`` is)."""

    name: str
    render: Callable[[V], str | None]
    reader: Reader = "none"
    as_gold: bool = True
    near_misses: bool = True
    finished: bool = True
    """The writing has the work done; ``False`` (an unsimplified radical, a denominator not
    rationalized) equals the value under the lenient final form only, strict refuses it."""
    approximate: bool = False
    """A double a program prints: finished only where it is the value exactly (``0.25`` for
    ``\\frac14``, not ``0.3333333333333333``)."""


@dataclass(frozen=True)
class Rendering:
    """A value written in one notation."""

    notation: str
    text: str
    as_gold: bool = True
    finished: bool = True
    """The value written with its work done (:attr:`Notation.finished`)."""


@dataclass(frozen=True)
class NearMiss:
    """A value one slip from the example's value (``mutation``), written in one notation."""

    mutation: str
    notation: str
    text: str


@dataclass(frozen=True)
class Example:
    """One value of an answer type: ``gold`` (the LaTeX a MATH gold uses) and every other
    rendering of the value, which must all equal it, and near misses, which must not."""

    answer_type: str
    value: str
    gold: Rendering
    renderings: tuple[Rendering, ...]
    near_misses: tuple[NearMiss, ...]
    problem: str = ""


@dataclass(frozen=True)
class AnswerType(Generic[V]):
    """A type of answer the benchmarks use, its notations (the first is the gold's) and its
    near misses; ``exact`` gives the SymPy value the renderings are checked against."""

    name: str
    values: st.SearchStrategy[V]
    notations: tuple[Notation[V], ...]
    mutators: Mapping[str, Callable[[V], V | None]]
    exact: Callable[[V], object]
    problem: str = ""

    @property
    def examples(self) -> st.SearchStrategy[Example]:
        """Examples of random values of this type."""
        return self.values.map(self.example)

    def notation_names(self) -> tuple[str, ...]:
        return tuple(notation.name for notation in self.notations)

    def example(self, value: V) -> Example:
        """``value`` in every notation, and each near miss of it in every notation."""
        renderings = self._render(value)
        gold = renderings[0]
        assert gold.notation == self.notations[0].name, f"{self.name}: no gold for {value}"
        misses = []
        for mutation, mutate in self.mutators.items():
            missed = mutate(value)
            if missed is None or self.exact(missed) == self.exact(value):
                continue
            written = {n.name for n in self.notations if n.near_misses}
            misses.extend(
                NearMiss(mutation, rendering.notation, rendering.text)
                for rendering in self._render(missed)
                if rendering.notation in written
            )
        return Example(self.name, repr(value), gold, renderings, tuple(misses), self.problem)

    def _render(self, value: V) -> tuple[Rendering, ...]:
        expected = self.exact(value)
        renderings = []
        for notation in self.notations:
            text = notation.render(value)
            if text is None:
                continue
            _assert_faithful(notation, text, expected)
            finished = notation.finished and (not notation.approximate or _exactly(text, expected))
            renderings.append(Rendering(notation.name, text, notation.as_gold, finished))
        return tuple(renderings)


_PYTHON_NAMES: dict[str, object] = {
    "Fraction": Fraction,
    "Decimal": Decimal,
    "np": np,
    "numpy": np,
    "sympy": sympy,
    **{name: getattr(sympy, name) for name in ("Rational", "Integer", "Matrix", "sqrt", "pi")},
    **{name: getattr(sympy, name) for name in ("I", "Interval", "Union", "FiniteSet", "Tuple")},
    **{name: getattr(sympy, name) for name in ("Complement", "Point2D", "Eq", "Poly", "oo")},
    **{name: sympy.Symbol(name) for name in ("x", "y")},
    "Reals": sympy.S.Reals,
}


def _assert_faithful(notation: Notation[V], text: str, expected: object) -> None:
    """The rendering, read back by SymPy, is the value (floats to 12 significant digits)."""
    if notation.reader == "none":
        return
    if notation.reader == "latex":
        read: object = latex2sympy(text)
    else:
        read = eval(text, {"__builtins__": {}}, dict(_PYTHON_NAMES))  # our own renderings
    assert _same(read, expected), f"{notation.name} renders {expected!r} as {text!r} ({read!r})"


_DOUBLE_RE = re.compile(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?")


def _exactly(text: str, expected: object) -> bool:
    """The double ``text`` prints (its last number: ``np.float64(-5.2)``) is the rational
    ``expected`` exactly."""
    numbers = _DOUBLE_RE.findall(text)
    if not numbers or not isinstance(expected, sympy.Rational):
        return False
    return Fraction(Decimal(numbers[-1])) == Fraction(int(expected.p), int(expected.q))


def _same(read: object, expected: object) -> bool:
    if isinstance(read, sympy.MatrixBase) and isinstance(expected, sympy.MatrixBase):
        pairs = zip(read, expected, strict=False)
        return read.shape == expected.shape and all(_same(a, b) for a, b in pairs)
    if isinstance(read, sympy.Point):
        read = sympy.Tuple(*read)
    if isinstance(read, (float, complex, np.floating, np.complexfloating, Decimal)):
        value = complex(sympy.N(expected, 30))
        return math.isclose(abs(complex(read) - value), 0, abs_tol=1e-12 * max(1, abs(value)))
    if isinstance(read, (int, Fraction, np.integer)):
        read = sympy.Rational(str(read))
    if isinstance(read, sympy.Basic) and isinstance(expected, sympy.Basic):
        return bool(read == expected) or sympy.simplify(read - expected) == 0
    return bool(read == expected)


def latex_number(value: Fraction, *, command: str = "\\frac") -> str:
    """An exact rational in LaTeX: ``3``, ``-\\frac{3}{4}``."""
    if value.denominator == 1:
        return str(value.numerator)
    sign = "-" if value < 0 else ""
    return f"{sign}{command}{{{abs(value.numerator)}}}{{{value.denominator}}}"


def python_number(value: Fraction) -> str:
    """An exact rational as SymPy's ``str`` prints it: ``3``, ``-3/4``."""
    return str(value.numerator) if value.denominator == 1 else str(value)


def signed_sum(terms: list[str]) -> str:
    """Terms joined by ``+``, a term that starts with ``-`` by `` - ``: ``x^2 - 3x + 2``."""
    text = terms[0] if terms else "0"
    for term in terms[1:]:
        text += f" - {term[1:]}" if term.startswith("-") else f" + {term}"
    return text
