"""``consensus``: a vote over executed programs that stops as soon as the vote is decided.

mathloop's own method (issue 26), in no seed. Each sample is a PoT-style program (the
default sandbox policy, sympy allowed): sample 1 greedy, the others at ``temperature``, each
on its own seed. A program that crashed or printed no ``RESULT:`` line is repaired with
relay-style operational feedback (the runner's observations only, seed 003), up to
``repairs`` times, while no sample has given an answer (``repair_only_without_votes``).
Submitted answers are grouped with the deterministic answer checker, candidate against
candidate (never the gold). Sampling stops once the leading answer keeps a
strict lead whatever the remaining samples say, and at ``max_samples``; a sample with no
answer casts no vote. When no program gives an answer, one chain of thought does.

The trace holds every sample's steps and runs, the group each answer joined, and the tally
with the stop decision. A program identical to an earlier sample's is not run again under
the anti-repeat rule: it reports that run (``reused_execution_of``) and still votes.
"""

from __future__ import annotations

import dataclasses

from mathloop.llm.base import GenerationParams, Message
from mathloop.problems import Problem

from ._tally import Tally
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
from .records import AttemptRecord, Submission
from .specs import setting, spec

__all__ = ["Consensus", "ConsensusSpec"]

_REPAIRABLE = frozenset(
    {"NO_RESULT_LINE", "EXECUTION_TIMEOUT", "CODE_REJECTED", "NO_USABLE_CODE_OR_RESULT"}
)


@spec
class ConsensusSpec(GenerationSpec):
    """Settings of ``consensus`` (docs/methods.md says how each default was chosen)."""

    max_samples: int = setting(
        3,
        "At most this many sampled programs (each with its repairs). On MATH train no limit "
        "from 1 to 5 changed an outcome; 3 keeps a vote within 3x PoT's output tokens, 5 "
        'would not (docs/methods.md, "Every attempt counts: the measurements").',
        ge=1,
    )
    adaptive_stop: bool = setting(
        True, "Stop once the leading answer cannot lose its strict lead; off: all samples run."
    )
    first_greedy: bool = setting(
        True, "Sample 1 decodes at temperature 0 (PoT's program); the rest at temperature."
    )
    temperature: float = setting(0.7, "The temperature of every sample after the first.", ge=0)
    top_p: float = setting(0.95, "Nucleus sampling: the probability mass kept.", ge=0, le=1)
    repairs: int = setting(
        1, "Repairs per sample whose program gave no answer, with the runner's feedback.", ge=0
    )
    repair_only_without_votes: bool = setting(
        True,
        "Repair a sample only while no sample has given an answer: once one has, a failed "
        "sample costs a repair's tokens for one vote, and on MATH train that bought nothing "
        "(bench/every_attempt.py consensus-table).",
    )
    cot_fallback: bool = setting(True, "One chain of thought when no sample's program answered.")
    num_predict: int = setting(1024, "The most tokens one reply may have.", ge=1)
    num_ctx: int = setting(8192, "The context window of a call: prompt plus reply.", ge=1)
    feedback_max_chars: int = setting(
        3000, "The most characters of stdout and of stderr a repair's feedback carries.", ge=1
    )
    stop_after_code_block: bool = setting(
        True,
        "End a reply once its program's block is closed: the prose after it costs tokens and "
        "changes nothing (the relay protocols' rule, docs/relay.md).",
    )
    runner_diagnostics: bool = setting(
        True,
        "A repair's feedback also says what the runner can tell from the code, such as a "
        "RESULT: x line Python read as an annotation (docs/relay.md).",
    )


