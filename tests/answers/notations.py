"""Notations by construction: every answer type the benchmarks use, written every way a
model's reply or a program's printed line writes it, and mutated into near misses.

Instead of growing the checker by listed cases, the tests generate them: for a random exact
value of each type (:data:`ANSWER_TYPES`), every rendering must equal every other
(``test_notations.py`` checks the LaTeX gold against each notation, both ways;
``bench/notations.py`` tabulates every pair), and every near miss (a sign, a factor, the
order of a tuple, an open end, one element of a set, the base) must not. Each pair is
checked under both final-form policies: a writing with work left (a program's float of an
irrational value, ``\\sqrt{98}``, a root in the denominator) equals the value under
``lenient`` and is refused under ``strict``, so the generator checks the refusal too.

The types are built in ``notation_numbers.py`` (one number), ``notation_forms.py`` (a number
with a form around it) and ``notation_shapes.py`` (several numbers) from the parts in
``notation_kit.py``; each rendering that SymPy can read is read back and checked against the
value, so the generator cannot be wrong silently.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from hypothesis import HealthCheck, given, settings
from notation_forms import BASE, CONGRUENCE, MONEY, ORDINAL, PERCENT, TIME
from notation_kit import AnswerType, Example, NearMiss, Rendering
from notation_numbers import COMPLEX, FRACTION, INTEGER, LARGE, MIXED, PI_MULTIPLE, RADICAL
from notation_shapes import INTERVAL, LINE, MATRIX, PAIR, POLYNOMIAL, PUNCTURED, SET, VECTOR

from mathloop.answers import FinalForm

__all__ = [
    "ANSWER_TYPES",
    "AnswerType",
    "Comparison",
    "Example",
    "NearMiss",
    "Rendering",
    "answer_type",
    "collect_examples",
    "gold_comparisons",
    "near_miss_comparisons",
    "pairwise_comparisons",
]

ANSWER_TYPES: tuple[AnswerType[Any], ...] = (
    INTEGER,
    FRACTION,
    MIXED,
    RADICAL,
    PI_MULTIPLE,
    COMPLEX,
    LARGE,
    MONEY,
    PERCENT,
    TIME,
    ORDINAL,
    CONGRUENCE,
    BASE,
    VECTOR,
    MATRIX,
    INTERVAL,
    PUNCTURED,
    SET,
    PAIR,
    POLYNOMIAL,
    LINE,
)
"""Every answer type, in the order the bench table lists them."""


def answer_type(name: str) -> AnswerType[Any]:
    """The answer type called ``name``."""
    return next(kind for kind in ANSWER_TYPES if kind.name == name)


@dataclass(frozen=True)
class Comparison:
    """One check the generator asks for: ``candidate`` against ``gold`` under the final-form
    policy ``final_form``, expected ``equal``, with the notation each is written in (a near
    miss's is ``mutation / notation``)."""

    gold: str
    candidate: str
    expected: bool
    gold_notation: str
    candidate_notation: str
    problem: str = ""
    final_form: FinalForm = "strict"


def _both_policies(example: Example, gold: Rendering, candidate: Rendering) -> Iterator[Comparison]:
    """``candidate`` against ``gold``: equal under lenient; under strict, equal where the
    candidate is finished, and not where only the gold is (two unfinished writings: not
    asked of strict)."""
    names = (gold.notation, candidate.notation)
    yield Comparison(gold.text, candidate.text, True, *names, example.problem, "lenient")
    if candidate.finished or gold.finished:
        strict = candidate.finished
        yield Comparison(gold.text, candidate.text, strict, *names, example.problem, "strict")


def gold_comparisons(example: Example) -> Iterator[Comparison]:
    """The LaTeX gold against every other rendering, and (where the notation may stand as a
    gold) every rendering as the gold against the LaTeX one, under both policies."""
    gold = example.gold
    for rendering in example.renderings[1:]:
        yield from _both_policies(example, gold, rendering)
        if rendering.as_gold:
            yield from _both_policies(example, rendering, gold)


def pairwise_comparisons(example: Example) -> Iterator[Comparison]:
    """Every ordered pair of renderings under both policies (a gold-only-as-candidate
    notation is never a gold, and is compared with the LaTeX gold only)."""
    for gold in example.renderings:
        if not gold.as_gold:
            continue
        for candidate in example.renderings:
            if candidate is gold or (not candidate.as_gold and gold is not example.gold):
                continue
            yield from _both_policies(example, gold, candidate)


def near_miss_comparisons(example: Example) -> Iterator[Comparison]:
    """The LaTeX gold against each near miss in every notation: none may be equal, under the
    lenient policy (strict credits a subset of what lenient credits)."""
    for miss in example.near_misses:
        notation = f"{miss.mutation} / {miss.notation}"
        yield Comparison(
            example.gold.text,
            miss.text,
            False,
            example.gold.notation,
            notation,
            example.problem,
            "lenient",
        )


def collect_examples(kind: AnswerType[Any], count: int) -> list[Example]:
    """``count`` examples of ``kind``, the same ones on every run (hypothesis, derandomized)."""
    examples: list[Example] = []

    @settings(
        max_examples=count,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(kind.examples)
    def collect(example: Example) -> None:
        examples.append(example)

    collect()
    return examples
