import pytest

from mathloop.methods._text import labelled_choice, labelled_text, numbered, prose
from mathloop.methods.iipc.parse import parse_decision, parse_reflection


@pytest.mark.parametrize(
    ("reply", "decision"),
    [
        ("DECISION: STOP", "stop"),
        ("**DECISION:** REVISE\nREFLECTION: x", "revise"),
        ("### Decision: `stop`", "stop"),
        ("The decision: STOP is premature.", None),  # not at the start of a line
        ("DECISION: MAYBE", None),
        ("I would stop here.", None),
    ],
)
def test_decisions(reply: str, decision: str | None) -> None:
    assert parse_decision(reply) == decision


def test_reflection_label_ends_at_code_or_next_label() -> None:
    reply = "DECISION: REVISE\n**Reflection:** The angle\nwas wrong.\n```python\nx = 1\n```"
    assert parse_reflection(reply, 600) == "The angle was wrong."
    labelled = "REFLECTION: off by one\nNOTE: ignore this"
    assert labelled_text(labelled, "REFLECTION", 600) == "off by one"


def test_reflection_falls_back_to_prose_and_is_clipped() -> None:
    reply = "DECISION: REVISE\nThe loop bound is off.\n```python\nprint(1)\n```\nFixed it."
    assert parse_reflection(reply, 600) == "The loop bound is off. Fixed it."
    assert parse_reflection("word " * 100, 20) == "word word word wo..."


def test_choices_labels_and_lists() -> None:
    assert labelled_choice("VERDICT: Valid, because", "VERDICT", ("VALID", "INVALID")) == "valid"
    assert labelled_choice("VERDICT: INVALID", "VERDICT", ("VALID", "INVALID")) == "invalid"
    assert labelled_text("no label here", "PROPOSITION", 100) == ""
    assert prose("```python\nx\n```", 100) == ""
    assert numbered([]) == "(none yet)"
    assert numbered(["a", "b"]) == "1. a\n2. b"
