"""Compare two answer shapes item by item; leaves are compared by a pluggable function.

The caller's process plugs in :func:`cheap_scalar` (plain numbers and words only); the worker
process plugs in a SymPy comparison. A ``Decision`` with ``equal=None`` means "this comparer
cannot tell" and hands the pair to the next, stronger stage.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from mathloop.answers._numbers import PlainNumber, canonical_integer, parse_plain_number
from mathloop.answers._structure import Group, Leaf, MatrixNode, Node, Relation, UnionNode

__all__ = [
    "DecidedBy",
    "Decision",
    "ScalarComparer",
    "cheap_scalar",
    "compare_nodes",
    "compare_plain_numbers",
    "relatively_close",
]

DecidedBy = Literal["exact", "numeric", "symbolic", "math_verify", "llm_judge", "undecided"]

# When items were decided by different means, the answer reports the strongest one used.
_RANK: dict[DecidedBy, int] = {"exact": 0, "numeric": 1, "symbolic": 2, "math_verify": 3}
_MAX_ITEMS = 64
_WORD_RE = re.compile(r"[A-Za-z]{2,}(?: [A-Za-z]+)*")
_NOT_WORDS = frozenset({"pi", "oo", "inf", "infinity", "sqrt"})


@dataclass(frozen=True)
class Decision:
    """The outcome of one comparison stage; ``equal=None`` means it could not tell."""

    equal: bool | None
    decided_by: DecidedBy
    reason: str = ""


ScalarComparer = Callable[[str, str], Decision]

_SAME = Decision(True, "exact", "identical")


def _unknown(reason: str) -> Decision:
    return Decision(None, "undecided", reason)


def compare_nodes(gold: Node, candidate: Node, scalar: ScalarComparer) -> Decision:
    """Compare two shapes; a mismatch of shapes is "cannot tell" for a later stage to judge."""
    if gold == candidate:
        return _SAME
    if isinstance(gold, Relation):
        return _compare_relation(gold, candidate, scalar)
    if isinstance(candidate, Relation):
        # Follow the gold's form: "9 = 1" answered for "1" is judged on its right side.
        return compare_nodes(gold, candidate.rhs, scalar)
    if isinstance(candidate, Group) and len(candidate.items) == 1:
        return compare_nodes(gold, candidate.items[0], scalar)
    if isinstance(gold, Group) and len(gold.items) == 1:
        return compare_nodes(gold.items[0], candidate, scalar)
    if isinstance(gold, Leaf):
        if isinstance(candidate, Leaf):
            return scalar(gold.text, candidate.text)
        return Decision(False, "exact", "the gold is one value, the candidate is not")
    if isinstance(candidate, Leaf) and not isinstance(gold, UnionNode):
        return Decision(False, "exact", "the gold has several values, the candidate one")
    if isinstance(gold, Group):
        return _compare_group(gold, candidate, scalar)
    if isinstance(gold, MatrixNode):
        return _compare_matrix(gold, candidate, scalar)
    return _compare_union(gold, candidate, scalar)


def _compare_relation(gold: Relation, candidate: Node, scalar: ScalarComparer) -> Decision:
    if not isinstance(candidate, Relation):
        if gold.assigns_name:
            return compare_nodes(gold.rhs, candidate, scalar)
        return _unknown("the gold is an equation, the candidate is not")
    same_sides = _all_of(
        (gold.lhs, candidate.lhs),
        (gold.rhs, candidate.rhs),
        scalar=scalar,
    )
    if same_sides.equal is not False or (gold.assigns_value and candidate.assigns_value):
        return same_sides
    swapped = _all_of((gold.lhs, candidate.rhs), (gold.rhs, candidate.lhs), scalar=scalar)
    if swapped.equal:
        return swapped
    return _equations(gold, candidate, scalar, fallback=same_sides)


def _equations(
    gold: Relation, candidate: Relation, scalar: ScalarComparer, *, fallback: Decision
) -> Decision:
    """``y = 2x + 3`` and ``y - 2x = 3``: compare ``lhs - rhs`` of both equations."""
    sides = (gold.lhs, gold.rhs, candidate.lhs, candidate.rhs)
    if not all(isinstance(side, Leaf) for side in sides):
        return fallback
    texts = [side.text for side in sides if isinstance(side, Leaf)]
    difference = scalar(f"({texts[0]})-({texts[1]})", f"({texts[2]})-({texts[3]})")
    if difference.equal:
        return difference
    return fallback if fallback.equal is not False or difference.equal is False else difference


def _compare_group(gold: Group, candidate: Node, scalar: ScalarComparer) -> Decision:
    if isinstance(candidate, MatrixNode):
        # A program's nested list as the gold is a matrix too, as it is as the candidate;
        # read as a list, its rows would be closed intervals.
        rows = None if gold.unordered else _nested_rows(gold)
        if rows is not None:
            return _compare_matrix(MatrixNode(rows), candidate, scalar)
        return _vector_against_matrix(gold.items, candidate, scalar)
    if not isinstance(candidate, Group):
        return _unknown("the gold has several items, the candidate a different shape")
    if len(gold.items) != len(candidate.items):
        return Decision(False, "exact", "different number of items")
    if gold.unordered:
        return _unordered(gold.items, candidate.items, scalar)
    if gold.interval or candidate.interval:
        if (gold.opening, gold.closing) != (candidate.opening, candidate.closing):
            return Decision(False, "exact", "interval ends differ")
    elif candidate.opening == "{":
        return Decision(False, "exact", "the gold is ordered, the candidate is a set")
    return _all_of(*zip(gold.items, candidate.items, strict=True), scalar=scalar)


def _compare_matrix(gold: MatrixNode, candidate: Node, scalar: ScalarComparer) -> Decision:
    if isinstance(candidate, Group) and not candidate.unordered:
        rows = _nested_rows(candidate)
        if rows is None:
            return _vector_against_matrix(candidate.items, gold, scalar)
        candidate = MatrixNode(rows)
    if not isinstance(candidate, MatrixNode):
        return _unknown("the gold is a matrix, the candidate is not")
    shape = [len(row) for row in gold.rows]
    if shape != [len(row) for row in candidate.rows]:
        return Decision(False, "exact", "matrix shapes differ")
    pairs = zip(_cells(gold), _cells(candidate), strict=True)
    return _all_of(*pairs, scalar=scalar)


def _nested_rows(group: Group) -> tuple[tuple[Node, ...], ...] | None:
    """``[[1, 2], [3, 4]]`` (a nested list a program printed) read as the rows of a matrix."""
    rows = [item for item in group.items if isinstance(item, Group) and not item.unordered]
    if len(rows) != len(group.items) or len(rows) < 2:
        return None
    return tuple(row.items for row in rows)


def _vector_against_matrix(
    items: tuple[Node, ...], matrix: MatrixNode, scalar: ScalarComparer
) -> Decision:
    """A tuple ``(1, -2)`` against a column or row vector: compare entry by entry."""
    is_vector = len(matrix.rows) == 1 or all(len(row) == 1 for row in matrix.rows)
    cells = _cells(matrix)
    if not is_vector or len(cells) != len(items):
        return _unknown("a tuple against a matrix that is not a vector of that length")
    return _all_of(*zip(cells, items, strict=True), scalar=scalar)


def _cells(matrix: MatrixNode) -> list[Node]:
    return [cell for row in matrix.rows for cell in row]


def _compare_union(gold: UnionNode, candidate: Node, scalar: ScalarComparer) -> Decision:
    if not isinstance(candidate, UnionNode):
        return _unknown("the gold is a union, the candidate is not")
    if len(gold.parts) != len(candidate.parts):
        return _unknown("unions of different lengths")
    return _unordered(gold.parts, candidate.parts, scalar)


def _all_of(*pairs: tuple[Node, Node], scalar: ScalarComparer) -> Decision:
    """Every pair must be equal; the first pair found different decides ``False``."""
    decisions: list[Decision] = []
    for gold, candidate in pairs:
        decision = compare_nodes(gold, candidate, scalar)
        if decision.equal is False:
            return decision
        decisions.append(decision)
    return _combine(decisions)


def _unordered(
    gold: tuple[Node, ...], candidate: tuple[Node, ...], scalar: ScalarComparer
) -> Decision:
    """Match every gold item with a distinct equal candidate item (a multiset comparison)."""
    if len(gold) != len(candidate):
        return Decision(False, "exact", "different number of items")
    if len(gold) > _MAX_ITEMS:
        return _unknown(f"more than {_MAX_ITEMS} items")
    unused = list(candidate)
    found: list[Decision] = []
    for item in gold:
        match = _find_equal(item, unused, scalar)
        if match is None:
            return _unknown("an item could not be matched")
        if match.equal is False:
            return Decision(False, match.decided_by, "an item has no equal in the candidate")
        found.append(match)
    return _combine(found)


def _find_equal(item: Node, pool: list[Node], scalar: ScalarComparer) -> Decision | None:
    """Remove and report the first equal item of ``pool``; ``None`` if some were undecided."""
    undecided = False
    last = Decision(False, "exact")
    for index, other in enumerate(pool):
        decision = compare_nodes(item, other, scalar)
        if decision.equal:
            del pool[index]
            return decision
        undecided = undecided or decision.equal is None
        last = decision if decision.equal is False else last
    return None if undecided else last


def _combine(decisions: Iterable[Decision]) -> Decision:
    """All equal: the strongest method used decides; any unknown: unknown."""
    decisions = list(decisions)
    for decision in decisions:
        if decision.equal is None:
            return decision
    if not decisions:
        return _SAME
    strongest = max(decisions, key=lambda d: _RANK.get(d.decided_by, 0))
    return Decision(True, strongest.decided_by, strongest.reason)


def cheap_scalar(
    gold: str, candidate: str, *, rel_tol: float, exact_gold_rel_tol: float, max_digits: int
) -> Decision:
    """Leaves the caller's process can judge alone: identical text, plain numbers, words."""
    if gold == candidate:
        return _SAME
    gold_integer, candidate_integer = canonical_integer(gold), canonical_integer(candidate)
    if gold_integer is not None and candidate_integer is not None:
        # Compared as digit strings: safe for integers of any length.
        return Decision(gold_integer == candidate_integer, "exact")
    gold_number = parse_plain_number(gold, max_digits=max_digits)
    candidate_number = parse_plain_number(candidate, max_digits=max_digits)
    if gold_number is not None and candidate_number is not None:
        return compare_plain_numbers(
            gold_number, candidate_number, rel_tol=rel_tol, exact_gold_rel_tol=exact_gold_rel_tol
        )
    if _is_letter(gold) and _is_letter(candidate):
        return Decision(False, "exact", "different letters")
    gold_word, candidate_word = _is_word(gold), _is_word(candidate)
    if gold_word and candidate_word:
        return Decision(gold.casefold() == candidate.casefold(), "exact", "words")
    if (gold_word and candidate_number) or (gold_number and candidate_word):
        return Decision(False, "exact", "a word against a number")
    return _unknown("needs symbolic comparison")


