"""Which method ``mathloop solve`` defaults to, read from the published runs (issue 41, items
5 and the goal).

    .venv/bin/python bench/solver_choice.py        # results/mixed-vote/math500 and gsm8k
    .venv/bin/python bench/solver_choice.py results/mixed-vote/math results/mixed-vote/gsm8k

Each RUN (a folder or a packed ``.zip``) is one benchmark. Only the problems every method of
the run has finished count, so a run still going is read on its common problems and says
how many. Per run it prints each method's accuracy, mean output tokens and minutes per
problem, its tokens as a multiple of CoT's, and its lead over the best *single-sample*
method (CoT, PoT, ``one_shot_python``: :data:`SINGLE_SAMPLE`, the issue's list; those of
them the run has) other than itself. Every run needs CoT.

Then the issue's rule (``docs/decisions.md``, "The solver's default"):

- **the winner** is the method with the best accuracy within :data:`TOKEN_BUDGET` × CoT's
  mean output tokens on every run: among the methods within that budget on all of them, the
  highest mean accuracy over the runs (a tie goes to fewer tokens);
- **if it does not beat CoT** on every run, the default is the method that is cheapest
  (mean output tokens as a multiple of CoT's, averaged over the runs) among those at least
  as accurate as CoT on every run;
- **the goal** for a method (``--goal``, default ``consensus``): at least
  :data:`GOAL_LEAD_PP` over the best single-sample method on every run, at no more than
  :data:`TOKEN_BUDGET` × that method's tokens.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path
from statistics import fmean

from mathloop.errors import RunStoreError
from mathloop.runs.storage.reader import open_run
from mathloop.runs.storage.records import ResultRecord
from mathloop.runs.storage.summary import accuracy

RUNS = (Path("results/mixed-vote/math500"), Path("results/mixed-vote/gsm8k"))
SINGLE_SAMPLE = ("cot", "pot", "one_shot_python")
TOKEN_BUDGET = 3.0
GOAL_LEAD_PP = 10.0
REFERENCE = "cot"


@dataclass(frozen=True)
class Arm:
    """One method of one run, on the problems every method of the run finished."""

    method: str
    problems: int
    correct: int
    accuracy: float
    tokens: float
    minutes: float


@dataclass(frozen=True)
class Standing:
    """One run's arms, by method, and how many problems the run has."""

    name: str
    arms: dict[str, Arm]
    problems_seen: int

    def tokens_vs(self, method: str, other: str) -> float:
        return self.arms[method].tokens / self.arms[other].tokens

    def best_single(self, besides: str) -> Arm:
        """The most accurate single-sample method other than ``besides`` (fewer tokens on
        a tie)."""
        singles = [a for m, a in self.arms.items() if m in SINGLE_SAMPLE and m != besides]
        if not singles:  # a run of CoT and others only: CoT is the reference
            singles = [self.arms[REFERENCE]]
        return max(singles, key=lambda a: (a.accuracy, -a.tokens))

    def lead(self, method: str) -> tuple[Arm, float, float]:
        """``method``'s best single-sample rival, its lead over it in points and its tokens
        as a multiple of the rival's."""
        best = self.best_single(besides=method)
        # From the counts, on the same problems: 21 and 18 of 30 are +10.0 pp, where the
        # difference of the two rates is 9.999... and would miss a +10 pp goal.
        points = 100 * (self.arms[method].correct - best.correct) / self.arms[method].problems
        return best, points, self.tokens_vs(method, best.method)


def standing(path: Path) -> Standing:
    """``path``'s arms on the problems all of its methods have a result for."""
    run = open_run(path)
    run.require()
    records = run.read_standing()
    if not records:
        raise RunStoreError(f"{path} has no results yet")
    by_method: dict[str, list[ResultRecord]] = {}
    for record in records:
        by_method.setdefault(record.method, []).append(record)
    common = set.intersection(*({r.problem_id for r in rs} for rs in by_method.values()))
    if not common:
        raise RunStoreError(f"{path}: no problem has a result of every method yet")
    arms = {m: _arm(m, [r for r in rs if r.problem_id in common]) for m, rs in by_method.items()}
    seen = len({r.problem_id for r in records})
    return Standing(path.name.removesuffix(".zip"), arms, seen)


