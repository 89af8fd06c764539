"""The built-in sample problems: well formed, and every answer recomputed here."""

from __future__ import annotations

from fractions import Fraction
from math import comb, factorial, lcm

import sympy
from sympy.parsing.sympy_parser import (
    convert_xor,
    implicit_multiplication_application,
    parse_expr,
    standard_transformations,
)

from mathloop.benchmarks import BENCHMARKS, load_benchmark
from mathloop.problems import BenchmarkItem

_X, _Y = sympy.symbols("x y")
_TRANSFORMS = (*standard_transformations, implicit_multiplication_application, convert_xor)


def _samples() -> dict[str, BenchmarkItem]:
    return {item.problem.id: item for item in load_benchmark("samples")}


def _frac(value: Fraction) -> str:
    return f"\\frac{{{value.numerator}}}{{{value.denominator}}}"


def _from_latex(text: str) -> sympy.Expr:
    """Just enough LaTeX for the sample answers: \\sqrt{..}, ^ and implicit products."""
    plain = text.replace("\\sqrt{", "sqrt(").replace("}", ")")
    return parse_expr(plain, local_dict={"x": _X}, transformations=_TRANSFORMS)


def _weekday(offset: int) -> str:
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    return days[offset % 7]


def _intersection() -> str:
    solution = sympy.solve([_Y - (2 * _X + 1), _Y - (-_X + 7)], [_X, _Y])
    return f"({solution[_X]},{solution[_Y]})"


# Strings must match the gold exactly; SymPy values must equal the parsed gold.
EXPECTED: dict[str, str | sympy.Expr] = {
    "sample-odd-sum": str(sum(range(1, 200, 2))),
    "sample-divisors-360": str(sum(360 % d == 0 for d in range(1, 361))),
    "sample-power-mod-13": str(pow(7, 100, 13)),
    "sample-two-red-marbles": _frac(Fraction(comb(4, 2), comb(10, 2))),
    "sample-telescoping-sum": _frac(
        sum((Fraction(1, k * (k + 1)) for k in range(1, 21)), Fraction(0))
    ),
    "sample-hypotenuse": sympy.sqrt(6**2 + 9**2),
    "sample-distance": sympy.sqrt((4 - 1) ** 2 + (8 - 2) ** 2),
    "sample-expand-product": sympy.expand((_X + 2) * (_X - 5)),
    "sample-composition-difference": sympy.expand((2 * _X**2 + 3) - (2 * _X + 3) ** 2),
    "sample-quadratic-inequality": "({},{})".format(*sorted(sympy.solve(_X**2 - 5 * _X + 4))),
    "sample-sqrt-domain": f"(-\\infty,{sympy.solve(6 - 2 * _X)[0]}]",
    "sample-line-intersection": _intersection(),
    "sample-weekday-100": _weekday(100),
    "sample-multiples-not-7": str(
        sum((n % 3 == 0 or n % 5 == 0) and n % 7 != 0 for n in range(1, 1000))
    ),
    "sample-power-3-2024": str(pow(3, 2024, 1000)),
    "sample-lattice-quarter-disk": str(
        sum(a * a + b * b <= 100 for a in range(1, 11) for b in range(1, 11))
    ),
    "sample-percent": str(Fraction(15, 100) * 80),
    "sample-missing-number": str(5 * 12 - (10 + 11 + 13 + 14)),
    "sample-lcm": str(lcm(12, 18, 30)),
    "sample-fraction-decimal": str(3 / 8),
    "sample-level-arrangements": str(factorial(5) // (factorial(2) * factorial(2))),
    "sample-trailing-zeros": str(sum(100 // 5**k for k in range(1, 4))),
    "sample-arithmetic-series": str(sum(7 + 3 * k for k in range(20))),
}


def test_samples_are_well_formed() -> None:
    items = load_benchmark("samples")
    assert len(items) >= 12
    assert len({item.problem.id for item in items}) == len(items)
    assert all(item.gold.strip() and item.problem.statement.strip() for item in items)
    assert all(item.problem.level in {1, 2, 3, 4, 5} for item in items)
    assert all(item.problem.subject for item in items)
    assert {item.problem.benchmark for item in items} == {"samples"}


def test_every_sample_answer_is_recomputed() -> None:
    samples = _samples()
    assert set(samples) == set(EXPECTED)
    for item_id, expected in EXPECTED.items():
        gold = samples[item_id].gold
        if isinstance(expected, str):
            assert gold == expected, item_id
        else:
            assert sympy.simplify(_from_latex(gold) - expected) == 0, item_id
            assert _from_latex(gold).free_symbols <= {_X}, item_id


def test_samples_ignore_the_path() -> None:
    assert load_benchmark("samples", "/does/not/exist") == load_benchmark("samples")
    assert not BENCHMARKS["samples"].takes_path


def test_samples_include_several_easy_problems() -> None:
    assert sum(item.problem.level == 1 for item in _samples().values()) >= 5
