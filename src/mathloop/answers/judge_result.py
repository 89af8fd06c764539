"""What the LLM judge returns, stored inside a :class:`~mathloop.answers.Verdict`.

Kept apart from :mod:`.judge` so that the verdict type does not import any LLM code.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

__all__ = ["JUDGE_LABELS", "JudgeLabel", "JudgeMessage", "JudgeResult"]

JudgeLabel = Literal["EQUIVALENT", "NOT_EQUIVALENT", "UNSURE"]
JUDGE_LABELS: tuple[JudgeLabel, ...] = ("EQUIVALENT", "NOT_EQUIVALENT", "UNSURE")


class JudgeMessage(BaseModel):
    """One chat message sent to the judge, exactly as sent."""

    model_config = ConfigDict(frozen=True)

    role: str
    content: str


class JudgeResult(BaseModel):
    """The judge's label and the full exchange that produced it.

    ``refused`` is set when the candidate was not sent at all (it held a judge label, a
    delimiter tag, instruction-like words or too many characters); ``messages`` is then
    empty and the label ``UNSURE``. ``error`` holds a backend failure (label ``UNSURE``).
    ``note`` says how the label was read from ``raw_reply`` or why there is none.
    """

    model_config = ConfigDict(frozen=True)

    label: JudgeLabel
    messages: tuple[JudgeMessage, ...] = ()
    raw_reply: str = ""
    model: str = ""
    temperature: float = 0.0
    max_tokens: int = 0
    prompt_tokens: int = 0
    output_tokens: int = 0
    latency_s: float = 0.0
    note: str = ""
    refused: bool = False
    error: str | None = None
