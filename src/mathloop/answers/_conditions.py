"""Answers written as conditions: inequalities and SymPy's logical output (no SymPy here).

Programs print the solution set of an inequality as SymPy gives it: ``(x > 0) & (x < 36) &
Ne(x, 9)``, ``(5 < x) & (x < oo)``, ``Or(x < -1, x > 1)``. The caller's process only
recognises such text (and leaves it to the worker, :mod:`._condition_sets`, which turns it
into the set it describes); it also tells a condition from interval notation, for a problem
that asks for the latter (:mod:`._requested`).
"""

from __future__ import annotations

import re

__all__ = ["is_logical_condition", "written_as_condition"]

# SymPy's printout of a condition or of a set operation that the worker can evaluate.
_LOGICAL_RE = re.compile(
    r"[&|]|\b(?:Ne|Lt|Le|Gt|Ge|StrictLessThan|StrictGreaterThan|LessThan|GreaterThan|And|Or)\("
    r"|\b(?:Complement|Intersection)\("
)
_CONDITION_RE = re.compile(
    r"[<>≤≥&|]|\\(?:le|ge|lt|gt|leq|geq|ne|neq|mid|land|lor|wedge|vee)(?![A-Za-z])"
    r"|\b(?:Ne|Lt|Le|Gt|Ge|And|Or|Not)\("
)


def is_logical_condition(normalized: str) -> bool:
    """SymPy's logical or set-operation printout (``(x>0)&(x<36)&Ne(x,9)``,
    ``Complement(Interval(0,36),{9})``), which only the worker can read."""
    # ``&`` also separates the cells of a LaTeX matrix.
    return "\\begin" not in normalized and bool(_LOGICAL_RE.search(normalized))


def written_as_condition(normalized: str) -> bool:
    """An inequality or a logical condition (``x>5``, ``(x>0)&Ne(x,9)``), not a set."""
    return bool(_CONDITION_RE.search(normalized))
