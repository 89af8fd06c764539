"""A vote over chains of thought and programs together (issue 41): the samples its design is
chosen from, collected on train splits only (MATH train, GSM8K train: outside every published
set).

    .venv/bin/python bench/mixed_vote.py collect --limit 20 --seed 7   # run the samples
    .venv/bin/python bench/mixed_vote.py collect --splits gsm8k-train  # one split only
    .venv/bin/python bench/mixed_vote.py table                         # replay vote rules

``collect`` runs, per train split, two folders under ``--root`` (default
``bench/runs/mixed-vote``), each resuming:

- ``programs-SPLIT``: ``cot`` once at temperature 0 (the greedy chain of thought) and
  ``consensus`` with every one of ``--programs`` samples run (the adaptive stop off, repairs
  whatever has answered): sample 1 greedy, the rest at 0.7, each repaired once when it gave
  no answer;
- ``cot-SPLIT``: ``cot`` at temperature 0.7 (top_p 0.95, as consensus samples), ``--cot``
  samples per problem, each on its own seed.

A sample's answer does not depend on how many samples follow it, so every vote rule (which
kinds, in which order, which weights, when to stop) can be replayed from these traces
without calling the model again. Problems are solved in the seeded order, so a folder stopped
after k problems holds the ``--limit k`` sample.

``table`` replays, on the problems both folders have finished, each rule of
:data:`RULES`: which samples it draws in which order (``c`` a chain of thought, ``p`` a
program; the first of each kind greedy), up to how many, and whether it stops once the
leading answer cannot lose. It prints accuracy, mean samples and mean output tokens per
rule, and the paired count against the greedy program alone (PoT-like) and the greedy CoT.
The answers are grouped by the checker, as ``consensus`` groups them; a sample without an
answer casts no vote.
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path
from typing import Any, NamedTuple

from every_attempt import load_trace, train_sets  # type: ignore[import-not-found]

import mathloop
from mathloop.answers import check, last_boxed
from mathloop.methods import ConsensusSpec
from mathloop.methods._tally import AnswerGroup, Tally
from mathloop.runs.storage.reader import open_run

ROOT = Path("bench/runs/mixed-vote")
_KIND = {"p": "program", "c": "chain of thought"}
SAMPLED = {"temperature": 0.7, "top_p": 0.95}
"""The sampler of every non-greedy sample, CoT and program alike (consensus' own)."""


def collect(
    root: Path, *, limit: int, seed: int, programs: int, cot: int, splits: list[str]
) -> None:
    """The program samples, the greedy CoT and the sampled CoTs of each split."""
    for name, (benchmark, data) in train_sets().items():
        if splits and name not in splits:
            continue
        common = {"data": data, "limit": limit, "seed": seed, "n_threads": 1}
        out = root / f"programs-{name}"
        print(f"== greedy cot + consensus, {programs} programs: {out}", flush=True)
        mathloop.evaluate(
            benchmark,
            methods=["cot", "consensus"],
            settings={
                "cot": {"temperature": 0.0},
                "consensus": {
                    "adaptive_stop": False,
                    "max_samples": programs,
                    "repair_only_without_votes": False,
                    "cot_fallback": False,
                    # Programs only, one at a time, no pair stop and no call cap, as the
                    # collection began (before these settings existed).
                    "sample_order": "p",
                    "first_pair_decides": False,
                    "samples_together": 1,
                    "max_calls": 0,
                    **SAMPLED,
                },
            },
            problem_timeout=3600,
            out=out,
            **common,
        )
        out = root / f"cot-{name}"
        print(f"== cot at {SAMPLED}, {cot} samples: {out}", flush=True)
        mathloop.evaluate(
            benchmark,
            methods=["cot"],
            settings={"cot": dict(SAMPLED)},
            samples=cot,
            problem_timeout=3600,
            out=out,
            **common,
        )


class Cost(NamedTuple):
    """What some model calls and program runs cost."""

    tokens: int = 0
    seconds: float = 0.0
    calls: int = 0

    def __add__(self, other: object) -> Cost:  # type: ignore[override]
        assert isinstance(other, Cost)
        return Cost(
            self.tokens + other.tokens, self.seconds + other.seconds, self.calls + other.calls
        )


class Vote(NamedTuple):
    """One sample's answer and what it cost; a program's also as its repair left it."""

    kind: str
    answer: str | None
    cost: Cost
    repaired: tuple[str | None, Cost] | None = None
    """A program sample with its repair: the answer after it and the cost of both (None: a
    chain of thought, or a program that needed none)."""


class MixedRule(NamedTuple):
    """The samples a rule draws, in order, and whether it stops early."""

    name: str
    order: str
    """``c``: the next chain of thought, ``p``: the next program (each kind's first greedy)."""
    adaptive: bool
    pair_stop: bool = False
    """Stop after the first two samples when they agree (arXiv 2604.17433: a CoT and a PoT
    answer that agree settle most tasks), whatever the rest of the order."""
    max_calls: int = 0
    """``consensus``' ``max_calls`` (0: none): no sample, repair or fallback starts past it."""
    tie_to: str = ""
    """Of tied groups, the one whose first voter is of this kind (``p`` or ``c``) wins; empty:
    the group whose answer came first (``consensus`` today)."""


RULES = [
    MixedRule("program (greedy)", "p", False),
    MixedRule("CoT (greedy)", "c", False),
    MixedRule("programs, vote of 3 (consensus today)", "ppp", True),
    MixedRule("programs, vote of 5", "ppppp", True),
    MixedRule("CoTs, vote of 3", "ccc", True),
    MixedRule("CoTs, vote of 5", "ccccc", True),
    MixedRule("mixed of 3: c p, then c", "cpc", True),
    MixedRule("mixed of 3: c p, then p", "cpp", True),
    MixedRule("mixed of 3: p c, then p", "pcp", True),
    MixedRule("mixed: c p, then c p c", "cpcpc", True),
    MixedRule("mixed: p c, then p c p", "pcpcp", True),
    MixedRule("mixed: c p, then p p p", "cpppp", True),
    MixedRule("mixed: p c, then p p p", "pcppp", True),
    MixedRule("mixed: p c, then c c c", "pcccc", True),
    MixedRule("pair c p agrees: stop; else c p c", "cpcpc", True, pair_stop=True),
    MixedRule("pair c p agrees: stop; else p p p", "cpppp", True, pair_stop=True),
    MixedRule("pair p c agrees: stop; else p p p", "pcppp", True, pair_stop=True),
]


def _step_cost(trace: Any, step: Any) -> Cost:
    """A step's call, the replies the anti-repeat rule set aside for it, and its program's
    run."""
    cost = Cost()
    if step.completion is not None:
        cost += Cost(step.completion.output_tokens, step.completion.latency_s, 1)
    attempt = trace.attempts[step.attempt - 1] if step.attempt else None
    if attempt is not None:
        for info in attempt.repeat_infos():
            cost += Cost(info.output_tokens, info.latency_s, 1)
        if attempt.execution is not None:
            cost += Cost(seconds=attempt.execution.duration_s)
    return cost


def _answer(trace: Any, step: Any) -> str | None:
    attempt = trace.attempts[step.attempt - 1] if step.attempt else None
    if attempt is not None and attempt.status == "RESULT_SUBMITTED" and attempt.parsed:
        return str(attempt.parsed.result)
    return None


def program_samples(trace: Any) -> list[Vote]:
    """A consensus trace's samples (every one repaired once when it gave no answer) as
    votes: the first program's answer and cost, and the repaired one's."""
    found: list[Vote] = []
    for step in trace.steps:
        if step.component == "sample":
            found.append(Vote("p", _answer(trace, step), _step_cost(trace, step)))
        elif step.component == "repair" and found:
            first = found[-1]
            cost = first.cost + _step_cost(trace, step)
            found[-1] = first._replace(repaired=(_answer(trace, step), cost))
    return found


COT_LIMIT = ConsensusSpec().num_predict
"""The most tokens a chain of thought gets inside ``consensus`` (its ``num_predict``); the
collected ones ran under ``cot``'s own, larger limit."""


def _cot_vote(record: Any, trace: Any) -> Vote:
    """A collected chain of thought as ``consensus`` would have it: one longer than
    :data:`COT_LIMIT` is cut there (by its share of characters, so approximately), keeping
    the answer only if it was boxed before the cut, and costs that share of its time."""
    step = next(s for s in trace.steps if s.completion is not None)
    tokens, seconds = step.completion.output_tokens, step.completion.latency_s
    if tokens <= COT_LIMIT:
        return Vote("c", record.answer, Cost(tokens, seconds, 1))
    kept = COT_LIMIT / tokens
    text = step.response or ""
    answer = last_boxed(text[: int(len(text) * kept)])
    return Vote("c", answer.strip() if answer else None, Cost(COT_LIMIT, seconds * kept, 1))


def problem_votes(root: Path, name: str) -> dict[str, tuple[str, dict[str, list[Vote]]]]:
    """Per problem finished in both folders: the gold, and the CoT and program votes in
    order (greedy first)."""
    programs_run, cot_run = open_run(root / f"programs-{name}"), open_run(root / f"cot-{name}")
    greedy_cot: dict[str, Vote] = {}
    program_votes: dict[str, list[Vote]] = {}
    gold: dict[str, str] = {}
    for record in programs_run.read_standing():
        gold[record.problem_id] = record.gold
        trace = load_trace(programs_run.trace(record))
        if record.method == "cot":
            greedy_cot[record.problem_id] = _cot_vote(record, trace)
        elif record.method == "consensus":
            program_votes[record.problem_id] = program_samples(trace)
    sampled: dict[str, list[tuple[int, Vote]]] = {}
    for record in cot_run.read_standing():
        vote = _cot_vote(record, load_trace(cot_run.trace(record)))
        sampled.setdefault(record.problem_id, []).append((record.sample_index, vote))
    found = {}
    for problem, cot_first in greedy_cot.items():
        if problem not in program_votes or problem not in sampled:
            continue
        cots = [cot_first, *(vote for _, vote in sorted(sampled[problem]))]
        found[problem] = (gold[problem], {"c": cots, "p": program_votes[problem]})
    return found


def replay_rule(rule: MixedRule, votes: dict[str, list[Vote]]) -> tuple[str | None, int, Cost]:
    """The answer, samples drawn and cost of ``rule`` over one problem's votes, as
    ``consensus`` draws them: a program repaired only while no sample has answered
    (``repair_only_without_votes``), and the greedy chain of thought as the fallback when no
    sample answered (``cot_fallback``)."""
    tally = Tally()
    taken = {"c": 0, "p": 0}
    used, cost = 0, Cost()
    for index, kind in enumerate(rule.order, start=1):
        if taken[kind] >= len(votes[kind]):
            break
        vote = votes[kind][taken[kind]]
        if not _may_start(rule, cost.calls):
            break
        taken[kind] += 1
        answer, spent = vote.answer, vote.cost
        repair_may_start = _may_start(rule, cost.calls + vote.cost.calls)
        if vote.repaired is not None and not tally.groups and repair_may_start:
            answer, spent = vote.repaired
        used, cost = index, cost + spent
        tally.add_now(index, answer, kind)
        if rule.adaptive and tally.decided(len(rule.order) - index):
            break
        if rule.pair_stop and index == 2 and tally.sizes() == [2]:
            break
    leader = _leader(tally, rule.tie_to)
    if leader is None and rule.adaptive and taken["c"] == 0 and _may_start(rule, cost.calls):
        fallback = votes["c"][0]
        return fallback.answer, used, cost + fallback.cost
    return (leader.answer if leader else None), used, cost


def _leader(tally: Tally, tie_to: str) -> AnswerGroup | None:
    """The largest group; of tied ones, the first whose kind is ``tie_to``, else the first."""
    leader = tally.leader()
    if leader is None or not tie_to:
        return leader
    tied = [g for g in tally.groups if len(g.voters) == len(leader.voters)]
    return next((g for g in tied if g.source == tie_to), leader)


def _may_start(rule: MixedRule, calls: int) -> bool:
    """Whether one more call may start after ``calls`` under the rule's call cap (a started
    program's anti-repeat resamples may pass it, as in ``consensus``)."""
    return not rule.max_calls or calls + 1 <= rule.max_calls


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


TIES = [
    MixedRule(f"{order}, a tie goes to the {_KIND[kind]}", order, True, tie_to=kind)
    for order in ("cpp", "pcp", "cpcpc", "cpppp")
    for kind in "pc"
]
"""When chains of thought and programs disagree with no majority: the first answer (the
rules above), the program's, or the chain of thought's."""

CAPPED = [
    *(
        MixedRule(f"{order}, at most {cap} calls", order, True, max_calls=cap)
        for order in ("ppp", "cpp", "pcp")
        for cap in (4, 5, 6)
    ),
    *(
        MixedRule(f"cpppp, pair stop, at most {cap} calls", "cpppp", True, True, cap)
        for cap in (5, 6, 7, 8)
    ),
]
"""The worst-case cap (``max_calls``) on the three-sample orders and on the five-sample
mixed order with the pair stop."""


def table(root: Path) -> None:
    """Each rule's accuracy and cost on the problems collected so far, per split."""
    for name in train_sets():
        if not (
            open_run(root / f"programs-{name}").exists() and open_run(root / f"cot-{name}").exists()
        ):
            continue
        problems = problem_votes(root, name)
        print(f"\n{name}: {len(problems)} problems with every sample (bench/runs/mixed-vote)\n")
        _rule_table(problems, RULES)
        print(f"\n{name}, ties between a chain of thought and a program:\n")
        _rule_table(problems, [*RULES[:2], *TIES])
        print(f"\n{name}, the call cap:\n")
        _rule_table(problems, [*RULES[:2], *CAPPED])


def _rule_table(
    problems: dict[str, tuple[str, dict[str, list[Vote]]]], rules: list[MixedRule]
) -> None:
    print(
        "| rule | samples | correct | mean samples | mean output tokens "
        "| seconds: median / p90 / max | calls: max "
        "| vs program: better / worse | vs CoT: better / worse |"
    )
    print("|---|---|---:|---:|---:|---|---:|---|---|")
    outcomes: dict[str, dict[str, bool]] = {}
    for rule in rules:
        correct, used, costs = {}, [], []
        for problem, (gold, votes) in problems.items():
            answer, count, cost = replay_rule(rule, votes)
            correct[problem] = answer is not None and bool(check(gold, answer).equal)
            used.append(count)
            costs.append(cost)
        outcomes[rule.name] = correct
        base_p = outcomes.get(rules[0].name, correct)
        base_c = outcomes.get(rules[1].name, correct)
        seconds = [c.seconds for c in costs]
        print(
            f"| {rule.name}{' (pair stop)' if rule.pair_stop else ''} | `{rule.order}` "
            f"| {sum(correct.values())} | {statistics.mean(used or [0]):.1f} "
            f"| {statistics.mean([c.tokens for c in costs] or [0]):.0f} "
            f"| {statistics.median(seconds or [0]):.0f} / {_quantile(seconds, 0.9):.0f} "
            f"/ {max(seconds or [0]):.0f} | {max((c.calls for c in costs), default=0)} "
            f"| {_paired(correct, base_p)} | {_paired(correct, base_c)} |"
        )


def _paired(rule: dict[str, bool], base: dict[str, bool]) -> str:
    better = sum(rule[p] and not base[p] for p in rule)
    worse = sum(base[p] and not rule[p] for p in rule)
    return f"{better} / {worse}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("collect", help="run the CoT and program samples")
    run.add_argument("--limit", type=int, default=20)
    run.add_argument("--seed", type=int, default=7)
    run.add_argument("--programs", type=int, default=5, help="program samples per problem")
    run.add_argument("--cot", type=int, default=4, help="sampled CoTs per problem")
    run.add_argument("--splits", default="", help="comma-separated: math-train,gsm8k-train")
    commands.add_parser("table", help="replay the vote rules over the collected samples")
    parser.add_argument("--root", type=Path, default=ROOT)
    args = parser.parse_args()
    if args.command == "table":
        table(args.root)
    elif args.command == "collect":
        splits = [s for s in args.splits.split(",") if s]
        collect(
            args.root,
            limit=args.limit,
            seed=args.seed,
            programs=args.programs,
            cot=args.cot,
            splits=splits,
        )


if __name__ == "__main__":
    main()
