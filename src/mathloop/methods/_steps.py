"""The one way a method records its solve and turns it into a :class:`Trace`.

Every method records through a :class:`StepLog`, in one of two shapes:

- multi-step methods (the baselines, IIPC): :meth:`StepLog.ask` records each model call as a
  :class:`StepRecord`, and :meth:`StepLog.run_program` runs the program a reply holds as an
  :class:`AttemptRecord` linked to that step. A failed call raises :class:`StepFailed`, which
  :func:`solve_logged` turns into an ``LLM_ERROR`` submission (never a made-up answer).
- code-writing attempts (``one_shot_python``, ``relay_python``): :meth:`StepLog.attempt` is
  one call and one program run, recorded as an attempt only; a failed call is an
  ``LLM_ERROR`` attempt whose feedback says so.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, NamedTuple

from mathloop.answers.extract import last_boxed
from mathloop.errors import BackendError
from mathloop.llm.base import Completion, GenerationParams, Message
from mathloop.problems import Problem
from mathloop.sandbox import CodeSelection, extract_python_blocks, select_code

from ._repeats import earlier_same_program
from .base import SolveContext, spec_dict
from .generation import CallSettings
from .prompts import load_prompt
from .python_attempt import attempt_from_completion
from .records import (
    AttemptRecord,
    CompletionInfo,
    ErrorInfo,
    MessageRecord,
    RepeatedReply,
    StepRecord,
    Submission,
    Trace,
)

__all__ = [
    "CallSettings",
    "Outcome",
    "StepFailed",
    "StepLog",
    "attempts_outcome",
    "has_code",
    "program_submission",
    "prompt_messages",
    "solve_logged",
    "solve_with_spec",
    "submission_from_attempts",
    "text_submission",
]


class StepFailed(Exception):
    """A model call failed after the backend's own retries; the method stops."""

    def __init__(self, error: ErrorInfo) -> None:
        super().__init__(error.message)
        self.error = error


class Outcome(NamedTuple):
    """How a method's body ended: its submission and why it stopped."""

    submission: Submission
    stop_reason: str


