"""One trace as readable text: header, problem, each step (or attempt), the submission."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from mathloop.methods.records import AttemptRecord, StepRecord, Trace
from mathloop.sandbox import Execution

__all__ = ["trace_lines"]

_PROMPTED = frozenset({"f_comb", "f_conclude"})
"""Components whose prompt is part of the story: IIPC's structured integration prompt."""


def trace_lines(trace: Trace, *, prompts: bool = False, clip: int = 0) -> Iterator[str]:
    """The lines ``mathloop show`` prints; ``clip`` > 0 shortens every long text block."""
    yield from _header(trace)
    if trace.problem:
        yield from _section("problem", trace.problem, clip)
    attempts = {a.index: a for a in trace.attempts}
    for step in trace.steps:
        yield from _step(step, attempts.get(step.attempt or 0), prompts=prompts, clip=clip)
    if not trace.steps:
        for attempt in trace.attempts:
            yield from _attempt(attempt, prompts=prompts, clip=clip)
    for number, member in enumerate(trace.members, 1):
        yield _member_line(number, member)
    yield from _submission(trace)


def _header(trace: Trace) -> Iterator[str]:
    yield f"method {trace.method} · problem {trace.problem_id} · trace v{trace.version}"
    yield f"settings: {_settings(trace.spec)}"
    yield (
        f"cost: {trace.llm_calls} LLM calls, {trace.prompt_tokens} prompt + "
        f"{trace.output_tokens} output tokens, {trace.elapsed_s:.1f} s"
    )
    if trace.replayed_calls:
        yield (
            f"resumed: {trace.replayed_calls} of the calls were made by an interrupted "
            "earlier pass and replayed (their seconds are in the total)"
        )
    if trace.stop_reason:
        yield f"stopped: {trace.stop_reason}"
    if trace.error is not None:
        yield f"error: {trace.error.kind}: {trace.error.message}"


def _settings(spec: dict[str, Any]) -> str:
    parts = []
    for key, value in spec.items():
        if isinstance(value, dict):
            value = "{" + _settings(value) + "}"
        parts.append(f"{key}={value}")
    return ", ".join(parts)


def _rule(title: str) -> Iterator[str]:
    yield ""
    yield f"── {title} " + "─" * max(3, 60 - len(title))


def _section(title: str, text: str, clip: int) -> Iterator[str]:
    yield from _rule(title)
    yield _clip(text.rstrip(), clip)


def _step(
    step: StepRecord, attempt: AttemptRecord | None, *, prompts: bool, clip: int
) -> Iterator[str]:
    title = f"step {step.index} · {step.component}"
    if step.completion is not None:
        title += f" · {step.completion.output_tokens} output tokens"
    yield from _rule(title)
    if step.memory:
        yield "memory M_t shown to this step:"
        yield from (f"  {n}. {entry}" for n, entry in enumerate(step.memory, 1))
    if prompts or step.component in _PROMPTED:
        yield from _messages(step, prompts=prompts, clip=clip)
    if step.response is not None:
        yield "reply:"
        yield _indent(_clip(step.response.rstrip(), clip))
    yield from _fields(step)
    if attempt is not None:
        yield from _execution_lines(attempt, clip)


def _messages(step: StepRecord, *, prompts: bool, clip: int) -> Iterator[str]:
    label = "integration prompt" if step.component in _PROMPTED else "prompt"
    for message in step.messages:
        if message.role == "system" and not prompts:
            continue  # the shared system role is the same for every step
        yield f"{label} ({message.role}):"
        yield _indent(_clip(message.content.rstrip(), clip))


def _fields(step: StepRecord) -> Iterator[str]:
    if step.decision is not None:
        yield f"decision: {step.decision}"
    if step.reflection is not None:
        yield f"reflection: {step.reflection}"
    if step.answer is not None:
        yield f"answer stated: {step.answer}"
    for note in step.notes:
        yield f"note: {note}"
    if step.error is not None:
        yield f"error: {step.error.kind}: {step.error.message}"


def _attempt(attempt: AttemptRecord, *, prompts: bool, clip: int) -> Iterator[str]:
    yield from _rule(f"attempt {attempt.index} · {attempt.status}")
    if prompts:
        for message in attempt.messages:
            yield f"prompt ({message.role}):"
            yield _indent(_clip(message.content.rstrip(), clip))
    for number, repeat in enumerate(attempt.repeats, start=1):
        yield (
            f"set aside {number} (anti-repeat; temperature {repeat.temperature:g}): its program "
            f"was attempt {repeat.repeat_of}'s, so the model was asked again"
        )
        yield _indent(_clip(repeat.response.rstrip(), clip))
    if attempt.reused_execution_of is not None:
        yield (
            f"not run again: the program is attempt {attempt.reused_execution_of}'s; "
            "its run is shown"
        )
    if attempt.response is not None:
        yield "reply:"
        yield _indent(_clip(attempt.response.rstrip(), clip))
    yield from _execution_lines(attempt, clip)


def _execution_lines(attempt: AttemptRecord, clip: int) -> Iterator[str]:
    execution = attempt.execution
    yield f"program {attempt.index}: {attempt.status} · {_verdict(execution)}"
    if execution is None:
        if attempt.feedback:
            yield _indent(_clip(attempt.feedback, clip))
        return
    yield "output:"
    yield _indent(_clip(execution.stdout.rstrip(), clip) or "(empty)")
    if execution.stderr.strip():
        yield "error output:"
        yield _indent(_clip(execution.stderr.rstrip(), clip))


def _verdict(execution: Execution | None) -> str:
    if execution is None:
        return "not run"
    return f"{execution.verdict} (exit {execution.exit_code}, {execution.duration_s:.2f} s)"


def _member_line(number: int, member: Trace) -> str:
    submission = member.submission
    return (
        f"voter {number}: {member.method} → {submission.answer!r} ({submission.status}), "
        f"{member.llm_calls} calls, {member.output_tokens} output tokens"
    )


def _submission(trace: Trace) -> Iterator[str]:
    submission = trace.submission
    yield from _rule("submission")
    if submission.answer is None:
        yield f"no answer ({submission.status})"
        return
    where = f"from {submission.source}"
    if submission.attempt is not None:
        where += f", program {submission.attempt}"
    confidence = (
        f", confidence {submission.confidence}" if submission.confidence is not None else ""
    )
    yield f"answer: {submission.answer} ({where}{confidence})"


def _indent(text: str) -> str:
    return "\n".join(f"    {line}" for line in text.splitlines())


def _clip(text: str, limit: int) -> str:
    if limit <= 0 or len(text) <= limit:
        return text
    half = limit // 2
    return f"{text[:half]}\n[... {len(text) - 2 * half} characters omitted ...]\n{text[-half:]}"
