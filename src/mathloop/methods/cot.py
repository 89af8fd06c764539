"""``cot``: one chain of thought, the answer in its last ``\\boxed{}`` (seed 000, section 4.3).

The IIPC paper's token-level baseline: no code, no execution. It is also PoT's fallback.
"""

from __future__ import annotations

from typing import Literal

from mathloop.llm.base import Message
from mathloop.problems import Problem

from .base import RecordedMethod, method
from .generation import GenerationSpec
from .prompts import chain_stem
from .recorder import Outcome, Recorder, prompt_messages, text_submission
from .records import StepRecord
from .specs import setting, spec

__all__ = [
    "CHAIN_PROMPT_HELP",
    "ChainOfThought",
    "ChainPrompt",
    "CotSpec",
    "chain_messages",
    "chain_of_thought",
]

ChainPrompt = Literal["step_by_step", "brief"]
"""Which chain-of-thought prompt: the paper's step by step (``cot.*``), or a brief one
(``cot.brief.*``), mathloop's candidate for shorter chains (issue 57)."""

CHAIN_PROMPT_HELP = (
    "The chain-of-thought prompt: step_by_step, the paper's (cot.*); brief, mathloop's ask "
    "for only the steps needed (cot.brief.*), a candidate for shorter chains (issue 57)."
)


@spec
class CotSpec(GenerationSpec):
    """Settings of ``cot``; temperature 0.1 as for every agent of the paper."""

    temperature: float = setting(0.1, "Sampling temperature (the paper's agents: 0.1).", ge=0)
    chain_prompt: ChainPrompt = setting("step_by_step", CHAIN_PROMPT_HELP)


@method("cot", spec=CotSpec)
class ChainOfThought(RecordedMethod[CotSpec]):
    """Chain of thought: reason in text once, submit the last \\boxed{} (IIPC baseline)

    No code and no execution; the answer is the reply's last ``\\boxed{}``.
    """

    async def body(self, problem: Problem, log: Recorder) -> Outcome:
        """Ask for a chain of thought and read its boxed answer."""
        step = await chain_of_thought(log, problem, component="cot", prompt=self._spec.chain_prompt)
        submission = text_submission(step)
        reason = "answered" if submission.answer is not None else "no_boxed_answer"
        return Outcome(submission, reason)


def chain_messages(problem: Problem, prompt: ChainPrompt = "step_by_step") -> list[Message]:
    """The messages that ask for one chain of thought on ``problem``."""
    stem = chain_stem(prompt)
    return prompt_messages(f"{stem}.system", f"{stem}.user", problem=problem.statement)


async def chain_of_thought(
    log: Recorder, problem: Problem, *, component: str, prompt: ChainPrompt = "step_by_step"
) -> StepRecord:
    """One CoT call recorded as ``component`` (shared with PoT's fallback)."""
    return await log.ask(component, chain_messages(problem, prompt), expect_answer=True)
