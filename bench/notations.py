"""Notations by construction: how many writings of one value the checker finds equal.

    .venv/bin/python bench/notations.py [--examples 10] [--types fraction,set] [--show 3]

For ``--examples`` generated values of every answer type of ``tests/answers/notations.py``
(the same values on every run: hypothesis, derandomized), compares every ordered pair of
the value's renderings with ``mathloop.answers.Verifier().check`` and each near miss (the
value with one slip, in every notation) against the LaTeX gold. Prints two markdown
tables: per type and notation, the pairwise recall (the share of the pairs in which that
notation is the gold or the candidate that were found equal), and per type, the pairwise
recall, the recall of the LaTeX gold against each notation (both directions, what
``tests/answers/test_notations.py`` asserts), the near misses checked and how many were
found equal (false positives, which must be 0); then up to ``--show`` failing pairs per
type. Every pair is compared under both final-form policies: under ``lenient`` every
writing of the value must be equal; under ``strict`` a writing with work left (a program's
float of an irrational value, an unsimplified radical, a root in a denominator) must be
refused, so "recall" is the share of pairs the checker decided as expected. With the
default 10 examples it runs in about two minutes.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "answers"))

from notations import (
    ANSWER_TYPES,
    AnswerType,
    Comparison,
    collect_examples,
    gold_comparisons,
    near_miss_comparisons,
    pairwise_comparisons,
)

from mathloop.answers import CheckSettings, Verifier


@dataclass
class Tally:
    """Comparisons of one answer type: per notation, how many and how many went right."""

    pairs: Counter[str] = field(default_factory=Counter)
    right: Counter[str] = field(default_factory=Counter)
    gold_pairs: int = 0
    gold_right: int = 0
    near_misses: int = 0
    false_positives: int = 0
    failures: list[str] = field(default_factory=list)

    def recall(self, notation: str | None = None) -> float:
        if notation is None:
            total, right = sum(self.pairs.values()), sum(self.right.values())
        else:
            total, right = self.pairs[notation], self.right[notation]
        return right / total if total else 1.0


def _equal(verifier: Verifier, comparison: Comparison) -> bool | None:
    settings = CheckSettings(final_form=comparison.final_form)
    verdict = verifier.check(
        comparison.gold, comparison.candidate, problem=comparison.problem, settings=settings
    )
    return verdict.equal


def _describe(comparison: Comparison) -> str:
    return (
        f"{comparison.gold_notation} {comparison.gold!r} vs "
        f"{comparison.candidate_notation} {comparison.candidate!r}"
    )


def tally(verifier: Verifier, kind: AnswerType[Any], examples: int) -> Tally:
    """Every pairwise and near-miss comparison of ``examples`` values of ``kind``."""
    counts = Tally()
    for example in collect_examples(kind, examples):
        gold_keys = {(c.gold, c.candidate) for c in gold_comparisons(example)}
        for comparison in pairwise_comparisons(example):
            right = (_equal(verifier, comparison) is True) == comparison.expected
            notations = {comparison.gold_notation, comparison.candidate_notation}
            for notation in notations:
                counts.pairs[notation] += 1
                counts.right[notation] += right
            if (comparison.gold, comparison.candidate) in gold_keys:
                counts.gold_pairs += 1
                counts.gold_right += right
            if not right:
                counts.failures.append(_describe(comparison))
        for comparison in near_miss_comparisons(example):
            counts.near_misses += 1
            if _equal(verifier, comparison) is True:
                counts.false_positives += 1
                counts.failures.append("near miss accepted: " + _describe(comparison))
    return counts


def print_tables(tallies: dict[str, Tally], kinds: list[AnswerType[Any]], show: int) -> None:
    print("| type | notation | pairs | recall |")
    print("|---|---|---:|---:|")
    for kind in kinds:
        counts = tallies[kind.name]
        for notation in kind.notation_names():
            if counts.pairs[notation]:
                print(
                    f"| {kind.name} | {notation} | {counts.pairs[notation]} "
                    f"| {counts.recall(notation):.2f} |"
                )
    print()
    print("| type | pairs | pairwise recall | gold vs notation recall | near misses | FP |")
    print("|---|---:|---:|---:|---:|---:|")
    for kind in kinds:
        counts = tallies[kind.name]
        pairs = sum(counts.pairs.values()) // 2
        gold_recall = counts.gold_right / counts.gold_pairs if counts.gold_pairs else 1.0
        print(
            f"| {kind.name} | {pairs} | {counts.recall():.3f} | {gold_recall:.3f} "
            f"| {counts.near_misses} | {counts.false_positives} |"
        )
    if show:
        print()
        for kind in kinds:
            for failure in tallies[kind.name].failures[:show]:
                print(f"{kind.name}: {failure}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=10, help="values per answer type")
    parser.add_argument("--types", default="", help="comma-separated type names (default all)")
    parser.add_argument("--show", type=int, default=3, help="failing pairs shown per type")
    args = parser.parse_args()
    wanted = {name.strip() for name in args.types.split(",") if name.strip()}
    kinds = [kind for kind in ANSWER_TYPES if not wanted or kind.name in wanted]
    start = time.perf_counter()
    with Verifier() as verifier:
        tallies = {kind.name: tally(verifier, kind, args.examples) for kind in kinds}
    print_tables(tallies, kinds, args.show)
    seconds = time.perf_counter() - start
    print(f"\n{args.examples} examples per type, {len(kinds)} types, {seconds:.0f} s")


if __name__ == "__main__":
    main()
