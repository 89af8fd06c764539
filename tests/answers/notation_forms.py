"""Answer types of a number with a form around it: money, percentages, clock times,
ordinals, congruence classes and numerals in another base (``notations.py`` lists them)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import sympy
from hypothesis import strategies as st
from notation_kit import AnswerType, Notation, latex_number
from notation_words import cardinal, ordinal_suffix, ordinal_word

__all__ = ["BASE", "CONGRUENCE", "MONEY", "ORDINAL", "PERCENT", "TIME"]

# Money -----------------------------------------------------------------------------------


def _dollars(cents: int) -> str:
    return f"{cents // 100}.{cents % 100:02d}"


def _whole_dollars(cents: int) -> str | None:
    return str(cents // 100) if cents % 100 == 0 else None


def _short_dollars(cents: int) -> str:
    """``18.9`` for 18.90, ``5`` for 5.00: as a program's float prints the amount."""
    return repr(cents / 100).removesuffix(".0")


MONEY = AnswerType[int](
    name="money",
    values=st.one_of(st.integers(1, 200_000), st.integers(1, 2000).map(lambda d: 100 * d)),
    notations=(
        Notation("latex", lambda c: f"\\${_dollars(c)}"),
        Notation("whole-latex", lambda c: _whole_dollars(c) and f"\\${_whole_dollars(c)}"),
        Notation("program", lambda c: f"${_dollars(c)}"),
        Notation("plain", _dollars),
        Notation("float", _short_dollars),
        Notation("word", lambda c: f"{_dollars(c)} dollars"),
        Notation("latex-space", lambda c: f"\\$ {_dollars(c)}"),
        Notation("text-dollars", lambda c: f"{_dollars(c)} \\text{{ dollars}}"),
        Notation("labelled", lambda c: f"Total: ${_dollars(c)}"),
        Notation("boxed", lambda c: f"\\boxed{{\\${_dollars(c)}}}"),
    ),
    mutators={
        "a cent": lambda c: c + 1,
        "factor": lambda c: 10 * c,
        "cents as dollars": lambda c: c * 100 if c < 100 else None,
    },
    exact=sympy.Integer,
)

# Percentages -----------------------------------------------------------------------------


def _percent_number(tenths: int) -> str:
    whole, tenth = divmod(tenths, 10)
    return f"{whole}.{tenth}" if tenth else str(whole)


def _as_fraction(tenths: int) -> Fraction:
    return Fraction(tenths, 1000)


def _fraction_decimal(tenths: int) -> str:
    return str(sympy.Rational(tenths, 1000).evalf(20)).rstrip("0").rstrip(".")


PERCENT = AnswerType[int](
    name="percent",
    values=st.one_of(st.integers(1, 100).map(lambda p: 10 * p), st.integers(1, 999)),
    notations=(
        Notation("latex", lambda t: f"{_percent_number(t)}\\%"),
        Notation("plain-percent", lambda t: f"{_percent_number(t)}%"),
        Notation("spaced", lambda t: f"{_percent_number(t)} \\%"),
        Notation("word", lambda t: f"{_percent_number(t)} percent"),
        Notation("text", lambda t: f"\\text{{{_percent_number(t)}\\%}}"),
        Notation("decimal-percent", lambda t: f"{t / 10:.1f}\\%"),
        Notation("bare", _percent_number, near_misses=False),
        Notation("fraction", lambda t: _fraction_decimal(t), as_gold=False),
        Notation("latex-fraction", lambda t: latex_number(_as_fraction(t)), as_gold=False),
    ),
    mutators={
        "off by one": lambda t: t + 10,
        "factor": lambda t: 10 * t if t < 100 else None,
        "percent of a percent": lambda t: t // 100 if t % 100 == 0 and t >= 100 else None,
    },
    exact=sympy.Integer,
)

# Clock times -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Clock:
    """A time on a 12-hour clock."""

    hour: int
    minute: int
    pm: bool

    def text(self, half: str, *, space: str = " ") -> str:
        return f"{self.hour}:{self.minute:02d}{space}{half}"

    @property
    def on_24_hours(self) -> str | None:
        """``16:30``, ``00:15``; ``None`` where a 12-hour clock shows the same hour."""
        hour = (self.hour % 12) + (12 if self.pm else 0)
        if 1 <= hour <= 12:
            return None
        return f"{hour:02d}:{self.minute:02d}"


def _half(clock: Clock, am: str, pm: str) -> str:
    return pm if clock.pm else am


TIME = AnswerType[Clock](
    name="time",
    values=st.builds(Clock, st.integers(1, 12), st.integers(0, 59), st.booleans()),
    notations=(
        Notation("latex", lambda c: c.text(_half(c, "a.m.", "p.m."))),
        Notation("upper", lambda c: c.text(_half(c, "AM", "PM"))),
        Notation("tight", lambda c: c.text(_half(c, "am", "pm"), space="")),
        Notation("text", lambda c: "\\text{" + c.text(_half(c, "a.m.", "p.m.")) + "}"),
        Notation(
            "text-half", lambda c: c.text("\\text{ " + _half(c, "a.m.", "p.m.") + "}", space="")
        ),
        Notation("dotted-upper", lambda c: c.text(_half(c, "A.M.", "P.M."))),
        Notation("24-hour", lambda c: c.on_24_hours),
    ),
    mutators={
        "half of the day": lambda c: Clock(c.hour, c.minute, not c.pm),
        "a minute": lambda c: Clock(c.hour, (c.minute + 1) % 60, c.pm),
        "an hour": lambda c: Clock(c.hour % 12 + 1, c.minute, c.pm),
    },
    exact=lambda c: (c.hour, c.minute, c.pm),
)

