"""``pot`` and ``pot_nc``: Program of Thoughts, with and without error correction (seed 000).

``pot`` is the paper's PoT (section 4, "Agent Implementations"): when a program fails to
produce an answer, the model gets the program and what the runner observed and regenerates
it, up to ``max_retries`` times; then it falls back to chain of thought. ``pot_nc`` (section
4.3) runs one program once. The answer is the program's first ``RESULT:`` line.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from mathloop.llm.base import Message
from mathloop.problems import Problem

from ._steps import (
    Outcome,
    StepLog,
    program_submission,
    prompt_messages,
    solve_with_spec,
    text_submission,
)
from ._text import NO_CODE
from .base import SolveContext, build_spec, register_method
from .cot import chain_of_thought
from .generation import GenerationSpec
from .prompts import load_prompt
from .records import AttemptRecord, Trace

__all__ = ["PotSpec", "ProgramOfThoughts"]


@dataclass(frozen=True)
class PotSpec(GenerationSpec):
    """Settings of ``pot`` (``pot_nc``: ``max_retries=0``, ``cot_fallback=False``)."""

    max_retries: int = 3
    cot_fallback: bool = True
    num_predict: int = 2048
    num_ctx: int = 16384
    temperature: float = 0.1
    feedback_max_chars: int = 3000


class ProgramOfThoughts:
    """Write a program, run it, correct it on failure, fall back to CoT at the limit."""

    def __init__(self, spec: PotSpec | None = None, *, name: str = "pot") -> None:
        self._spec = spec or PotSpec()
        self.name = name

    @property
    def spec(self) -> PotSpec:
        """The frozen settings of this method."""
        return self._spec

    async def solve(self, problem: Problem, ctx: SolveContext) -> Trace:
        """Run the PoT loop and return its trace."""
        spec = self._spec
        return await solve_with_spec(self.name, spec, problem, ctx, partial(self._body, problem))

    async def _body(self, problem: Problem, log: StepLog) -> Outcome:
        imports = ", ".join(sorted(log.ctx.policy.allowed_imports))
        messages = prompt_messages(
            "pot.system", "pot.user", problem=problem.statement, allowed_imports=imports
        )
        step = await log.ask("program", messages)
        attempt = await log.run_program(step)
        for retry in range(1, self._spec.max_retries + 1):
            if attempt.status == "RESULT_SUBMITTED":
                break
            step = await log.ask("retry", self._retry(messages[0], problem, attempt, retry))
            attempt = await log.run_program(step)
        if attempt.status == "RESULT_SUBMITTED":
            return Outcome(program_submission(attempt), "program_answered")
        if not self._spec.cot_fallback:
            limit = "no_correction" if self._spec.max_retries == 0 else "retry_limit"
            return Outcome(program_submission(attempt), limit)
        fallback = await chain_of_thought(log, problem, component="cot_fallback")
        return Outcome(text_submission(fallback), "retry_limit_then_cot")

    def _retry(
        self, system: Message, problem: Problem, attempt: AttemptRecord, retry: int
    ) -> list[Message]:
        code = attempt.selection.code if attempt.selection is not None else None
        user = load_prompt("pot.retry").render(
            problem=problem.statement,
            previous_code=code or NO_CODE,
            feedback=attempt.feedback,
            retry=retry,
            max_retries=self._spec.max_retries,
        )
        return [system, Message("user", user)]


def _pot(overrides: dict[str, Any]) -> ProgramOfThoughts:
    return ProgramOfThoughts(build_spec(PotSpec, overrides))


def _pot_nc(overrides: dict[str, Any]) -> ProgramOfThoughts:
    settings = {"max_retries": 0, "cot_fallback": False, **overrides}
    return ProgramOfThoughts(build_spec(PotSpec, settings), name="pot_nc")


register_method(
    "pot",
    _pot,
    description="Program of thoughts: a program, corrected on failure, CoT fallback (IIPC)",
)
register_method(
    "pot_nc",
    _pot_nc,
    description="Program of thoughts with no error correction and no fallback (PoT-NC)",
)
