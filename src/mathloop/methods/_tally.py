"""Answers grouped by equivalence, as ``vote`` and ``consensus`` count them.

Two answers share a group when they are the same text or the deterministic checker
(:func:`mathloop.answers.check`, candidate against candidate) calls them equal: never by the
gold answer, which no method sees. A voter without an answer casts no vote.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from mathloop.answers import check

__all__ = ["AnswerGroup", "Tally"]


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
        group = AnswerGroup(answer=answer, source=source, voters=[voter])
        self.groups.append(group)
        return group

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


async def _same(first: str, second: str) -> bool:
    if first.strip() == second.strip():
        return True
    verdict = await asyncio.to_thread(check, first, second)
    return verdict.equal is True
