"""``cot``: one chain of thought, the answer in its last ``\\boxed{}`` (seed 000, section 4.3).

The IIPC paper's token-level baseline: no code, no execution. It is also PoT's fallback.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mathloop.problems import Problem

from ._steps import Outcome, StepLog, prompt_messages, solve_with_spec, text_submission
from .base import SolveContext, build_spec, register_method
from .generation import GenerationSpec
from .records import StepRecord, Trace

__all__ = ["ChainOfThought", "CotSpec", "chain_of_thought"]


@dataclass(frozen=True)
class CotSpec(GenerationSpec):
    """Settings of ``cot``; temperature 0.1 as for every agent of the paper."""

    num_predict: int = 2048
    num_ctx: int = 16384
    temperature: float = 0.1


class ChainOfThought:
    """Reason in text once; submit the last ``\\boxed{}`` answer."""

    name = "cot"

    def __init__(self, spec: CotSpec | None = None) -> None:
        self._spec = spec or CotSpec()

    @property
    def spec(self) -> CotSpec:
        """The frozen settings of this method."""
        return self._spec

    async def solve(self, problem: Problem, ctx: SolveContext) -> Trace:
        """Ask for a chain of thought and read its boxed answer."""

        async def body(log: StepLog) -> Outcome:
            step = await chain_of_thought(log, problem, component="cot")
            submission = text_submission(step)
            reason = "answered" if submission.answer is not None else "no_boxed_answer"
            return Outcome(submission, reason)

        return await solve_with_spec(self.name, self._spec, problem, ctx, body)


async def chain_of_thought(log: StepLog, problem: Problem, *, component: str) -> StepRecord:
    """One CoT call recorded as ``component`` (shared with PoT's fallback)."""
    messages = prompt_messages("cot.system", "cot.user", problem=problem.statement)
    return await log.ask(component, messages, expect_answer=True)


def _factory(overrides: dict[str, Any]) -> ChainOfThought:
    return ChainOfThought(build_spec(CotSpec, overrides))


register_method(
    ChainOfThought.name,
    _factory,
    description="Chain of thought: reason in text once, submit the last \\boxed{} (IIPC baseline)",
)
