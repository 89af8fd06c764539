"""``macm``: Multi-Agent Condition Mining (Lei et al. 2024) in a single run (seed 000).

As the IIPC paper adapts it (section 4, "Agent Implementations"): no voting. The thinker
lists the conditions and the objective, then mines one new condition per round; the judge
verifies each one and decides when the conditions suffice; the thinker plans the steps and
the executor carries them out in a program whose ``RESULT:`` line is the answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from mathloop.llm.base import Message
from mathloop.problems import Problem

from ._text import NO_CODE, labelled_choice, labelled_text, numbered, prose
from .base import RecordedMethod, method
from .generation import GenerationSpec
from .prompts import load_prompt
from .recorder import Outcome, Recorder, program_submission
from .records import AttemptRecord
from .specs import setting, spec

__all__ = ["MacmSpec", "MultiAgentConditionMining"]

_CONDITIONS = re.compile(
    r"CONDITIONS[\s*_`]*:(.*?)(?=^[\s*#>_`-]*OBJECTIVE\b|\Z)", re.I | re.S | re.M
)
_BULLET = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s*")


@spec
class MacmSpec(GenerationSpec):
    """Settings of ``macm``; temperature 0.1 as for every agent of the paper."""

    max_rounds: int = setting(3, "Rounds of mining one new condition.", ge=0)
    max_executor_retries: int = setting(
        1, "Retries of an executor program that gave no answer.", ge=0
    )
    max_condition_chars: int = setting(
        600, "The most characters of a condition or the objective that are kept.", ge=1
    )
    temperature: float = setting(0.1, "Sampling temperature (the paper's agents: 0.1).", ge=0)
    feedback_max_chars: int = setting(
        2000, "The most characters of stdout and of stderr a retry's feedback carries.", ge=1
    )


@dataclass
class _Board:
    """What the team knows: the verified conditions and the objective."""

    objective: str
    conditions: list[str] = field(default_factory=list)

    def values(self) -> dict[str, str]:
        return {"conditions": numbered(self.conditions, "(none)"), "objective": self.objective}


@method("macm", spec=MacmSpec)
class MultiAgentConditionMining(RecordedMethod[MacmSpec]):
    """MACM: thinker, judge and executor mine conditions, then compute (IIPC baseline)

    Conditions are mined and verified round by round; a program computes the objective.
    """

    async def body(self, problem: Problem, log: Recorder) -> Outcome:
        """Mine conditions for bounded rounds, then plan and execute."""
        board = await self._analyze(problem, log)
        reason = "round_limit"
        for round_number in range(1, self._spec.max_rounds + 1):
            condition = await self._mine(problem, board, round_number, log)
            if not condition or not await self._judge(problem, board, condition, log):
                continue
            board.conditions.append(condition)
            if await self._enough(problem, board, log):
                reason = "sufficient"
                break
        plan = await log.ask("thinker_plan", self._messages("macm.plan", problem, board))
        attempt = await self._execute(problem, board, (plan.response or "").strip(), log)
        return Outcome(program_submission(attempt), reason)

    async def _analyze(self, problem: Problem, log: Recorder) -> _Board:
        messages = self._messages("macm.analyze", problem, None)
        step = await log.ask("thinker_analyze", messages)
        text = step.response or ""
        objective = labelled_text(text, "OBJECTIVE", self._spec.max_condition_chars)
        conditions = _listed(text)
        if not conditions:
            step = log.add_note(step, "no CONDITIONS list; starting from the statement alone")
        if not objective:
            objective = "answer the question the problem asks"
            log.add_note(step, "no OBJECTIVE line; using the problem's question")
        return _Board(objective=objective, conditions=conditions)

    async def _mine(self, problem: Problem, board: _Board, round_number: int, log: Recorder) -> str:
        messages = self._messages(
            "macm.mine", problem, board, round=round_number, max_rounds=self._spec.max_rounds
        )
        step = await log.ask("thinker_mine", messages)
        limit = self._spec.max_condition_chars
        text = step.response or ""
        condition = labelled_text(text, "NEW CONDITION", limit) or prose(text, limit)
        if not condition:
            log.add_note(step, "no new condition in the reply; the round is skipped")
        return condition

    async def _judge(self, problem: Problem, board: _Board, condition: str, log: Recorder) -> bool:
        messages = self._messages("macm.judge", problem, board, condition=condition)
        step = await log.ask("judge_verify", messages)
        verdict = labelled_choice(step.response or "", "VERDICT", ("TRUE", "FALSE"))
        if verdict is None:
            step = log.add_note(step, "no VERDICT line; treated as FALSE")
        log.update(step, decision=verdict or "false")
        return verdict == "true"

    async def _enough(self, problem: Problem, board: _Board, log: Recorder) -> bool:
        step = await log.ask("judge_enough", self._messages("macm.enough", problem, board))
        answer = labelled_choice(step.response or "", "SUFFICIENT", ("YES", "NO"))
        if answer is None:
            step = log.add_note(step, "no SUFFICIENT line; treated as NO")
        log.update(step, decision=answer or "no")
        return answer == "yes"

    async def _execute(
        self, problem: Problem, board: _Board, plan: str, log: Recorder
    ) -> AttemptRecord:
        imports = ", ".join(sorted(log.ctx.policy.allowed_imports))
        common = {"plan": plan or "(no plan)", "allowed_imports": imports}
        step = await log.ask("executor", self._messages("macm.execute", problem, board, **common))
        attempt = await log.run_program(step)
        for _ in range(self._spec.max_executor_retries):
            if attempt.status == "RESULT_SUBMITTED":
                break
            code = attempt.selection.code if attempt.selection is not None else None
            retry = self._messages(
                "macm.execute_retry",
                problem,
                board,
                **common,
                previous_code=code or NO_CODE,
                feedback=attempt.feedback,
            )
            attempt = await log.run_program(await log.ask("executor_retry", retry))
        return attempt

    def _messages(
        self, template: str, problem: Problem, board: _Board | None, **values: object
    ) -> list[Message]:
        shown = board.values() if board is not None else {}
        user = load_prompt(template).render(problem=problem.statement, **shown, **values)
        return [Message("system", load_prompt("macm.system").render()), Message("user", user)]


def _listed(text: str) -> list[str]:
    """The items under ``CONDITIONS:`` (numbering and bullets removed)."""
    match = _CONDITIONS.search(text)
    if match is None:
        return []
    items = []
    for line in match.group(1).splitlines():
        item = _BULLET.sub("", line).strip()
        if item:
            items.append(item)
    return items
