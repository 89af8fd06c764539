"""The in-process half of the final-form check: what needs no worker, and mixed numbers.

The worker half (:mod:`._final_form`) reads an answer with SymPy; these rules keep it from
being asked where no work can be left in the answer (the gold's own text, integers and
decimals, bare names such as ``x`` or ``\\infty``, in any shape) and decide a requested mixed
number from how the answer is written.
"""

from __future__ import annotations

import re

from mathloop.answers._numbers import parse_plain_number
from mathloop.answers._reading import ReadPair
from mathloop.answers._requested import RequestedForm
from mathloop.answers._structure import Group, Leaf, MatrixNode, Node, UnionNode, parse_structure
from mathloop.answers.normalize import NormalizedPair

__all__ = ["needs_no_finishing", "not_the_mixed_number"]

# ``3\frac{1}{2}``, ``3 \dfrac12``, ``3 1/2``, ``-3{\frac{1}{2}}``.
_MIXED_RE = re.compile(r"\d\s*\{?\s*\\[dt]?frac|\d\s+\d+\s*/\s*\d+")
_NAME_RE = re.compile(r"^[-+]?\\?[A-Za-z]+$")


def needs_no_finishing(pair: NormalizedPair, *, max_digits: int) -> bool:
    """The candidate is the gold's own text, or every value in it is an integer, a decimal
    or a bare name: no work can be left in it (a decimal's digits are for the tolerance
    rules to judge)."""
    if pair.candidate == pair.gold:
        return True
    return all(_no_work(leaf, max_digits) for leaf in _leaves(parse_structure(pair.candidate)))


def _leaves(node: Node) -> list[str]:
    if isinstance(node, Leaf):
        return [node.text.strip()]
    if isinstance(node, Group):
        return [text for item in node.items for text in _leaves(item)]
    if isinstance(node, MatrixNode):
        return [text for row in node.rows for item in row for text in _leaves(item)]
    if isinstance(node, UnionNode):
        return [text for part in node.parts for text in _leaves(part)]
    return [*_leaves(node.lhs), *_leaves(node.rhs)]


def _no_work(leaf: str, max_digits: int) -> bool:
    if _NAME_RE.match(leaf):
        return True
    number = parse_plain_number(leaf, max_digits=max_digits)
    return number is not None and (number.is_integer_literal or number.decimal)


def not_the_mixed_number(
    read: ReadPair, pair: NormalizedPair, requested: RequestedForm, *, max_digits: int
) -> bool:
    """The statement asks for a mixed number, the value is a fraction beyond one, and the
    candidate is not written as a mixed number (``7/2`` for ``3\\frac{1}{2}``)."""
    if not requested.mixed_number or _MIXED_RE.search(read.candidate):
        return False
    value = parse_plain_number(pair.candidate, max_digits=max_digits)
    if value is None or value.infinite or value.decimal:
        return False
    return value.value.denominator != 1 and abs(value.value) > 1
