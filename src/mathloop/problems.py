"""Problem and benchmark item types.

A :class:`Problem` is everything a method may see. It has no gold-answer field, so the
"verifier never talks to the model" rule holds by construction: the runner hands methods a
``Problem`` and keeps the :class:`BenchmarkItem`'s gold answer for the verifier.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

__all__ = ["ANSWER_KINDS", "AnswerKind", "BenchmarkItem", "Problem", "answer_kind_of"]

AnswerKind = Literal["auto", "integer", "math", "gsm8k"]

ANSWER_KINDS: dict[str, AnswerKind] = {
    "math500": "math",
    "math": "math",
    "gsm8k": "gsm8k",
    "aime": "integer",
}
"""How each named benchmark's answers are compared; any other benchmark's are ``auto``."""


def answer_kind_of(benchmark: str) -> AnswerKind:
    """The answer kind of ``benchmark``'s problems (:data:`ANSWER_KINDS`, else ``auto``)."""
    return ANSWER_KINDS.get(benchmark, "auto")


@dataclass(frozen=True)
class Problem:
    """A math problem as a method sees it: id, statement and descriptive metadata."""

    id: str
    statement: str
    benchmark: str = "adhoc"
    subject: str | None = None
    level: int | None = None
    year: int | None = None
    number: int | None = None
    answer_kind: AnswerKind = "auto"
    extra: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class BenchmarkItem:
    """A problem plus its gold answer. Only the runner and the verifier hold these."""

    problem: Problem
    gold: str
