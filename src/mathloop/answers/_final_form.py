"""Is an answer that has the gold's value also *done*? Imported only by the worker process.

A value-equal answer can still leave the problem's work undone: the statement's own
expression handed back (``(1+2j)*6-3j`` for "Simplify $(1+2i)6-3i$"), an unreduced fraction
(``8/18``), an unexpanded product of numbers, ``\\sqrt{75}``, a Cardano sum of cube roots
that is 1 only after simplification. One rule covers them, by construction rather than by a
list: **the numbers an answer writes are the numbers of its value's finished form**.

- The *finished form* of an exact value is what SymPy's evaluation, denesting, expansion and
  rationalizing of denominators leave (:func:`_finished`), printed as SymPy prints it, as one
  fraction (``(1 + sqrt(5))/2``) and, for a rational, as a mixed number.
- The *numbers written* are the multiset of numerals in the text, ``1`` left out (SymPy drops
  a coefficient or exponent of one that LaTeX writes: ``\\frac{1}{2}x`` is ``x/2``), signs and
  order ignored: ``\\frac{1+\\sqrt{5}}{2}`` and ``(1 + sqrt(5))/2`` both write {5, 2}.
- An answer whose numbers are the gold's own (any notation of the gold as written) or those
  of a finished form is done; any other has work left.
- An answer that writes a radical or the imaginary unit its gold does not need (a nested
  radical sum or a Cardano sum equal to a rational; ``(-1)**(2/5)`` in a real value) also has
  work left, even where SymPy cannot simplify it.

A tuple, list, set or matrix is judged value by value: its radicals and imaginary units
against all of the gold's, and each value's numbers against any of the gold's values' or its
own finished form's. Decimals are never judged here (a float has no work left, only digits;
the tolerance rules decide it), nor answers SymPy cannot read as exact values (a union, an
equation): the check then says it cannot tell, and the value verdict stands.

The same rule names the statement's echo: an answer with work left whose numbers are those
of an expression the statement writes has handed the question back.
"""

from __future__ import annotations

import re
from collections import Counter

import sympy

from mathloop.answers._compare import Decision
from mathloop.answers._protocol import FormJob
from mathloop.answers._structure import Group, Leaf, MatrixNode, Node, parse_structure
from mathloop.answers._symbolic import parse_scalar

__all__ = ["final_form_decision", "numbers_written"]

_NUMERAL_RE = re.compile(r"\d+(?:\.\d+)?")
# A square root written as a power (``2^(1/2)``, ``x**{1/2}``) writes no number: ``sqrt``.
_HALF_POWER_RE = re.compile(r"(?:\*\*|\^)\s*[({]?\s*1\s*/\s*2\s*[)}]?")
# Beyond this size SymPy's denesting and rationalizing may not finish in time: cannot tell.
_MAX_OPS = 60


def final_form_decision(request: FormJob) -> Decision:
    """``equal=True``: done; ``False``: work left, with the reason; ``None``: cannot tell."""
    candidate = _values(request.candidate)
    gold = _values(request.gold)
    if candidate is None or gold is None:
        return Decision(None, "undecided", "not exact values SymPy reads")
    if any(value.has(sympy.Float) for _, value in (*candidate, *gold)):
        # A decimal has no work left, only digits; a decimal gold says nothing of form.
        return Decision(None, "undecided", "a decimal: no work left to judge, only digits")
    left = _work_left(request, candidate, gold)
    if left is None:
        return Decision(None, "undecided", "too large to finish in time")
    if not left:
        return Decision(True, "symbolic", "in final form")
    echoed = _echoed(request)
    if echoed:
        return Decision(False, "symbolic", f"the statement's own expression {echoed} handed back")
    if request.work_always:
        return Decision(False, "symbolic", f"work left: {left}")
    return Decision(True, "symbolic", f"work left ({left}), not asked of this problem")


_Value = tuple[str, sympy.Expr]
"""One value of an answer: its text and SymPy's reading of it."""


def _values(text: str) -> list[_Value] | None:
    """The values ``text`` writes: one, or the items of a tuple, list, set or matrix;
    ``None`` when one of them is not an exact value SymPy reads (or the shape is another:
    a union, an equation)."""
    texts: list[str] = []
    if not _leaf_texts(parse_structure(text), texts):
        return None
    values = []
    for leaf in texts:
        value = parse_scalar(leaf)
        if not isinstance(value, sympy.Expr):
            return None
        values.append((leaf, value))
    return values or None


