"""Answers grouped by equivalence, as ``vote`` and ``consensus`` count them.

Two answers share a group when they are the same text or the deterministic checker
(:func:`mathloop.answers.check`, candidate against candidate) calls them equal: never by the
gold answer, which no method sees. A voter without an answer casts no vote.

A report counts the same way over a run's samples (maj@k, :mod:`mathloop.report.sampling`),
outside any event loop: :meth:`Tally.add_now`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Collection
from dataclasses import dataclass, field

from mathloop.answers import CheckSettings, check

__all__ = ["AnswerGroup", "Tally", "same_answer"]


@dataclass
class AnswerGroup:
    """The voters whose answers are equivalent to ``answer`` (the first one given)."""

    answer: str
    source: str
    voters: list[int] = field(default_factory=list)


@dataclass
class Tally:
    """The groups so far, in the order their first voter came."""

    groups: list[AnswerGroup] = field(default_factory=list)

    async def add(self, voter: int, answer: str | None, source: str) -> AnswerGroup | None:
        """Put ``answer`` into the first group it is equivalent to, or a new one."""
        if answer is None:
            return None
        for group in self.groups:
            if await _same(group.answer, answer):
                group.voters.append(voter)
                return group
        return self._open(voter, answer, source)

    def add_now(self, voter: int, answer: str | None, source: str) -> AnswerGroup | None:
        """:meth:`add` checking in this thread, for a caller without an event loop."""
        if answer is None:
            return None
        group = next((g for g in self.groups if same_answer(g.answer, answer)), None)
        if group is None:
            return self._open(voter, answer, source)
        group.voters.append(voter)
        return group

    def _open(self, voter: int, answer: str, source: str) -> AnswerGroup:
        group = AnswerGroup(answer=answer, source=source, voters=[voter])
        self.groups.append(group)
        return group

    def among(self, voters: Collection[int]) -> Tally:
        """The tally of ``voters`` alone (the groups that keep one of them, in order).

        Voters join groups in order, so the first k voters alone form the same groups
        (each keeping its first answer): ``among(range(k))`` is the tally after k voters.
        """
        kept = [
            AnswerGroup(g.answer, g.source, [v for v in g.voters if v in voters])
            for g in self.groups
        ]
        return Tally([group for group in kept if group.voters])

    def sizes(self) -> list[int]:
        """Group sizes, largest first."""
        return sorted((len(g.voters) for g in self.groups), reverse=True)

    def tied(self) -> bool:
        """Whether the two largest groups are the same size."""
        sizes = self.sizes()
        return len(sizes) >= 2 and sizes[0] == sizes[1]

    def leader(self) -> AnswerGroup | None:
        """The largest group; of equal ones, the one whose answer came first."""
        return max(self.groups, key=lambda g: len(g.voters), default=None)

    def decided(self, remaining: int) -> bool:
        """Whether the leader keeps a strict lead whatever ``remaining`` more voters say."""
        sizes = self.sizes()
        if not sizes:
            return False
        runner_up = sizes[1] if len(sizes) > 1 else 0
        return sizes[0] > runner_up + remaining


_BY_VALUE = CheckSettings(final_form="lenient")
"""Votes are grouped by value: a program's float and an unreduced fraction vote with the
exact answer they equal (how finished the answer is, is the scorer's business)."""


async def _same(first: str, second: str) -> bool:
    if first.strip() == second.strip():
        return True
    return await asyncio.to_thread(same_answer, first, second)


def same_answer(first: str, second: str) -> bool:
    """Whether two answers are the same text or the checker calls them the same value
    (under the lenient final-form policy: ``8/18`` and ``4/9`` vote together)."""
    if first.strip() == second.strip():
        return True
    return check(first, second, settings=_BY_VALUE).equal is True
