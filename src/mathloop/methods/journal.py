"""What a solve has done so far, kept where the runner can read it if it stops the solve.

A per-problem wall clock cancels a method mid-solve; without a journal its trace and the
tokens it spent would be lost with the cancelled task. The runner binds a fresh
:class:`SolveJournal` into the :class:`~mathloop.methods.base.SolveContext` of each solve
(``ctx.journaled(journal)``):

- every model call that completes is counted by a thin backend wrapper, so the tokens of a
  call whose attempt never finished (its program was still running) are counted too;
- a method's recorder lets the journal follow its live lists of attempts and steps
  (``ctx.follow(...)``), and a composed method (a vote) its list of finished members.

On a stop, :meth:`SolveJournal.partial_trace` turns this into the trace that is stored.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mathloop.errors import BackendError
from mathloop.llm.base import Backend, Completion, GenerationParams, Message

from .records import AttemptRecord, CompletionInfo, ErrorInfo, StepRecord, Submission, Trace

if TYPE_CHECKING:
    from mathloop.problems import Problem

__all__ = ["FollowedSolve", "SolveJournal"]

STOP_REASON = "problem_timeout"


@dataclass(frozen=True)
class FollowedSolve:
    """One solve's live records: the very lists its recorder keeps appending to."""

    method: str
    spec: dict[str, Any]
    attempts: list[AttemptRecord] = field(default_factory=list)
    steps: list[StepRecord] = field(default_factory=list)
    members: list[Trace] = field(default_factory=list)


class SolveJournal:
    """Model calls and followed records of one solve (see the module docstring)."""

    def __init__(self) -> None:
        self.calls: list[CompletionInfo] = []
        self.failed_calls = 0
        self.solves: list[FollowedSolve] = []

    def counting(self, backend: Backend) -> Backend:
        """``backend`` with each completed (or failed) call counted in this journal."""
        return _JournalingBackend(backend, self)

    def follow(self, solve: FollowedSolve) -> None:
        """Keep a reference to a solve's live records (called as the solve starts)."""
        self.solves.append(solve)

    def partial_trace(
        self, *, method: str, spec: dict[str, Any], problem: Problem, elapsed_s: float, message: str
    ) -> Trace:
        """The trace of a solve stopped by the runner: ``BUDGET_EXCEEDED``, with what was
        recorded so far and the tokens of every completed call."""
        own = next((s for s in reversed(self.solves) if s.method == method), None)
        return Trace(
            method=method,
            spec=spec,
            problem_id=problem.id,
            problem=problem.statement,
            attempts=list(own.attempts) if own else [],
            steps=list(own.steps) if own else [],
            members=self._members(own, problem.id),
            stop_reason=STOP_REASON,
            submission=Submission(answer=None, status="BUDGET_EXCEEDED"),
            prompt_tokens=sum(c.prompt_tokens for c in self.calls),
            output_tokens=sum(c.output_tokens for c in self.calls),
            llm_calls=len(self.calls) + self.failed_calls,
            elapsed_s=elapsed_s,
            error=ErrorInfo(kind="BUDGET_EXCEEDED", message=message),
        )

    def _members(self, own: FollowedSolve | None, problem_id: str) -> list[Trace]:
        """A composed method's finished members, then the one cut short (if it followed)."""
        if own is None:
            return []
        finished = list(own.members)
        inner = [s for s in self.solves if s.method != own.method]
        if len(inner) > len(finished):
            finished.append(_cut_short(inner[-1], problem_id))
        return finished


def _cut_short(solve: FollowedSolve, problem_id: str) -> Trace:
    # A step that ran a program shares its call with that attempt: count each call once.
    records = solve.steps or solve.attempts
    completions = [r.completion for r in records if r.completion is not None]
    completions += [info for attempt in solve.attempts for info in attempt.repeat_infos()]
    return Trace(
        method=solve.method,
        spec=solve.spec,
        problem_id=problem_id,
        attempts=list(solve.attempts),
        steps=list(solve.steps),
        stop_reason=STOP_REASON,
        submission=Submission(answer=None, status="BUDGET_EXCEEDED"),
        prompt_tokens=sum(c.prompt_tokens for c in completions),
        output_tokens=sum(c.output_tokens for c in completions),
        llm_calls=len(completions),
    )


class _JournalingBackend:
    """Passes calls through and counts each completed (or failed) one in the journal."""

    def __init__(self, inner: Backend, journal: SolveJournal) -> None:
        self.inner = inner
        self.name = inner.name
        self.model = inner.model
        self._journal = journal

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        try:
            completion = await self.inner.generate(messages, params=params)
        except BackendError:
            self._journal.failed_calls += 1
            raise
        self._journal.calls.append(CompletionInfo.of(completion))
        return completion
