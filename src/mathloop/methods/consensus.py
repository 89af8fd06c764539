"""``consensus``: a vote over chains of thought and executed programs that stops as soon as
the vote is decided.

mathloop's own method (issues 26 and 41), in no seed. Each sample is a chain of thought
(``c``: the ``cot.*`` prompts, its last ``\\boxed{}`` its vote) or a PoT-style program
(``p``: run under the default sandbox policy, sympy allowed, its ``RESULT:`` line its
vote), in the order ``sample_order`` gives (default ``cpppp``); each kind's first sample is
greedy, the others at ``temperature``, each on its own seed. Samples are asked for in
rounds of ``samples_together`` (2: decoded in one batch under ``--batch-sequences 2``). A
program that crashed or printed no ``RESULT:`` line is repaired with relay-style operational
feedback (the runner's observations only, seed 003), up to ``repairs`` times, while no
sample has given an answer (``repair_only_without_votes``). Answers are grouped with the
deterministic answer checker, candidate against candidate (never the gold). Sampling stops
when the first two samples agree (``first_pair_decides``), once the leading answer keeps a
strict lead whatever the remaining samples say, at ``max_samples``, or when ``max_calls``
or ``time_limit_s`` is reached; a sample with no answer casts no vote. When nothing
answered, one chain of thought does. docs/methods.md says how each default was measured.

The trace holds every sample's steps and runs, the group each answer joined, and the tally
with the stop decision. A program identical to an earlier sample's is not run again under
the anti-repeat rule: it reports that run (``reused_execution_of``) and still votes.
"""

from __future__ import annotations

import dataclasses
import time
from typing import Annotated

from pydantic import StringConstraints

from mathloop.llm.base import GenerationParams, Message
from mathloop.problems import Problem

from ._tally import Tally
from ._text import NO_CODE
from .base import RecordedMethod, method
from .cot import CHAIN_PROMPT_HELP, ChainPrompt, chain_messages, chain_of_thought
from .generation import GenerationSpec
from .prompts import load_prompt
from .recorder import (
    Ask,
    Outcome,
    Recorder,
    program_submission,
    prompt_messages,
    text_submission,
)
from .records import AttemptRecord, StepRecord, Submission
from .specs import setting, spec

__all__ = ["Consensus", "ConsensusSpec"]

SampleOrder = Annotated[str, StringConstraints(pattern=r"^[cp]+$")]
"""A sample order: ``p`` a program, ``c`` a chain of thought, one letter per sample."""

_KINDS = {"p": "program", "c": "chain of thought"}

_REPAIRABLE = frozenset(
    {"NO_RESULT_LINE", "EXECUTION_TIMEOUT", "CODE_REJECTED", "NO_USABLE_CODE_OR_RESULT"}
)


