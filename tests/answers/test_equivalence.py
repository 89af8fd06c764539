"""Answer equivalence: golden cases from ``cases.jsonl``, plus time limits, caps and types."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pydantic
import pytest

import mathloop.answers
from answer_corpus import Case, load_cases
from hostile_inputs import within
from mathloop.answers import (
    CheckSettings,
    NormalizedPair,
    Verdict,
    Verifier,
    check,
    normalize_answer,
    normalize_pair,
)
from mathloop.errors import ConfigError, MathloopError

# A polynomial identity whose symbolic proof takes SymPy far longer than a second.
SLOW_GOLD = "(x+y+z)^{60}"
SLOW_CANDIDATE = "((x+y)**2 + 2*(x+y)*z + z**2)**30"


CATEGORIES = frozenset(
    {"wrapper", "latex-notation", "units", "number-format", "choice", "integer", "aime"}
    | {"gsm8k", "fraction-decimal", "radical-pi", "complex", "python-output", "tuple"}
    | {"roots-set", "interval", "matrix", "equation", "expression", "word", "large-number"}
    | {"ratio-time"}
)


CASES = load_cases("cases")


@pytest.fixture(scope="module")
def verifier() -> Iterator[Verifier]:
    with Verifier() as shared:
        yield shared


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_golden_case(verifier: Verifier, case: Case) -> None:
    verdict = verifier.check(case.gold, case.candidate, kind=case.kind)
    assert verdict.equal is case.expected, verdict
    if case.expected_lenient is not None:
        lenient = CheckSettings(final_form="lenient")
        again = verifier.check(case.gold, case.candidate, kind=case.kind, settings=lenient)
        assert again.equal is case.expected_lenient, again


def test_cases_file_is_well_formed() -> None:
    ids = [case.id for case in CASES]
    assert len(ids) >= 400
    assert len(set(ids)) == len(ids)
    pairs = [(case.gold, case.candidate, case.kind) for case in CASES]
    assert len(set(pairs)) == len(pairs)
    assert {case.kind for case in CASES} <= {"auto", "integer", "math", "gsm8k"}
    assert {case.category for case in CASES} == CATEGORIES
    assert all(case.note.strip() for case in CASES)
    assert sum(not case.expected for case in CASES) >= 150


def test_every_category_has_both_labels() -> None:
    for category in CATEGORIES:
        labels = {case.expected for case in CASES if case.category == category}
        assert labels == {True, False}, category


@pytest.mark.parametrize(
    ("gold", "candidate", "kind"),
    [
        ("\\frac{1}{2004!}", "\\frac{1}{2006!}", "auto"),
        ("\\pm 2021", "2021", "auto"),
        ("x=3", "x=4", "auto"),
        ("[2,5)", "[2,5]", "auto"),
        ("(1,2)", "(2,1)", "auto"),
        ("\\frac{1}{3}", "0.33", "auto"),
        ("25", "25.5", "integer"),
    ],
)
def test_required_unequal_pairs_are_golden_cases(gold: str, candidate: str, kind: str) -> None:
    assert any(
        (case.gold, case.candidate, case.kind, case.expected) == (gold, candidate, kind, False)
        for case in CASES
    )


def test_verdict_fields(verifier: Verifier) -> None:
    verdict = verifier.check("\\boxed{\\dfrac{1}{2}}", "0.5")
    assert verdict.equal is True
    assert verdict.decided_by == "exact"
    assert verdict.normalized_gold == "\\frac{1}{2}"
    assert verdict.normalized_candidate == "0.5"
    assert verdict.elapsed_s >= 0
    assert isinstance(verdict.reason, str)
    with pytest.raises(pydantic.ValidationError):
        verdict.equal = False  # type: ignore[misc]


def test_verdict_round_trips_through_json(verifier: Verifier) -> None:
    verdict = verifier.check("\\frac{\\sqrt{2}}{2}", "sqrt(2)/2")
    assert Verdict.model_validate_json(verdict.model_dump_json()) == verdict


@pytest.mark.parametrize(
    ("gold", "candidate", "decided_by"),
    [
        ("42", "42", "exact"),
        ("\\frac{1}{3}", "0.333333333", "numeric"),
        ("\\frac{\\sqrt{2}}{2}", "sqrt(2)/2", "symbolic"),
        ("x \\ne y", "x \\neq y", "math_verify"),
    ],
)
def test_decided_by(verifier: Verifier, gold: str, candidate: str, decided_by: str) -> None:
    assert verifier.check(gold, candidate).decided_by == decided_by


def test_timeout_is_undecided_and_the_worker_recovers() -> None:
    with Verifier(CheckSettings(timeout_s=0.5)) as slow_verifier:
        start = time.perf_counter()
        verdict = slow_verifier.check(SLOW_GOLD, SLOW_CANDIDATE)
        assert time.perf_counter() - start < 30
        assert verdict.equal is None
        assert verdict.decided_by == "undecided"
        assert "exceeded" in verdict.reason
        assert not slow_verifier.worker_running
        after = slow_verifier.check("\\frac{\\pi}{4}", "pi/4")
        assert after.equal is True
        assert slow_verifier.worker_running


def test_per_call_settings_override_the_verifier_settings(verifier: Verifier) -> None:
    verdict = verifier.check(SLOW_GOLD, SLOW_CANDIDATE, settings=CheckSettings(timeout_s=0.2))
    assert verdict.equal is None
    assert verifier.check("3\\sqrt{13}", "3*sqrt(13)").equal is True


def test_cheap_cases_do_not_start_the_worker() -> None:
    with Verifier() as cheap:
        assert cheap.check("025", "25", kind="integer").equal is True
        assert cheap.check("\\frac{1}{2}", "0.5").equal is True
        assert cheap.check("(1,2)", "(2,1)").equal is False
        assert cheap.check("[2,5)", "Interval.Ropen(2, 5)").equal is True
        assert not cheap.worker_running


def test_bulk_cheap_checks_are_fast() -> None:
    with Verifier() as cheap:
        within(5, lambda: [cheap.check(str(value), f"{value}.0") for value in range(2000)])
        assert not cheap.worker_running


@pytest.mark.parametrize(
    ("gold", "candidate"),
    [
        ("10^{10^{10}}", "10**10**10"),
        ("2^{10^{100}}", "2"),
        ("(2^{9999})^{9999}", "2"),
        ("x^{1000000}", "x**1000000"),
        ("\\frac{1}{100000!}", "0"),
        ("x + " + "9" * 1500, "x"),
    ],
)
def test_caps_keep_huge_numbers_away_from_sympy(gold: str, candidate: str) -> None:
    settings = CheckSettings(max_digits=1000)
    with Verifier(settings) as capped:
        verdict = within(1, lambda: capped.check(gold, candidate))
        assert verdict.equal is None
        assert verdict.decided_by == "undecided"
        assert verdict.reason
        assert not capped.worker_running


def test_identical_huge_answers_are_decided_safely(verifier: Verifier) -> None:
    assert verifier.check("10**10**10", "10**10**10").equal is True
    settings = CheckSettings(max_digits=100)
    big = "7" * 1500
    assert verifier.check(big, big, settings=settings).equal is True
    assert verifier.check(big, big[:-1] + "8", settings=settings).equal is False


def test_input_length_cap(verifier: Verifier) -> None:
    settings = CheckSettings(max_input_chars=50)
    verdict = verifier.check("1", "1" + " " * 60, settings=settings)
    assert verdict.equal is None
    assert "characters" in verdict.reason


def test_python_candidates_cannot_run_code(verifier: Verifier, tmp_path: Path) -> None:
    marker = tmp_path / "touched"
    for attack in (
        f"__import__('pathlib').Path('{marker}').touch()",
        f"(lambda: open('{marker}', 'w'))()",
        "x.__class__.__mro__",
    ):
        assert verifier.check("1", attack).equal is not True
    assert not marker.exists()


def test_module_level_check() -> None:
    verdict = check("\\frac{\\sqrt{2}}{2}", "sqrt(2)/2")
    assert verdict.equal is True
    assert verdict.decided_by == "symbolic"


def test_settings_are_validated() -> None:
    with pytest.raises(ConfigError):
        CheckSettings(timeout_s=0)
    with pytest.raises(MathloopError):
        CheckSettings(max_digits=0)


def test_public_names() -> None:
    assert set(mathloop.answers.__all__) == {
        "DEFAULT_JUDGE_SPEC",
        "DEFAULT_SETTINGS",
        "JUDGE_LABELS",
        "AnswerPair",
        "CheckSettings",
        "DecidedBy",
        "FinalForm",
        "JudgeLabel",
        "JudgeMessage",
        "JudgeResult",
        "JudgeSpec",
        "judge",
        "judge_verdict",
        "parse_label",
        "read_pairs",
        "with_judgment",
        "NormalizedPair",
        "ParseStatus",
        "ParsedResult",
        "Verdict",
        "Verifier",
        "VerifierError",
        "check",
        "verify",
        "gsm8k_final_answer",
        "is_plain_number",
        "last_boxed",
        "normalize_answer",
        "normalize_pair",
        "parse_result",
    }


@pytest.mark.parametrize(
    ("raw", "normalized"),
    [
        ("\\boxed{\\dfrac{1}{2}}", "\\frac{1}{2}"),
        ("$\\left( 3, \\frac{\\pi}{2} \\right)$", "(3,\\frac{\\pi}{2})"),
        ("1,000 dollars", "1000"),
        ("(1,000)", "(1,000)"),
        ("007", "7"),
        ("-0042", "-42"),
        ("90^{\\circ}", "90"),
        ("\\text{(B)}", "B"),
        ("**73**", "73"),
        ("5 \\text{ cm}", "5"),
        ("2k", "2k"),
        ("\\cot x", "\\cot x"),
        ("Rational(3, 4)", "3/4"),
        ("\\frac 59", "\\frac{5}{9}"),
        ("4210_{5}", "4210"),
        ("12.", "12"),
        ("x \\in [-2,7]", "[-2,7]"),
    ],
)
def test_normalize_answer(raw: str, normalized: str) -> None:
    assert normalize_answer(raw) == normalized


def test_normalize_pair_drops_assignments_only_for_bare_golds() -> None:
    assert normalize_pair("7", "x = 7") == NormalizedPair("7", "7")
    assert normalize_pair("x=7", "x = 7") == NormalizedPair("x=7", "x=7")


def test_normalize_pair_records_percent_golds() -> None:
    assert normalize_pair("25\\%", "0.25") == NormalizedPair("25", "0.25", gold_is_percent=True)
    # A candidate that is itself a percentage is compared as one: 0.3% is not 30%.
    assert normalize_pair("25\\%", "25%") == NormalizedPair("25", "25", gold_is_percent=False)
    assert normalize_pair("0.25", "25\\%") == NormalizedPair("0.25", "25")


def test_gold_listing_two_accepted_answers_accepts_either() -> None:
    from mathloop.answers import check

    gold = "080 or 081 (both were accepted)"
    assert check(gold, "80", kind="integer").equal is True
    assert check(gold, "081", kind="integer").equal is True
    assert check(gold, "82", kind="integer").equal is False
