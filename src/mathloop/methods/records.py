"""Typed, versioned trace records that methods produce and the run store writes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from mathloop.answers.extract import ParseStatus
from mathloop.llm.base import Completion
from mathloop.sandbox import CodeSelection, Execution

__all__ = [
    "AttemptRecord",
    "AttemptStatus",
    "CompletionInfo",
    "ErrorInfo",
    "MessageRecord",
    "ParsedInfo",
    "RepeatedReply",
    "StepRecord",
    "Submission",
    "Trace",
    "Usage",
    "failed_calls",
    "first_error",
    "record_calls",
]

TRACE_VERSION = 1

AttemptStatus = Literal[
    "RESULT_SUBMITTED",
    "NO_RESULT_LINE",
    "CODE_REJECTED",
    "NO_USABLE_CODE_OR_RESULT",
    "EXECUTION_TIMEOUT",
    "LLM_ERROR",
    "BUDGET_EXCEEDED",
]
"""What the runner saw of one attempt, before any verification (the model may see this)."""


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
    prompt_tokens_processed: int | None = None
    """Prompt tokens the model evaluated; the rest came from a reused prefix (None: unknown)."""
    prefill_s: float | None = None
    """Seconds to the first token: the prompt's evaluation (None: unknown)."""
    num_ctx: int | None = None
    """The context window the call ran under, prompt plus reply: the method's ``num_ctx`` or
    less where the backend holds less (None: a server's own, or a trace from before)."""
    endpoint: str | None = None
    """The server that answered, by base URL (None: a backend in this process, or a trace
    from before endpoints were recorded)."""
    batch_size: int | None = None
    """How many sequences the embedded engine decoded together in this call, this one
    included (None: decoded alone, or a trace from before batching)."""

    @classmethod
    def of(cls, completion: Completion) -> CompletionInfo:
        """The bookkeeping of ``completion``."""
        return cls(
            prompt_tokens=completion.prompt_tokens,
            output_tokens=completion.output_tokens,
            latency_s=completion.latency_s,
            finish_reason=completion.finish_reason,
            model=completion.model,
            prompt_tokens_processed=completion.prompt_tokens_processed,
            prefill_s=completion.prefill_s,
            num_ctx=completion.num_ctx,
            endpoint=completion.endpoint,
            batch_size=completion.batch_size,
        )


class ParsedInfo(_Record):
    """RESULT/CONFIDENCE parse of an attempt's stdout."""

    result: str | None
    confidence: int | None
    result_status: ParseStatus
    confidence_status: ParseStatus


class RepeatedReply(_Record):
    """A reply whose program repeated an earlier attempt's program (the anti-repeat rule,
    :mod:`mathloop.methods._repeats`): set aside before it ran, and the model asked again."""

    response: str
    completion: CompletionInfo
    repeat_of: int
    """The earlier attempt whose program it repeated."""
    temperature: float
    """The temperature it was sampled at."""


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
    diagnostics: list[str] = Field(default_factory=list)
    """Runner diagnostics (the spec's ``runner_diagnostics``): facts about the program's
    code, such as a ``RESULT:`` line that Python read as an annotation; never a verdict."""
    repeats: list[RepeatedReply] = Field(default_factory=list)
    """Replies set aside before this one because their program repeated an earlier
    attempt's (the anti-repeat rule); each was a model call of its own."""
    reused_execution_of: int | None = None
    """The earlier attempt whose run this attempt reports: its program was that attempt's
    program, so the anti-repeat rule did not run it again."""

    def repeat_infos(self) -> list[CompletionInfo]:
        """The model calls of the replies set aside (see ``repeats``)."""
        return [repeat.completion for repeat in self.repeats]


