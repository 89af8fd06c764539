"""The answer classes of issues 15 and 29, one labelled corpus each
(``tests/answers/<class>.jsonl``): hedges, units, scientific notation and sentences around the
answer (issue 15); dropped base subscripts, hedges between choice letters, answers marked as
approximate, hand-truncated decimals, mixed numbers with a space, unicode mathematics,
ratios, GSM8K's ``####`` markup, SymPy conditions and floats one ulp from an integer
(issue 29); ASCII plus-or-minus (``+/-``, ``+-``) and ``Decimal('…')`` / ``mpf('…')``
reprs, day-first dates and "A, with B" clauses, and the rest of issue 40's classes (issue 40)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from answer_corpus import Case, load_cases
from hostile_inputs import within
from mathloop.answers import CheckSettings, Verifier

CLASS_GROUPS: dict[str, list[str]] = json.loads(
    (Path(__file__).with_name("classes.json")).read_text(encoding="utf-8")
)
"""Every answer class by the issue that added it; ``bench/verifier.py`` reads the same file."""
ALL_CLASSES = tuple(name for names in CLASS_GROUPS.values() for name in names)
MIN_PAIRS = 15
LENIENT = CheckSettings(final_form="lenient")


ROWS = [row for name in ALL_CLASSES for row in load_cases(name)]


@pytest.fixture(scope="module")
def verifier() -> Iterator[Verifier]:
    with Verifier() as shared:
        yield shared


@pytest.mark.parametrize("row", ROWS, ids=[row.id for row in ROWS])
def test_class_case(verifier: Verifier, row: Case) -> None:
    verdict = verifier.check(row.gold, row.candidate, kind=row.kind, problem=row.problem)
    assert verdict.equal is row.expected, verdict
    if row.expected_lenient is not None:
        lenient = verifier.check(
            row.gold, row.candidate, kind=row.kind, problem=row.problem, settings=LENIENT
        )
        assert lenient.equal is row.expected_lenient, lenient


@pytest.mark.parametrize("name", ALL_CLASSES)
def test_class_corpus_is_well_formed(name: str) -> None:
    rows = load_cases(name)
    assert len(rows) >= MIN_PAIRS
    assert {row.category for row in rows} == {name}
    assert sum(not row.expected for row in rows) >= 5
    # Equal under one final-form policy or the other: a corpus of program floats is equal
    # under lenient alone (strict holds a float to the exact value).
    assert sum(row.expected or bool(row.expected_lenient) for row in rows) >= 5
    assert all(row.note.strip() for row in rows)
    assert {row.kind for row in rows} <= {"auto", "integer", "math", "gsm8k"}


def test_ids_are_unique_across_every_corpus() -> None:
    ids = [row.id for row in ROWS] + [case.id for case in load_cases("cases")]
    assert len(ids) == len(set(ids))


def test_a_hedge_says_so(verifier: Verifier) -> None:
    verdict = verifier.check("42", "\\boxed{41} or \\boxed{42}")
    assert verdict.equal is False
    assert verdict.reason.startswith("hedged")


def test_a_unit_conflict_says_so(verifier: Verifier) -> None:
    verdict = verifier.check("5 \\text{ m}", "5 \\text{ cm}")
    assert verdict.equal is False
    assert verdict.reason == "different units: m vs cm"


def test_many_boxes_are_a_hedge_even_when_all_are_right(verifier: Verifier) -> None:
    reply = " ".join(f"\\boxed{{{value}}}" for value in ("42", "42.0", "84/2") * 3)
    assert verifier.check("42", reply).equal is True
    many = " ".join(f"\\boxed{{{index} - {index} + 42}}" for index in range(9))
    assert verifier.check("42", many).equal is False


def test_an_unbalanced_box_is_read_as_before(verifier: Verifier) -> None:
    assert verifier.check("42", "\\boxed{42").equal is not True
    assert verifier.check("42", "\\boxed{41} then \\boxed{42").equal is not True


def test_sentences_are_read_on_both_sides(verifier: Verifier) -> None:
    # Voting compares two candidates with check(); the order must not matter.
    assert verifier.check("The answer is 5.", "5").equal is True
    assert verifier.check("5", "The answer is 5.").equal is True
    assert verifier.check("The answer is 5 cm.", "5 m").equal is False


def test_long_runs_of_spaces_are_read_in_bounded_time(verifier: Verifier) -> None:
    replies = ("1" + " " * 1990 + "x", "x = 5" + " " * 1980 + "is the answer")
    within(2, lambda: [verifier.check("5", reply) for reply in replies])


def test_every_class_corpus_is_listed_once() -> None:
    """``classes.json`` lists every class corpus of this folder (not the main ``cases``, nor
    the ``audit`` corpus of real answers, which measures the checker rather than pins it)."""
    corpora = {path.stem for path in Path(__file__).parent.glob("*.jsonl")} - {"cases", "audit"}
    assert sorted(ALL_CLASSES) == sorted(corpora)
