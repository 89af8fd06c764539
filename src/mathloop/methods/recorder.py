"""The recorder: the one way a method records its solve and turns it into a :class:`Trace`.

Every method records through a :class:`Recorder`, in one of two shapes:

- multi-step methods (the baselines, IIPC): :meth:`Recorder.ask` records each model call as
  a :class:`StepRecord`, and :meth:`Recorder.run_program` runs the program a reply holds as
  an :class:`AttemptRecord` linked to that step. A failed call raises :class:`StepFailed`,
  which :func:`solve_with_spec` turns into an ``LLM_ERROR`` submission (never a made-up
  answer).
- code-writing attempts (``one_shot_python``, ``relay_python``): :meth:`Recorder.attempt` is
  one call and one program run, recorded as an attempt only; a failed call is an
  ``LLM_ERROR`` attempt whose feedback says so.

Every trace is made by :func:`build_trace` (a vote's and a stopped solve's too), so its
totals follow one rule (:class:`~.records.Usage`). With :mod:`.outcomes` and ``@method``
(:mod:`.base`), this is the kit a plugin's method uses (``docs/plugins.md``).
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from mathloop.answers.extract import last_boxed
from mathloop.errors import BackendError
from mathloop.llm.base import Completion, GenerationParams, Message
from mathloop.problems import Problem
from mathloop.sandbox import select_code

from ._repeats import FreshReply, earlier_same_program, repeated_reply, resampled_note
from .generation import CallSettings, GenerationSpec
from .outcomes import (
    Outcome,
    attempts_outcome,
    build_trace,
    has_code,
    program_submission,
    prompt_messages,
    submission_from_attempts,
    text_submission,
)
from .python_attempt import attempt_from_completion, llm_error_attempt, sent_messages
from .records import (
    AttemptRecord,
    CompletionInfo,
    ErrorInfo,
    MessageRecord,
    RepeatedReply,
    StepRecord,
    Submission,
    Trace,
    Usage,
)
from .specs import spec_dict

if TYPE_CHECKING:
    from .context import SolveContext

__all__ = [
    "Ask",
    "CallSettings",
    "Outcome",
    "Recorder",
    "StepFailed",
    "Usage",
    "attempts_outcome",
    "build_trace",
    "has_code",
    "program_submission",
    "prompt_messages",
    "solve_with_spec",
    "submission_from_attempts",
    "text_submission",
]


class StepFailed(Exception):
    """A model call failed after the backend's own retries; the method stops."""

    def __init__(self, error: ErrorInfo) -> None:
        super().__init__(error.message)
        self.error = error


class Ask(NamedTuple):
    """One call :meth:`Recorder.ask_together` makes: the step's component, its messages,
    its parameters (None: the method's, on the context's seed), whether its reply states an
    answer in ``\\boxed{}``, and the memory the step records."""

    component: str
    messages: list[Message]
    params: GenerationParams | None = None
    expect_answer: bool = False
    memory: tuple[str, ...] = ()


