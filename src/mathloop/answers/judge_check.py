"""How far to trust an LLM judge: its agreement with a labelled set of answer pairs.

``mathloop judge-check`` asks a judge about every pair of a labelled corpus (the project's
``tests/answers/*.jsonl``, or your own: ``gold``, ``candidate``, ``expected`` true/false,
optional ``id``, ``problem``, ``category``) and counts, with "equivalent" as the positive
class: precision (of the pairs it called equivalent, how many are) and recall (of the
equivalent pairs, how many it called so). ``UNSURE`` is not a yes: it counts against recall,
never against precision, as in a run, where it leaves the deterministic verdict standing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from mathloop.llm.base import Backend

from .judge import DEFAULT_JUDGE_SPEC, JudgeSpec, judge
from .judge_result import JudgeLabel
from .pairs import AnswerPair, read_pairs

__all__ = ["JudgeAgreement", "judge_agreement", "read_labelled_pairs"]

NO_PROBLEM = "(The problem statement is not part of this labelled set; judge the two answers.)"


@dataclass
class JudgeAgreement:
    """The judge's labels against the expected ones."""

    judged: list[tuple[AnswerPair, JudgeLabel]] = field(default_factory=list)

    def count(self, expected: bool, label: JudgeLabel) -> int:
        """Pairs with this expectation that the judge labelled ``label``."""
        return sum(1 for pair, got in self.judged if pair.expected is expected and got == label)

    def labelled(self, label: JudgeLabel) -> int:
        """Pairs the judge labelled ``label``, whatever was expected."""
        return sum(1 for _, got in self.judged if got == label)

    @property
    def true_positives(self) -> int:
        return self.count(True, "EQUIVALENT")

    @property
    def false_positives(self) -> int:
        return self.count(False, "EQUIVALENT")

    @property
    def positives(self) -> int:
        """Pairs that are equivalent."""
        return sum(1 for pair, _ in self.judged if pair.expected)

    def precision(self) -> float | None:
        """Of the pairs called equivalent, the share that are (None: it called none so)."""
        called = self.true_positives + self.false_positives
        return self.true_positives / called if called else None

    def recall(self) -> float | None:
        """Of the equivalent pairs, the share it called equivalent (None: there are none)."""
        return self.true_positives / self.positives if self.positives else None

    def disagreements(self) -> list[tuple[AnswerPair, JudgeLabel]]:
        """Pairs whose label is not the expected one (UNSURE on an equivalent pair too)."""
        return [
            (pair, label)
            for pair, label in self.judged
            if (label == "EQUIVALENT") is not pair.expected
        ]


def read_labelled_pairs(paths: Iterable[Path]) -> list[AnswerPair]:
    """Every pair with a true/false ``expected`` of the given JSON-lines files (read by
    :func:`~mathloop.answers.pairs.read_pairs`; an undecided one is not a yes or a no)."""
    return [pair for path in paths for pair in read_pairs(path) if pair.expected is not None]


async def judge_agreement(
    pairs: Sequence[AnswerPair],
    backend: Backend,
    *,
    spec: JudgeSpec = DEFAULT_JUDGE_SPEC,
    limit: int | None = None,
    seed: int = 0,
    on_pair: Callable[[int, int], None] | None = None,
) -> JudgeAgreement:
    """Ask the judge about each pair (a seeded sample of ``limit`` of them) in order."""
    chosen = list(pairs)
    if limit is not None and limit < len(chosen):
        chosen = random.Random(seed).sample(chosen, limit)
    agreement = JudgeAgreement()
    for index, pair in enumerate(chosen, 1):
        problem = pair.problem or NO_PROBLEM
        result = await judge(problem, pair.gold, pair.candidate, backend, spec)
        agreement.judged.append((pair, result.label))
        if on_pair is not None:
            on_pair(index, len(chosen))
    return agreement