class StepLog:
    """The steps and attempts of one solve, in order, with the tokens they used."""

    def __init__(self, ctx: SolveContext, settings: CallSettings) -> None:
        self.ctx = ctx
        self.settings = settings
        self.steps: list[StepRecord] = []
        self.attempts: list[AttemptRecord] = []
        self._replies: dict[int, Completion] = {}
        self._asked: dict[int, list[Message]] = {}
        """The messages each step sent, to ask again with under the anti-repeat rule."""
        self._call_attempts: set[int] = set()
        """Attempts made by :meth:`attempt`: each is a call of its own, not a step's."""

    @property
    def tokens_used(self) -> int:
        """Prompt plus output tokens of every call so far."""
        return sum(c.prompt_tokens + c.output_tokens for c in self._completions())

    async def ask(
        self,
        component: str,
        messages: list[Message],
        *,
        memory: Sequence[str] = (),
        expect_answer: bool = False,
        params: GenerationParams | None = None,
    ) -> StepRecord:
        """Send ``messages``, record the step; raise :class:`StepFailed` if the call fails.

        ``params``: this call's own parameters, seed included (default: the method's, with
        the context's seed).
        """
        sent = _sent(messages)
        step = StepRecord(
            index=len(self.steps) + 1, component=component, messages=sent, memory=list(memory)
        )
        seed = self.ctx.seed if params is None else params.seed
        reply = await self._generate(messages, seed=seed, params=params)
        if isinstance(reply, ErrorInfo):
            self.steps.append(step.model_copy(update={"error": reply}))
            raise StepFailed(reply)
        answer = last_boxed(reply.text) if expect_answer else None
        step = step.model_copy(
            update={
                "response": reply.text,
                "completion": CompletionInfo.of(reply),
                "answer": answer,
            }
        )
        self.steps.append(step)
        self._replies[step.index] = reply
        self._asked[step.index] = list(messages)
        return step

    async def attempt(
        self, messages: list[Message], *, resample_messages: list[Message] | None = None
    ) -> AttemptRecord:
        """Ask for a program and run it, recorded as an attempt that is itself the call.

        Attempt ``i`` samples with the context's seed ``+ i - 1``, so a sampled relay does not
        draw the same way at every attempt (as Ollama, which the relay essay ran under, draws
        a fresh seed per request). A failed call is an ``LLM_ERROR`` attempt, not an exception.
        ``resample_messages``: the prompt the anti-repeat rule asks again with (default: the
        same ``messages``).
        """
        index = len(self.attempts) + 1
        seed = None if self.ctx.seed is None else self.ctx.seed + index - 1
        reply = await self._generate(messages, seed=seed)
        if isinstance(reply, ErrorInfo):
            attempt = _llm_error_attempt(index, _sent(messages), reply)
        else:
            fresh = await self._ask_again_on_repeat(
                messages, reply, seed=seed, resample_messages=resample_messages
            )
            attempt = await attempt_from_completion(
                index,
                _sent(fresh.messages),
                fresh.reply,
                self.ctx,
                self.settings,
                previous=self.attempts,
                repeats=fresh.repeats,
                selection=fresh.selection,
            )
        self.attempts.append(attempt)
        self._call_attempts.add(index)
        return attempt

    async def run_program(self, step: StepRecord, *, ask_again: bool = True) -> AttemptRecord:
        """Extract, gate, run and parse the program in ``step``'s reply, linking the two.

        Under the anti-repeat rule a reply whose program repeats an earlier attempt's is
        asked again first (unless ``ask_again`` is off: an independent sample may agree with
        another); the step then records the reply whose program ran.
        """
        messages = self._asked[step.index]
        reply = self._replies[step.index]
        fresh = _FreshReply(reply, messages, [], None)
        if ask_again:
            fresh = await self._ask_again_on_repeat(messages, reply, seed=self.ctx.seed)
        if fresh.repeats:
            self._replies[step.index] = fresh.reply
            step = self.update(
                step, response=fresh.reply.text, completion=CompletionInfo.of(fresh.reply)
            )
            step = self.add_note(step, _resampled_note(fresh.repeats))
        attempt = await attempt_from_completion(
            len(self.attempts) + 1,
            step.messages,
            fresh.reply,
            self.ctx,
            self.settings,
            previous=self.attempts,
            repeats=fresh.repeats,
            selection=fresh.selection,
        )
        self.attempts.append(attempt)
        self.update(step, attempt=attempt.index)
        return attempt

    async def _ask_again_on_repeat(
        self,
        messages: list[Message],
        reply: Completion,
        *,
        seed: int | None,
        resample_messages: list[Message] | None = None,
    ) -> _FreshReply:
        """The anti-repeat rule: while ``reply``'s program repeats an earlier attempt's, set
        it aside and ask again on the resample sampler (a failed call ends the asking)."""
        rule = self.settings.anti_repeat
        repeats: list[RepeatedReply] = []
        sent = messages
        temperature = self.settings.params.temperature
        selection = None
        while rule.enabled and len(repeats) < rule.resamples:
            selection = select_code(reply.text, self.ctx.policy)
            earlier = earlier_same_program(selection.code, self.attempts)
            if earlier is None:
                break
            repeats.append(_repeated(reply, earlier.index, temperature))
            params = rule.params(dataclasses.replace(self.settings.params, seed=seed), len(repeats))
            sent = resample_messages or messages
            again = await self._generate(sent, seed=params.seed, params=params)
            if isinstance(again, ErrorInfo):
                repeats.pop()
                break
            reply, temperature, selection = again, params.temperature, None
        return _FreshReply(reply, sent, repeats, selection)

    def update(self, step: StepRecord, **fields: Any) -> StepRecord:
        """Replace a recorded step by a copy with ``fields`` changed (records are frozen).

        Starts from the recorded version, so an older copy of ``step`` loses nothing.
        """
        new = self.steps[step.index - 1].model_copy(update=fields)
        self.steps[step.index - 1] = new
        return new

    def add_note(self, step: StepRecord, note: str) -> StepRecord:
        """Append a remark to a recorded step."""
        return self.update(step, notes=[*self.steps[step.index - 1].notes, note])

    def record(self, component: str, **fields: Any) -> StepRecord:
        """Record a step that made no model call (e.g. a vote's tally)."""
        step = StepRecord(index=len(self.steps) + 1, component=component, **fields)
        self.steps.append(step)
        return step

    def finish(
        self,
        *,
        method: str,
        spec: dict[str, Any],
        problem: Problem,
        outcome: Outcome,
        started: float,
    ) -> Trace:
        """The trace of this solve, with tokens and calls summed over its model calls."""
        calls = self._calls()
        completions = self._completions()
        return Trace(
            method=method,
            spec=spec,
            problem_id=problem.id,
            problem=problem.statement,
            attempts=self.attempts,
            steps=self.steps,
            stop_reason=outcome.stop_reason,
            submission=outcome.submission,
            prompt_tokens=sum(c.prompt_tokens for c in completions),
            output_tokens=sum(c.output_tokens for c in completions),
            llm_calls=sum(1 for r in calls if r.completion is not None or r.error)
            + sum(len(a.repeats) for a in self.attempts),
            elapsed_s=time.monotonic() - started,
            error=next((r.error for r in calls if r.error is not None), None),
        )

    def _calls(self) -> list[StepRecord | AttemptRecord]:
        """The records that each hold one model call (a program run by a step shares its
        step's call)."""
        own = [a for a in self.attempts if a.index in self._call_attempts]
        return [*self.steps, *own]

    def _completions(self) -> list[CompletionInfo]:
        own = [r.completion for r in self._calls() if r.completion is not None]
        return own + [info for a in self.attempts for info in a.repeat_infos()]

    async def _generate(
        self,
        messages: list[Message],
        *,
        seed: int | None,
        params: GenerationParams | None = None,
    ) -> Completion | ErrorInfo:
        """The reply, or the error of a call that failed after the backend's own retries."""
        params = dataclasses.replace(params or self.settings.params, seed=seed)
        try:
            return await self.ctx.backend.generate(messages, params=params)
        except BackendError as exc:
            return ErrorInfo(kind="LLM_ERROR", message=str(exc))