class Recorder:
    """The steps and attempts of one solve, in order, with the tokens they used."""

    def __init__(self, ctx: SolveContext, settings: CallSettings) -> None:
        self.ctx = ctx
        self.settings = settings
        self.steps: list[StepRecord] = []
        self.attempts: list[AttemptRecord] = []
        self._replies: dict[int, Completion] = {}
        self._asked: dict[int, list[Message]] = {}
        """The messages each step sent, to ask again with under the anti-repeat rule."""
        self._params: dict[int, GenerationParams] = {}
        """The parameters (seed included) each step was asked with: a resample's derive
        from its step's own, never from the method's or another step's."""

    @property
    def tokens_used(self) -> int:
        """Prompt plus output tokens of every call so far."""
        usage = Usage.of_records(self.steps, self.attempts)
        return usage.prompt_tokens + usage.output_tokens

    @property
    def calls_used(self) -> int:
        """Model calls so far, failed ones included."""
        return Usage.of_records(self.steps, self.attempts).llm_calls

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
        request = Ask(component, messages, params, expect_answer, tuple(memory))
        return (await self.ask_together([request]))[0]

    async def ask_together(self, requests: Sequence[Ask]) -> list[StepRecord]:
        """Send every request at once and record their steps in order: a backend that
        decodes calls waiting together (``--batch-sequences``) decodes them in one batch.
        Raise :class:`StepFailed` if a call fails (the steps before it are recorded)."""
        sent = [self._sent_params(request.params) for request in requests]
        replies = await asyncio.gather(
            *(
                self._generate(request.messages, seed=params.seed, params=params)
                for request, params in zip(requests, sent, strict=True)
            )
        )
        steps = []
        for request, params, reply in zip(requests, sent, replies, strict=True):
            steps.append(self._record_reply(request, params, reply))
        return steps

    def _sent_params(self, params: GenerationParams | None) -> GenerationParams:
        if params is None:
            return dataclasses.replace(self.settings.params, seed=self.ctx.seed)
        return params

    def _record_reply(
        self, request: Ask, params: GenerationParams, reply: Completion | ErrorInfo
    ) -> StepRecord:
        step = StepRecord(
            index=len(self.steps) + 1,
            component=request.component,
            messages=sent_messages(request.messages),
            memory=list(request.memory),
        )
        if isinstance(reply, ErrorInfo):
            self.steps.append(step.model_copy(update={"error": reply}))
            raise StepFailed(reply)
        answer = last_boxed(reply.text) if request.expect_answer else None
        step = step.model_copy(
            update={
                "response": reply.text,
                "completion": CompletionInfo.of(reply),
                "answer": answer,
            }
        )
        self.steps.append(step)
        self._replies[step.index] = reply
        self._asked[step.index] = list(request.messages)
        self._params[step.index] = params
        return step

    async def attempt(
        self,
        messages: list[Message],
        *,
        resample_messages: list[Message] | None = None,
        params: GenerationParams | None = None,
    ) -> AttemptRecord:
        """Ask for a program and run it, recorded as an attempt that is itself the call.

        Attempt ``i`` samples with the context's seed ``+ i - 1``, so a sampled relay does not
        draw the same way at every attempt (as Ollama, which the relay essay ran under, draws
        a fresh seed per request). A failed call is an ``LLM_ERROR`` attempt, not an exception.
        ``resample_messages``: the prompt the anti-repeat rule asks again with (default: the
        same ``messages``). ``params``: this attempt's sampler, when it is not the method's.
        """
        index = len(self.attempts) + 1
        seed = None if self.ctx.seed is None else self.ctx.seed + index - 1
        reply = await self._generate(messages, seed=seed, params=params)
        if isinstance(reply, ErrorInfo):
            attempt = llm_error_attempt(index, sent_messages(messages), reply)
        else:
            base = dataclasses.replace(params or self.settings.params, seed=seed)
            fresh = await self._ask_again_on_repeat(
                messages, reply, base=base, resample_messages=resample_messages
            )
            attempt = await self._run(fresh, sent_messages(fresh.messages))
        self.attempts.append(attempt)
        return attempt

    async def run_program(self, step: StepRecord, *, ask_again: bool = True) -> AttemptRecord:
        """Extract, gate, run and parse the program in ``step``'s reply, linking the two.

        Under the anti-repeat rule a reply whose program repeats an earlier attempt's is
        asked again first (unless ``ask_again`` is off: an independent sample may agree with
        another); the step then records the reply whose program ran.
        """
        messages = self._asked[step.index]
        reply = self._replies[step.index]
        fresh = FreshReply(reply, messages, [], None)
        if ask_again:
            fresh = await self._ask_again_on_repeat(messages, reply, base=self._params[step.index])
        if fresh.repeats:
            self._replies[step.index] = fresh.reply
            step = self.update(
                step, response=fresh.reply.text, completion=CompletionInfo.of(fresh.reply)
            )
            step = self.add_note(step, resampled_note(fresh.repeats))
        attempt = await self._run(fresh, step.messages)
        self.attempts.append(attempt)
        self.update(step, attempt=attempt.index)
        return attempt

    async def _run(self, fresh: FreshReply, sent: list[MessageRecord]) -> AttemptRecord:
        """The next attempt: ``fresh``'s program run, its reply answering ``sent``."""
        return await attempt_from_completion(
            len(self.attempts) + 1,
            sent,
            fresh.reply,
            self.ctx,
            self.settings,
            previous=self.attempts,
            repeats=fresh.repeats,
            selection=fresh.selection,
        )

    async def _ask_again_on_repeat(
        self,
        messages: list[Message],
        reply: Completion,
        *,
        base: GenerationParams,
        resample_messages: list[Message] | None = None,
    ) -> FreshReply:
        """The anti-repeat rule: while ``reply``'s program repeats an earlier attempt's, set
        it aside and ask again on the resample sampler, seeded from ``base`` (the reply's
        own parameters); a failed call ends the asking. A resample that returned the very
        bytes of a reply set aside met a sampler whose nucleus held one token at each step:
        the next one keeps the whole distribution (:meth:`AntiRepeat.params`), unless the
        method's ``anti_repeat_untrimmed`` is off."""
        rule = self.settings.anti_repeat
        repeats: list[RepeatedReply] = []
        sent = messages
        temperature = base.temperature
        selection = None
        while rule.enabled and len(repeats) < rule.resamples:
            selection = select_code(reply.text, self.ctx.policy)
            earlier = earlier_same_program(selection.code, self.attempts)
            if earlier is None:
                break
            same_bytes = rule.untrimmed_after_same_bytes and any(
                reply.text == r.response for r in repeats
            )
            repeats.append(repeated_reply(reply, earlier.index, temperature))
            params = rule.params(base, len(repeats), untrimmed=same_bytes)
            sent = resample_messages or messages
            again = await self._generate(sent, seed=params.seed, params=params)
            if isinstance(again, ErrorInfo):
                repeats.pop()
                break
            reply, temperature, selection = again, params.temperature, None
        return FreshReply(reply, sent, repeats, selection)

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
        members: Sequence[Trace] = (),
    ) -> Trace:
        """The trace of this solve (:func:`build_trace`); ``started``: its monotonic start."""
        return build_trace(
            method=method,
            spec=spec,
            problem=problem,
            outcome=outcome,
            steps=self.steps,
            attempts=self.attempts,
            members=members,
            elapsed_s=time.monotonic() - started,
        )

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


Body = Callable[[Recorder], Awaitable[Outcome]]
"""A method's solve, given its recorder: what it submits and why it stopped."""


async def solve_with_spec(
    method: str, spec: GenerationSpec, problem: Problem, ctx: SolveContext, body: Body
) -> Trace:
    """Run ``body`` with a fresh :class:`Recorder` whose calls follow ``spec``
    (:meth:`CallSettings.from_spec`); a failed model call ends in ``LLM_ERROR``."""
    started = time.monotonic()
    recorded = spec_dict(spec)
    log = Recorder(ctx, CallSettings.from_spec(spec))
    ctx.follow(method, recorded, attempts=log.attempts, steps=log.steps)
    try:
        outcome = await body(log)
    except StepFailed:
        outcome = Outcome(Submission(answer=None, status="LLM_ERROR"), "llm_error")
    return log.finish(
        method=method, spec=recorded, problem=problem, outcome=outcome, started=started
    )
