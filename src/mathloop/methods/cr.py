"""``cr``: Cumulative Reasoning (Zhang et al. 2023) as the IIPC paper runs it (seed 000).

Each round the proposer offers one proposition (optionally with a program, which runs in the
sandbox), the verifier accepts or rejects it, and after an accepted one the reporter either
answers (``\\boxed{}``) or lets the team continue. After ``max_rounds`` the reporter must
answer. Only verified propositions are carried forward.
"""

from __future__ import annotations

from typing import NamedTuple

from mathloop.llm.base import Message
from mathloop.problems import Problem

from ._text import labelled_choice, labelled_text, numbered, program_output, prose
from .base import RecordedMethod, method
from .generation import GenerationSpec
from .prompts import load_prompt
from .recorder import Outcome, Recorder, has_code, text_submission
from .specs import setting, spec

__all__ = ["CrSpec", "CumulativeReasoning"]


class _Proposal(NamedTuple):
    statement: str
    output: str | None
    """What its program printed, when the proposer wrote one."""

    def render(self) -> str:
        if self.output is None:
            return self.statement
        return f"{self.statement}\n   (program output: {self.output})"


@spec
class CrSpec(GenerationSpec):
    """Settings of ``cr``; temperature 0.1 as for every agent of the paper."""

    max_rounds: int = setting(5, "Rounds of propose, verify and report; then an answer.", ge=0)
    max_proposition_chars: int = setting(
        800, "The most characters of a proposition that are kept.", ge=1
    )
    temperature: float = setting(0.1, "Sampling temperature (the paper's agents: 0.1).", ge=0)
    feedback_max_chars: int = setting(
        2000, "The most characters of a proposition's program output that are kept.", ge=1
    )


@method("cr", spec=CrSpec)
class CumulativeReasoning(RecordedMethod[CrSpec]):
    """Cumulative reasoning: proposer, verifier and reporter (IIPC baseline)

    The team accumulates verified propositions until the reporter answers.
    """

    async def body(self, problem: Problem, log: Recorder) -> Outcome:
        """Run bounded rounds of propose, verify and report."""
        verified: list[str] = []
        for round_number in range(1, self._spec.max_rounds + 1):
            proposal = await self._propose(problem, verified, round_number, log)
            if proposal is None or not await self._verify(problem, verified, proposal, log):
                continue
            verified.append(proposal.render())
            answer = await self._report(problem, verified, log)
            if answer is not None:
                return answer
        final = await log.ask(
            "reporter", self._messages("cr.final", problem, verified), expect_answer=True
        )
        return Outcome(text_submission(final), "round_limit")

    async def _propose(
        self, problem: Problem, verified: list[str], round_number: int, log: Recorder
    ) -> _Proposal | None:
        imports = ", ".join(sorted(log.ctx.policy.allowed_imports))
        messages = self._messages(
            "cr.proposer",
            problem,
            verified,
            round=round_number,
            max_rounds=self._spec.max_rounds,
            allowed_imports=imports,
        )
        step = await log.ask("proposer", messages)
        text = step.response or ""
        limit = self._spec.max_proposition_chars
        statement = labelled_text(text, "PROPOSITION", limit) or prose(text, limit)
        if not statement:
            log.add_note(step, "no proposition in the reply; the round is skipped")
            return None
        if not has_code(text):
            return _Proposal(statement, None)
        attempt = await log.run_program(step)
        return _Proposal(statement, program_output(attempt, self._spec.feedback_max_chars))

    async def _verify(
        self, problem: Problem, verified: list[str], proposal: _Proposal, log: Recorder
    ) -> bool:
        messages = self._messages(
            "cr.verifier",
            problem,
            verified,
            proposition=proposal.statement,
            output=proposal.output or "(no program was run)",
        )
        step = await log.ask("verifier", messages)
        verdict = labelled_choice(step.response or "", "VERDICT", ("VALID", "INVALID"))
        if verdict is None:
            step = log.add_note(step, "no VERDICT line; treated as INVALID")
        log.update(step, decision=verdict or "invalid")
        return verdict == "valid"

    async def _report(self, problem: Problem, verified: list[str], log: Recorder) -> Outcome | None:
        messages = self._messages("cr.reporter", problem, verified)
        step = await log.ask("reporter", messages, expect_answer=True)
        decision = labelled_choice(step.response or "", "DECISION", ("ANSWER", "CONTINUE"))
        step = log.update(step, decision=decision)
        submission = text_submission(step)
        if decision == "continue":
            return None
        if submission.answer is None:
            if decision == "answer":
                log.add_note(step, "DECISION: ANSWER without a \\boxed{} answer; continuing")
            return None
        if decision is None:
            log.add_note(step, "no DECISION line, but a \\boxed{} answer: read as ANSWER")
        return Outcome(submission, "reported")

    def _messages(
        self, template: str, problem: Problem, verified: list[str], **values: object
    ) -> list[Message]:
        user = load_prompt(template).render(
            problem=problem.statement, propositions=numbered(verified), **values
        )
        return [Message("system", load_prompt("cr.system").render()), Message("user", user)]
