"""``cot``: one chain of thought, the answer in its last ``\\boxed{}`` (seed 000, section 4.3).

The IIPC paper's token-level baseline: no code, no execution. It is also PoT's fallback.
"""

from __future__ import annotations

from mathloop.problems import Problem

from .base import RecordedMethod, method
from .generation import GenerationSpec
from .recorder import Outcome, Recorder, prompt_messages, text_submission
from .records import StepRecord
from .specs import setting, spec

__all__ = ["ChainOfThought", "CotSpec", "chain_of_thought"]


@spec
class CotSpec(GenerationSpec):
    """Settings of ``cot``; temperature 0.1 as for every agent of the paper."""

    temperature: float = setting(0.1, "Sampling temperature (the paper's agents: 0.1).", ge=0)


@method("cot", spec=CotSpec)
class ChainOfThought(RecordedMethod[CotSpec]):
    """Chain of thought: reason in text once, submit the last \\boxed{} (IIPC baseline)

    No code and no execution; the answer is the reply's last ``\\boxed{}``.
    """

    async def body(self, problem: Problem, log: Recorder) -> Outcome:
        """Ask for a chain of thought and read its boxed answer."""
        step = await chain_of_thought(log, problem, component="cot")
        submission = text_submission(step)
        reason = "answered" if submission.answer is not None else "no_boxed_answer"
        return Outcome(submission, reason)


async def chain_of_thought(log: Recorder, problem: Problem, *, component: str) -> StepRecord:
    """One CoT call recorded as ``component`` (shared with PoT's fallback)."""
    messages = prompt_messages("cot.system", "cot.user", problem=problem.statement)
    return await log.ask(component, messages, expect_answer=True)
