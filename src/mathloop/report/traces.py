"""Reading traces tolerantly: the problem statement, attempts, and the trace corpus entry.

Traces are plain JSON here (see :func:`~mathloop.report.runset.read_trace`): methods add
fields over time (IIPC ``steps``, judge details) and a report must still show them.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict

from .runset import Row

__all__ = [
    "CORPUS_VERSION",
    "CorpusAttempt",
    "CorpusEntry",
    "Statement",
    "corpus_entry",
    "statement_of",
]

CORPUS_VERSION = 1
_PROBLEM_MARK = "Problem:\n"


class Statement(NamedTuple):
    """The problem text; ``exact`` is False when only the whole first prompt is known."""

    text: str
    exact: bool


def _first_user_message(trace: dict[str, Any]) -> str | None:
    for attempt in trace.get("attempts") or []:
        for message in (attempt or {}).get("messages") or []:
            if isinstance(message, dict) and message.get("role") == "user":
                return str(message.get("content", ""))
    return None


def statement_of(trace: dict[str, Any] | None) -> Statement | None:
    """The statement a method saw, from the trace.

    Run records do not store statements, but every prompt template puts the problem after
    ``Problem:`` and ends with one instruction paragraph; prompts of other shapes are
    returned whole with ``exact=False``.
    """
    if trace is None:
        return None
    for key in ("statement", "problem"):
        if isinstance(trace.get(key), str):
            return Statement(trace[key], exact=True)
    prompt = _first_user_message(trace)
    if prompt is None:
        return None
    if prompt.startswith(_PROBLEM_MARK) and "\n\n" in prompt:
        body = prompt[len(_PROBLEM_MARK) :]
        return Statement(body.rsplit("\n\n", 1)[0].strip(), exact=True)
    return Statement(prompt, exact=False)


class CorpusAttempt(BaseModel):
    """One attempt in the trace corpus: the model's text, its program and what it printed."""

    model_config = ConfigDict(frozen=True)

    index: int | None
    deliberation: str | None
    program: str | None
    stdout: str | None
    stderr: str | None
    exit_code: int | None
    status: str | None
    parsed_result: str | None


class CorpusEntry(BaseModel):
    """One line of ``mathloop export-traces``: a problem solved by one method."""

    model_config = ConfigDict(frozen=True)

    version: int = CORPUS_VERSION
    run: str
    model: str
    benchmark: str
    method: str
    problem_id: str
    sample: int | None = None
    """Which sample of a run with several per problem (``--samples``); left out otherwise."""
    subject: str | None
    level: int | None
    problem: str | None
    problem_exact: bool
    gold: str
    attempts: list[CorpusAttempt]
    steps: list[Any]
    """Multi-step methods' component calls as recorded (IIPC propositions, reflections)."""
    stop_reason: str | None
    final_answer: str | None
    confidence: int | None
    correct: bool
    failure_class: str
    prompt_tokens: int
    output_tokens: int
    llm_calls: int
    elapsed_s: float


def _dig(data: Any, *keys: str) -> Any:
    for key in keys:
        if not isinstance(data, dict):
            return None
        data = data.get(key)
    return data


def _attempt(raw: Any) -> CorpusAttempt:
    return CorpusAttempt(
        index=_dig(raw, "index"),
        deliberation=_dig(raw, "response"),
        program=_dig(raw, "selection", "code"),
        stdout=_dig(raw, "execution", "stdout"),
        stderr=_dig(raw, "execution", "stderr"),
        exit_code=_dig(raw, "execution", "exit_code"),
        status=_dig(raw, "status"),
        parsed_result=_dig(raw, "parsed", "result"),
    )


def corpus_entry(row: Row, trace: dict[str, Any] | None) -> CorpusEntry:
    """The corpus entry of one record and its trace (a missing trace gives no attempts)."""
    record = row.record
    statement = statement_of(trace)
    steps = _dig(trace, "steps")
    return CorpusEntry(
        run=row.arm.run,
        model=row.arm.model,
        benchmark=record.benchmark,
        method=record.method,
        problem_id=record.problem_id,
        sample=record.sample,
        subject=record.subject,
        level=record.level,
        problem=statement.text if statement else None,
        problem_exact=statement.exact if statement else False,
        gold=record.gold,
        attempts=[_attempt(a) for a in _dig(trace, "attempts") or []],
        steps=steps if isinstance(steps, list) else [],
        stop_reason=_dig(trace, "stop_reason"),
        final_answer=record.answer,
        confidence=record.confidence,
        correct=record.correct,
        failure_class=record.failure_class,
        prompt_tokens=record.prompt_tokens,
        output_tokens=record.output_tokens,
        llm_calls=record.llm_calls,
        elapsed_s=record.elapsed_s,
    )
