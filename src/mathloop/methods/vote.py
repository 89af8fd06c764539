"""``vote(METHOD)``: majority voting over independent runs of any method (seed 000, 4.3).

The paper's voting ablation follows MACM's setting: temperature 0.7, at least ``n=5`` voters
and up to ``max_n=7`` to break a tie. Answers are grouped by the deterministic equivalence
check between candidates (``mathloop.answers.check``, candidate against candidate; the gold
answer never reaches a method). The largest group wins; a tie still standing at ``max_n``
goes to the group whose answer came first.
"""

from __future__ import annotations

import dataclasses
import json
import time
from collections import Counter
from typing import Any

from mathloop.errors import ConfigError
from mathloop.problems import Problem

from ._tally import AnswerGroup, Tally
from .base import Method, SolveContext, create_method, register_method
from .recorder import Outcome, build_trace
from .records import AttemptStatus, StepRecord, Submission, Trace
from .specs import build_spec, setting, spec, spec_dict

__all__ = ["Vote", "VoteSpec"]

_VOTE_KEYS = ("n", "max_n", "temperature")


@spec
class VoteSpec:
    """Settings of a vote; ``inner`` is the voters' own frozen spec (recorded in full)."""

    method: str = setting(..., "The method the voters run, e.g. pot.")
    n: int = setting(5, "Voters at least.", ge=1)
    max_n: int = setting(7, "Voters at most: more than n only to break a tie.", ge=1)
    temperature: float = setting(0.7, "The voters' sampling temperature.", ge=0)
    inner: Any = setting(None, "The voters' own frozen spec, recorded in full.")


class Vote:
    """Run ``inner`` at least ``n`` times and submit the most frequent equivalent answer."""

    def __init__(self, spec: VoteSpec, inner: Method, *, name: str | None = None) -> None:
        if spec.n < 1 or spec.max_n < spec.n:
            raise ConfigError(f"vote needs 1 <= n <= max_n, got n={spec.n}, max_n={spec.max_n}")
        self._spec = spec
        self._inner = inner
        self.name = name or f"vote({spec.method})"

    @property
    def spec(self) -> VoteSpec:
        """The frozen settings of this vote, the inner method's included."""
        return self._spec

    async def solve(self, problem: Problem, ctx: SolveContext) -> Trace:
        """Collect ``n`` voters, add voters while the top groups tie, submit the winner."""
        started = time.monotonic()
        members: list[Trace] = []
        ctx.follow(self.name, spec_dict(self._spec), members=members)
        tally = Tally()
        notes: list[str] = []
        while len(members) < self._spec.n or (tally.tied() and len(members) < self._spec.max_n):
            if len(members) >= self._spec.n:
                notes.append(f"tie after {len(members)} voters: adding voter {len(members) + 1}")
            member = await self._inner.solve(problem, _voter_context(ctx, len(members) + 1))
            members.append(member)
            notes.append(_voter_line(len(members), member))
            submitted = member.submission
            await tally.add(len(members), submitted.answer, submitted.source)
        return self._trace(problem, members, tally, notes, started)

    def _trace(
        self,
        problem: Problem,
        members: list[Trace],
        tally: Tally,
        notes: list[str],
        started: float,
    ) -> Trace:
        winner = tally.leader()
        reason = _stop_reason(tally, len(members), self._spec.n)
        notes += [f"group {g.answer!r}: voters {g.voters}" for g in tally.groups]
        record = StepRecord(
            index=1,
            component="tally",
            decision=reason,
            answer=winner.answer if winner else None,
            notes=notes,
        )
        return build_trace(
            method=self.name,
            spec=spec_dict(self._spec),
            problem=problem,
            outcome=Outcome(_submission(winner, members), reason),
            steps=[record],
            members=members,
            elapsed_s=time.monotonic() - started,
        )


def _voter_context(ctx: SolveContext, voter: int) -> SolveContext:
    """Each voter samples with its own seed, so voters are independent yet reproducible."""
    base = ctx.seed if ctx.seed is not None else 0
    return dataclasses.replace(ctx, seed=base * 1000 + voter)


def _voter_line(voter: int, trace: Trace) -> str:
    submission = trace.submission
    return f"voter {voter}: {submission.answer!r} ({submission.status})"


def _stop_reason(tally: Tally, voters: int, n: int) -> str:
    if not tally.groups:
        return "no_answers"
    if tally.tied():
        return "tie_unresolved"
    return "tie_broken" if voters > n else "majority"


def _submission(winner: AnswerGroup | None, members: list[Trace]) -> Submission:
    if winner is None:
        return Submission(answer=None, status=_common_status(members))
    return Submission(
        answer=winner.answer,
        confidence=round(100 * len(winner.voters) / len(members)),
        status="RESULT_SUBMITTED",
        source="execution" if winner.source == "execution" else "text",
    )


def _common_status(members: list[Trace]) -> AttemptStatus:
    counts = Counter(m.submission.status for m in members)
    return counts.most_common(1)[0][0] if counts else "NO_USABLE_CODE_OR_RESULT"


def _factory(overrides: dict[str, Any]) -> Vote:
    settings = dict(overrides)
    method = settings.pop("method", None)
    if not isinstance(method, str) or not method:
        raise ConfigError("vote needs the method to vote over, e.g. vote(pot)")
    # A recorded spec (a trace's, or Ray's rebuild on a worker) carries the inner method's
    # whole spec as ``inner``: its settings, under any given explicitly.
    recorded = settings.pop("inner", {})
    if not isinstance(recorded, dict):
        raise ConfigError("vote(...): 'inner' is the recorded inner spec; pass inner settings")
    own = {key: settings.pop(key) for key in _VOTE_KEYS if key in settings}
    checked = build_spec(VoteSpec, {"method": method, **own}, method="vote")
    inner = create_method(method, {**recorded, **settings, "temperature": checked.temperature})
    vote_spec = dataclasses.replace(checked, inner=inner.spec)
    return Vote(vote_spec, inner, name=_canonical_name(method, {**own, **settings}))


def _canonical_name(method: str, arguments: dict[str, Any]) -> str:
    """``vote(pot)``, or ``vote(pot,max_retries=2,n=7)`` with the non-default settings."""
    default = VoteSpec(method)
    defaults = {"n": default.n, "max_n": default.max_n, "temperature": default.temperature}
    shown = [
        f"{key}={value if isinstance(value, str) else json.dumps(value)}"
        for key, value in sorted(arguments.items())
        if defaults.get(key, object()) != value
    ]
    return f"vote({','.join([method, *shown])})"


register_method(
    "vote",
    _factory,
    description="Majority vote over n runs of another method: vote(pot, n=7)",
)