class StepRecord(_Record):
    """One component of a multi-step method: its prompt, reply and what was made of it.

    ``component`` names the part that ran (IIPC's ``f_init``, ``f_prog``, ``f_err``,
    ``f_val``, ``f_cot``, ``f_comb``; CR's ``proposer``; PoT's ``retry``; ``tally`` for a
    vote). A step whose reply held a program links to the :class:`AttemptRecord` that ran it.
    """

    index: int
    component: str
    messages: list[MessageRecord] = Field(default_factory=list)
    response: str | None = None
    completion: CompletionInfo | None = None
    attempt: int | None = None
    """Index of the attempt (in ``Trace.attempts``) that executed this step's program."""
    memory: list[str] = Field(default_factory=list)
    """The reflection memory shown to this step's prompt (IIPC's ``M_t``)."""
    reflection: str | None = None
    decision: str | None = None
    """What the step decided, e.g. ``stop``/``revise`` (f_val), ``valid``/``invalid``."""
    answer: str | None = None
    """The final answer the reply states (last ``\\boxed{}``), when it states one."""
    notes: list[str] = Field(default_factory=list)
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
    problem: str | None = None
    """The statement as the method saw it (methods with ``steps`` record it)."""
    attempts: list[AttemptRecord] = Field(default_factory=list)
    steps: list[StepRecord] = Field(default_factory=list)
    """Every component call of a multi-step method, in order (empty for the relay methods)."""
    members: list[Trace] = Field(default_factory=list)
    """The traces of a composed method's inner runs (a vote's voters)."""
    stop_reason: str | None = None
    """Why a bounded loop ended (e.g. ``validated``, ``correction_limit``, ``token_budget``)."""
    submission: Submission
    prompt_tokens: int = 0
    output_tokens: int = 0
    llm_calls: int = 0
    elapsed_s: float = 0.0
    error: ErrorInfo | None = None
    preset: str | None = None
    """The seed preset the run applied (``--preset``), stamped when the run saves the trace."""
    replayed_calls: int = 0
    """Model calls answered from the journal of an earlier, interrupted pass on this problem
    (``mathloop.runs.calls.replay``); their seconds are in ``elapsed_s``."""

    def call_infos(self) -> list[CompletionInfo]:
        """Every model call of this trace and its members, once each (:func:`record_calls`)."""
        own = record_calls(self.steps, self.attempts)
        return own + [info for member in self.members for info in member.call_infos()]


def record_calls(
    steps: Sequence[StepRecord], attempts: Sequence[AttemptRecord]
) -> list[CompletionInfo]:
    """The model calls a solve's records hold, once each: every step's, every attempt's that
    is a call of its own (not a program run from a step's reply, which shares the step's
    call), and every reply the anti-repeat rule set aside."""
    linked = {step.attempt for step in steps if step.attempt is not None}
    own = [attempt for attempt in attempts if attempt.index not in linked]
    records: list[StepRecord | AttemptRecord] = [*steps, *own]
    infos = [record.completion for record in records if record.completion is not None]
    return infos + [info for attempt in attempts for info in attempt.repeat_infos()]


def failed_calls(steps: Sequence[StepRecord], attempts: Sequence[AttemptRecord]) -> int:
    """The model calls of a solve's records that failed (an error and no reply)."""
    records: list[StepRecord | AttemptRecord] = [*steps, *attempts]
    return sum(1 for r in records if r.error is not None and r.completion is None)


class Usage(NamedTuple):
    """What a solve's model calls cost: the one rule every trace's totals follow."""

    prompt_tokens: int = 0
    output_tokens: int = 0
    llm_calls: int = 0

    @classmethod
    def of(cls, calls: Sequence[CompletionInfo], *, failed: int = 0) -> Usage:
        """The sums over ``calls``, and ``failed`` calls that returned nothing."""
        return cls(
            prompt_tokens=sum(call.prompt_tokens for call in calls),
            output_tokens=sum(call.output_tokens for call in calls),
            llm_calls=len(calls) + failed,
        )

    @classmethod
    def of_records(cls, steps: Sequence[StepRecord], attempts: Sequence[AttemptRecord]) -> Usage:
        """The usage of the calls a solve's records hold (:func:`record_calls`)."""
        return cls.of(record_calls(steps, attempts), failed=failed_calls(steps, attempts))

    @classmethod
    def of_traces(cls, traces: Sequence[Trace]) -> Usage:
        """The summed usage of finished traces (a vote's members)."""
        return cls(
            prompt_tokens=sum(t.prompt_tokens for t in traces),
            output_tokens=sum(t.output_tokens for t in traces),
            llm_calls=sum(t.llm_calls for t in traces),
        )

    def plus(self, other: Usage) -> Usage:
        """Both usages together."""
        return Usage(
            self.prompt_tokens + other.prompt_tokens,
            self.output_tokens + other.output_tokens,
            self.llm_calls + other.llm_calls,
        )


def first_error(
    steps: Sequence[StepRecord],
    attempts: Sequence[AttemptRecord],
    members: Sequence[Trace],
    *,
    answered: str | None,
) -> ErrorInfo | None:
    """The first recorded error; with no answer and none of its own, a member's."""
    records: list[StepRecord | AttemptRecord] = [*steps, *attempts]
    own = next((r.error for r in records if r.error is not None), None)
    if own is not None or answered:
        return own
    return next((m.error for m in members if m.error is not None), None)
