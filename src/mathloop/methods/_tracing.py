"""Helpers that turn a list of attempts into a finished trace."""

from __future__ import annotations

import time
from typing import Any, Literal

from .records import AttemptRecord, Submission, Trace

__all__ = ["finish_trace", "submission_from_attempts"]


def submission_from_attempts(attempts: list[AttemptRecord]) -> Submission:
    """The first attempt that printed RESULT is the submission; otherwise the last status."""
    for attempt in attempts:
        if attempt.status == "RESULT_SUBMITTED" and attempt.parsed is not None:
            source: Literal["execution", "text"] = (
                "execution" if attempt.execution is not None else "text"
            )
            return Submission(
                answer=attempt.parsed.result,
                confidence=attempt.parsed.confidence,
                attempt=attempt.index,
                status="RESULT_SUBMITTED",
                source=source,
            )
    status = attempts[-1].status if attempts else "NO_USABLE_CODE_OR_RESULT"
    return Submission(answer=None, status=status)


def finish_trace(
    *,
    method: str,
    spec: dict[str, Any],
    problem_id: str,
    attempts: list[AttemptRecord],
    started: float,
) -> Trace:
    """Sum the attempts' tokens and time into a trace with its submission."""
    completions = [a.completion for a in attempts if a.completion is not None]
    error = next((a.error for a in attempts if a.error is not None), None)
    return Trace(
        method=method,
        spec=spec,
        problem_id=problem_id,
        attempts=attempts,
        submission=submission_from_attempts(attempts),
        prompt_tokens=sum(c.prompt_tokens for c in completions),
        output_tokens=sum(c.output_tokens for c in completions),
        llm_calls=len(attempts),
        elapsed_s=time.monotonic() - started,
        error=error,
    )
