"""The readers behind the verifier's hedge, unit, scientific-notation and sentence rules."""

from __future__ import annotations

import pytest

from mathloop.answers._hedges import boxed_contents, or_as_list, reply_answers
from mathloop.answers._reading import normalize_read, read_pair
from mathloop.answers._scientific import plain_scientific
from mathloop.answers._sentences import strip_sentence
from mathloop.answers._units import canonical_unit, split_units, unit_conflict


@pytest.mark.parametrize(
    ("phrase", "unit"),
    [
        ("cm", "cm"),
        ("centimetres", "cm"),
        ("square inches", "in^2"),
        ("sq. in.", "in^2"),
        ("in^{2}", "in^2"),
        ("inches²", "in^2"),
        ("meters squared", "m^2"),
        ("cubic meters", "m^3"),
        ("cc", "cm^3"),
        ("miles per hour", "mi/h"),
        ("mph", "mi/h"),
        ("km/h", "km/h"),
        ("kph", "km/h"),
        ("p.m.", "pm"),
        ("A.M.", "am"),
        ("°", "deg"),
        ("degrees Celsius", "degC"),
        ("° F", "degF"),
        ("¢", "cent"),
        ("USD", "dollar"),
    ],
)
def test_canonical_unit(phrase: str, unit: str) -> None:
    assert canonical_unit(phrase) == unit


@pytest.mark.parametrize(
    "phrase", ["ways", "square units", "children tickets", "apples", "m/s/s", "square mph", ""]
)
def test_unknown_units(phrase: str) -> None:
    assert canonical_unit(phrase) is None


@pytest.mark.parametrize(
    ("text", "value", "units"),
    [
        ("5 \\text{ cm}", "5", {"cm"}),
        ("864 \\mbox{ inches}^2", "864", {"in^2"}),
        ("\\$18.90", "18.90", {"dollar"}),
        ("$18.90", "18.90", {"dollar"}),
        ("$18.90$", "$18.90$", set()),
        ("4:30 p.m.", "4:30", {"pm"}),
        ("10:00 AM", "10", {"am"}),
        ("45^\\circ, 135^\\circ", "45, 135", {"deg"}),
        ("1,000 dollars", "1,000", {"dollar"}),
        ("\\$5 cents", "5", {"dollar+cent"}),
        ("5 m", "5", {"m"}),
        ("5m", "5m", set()),
        ("x + 5 m", "x + 5 m", set()),
        ("5 sec", "5", {"s"}),
        ("\\cos 13^\\circ", "\\cos 13^\\circ", set()),
        ("18\\text{ ways.}", "18\\text{ ways.}", set()),
        ("2k", "2k", set()),
    ],
)
def test_split_units(text: str, value: str, units: set[str]) -> None:
    split = split_units(text)
    assert (split.value, split.units) == (value, frozenset(units))


def test_unit_conflict_needs_units_on_both_sides() -> None:
    assert unit_conflict(frozenset({"m"}), frozenset()) is None
    assert unit_conflict(frozenset(), frozenset({"cm"})) is None
    assert unit_conflict(frozenset({"m"}), frozenset({"m"})) is None
    assert unit_conflict(frozenset({"m"}), frozenset({"cm"})) == "different units: m vs cm"


def test_boxed_contents() -> None:
    assert boxed_contents("a \\boxed{1} b \\fbox{\\frac{1}{2}} c \\boxed 3") == [
        "1",
        "\\frac{1}{2}",
        "3",
    ]
    assert boxed_contents("\\boxed{\\boxed{13}}") == ["\\boxed{13}"]
    assert boxed_contents("\\boxedfoo{1}") == []
    assert boxed_contents("\\boxed{1} \\boxed{2") == []


@pytest.mark.parametrize(
    ("reply", "answers", "hedged"),
    [
        ("no box at all", ("no box at all",), False),
        ("\\boxed{42} and \\boxed{42}", ("42",), False),
        ("\\boxed{41} or \\boxed{42}", ("41", "42"), False),
        ("\\boxed{42}, or possibly 43", ("42",), True),
        ("\\boxed{42} (or 43)", ("42",), True),
        ("43 or $\\boxed{42}$", ("42",), True),
        ("\\boxed{42}. Order matters.", ("42",), False),
    ],
)
def test_reply_answers(reply: str, answers: tuple[str, ...], hedged: bool) -> None:
    read = reply_answers(reply)
    assert read.answers == answers
    assert bool(read.hedge) is hedged


@pytest.mark.parametrize(
    ("text", "listed"),
    [
        ("3 or 5", "3, 5"),
        ("either x = 3 or x = 5", "x = 3, x = 5"),
        ("42 (or 43)", "42, 43"),
        ("2, or 3", "2, 3"),
        ("-2 \\text{ or } -12", "-2 \\text{ or } -12"),
        ("\\text{north}", "\\text{north}"),
        ("color", "color"),
    ],
)
def test_or_as_list(text: str, listed: str) -> None:
    assert or_as_list(text) == listed


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("3.2\\times10^{4}", "3.2e4"),
        ("3.2\\cdot10^4", "3.2e4"),
        ("-4.5×10^{-4}", "-4.5e-4"),
        ("3.2*10**4", "3.2e4"),
        ("3.2\\times10^{4},5", "3.2e4,5"),
        ("3.2\\times10^{999}", "3.2\\times10^{999}"),
        ("x+3\\times10^{2}", "x+3\\times10^{2}"),
        ("3.2\\times4", "3.2\\times4"),
        ("2^{10}", "2^{10}"),
    ],
)
def test_plain_scientific(text: str, plain: str) -> None:
    assert plain_scientific(text) == plain


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("The final answer is 42.", "42"),
        ("Final Answer: The final answer is $42$. I hope it is correct.", "$42$"),
        ("x = 5 is the solution", "x = 5"),
        ("Therefore, the answer is: 3.5.", "3.5"),
        ("The value of x is equal to 5", "5"),
        ("The answer is 5!", "5!"),
        ("The answer is not 42.", "The answer is not 42."),
        ("The answer isn't 42.", "The answer isn't 42."),
        ("There are 42 ways.", "There are 42 ways."),
        ("\\frac{1}{2}", "\\frac{1}{2}"),
    ],
)
def test_strip_sentence(text: str, answer: str) -> None:
    assert strip_sentence(text) == answer


def test_read_pair_and_normalize() -> None:
    read = read_pair("\\boxed{5 \\text{ m}}", "The answer is 5 cm.")
    assert read.unit_conflict == "different units: m vs cm"
    pair = normalize_read(read_pair("32000", "The answer is 3.2 \\times 10^{4}."))
    assert (pair.gold, pair.candidate) == ("32000", "3.2e4")
