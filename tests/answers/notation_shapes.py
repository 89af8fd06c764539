"""Answer types of several numbers: vectors (a scalar factored out too), matrices,
intervals, the line without a point, sets of roots, ordered pairs, polynomials and lines
(``notations.py`` lists them all)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import reduce
from math import gcd, prod

import sympy
from hypothesis import strategies as st
from notation_kit import AnswerType, Notation, latex_number, python_number, signed_sum

__all__ = ["INTERVAL", "LINE", "MATRIX", "PAIR", "POLYNOMIAL", "PUNCTURED", "SET", "VECTOR"]

_X, _Y = sympy.symbols("x y")
_SMALL = st.integers(-9, 9)


def _nonzero(low: int, high: int) -> st.SearchStrategy[int]:
    return st.integers(low, high).filter(bool)


# Vectors ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Vector:
    """``scale`` times integer ``entries`` without a common factor (``8/49 (1, 2)``)."""

    scale: Fraction
    entries: tuple[int, ...]

    @property
    def values(self) -> tuple[Fraction, ...]:
        return tuple(self.scale * entry for entry in self.entries)


def _column(entries: tuple[str, ...], env: str = "pmatrix") -> str:
    return f"\\begin{{{env}}} " + " \\\\ ".join(entries) + f" \\end{{{env}}}"


def _vector_of(values: tuple[Fraction, ...]) -> Vector | None:
    if not any(values):
        return None
    denominator = reduce(lambda a, b: a * b // gcd(a, b), (v.denominator for v in values))
    integers = [int(v * denominator) for v in values]
    common = reduce(gcd, integers)
    return Vector(Fraction(common, denominator), tuple(n // common for n in integers))


def _factored(v: Vector, env: str = "pmatrix") -> str | None:
    if v.scale in (1, -1) or all(e == 0 for e in v.entries):
        return None
    return latex_number(v.scale) + _column(tuple(str(e) for e in v.entries), env)


def _swap(v: Vector) -> Vector | None:
    return _vector_of(v.values[::-1]) if v.values[0] != v.values[-1] else None


def _negate_first(v: Vector) -> Vector | None:
    return _vector_of((-v.values[0], *v.values[1:])) if v.values[0] else None


VECTOR = AnswerType[Vector](
    name="vector",
    values=st.builds(
        lambda scale, entries: _vector_of(tuple(scale * e for e in entries)),
        st.builds(Fraction, _nonzero(-9, 9), st.integers(1, 50)),
        st.lists(_SMALL, min_size=2, max_size=3).map(tuple),
    ).filter(lambda v: v is not None),
    notations=(
        Notation("latex", lambda v: _column(tuple(latex_number(x) for x in v.values))),
        Notation("factored", _factored),
        Notation("factored-bmatrix", lambda v: _factored(v, "bmatrix")),
        Notation("bmatrix", lambda v: _column(tuple(latex_number(x) for x in v.values), "bmatrix")),
        Notation(
            "sympy-str",
            lambda v: str(
                sympy.Matrix([[sympy.Rational(x.numerator, x.denominator)] for x in v.values])
            ),
            "python",
        ),
        Notation(
            "sympy-repr",
            lambda v: repr(
                sympy.Matrix([[sympy.Rational(x.numerator, x.denominator)] for x in v.values])
            ),
        ),
        Notation("tuple", lambda v: "(" + ", ".join(python_number(x) for x in v.values) + ")"),
        Notation(
            "latex-tuple",
            lambda v: "\\left(" + ", ".join(latex_number(x) for x in v.values) + "\\right)",
        ),
    ),
    mutators={
        "order": _swap,
        "sign of one entry": _negate_first,
        "factor": lambda v: Vector(2 * v.scale, v.entries),
    },
    exact=lambda v: sympy.Matrix([[sympy.Rational(x.numerator, x.denominator)] for x in v.values]),
)

# Matrices --------------------------------------------------------------------------------

Rows = tuple[tuple[int, ...], ...]


def _matrix_latex(rows: Rows, env: str = "pmatrix") -> str:
    body = " \\\\ ".join(" & ".join(str(e) for e in row) for row in rows)
    return f"\\begin{{{env}}} {body} \\end{{{env}}}"


def _numpy_print(rows: Rows) -> str:
    width = max(len(str(e)) for row in rows for e in row)
    lines = ["[" + " ".join(str(e).rjust(width) for e in row) + "]" for row in rows]
    return "[" + "\n ".join(lines) + "]"


def _transpose(rows: Rows) -> Rows | None:
    transposed = tuple(zip(*rows, strict=True))
    return transposed if transposed != rows else None


MATRIX = AnswerType[Rows](
    name="matrix",
    values=st.lists(_SMALL, min_size=4, max_size=4).map(lambda e: ((e[0], e[1]), (e[2], e[3]))),
    notations=(
        Notation("latex", _matrix_latex),
        Notation("bmatrix", lambda r: _matrix_latex(r, "bmatrix")),
        Notation(
            "array",
            lambda r: (
                "\\left("
                + _matrix_latex(r, "array").replace("\\begin{array}", "\\begin{array}{cc}")
                + "\\right)"
            ),
        ),
        Notation("sympy-str", lambda r: str(sympy.Matrix(r)), "python"),
        Notation("nested-list", lambda r: str([list(row) for row in r])),
        Notation("numpy", _numpy_print),
    ),
    mutators={
        "transpose": _transpose,
        "sign of one entry": lambda r: ((-r[0][0], r[0][1]), r[1]) if r[0][0] else None,
        "rows swapped": lambda r: (r[1], r[0]) if r[0] != r[1] else None,
    },
    exact=sympy.Matrix,
)

# Intervals -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Span:
    """An interval; ``None`` ends are infinite (and open)."""

    low: int | None
    high: int | None
    low_closed: bool
    high_closed: bool


def _spans(low: int | None, width: int, high_inf: bool, lc: bool, hc: bool) -> Span:
    high = None if high_inf else (low if low is not None else 0) + width
    return Span(low, high, lc and low is not None, hc and high is not None)


def _ends(s: Span, inf: str = "\\infty") -> tuple[str, str]:
    low = f"-{inf}" if s.low is None else str(s.low)
    high = inf if s.high is None else str(s.high)
    return low, high


def _interval(s: Span, inf: str = "\\infty", sep: str = ", ") -> str:
    low, high = _ends(s, inf)
    return f"{'[' if s.low_closed else '('}{low}{sep}{high}{']' if s.high_closed else ')'}"


def _sympy_interval(s: Span) -> str:
    low, high = _ends(s, "oo")
    kind = {(True, True): "", (False, False): ".open", (False, True): ".Lopen"}
    return f"Interval{kind.get((s.low_closed, s.high_closed), '.Ropen')}({low}, {high})"


def _inequality(s: Span, le: str = " \\le ", lt: str = " < ") -> str:
    parts = []
    if s.low is not None:
        parts.append(f"{s.low}{le if s.low_closed else lt}")
    parts.append("x")
    if s.high is not None:
        parts.append(f"{le if s.high_closed else lt}{s.high}")
    return "".join(parts)


def _flip_low(s: Span) -> Span | None:
    return None if s.low is None else Span(s.low, s.high, not s.low_closed, s.high_closed)


def _shift_high(s: Span) -> Span | None:
    return None if s.high is None else Span(s.low, s.high + 1, s.low_closed, s.high_closed)


def _span_sympy(s: Span) -> sympy.Set:
    low = -sympy.oo if s.low is None else s.low
    high = sympy.oo if s.high is None else s.high
    return sympy.Interval(low, high, not s.low_closed, not s.high_closed)


INTERVAL = AnswerType[Span](
    name="interval",
    values=st.builds(
        _spans,
        st.one_of(st.none(), _SMALL),
        st.integers(1, 12),
        st.booleans(),
        st.booleans(),
        st.booleans(),
    ).filter(lambda s: s.low is not None or s.high is not None),
    notations=(
        Notation("latex", _interval),
        Notation(
            "left-right", lambda s: "\\left" + _interval(s)[:-1] + "\\right" + _interval(s)[-1]
        ),
        Notation("tight", lambda s: _interval(s, sep=",")),
        Notation("python-oo", lambda s: _interval(s, inf="oo")),
        Notation("sympy", _sympy_interval, "python"),
        Notation("member", lambda s: f"x \\in {_interval(s)}"),
        Notation("inequality", _inequality),
        Notation("python-inequality", lambda s: _inequality(s, le=" <= ")),
        Notation("unicode-inequality", lambda s: _inequality(s, le=" ≤ ")),
    ),
    mutators={
        "low end open/closed": _flip_low,
        "high end": _shift_high,
        "high end open/closed": lambda s: (
            None if s.high is None else Span(s.low, s.high, s.low_closed, not s.high_closed)
        ),
    },
    exact=_span_sympy,
)

# The real line without a point -----------------------------------------------------------


def _punctured_union(p: int, inf: str = "\\infty", cup: str = " \\cup ") -> str:
    return f"(-{inf}, {p}){cup}({p}, {inf})"


PUNCTURED = AnswerType[int](
    name="line without a point",
    values=_SMALL,
    notations=(
        Notation("latex", _punctured_union),
        Notation("setminus", lambda p: f"\\mathbb{{R}} \\setminus \\{{{p}\\}}"),
        Notation("minus", lambda p: f"\\mathbb{{R}} - \\{{{p}\\}}"),
        Notation("backslash", lambda p: f"\\mathbb{{R}}\\backslash\\{{{p}\\}}"),
        Notation("neq", lambda p: f"x \\neq {p}"),
        Notation("ne", lambda p: f"x \\ne {p}"),
        Notation("unicode-ne", lambda p: f"x ≠ {p}"),
        Notation("python-oo", lambda p: _punctured_union(p, "oo", " U ")),
        Notation(
            "sympy-union",
            lambda p: f"Union(Interval.open(-oo, {p}), Interval.open({p}, oo))",
            "python",
        ),
        Notation("sympy-complement", lambda p: f"Complement(Reals, {{{p}}})"),
    ),
    mutators={"point": lambda p: p + 1},
    exact=lambda p: sympy.S.Reals - sympy.FiniteSet(p),
)

# Sets of roots ---------------------------------------------------------------------------

Roots = tuple[int, ...]


def _listed(roots: Roots, sep: str = ", ") -> str:
    return sep.join(str(r) for r in roots)


def _solve_set(roots: Roots) -> str:
    return "([x], {" + ", ".join(f"({r},)" for r in roots) + "})"


def _solve_dict(roots: Roots) -> str:
    return "[" + ", ".join(f"{{x: {r}}}" for r in roots) + "]"


def _or_list(roots: Roots) -> str:
    return " \\text{ or } ".join(f"x = {r}" for r in roots)


SET = AnswerType[
    Roots
](
    name="set",
    values=st.lists(_SMALL, min_size=2, max_size=4, unique=True).map(lambda r: tuple(sorted(r))),
    notations=(
        Notation("latex", lambda r: "\\{" + _listed(r) + "\\}"),
        Notation("left-right", lambda r: "\\left\\{ " + _listed(r) + " \\right\\}"),
        Notation("reordered", lambda r: "\\{" + _listed(r[::-1]) + "\\}"),
        Notation("bare", _listed),
        Notation("bare-reordered", lambda r: _listed(r[1:] + r[:1])),
        Notation("python-set", lambda r: "{" + _listed(r) + "}"),
        Notation("finite-set", lambda r: f"FiniteSet({_listed(r)})", "python"),
        # As a gold, ``[0, 1]`` is the closed interval: a list is a candidate's notation only.
        Notation("python-list", lambda r: f"[{_listed(r)}]", as_gold=False),
        Notation("assignments", lambda r: _listed(tuple(f"x = {v}" for v in r))),  # type: ignore[arg-type]
        Notation("or", _or_list),
        Notation("solve-set", _solve_set),
        Notation("solve-dict", _solve_dict),
    ),
    mutators={
        "one element": lambda r: tuple(sorted({*r[:-1], r[-1] + 10})),
        "one dropped": lambda r: r[:-1],
        "one added": lambda r: tuple(sorted({*r, 10})),
        "one negated": lambda r: (
            tuple(sorted({*r[1:], -r[0]})) if r[0] and -r[0] not in r else None
        ),
    },
    exact=lambda r: sympy.FiniteSet(*r),
)

# Ordered pairs ---------------------------------------------------------------------------

Pair = tuple[int, int]

PAIR = AnswerType[Pair](
    name="ordered pair",
    values=st.tuples(_SMALL, _SMALL).filter(lambda p: p[0] != p[1]),
    notations=(
        Notation("latex", lambda p: f"({p[0]}, {p[1]})"),
        Notation("left-right", lambda p: f"\\left( {p[0]}, {p[1]} \\right)"),
        Notation("tight", lambda p: f"({p[0]},{p[1]})"),
        Notation("sympy-tuple", lambda p: f"Tuple({p[0]}, {p[1]})", "python"),
        Notation("point", lambda p: f"Point2D({p[0]}, {p[1]})", "python"),
        Notation("assignments", lambda p: f"x = {p[0]}, y = {p[1]}"),
        Notation("pair-equation", lambda p: f"(x, y) = ({p[0]}, {p[1]})"),
        Notation("solve-dict", lambda p: f"[{{x: {p[0]}, y: {p[1]}}}]"),
        Notation("dict", lambda p: f"{{x: {p[0]}, y: {p[1]}}}"),
        Notation("solve-set", lambda p: f"([x, y], {{({p[0]}, {p[1]})}})"),
    ),
    mutators={
        "order": lambda p: (p[1], p[0]),
        "sign of one": lambda p: (-p[0], p[1]) if p[0] and -p[0] != p[1] else None,
        "one entry": lambda p: (p[0], p[1] + 1) if p[1] + 1 != p[0] else None,
    },
    exact=lambda p: sympy.Tuple(*p),
)

# Polynomials -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Polynomial:
    """``leading * (x - r1)(x - r2)...``."""

    leading: int
    roots: tuple[int, ...]

    @property
    def expr(self) -> sympy.Expr:
        return sympy.expand(
            self.leading * prod((_X - r for r in self.roots), start=sympy.Integer(1))
        )


def _term(coefficient: int, power: int) -> str:
    """``-3x^{2}``, ``x``, ``5``: one term in LaTeX."""
    if power == 0:
        return str(coefficient)
    head = {1: "", -1: "-"}.get(coefficient, str(coefficient))
    return head + ("x" if power == 1 else f"x^{{{power}}}")


def _expanded(p: Polynomial, *, reverse: bool = False) -> str:
    coefficients = sympy.Poly(p.expr, _X).all_coeffs()
    degree = len(coefficients) - 1
    terms = [_term(int(c), degree - i) for i, c in enumerate(coefficients) if c]
    return signed_sum(terms[::-1] if reverse else terms)


def _factor_latex(p: Polynomial) -> str:
    """The factors, a repeated one as a power (``x^{2}(x - 1)``, as a model writes it)."""
    head = {1: "", -1: "-"}.get(p.leading, str(p.leading))
    factors = []
    for root in dict.fromkeys(p.roots):
        factor = f"(x {'-' if root > 0 else '+'} {abs(root)})" if root else "x"
        times = p.roots.count(root)
        factors.append(factor if times == 1 else f"{factor}^{{{times}}}")
    return head + "".join(factors)


POLYNOMIAL = AnswerType[Polynomial](
    name="polynomial",
    values=st.builds(
        Polynomial, _nonzero(-3, 3), st.lists(_SMALL, min_size=2, max_size=3).map(tuple)
    ),
    notations=(
        Notation("latex", _expanded, "latex"),
        Notation("reversed", lambda p: _expanded(p, reverse=True), "latex"),
        Notation("sympy-str", lambda p: str(p.expr), "python"),
        Notation("factored", _factor_latex, "latex"),
        Notation("sympy-factor", lambda p: str(sympy.factor(p.expr)), "python"),
        Notation("poly", lambda p: f"Poly({p.expr}, x, domain='ZZ')"),
        Notation(
            "unicode",
            lambda p: _expanded(p).replace("^{2}", "²").replace("^{3}", "³").replace("- ", "− "),
        ),
        Notation("function", lambda p: f"p(x) = {_expanded(p)}"),
    ),
    mutators={
        "leading": lambda p: Polynomial(2 * p.leading, p.roots),
        "sign of a root": lambda p: (
            Polynomial(p.leading, (-p.roots[0], *p.roots[1:])) if p.roots[0] else None
        ),
        "root": lambda p: Polynomial(p.leading, (p.roots[0] + 1, *p.roots[1:])),
    },
    exact=lambda p: p.expr,
)

# Lines -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Line:
    """``y = slope x + intercept``."""

    slope: Fraction
    intercept: int

    @property
    def rhs(self) -> sympy.Expr:
        return sympy.Rational(self.slope.numerator, self.slope.denominator) * _X + self.intercept


def _slope_term(slope: Fraction, *, fraction_first: bool = True) -> str:
    if slope.denominator == 1:
        return _term(slope.numerator, 1)
    if fraction_first:
        return latex_number(slope) + "x"
    sign = "-" if slope < 0 else ""
    return f"{sign}\\frac{{{abs(slope.numerator)}x}}{{{slope.denominator}}}"


def _line(ln: Line, *, fraction_first: bool = True, intercept_first: bool = False) -> str:
    terms = [_slope_term(ln.slope, fraction_first=fraction_first)]
    if ln.intercept:
        terms.append(str(ln.intercept))
    return "y = " + signed_sum(terms[::-1] if intercept_first else terms)


LINE = AnswerType[Line](
    name="line",
    values=st.builds(Line, st.builds(Fraction, _nonzero(-6, 6), st.integers(1, 4)), _SMALL),
    notations=(
        Notation("latex", _line),
        Notation("tight", lambda ln: _line(ln).replace(" ", "")),
        Notation("intercept-first", lambda ln: _line(ln, intercept_first=True)),
        Notation("x-in-numerator", lambda ln: _line(ln, fraction_first=False)),
        Notation("sympy-eq", lambda ln: f"Eq(y, {ln.rhs})", "python"),
        Notation("python", lambda ln: f"y = {ln.rhs}"),
        Notation("sides-swapped", lambda ln: _line(ln)[4:] + " = y"),
        Notation(
            "general-form",
            lambda ln: f"{sympy.expand(ln.slope.denominator * (ln.rhs - _Y))} = 0".replace("*", ""),
        ),
    ),
    mutators={
        "slope sign": lambda ln: Line(-ln.slope, ln.intercept),
        "intercept": lambda ln: Line(ln.slope, ln.intercept + 1),
        "slope and intercept swapped": lambda ln: (
            Line(Fraction(ln.intercept), int(ln.slope))
            if ln.slope.denominator == 1 and ln.intercept and ln.intercept != ln.slope
            else None
        ),
    },
    exact=lambda ln: sympy.Eq(_Y, ln.rhs),
)