@method(
    "consensus",
    spec=ConsensusSpec,
    description="Vote over executed programs with an adaptive stop, repairs and a CoT "
    "fallback (mathloop's own)",
)
class Consensus(RecordedMethod[ConsensusSpec]):
    """Sample programs, run them, vote on their answers; stop when the vote is decided."""

    async def body(self, problem: Problem, log: Recorder) -> Outcome:
        """Sample, run and repair programs until the vote is decided; return the trace."""
        imports = ", ".join(sorted(log.ctx.policy.allowed_imports))
        messages = prompt_messages(
            "consensus.system", "consensus.user", problem=problem.statement, allowed_imports=imports
        )
        tally = Tally()
        first: dict[str, int] = {}
        samples = 0
        while samples < self._spec.max_samples:
            samples += 1
            repairs = self._spec.repairs
            if self._spec.repair_only_without_votes and tally.groups:
                repairs = 0
            attempt = await self._sample(log, problem, messages, samples, repairs)
            submitted = program_submission(attempt)
            group = await tally.add(samples, submitted.answer, submitted.source)
            if group is not None:
                first.setdefault(group.answer, attempt.index)
            remaining = self._spec.max_samples - samples
            if self._spec.adaptive_stop and tally.decided(remaining):
                break
        return await self._conclude(log, problem, tally, samples, first)

    async def _sample(
        self, log: Recorder, problem: Problem, messages: list[Message], sample: int, repairs: int
    ) -> AttemptRecord:
        """One sampled program and up to ``repairs`` repairs; the last attempt is the
        sample's."""
        params = self._params(log, sample)
        step = await log.ask("sample", messages, params=params)
        log.add_note(step, f"sample {sample}: temperature {params.temperature}, seed {params.seed}")
        attempt = await log.run_program(step, ask_again=False)
        for repair in range(1, repairs + 1):
            if attempt.status not in _REPAIRABLE:
                break
            user = _repair_prompt(problem, attempt)
            step = await log.ask("repair", [messages[0], Message("user", user)], params=params)
            log.add_note(step, f"sample {sample}: repair {repair} of attempt {attempt.index}")
            attempt = await log.run_program(step)
        return attempt

    def _params(self, log: Recorder, sample: int) -> GenerationParams:
        """Sample ``sample``'s sampler and seed: greedy first, then the spec's temperature."""
        base = log.settings.params
        temperature = 0.0 if sample == 1 and self._spec.first_greedy else self._spec.temperature
        seed = (log.ctx.seed if log.ctx.seed is not None else 0) * 1000 + sample
        sampler = dataclasses.replace(base.sampler, temperature=temperature)
        return dataclasses.replace(base, sampler=sampler, seed=seed)

    async def _conclude(
        self,
        log: Recorder,
        problem: Problem,
        tally: Tally,
        samples: int,
        first: dict[str, int],
    ) -> Outcome:
        leader = tally.leader()
        reason = _stop_reason(tally, samples, self._spec)
        notes = [f"group {g.answer!r}: samples {g.voters}" for g in tally.groups]
        answer = leader.answer if leader else None
        log.record("tally", decision=reason, answer=answer, notes=notes)
        if leader is not None:
            votes = sum(len(g.voters) for g in tally.groups)
            submission = Submission(
                answer=leader.answer,
                confidence=round(100 * len(leader.voters) / votes),
                attempt=first.get(leader.answer),
                status="RESULT_SUBMITTED",
                source="execution",
            )
            return Outcome(submission, reason)
        if not self._spec.cot_fallback:
            return Outcome(_no_answer(log.attempts), reason)
        fallback = await chain_of_thought(log, problem, component="cot_fallback")
        return Outcome(text_submission(fallback), "no_program_answer_then_cot")


def _stop_reason(tally: Tally, samples: int, spec: ConsensusSpec) -> str:
    if not tally.groups:
        return "no_program_answer"
    if spec.adaptive_stop and samples < spec.max_samples:
        return "decided"
    return "max_samples_tie" if tally.tied() else "max_samples"


def _no_answer(attempts: list[AttemptRecord]) -> Submission:
    status = attempts[-1].status if attempts else "NO_USABLE_CODE_OR_RESULT"
    return Submission(answer=None, status=status)


def _repair_prompt(problem: Problem, attempt: AttemptRecord) -> str:
    code = attempt.selection.code if attempt.selection is not None else None
    return load_prompt("consensus.repair").render(
        problem=problem.statement, previous_code=code or NO_CODE, feedback=attempt.feedback
    )