@spec
class ConsensusSpec(GenerationSpec):
    """Settings of ``consensus`` (docs/methods.md says how each default was chosen)."""

    max_samples: int = setting(
        5,
        "At most this many samples (a program's repairs are its own). With sample_order "
        "cpppp and first_pair_decides, the most correct answers over MATH and GSM8K train "
        '(docs/methods.md, "consensus: the mixed vote measured").',
        ge=1,
    )
    sample_order: SampleOrder = setting(
        "cpppp",
        "The kind of each sample in turn, cycled up to max_samples: p a program (run, its "
        "RESULT: line voted on), c a chain of thought (its last \\boxed{} voted on); both "
        'kinds vote in one tally (docs/methods.md, "consensus").',
    )
    samples_together: int = setting(
        2,
        "Samples asked for at once, in rounds; under --batch-sequences at least as large the "
        "embedded engine decodes a round in one batch (each sample keeps its seed). A vote "
        "of 3 always draws its first 2, so a first round of 2 costs no extra sample.",
        ge=1,
    )
    max_calls: int = setting(
        5,
        "No sample, repair or fallback starts once the problem has made this many model "
        "calls (0: no cap); a started program's anti-repeat resamples may pass it. At 5 the "
        "default order answered one MATH train problem fewer (25 of 40 over both train "
        "splits, against 26) and its slowest MATH train problem took 456 s instead of 662 s "
        '(docs/methods.md, "consensus: the mixed vote measured").',
        ge=0,
    )
    time_limit_s: float = setting(
        0.0,
        "No sample, repair or fallback starts once the problem has run this many seconds "
        "(0: no limit); the vote so far decides. Makes the outcome depend on the machine.",
        ge=0,
    )
    first_pair_decides: bool = setting(
        True,
        "Stop when the first two samples agree (a chain of thought and a program that agree "
        "settle most problems: arXiv 2604.17433), whatever max_samples allows.",
    )
    adaptive_stop: bool = setting(
        True, "Stop once the leading answer cannot lose its strict lead; off: all samples run."
    )
    first_greedy: bool = setting(
        True,
        "Each kind's first sample decodes at temperature 0 (PoT's program, the greedy chain "
        "of thought); the rest at temperature.",
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
    chain_prompt: ChainPrompt = setting("step_by_step", CHAIN_PROMPT_HELP)
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
    description="Vote over a chain of thought and executed programs, decoded in rounds, with "
    "an adaptive stop, repairs, call caps and a CoT fallback (mathloop's own)",
)
class Consensus(RecordedMethod[ConsensusSpec]):
    """Sample programs, run them, vote on their answers; stop when the vote is decided."""

    async def body(self, problem: Problem, log: Recorder) -> Outcome:
        """Sample in rounds (programs run and repaired) until the vote is decided or a cap
        is reached; return the trace."""
        vote = _Vote(log, problem, self._spec)
        while vote.samples < self._spec.max_samples:
            wanted = min(self._spec.samples_together, self._spec.max_samples - vote.samples)
            size = vote.affordable(wanted)
            if size == 0:
                break
            await self._round(vote, size)
            remaining = self._spec.max_samples - vote.samples
            if self._spec.adaptive_stop and vote.tally.decided(remaining):
                break
            if self._first_pair_agrees(vote):
                vote.pair_agreed = True
                break
        return await self._conclude(vote)

    async def _round(self, vote: _Vote, size: int) -> None:
        """``size`` samples asked for together, then each program run (and repaired while
        no sample has answered) and every answer put in the tally, in sample order."""
        numbers = range(vote.samples + 1, vote.samples + size + 1)
        kinds = [self._kind(number) for number in numbers]
        params_of = [self._params(vote, n, kind) for n, kind in zip(numbers, kinds, strict=True)]
        asks = [vote.ask(kind, params) for kind, params in zip(kinds, params_of, strict=True)]
        steps = await vote.log.ask_together(asks)
        for number, kind, params, step in zip(numbers, kinds, params_of, steps, strict=True):
            vote.samples = number
            vote.log.add_note(
                step,
                f"sample {number} ({_KINDS[kind]}): "
                f"temperature {params.temperature}, seed {params.seed}",
            )
            if kind == "c":
                await vote.add(number, text_submission(step), attempt=None)
                continue
            attempt = await self._program(vote, step, number, params)
            await vote.add(number, program_submission(attempt), attempt=attempt.index)

    def _first_pair_agrees(self, vote: _Vote) -> bool:
        """Whether ``first_pair_decides`` ends the vote: exactly two samples drawn, both in
        one group."""
        return self._spec.first_pair_decides and vote.samples == 2 and vote.tally.sizes() == [2]

    def _kind(self, number: int) -> str:
        order = self._spec.sample_order
        return order[(number - 1) % len(order)]

    async def _program(
        self, vote: _Vote, step: StepRecord, number: int, params: GenerationParams
    ) -> AttemptRecord:
        """Run sample ``number``'s program and repair it (up to ``repairs`` times, while no
        sample has answered); the last attempt is the sample's."""
        log = vote.log
        attempt = await log.run_program(step, ask_again=False)
        repairs = self._spec.repairs
        if self._spec.repair_only_without_votes and vote.tally.groups:
            repairs = 0
        for repair in range(1, repairs + 1):
            if attempt.status not in _REPAIRABLE or not vote.may_start(calls=1):
                break
            user = _repair_prompt(vote.problem, attempt)
            messages = [vote.program_prompt[0], Message("user", user)]
            step = await log.ask("repair", messages, params=params)
            log.add_note(step, f"sample {number}: repair {repair} of attempt {attempt.index}")
            attempt = await log.run_program(step)
        return attempt

    def _params(self, vote: _Vote, number: int, kind: str) -> GenerationParams:
        """Sample ``number``'s sampler and seed: each kind's first greedy (``first_greedy``),
        the rest at the spec's temperature; a chain of thought is not cut after a code
        block."""
        base = vote.log.settings.params
        first_of_kind = self._spec.sample_order.find(kind) + 1 == number
        greedy = first_of_kind and self._spec.first_greedy
        temperature = 0.0 if greedy else self._spec.temperature
        seed = (vote.log.ctx.seed if vote.log.ctx.seed is not None else 0) * 1000 + number
        sampler = dataclasses.replace(base.sampler, temperature=temperature)
        params = dataclasses.replace(base, sampler=sampler, seed=seed)
        if kind == "c":
            rules = dataclasses.replace(params.stop_rules, after_code_block=False)
            params = dataclasses.replace(params, stop_rules=rules)
        return params

    async def _conclude(self, vote: _Vote) -> Outcome:
        tally, log = vote.tally, vote.log
        leader = tally.leader()
        reason = _stop_reason(vote, self._spec)
        notes = [f"group {g.answer!r}: samples {g.voters}" for g in tally.groups]
        answer = leader.answer if leader else None
        log.record("tally", decision=reason, answer=answer, notes=notes)
        if leader is not None:
            votes = sum(len(g.voters) for g in tally.groups)
            submission = Submission(
                answer=leader.answer,
                confidence=round(100 * len(leader.voters) / votes),
                attempt=vote.first.get(leader.answer),
                status="RESULT_SUBMITTED",
                source="text" if leader.source == "text" else "execution",
            )
            return Outcome(submission, reason)
        if not self._spec.cot_fallback or not vote.may_start(calls=1):
            return Outcome(_no_answer(log.attempts), reason)
        fallback = await chain_of_thought(
            log, vote.problem, component="cot_fallback", prompt=self._spec.chain_prompt
        )
        return Outcome(text_submission(fallback), "no_program_answer_then_cot")


