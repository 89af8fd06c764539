"""How a method's solve ends: its :class:`Outcome`, and the submissions methods read from a
reply or a program's run. Part of the method kit (:mod:`mathloop.methods.recorder`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from mathloop.answers.extract import last_boxed
from mathloop.llm.base import Message
from mathloop.sandbox import extract_python_blocks

from .prompts import load_prompt
from .records import AttemptRecord, ErrorInfo, StepRecord, Submission, Trace, Usage, first_error

if TYPE_CHECKING:
    from mathloop.problems import Problem

__all__ = [
    "Outcome",
    "attempts_outcome",
    "build_trace",
    "has_code",
    "program_submission",
    "prompt_messages",
    "submission_from_attempts",
    "text_submission",
]


class Outcome(NamedTuple):
    """How a method's body ended: its submission and why it stopped."""

    submission: Submission
    stop_reason: str


def prompt_messages(system: str, user: str, **values: object) -> list[Message]:
    """A system and a user message rendered from the prompt files of those names."""
    return [
        Message("system", load_prompt(system).render(**values)),
        Message("user", load_prompt(user).render(**values)),
    ]


def has_code(text: str | None) -> bool:
    """Whether a reply holds a fenced code block."""
    return bool(extract_python_blocks(text or ""))


def text_submission(step: StepRecord) -> Submission:
    """The answer a text reply states in its last ``\\boxed{}``, or none."""
    answer = last_boxed(step.response or "")
    if answer is None or not answer.strip():
        return Submission(answer=None, status="NO_USABLE_CODE_OR_RESULT")
    return Submission(answer=answer.strip(), status="RESULT_SUBMITTED", source="text")


def program_submission(attempt: AttemptRecord) -> Submission:
    """The answer a program printed on its first ``RESULT:`` line (or, where the spec accepts
    it, a reply without code stated), or the attempt's status."""
    parsed = attempt.parsed
    if attempt.status == "RESULT_SUBMITTED" and parsed is not None:
        return Submission(
            answer=parsed.result,
            confidence=parsed.confidence,
            attempt=attempt.index,
            status="RESULT_SUBMITTED",
            source="execution" if attempt.execution is not None else "text",
        )
    return Submission(answer=None, attempt=attempt.index, status=attempt.status)


def submission_from_attempts(attempts: Sequence[AttemptRecord]) -> Submission:
    """The first attempt that submitted a RESULT; otherwise the last attempt's status."""
    for attempt in attempts:
        if attempt.status == "RESULT_SUBMITTED" and attempt.parsed is not None:
            return program_submission(attempt)
    status = attempts[-1].status if attempts else "NO_USABLE_CODE_OR_RESULT"
    return Submission(answer=None, status=status)


def attempts_outcome(attempts: Sequence[AttemptRecord]) -> Outcome:
    """How a run of code-writing attempts ended: its submission, and ``result_submitted``,
    ``llm_error`` or ``attempts_exhausted``."""
    submission = submission_from_attempts(attempts)
    if submission.status == "RESULT_SUBMITTED":
        return Outcome(submission, "result_submitted")
    if submission.status == "LLM_ERROR":
        return Outcome(submission, "llm_error")
    return Outcome(submission, "attempts_exhausted")


def build_trace(
    *,
    method: str,
    spec: dict[str, Any],
    problem: Problem,
    outcome: Outcome,
    steps: Sequence[StepRecord] = (),
    attempts: Sequence[AttemptRecord] = (),
    members: Sequence[Trace] = (),
    elapsed_s: float = 0.0,
    usage: Usage | None = None,
    error: ErrorInfo | None = None,
) -> Trace:
    """A trace: the records of a solve and how it ended, with its totals.

    The totals are the usage of the calls its records hold plus its members' (the one
    rule, :class:`Usage`); ``usage`` replaces them where the records do not hold every call
    (a solve stopped mid-call: the calls the journal counted, members' included). ``error``
    defaults to the first recorded error, or with no answer, the first member's.
    """
    if usage is None:
        usage = Usage.of_records(steps, attempts).plus(Usage.of_traces(members))
    if error is None:
        error = first_error(steps, attempts, members, answered=outcome.submission.answer)
    return Trace(
        method=method,
        spec=spec,
        problem_id=problem.id,
        problem=problem.statement,
        attempts=list(attempts),
        steps=list(steps),
        members=list(members),
        stop_reason=outcome.stop_reason,
        submission=outcome.submission,
        prompt_tokens=usage.prompt_tokens,
        output_tokens=usage.output_tokens,
        llm_calls=usage.llm_calls,
        elapsed_s=elapsed_s,
        error=error,
    )
