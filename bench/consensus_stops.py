"""Earlier stops for ``consensus``, replayed from its recorded traces (issue 57, item 2).

    .venv/bin/python bench/consensus_stops.py bench/runs/solver-design/baseline-math-train.zip

A rule that stops ``consensus`` no later than the recorded run did can be replayed exactly
from its traces: every sample up to the stop was drawn, repaired and voted on as it would
be (a sample never depends on the samples after it). For each rule (at most K samples, the
first pair deciding, the adaptive stop; K = 2 with a tie going to the program; a chain of
thought cut at N output tokens, which then casts no vote; no new round once the samples
have spent B output tokens; a round whose samples all agree ending the vote, the
early-stopping windows of arXiv 2401.10480) this prints the problems it answers correctly,
its paired difference against the recorded ``consensus`` with a 95% bootstrap interval and
McNemar's p, and its mean model calls and output tokens. A problem where the rule would
need a call the run never made (the chain of thought that runs when no sample answered;
the repair of a failed program that a cut chain would have allowed, since a repair runs
only while no sample has answered) counts as unanswered, and is counted in the last
column. ``K = 5`` is today's rule: its row must match the recorded answers (a check of the
replay). Seconds are not replayed; output tokens are what a user waits for.
"""

from __future__ import annotations

import argparse
import ast
import re
import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from mathloop.answers import CheckSettings, check
from mathloop.methods._tally import Tally
from mathloop.methods.records import Trace
from mathloop.report.stats import mcnemar_exact, paired_difference_ci
from mathloop.runs.storage.reader import open_run

_GROUP = re.compile(r"^group (.*): samples (\[[\d, ]*\])$")
_SAMPLE = re.compile(r"^sample (\d+)[ :]")


class Rule(NamedTuple):
    """A way to stop consensus no later than the recorded run did."""

    name: str
    samples: int
    """At most this many samples."""
    tie_to_program: bool = False
    """On a tie, the group of the first program's answer wins (else the first answer's)."""
    chain_cap: int | None = None
    """A chain of thought past this many output tokens is cut there (``num_predict``): it
    costs that many and casts no vote."""
    budget: int | None = None
    """No new round once the samples drawn have spent this many output tokens."""
    window_stop: bool = False
    """Stop after a round whose samples all gave one answer (ESC, arXiv 2401.10480: a
    window of ``together`` samples)."""


RULES = (
    Rule("K=5 (today)", 5),
    Rule("K=4", 4),
    Rule("K=3", 3),
    Rule("K=2", 2),
    Rule("K=2, tie to the program", 2, tie_to_program=True),
    Rule("chains cut at 1000 tokens", 5, chain_cap=1000),
    Rule("chains cut at 800 tokens", 5, chain_cap=800),
    Rule("no round after 1200 tokens", 5, budget=1200),
    Rule("no round after 900 tokens", 5, budget=900),
    Rule("chains cut at 1000, no round after 1200", 5, chain_cap=1000, budget=1200),
    Rule("a unanimous round stops (ESC)", 5, window_stop=True),
)


@dataclass
class Solve:
    """What the replay needs of one recorded consensus solve."""

    gold: str
    recorded: str | None
    recorded_correct: bool
    answers: dict[int, str]
    """Each sample's answer (samples without one are absent), by sample number."""
    kinds: dict[int, str]
    cost: dict[int, tuple[int, int]]
    """Each sample's (model calls, output tokens), repairs and resamples included."""
    drawn: int
    fallback: tuple[int, int] | None
    """The chain of thought that ran when no sample answered: (calls, tokens)."""


def solves(run: Path) -> list[Solve]:
    """The run's standing consensus solves."""
    reader = open_run(run)
    found = []
    for record in reader.read_standing():
        if record.method != "consensus" or record.gold is None:
            continue
        raw = reader.read_bytes(f"problems/{record.problem_id}/consensus/trace.json")
        if raw is None:
            continue
        trace = Trace.model_validate_json(raw)
        found.append(_solve(trace, record.gold, record.answer, bool(record.correct)))
    return found


def _solve(trace: Trace, gold: str, recorded: str | None, correct: bool) -> Solve:
    answers: dict[int, str] = {}
    kinds: dict[int, str] = {}
    cost: dict[int, tuple[int, int]] = {}
    fallback = None
    for step in trace.steps:
        tokens = step.completion.output_tokens if step.completion is not None else 0
        attempt = trace.attempts[step.attempt - 1] if step.attempt else None
        calls = 1 if step.completion is not None else 0
        if attempt is not None:  # replies the anti-repeat rule set aside cost too
            repeats = attempt.repeat_infos()
            calls, tokens = calls + len(repeats), tokens + sum(r.output_tokens for r in repeats)
        if step.component == "tally":
            answers = _answers(step.notes)
        elif step.component == "cot_fallback":
            fallback = (calls, tokens)
        elif step.notes and (match := _SAMPLE.match(step.notes[0])):
            number = int(match.group(1))
            kinds.setdefault(number, "c" if step.component == "cot_sample" else "p")
            before = cost.get(number, (0, 0))
            cost[number] = (before[0] + calls, before[1] + tokens)
    return Solve(gold, recorded, correct, answers, kinds, cost, max(kinds, default=0), fallback)