# Ordinals --------------------------------------------------------------------------------


def _reversed_digits(n: int) -> int | None:
    flipped = int(str(n)[::-1])
    return flipped if flipped != n and not str(n).endswith("0") else None


ORDINAL = AnswerType[int](
    name="ordinal",
    values=st.integers(1, 300),
    notations=(
        Notation("latex", lambda n: f"{n}^{{\\text{{{ordinal_suffix(n)}}}}}"),
        Notation("bare", str),
        Notation("suffix", lambda n: f"{n}{ordinal_suffix(n)}"),
        Notation("superscript", lambda n: f"{n}^{{{ordinal_suffix(n)}}}"),
        Notation("text-unbraced", lambda n: f"{n}^\\text{{{ordinal_suffix(n)}}}"),
        Notation("text", lambda n: f"\\text{{{n}{ordinal_suffix(n)}}}"),
        Notation("word", ordinal_word),
        Notation("the", lambda n: f"the {n}{ordinal_suffix(n)}"),
    ),
    mutators={"next": lambda n: n + 1, "digits reversed": _reversed_digits},
    exact=sympy.Integer,
)

# Congruence classes ----------------------------------------------------------------------


@dataclass(frozen=True)
class Residue:
    """The class of ``residue`` (its least non-negative member) modulo ``modulus``."""

    residue: int
    modulus: int


CONGRUENCE = AnswerType[Residue](
    name="congruence",
    values=st.integers(3, 60).flatmap(
        lambda m: st.builds(Residue, st.integers(0, m - 1), st.just(m))
    ),
    notations=(
        Notation("latex", lambda r: str(r.residue)),
        Notation("pmod", lambda r: f"x \\equiv {r.residue} \\pmod{{{r.modulus}}}"),
        Notation("bare-pmod", lambda r: f"{r.residue} \\pmod{{{r.modulus}}}"),
        Notation("mod", lambda r: f"x \\equiv {r.residue} \\mod {r.modulus}"),
        Notation("unicode", lambda r: f"x ≡ {r.residue} (mod {r.modulus})"),
        Notation("plain", lambda r: f"{r.residue} (mod {r.modulus})"),
        Notation("mod-word", lambda r: f"{r.residue} mod {r.modulus}"),
        Notation("pmod-unbraced", lambda r: f"n \\equiv {r.residue} \\pmod {r.modulus}"),
    ),
    mutators={"residue": lambda r: Residue((r.residue + 1) % r.modulus, r.modulus)},
    exact=lambda r: (r.residue, r.modulus),
)

# Numerals in another base ----------------------------------------------------------------

_DIGITS = "0123456789ABCDEF"
_PREFIXES = {2: "0b", 8: "0o", 16: "0x"}


@dataclass(frozen=True)
class Numeral:
    """``value`` written in ``base``."""

    value: int
    base: int

    @property
    def digits(self) -> str:
        digits, rest = "", self.value
        while rest:
            rest, digit = divmod(rest, self.base)
            digits = _DIGITS[digit] + digits
        return digits or "0"


def _base_word(base: int) -> str:
    return cardinal(base)


def _other_base(n: Numeral) -> Numeral:
    """The same digits read in the next base (never ten, whose numerals have no subscript)."""
    base = n.base + 1 if n.base + 1 != 10 else 11
    return Numeral(int(n.digits, base), base)


BASE = AnswerType[Numeral](
    name="base",
    values=st.builds(
        Numeral, st.integers(2, 5000), st.integers(2, 16).filter(lambda b: b != 10)
    ).filter(lambda n: n.value >= n.base),
    notations=(
        Notation("latex", lambda n: f"{n.digits}_{{{n.base}}}"),
        Notation("unbraced", lambda n: f"{n.digits}_{n.base}" if n.base < 10 else None),
        Notation("text-word", lambda n: f"{n.digits}_{{\\text{{{_base_word(n.base)}}}}}"),
        Notation("word", lambda n: f"{n.digits}_{{{_base_word(n.base)}}}"),
        Notation("bracketed", lambda n: f"({n.digits})_{{{n.base}}}"),
        Notation("base-words", lambda n: f"{n.digits} (base {n.base})"),
        Notation("text-base", lambda n: f"{n.digits} \\text{{ (base {n.base})}}"),
        Notation("in-base", lambda n: f"{n.digits} in base {n.base}"),
        Notation(
            "python-prefix",
            lambda n: (
                _PREFIXES[n.base] + format(n.value, _PREFIXES[n.base][1])
                if n.base in _PREFIXES
                else None
            ),
        ),
    ),
    mutators={
        "base": _other_base,
        "value": lambda n: Numeral(n.value + 1, n.base),
        "subscript dropped": lambda n: Numeral(int(n.digits), 10) if n.base < 10 else None,
    },
    exact=lambda n: (n.value, n.base),
)
