"""What a method may use while it solves: :class:`SolveContext` (a model and a sandbox)."""

from __future__ import annotations

import asyncio
import dataclasses
from dataclasses import dataclass
from typing import Any

from mathloop.llm.base import Backend
from mathloop.sandbox import Execution, GateReport, Limits, Policy, arun_code, get_policy

from .journal import FollowedSolve, SolveJournal
from .records import AttemptRecord, StepRecord, Trace

__all__ = ["SolveContext"]


@dataclass(frozen=True)
class SolveContext:
    """What a method may use: a model and a sandbox. Never a gold answer or the run store.

    ``execution_slots`` bounds how many programs run at once across the whole run, apart
    from how many LLM requests are in flight.
    """

    backend: Backend
    policy: Policy = dataclasses.field(default_factory=lambda: get_policy("default"))
    limits: Limits = dataclasses.field(default_factory=Limits)
    seed: int | None = None
    execution_slots: asyncio.Semaphore | None = None
    journal: SolveJournal | None = None
    """Set by the runner when it may stop the solve (a per-problem wall clock)."""

    def follow(
        self,
        method: str,
        spec: dict[str, Any],
        *,
        attempts: list[AttemptRecord] | None = None,
        steps: list[StepRecord] | None = None,
        members: list[Trace] | None = None,
    ) -> None:
        """Let the runner see a solve's records as they grow (a no-op without a journal).

        Pass the lists the solve appends to, as it starts; a solve stopped by the runner
        is then stored with what they hold (see :mod:`mathloop.methods.journal`).
        """
        if self.journal is None:
            return
        # The very lists, never copies (an empty list is falsy: no ``or []`` here).
        solve = FollowedSolve(
            method,
            spec,
            attempts=[] if attempts is None else attempts,
            steps=[] if steps is None else steps,
            members=[] if members is None else members,
        )
        self.journal.follow(solve)

    async def execute(
        self, code: str, *, policy: Policy | None = None, gate: GateReport | None = None
    ) -> Execution:
        """Gate and run ``code`` in the sandbox, within the run's execution bound.

        ``gate``: the report already made of ``code`` under this policy (not made again).
        """
        chosen = policy or self.policy
        if self.execution_slots is None:
            return await arun_code(code, policy=chosen, limits=self.limits, gate=gate)
        async with self.execution_slots:
            return await arun_code(code, policy=chosen, limits=self.limits, gate=gate)
