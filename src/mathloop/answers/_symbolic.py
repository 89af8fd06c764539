"""SymPy and math-verify comparisons. Imported only by the worker process (``_serve``).

Everything here may be slow or hang on hostile input, which is why it never runs in the
caller's process: the caller kills the worker when a comparison exceeds its time limit.
math-verify's own ``signal.alarm`` timeouts are therefore switched off
(``parsing_timeout=None``, ``timeout_seconds=None``).
"""

from __future__ import annotations

import logging
import re
import warnings
from functools import lru_cache, partial
from typing import Any

import sympy
from math_verify import LatexExtractionConfig, parse, verify
from sympy.parsing.sympy_parser import (
    auto_number,
    auto_symbol,
    convert_xor,
    factorial_notation,
    implicit_multiplication,
    parse_expr,
    repeated_decimals,
    split_symbols,
)

from mathloop.answers._compare import Decision, cheap_scalar, compare_nodes
from mathloop.answers._condition_sets import compare_sets, condition_as_set
from mathloop.answers._equations import same_equation
from mathloop.answers._numbers import parse_plain_number
from mathloop.answers._structure import parse_structure

__all__ = ["compare_answers", "parse_scalar"]

# math-verify logs a warning when its timeouts are disabled; ours are enforced from outside.
logging.getLogger("math_verify").setLevel(logging.ERROR)

# No ``lambda_notation``: only arithmetic and the names below are understood. ``split_symbols``
# reads ``3qr`` as ``3*q*r`` (as LaTeX does); known names (``pi``, ``theta``) stay whole.
_TRANSFORMATIONS = (
    auto_symbol,
    repeated_decimals,
    auto_number,
    factorial_notation,
    split_symbols,
    implicit_multiplication,
    convert_xor,
)
_FORBIDDEN_RE = re.compile(r"__|lambda|import|\.[A-Za-z_]|[;:'\"\\`@]")
_LATEX_HINT_RE = re.compile(r"[\\{}]")
_FUNCTIONS = (
    *("sqrt", "cbrt", "root", "exp", "log", "sin", "cos", "tan", "cot", "sec", "csc"),
    *("asin", "acos", "atan", "atan2", "acot", "sinh", "cosh", "tanh", "Abs", "sign"),
    *("factorial", "binomial", "gamma", "floor", "ceiling", "Max", "Min", "gcd", "lcm"),
    *("re", "im", "conjugate", "arg", "Pow", "Mul", "Add"),
    # parse_expr's own transformations emit calls to these:
    *("Rational", "Integer", "Float", "Symbol", "Function"),
)
_CONSTANTS: dict[str, Any] = {
    "I": sympy.I,
    "i": sympy.I,
    "E": sympy.E,
    "e": sympy.E,
    "pi": sympy.pi,
    "oo": sympy.oo,
    "inf": sympy.oo,
    "infinity": sympy.oo,
    "ln": sympy.log,
    "abs": sympy.Abs,
    "Fraction": sympy.Rational,
    "S": sympy.S,
}
# Awkward rationals on both sides of zero (``sqrt(x**2)`` is not ``x``), with a step per symbol.
_PROBE_POINTS = (
    (sympy.Rational(7, 13), sympy.Rational(1, 3)),
    (sympy.Rational(-11, 17), sympy.Rational(-1, 5)),
    (sympy.Rational(23, 9), sympy.Rational(2, 7)),
)
_EXACT_DIGITS = 50
_MAX_EXPANDED_EXPONENT = 100
_MAX_EXPANDED_OPS = 500
_AGREEMENT = sympy.Float("1e-40", _EXACT_DIGITS)


