"""``one_shot_python``: one response, one execution (seed 003, "Two Prompt Contracts")."""

from __future__ import annotations

from mathloop.llm.base import Message
from mathloop.problems import Problem

from .base import RecordedMethod, SolveContext, method
from .generation import ProtocolSpec
from .prompts import load_prompt, prompt_name
from .recorder import Outcome, Recorder, attempts_outcome
from .specs import setting, spec

__all__ = ["OneShotPython", "OneShotPythonSpec"]


@spec
class OneShotPythonSpec(ProtocolSpec):
    """Settings of ``one_shot_python``; defaults are the seed's saved run, plus mathloop's
    additions (:class:`~mathloop.methods.generation.ProtocolSpec`). With no next attempt,
    the runner diagnostics are only recorded, never shown to the model.
    """

    num_predict: int = setting(12500, "The most tokens the one reply may have.", ge=1)


@method("one_shot_python", spec=OneShotPythonSpec)
class OneShotPython(RecordedMethod[OneShotPythonSpec]):
    """One generation, one execution; the first RESULT line is final (seed 003)"""

    async def body(self, problem: Problem, log: Recorder) -> Outcome:
        """Generate once, run once, submit the first RESULT line if any."""
        await log.attempt(self._messages(problem, log.ctx))
        return attempts_outcome(log.attempts)

    def _messages(self, problem: Problem, ctx: SolveContext) -> list[Message]:
        imports = ", ".join(sorted(ctx.policy.allowed_imports))
        prompts = self._spec.prompt_set
        system = load_prompt(prompt_name("one_shot_python.system", prompts))
        user = load_prompt(prompt_name("one_shot_python.user", prompts))
        return [
            Message("system", system.render(allowed_imports=imports)),
            Message("user", user.render(problem=problem.statement)),
        ]
