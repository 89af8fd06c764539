"""The readers and settings behind issue 29's answer classes, one by one (the labelled corpora
in ``tests/answers/<class>.jsonl`` check them end to end)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mathloop.answers import CheckSettings, Verifier, normalize_answer
from mathloop.answers._approximate import is_written_exactly, read_approximation
from mathloop.answers._condition_sets import condition_as_set
from mathloop.answers._conditions import is_logical_condition, written_as_condition
from mathloop.answers._reading import gsm8k_markup
from mathloop.answers._requested import ratio_as_value, requested_form
from mathloop.answers._unicode import unicode_as_latex
from mathloop.answers.normalize import subscript_base
from mathloop.errors import ConfigError


@pytest.fixture(scope="module")
def verifier() -> Iterator[Verifier]:
    with Verifier() as shared:
        yield shared


@pytest.mark.parametrize(
    ("text", "latex"),
    [
        ("¼", "\\frac{1}{4}"),
        ("3¼", "3\\frac{1}{4}"),
        ("√3", "\\sqrt{3}"),
        ("2√(x+1)", "2\\sqrt{x+1}"),
        ("∛2", "\\sqrt[3]{2}"),
        ("π", "\\pi"),
        ("πr²", "\\pi r^{2}"),
        ("(5, ∞)", "(5, \\infty )"),
        ("−3", "-3"),
        ("plain ascii", "plain ascii"),
    ],
)
def test_unicode_as_latex(text: str, latex: str) -> None:
    assert unicode_as_latex(text) == latex


@pytest.mark.parametrize(
    ("answer", "marked", "value"),
    [
        ("\\approx 2.72", True, "2.72"),
        ("x \\approx 2.72", True, "2.72"),
        ("≈ 0.667", True, "0.667"),
        ("approximately 3.14", True, "3.14"),
        ("3.14 (approximately)", True, "3.14"),
        ("\\sim 3", True, "3"),
        ("about 12", True, "12"),
        ("2.72", False, "2.72"),
        ("(1, 2)", False, "(1, 2)"),
        ("x \\sim y", False, "x \\sim y"),
        ("\\frac23 \\approx 0.67", False, "\\frac23"),
        ("e \\approx 2.718", False, "e"),
    ],
)
def test_approximate_marker(answer: str, marked: bool, value: str) -> None:
    assert read_approximation(answer) == (value, marked)


def test_only_a_decimal_is_written_inexactly() -> None:
    assert all(is_written_exactly(text) for text in ("e", "\\frac{2}{3}", "7", "\\sqrt{2}"))
    assert not any(is_written_exactly(text) for text in ("2.72", ".5", "1e-5", "(1.5,2)"))


@pytest.mark.parametrize(
    ("statement", "ratio", "interval"),
    [
        ("What is the ratio of the area of A to the area of B?", True, False),
        ("Find the ratio a:b.", True, False),
        ("The ratio of dogs to cats is 4:3. How many dogs are there?", False, False),
        ("Solve it. Express your answer in interval notation.", False, True),
        ("", False, False),
    ],
)
def test_requested_form(statement: str, ratio: bool, interval: bool) -> None:
    form = requested_form(statement)
    assert (form.ratio, form.interval_notation) == (ratio, interval)


@pytest.mark.parametrize(
    ("ratio", "value"),
    [
        ("10:4", "5/2"),
        ("5:2", "5/2"),
        ("2.5:1", "5/2"),
        ("2:4:6", "1:2:3"),
        ("\\sqrt{3}:1", "\\frac{\\sqrt{3}}{1}"),
        ("4:30pm", "4:30pm"),
        ("0:1", "0:1"),
        ("7", "7"),
    ],
)
def test_ratio_as_value(ratio: str, value: str) -> None:
    assert ratio_as_value(ratio, max_digits=2000) == value


def test_conditions_are_told_from_sets() -> None:
    assert is_logical_condition("(x>0)&(x<36)&Ne(x,9)")
    assert is_logical_condition("Complement(Interval(0,36),FiniteSet(9))")
    assert not is_logical_condition("\\begin{pmatrix}1&2\\end{pmatrix}")
    assert not is_logical_condition("(0,9)\\cup(9,36)")
    assert written_as_condition("x>5") and written_as_condition("x\\ge5")
    assert not written_as_condition("(5,\\infty)")


@pytest.mark.parametrize(
    ("condition", "as_set"),
    [
        ("(x>0)&(x<36)&Ne(x,9)", "Union(Interval.open(0,9),Interval.open(9,36))"),
        ("(5<x)&(x<oo)", "Interval.open(5,oo)"),
        ("Eq(x,3)|Eq(x,5)", "{3,5}"),
        ("(x>2)&(x<1)", "\\emptyset"),
        ("(x>-oo)|(x<0)", "(-\\infty,\\infty)"),
        ("(x>0)&(y<1)", None),
        ("x>5", None),
        ("(x>0)&__import__(os)", None),
    ],
)
def test_condition_as_set(condition: str, as_set: str | None) -> None:
    assert condition_as_set(condition) == as_set


@pytest.mark.parametrize(
    ("numeral", "base"),
    [
        ("101_3", "3"),
        ("101_{3}", "3"),
        ("(101)_3", "3"),
        ("101_{\\text{three}}", "3"),
        ("1A_{16}", "16"),
        ("555_{10}", "10"),
        ("101", None),
        ("x_1", None),
    ],
)
def test_subscript_base(numeral: str, base: str | None) -> None:
    assert subscript_base(numeral) == base


@pytest.mark.parametrize(
    ("text", "normalized"),
    [("3 1/4", "13/4"), ("-3 1/4", "-13/4"), ("3 5/4", "17/4"), ("3 1/4, 2 1/2", "13/4,5/2")],
)
def test_mixed_numbers_with_a_space(text: str, normalized: str) -> None:
    assert normalize_answer(text) == normalized


def test_gsm8k_markup_gives_the_text_after_the_last_marker() -> None:
    assert gsm8k_markup("She makes 18.\n#### 18") == "18"
    assert gsm8k_markup("#### 15\n#### 16") == "16"
    assert gsm8k_markup("15") == "15"
    assert gsm8k_markup("####") == "####"


def test_exact_gold_rel_tol_is_the_setting_for_floats(verifier: Verifier) -> None:
    float_value, truncated = "0.7071067811865476", "0.707107"
    lenient = CheckSettings(final_form="lenient")
    assert verifier.check("\\frac{\\sqrt2}{2}", float_value, settings=lenient).equal is True
    assert verifier.check("\\frac{\\sqrt2}{2}", truncated, settings=lenient).equal is False
    exact_only = CheckSettings(exact_gold_rel_tol=0, final_form="lenient")
    assert verifier.check("\\frac{\\sqrt2}{2}", float_value, settings=exact_only).equal is False
    assert verifier.check("10", "9.999999999999998", settings=exact_only).equal is False
    before = CheckSettings(exact_gold_rel_tol=1e-6)
    assert verifier.check("\\frac{2}{3}", "0.666667", settings=before).equal is True
    # A gold written as a decimal keeps rel_tol, whatever exact_gold_rel_tol says.
    assert verifier.check("0.5", "0.5000001", settings=exact_only).equal is True


def test_strict_holds_a_float_to_the_exact_value_unless_a_decimal_is_asked(
    verifier: Verifier,
) -> None:
    assert verifier.check("\\frac{\\sqrt2}{2}", "0.7071067811865476").equal is False
    assert verifier.check("\\frac{3}{4}", "0.75").equal is True
    asked = "Express your answer as a decimal."
    assert verifier.check("\\frac{1}{3}", "0.3333333333333333", problem=asked).equal is True
    # A tolerance the caller sets is the tolerance, under either policy.
    loose = CheckSettings(exact_gold_rel_tol=1e-6)
    assert verifier.check("\\frac{2}{3}", "0.666667", settings=loose).equal is True


@pytest.mark.parametrize("value", [-1e-3, 1.0, float("nan")])
def test_exact_gold_rel_tol_is_checked(value: float) -> None:
    with pytest.raises(ConfigError, match="exact_gold_rel_tol"):
        CheckSettings(exact_gold_rel_tol=value)


def test_honour_requested_form_can_be_switched_off(verifier: Verifier) -> None:
    problem = "Solve x - 5 > 0. Express your answer in interval notation."
    verdict = verifier.check("(5,\\infty)", "x > 5", problem=problem)
    assert verdict.equal is False
    assert verdict.reason.startswith("the problem asks for interval notation")
    lenient = CheckSettings(honour_requested_form=False)
    assert verifier.check("(5,\\infty)", "x > 5", problem=problem, settings=lenient).equal
    assert verifier.check("(5,\\infty)", "x > 5").equal is True


def test_a_ratio_is_a_value_only_where_one_is_asked_for(verifier: Verifier) -> None:
    asks = "What is the ratio of the height to the radius?"
    assert verifier.check("\\frac{5}{2}", "5:2", problem=asks).equal is True
    assert verifier.check("\\frac{5}{2}", "5:2").equal is False
    assert verifier.check("5:2", "10:4", problem=asks).equal is True
    assert verifier.check("5:2", "10:4").equal is False


def test_a_condition_says_which_set_it_was_read_as(verifier: Verifier) -> None:
    verdict = verifier.check("(5,\\infty)", "(5 < x) & (x < oo)")
    assert verdict.equal is True
    assert "Interval.open(5,oo)" in verdict.reason


def test_approximation_against_exact_says_so(verifier: Verifier) -> None:
    verdict = verifier.check("e", "\\approx 2.7182818")
    assert verdict.equal is False
    assert verdict.reason == "the candidate is marked approximate and the gold is exact"
    # The same pair in the other order (as voting compares two candidates).
    assert verifier.check("\\approx 2.7182818", "e").equal is False