def compare_answers(
    gold: str, candidate: str, *, rel_tol: float, exact_gold_rel_tol: float, max_digits: int
) -> Decision:
    """Compare two normalized answers shape by shape, then fall back to math-verify."""
    with warnings.catch_warnings():
        # SymPy and math-verify warn about deprecated or odd input; a verdict is all we need.
        warnings.simplefilter("ignore")

        def scalar(gold_leaf: str, candidate_leaf: str) -> Decision:
            return compare_scalars(
                gold_leaf,
                candidate_leaf,
                rel_tol=rel_tol,
                exact_gold_rel_tol=exact_gold_rel_tol,
                max_digits=max_digits,
            )

        # SymPy's conditions, (x > 0) & (x < 36), are compared as the sets they describe.
        gold_set, candidate_set = condition_as_set(gold), condition_as_set(candidate)
        gold_node = parse_structure(gold_set or gold)
        candidate_node = parse_structure(candidate_set or candidate)
        decision = compare_nodes(gold_node, candidate_node, scalar)
        if gold_set or candidate_set:
            if decision.equal is None:
                decision = compare_sets(gold_node, candidate_node, parse_scalar)
            read = f"the condition read as {candidate_set or gold_set}"
            return Decision(decision.equal, decision.decided_by, f"{read}: {decision.reason}")
        if decision.equal is not True:
            # 3x - 2y - 18 = 0 is y = 3x/2 - 9: an equation times a constant (._equations).
            decision = same_equation(gold_node, candidate_node, parse_scalar) or decision
        if decision.equal is not None:
            return decision
        return _math_verify(gold, candidate, previous=decision)


def compare_scalars(
    gold: str, candidate: str, *, rel_tol: float, exact_gold_rel_tol: float, max_digits: int
) -> Decision:
    """Compare two single values: plain numbers first, then SymPy expressions."""
    scalar = partial(
        cheap_scalar, rel_tol=rel_tol, exact_gold_rel_tol=exact_gold_rel_tol, max_digits=max_digits
    )
    cheap = scalar(gold, candidate)
    if cheap.equal is not None:
        return cheap
    gold_expr = parse_scalar(gold)
    candidate_expr = parse_scalar(candidate)
    if gold_expr is None or candidate_expr is None:
        side = "gold" if gold_expr is None else "candidate"
        return Decision(None, "undecided", f"the {side} could not be parsed")
    if gold_expr.is_Integer and parse_plain_number(candidate, max_digits=max_digits):
        # 2^{10} against 1024.0 or 1.024e3: the plain-number rules on the integer's digits
        # (SymPy 1.13 and later no longer find Integer(1024) == Float(1024.0)).
        return scalar(str(gold_expr), candidate)
    return compare_expressions(
        gold_expr, candidate_expr, rel_tol=rel_tol, exact_gold_rel_tol=exact_gold_rel_tol
    )


@lru_cache(maxsize=4096)
def parse_scalar(text: str) -> sympy.Basic | None:
    """A SymPy expression for one value written in LaTeX or in Python/SymPy syntax."""
    if _LATEX_HINT_RE.search(text):
        expression = _parse_latex(text)
        return expression if expression is not None else _parse_python(text)
    expression = _parse_python(text)
    return expression if expression is not None else _parse_latex(text)


def _parse_python(text: str) -> sympy.Basic | None:
    """``parse_expr`` over a restricted namespace: no builtins, no attributes, no dunders."""
    if _FORBIDDEN_RE.search(text):
        return None
    text = _complex_literals(text)
    try:
        value = parse_expr(
            text,
            local_dict={},
            global_dict=_python_namespace(),
            transformations=_TRANSFORMATIONS,
        )
    except Exception:  # parse_expr raises anything from SyntaxError to TypeError
        return None
    return value if isinstance(value, sympy.Expr) else None


_IMAGINARY_LITERAL_RE = re.compile(r"(\d)[jJ](?![\w^*(.])")
_NUMERAL_THEN_J_RE = re.compile(r"(\d)([jJ])")


def _complex_literals(text: str) -> str:
    """Python's complex literal (``4j`` in ``(3+4j)``, as a program prints a complex
    number) is ``4*I``; a numeral before a ``j`` that is raised to a power or multiplied
    (``2j^2``) is a coefficient of the variable ``j``."""
    text = _IMAGINARY_LITERAL_RE.sub(r"\1*I", text)
    return _NUMERAL_THEN_J_RE.sub(r"\1*\2", text)


