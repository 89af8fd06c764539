"""Answer types of one number: integers, fractions, mixed numbers, radicals, multiples of π,
complex numbers and large numbers with a scale word (``notations.py`` lists them all)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import gcd

import sympy
from hypothesis import strategies as st
from notation_kit import AnswerType, Notation, latex_number, python_number
from notation_words import cardinal, fraction_words

__all__ = ["COMPLEX", "FRACTION", "INTEGER", "LARGE", "MIXED", "PI_MULTIPLE", "RADICAL"]

_DFRAC = "\\dfrac"
_ROMAN_I = "\\mathrm{i}"
_VULGAR = {(1, 2): "½", (1, 3): "⅓", (2, 3): "⅔", (1, 4): "¼", (3, 4): "¾", (1, 8): "⅛"}


def _terminating(value: Fraction) -> bool:
    denominator = value.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    return denominator == 1


def _decimal(value: Fraction) -> str | None:
    """The exact decimal of ``value`` (``0.75``), or ``None`` where it does not terminate."""
    if not _terminating(value):
        return None
    text = format(sympy.Rational(value.numerator, value.denominator).evalf(40), "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def _nonzero(low: int, high: int) -> st.SearchStrategy[int]:
    return st.integers(low, high).filter(bool)


# Integers --------------------------------------------------------------------------------


def _thousands(number: int, separator: str) -> str | None:
    return f"{number:,}".replace(",", separator) if abs(number) >= 1000 else None


INTEGER = AnswerType[int](
    name="integer",
    values=st.one_of(st.integers(-99, 99), st.integers(1000, 999_999)),
    notations=(
        Notation("latex", str, "latex"),
        Notation("boxed", lambda n: f"\\boxed{{{n}}}", "latex"),
        Notation("dollar-math", lambda n: f"${n}$"),
        Notation("bold", lambda n: f"**{n}**"),
        Notation("thousands", lambda n: _thousands(n, ",")),
        Notation("latex-thousands", lambda n: _thousands(n, "{,}")),
        Notation("math-thousands", lambda n: _thousands(n, ",\\!")),
        Notation("python-float", lambda n: f"{n}.0", "python"),
        Notation("numpy-int", lambda n: f"np.int64({n})", "python"),
        Notation("numpy-float", lambda n: f"np.float64({n}.0)", "python"),
        Notation("sympy-integer", lambda n: f"Integer({n})", "python"),
        Notation("decimal-repr", lambda n: f"Decimal('{n}')", "python"),
        Notation("fraction-repr", lambda n: f"Fraction({n}, 1)", "python"),
        Notation("words", lambda n: cardinal(n) if 0 <= n < 1_000_000 else None),
        Notation("labelled", lambda n: f"x = {n}"),
        Notation("sentence", lambda n: f"The answer is {n}."),
    ),
    mutators={
        "sign": lambda n: -n,
        "off by one": lambda n: n + 1,
        "factor": lambda n: 10 * n,
    },
    exact=sympy.Integer,
)

# Fractions -------------------------------------------------------------------------------


def _frac_shorthand(value: Fraction) -> str | None:
    numerator, denominator = abs(value.numerator), value.denominator
    if numerator > 9 or denominator > 9:
        return None
    return f"{'-' if value < 0 else ''}\\frac{numerator}{denominator}"


def _words_of(value: Fraction, *, quarter: bool = False, joiner: str = "-") -> str | None:
    words = fraction_words(value, quarter=quarter)
    return None if words is None else words.replace("-", joiner, 1)


def _part_of(value: Fraction, joiner: str) -> str | None:
    if not 0 < value.numerator < value.denominator:
        return None
    return f"{value.numerator} {joiner} {value.denominator}"


def _vulgar(value: Fraction) -> str | None:
    char = _VULGAR.get((abs(value.numerator), value.denominator))
    return None if char is None else ("-" if value < 0 else "") + char


def _proper_fraction(value: Fraction) -> bool:
    return value.denominator > 1


FRACTION = AnswerType[Fraction](
    name="fraction",
    values=st.builds(Fraction, _nonzero(-120, 120), st.integers(2, 60)).filter(_proper_fraction),
    notations=(
        Notation("latex", latex_number, "latex"),
        Notation("dfrac", lambda v: latex_number(v, command="\\dfrac"), "latex"),
        Notation("tfrac", lambda v: latex_number(v, command="\\tfrac"), "latex"),
        Notation("frac-shorthand", _frac_shorthand),
        Notation("signed-numerator", lambda v: f"\\frac{{{v.numerator}}}{{{v.denominator}}}"),
        Notation("left-right", lambda v: f"\\left( {latex_number(v)} \\right)", "latex"),
        Notation("boxed-dfrac", lambda v: "\\boxed{" + latex_number(v, command=_DFRAC) + "}"),
        Notation("dollar-math", lambda v: f"${latex_number(v)}$"),
        Notation("slash", python_number, "python"),
        Notation("python-fraction", lambda v: f"Fraction({v.numerator}, {v.denominator})"),
        Notation("sympy-rational", lambda v: f"Rational({v.numerator}, {v.denominator})"),
        Notation("decimal", _decimal, "python"),
        Notation("decimal-repr", lambda v: _decimal(v) and f"Decimal('{_decimal(v)}')"),
        Notation(
            "python-float", lambda v: repr(v.numerator / v.denominator), "python", approximate=True
        ),
        Notation(
            "numpy-float",
            lambda v: f"np.float64({v.numerator / v.denominator!r})",
            approximate=True,
        ),
        Notation("unicode-vulgar", _vulgar),
        Notation("words", _words_of),
        Notation("words-quarters", lambda v: _words_of(v, quarter=True, joiner=" ")),
        Notation("out-of", lambda v: _part_of(v, "out of")),
        Notation("one-in", lambda v: _part_of(v, "in") if v.numerator == 1 else None),
    ),
    mutators={
        "sign": lambda v: -v,
        "reciprocal": lambda v: 1 / v,
        "numerator": lambda v: Fraction(v.numerator + 1, v.denominator) or None,
        "factor": lambda v: 2 * v,
    },
    exact=lambda v: sympy.Rational(v.numerator, v.denominator),
)

# Mixed numbers ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Mixed:
    """``whole`` and ``numerator/denominator``: ``3 1/4`` (a proper fraction part)."""

    whole: int
    numerator: int
    denominator: int

    @property
    def value(self) -> Fraction:
        return self.whole + Fraction(self.numerator, self.denominator)


def _mixed_of(value: Fraction) -> Mixed | None:
    whole, rest = divmod(value, 1)
    if whole < 1 or rest == 0:
        return None
    return Mixed(int(whole), rest.numerator, rest.denominator)


def _mixed(m: Mixed, fraction: str, space: str = "") -> str:
    return f"{m.whole}{space}{fraction}{{{m.numerator}}}{{{m.denominator}}}"


def _run_together(m: Mixed) -> Mixed | None:
    """``3 1/4`` read as ``31/4``: the slip the space guards against."""
    return _mixed_of(Fraction(int(f"{m.whole}{m.numerator}"), m.denominator))


MIXED = AnswerType[Mixed](
    name="mixed number",
    values=st.builds(
        Mixed,
        st.integers(1, 30),
        st.integers(1, 11),
        st.integers(2, 12),
    ).filter(lambda m: m.numerator < m.denominator and gcd(m.numerator, m.denominator) == 1),
    notations=(
        Notation("latex", lambda m: _mixed(m, "\\frac"), "none"),
        Notation("latex-space", lambda m: _mixed(m, "\\frac", " ")),
        Notation("dfrac", lambda m: _mixed(m, "\\dfrac")),
        Notation("plain", lambda m: f"{m.whole} {m.numerator}/{m.denominator}"),
        Notation("improper", lambda m: latex_number(m.value), "latex"),
        Notation("improper-slash", lambda m: python_number(m.value), "python"),
        Notation("python-fraction", lambda m: repr(m.value), "python"),
        Notation("decimal", lambda m: _decimal(m.value), "python"),
        Notation(
            "unicode-vulgar",
            lambda m: _vulgar(m.value - m.whole) and f"{m.whole}{_vulgar(m.value - m.whole)}",
        ),
        Notation("words-and", lambda m: f"{m.whole} and {m.numerator}/{m.denominator}"),
    ),
    mutators={
        "whole": lambda m: Mixed(m.whole + 1, m.numerator, m.denominator),
        "run together": _run_together,
        "numerator": lambda m: _mixed_of(Fraction(m.numerator + 1, m.denominator) + m.whole),
    },
    exact=lambda m: sympy.Rational(m.value.numerator, m.value.denominator),
)

# Radicals --------------------------------------------------------------------------------

_SQUAREFREE = (2, 3, 5, 6, 7, 10, 11, 13, 14, 15, 17, 19, 21, 22, 23, 26, 29, 30)


@dataclass(frozen=True)
class Radical:
    """``coefficient * sqrt(radicand)``, the radicand square-free."""

    coefficient: Fraction
    radicand: int


def _coefficient_root(r: Radical, root: str) -> str:
    """``2\\sqrt{3}``, ``-\\sqrt{3}``, ``\\frac{2\\sqrt{3}}{5}``, ``-\\frac{\\sqrt{3}}{5}``."""
    c = r.coefficient
    head = "" if abs(c.numerator) == 1 else str(abs(c.numerator))
    sign = "-" if c < 0 else ""
    if c.denominator == 1:
        return f"{sign}{head}{root}"
    return f"{sign}\\frac{{{head}{root}}}{{{c.denominator}}}"


def _radical_sympy(r: Radical) -> sympy.Expr:
    c = r.coefficient
    return sympy.Rational(c.numerator, c.denominator) * sympy.sqrt(r.radicand)


def _unsimplified(r: Radical) -> str | None:
    """The numerator's factor taken under the root (``\\sqrt{98}`` for ``7\\sqrt{2}``);
    none where there is no factor to take (a numerator of 1)."""
    c = r.coefficient
    if abs(c.numerator) == 1:
        return None
    inside = c.numerator**2 * r.radicand
    return _coefficient_root(
        Radical(Fraction(c.numerator // abs(c.numerator), c.denominator), r.radicand),
        f"\\sqrt{{{inside}}}",
    )


def _unicode_root(r: Radical) -> str:
    c = r.coefficient
    sign, head = "-" if c < 0 else "", "" if abs(c.numerator) == 1 else str(abs(c.numerator))
    tail = "" if c.denominator == 1 else f"/{c.denominator}"
    return f"{sign}{head}√{r.radicand}{tail}"


def _split_fraction(r: Radical) -> str | None:
    c = r.coefficient
    if c.denominator == 1:
        return None
    return f"{latex_number(c)}\\sqrt{{{r.radicand}}}"


def _over_root(r: Radical) -> str:
    """``\\frac{6}{\\sqrt{3}}`` for ``2\\sqrt{3}``: the denominator not rationalized."""
    c = r.coefficient * r.radicand
    sign, denominator = "-" if c < 0 else "", ""
    if c.denominator > 1:
        denominator = str(c.denominator)
    return f"{sign}\\frac{{{abs(c.numerator)}}}{{{denominator}\\sqrt{{{r.radicand}}}}}"


RADICAL = AnswerType[Radical](
    name="radical",
    values=st.builds(
        Radical,
        st.builds(Fraction, _nonzero(-12, 12), st.integers(1, 9)),
        st.sampled_from(_SQUAREFREE),
    ),
    notations=(
        Notation("latex", lambda r: _coefficient_root(r, f"\\sqrt{{{r.radicand}}}"), "latex"),
        Notation(
            "sqrt-shorthand",
            lambda r: _coefficient_root(r, f"\\sqrt{r.radicand}") if r.radicand < 10 else None,
        ),
        Notation("unsimplified", _unsimplified, "latex", finished=False),
        Notation("split-fraction", _split_fraction, "latex"),
        Notation("over-root", _over_root, "latex", finished=False),
        Notation("sympy-str", lambda r: str(_radical_sympy(r)), "python"),
        Notation("unicode", _unicode_root),
        Notation(
            "python-float", lambda r: repr(float(_radical_sympy(r))), "python", approximate=True
        ),
        Notation(
            "power-half",
            lambda r: str(_radical_sympy(r)).replace(f"sqrt({r.radicand})", f"{r.radicand}**(1/2)"),
        ),
    ),
    mutators={
        "sign": lambda r: Radical(-r.coefficient, r.radicand),
        "radicand": lambda r: Radical(r.coefficient, r.radicand + 1),
        "factor": lambda r: Radical(2 * r.coefficient, r.radicand),
        "no root": lambda r: Radical(r.coefficient * r.radicand, 1),
    },
    exact=_radical_sympy,
)

# Multiples of pi -------------------------------------------------------------------------


def _pi_latex(c: Fraction, pi: str = "\\pi", frac: str = "\\frac") -> str:
    sign = "-" if c < 0 else ""
    head = "" if abs(c.numerator) == 1 else str(abs(c.numerator))
    if c.denominator == 1:
        return f"{sign}{head}{pi}"
    return f"{sign}{frac}{{{head}{pi}}}{{{c.denominator}}}"


def _pi_sympy(c: Fraction) -> sympy.Expr:
    return sympy.Rational(c.numerator, c.denominator) * sympy.pi


PI_MULTIPLE = AnswerType[Fraction](
    name="pi multiple",
    values=st.builds(Fraction, _nonzero(-24, 24), st.integers(1, 12)),
    notations=(
        Notation("latex", _pi_latex, "latex"),
        Notation("dfrac", lambda c: _pi_latex(c, frac="\\dfrac"), "latex"),
        Notation("coefficient-first", lambda c: f"{latex_number(c)}\\pi", "latex"),
        Notation("slash", lambda c: f"{c.numerator}\\pi/{c.denominator}"),
        Notation("sympy-str", lambda c: str(_pi_sympy(c)), "python"),
        Notation("unicode", lambda c: _pi_latex(c, pi="π").replace("\\frac", "\\frac")),
        Notation("unicode-slash", lambda c: f"{c.numerator}π/{c.denominator}"),
        Notation("python-float", lambda c: repr(float(_pi_sympy(c))), "python", approximate=True),
    ),
    mutators={
        "sign": lambda c: -c,
        "factor": lambda c: 2 * c,
        "reciprocal": lambda c: 1 / c,
    },
    exact=_pi_sympy,
)

# Complex numbers -------------------------------------------------------------------------


@dataclass(frozen=True)
class Gaussian:
    """``real + imaginary i``, both nonzero integers."""

    real: int
    imaginary: int


def _imaginary_term(b: int, unit: str, times: str = "") -> str:
    magnitude = "" if abs(b) == 1 and unit != "j" else f"{abs(b)}{times}"
    return f"{'-' if b < 0 else '+'} {magnitude}{unit}"


COMPLEX = AnswerType[Gaussian](
    name="complex",
    values=st.builds(Gaussian, _nonzero(-20, 20), _nonzero(-20, 20)),
    notations=(
        Notation("latex", lambda z: f"{z.real} {_imaginary_term(z.imaginary, 'i')}"),
        Notation(
            "tight", lambda z: f"{z.real}{_imaginary_term(z.imaginary, 'i')}".replace(" ", "")
        ),
        Notation(
            "imaginary-first",
            lambda z: f"{_imaginary_term(z.imaginary, 'i').replace('+ ', '')} + {z.real}".replace(
                "- ", "-"
            ).replace("+ -", "- "),
        ),
        Notation(
            "left-right", lambda z: f"\\left({z.real} {_imaginary_term(z.imaginary, 'i')}\\right)"
        ),
        Notation("python-complex", lambda z: repr(complex(z.real, z.imaginary)), "python"),
        Notation("sympy-str", lambda z: str(z.real + z.imaginary * sympy.I), "python"),
        Notation("mathrm-i", lambda z: f"{z.real} {_imaginary_term(z.imaginary, _ROMAN_I)}"),
    ),
    mutators={
        "conjugate": lambda z: Gaussian(z.real, -z.imaginary),
        "swapped": lambda z: Gaussian(z.imaginary, z.real),
        "real sign": lambda z: Gaussian(-z.real, z.imaginary),
    },
    exact=lambda z: z.real + z.imaginary * sympy.I,
)

# Large numbers with a scale word ---------------------------------------------------------

_SCALES = {"thousand": 3, "million": 6, "billion": 9}


@dataclass(frozen=True)
class Scaled:
    """``mantissa`` (tenths) times a power of ten named by ``scale``: 2.5 million."""

    tenths: int
    scale: str

    @property
    def value(self) -> int:
        return self.tenths * 10 ** (_SCALES[self.scale] - 1)

    @property
    def mantissa(self) -> str:
        whole, tenth = divmod(self.tenths, 10)
        return f"{whole}.{tenth}" if tenth else str(whole)


LARGE = AnswerType[Scaled](
    name="scale words",
    values=st.builds(
        Scaled,
        st.integers(11, 999).filter(lambda t: t % 10 != 0 or t < 100),
        st.sampled_from(sorted(_SCALES)),
    ),
    notations=(
        Notation("latex", lambda s: str(s.value), "latex"),
        Notation("thousands", lambda s: f"{s.value:,}"),
        Notation("latex-thousands", lambda s: f"{s.value:,}".replace(",", "{,}")),
        Notation("scale-word", lambda s: f"{s.mantissa} {s.scale}"),
        Notation("text-scale", lambda s: f"{s.mantissa} \\text{{ {s.scale}}}"),
        Notation("scientific", lambda s: f"{s.mantissa} \\times 10^{{{_SCALES[s.scale]}}}"),
        Notation("python-e", lambda s: f"{s.mantissa}e{_SCALES[s.scale]}", "python"),
        Notation("python-float", lambda s: f"{s.value}.0", "python"),
    ),
    mutators={
        "scale": lambda s: Scaled(s.tenths, "billion" if s.scale != "billion" else "million"),
        "mantissa": lambda s: Scaled(s.tenths + 10, s.scale),
    },
    exact=lambda s: sympy.Integer(s.value),
)
