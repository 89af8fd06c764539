"""What a solve has done so far, kept where the runner can read it if it stops the solve.

A per-problem wall clock cancels a method mid-solve; without a journal its trace and the
tokens it spent would be lost with the cancelled task. The runner binds a fresh
:class:`SolveJournal` into the :class:`~mathloop.methods.context.SolveContext` of each solve
(``SolveContext.journal``; its counting layer is one of the call stack's,
:mod:`mathloop.runs.calls.call_stack`):

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

from .outcomes import Outcome, build_trace
from .records import AttemptRecord, CompletionInfo, ErrorInfo, StepRecord, Submission, Trace, Usage

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
        return build_trace(
            method=method,
            spec=spec,
            problem=problem,
            outcome=_STOPPED,
            attempts=own.attempts if own else [],
            steps=own.steps if own else [],
            members=self._members(own, problem),
            elapsed_s=elapsed_s,
            usage=Usage.of(self.calls, failed=self.failed_calls),
            error=ErrorInfo(kind="BUDGET_EXCEEDED", message=message),
        )

    def _members(self, own: FollowedSolve | None, problem: Problem) -> list[Trace]:
        """A composed method's finished members, then the one cut short (if it followed)."""
        if own is None:
            return []
        finished = list(own.members)
        inner = [s for s in self.solves if s.method != own.method]
        if len(inner) > len(finished):
            cut = inner[-1]
            finished.append(
                build_trace(
                    method=cut.method,
                    spec=cut.spec,
                    problem=problem,
                    outcome=_STOPPED,
                    attempts=cut.attempts,
                    steps=cut.steps,
                )
            )
        return finished


_STOPPED = Outcome(Submission(answer=None, status="BUDGET_EXCEEDED"), STOP_REASON)


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
