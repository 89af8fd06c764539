"""Typed, versioned trace records that methods produce and the run store writes."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from mathloop.answers.extract import ParseStatus
from mathloop.sandbox import CodeSelection, Execution

__all__ = [
    "AttemptRecord",
    "AttemptStatus",
    "CompletionInfo",
    "ErrorInfo",
    "FailureClass",
    "MessageRecord",
    "ParsedInfo",
    "Submission",
    "Trace",
]

TRACE_VERSION = 1

AttemptStatus = Literal[
    "RESULT_SUBMITTED",
    "NO_RESULT_LINE",
    "CODE_REJECTED",
    "NO_USABLE_CODE_OR_RESULT",
    "EXECUTION_TIMEOUT",
    "LLM_ERROR",
]
"""What the runner saw of one attempt, before any verification (the model may see this)."""

FailureClass = Literal[
    "VERIFIED_CORRECT_RESULT",
    "WRONG_RESULT",
    "UNDECIDED_RESULT",
    "NO_RESULT_LINE",
    "CODE_REJECTED",
    "NO_USABLE_CODE_OR_RESULT",
    "EXECUTION_TIMEOUT",
    "LLM_ERROR",
]
"""The seed's taxonomy after hidden verification (plus timeout, LLM error and undecided)."""


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ErrorInfo(_Record):
    """An infrastructure failure recorded on a problem instead of a fake answer."""

    kind: str
    message: str


class MessageRecord(_Record):
    """One chat message as sent to the model."""

    role: str
    content: str


class CompletionInfo(_Record):
    """Bookkeeping of one LLM call."""

    prompt_tokens: int
    output_tokens: int
    latency_s: float
    finish_reason: str
    model: str = ""


class ParsedInfo(_Record):
    """RESULT/CONFIDENCE parse of an attempt's stdout."""

    result: str | None
    confidence: int | None
    result_status: ParseStatus
    confidence_status: ParseStatus


class AttemptRecord(_Record):
    """Everything one attempt did: prompt, response, code, safety, execution, parse."""

    index: int
    messages: list[MessageRecord]
    response: str | None
    completion: CompletionInfo | None
    selection: CodeSelection | None
    execution: Execution | None
    parsed: ParsedInfo | None
    status: AttemptStatus
    feedback: str = ""
    error: ErrorInfo | None = None


class Submission(_Record):
    """The method's final answer (or the reason there is none)."""

    answer: str | None
    confidence: int | None = None
    attempt: int | None = None
    status: AttemptStatus
    source: Literal["execution", "text", "none"] = "none"


class Trace(_Record):
    """How one method solved one problem, ending in a submission."""

    version: int = TRACE_VERSION
    method: str
    spec: dict[str, Any]
    problem_id: str
    attempts: list[AttemptRecord] = Field(default_factory=list)
    submission: Submission
    prompt_tokens: int = 0
    output_tokens: int = 0
    llm_calls: int = 0
    elapsed_s: float = 0.0
    error: ErrorInfo | None = None
