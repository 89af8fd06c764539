"""Generated answers and program output: parsing and the verifier always answer, in time."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hostile_inputs import GENERATED, answers, hostile_text, nested_text, within
from mathloop.answers import CheckSettings, Verifier, last_boxed, parse_result
from mathloop.answers.normalize import normalize_answer

LIMIT_S = 5.0
SETTINGS = CheckSettings(timeout_s=2.0)
# A comparison may end in a killed worker; the next one then pays for a fresh start.
CHECK_LIMIT_S = SETTINGS.timeout_s + 30.0
GOLDS = ("42", "\\frac{1}{2}", "(1, 2)", "x^2 + 1", "[0, 1)", "\\sqrt{2}", "B", "#### 7")


@pytest.fixture(scope="module")
def verifier() -> Iterator[Verifier]:
    with Verifier(SETTINGS) as shared:
        yield shared


@GENERATED
@given(st.one_of(hostile_text, nested_text(), answers))
def test_parse_result_answers_any_output(stdout: str) -> None:
    parsed = within(LIMIT_S, lambda: parse_result(stdout))
    assert (parsed.result is None) == (parsed.result_status != "PARSED")
    if parsed.result is not None:
        assert parsed.result == parsed.result.strip() != ""
    assert parsed.confidence is None or 0 <= parsed.confidence <= 100


@GENERATED
@given(st.one_of(hostile_text, nested_text(), answers))
def test_last_boxed_and_normalization_answer_any_text(text: str) -> None:
    boxed = within(LIMIT_S, lambda: last_boxed(text))
    assert boxed is None or boxed in text
    within(LIMIT_S, lambda: normalize_answer(text[: SETTINGS.max_input_chars]))


@settings(GENERATED, max_examples=60)
@given(gold=st.one_of(st.sampled_from(GOLDS), answers), candidate=answers)
def test_check_answers_any_pair(verifier: Verifier, gold: str, candidate: str) -> None:
    verdict = within(CHECK_LIMIT_S, lambda: verifier.check(gold, candidate))
    assert verdict.equal in (True, False, None)
    assert (verdict.equal is None) == (verdict.decided_by == "undecided")


@pytest.mark.parametrize(
    "candidate",
    ["(" * 999 + "1" + ")" * 999, "\\sqrt{" * 200 + "2" + "}" * 200, "(" * 1999, "[" * 60 + "1"],
    ids=["parens-999", "sqrt-200", "unclosed-1999", "brackets-60"],
)
def test_deep_brackets_are_undecided_without_sympy(candidate: str) -> None:
    with Verifier(SETTINGS) as fresh:
        verdict = within(LIMIT_S, lambda: fresh.check("1", candidate))
        assert verdict.equal is None
        assert "brackets nested" in verdict.reason
        assert not fresh.worker_running


def test_nesting_limit_is_a_setting(verifier: Verifier) -> None:
    answer = "((((x)))) + 1"  # needs SymPy, where the limit applies
    assert verifier.check("x + 1", answer).equal is True
    shallow = CheckSettings(timeout_s=2.0, max_nesting_depth=3)
    verdict = verifier.check("x + 1", answer, settings=shallow)
    assert (verdict.equal, verdict.reason) == (None, "brackets nested 4 deep (limit 3)")


def test_huge_answers_and_outputs_are_answered_quickly(verifier: Verifier) -> None:
    huge = "1" * 100_000
    assert within(LIMIT_S, lambda: verifier.check("1", huge)).equal is None
    spaced = "RESULT: a" + " " * 100_000 + "b\nCONFIDENCE: 1" + " " * 100_000 + "0"
    parsed = within(LIMIT_S, lambda: parse_result(spaced))
    assert (parsed.result_status, parsed.confidence_status) == ("PARSED", "INVALID")
    boxes = "\\boxed{" * 50_000 + "7" + "}" * 50_000
    assert within(LIMIT_S, lambda: last_boxed(boxes)) == "7"  # the last box opened