def _answers(notes: list[str]) -> dict[int, str]:
    """Each sample's answer, from the tally's ``group 'X': samples [..]`` notes."""
    answers = {}
    for note in notes:
        match = _GROUP.match(note)
        if match:
            answer = ast.literal_eval(match.group(1))
            for number in ast.literal_eval(match.group(2)):
                answers[number] = answer
    return answers


class Replayed(NamedTuple):
    answer: str | None
    calls: int
    tokens: int
    unknown: bool
    """The rule needed a call the run never made."""


def replay(solve: Solve, rule: Rule, *, together: int = 2) -> Replayed:
    """The answer, calls and tokens of ``solve`` under ``rule`` (rounds of ``together``,
    the first pair deciding and the adaptive stop, as ``consensus`` runs)."""
    tally = Tally()
    drawn = 0
    unmade = False  # a program the cut would have had repaired, which the run did not
    while drawn < min(rule.samples, solve.drawn):
        size = min(together, rule.samples - drawn, solve.drawn - drawn)
        for number in range(drawn + 1, drawn + size + 1):
            answer = None if _cut(solve, rule, number) else solve.answers.get(number)
            answered_before = any(n in solve.answers for n in range(1, number))
            if solve.kinds.get(number) == "p" and answer is None and answered_before:
                unmade = unmade or not tally.groups
            tally.add_now(number, answer, "execution")
        drawn += size
        if tally.decided(rule.samples - drawn) or (drawn == 2 and tally.sizes() == [2]):
            break
        if rule.window_stop and _unanimous(tally, range(drawn - size + 1, drawn + 1)):
            break
        if rule.budget is not None and _spent(solve, rule, drawn)[1] >= rule.budget:
            break
    calls, tokens = _spent(solve, rule, drawn)
    if unmade:
        return Replayed(None, calls, tokens, unknown=True)
    if not tally.groups:
        if solve.fallback is None:
            return Replayed(None, calls, tokens, unknown=drawn < solve.drawn)
        return Replayed(
            solve.recorded, calls + solve.fallback[0], tokens + solve.fallback[1], False
        )
    leader = tally.leader()
    if rule.tie_to_program and tally.tied():
        programs = [n for n in range(1, drawn + 1) if solve.kinds.get(n) == "p"]
        answered = [n for n in programs if n in solve.answers]
        if answered:
            first = answered[0]
            leader = next(g for g in tally.groups if first in g.voters)
    return Replayed(leader.answer if leader else None, calls, tokens, False)


def _unanimous(tally: Tally, numbers: range) -> bool:
    """Whether the samples ``numbers`` all voted, and in one group."""
    return any(set(numbers) <= set(group.voters) for group in tally.groups)


def _cut(solve: Solve, rule: Rule, number: int) -> bool:
    """Whether ``rule`` cuts sample ``number``, a chain of thought, before its end."""
    tokens = solve.cost.get(number, (0, 0))[1]
    return solve.kinds.get(number) == "c" and rule.chain_cap is not None and tokens > rule.chain_cap


def _spent(solve: Solve, rule: Rule, drawn: int) -> tuple[int, int]:
    """The calls and output tokens of the first ``drawn`` samples under ``rule``."""
    calls = tokens = 0
    for number in range(1, drawn + 1):
        sample_calls, sample_tokens = solve.cost.get(number, (0, 0))
        if _cut(solve, rule, number):
            sample_tokens = rule.chain_cap or 0
        calls, tokens = calls + sample_calls, tokens + sample_tokens
    return calls, tokens


def correct(solve: Solve, answer: str | None) -> bool:
    """Whether ``answer`` is the gold (the recorded verdict where it is the recorded answer)."""
    if answer is None:
        return False
    if answer == solve.recorded:
        return solve.recorded_correct
    return check(solve.gold, answer, settings=CheckSettings()).equal is True


def table(run: Path) -> None:
    found = solves(run)
    base = [s.recorded_correct for s in found]
    today = [replay(solve, RULES[0]).answer == solve.recorded for solve in found]
    print(f"consensus on {len(found)} problems of {run} (replayed)")
    print(f"replay check: today's rule gives the recorded answer on {sum(today)} of {len(found)}\n")
    print(
        "| rule | correct | accuracy | Δ vs recorded pp | ci95 | McNemar p "
        "| mean calls | mean output tokens | needed an unmade call |"
    )
    print("|---|---:|---:|---:|---|---:|---:|---:|---:|")
    for rule in RULES:
        results = [replay(solve, rule) for solve in found]
        outcome = [correct(s, r.answer) for s, r in zip(found, results, strict=True)]
        interval = paired_difference_ci(base, outcome, seed=0)
        only_base = sum(b and not o for b, o in zip(base, outcome, strict=True))
        only_rule = sum(o and not b for b, o in zip(base, outcome, strict=True))
        shown = f"{100 * interval.low:+.1f} to {100 * interval.high:+.1f}" if interval else "—"
        print(
            f"| {rule.name} | {sum(outcome)} | {100 * sum(outcome) / len(found):.1f}% "
            f"| {100 * (sum(outcome) - sum(base)) / len(found):+.1f} | {shown} "
            f"| {mcnemar_exact(only_base, only_rule):.3g} "
            f"| {statistics.mean(r.calls for r in results):.2f} "
            f"| {statistics.mean(r.tokens for r in results):.0f} "
            f"| {sum(r.unknown for r in results)} |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="+", type=Path, help="run folders or packed runs")
    for run in parser.parse_args().runs:
        table(run)
        print()


if __name__ == "__main__":
    main()