def _is_letter(text: str) -> bool:
    """A choice letter or a variable name; ``e`` and ``i`` may stand for constants."""
    return len(text) == 1 and text.isalpha() and text not in "eEiI"


def _is_word(text: str) -> bool:
    return bool(_WORD_RE.fullmatch(text)) and text.casefold() not in _NOT_WORDS


def compare_plain_numbers(
    gold: PlainNumber, candidate: PlainNumber, *, rel_tol: float, exact_gold_rel_tol: float
) -> Decision:
    """Exact for exact numbers. Against a gold written as a decimal, a value within
    ``rel_tol``; against an exact gold (an integer, a fraction), a decimal only within
    ``exact_gold_rel_tol``: the float a program computed, not a hand-rounded decimal."""
    if gold.infinite or candidate.infinite:
        return Decision(gold.infinite == candidate.infinite, "exact", "infinity")
    if gold.value == candidate.value:
        return Decision(True, "exact")
    if not gold.decimal and not candidate.decimal:
        return Decision(False, "exact")
    if gold.decimal:
        close = relatively_close(gold.value, candidate.value, rel_tol)
        return Decision(close, "numeric", f"decimal compared with rel_tol={rel_tol:g}")
    if gold.value.denominator == 1 and candidate.value.denominator == 1:
        return Decision(False, "exact", "a decimal that is another integer")
    close = relatively_close(gold.value, candidate.value, exact_gold_rel_tol)
    reason = f"decimal against an exact gold, exact_gold_rel_tol={exact_gold_rel_tol:g}"
    return Decision(close, "numeric", reason)


def relatively_close(first: Fraction, second: Fraction, rel_tol: float) -> bool:
    """``|first - second| <= rel_tol * max(|first|, |second|)``, in exact arithmetic."""
    scale = max(abs(first), abs(second))
    return abs(first - second) <= Fraction(rel_tol) * scale