class _FreshReply(NamedTuple):
    """The reply whose program runs, the prompt it answered, the repeats set aside and the
    reply's code selection where the rule made it already (``None``: not made)."""

    reply: Completion
    messages: list[Message]
    repeats: list[RepeatedReply]
    selection: CodeSelection | None


def _repeated(reply: Completion, earlier: int, temperature: float) -> RepeatedReply:
    return RepeatedReply(
        response=reply.text,
        completion=CompletionInfo.of(reply),
        repeat_of=earlier,
        temperature=temperature,
    )


def _resampled_note(repeats: list[RepeatedReply]) -> str:
    earlier = ", ".join(str(r.repeat_of) for r in repeats)
    return (
        f"anti-repeat: {len(repeats)} reply(ies) repeated the program of attempt(s) {earlier}; "
        "asked again"
    )


def _sent(messages: list[Message]) -> list[MessageRecord]:
    return [MessageRecord(role=m.role, content=m.content) for m in messages]


def _llm_error_attempt(index: int, sent: list[MessageRecord], error: ErrorInfo) -> AttemptRecord:
    return AttemptRecord(
        index=index,
        messages=sent,
        response=None,
        completion=None,
        selection=None,
        execution=None,
        parsed=None,
        status="LLM_ERROR",
        feedback=f"The model request failed: {error.message}",
        error=error,
    )


Body = Callable[[StepLog], Awaitable[Outcome]]


async def solve_logged(
    *,
    method: str,
    spec: dict[str, Any],
    problem: Problem,
    ctx: SolveContext,
    settings: CallSettings,
    body: Body,
) -> Trace:
    """Run ``body`` with a fresh :class:`StepLog`; a failed model call ends in ``LLM_ERROR``."""
    started = time.monotonic()
    log = StepLog(ctx, settings)
    ctx.follow(method, spec, attempts=log.attempts, steps=log.steps)
    try:
        outcome = await body(log)
    except StepFailed:
        outcome = Outcome(Submission(answer=None, status="LLM_ERROR"), "llm_error")
    return log.finish(method=method, spec=spec, problem=problem, outcome=outcome, started=started)


async def solve_with_spec(
    method: str, spec: Any, problem: Problem, ctx: SolveContext, body: Body
) -> Trace:
    """:func:`solve_logged` with call settings from a spec (:meth:`CallSettings.from_spec`)."""
    return await solve_logged(
        method=method,
        spec=spec_dict(spec),
        problem=problem,
        ctx=ctx,
        settings=CallSettings.from_spec(spec),
        body=body,
    )


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
