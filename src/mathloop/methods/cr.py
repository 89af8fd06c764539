"""``cr``: Cumulative Reasoning (Zhang et al. 2023) as the IIPC paper runs it (seed 000).

Each round the proposer offers one proposition (optionally with a program, which runs in the
sandbox), the verifier accepts or rejects it, and after an accepted one the reporter either
answers (``\\boxed{}``) or lets the team continue. After ``max_rounds`` the reporter must
answer. Only verified propositions are carried forward.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, NamedTuple

from mathloop.llm.base import Message
from mathloop.problems import Problem

from ._steps import Outcome, StepLog, has_code, solve_with_spec, text_submission
from ._text import labelled_choice, labelled_text, numbered, program_output, prose
from .base import SolveContext, build_spec, register_method
from .generation import GenerationSpec
from .prompts import load_prompt
from .records import Trace

__all__ = ["CrSpec", "CumulativeReasoning"]


class _Proposal(NamedTuple):
    statement: str
    output: str | None
    """What its program printed, when the proposer wrote one."""

    def render(self) -> str:
        if self.output is None:
            return self.statement
        return f"{self.statement}\n   (program output: {self.output})"


@dataclass(frozen=True)
class CrSpec(GenerationSpec):
    """Settings of ``cr``; temperature 0.1 as for every agent of the paper."""

    max_rounds: int = 5
    max_proposition_chars: int = 800
    num_predict: int = 2048
    num_ctx: int = 16384
    temperature: float = 0.1
    feedback_max_chars: int = 2000


class CumulativeReasoning:
    """Proposer, verifier and reporter accumulating verified propositions."""

    name = "cr"

    def __init__(self, spec: CrSpec | None = None) -> None:
        self._spec = spec or CrSpec()

    @property
    def spec(self) -> CrSpec:
        """The frozen settings of this method."""
        return self._spec

    async def solve(self, problem: Problem, ctx: SolveContext) -> Trace:
        """Run bounded rounds of propose, verify and report."""
        spec = self._spec
        return await solve_with_spec(self.name, spec, problem, ctx, partial(self._body, problem))

    async def _body(self, problem: Problem, log: StepLog) -> Outcome:
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
        self, problem: Problem, verified: list[str], round_number: int, log: StepLog
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
        self, problem: Problem, verified: list[str], proposal: _Proposal, log: StepLog
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

    async def _report(self, problem: Problem, verified: list[str], log: StepLog) -> Outcome | None:
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


def _factory(overrides: dict[str, Any]) -> CumulativeReasoning:
    return CumulativeReasoning(build_spec(CrSpec, overrides))


register_method(
    CumulativeReasoning.name,
    _factory,
    description="Cumulative reasoning: proposer, verifier and reporter (IIPC baseline)",
)