def _arm(method: str, records: list[ResultRecord]) -> Arm:
    return Arm(
        method=method,
        problems=len({r.problem_id for r in records}),
        correct=sum(r.correct for r in records),
        accuracy=accuracy(records) or 0.0,
        tokens=fmean(r.output_tokens for r in records),
        minutes=fmean(r.elapsed_s for r in records) / 60,
    )


def run_table(run: Standing) -> list[str]:
    """One line per method of ``run``."""
    first = next(iter(run.arms.values()))
    lines = [
        f"{run.name}: {first.problems} problems every method finished "
        f"(of {run.problems_seen} begun)",
        f"  {'method':<16} {'correct':>7} {'acc':>6} {'out tok':>8} {'x CoT':>6} "
        f"{'min':>5}  lead over best single-sample",
    ]
    for method, arm in run.arms.items():
        best, lead, ratio = run.lead(method)
        lines.append(
            f"  {method:<16} {arm.correct:>7} {100 * arm.accuracy:>5.1f}% {arm.tokens:>8.0f} "
            f"{run.tokens_vs(method, REFERENCE):>6.2f} {arm.minutes:>5.2f}  "
            f"{lead:+.1f} pp over {best.method} at {ratio:.2f}x its tokens"
        )
    return lines


def winner(runs: list[Standing]) -> str | None:
    """The most accurate method (mean over ``runs``) within the token budget on every run."""
    within = [
        m
        for m in _shared_methods(runs)
        if all(r.tokens_vs(m, REFERENCE) <= TOKEN_BUDGET for r in runs)
    ]
    if not within:
        return None
    return max(within, key=lambda m: (_mean_accuracy(runs, m), -_mean_ratio(runs, m)))


def cheapest_at_reference(runs: list[Standing]) -> str:
    """The cheapest method at least as accurate as CoT on every run (CoT itself at worst)."""
    level = [
        m
        for m in _shared_methods(runs)
        if all(r.arms[m].accuracy >= r.arms[REFERENCE].accuracy for r in runs)
    ]
    return min(level, key=lambda m: (_mean_ratio(runs, m), -_mean_accuracy(runs, m)))


def beats_reference(runs: list[Standing], method: str) -> bool:
    return all(r.arms[method].accuracy > r.arms[REFERENCE].accuracy for r in runs)


def goal_met(runs: list[Standing], method: str) -> bool:
    for run in runs:
        _, lead, ratio = run.lead(method)
        if lead < GOAL_LEAD_PP or ratio > TOKEN_BUDGET:
            return False
    return True


def _shared_methods(runs: list[Standing]) -> list[str]:
    """The methods every run has, in the first run's order."""
    return [m for m in runs[0].arms if all(m in r.arms for r in runs)]


def _mean_accuracy(runs: list[Standing], method: str) -> float:
    return fmean(r.arms[method].accuracy for r in runs)


def _mean_ratio(runs: list[Standing], method: str) -> float:
    return fmean(r.tokens_vs(method, REFERENCE) for r in runs)


def verdict(runs: list[Standing], goal: str) -> list[str]:
    """The choice and the goal, in words."""
    best = winner(runs)
    lines = []
    if best is not None and beats_reference(runs, best):
        lines.append(
            f"default: {best} (the best mean accuracy within {TOKEN_BUDGET:g}x CoT's "
            "tokens on every run, ahead of CoT on every run)"
        )
    else:
        cheap = cheapest_at_reference(runs)
        lines.append(
            f"no method within {TOKEN_BUDGET:g}x CoT's tokens beats CoT on every run "
            f"(best within the budget: {best}); default: {cheap}, the cheapest at least "
            "as accurate as CoT on every run"
        )
    if all(goal in r.arms for r in runs):
        met = "met" if goal_met(runs, goal) else "not met"
        lines.append(
            f"goal for {goal}: +{GOAL_LEAD_PP:g} pp over the best single-sample method "
            f"at <= {TOKEN_BUDGET:g}x its tokens on every run: {met}"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="*", type=Path, default=list(RUNS), metavar="RUN")
    parser.add_argument("--goal", default="consensus", help="the method the goal is read for")
    args = parser.parse_args()
    try:
        runs = [standing(path) for path in args.runs]
    except RunStoreError as exc:
        parser.error(str(exc))
    for run in runs:
        if REFERENCE not in run.arms:
            parser.error(f"{run.name} has no {REFERENCE}: nothing to weigh the others against")
        print("\n".join(run_table(run)))
    print("\n".join(verdict(runs, args.goal)))


if __name__ == "__main__":
    main()
