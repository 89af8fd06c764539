"""What SymPy's ``solve`` prints: ``([x, y], {(4, -1)})`` and ``[{x: 4, y: -1}]``.

``solve(..., set=True)`` prints the unknowns and a set of tuples of their values,
``solve(..., dict=True)`` a list of dicts; programs print either as their answer. One
solution is its values (``(4, -1)``, or ``4`` for one unknown); several are the set of them
(``{0, 1}``, ``{(1, 2), (3, 4)}``), as a gold lists them. The unknowns must be names and
every solution must give each of them a value, else the text is left as it is.
"""

from __future__ import annotations

import re

from mathloop.answers.normalize import split_top_level

__all__ = ["solve_output"]

_SET_RE = re.compile(r"^\(\s*\[([^\[\]]*)\]\s*,\s*\{(.*)\}\s*\)$")
_DICT_LIST_RE = re.compile(r"^\[\s*(\{.*\})\s*\]$")
_NAME_RE = re.compile(r"^[A-Za-z]\w*$")


def solve_output(text: str) -> str:
    """``text`` as the solutions it prints, or ``text`` itself."""
    plain = text.strip().strip("$").strip()
    solutions = _from_set(plain) if plain.startswith("(") else _from_dicts(plain)
    if not solutions:
        return text
    written = [values[0] if len(values) == 1 else f"({', '.join(values)})" for values in solutions]
    return written[0] if len(written) == 1 else "\\{" + ", ".join(written) + "\\}"


def _from_set(text: str) -> list[list[str]] | None:
    match = _SET_RE.match(text)
    if match is None:
        return None
    names = [name.strip() for name in match.group(1).split(",")]
    if not all(_NAME_RE.match(name) for name in names):
        return None
    solutions = []
    for item in split_top_level(match.group(2), ","):
        item = item.strip()
        if not (item.startswith("(") and item.endswith(")")):
            return None
        values = [value.strip() for value in split_top_level(item[1:-1], ",") if value.strip()]
        if len(values) != len(names):
            return None
        solutions.append(values)
    return solutions


def _from_dicts(text: str) -> list[list[str]] | None:
    match = _DICT_LIST_RE.match(text)
    if match is None:
        return None
    solutions, names = [], None
    for item in split_top_level(match.group(1), ","):
        item = item.strip()
        if not (item.startswith("{") and item.endswith("}")):
            return None
        pairs = [pair.partition(":") for pair in split_top_level(item[1:-1], ",")]
        keys = [key.strip() for key, colon, _ in pairs if colon]
        if len(keys) != len(pairs) or not all(_NAME_RE.match(key) for key in keys):
            return None
        if names is not None and keys != names:
            return None
        names = keys
        solutions.append([value.strip() for _, _, value in pairs])
    return solutions
