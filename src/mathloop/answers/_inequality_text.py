"""Inequalities joined by words: ``x < 2 or x > 5``, ``x \\le -1 \\text{ or } x \\ge 3``.

Such an answer is the condition ``(x < 2) | (x > 5)`` in SymPy's spelling, which the checker
already reads as the set it describes (:mod:`._condition_sets`), so it equals the gold's
``(-\\infty,2) \\cup (5,\\infty)``; ``and`` is ``&``. Only an answer made of nothing else:
inequalities in one letter, joined by "or" or "and". Where the problem asks for interval
notation, a condition is not the form asked for (``honour_requested_form``), as before.
"""

from __future__ import annotations

import re

__all__ = ["inequalities_as_condition"]

_LATEX = (
    (re.compile(r"\\text\{\s*(or|and)\s*\}"), r" \1 "),
    (re.compile(r"\\(?:leq?|leqslant)(?![a-z])"), "<="),
    (re.compile(r"\\(?:geq?|geqslant)(?![a-z])"), ">="),
    (re.compile(r"\\lt(?![a-z])"), "<"),
    (re.compile(r"\\gt(?![a-z])"), ">"),
    (re.compile(r"\\(?:lor|vee)(?![a-z])"), " or "),
    (re.compile(r"\\(?:land|wedge)(?![a-z])"), " and "),
)
_JOIN_RE = re.compile(r"\s+(or|and)\s+", re.IGNORECASE)
_NAMES_RE = re.compile(r"\\?(?:sqrt|frac|pi|infty|cdot|oo)(?![a-z])")
_SIDE = r"[^<>=]+"
_CHAIN_RE = re.compile(rf"({_SIDE})([<>]=?)({_SIDE})(?:([<>]=?)({_SIDE}))?")


def inequalities_as_condition(text: str) -> str:
    """``text`` as a SymPy condition when it is inequalities joined by "or"/"and"; else
    ``text`` itself."""
    plain = text.strip().strip("$").strip().rstrip(".")
    for pattern, replacement in _LATEX:
        plain = pattern.sub(replacement, plain)
    plain = plain.replace("≤", "<=").replace("≥", ">=")
    pieces = _JOIN_RE.split(plain)
    if len(pieces) < 3:
        return text
    parts, joins = pieces[0::2], [join.lower() for join in pieces[1::2]]
    letters = {
        letter for part in parts for letter in re.findall(r"[a-zA-Z]", _NAMES_RE.sub("", part))
    }
    conditions = [_comparison(part.strip()) for part in parts]
    if len(letters) != 1 or not all(conditions):
        return text
    condition = conditions[0]
    for join, part in zip(joins, conditions[1:], strict=True):
        condition += (" | " if join == "or" else " & ") + part
    return condition


def _comparison(part: str) -> str:
    """``(x < 2)``, and a chain ``-1 < x < 2`` as ``((-1 < x) & (x < 2))``; "" if neither."""
    match = _CHAIN_RE.fullmatch(part)
    if match is None:
        return ""
    left, first, middle, second, right = (g.strip() if g else g for g in match.groups())
    if second is None:
        return f"({left} {first} {middle})"
    return f"(({left} {first} {middle}) & ({middle} {second} {right}))"
