"""Which method ``mathloop solve`` defaults to, read from finished runs (issue 41's rule, with
issue 57's intervals and time).

    .venv/bin/python bench/solver_choice.py        # results/mixed-vote/math500 and gsm8k
    .venv/bin/python bench/solver_choice.py RUN [RUN ...] [--goal METHOD]

Each RUN (a folder or a packed ``.zip``) is one benchmark. Only the problems every method of
the run has finished count, so a run still going is read on its common problems and says
how many. Per run it prints each method's accuracy, mean output tokens (also as a multiple of
CoT's), median seconds per problem, and its lead over the best *single-sample* method (CoT,
PoT, ``one_shot_python``: :data:`SINGLE_SAMPLE`, the issues' list; those of them the run has)
other than itself, with the 95% bootstrap interval of the paired difference and the paired
counts (right only with this method, right only with the rival). Every run needs CoT.
``--markdown`` prints each run as a Markdown table instead, the form the README quotes.

Then the rule (``docs/decisions.md``, "The solver's default"), written down before the
measurement it is applied to:

- **the best within the budget** is the method with the highest mean accuracy over the runs
  among those within :data:`TOKEN_BUDGET` × CoT's mean output tokens on every run (a tie
  goes to fewer tokens);
- it is **the default** if on every run it leads the best single-sample method other than
  itself by an interval above zero;
- **otherwise** the default is the cheapest method (mean output tokens as a multiple of
  CoT's, averaged over the runs) within the budget *at the best accuracy*: on every run, the
  interval of its paired difference against the best within the budget reaches zero;
- **the goal** for a method (``--goal``, default ``consensus``), on every run: a lead of at
  least :data:`GOAL_LEAD_PP` over the best single-sample method with an interval above zero,
  at no more than :data:`TOKEN_BUDGET` × that method's tokens, and a median time per problem
  of at most :data:`GOAL_MEDIAN_S` seconds.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path
from statistics import fmean, median

from mathloop.errors import RunStoreError
from mathloop.report.stats import Interval, paired_difference_ci
from mathloop.runs.storage.reader import open_run
from mathloop.runs.storage.records import ResultRecord

RUNS = (Path("results/mixed-vote/math500"), Path("results/mixed-vote/gsm8k"))
SINGLE_SAMPLE = ("cot", "pot", "one_shot_python")
TOKEN_BUDGET = 3.0
GOAL_LEAD_PP = 10.0
GOAL_MEDIAN_S = 30.0
REFERENCE = "cot"
SEED = 0
"""The bootstrap's seed, as every bench table's."""


@dataclass(frozen=True)
class Arm:
    """One method of one run, on the problems every method of the run finished (one outcome
    and one time each, in the run's problem order)."""

    method: str
    outcomes: tuple[bool, ...]
    tokens: float
    seconds: tuple[float, ...]

    @property
    def problems(self) -> int:
        return len(self.outcomes)

    @property
    def correct(self) -> int:
        return sum(self.outcomes)

    @property
    def accuracy(self) -> float:
        return self.correct / self.problems

    @property
    def median_s(self) -> float:
        return median(self.seconds)


@dataclass(frozen=True)
class Lead:
    """One method against another on the same problems: points from the counts, the paired
    interval in points, and the tokens as a multiple of the other's."""

    rival: str
    points: float
    interval: Interval | None
    ratio: float
    only_mine: int
    """Problems this method got right and the rival wrong."""
    only_theirs: int
    """Problems the rival got right and this method wrong."""

    @property
    def above_zero(self) -> bool:
        return self.interval is not None and self.interval.low > 0

    @property
    def reaches_zero(self) -> bool:
        return self.interval is None or self.interval.high >= 0

    @property
    def interval_words(self) -> str:
        """`` (low to high)`` in points, or nothing where there is no interval."""
        if self.interval is None:
            return ""
        return f" ({100 * self.interval.low:+.1f} to {100 * self.interval.high:+.1f})"

    def words(self) -> str:
        return (
            f"{self.points:+.1f} pp{self.interval_words} over {self.rival} at "
            f"{self.ratio:.2f}x its tokens "
            f"({self.only_mine} only this, {self.only_theirs} only {self.rival})"
        )


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

    def versus(self, method: str, rival: str) -> Lead:
        """``method`` against ``rival``, paired problem by problem."""
        mine, theirs = self.arms[method], self.arms[rival]
        # From the counts, on the same problems: 21 and 18 of 30 are +10.0 pp, where the
        # difference of the two rates is 9.999... and would miss a +10 pp goal.
        points = 100 * (mine.correct - theirs.correct) / mine.problems
        interval = paired_difference_ci(theirs.outcomes, mine.outcomes, seed=SEED)
        pairs = list(zip(mine.outcomes, theirs.outcomes, strict=True))
        only_mine = sum(a and not b for a, b in pairs)
        only_theirs = sum(b and not a for a, b in pairs)
        return Lead(rival, points, interval, self.tokens_vs(method, rival), only_mine, only_theirs)

    def lead(self, method: str) -> Lead:
        """``method`` against its best single-sample rival."""
        return self.versus(method, self.best_single(besides=method).method)


def standing(path: Path) -> Standing:
    """``path``'s arms on the problems all of its methods have a result for."""
    run = open_run(path)
    run.require()
    records = run.read_standing()
    if not records:
        raise RunStoreError(f"{path} has no results yet")
    by_method: dict[str, dict[str, ResultRecord]] = {}
    for record in records:
        by_method.setdefault(record.method, {})[record.problem_id] = record
    common = set.intersection(*(set(rs) for rs in by_method.values()))
    if not common:
        raise RunStoreError(f"{path}: no problem has a result of every method yet")
    order = sorted(common)
    arms = {m: _arm(m, [rs[p] for p in order]) for m, rs in by_method.items()}
    seen = len({r.problem_id for r in records})
    return Standing(path.name.removesuffix(".zip"), arms, seen)


def _arm(method: str, records: list[ResultRecord]) -> Arm:
    return Arm(
        method=method,
        outcomes=tuple(r.correct is True for r in records),
        tokens=fmean(r.output_tokens for r in records),
        seconds=tuple(r.elapsed_s for r in records),
    )


def run_table(run: Standing) -> list[str]:
    """One line per method of ``run``."""
    first = next(iter(run.arms.values()))
    lines = [
        f"{run.name}: {first.problems} problems every method finished "
        f"(of {run.problems_seen} begun)",
        f"  {'method':<16} {'correct':>7} {'acc':>6} {'out tok':>8} {'x CoT':>6} "
        f"{'med s':>6}  lead over best single-sample (95% CI)",
    ]
    for method, arm in run.arms.items():
        lines.append(
            f"  {method:<16} {arm.correct:>7} {100 * arm.accuracy:>5.1f}% {arm.tokens:>8.0f} "
            f"{run.tokens_vs(method, REFERENCE):>6.2f} {arm.median_s:>6.0f}  "
            f"{run.lead(method).words()}"
        )
    return lines


def markdown_table(run: Standing) -> list[str]:
    """``run``'s methods as a Markdown table, for a README: what :func:`run_table` prints."""
    first = next(iter(run.arms.values()))
    lines = [
        f"{run.name}, {first.problems} problems:",
        "",
        "| method | correct | accuracy | vs the best single-sample method, pp (95% CI) "
        "| right only here / only there | mean output tokens | × CoT | median s |",
        "|---|---:|---:|---|---:|---:|---:|---:|",
    ]
    for method, arm in run.arms.items():
        lead = run.lead(method)
        lines.append(
            f"| `{method}` | {arm.correct} | {100 * arm.accuracy:.1f}% "
            f"| {lead.points:+.1f}{lead.interval_words} vs `{lead.rival}` | {lead.only_mine} / "
            f"{lead.only_theirs} | {arm.tokens:,.0f} | {run.tokens_vs(method, REFERENCE):.2f} "
            f"| {arm.median_s:.0f} |"
        )
    return lines


def best_within_budget(runs: list[Standing]) -> str | None:
    """The most accurate method (mean over ``runs``) within the token budget on every run."""
    within = _within_budget(runs)
    if not within:
        return None
    return max(within, key=lambda m: (_mean_accuracy(runs, m), -_mean_ratio(runs, m)))


def beats_single_sample(runs: list[Standing], method: str) -> bool:
    """Whether ``method`` leads the best single-sample method by an interval above zero on
    every run."""
    return all(r.lead(method).above_zero for r in runs)


def cheapest_at_best(runs: list[Standing], best: str) -> str:
    """The cheapest method within the budget whose interval against ``best`` reaches zero on
    every run (``best`` itself at worst)."""
    level = [m for m in _within_budget(runs) if all(r.versus(m, best).reaches_zero for r in runs)]
    return min(level, key=lambda m: (_mean_ratio(runs, m), -_mean_accuracy(runs, m)))


def goal_met(runs: list[Standing], method: str) -> bool:
    for run in runs:
        lead = run.lead(method)
        if lead.points < GOAL_LEAD_PP or not lead.above_zero or lead.ratio > TOKEN_BUDGET:
            return False
        if run.arms[method].median_s > GOAL_MEDIAN_S:
            return False
    return True


def _within_budget(runs: list[Standing]) -> list[str]:
    return [
        m
        for m in _shared_methods(runs)
        if all(r.tokens_vs(m, REFERENCE) <= TOKEN_BUDGET for r in runs)
    ]


def _shared_methods(runs: list[Standing]) -> list[str]:
    """The methods every run has, in the first run's order."""
    return [m for m in runs[0].arms if all(m in r.arms for r in runs)]


def _mean_accuracy(runs: list[Standing], method: str) -> float:
    return fmean(r.arms[method].accuracy for r in runs)


def _mean_ratio(runs: list[Standing], method: str) -> float:
    return fmean(r.tokens_vs(method, REFERENCE) for r in runs)


def verdict(runs: list[Standing], goal: str) -> list[str]:
    """The choice and the goal, in words."""
    best = best_within_budget(runs)
    if best is None:
        lines = [f"no method is within {TOKEN_BUDGET:g}x CoT's tokens on every run"]
    elif beats_single_sample(runs, best):
        lines = [
            f"default: {best} (the best accuracy within {TOKEN_BUDGET:g}x CoT's tokens on "
            "every run, ahead of the best single-sample method by an interval above zero "
            "on every run)"
        ]
    else:
        cheap = cheapest_at_best(runs, best)
        lines = [
            f"no method within {TOKEN_BUDGET:g}x CoT's tokens leads the best single-sample "
            f"method by an interval above zero on every run (best within the budget: {best}); "
            f"default: {cheap}, the cheapest whose interval against {best} reaches zero on "
            "every run"
        ]
    if all(goal in r.arms for r in runs):
        met = "met" if goal_met(runs, goal) else "not met"
        lines.append(
            f"goal for {goal}: +{GOAL_LEAD_PP:g} pp over the best single-sample method by an "
            f"interval above zero, at <= {TOKEN_BUDGET:g}x its tokens and a median of "
            f"<= {GOAL_MEDIAN_S:g} s, on every run: {met}"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="*", type=Path, default=list(RUNS), metavar="RUN")
    parser.add_argument("--goal", default="consensus", help="the method the goal is read for")
    parser.add_argument(
        "--markdown", action="store_true", help="each run as a Markdown table (for a README)"
    )
    args = parser.parse_args()
    try:
        runs = [standing(path) for path in args.runs]
    except RunStoreError as exc:
        parser.error(str(exc))
    for run in runs:
        if REFERENCE not in run.arms:
            parser.error(f"{run.name} has no {REFERENCE}: nothing to weigh the others against")
        print("\n".join(markdown_table(run) if args.markdown else run_table(run)))
        if args.markdown:
            print()
    print("\n".join(verdict(runs, args.goal)))


if __name__ == "__main__":
    main()