@lru_cache(maxsize=1)
def _python_namespace() -> dict[str, Any]:
    namespace: dict[str, Any] = {"__builtins__": {}}
    namespace.update({name: getattr(sympy, name) for name in _FUNCTIONS})
    namespace.update(_CONSTANTS)
    return namespace


def _parse_latex(text: str) -> sympy.Basic | None:
    try:
        results = parse(
            f"${text}$",
            extraction_config=[LatexExtractionConfig()],
            fallback_mode="no_fallback",
            parsing_timeout=None,
        )
    except Exception:  # a parser bug is "could not parse", not a crash of the worker
        return None
    for result in results:
        if isinstance(result, sympy.Expr):
            return _canonical(result, text)
    return None


def _written_case(name: str, text: str) -> str:
    """``name`` as ``text`` writes it: its capital when only the capital is there."""
    if len(name) != 1 or not name.islower() or not text:
        return name

    def alone(letter: str) -> bool:
        return re.search(rf"(?<![A-Za-z\\]){letter}(?![A-Za-z])", text) is not None

    return name.upper() if alone(name.upper()) and not alone(name) else name


def _canonical(expression: sympy.Expr, text: str = "") -> sympy.Expr:
    """Evaluate what math-verify left unevaluated, and drop symbol assumptions so LaTeX ``x``
    equals Python ``x``; LaTeX ``i`` is the imaginary unit. math-verify reads every letter in
    lower case; a letter ``text`` writes only as a capital gets its capital back, so LaTeX
    ``A^{2}`` equals Python ``A^2`` (issue 40)."""
    replacements: dict[sympy.Basic, sympy.Basic] = {}
    for symbol in expression.free_symbols:
        name = str(symbol)
        if name == "i":
            replacements[symbol] = sympy.I
        else:
            replacements[symbol] = sympy.Symbol(_written_case(name, text))
    if replacements:
        expression = expression.xreplace(replacements)
    evaluated = expression.doit()
    return evaluated if isinstance(evaluated, sympy.Expr) else expression


def compare_expressions(
    gold: sympy.Expr, candidate: sympy.Expr, *, rel_tol: float, exact_gold_rel_tol: float
) -> Decision:
    """Numbers are compared exactly or within a tolerance (``rel_tol`` when the gold is
    a decimal, ``exact_gold_rel_tol`` when it is exact); expressions symbolically."""
    if gold.is_Rational and candidate.is_Rational:
        return Decision(gold == candidate, "exact", "rational numbers")
    if gold == candidate:
        return Decision(True, "symbolic", "same expression")
    if gold.free_symbols or candidate.free_symbols:
        return _compare_functions(gold, candidate)
    if gold.has(sympy.Float) or candidate.has(sympy.Float):
        return _compare_inexact(gold, candidate, rel_tol, exact_gold_rel_tol)
    return _compare_constants(gold, candidate)


def _compare_inexact(
    gold: sympy.Expr, candidate: sympy.Expr, rel_tol: float, exact_gold_rel_tol: float
) -> Decision:
    if gold.is_Integer and candidate.is_Float and sympy.Rational(candidate).is_Integer:
        # A decimal with an integer value is that integer, not a float near the gold.
        same = sympy.Rational(candidate) == gold
        return Decision(same, "exact", "decimal against an integer gold")
    if gold.has(sympy.Float):
        tolerance, reason = rel_tol, f"decimal compared with rel_tol={rel_tol:g}"
    else:
        # A hand-rounded decimal is not the exact value; the float a program computed is.
        tolerance = exact_gold_rel_tol
        reason = f"decimal against an exact gold, exact_gold_rel_tol={tolerance:g}"
    close = _close(gold, candidate, sympy.Float(tolerance, 30))
    return Decision(close, "numeric", reason) if close is not None else _cannot(reason)


