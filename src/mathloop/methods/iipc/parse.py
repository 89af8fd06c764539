"""Reading IIPC replies: the validation decision and the reflection for the memory."""

from __future__ import annotations

from typing import Literal

from .._text import labelled_choice, labelled_text, prose

__all__ = ["Decision", "parse_decision", "parse_reflection"]

Decision = Literal["stop", "revise"]


def parse_decision(text: str) -> Decision | None:
    """``stop`` or ``revise`` from the first ``DECISION:`` line; ``None`` when there is none."""
    choice = labelled_choice(text, "DECISION", ("STOP", "REVISE"))
    if choice is None:
        return None
    return "stop" if choice == "stop" else "revise"


def parse_reflection(text: str, max_chars: int) -> str:
    """The ``REFLECTION:`` text, else the reply's prose outside code, without the decision."""
    labelled = labelled_text(text, "REFLECTION", max_chars)
    if labelled:
        return labelled
    lines = [line for line in text.splitlines() if parse_decision(line) is None]
    return prose("\n".join(lines), max_chars)
