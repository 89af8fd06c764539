"""SymPy conditions as the sets they describe. Imported only by the worker process.

``(x > 0) & (x < 36) & Ne(x, 9)`` is ``Union(Interval.open(0, 9), Interval.open(9, 36))``
and ``(5 < x) & (x < oo)`` is ``Interval.open(5, oo)``: SymPy's own ``as_set`` over the real
line, printed without spaces in the form :mod:`._structure` reads (``Interval``, ``Union``,
``{3, 5}``). Only conditions in one variable, over a namespace of logical and set names.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import sympy
from sympy.parsing.sympy_parser import parse_expr, standard_transformations

from mathloop.answers._compare import Decision
from mathloop.answers._conditions import is_logical_condition
from mathloop.answers._structure import Group, Leaf, Node, UnionNode

__all__ = ["compare_sets", "condition_as_set"]

ScalarParser = Callable[[str], sympy.Basic | None]

_FORBIDDEN_RE = re.compile(r"__|lambda|import|\.(?!open|Lopen|Ropen)[A-Za-z_]|[;'\"\\`@]")
_NAMES = (
    *("And", "Or", "Not", "Ne", "Eq", "Lt", "Le", "Gt", "Ge"),
    *("StrictLessThan", "StrictGreaterThan", "LessThan", "GreaterThan"),
    *("Interval", "Union", "FiniteSet", "Complement", "Intersection", "EmptySet", "Reals"),
    *("sqrt", "cbrt", "root", "exp", "log", "pi", "E", "oo", "Rational", "Integer", "Float"),
    *("Symbol", "S"),
)


def condition_as_set(normalized: str) -> str | None:
    """The set a logical condition in one variable describes, or ``None`` (not a condition,
    several variables, or text SymPy cannot read)."""
    if not is_logical_condition(normalized) or _FORBIDDEN_RE.search(normalized):
        return None
    try:
        value = parse_expr(
            normalized,
            local_dict={},
            global_dict=_namespace(),
            transformations=standard_transformations,
        )
        solution = value if isinstance(value, sympy.Set) else _as_set(value)
    except Exception:  # parse_expr and as_set raise anything from SyntaxError to TypeError
        return None
    return None if solution is None else _printed(solution)


def _as_set(condition: Any) -> sympy.Set | None:
    if not isinstance(condition, sympy.logic.boolalg.Boolean):
        return None
    symbols = condition.free_symbols
    if len(symbols) != 1:
        return None
    result = condition.as_set()
    return result if isinstance(result, sympy.Set) else None


def _printed(solution: sympy.Set) -> str:
    if solution is sympy.S.EmptySet:
        return "\\emptyset"
    if solution == sympy.S.Reals:
        return "(-\\infty,\\infty)"
    return str(solution).replace(" ", "")


@lru_cache(maxsize=1)
def _namespace() -> dict[str, Any]:
    namespace: dict[str, Any] = {"__builtins__": {}}
    namespace.update({name: getattr(sympy, name) for name in _NAMES})
    return namespace


def compare_sets(gold: Node, candidate: Node, parse: ScalarParser) -> Decision:
    """Compare two answers as sets of reals (when one was a condition, its set is in SymPy's
    simplest form, which a differently written gold need not share shape with)."""
    gold_set, candidate_set = _node_set(gold, parse), _node_set(candidate, parse)
    if gold_set is None or candidate_set is None:
        return Decision(None, "undecided", "a condition against an answer that is no set")
    if gold_set == candidate_set:
        return Decision(True, "symbolic", "the same set")
    difference = sympy.Union(
        sympy.Complement(gold_set, candidate_set), sympy.Complement(candidate_set, gold_set)
    )
    if difference is sympy.S.EmptySet:
        return Decision(True, "symbolic", "the same set")
    if difference.is_empty is False:
        return Decision(False, "symbolic", "different sets")
    return Decision(None, "undecided", "SymPy could not compare the sets")


def _node_set(node: Node, parse: ScalarParser) -> sympy.Set | None:
    """An interval, a union of them, a set of values, or the empty set, as a SymPy set."""
    if isinstance(node, UnionNode):
        parts = [_node_set(part, parse) for part in node.parts]
        return None if any(part is None for part in parts) else sympy.Union(*parts)
    if isinstance(node, Leaf):
        return sympy.S.EmptySet if node.text == "\\emptyset" else None
    if not isinstance(node, Group) or not all(isinstance(item, Leaf) for item in node.items):
        return None
    values = [parse(item.text) for item in node.items if isinstance(item, Leaf)]
    if any(not isinstance(value, sympy.Expr) for value in values):
        return None
    if node.opening in ("{", "") or len(values) != 2:
        return sympy.FiniteSet(*values) if node.opening in ("{", "") else None
    low, high = values
    return sympy.Interval(low, high, node.opening == "(", node.closing == ")")
