"""The shape of an answer: tuple, list of roots, set, interval, union, matrix, equation or leaf.

Shapes are read from the normalized string, in LaTeX or in the Python/SymPy syntax that
programs print (``Matrix([[1], [-2]])``, ``Interval.Ropen(2, 5)``, ``{x: 7}``). Leaves stay
strings; only the worker process turns them into SymPy expressions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeAlias

from mathloop.answers.normalize import split_top_level

__all__ = ["Group", "Leaf", "MatrixNode", "Node", "Relation", "UnionNode", "parse_structure"]

# Opening "±" marks the two values of ``a \pm b``: unordered, and flattened into a parent set.
UNORDERED_OPENINGS = frozenset({"", "{", "±"})
_MAX_DEPTH = 40
_CLOSING = {"(": ")", "[": "]", "{": "}"}
_MATRIX_ENV_RE = re.compile(r"^\\begin\{([pbBvV]?matrix|array)\}(?:\{[^{}]*\})?(.*)\\end\{\1\}$")
_PY_INTERVAL_RE = re.compile(r"^Interval(\.open|\.Lopen|\.Ropen)?\((.*)\)$")
_PY_CALL_RE = re.compile(
    r"^(Matrix|ImmutableMatrix|FiniteSet|Tuple|Point(?:2D|3D)?|Union|Eq|set|tuple|list|array)"
    r"\((.*)\)$"
)
_INTERVAL_ENDS = {"": ("[", "]"), ".open": ("(", ")"), ".Lopen": ("(", "]"), ".Ropen": ("[", ")")}
_RELATION_BLOCKERS = ("<=", ">=", "!=", "==", "\\le", "\\ge", "\\ne")
_INFINITE_RE = re.compile(r"[-+]?(?:\\infty|oo|inf|infinity)")
_NAME_RE = re.compile(r"^\\?[A-Za-z]\w*(?:_\{?\w+\}?)?(?:\([A-Za-z]\))?$")
# ``<`` and ``>`` as operators; ``\le``/``\leq``/``<=``/``≤`` all mean "at most".
_INEQUALITY_RE = re.compile(r"(<=|>=|≤|≥|<|>|\\l(?:eq?|t)(?![A-Za-z])|\\g(?:eq?|t)(?![A-Za-z]))")
_AT_MOST = frozenset({"<=", "≤", "\\le", "\\leq"})
_AT_LEAST = frozenset({">=", "≥", "\\ge", "\\geq"})
_BELOW = frozenset({"<", "\\lt"}) | _AT_MOST


@dataclass(frozen=True)
class Leaf:
    """A single value, still as text."""

    text: str


@dataclass(frozen=True)
class Group:
    """Items between brackets; ``opening``/``closing`` are ``""`` for a bare comma list."""

    items: tuple[Node, ...]
    opening: str
    closing: str

    @property
    def unordered(self) -> bool:
        """A set, a bare list of roots or the values of ``±``: order does not matter."""
        return self.opening in UNORDERED_OPENINGS

    @property
    def interval(self) -> bool:
        """Two items with a square bracket on at least one side: ``[a, b)``, ``[a, b]``."""
        brackets = self.opening + self.closing
        return len(self.items) == 2 and brackets in ("[]", "[)", "(]")


@dataclass(frozen=True)
class MatrixNode:
    """A matrix or vector, row by row."""

    rows: tuple[tuple[Node, ...], ...]


@dataclass(frozen=True)
class UnionNode:
    """A union of intervals or sets."""

    parts: tuple[Node, ...]


@dataclass(frozen=True)
class Relation:
    """An equation ``lhs = rhs``."""

    lhs: Node
    rhs: Node

    @property
    def assigns_name(self) -> bool:
        """``x = 5``: the left side is a bare name, so the right side is the value; so is
        ``(x, y) = (5, 0)``, a tuple of names given a tuple of as many values."""
        if isinstance(self.lhs, Group) and isinstance(self.rhs, Group):
            names = self.lhs.items
            return (
                self.lhs.opening == self.rhs.opening == "("
                and len(names) == len(self.rhs.items) > 1
                and all(isinstance(name, Leaf) and _NAME_RE.match(name.text) for name in names)
            )
        return isinstance(self.lhs, Leaf) and bool(_NAME_RE.match(self.lhs.text))

    @property
    def assigns_value(self) -> bool:
        """``x = 5`` gives a value; ``x = y`` names two unknowns equal (a line, which reads the
        same as ``y = x``)."""
        return self.assigns_name and not (
            isinstance(self.rhs, Leaf) and _NAME_RE.match(self.rhs.text)
        )


Node: TypeAlias = Leaf | Group | MatrixNode | UnionNode | Relation


def parse_structure(text: str, depth: int = 0) -> Node:
    """Read the shape of a normalized answer; anything unrecognized is a :class:`Leaf`."""
    if depth > _MAX_DEPTH or not text:
        return Leaf(text)
    items = split_top_level(text, ",")
    if len(items) > 1:
        return Group(_flatten(items, depth), "", "")
    readers = (_inequality, _relation, _union, _plus_minus, _matrix, _python_call, _bracketed)
    for reader in (*readers, _ratio):
        node = reader(text, depth + 1)
        if node is not None:
            return node
    return Leaf(text)


def _flatten(items: list[str], depth: int) -> tuple[Node, ...]:
    """Items of an unordered list; ``1 \\pm \\sqrt{5}`` inside it counts as two items."""
    nodes: list[Node] = []
    for item in items:
        node = parse_structure(item, depth + 1)
        if isinstance(node, Group) and node.opening == "±":
            nodes.extend(node.items)
        else:
            nodes.append(node)
    return tuple(nodes)


def _inequality(text: str, depth: int) -> Node | None:
    """``x > 3``, ``3 \\le x`` and ``-2 < x \\le 5`` as the intervals they describe."""
    parts = [part.strip() for part in _INEQUALITY_RE.split(text)]
    if len(parts) == 3:
        return _one_sided(parts, depth)
    if len(parts) == 5 and _NAME_RE.match(parts[2]) and all(parts[::2]):
        low, first, _, second, high = parts
        if first in _BELOW and second in _BELOW:
            return _interval(low, high, first in _AT_MOST, second in _AT_MOST, depth)
        if first not in _BELOW and second not in _BELOW:
            return _interval(high, low, second in _AT_LEAST, first in _AT_LEAST, depth)
    return None


def _one_sided(parts: list[str], depth: int) -> Node | None:
    """``x < a`` or ``a < x``: one finite end, the other infinite."""
    left, operator, right = parts
    if _NAME_RE.match(left) and right and not _NAME_RE.match(right):
        bound, below = right, operator in _BELOW
    elif _NAME_RE.match(right) and left and not _NAME_RE.match(left):
        bound, below = left, operator not in _BELOW
    else:
        return None
    closed = operator in _AT_MOST or operator in _AT_LEAST
    if below:
        return _interval("-\\infty", bound, False, closed, depth)
    return _interval(bound, "\\infty", closed, False, depth)


def _interval(low: str, high: str, closed_low: bool, closed_high: bool, depth: int) -> Group:
    ends = (parse_structure(low, depth), parse_structure(high, depth))
    return _interval_ends(Group(ends, "[" if closed_low else "(", "]" if closed_high else ")"))


def _ratio(text: str, depth: int) -> Node | None:
    """``1:2`` (a ratio) and ``4:30pm`` (a time): ordered parts, never a division."""
    parts = split_top_level(text, ":")
    if len(parts) < 2 or not all(parts):
        return None
    return Group(tuple(parse_structure(part, depth) for part in parts), ":", ":")


def _relation(text: str, depth: int) -> Node | None:
    if any(blocker in text for blocker in _RELATION_BLOCKERS):
        return None
    sides = split_top_level(text, "=")
    if len(sides) != 2 or not all(sides):
        return None
    return Relation(parse_structure(sides[0], depth), parse_structure(sides[1], depth))


def _union(text: str, depth: int) -> Node | None:
    parts = split_top_level(text, "\\cup")
    if len(parts) < 2 or not all(parts):
        return None
    return _flat_union(parse_structure(part, depth) for part in parts)


def _flat_union(parts: Iterable[Node]) -> UnionNode:
    """``Union(A, Union(B, C))`` is the union of A, B and C."""
    flat: list[Node] = []
    for part in parts:
        flat.extend(part.parts if isinstance(part, UnionNode) else (part,))
    return UnionNode(tuple(flat))


def _plus_minus(text: str, depth: int) -> Node | None:
    parts = split_top_level(text, "\\pm")
    if len(parts) != 2 or not parts[1]:
        return None
    left, right = parts
    if re.search(r"(?<!^)[-+]", right) and not _encloses(right):
        right = f"({right})"
    plus = f"{left}+{right}" if left else right
    return Group((Leaf(plus), Leaf(f"{left}-{right}")), "±", "±")


def _matrix(text: str, depth: int) -> Node | None:
    match = _MATRIX_ENV_RE.match(text)
    if not match:
        return None
    rows = [row for row in match.group(2).split("\\\\") if row.strip()]
    cells = tuple(
        tuple(parse_structure(cell.strip(), depth) for cell in row.split("&")) for row in rows
    )
    return MatrixNode(cells)


def _python_call(text: str, depth: int) -> Node | None:
    interval = _PY_INTERVAL_RE.match(text)
    if interval and _encloses(text[text.index("(") :]):
        return _python_interval(interval.group(1) or "", interval.group(2), depth)
    call = _PY_CALL_RE.match(text)
    if not call or not _encloses(text[len(call.group(1)) :]):
        return None
    name, inner = call.groups()
    if name in ("Matrix", "ImmutableMatrix"):
        return _python_matrix(parse_structure(inner, depth))
    items = tuple(parse_structure(item, depth) for item in split_top_level(inner, ",") if item)
    if name == "Union":
        return _flat_union(items)
    if name == "Eq":
        return Relation(*items) if len(items) == 2 else None
    only = items[0] if len(items) == 1 else None
    if name in ("set", "tuple", "list", "array") and isinstance(only, Group):
        # set([1, 2]) and array([1, 2]) hold their items in an inner list
        return Group(only.items, *_call_brackets(name))
    return Group(items, *_call_brackets(name))


def _call_brackets(name: str) -> tuple[str, str]:
    if name in ("FiniteSet", "set"):
        return "{", "}"
    return ("[", "]") if name in ("list", "array") else ("(", ")")


def _python_interval(variant: str, arguments: str, depth: int) -> Node | None:
    args = split_top_level(arguments, ",")
    if len(args) not in (2, 4):
        return None
    opening, closing = _INTERVAL_ENDS[variant]
    if len(args) == 4 and not variant:
        # Interval(a, b, left_open, right_open)
        opening = "(" if args[2] == "True" else "["
        closing = ")" if args[3] == "True" else "]"
    ends = (parse_structure(args[0], depth), parse_structure(args[1], depth))
    return _interval_ends(Group(ends, opening, closing))


def _python_matrix(content: Node) -> Node:
    """``Matrix([[1, 2], [3, 4]])`` has rows; ``Matrix([1, -2])`` is a column vector."""
    if not isinstance(content, Group):
        return MatrixNode(((content,),))
    if all(isinstance(item, Group) for item in content.items):
        return MatrixNode(tuple(item.items for item in content.items if isinstance(item, Group)))
    return MatrixNode(tuple((item,) for item in content.items))


def _bracketed(text: str, depth: int) -> Node | None:
    if text[0] not in _CLOSING or not _encloses(text):
        return None
    inner = text[1:-1]
    items = split_top_level(inner, ",")
    if text[0] == "{" and text[-1] == "}" and _is_dict(items):
        return _dict_values(items, depth)
    if len(items) == 1 and text[0] + text[-1] in ("()", "{}"):
        return parse_structure(inner, depth)
    if text[0] == "{" and text[-1] == "}":
        return Group(_flatten(items, depth), "{", "}")
    nodes = tuple(parse_structure(item, depth) for item in items if item)
    return _interval_ends(Group(nodes, text[0], text[-1]))


def _interval_ends(group: Group) -> Group:
    """An infinite end is open whatever bracket was written (SymPy prints ``Interval(-oo, 0)``)."""
    if len(group.items) != 2:
        return group
    low, high = (item.text if isinstance(item, Leaf) else "" for item in group.items)
    opening = "(" if _INFINITE_RE.fullmatch(low) else group.opening
    closing = ")" if _INFINITE_RE.fullmatch(high) else group.closing
    return Group(group.items, opening, closing)


def _is_dict(items: list[str]) -> bool:
    return all(len(split_top_level(item, ":")) == 2 for item in items if item)


def _dict_values(items: list[str], depth: int) -> Node:
    """``{x: 7}`` printed by ``solve`` is the value 7; several keys give their values in the
    order of their names (``{y: 2, x: 1}`` is ``(1, 2)``)."""
    pairs = sorted(split_top_level(item, ":") for item in items if item)
    values = tuple(parse_structure(value, depth) for _, value in pairs)
    return values[0] if len(values) == 1 else Group(values, "(", ")")


def _encloses(text: str) -> bool:
    """The first character opens a bracket that is closed by the last character."""
    if len(text) < 2 or text[0] not in _CLOSING or text[-1] not in ")]}":
        return False
    depth = 0
    for index, char in enumerate(text):
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth == 0:
                return index == len(text) - 1
    return False