def _leaf_texts(node: Node, into: list[str]) -> bool:
    if isinstance(node, Leaf):
        into.append(node.text.strip())
        return True
    if isinstance(node, Group):
        return all(_leaf_texts(item, into) for item in node.items)
    if isinstance(node, MatrixNode):
        return all(_leaf_texts(item, into) for row in node.rows for item in row)
    return False


def _work_left(request: FormJob, candidate: list[_Value], gold: list[_Value]) -> str | None:
    """Why the candidate is not finished ("" when it is; ``None``: too large to tell)."""
    extra = set().union(*(_kinds(v) for _, v in candidate)) - set().union(
        *(_kinds(v) for _, v in gold)
    )
    if extra:
        return f"written with {' and '.join(sorted(extra))} its value does not need"
    gold_numbers = [numbers_written(text) for text, _ in gold]
    for text, value in candidate:
        if numbers_written(text) in gold_numbers:
            continue
        if sympy.count_ops(value) > _MAX_OPS:
            return None
        left = _value_left(request, text, value)
        if left:
            return left
    return ""


def _value_left(request: FormJob, text: str, value: sympy.Expr) -> str:
    """Why one value is not finished ("" when it is)."""
    written = numbers_written(text)
    finished = _finished(value, expand=request.expand)
    forms = _one_fraction(finished)
    if not (request.single_fraction and forms):
        forms.append(finished)
    if any(written == numbers_written(str(form)) for form in forms):
        return ""
    if written == _mixed_numbers(finished):
        return ""
    if request.single_fraction and forms[0] != finished:
        return f"not one fraction: as one, it is {sympy.sstr(forms[0])}"
    return f"finished, it is {sympy.sstr(finished)}"


def _echoed(request: FormJob) -> str:
    written = numbers_written(request.candidate)
    for text in request.statement_math:
        if written and numbers_written(text) == written:
            return text
    return ""


def numbers_written(text: str) -> Counter[str]:
    """The numerals ``text`` writes, ``1`` (and ``1.0``) left out, as a multiset; a square
    root written as the power ``1/2`` writes none, as ``sqrt`` does."""
    found = Counter(_NUMERAL_RE.findall(_HALF_POWER_RE.sub(" sqrt ", text)))
    for one in ("1", "1.0"):
        found.pop(one, None)
    return found


def _finished(value: sympy.Expr, *, expand: bool) -> sympy.Expr:
    """``value`` with its numeric work done; an expression in variables is expanded only
    when the statement asks (a factored form is as finished as an expanded one)."""
    if value.free_symbols:
        done = sympy.expand(value) if expand else value
        return done if isinstance(done, sympy.Expr) else value
    done = sympy.radsimp(sympy.expand(sympy.sqrtdenest(value)))
    return done if isinstance(done, sympy.Expr) else value


def _one_fraction(value: sympy.Expr) -> list[sympy.Expr]:
    """``value`` over one denominator, where that is another expression."""
    together = sympy.together(value)
    return [together] if isinstance(together, sympy.Expr) and together != value else []


def _mixed_numbers(value: sympy.Expr) -> Counter[str] | None:
    """The numbers of a rational written as a mixed number (``3\\frac{1}{2}``: 3, 2)."""
    if not value.is_Rational or value.is_Integer:
        return None
    whole, part = divmod(abs(sympy.Rational(value)), 1)
    if whole == 0:
        return None
    return numbers_written(f"{whole} {part.p}/{part.q}")


def _kinds(value: sympy.Expr) -> set[str]:
    """The irrational kinds an exact value is written with: radicals, the imaginary unit."""
    kinds: set[str] = set()
    for node in sympy.preorder_traversal(value):
        if node is sympy.I:
            kinds.add("the imaginary unit")
        elif isinstance(node, sympy.Pow) and _fractional(node.exp):
            negative = node.base.is_negative
            kinds.add("the imaginary unit" if negative else "a radical")
    return kinds


def _fractional(exponent: sympy.Basic) -> bool:
    return bool(exponent.is_Rational and not exponent.is_Integer)
