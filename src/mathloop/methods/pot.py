"""``pot`` and ``pot_nc``: Program of Thoughts, with and without error correction (seed 000).

``pot`` is the paper's PoT (section 4, "Agent Implementations"): when a program fails to
produce an answer, the model gets the program and what the runner observed and regenerates
it, up to ``max_retries`` times; then it falls back to chain of thought. ``pot_nc`` (section
4.3) runs one program once. The answer is the program's first ``RESULT:`` line. ``pot_once``
is mathloop's own variant: one program, and the chain-of-thought fallback when it gives no
answer (``max_retries=0``); issue 57 measures it as a faster solver.
"""

from __future__ import annotations

from mathloop.llm.base import Message
from mathloop.problems import Problem

from ._text import NO_CODE
from .base import RecordedMethod, method
from .cot import chain_of_thought
from .generation import GenerationSpec
from .prompts import load_prompt
from .recorder import (
    Outcome,
    Recorder,
    program_submission,
    prompt_messages,
    text_submission,
)
from .records import AttemptRecord
from .specs import setting, spec

__all__ = ["PotSpec", "ProgramOfThoughts"]


@spec
class PotSpec(GenerationSpec):
    """Settings of ``pot`` (``pot_nc``: ``max_retries=0``, ``cot_fallback=False``;
    ``pot_once``: ``max_retries=0``)."""

    max_retries: int = setting(
        3, "Regenerations of a program that gave no answer, with what the runner saw.", ge=0
    )
    cot_fallback: bool = setting(True, "One chain of thought when no program gave an answer.")
    temperature: float = setting(0.1, "Sampling temperature (the paper's agents: 0.1).", ge=0)
    feedback_max_chars: int = setting(
        3000, "The most characters of stdout and of stderr a retry's feedback carries.", ge=1
    )
    runner_diagnostics: bool = setting(
        False,
        "A retry's feedback also says what the runner can tell from the code (a RESULT: x "
        "line Python read as an annotation, a program identical to an earlier one; "
        "docs/relay.md). mathloop's addition, off until measured on the solver's design set "
        "(issue 57); the IIPC preset keeps it off.",
    )


@method("pot", spec=PotSpec)
@method(
    "pot_once",
    spec=PotSpec,
    defaults={"max_retries": 0},
    description="One program, run once; one chain of thought if it gives no answer",
)
@method(
    "pot_nc",
    spec=PotSpec,
    defaults={"max_retries": 0, "cot_fallback": False},
    description="Program of thoughts with no error correction and no fallback (PoT-NC)",
)
class ProgramOfThoughts(RecordedMethod[PotSpec]):
    """Program of thoughts: a program, corrected on failure, CoT fallback (IIPC)

    Write a program, run it, correct it on failure, fall back to CoT at the limit.
    """

    async def body(self, problem: Problem, log: Recorder) -> Outcome:
        """Run the PoT loop and return its trace."""
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