def _compare_constants(gold: sympy.Expr, candidate: sympy.Expr) -> Decision:
    """Exact constants: disprove numerically at high precision, prove with ``simplify``."""
    close = _close(gold, candidate, _AGREEMENT)
    if close is False:
        return Decision(False, "numeric", f"differ at {_EXACT_DIGITS} significant digits")
    if sympy.simplify(gold - candidate) == 0:
        return Decision(True, "symbolic")
    if close:
        return Decision(True, "numeric", f"agree to {_EXACT_DIGITS - 10} significant digits")
    return _cannot("neither simplification nor evaluation decided")


def _compare_functions(gold: sympy.Expr, candidate: sympy.Expr) -> Decision:
    """Expressions with variables: probe at a few points, then prove with simplification."""
    difference = gold - candidate
    symbols = sorted(difference.free_symbols | gold.free_symbols, key=str)
    agreements = 0
    for point, step in _PROBE_POINTS:
        # Distinct values per symbol, so that x - y and y - x differ at every point.
        values = {symbol: point + index * step for index, symbol in enumerate(symbols)}
        close = _close(gold.subs(values), candidate.subs(values), _AGREEMENT)
        if close is False:
            return Decision(False, "numeric", "differ at a sample point")
        agreements += close is True
    if agreements >= 2 and _too_big_to_expand(difference):
        return Decision(True, "numeric", "agree at every sample point (too big to expand)")
    if sympy.expand(difference) == 0 or sympy.simplify(difference) == 0:
        return Decision(True, "symbolic")
    if agreements >= 2:
        return Decision(True, "numeric", "agree at every sample point")
    return _cannot("neither sample points nor simplification decided")


def _too_big_to_expand(expression: sympy.Expr) -> bool:
    """Expanding ``(x + y)^{2000}`` takes minutes; sample points already made the case."""
    powers = expression.atoms(sympy.Pow)
    exponents = [abs(power.exp) for power in powers if power.exp.is_Integer]
    return (
        max(exponents, default=0) > _MAX_EXPANDED_EXPONENT
        or sympy.count_ops(expression) > _MAX_EXPANDED_OPS
    )


def _close(first: sympy.Expr, second: sympy.Expr, tolerance: sympy.Float) -> bool | None:
    """Relative closeness at high precision; ``None`` when either side is not a finite number."""
    first_value = sympy.N(first, _EXACT_DIGITS)
    second_value = sympy.N(second, _EXACT_DIGITS)
    if not (first_value.is_number and second_value.is_number):
        return None
    if not (first_value.is_finite and second_value.is_finite):
        return None if first_value != second_value else True
    error = abs(first_value - second_value)
    scale = max(abs(first_value), abs(second_value))
    try:
        return bool(error <= tolerance * scale)
    except TypeError:  # an unevaluated comparison (e.g. still symbolic): no verdict
        return None


def _cannot(reason: str) -> Decision:
    return Decision(None, "undecided", reason)


def _math_verify(gold: str, candidate: str, *, previous: Decision) -> Decision:
    """Last resort for shapes our own rules do not cover; math-verify parses LaTeX itself."""
    gold_parsed = _math_verify_parse(gold)
    candidate_parsed = _math_verify_parse(candidate)
    if not gold_parsed or not candidate_parsed:
        side = "gold" if not gold_parsed else "candidate"
        return Decision(
            None, "undecided", f"{previous.reason}; math-verify cannot parse the {side}"
        )
    equal = verify(gold_parsed, candidate_parsed, timeout_seconds=None)
    return Decision(bool(equal), "math_verify", previous.reason)


def _math_verify_parse(text: str) -> list[Any]:
    try:
        parsed = parse(f"${text}$", parsing_timeout=None, fallback_mode="no_fallback")
    except Exception:  # a parser bug is "could not parse", not a crash of the worker
        return []
    return [item for item in parsed if isinstance(item, sympy.Basic | sympy.MatrixBase)]
