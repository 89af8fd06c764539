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
from typing import NamedTuple

from every_attempt import load_trace, samples_of, train_sets  # type: ignore[import-not-found]

import mathloop
from mathloop.answers import check
from mathloop.methods._tally import Tally
from mathloop.runs.reader import open_run

ROOT = Path("bench/runs/mixed-vote")
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


class Vote(NamedTuple):
    """One sample's answer and what it cost."""

    kind: str
    answer: str | None
    output_tokens: int


class MixedRule(NamedTuple):
    """The samples a rule draws, in order, and whether it stops early."""

    name: str
    order: str
    """``c``: the next chain of thought, ``p``: the next program (each kind's first greedy)."""
    adaptive: bool
    pair_stop: bool = False
    """Stop after the first two samples when they agree (arXiv 2604.17433: a CoT and a PoT
    answer that agree settle most tasks), whatever the rest of the order."""


RULES = [
    MixedRule("program (greedy)", "p", False),
    MixedRule("CoT (greedy)", "c", False),
    MixedRule("programs, vote of 3", "ppp", True),
    MixedRule("programs, vote of 5", "ppppp", True),
    MixedRule("CoTs, vote of 3", "ccc", True),
    MixedRule("CoTs, vote of 5", "ccccc", True),
    MixedRule("mixed: c p, then c p c", "cpcpc", True),
    MixedRule("mixed: p c, then p c p", "pcpcp", True),
    MixedRule("mixed: c p, then p p p", "cpppp", True),
    MixedRule("mixed: p c, then c c c", "pcccc", True),
    MixedRule("mixed: c p c p c p c", "cpcpcpc", True),
    MixedRule("pair c p agrees: stop; else c p c", "cpcpc", True, pair_stop=True),
    MixedRule("pair c p agrees: stop; else p p p", "cpppp", True, pair_stop=True),
]


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
            greedy_cot[record.problem_id] = Vote("c", record.answer, record.output_tokens)
        elif record.method == "consensus":
            program_votes[record.problem_id] = [
                Vote("p", sample.answer, sample.output_tokens) for sample in samples_of(trace)
            ]
    sampled: dict[str, list[tuple[int, Vote]]] = {}
    for record in cot_run.read_standing():
        vote = Vote("c", record.answer, record.output_tokens)
        sampled.setdefault(record.problem_id, []).append((record.sample_index, vote))
    found = {}
    for problem, cot_first in greedy_cot.items():
        if problem not in program_votes or problem not in sampled:
            continue
        cots = [cot_first, *(vote for _, vote in sorted(sampled[problem]))]
        found[problem] = (gold[problem], {"c": cots, "p": program_votes[problem]})
    return found


def replay_rule(rule: MixedRule, votes: dict[str, list[Vote]]) -> tuple[str | None, int, int]:
    """The answer, samples drawn and output tokens of ``rule`` over one problem's votes."""
    tally = Tally()
    taken = {"c": 0, "p": 0}
    used = tokens = 0
    for index, kind in enumerate(rule.order, start=1):
        if taken[kind] >= len(votes[kind]):
            break
        vote = votes[kind][taken[kind]]
        taken[kind] += 1
        used, tokens = index, tokens + vote.output_tokens
        tally.add_now(index, vote.answer, kind)
        if rule.adaptive and tally.decided(len(rule.order) - index):
            break
        if rule.pair_stop and index == 2 and tally.sizes() == [2]:
            break
    leader = tally.leader()
    return (leader.answer if leader else None), used, tokens


def table(root: Path) -> None:
    """Each rule's accuracy and cost on the problems collected so far, per split."""
    for name in train_sets():
        if not (
            open_run(root / f"programs-{name}").exists() and open_run(root / f"cot-{name}").exists()
        ):
            continue
        problems = problem_votes(root, name)
        print(f"\n{name}: {len(problems)} problems with every sample (bench/runs/mixed-vote)\n")
        header = "| rule | samples | correct | mean samples | mean output tokens "
        print(header + "| vs program: better / worse | vs CoT: better / worse |")
        print("|---|---|---:|---:|---:|---|---|")
        outcomes: dict[str, dict[str, bool]] = {}
        for rule in RULES:
            correct, used, spent = {}, [], []
            for problem, (gold, votes) in problems.items():
                answer, count, tokens = replay_rule(rule, votes)
                correct[problem] = answer is not None and bool(check(gold, answer).equal)
                used.append(count)
                spent.append(tokens)
            outcomes[rule.name] = correct
            base_p, base_c = (
                outcomes.get(RULES[0].name, correct),
                outcomes.get(RULES[1].name, correct),
            )
            print(
                f"| {rule.name} | `{rule.order}` | {sum(correct.values())} "
                f"| {statistics.mean(used or [0]):.1f} | {statistics.mean(spent or [0]):.0f} "
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
