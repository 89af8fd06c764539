"""Recording a multi-step method: each model call is a step, each program run an attempt.

The baselines and IIPC share this: :class:`StepLog` asks the backend, records the call as a
:class:`StepRecord`, runs the program a reply holds as an :class:`AttemptRecord`, and turns
everything into a :class:`Trace`. A failed model call raises :class:`StepFailed`, which
:func:`solve_logged` turns into an ``LLM_ERROR`` submission (never a made-up answer).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from mathloop.answers.extract import last_boxed
from mathloop.errors import BackendError
from mathloop.llm.base import Completion, GenerationParams, Message
from mathloop.problems import Problem
from mathloop.sandbox import extract_python_blocks

from .base import SolveContext, spec_dict
from .generation import generation_params
from .prompts import load_prompt
from .python_attempt import AttemptSettings, attempt_from_completion
from .records import (
    AttemptRecord,
    CompletionInfo,
    ErrorInfo,
    MessageRecord,
    StepRecord,
    Submission,
    Trace,
)

__all__ = [
    "CallSettings",
    "Outcome",
    "StepFailed",
    "StepLog",
    "has_code",
    "program_submission",
    "prompt_messages",
    "solve_logged",
    "text_submission",
]


@dataclass(frozen=True)
class CallSettings:
    """How every model call of one method is made and how much output is fed back.

    ``params`` has no seed: each call takes the solve context's.
    """

    params: GenerationParams
    feedback_max_chars: int = 3000

    @classmethod
    def from_spec(cls, spec: Any) -> CallSettings:
        """Settings from a method spec (see :func:`generation_params`)."""
        return cls(
            params=generation_params(spec, seed=None),
            feedback_max_chars=getattr(spec, "feedback_max_chars", cls.feedback_max_chars),
        )


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
    ) -> StepRecord:
        """Send ``messages``, record the step; raise :class:`StepFailed` if the call fails."""
        sent = [MessageRecord(role=m.role, content=m.content) for m in messages]
        step = StepRecord(
            index=len(self.steps) + 1, component=component, messages=sent, memory=list(memory)
        )
        try:
            completion = await self.ctx.backend.generate(messages, params=self._params())
        except BackendError as exc:
            error = ErrorInfo(kind="LLM_ERROR", message=str(exc))
            self.steps.append(step.model_copy(update={"error": error}))
            raise StepFailed(error) from exc
        answer = last_boxed(completion.text) if expect_answer else None
        step = step.model_copy(
            update={
                "response": completion.text,
                "completion": CompletionInfo.of(completion),
                "answer": answer,
            }
        )
        self.steps.append(step)
        self._replies[step.index] = completion
        return step

    async def run_program(self, step: StepRecord) -> AttemptRecord:
        """Extract, gate, run and parse the program in ``step``'s reply, linking the two."""
        attempt = await attempt_from_completion(
            len(self.attempts) + 1,
            step.messages,
            self._replies[step.index],
            self.ctx,
            self._attempt_settings(),
        )
        self.attempts.append(attempt)
        self.update(step, attempt=attempt.index)
        return attempt

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
        """The trace of this solve, with tokens and calls summed over the steps."""
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
            llm_calls=sum(1 for s in self.steps if s.completion is not None or s.error),
            elapsed_s=time.monotonic() - started,
            error=next((s.error for s in self.steps if s.error is not None), None),
        )

    def _completions(self) -> list[CompletionInfo]:
        return [s.completion for s in self.steps if s.completion is not None]

    def _params(self) -> GenerationParams:
        return dataclasses.replace(self.settings.params, seed=self.ctx.seed)

    def _attempt_settings(self) -> AttemptSettings:
        return AttemptSettings(
            params=self.settings.params, feedback_max_chars=self.settings.feedback_max_chars
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
    """The answer a program printed on its first ``RESULT:`` line, or the attempt's status."""
    parsed = attempt.parsed
    if attempt.status == "RESULT_SUBMITTED" and parsed is not None:
        return Submission(
            answer=parsed.result,
            confidence=parsed.confidence,
            attempt=attempt.index,
            status="RESULT_SUBMITTED",
            source="execution",
        )
    return Submission(answer=None, attempt=attempt.index, status=attempt.status)