class _Vote:
    """One solve's vote so far: the tally, the samples drawn, the first attempt of each
    answer, and the caps on what may still start."""

    def __init__(self, log: Recorder, problem: Problem, spec: ConsensusSpec) -> None:
        self.log, self.problem, self.spec = log, problem, spec
        self.tally = Tally()
        self.first: dict[str, int] = {}
        self.samples = 0
        self.capped: str | None = None
        self.pair_agreed = False
        self._started = time.monotonic()
        imports = ", ".join(sorted(log.ctx.policy.allowed_imports))
        self.program_prompt = prompt_messages(
            "consensus.system", "consensus.user", problem=problem.statement, allowed_imports=imports
        )
        self.cot_prompt = chain_messages(problem, spec.chain_prompt)

    def ask(self, kind: str, params: GenerationParams) -> Ask:
        """The call that asks for a sample of ``kind`` on ``params``."""
        if kind == "c":
            return Ask("cot_sample", self.cot_prompt, params, expect_answer=True)
        return Ask("sample", self.program_prompt, params)

    async def add(self, number: int, submitted: Submission, *, attempt: int | None) -> None:
        group = await self.tally.add(number, submitted.answer, submitted.source)
        if group is not None and attempt is not None:
            self.first.setdefault(group.answer, attempt)

    def affordable(self, wanted: int) -> int:
        """The most of ``wanted`` calls that may start now (0: a cap is reached)."""
        room = wanted
        if self.spec.max_calls:
            room = min(wanted, self.spec.max_calls - self.log.calls_used)
        # With no room, asking for one call records which cap was reached.
        return room if self.may_start(calls=max(room, 1)) else 0

    def may_start(self, *, calls: int) -> bool:
        """Whether ``calls`` more model calls keep within ``max_calls`` and the time limit
        (the first cap met is kept in ``capped``)."""
        if self.spec.max_calls and self.log.calls_used + calls > self.spec.max_calls:
            self.capped = self.capped or "max_calls"
        elif self.spec.time_limit_s and time.monotonic() - self._started >= self.spec.time_limit_s:
            self.capped = self.capped or "time_limit"
        return self.capped is None


def _stop_reason(vote: _Vote, spec: ConsensusSpec) -> str:
    if not vote.tally.groups:
        return "no_program_answer" if vote.capped is None else f"{vote.capped}_no_answer"
    if vote.capped is not None:
        return vote.capped
    if vote.pair_agreed:
        return "first_pair_agreed"
    if spec.adaptive_stop and vote.samples < spec.max_samples:
        return "decided"
    return "max_samples_tie" if vote.tally.tied() else "max_samples"


def _no_answer(attempts: list[AttemptRecord]) -> Submission:
    status = attempts[-1].status if attempts else "NO_USABLE_CODE_OR_RESULT"
    return Submission(answer=None, status=status)


def _repair_prompt(problem: Problem, attempt: AttemptRecord) -> str:
    code = attempt.selection.code if attempt.selection is not None else None
    return load_prompt("consensus.repair").render(
        problem=problem.statement, previous_code=code or NO_CODE, feedback=attempt.feedback
    )
