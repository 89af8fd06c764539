"""An agreement cascade, replayed from two design runs (issue 57, item 2).

    .venv/bin/python bench/cascade_replay.py bench/runs/solver-design/baseline-math-train.zip \\
        bench/runs/solver-design/small-0.5b-math-train

The cascade (arXiv 2310.03094): a small model's chain of thought and program first; where
their two answers agree (grouped as ``consensus`` groups them: the same text, or the answer
checker calling one equal to the other, never the gold) that answer is final; where they
disagree, or one has no answer, the default model decides. ``BASE`` holds the default
model's runs of ``consensus``, ``cot`` and ``pot`` (``bench/solver_design.py run``) and
``SMALL`` the small model's ``cot`` and ``pot`` on the same problems (``--arm NAME --model
NAME --methods cot,pot``). A disagreement falls to the default model's recorded solve of the
same problem with the same seed, so the replay is exact up to the engine's own run-to-run
differences; its cost adds to the small pair's.

For each fallback (``consensus``, ``cot``, ``pot`` on the default model) this prints, over
the problems both folders finished: correct answers, the paired difference against the
default model's ``consensus`` and ``cot`` with 95% bootstrap intervals, how often the small
pair agreed (and how often it was right then), and the mean and median seconds and mean
output tokens per problem. The small pair's seconds are the sum of its two solves; decoded
together under ``--batch-sequences 2`` they would overlap, so the cascade's time is
overstated, never understated. Rows for the recorded methods alone are printed beside it.
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import dataclass
from pathlib import Path

from mathloop.methods._tally import same_answer
from mathloop.report.stats import paired_difference_ci
from mathloop.runs.storage.reader import open_run
from mathloop.runs.storage.records import ResultRecord

FALLBACKS = ("consensus", "cot", "pot")
SMALL_PAIR = ("cot", "pot")


@dataclass(frozen=True)
class Cost:
    """What one problem cost: correctness, seconds and output tokens."""

    correct: bool
    seconds: float
    tokens: int

    @classmethod
    def of(cls, record: ResultRecord) -> Cost:
        return cls(record.correct is True, record.elapsed_s, record.output_tokens)


def standing(run: Path) -> dict[str, dict[str, ResultRecord]]:
    """The run's standing records, by problem and method."""
    found: dict[str, dict[str, ResultRecord]] = {}
    for record in open_run(run).read_standing():
        found.setdefault(record.problem_id, {})[record.method] = record
    return found


def pair_answer(small: dict[str, ResultRecord]) -> str | None:
    """The small pair's answer where its chain of thought and program agree, else None."""
    cot, pot = (small[method].answer for method in SMALL_PAIR)
    if cot is None or pot is None or not same_answer(cot, pot):
        return None
    return cot


def cascade(
    base: dict[str, ResultRecord], small: dict[str, ResultRecord], fallback: str
) -> tuple[Cost, bool]:
    """One problem through the cascade: its cost, and whether the small pair decided it."""
    pair = [Cost.of(small[method]) for method in SMALL_PAIR]
    seconds, tokens = sum(c.seconds for c in pair), sum(c.tokens for c in pair)
    if pair_answer(small) is not None:
        return Cost(small["cot"].correct is True, seconds, tokens), True
    chosen = Cost.of(base[fallback])
    return Cost(chosen.correct, seconds + chosen.seconds, tokens + chosen.tokens), False


def print_header() -> None:
    """The head of the table :func:`row` prints rows of."""
    print(
        "| solver | correct | accuracy | Δ vs consensus pp (ci95) | Δ vs cot pp (ci95) "
        "| mean s | median s | mean output tokens |"
    )
    print("|---|---:|---:|---|---|---:|---:|---:|")


def row(name: str, costs: list[Cost], against: dict[str, list[bool]]) -> str:
    """One table row: accuracy, paired differences, seconds and tokens."""
    outcome = [c.correct for c in costs]
    cells = [name, str(sum(outcome)), f"{100 * sum(outcome) / len(costs):.1f}%"]
    for base in against.values():
        gap = 100 * (sum(outcome) - sum(base)) / len(costs)
        interval = paired_difference_ci(base, outcome, seed=0)
        shown = f"{100 * interval.low:+.1f} to {100 * interval.high:+.1f}" if interval else "—"
        cells.append(f"{gap:+.1f} ({shown})")
    seconds = [c.seconds for c in costs]
    cells += [
        f"{statistics.mean(seconds):.0f}",
        f"{statistics.median(seconds):.0f}",
        f"{statistics.mean(c.tokens for c in costs):.0f}",
    ]
    return "| " + " | ".join(cells) + " |"


def table(base_run: Path, small_run: Path) -> None:
    base, small = standing(base_run), standing(small_run)
    problems = [
        problem
        for problem in base
        if {*FALLBACKS} <= base[problem].keys() and problem in small
        if {*SMALL_PAIR} <= small[problem].keys()
    ]
    if not problems:
        print(f"no problem that both {base_run} and {small_run} finished")
        return
    against = {
        method: [base[p][method].correct is True for p in problems]
        for method in ("consensus", "cot")
    }
    agreed = [pair_answer(small[p]) is not None for p in problems]
    right = sum(
        a and small[p]["cot"].correct is True for a, p in zip(agreed, problems, strict=True)
    )
    print(f"{len(problems)} problems finished in both {base_run} and {small_run}")
    print(f"the small pair agreed on {sum(agreed)} ({right} of them right)\n")
    print_header()
    for method in FALLBACKS:
        print(row(method, [Cost.of(base[p][method]) for p in problems], against))
    for method in SMALL_PAIR:
        print(row(f"small {method}", [Cost.of(small[p][method]) for p in problems], against))
    for fallback in FALLBACKS:
        costs = [cascade(base[p], small[p], fallback)[0] for p in problems]
        print(row(f"small pair, else {fallback}", costs, against))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("base", type=Path, help="the default model's run (folder or packed)")
    parser.add_argument("small", type=Path, help="the small model's cot and pot run")
    args = parser.parse_args()
    table(args.base, args.small)


if __name__ == "__main__":
    main()
