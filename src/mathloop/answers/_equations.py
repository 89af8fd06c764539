"""Two equations of a curve are one answer when one is the other times a nonzero constant.

``3x - 2y - 18 = 0`` and ``y = \\frac{3}{2}x - 9`` name the same line: ``lhs - rhs`` of the
first is -2 times that of the second, and multiplying both sides of an equation by a
nonzero constant leaves its solutions as they are. The comparison of relations
(:mod:`._compare`) already credits equal differences; this rule, which needs SymPy and so
runs in the worker process only, credits a constant factor. An equation in one unknown
(``x = 5``) is not read so: it is that unknown's value, as before, and ``2x = 10`` leaves
its work undone rather than naming the same line. Nor are two equations both written as
``... = 0``: that general form is fixed only up to a factor, so MATH fixes the factor itself
(integer coefficients, the first one positive, no common divisor: ``2x - y + 3z + 8 = 0``,
not its negation), and a multiple of it is another answer, not another writing.
"""

from __future__ import annotations

from collections.abc import Callable

import sympy

from mathloop.answers._compare import Decision
from mathloop.answers._structure import Leaf, Node, Relation

__all__ = ["same_equation"]

ScalarParser = Callable[[str], sympy.Basic | None]

# Beyond this size the quotient is not simplified: a cap on the worker's time, not a verdict.
_MAX_OPS = 200


def same_equation(gold: Node, candidate: Node, parse: ScalarParser) -> Decision | None:
    """``equal=True`` when both are equations in the same two or more unknowns, not both in
    general form, whose ``lhs - rhs`` differ by a nonzero constant factor; ``None`` when the
    rule does not apply (the caller keeps its own decision)."""
    if _general_form(gold) and _general_form(candidate):
        return None
    gold_difference = _difference(gold, parse)
    candidate_difference = _difference(candidate, parse)
    if gold_difference is None or candidate_difference is None:
        return None
    unknowns = gold_difference.free_symbols
    if len(unknowns) < 2 or unknowns != candidate_difference.free_symbols:
        return None
    factor = _constant_factor(gold_difference, candidate_difference)
    if factor is None:
        return None
    return Decision(True, "symbolic", f"the same equation times {factor}")


def _general_form(node: Node) -> bool:
    """``ax + by + c = 0``: one side is zero (the form whose factor MATH fixes)."""
    if not isinstance(node, Relation):
        return False
    return any(isinstance(side, Leaf) and side.text == "0" for side in (node.lhs, node.rhs))


def _difference(node: Node, parse: ScalarParser) -> sympy.Expr | None:
    """``lhs - rhs`` of an equation between two values; ``None`` for anything else."""
    if not isinstance(node, Relation):
        return None
    if not isinstance(node.lhs, Leaf) or not isinstance(node.rhs, Leaf):
        return None
    lhs, rhs = parse(node.lhs.text), parse(node.rhs.text)
    if not isinstance(lhs, sympy.Expr) or not isinstance(rhs, sympy.Expr):
        return None
    return lhs - rhs


def _constant_factor(first: sympy.Expr, second: sympy.Expr) -> sympy.Expr | None:
    """``first / second`` when it is a finite nonzero constant, else ``None``."""
    if second == 0:
        return None
    ratio = sympy.cancel(sympy.together(first / second))
    if ratio.free_symbols and sympy.count_ops(ratio) <= _MAX_OPS:
        ratio = sympy.simplify(ratio)
    if ratio.free_symbols or ratio.is_zero is not False or ratio.is_finite is not True:
        return None
    return ratio
