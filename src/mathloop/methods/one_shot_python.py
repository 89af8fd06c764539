"""``one_shot_python``: one response, one execution (seed 003, "Two Prompt Contracts")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mathloop.llm.base import Message
from mathloop.problems import Problem

from ._steps import Outcome, StepLog, attempts_outcome, solve_with_spec
from .base import SolveContext, build_spec, register_method
from .generation import ProtocolSpec
from .prompts import load_prompt, prompt_name
from .records import Trace

__all__ = ["OneShotPython", "OneShotPythonSpec"]


@dataclass(frozen=True)
class OneShotPythonSpec(ProtocolSpec):
    """Settings of ``one_shot_python``; defaults are the seed's saved run, plus mathloop's
    additions (:class:`~mathloop.methods.generation.ProtocolSpec`). With no next attempt,
    the runner diagnostics are only recorded, never shown to the model.
    """

    num_predict: int = 12500
    num_ctx: int = 16384
    prompt_style: str = "one_shot"


class OneShotPython:
    """Solve in a single generation whose program runs exactly once."""

    name = "one_shot_python"

    def __init__(self, spec: OneShotPythonSpec | None = None) -> None:
        self._spec = spec or OneShotPythonSpec()

    @property
    def spec(self) -> OneShotPythonSpec:
        """The frozen settings of this method."""
        return self._spec

    async def solve(self, problem: Problem, ctx: SolveContext) -> Trace:
        """Generate once, run once, submit the first RESULT line if any."""

        async def body(log: StepLog) -> Outcome:
            await log.attempt(self._messages(problem, ctx))
            return attempts_outcome(log.attempts)

        return await solve_with_spec(self.name, self._spec, problem, ctx, body)

    def _messages(self, problem: Problem, ctx: SolveContext) -> list[Message]:
        imports = ", ".join(sorted(ctx.policy.allowed_imports))
        prompts = self._spec.prompt_set
        system = load_prompt(prompt_name("one_shot_python.system", prompts))
        user = load_prompt(prompt_name("one_shot_python.user", prompts))
        return [
            Message("system", system.render(allowed_imports=imports)),
            Message("user", user.render(problem=problem.statement)),
        ]


def _factory(overrides: dict[str, Any]) -> OneShotPython:
    return OneShotPython(build_spec(OneShotPythonSpec, overrides))


register_method(
    OneShotPython.name,
    _factory,
    description="One generation, one execution; the first RESULT line is final (seed 003)",
)
