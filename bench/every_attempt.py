"""Every attempt counts (issue 26): the anti-repeat rule and the consensus method, measured on
train splits only (MATH train, GSM8K train: outside every published set).

    .venv/bin/python bench/every_attempt.py relay --limit 10 --seed 7      # run the rules
    .venv/bin/python bench/every_attempt.py relay-table                    # print their table
    .venv/bin/python bench/every_attempt.py consensus --limit 10 --seed 7  # run consensus
    .venv/bin/python bench/every_attempt.py consensus-table                # print its table

``relay`` runs ``relay_python`` (mathloop's defaults, the default sandbox policy) on MATH
train problems of levels 3-5 under four rules: the rule off (today's behaviour before issue
26), ``resample`` (ask again on the hotter sampler), ``drop-previous`` (ask again on the same
sampler with the previous program left out of the prompt) and ``both``. Temperature-0 calls
are shared through the response cache, so the rules cost only what differs after a first
repeat. ``relay-table`` prints, per rule: accuracy, distinct programs per five-attempt relay,
runs of an already-run program, mean output tokens, and the paired comparison against the
rule off.

``consensus`` runs ``consensus`` with the adaptive stop off (every one of ``max_samples``
samples runs) on MATH train and GSM8K train problems; ``consensus-table`` replays those
traces under each sample limit K and stop rule (a sample's answer, repairs included, does not
depend on how many samples follow it) and prints accuracy, mean samples and mean output
tokens per rule, beside K = 1 (the greedy first program alone, a PoT-like baseline).

Folders go under ``--root`` (default ``bench/runs/every-attempt``) and resume. The tables
read each run from its folder or, once packed, from ``<folder>.zip`` (the committed runs are
packed); a packed run is not run again (unpack it first to resume it).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

import mathloop
from mathloop.answers import check
from mathloop.answers.extract import last_boxed
from mathloop.errors import RunStoreError
from mathloop.methods._repeats import program_key
from mathloop.methods._tally import Tally
from mathloop.methods.records import Trace
from mathloop.runs.storage.reader import TraceRef, open_run

_HOT = {"anti_repeat_temperature": 0.7, "anti_repeat_temperature_step": 0.3}
RULES: dict[str, dict[str, Any]] = {
    "off": {"anti_repeat": False, "anti_repeat_drop_previous": False, **_HOT},
    "resample": {"anti_repeat": True, "anti_repeat_drop_previous": False, **_HOT},
    "drop-previous": {
        "anti_repeat": True,
        "anti_repeat_drop_previous": True,
        "anti_repeat_temperature": 0.0,
        "anti_repeat_temperature_step": 0.0,
    },
    "both": {"anti_repeat": True, "anti_repeat_drop_previous": True, **_HOT},
}
"""The rules measured, as ``relay_python`` settings, each spelled out in full (``drop-previous``
keeps the sampler), so that a folder resumes whatever the defaults are now."""


def data_dir() -> Path:
    """``MATHLOOP_DATA_DIR``, or ``../shared/data`` beside the checkout."""
    default = Path(__file__).resolve().parents[1].parent / "shared" / "data"
    return Path(os.environ.get("MATHLOOP_DATA_DIR", default))


DATA_COPY = Path("runs/bench-data/math-train.jsonl")
"""Where MATH train is written as one file: under the ignored ``runs/``, never committed."""


def math_train_file() -> Path:
    """MATH train as one JSONL file (built once from the dataset's per-problem files)."""
    target = DATA_COPY
    if target.exists():
        return target
    source = data_dir() / "math" / "train_raw"
    if not source.is_dir():
        raise SystemExit(f"bench/every_attempt.py: no MATH train folder at {source}")
    target.parent.mkdir(parents=True, exist_ok=True)
    files = sorted(source.glob("*/*.json"), key=lambda p: (p.parent.name, int(p.stem)))
    with target.open("w", encoding="utf-8") as out:
        for path in files:
            row = json.loads(path.read_text(encoding="utf-8"))
            if last_boxed(row.get("solution", "")):  # a few train solutions box nothing
                out.write(json.dumps(row) + "\n")
    return target


def train_sets() -> dict[str, tuple[str, Path]]:
    """Benchmark name and data file of each train split."""
    return {
        "math-train": ("math", math_train_file()),
        "gsm8k-train": ("gsm8k", data_dir() / "gsm8k" / "train.jsonl"),
    }


def run_relay(root: Path, *, limit: int, seed: int) -> None:
    """relay_python under every rule on MATH train problems (levels 3-5)."""
    run_relay_arms(root, RULES, limit=limit, seed=seed, n_threads=1)


def run_relay_arms(
    root: Path, arms: dict[str, dict[str, Any]], *, limit: int, seed: int, **fields: Any
) -> None:
    """relay_python under each arm's settings on MATH train problems (levels 3-5), one run
    folder ``relay-ARM-math-train`` per arm; ``fields``: further run options."""
    benchmark, data = train_sets()["math-train"]
    for arm, settings in arms.items():
        out = root / f"relay-{arm}-math-train"
        print(f"== relay_python, {arm}: {out}", flush=True)
        mathloop.evaluate(
            benchmark,
            data=data,
            methods=["relay_python"],
            levels=(3, 4, 5),
            limit=limit,
            seed=seed,
            settings={"relay_python": settings},
            problem_timeout=1800,
            out=out,
            **fields,
        )


def run_consensus(
    root: Path, *, limit: int, seed: int, samples: int, splits: list[str] | None = None
) -> None:
    """consensus with every sample run, on each train split (or those named)."""
    for name, (benchmark, data) in train_sets().items():
        if splits and name not in splits:
            continue
        out = root / f"consensus-all-{name}"
        print(f"== consensus, {samples} samples, no adaptive stop: {out}", flush=True)
        mathloop.evaluate(
            benchmark,
            data=data,
            methods=["consensus"],
            limit=limit,
            seed=seed,
            settings={
                "consensus": {
                    "adaptive_stop": False,
                    "max_samples": samples,
                    "repair_only_without_votes": False,  # the replay drops repairs itself
                }
            },
            problem_timeout=3600,
            n_threads=1,
            out=out,
        )


class Solved(NamedTuple):
    """One problem's trace and gold answer, with the verifier's verdict of the submission."""

    trace: Trace
    gold: str
    correct: bool


def load_trace(ref: TraceRef) -> Trace:
    """The trace ``ref`` names, or a RunStoreError naming it."""
    raw = ref.read_bytes()
    if raw is None:
        raise RunStoreError(f"{ref}: no such trace")
    return Trace.model_validate_json(raw)


def solved(run: Path, method: str) -> Iterator[Solved]:
    """Every finished problem of ``method`` in a run folder or packed run."""
    reader = open_run(run)
    for record in reader.read_standing():
        if record.method == method:
            yield Solved(load_trace(reader.trace(record)), record.gold, bool(record.correct))


def relay_table(root: Path) -> None:
    """Per rule: accuracy, distinct programs, reruns, tokens, paired against the rule off
    on the problems both have finished."""
    rows = {rule: _by_problem(root / f"relay-{rule}-math-train") for rule in RULES}
    print("relay_python on MATH train problems (levels 3-5), each rule paired with `off`\n")
    header = "| rule | problems | correct | off: correct | five-attempt relays "
    header += "| distinct programs per five-attempt relay | programs run again "
    header += "| mean output tokens | off: tokens | better / worse than off |"
    print(header)
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    off = rows["off"]
    for rule, by_id in rows.items():
        shared = sorted(set(by_id) & set(off))
        if not shared:
            continue
        chosen = [by_id[i] for i in shared]
        full = [s for s in chosen if len(s.trace.attempts) >= 5]
        distinct = [len(_programs(s.trace)) for s in full]
        mean_distinct = f"{statistics.mean(distinct):.1f}" if distinct else "–"
        better = sum(by_id[i].correct and not off[i].correct for i in shared)
        worse = sum(off[i].correct and not by_id[i].correct for i in shared)
        print(
            f"| `{rule}` | {len(shared)} | {sum(s.correct for s in chosen)} "
            f"| {sum(off[i].correct for i in shared)} | {len(full)} | {mean_distinct} "
            f"| {sum(_reruns(s.trace) for s in chosen)} "
            f"| {statistics.mean(s.trace.output_tokens for s in chosen):.0f} "
            f"| {statistics.mean(off[i].trace.output_tokens for i in shared):.0f} "
            f"| {better} / {worse} |"
        )


def _by_problem(folder: Path) -> dict[str, Solved]:
    """The relay_python problems of the run ``folder`` (or of ``folder.zip``, packed)."""
    run = open_run(folder)
    if not run.exists():
        return {}
    return {s.trace.problem_id: s for s in solved(run.path, "relay_python")}


def _programs(trace: Trace) -> set[str]:
    return {
        program_key(a.selection.code)
        for a in trace.attempts
        if a.selection is not None and a.selection.code is not None
    }


def _reruns(trace: Trace) -> int:
    """Programs executed although an earlier attempt had executed the very same program."""
    seen: set[str] = set()
    again = 0
    for attempt in trace.attempts:
        code = attempt.selection.code if attempt.selection is not None else None
        if code is None or attempt.execution is None or attempt.reused_execution_of is not None:
            continue
        key = program_key(code)
        again += key in seen
        seen.add(key)
    return again


class Sample(NamedTuple):
    """One consensus sample: its answer (after repairs) and the output tokens it cost."""

    answer: str | None
    output_tokens: int


def samples_of(trace: Trace, *, repairs: bool = True) -> list[Sample]:
    """The samples of a consensus trace, in order, from its ``sample``/``repair`` steps;
    ``repairs`` off: each sample as its first program left it (a repair's cost dropped)."""
    found: list[Sample] = []
    for step in trace.steps:
        if step.component == "repair" and not repairs:
            continue
        tokens = step.completion.output_tokens if step.completion is not None else 0
        attempt = trace.attempts[step.attempt - 1] if step.attempt else None
        if attempt is not None:  # replies the anti-repeat rule set aside cost tokens too
            tokens += sum(info.output_tokens for info in attempt.repeat_infos())
        if step.component == "sample":
            found.append(Sample(None, tokens))
        elif step.component == "repair" and found:
            found[-1] = Sample(None, found[-1].output_tokens + tokens)
        else:
            continue
        if attempt is not None and attempt.status == "RESULT_SUBMITTED" and attempt.parsed:
            found[-1] = Sample(attempt.parsed.result, found[-1].output_tokens)
    return found


def lazy_samples(trace: Trace) -> list[Sample]:
    """Samples as ``repair_only_without_votes`` makes them: a failed sample is repaired only
    while no earlier sample has an answer (the traces repaired every one, so both are known)."""
    repaired, plain = samples_of(trace), samples_of(trace, repairs=False)
    chosen: list[Sample] = []
    for with_repair, without in zip(repaired, plain, strict=True):
        voted = any(sample.answer is not None for sample in chosen)
        chosen.append(without if voted else with_repair)
    return chosen


async def replay(samples: list[Sample], limit: int, adaptive: bool) -> tuple[str | None, int, int]:
    """The answer, samples used and output tokens of a vote over ``samples`` under a rule."""
    tally = Tally()
    used = tokens = 0
    for index, sample in enumerate(samples[:limit], start=1):
        used, tokens = index, tokens + sample.output_tokens
        await tally.add(index, sample.answer, "execution")
        if adaptive and tally.decided(limit - index):
            break
    leader = tally.leader()
    return (leader.answer if leader else None), used, tokens


class Rule(NamedTuple):
    """A way to run consensus that the traces can replay."""

    limit: int
    adaptive: bool
    repairs: str
    """``on`` (every failed sample), ``off``, or ``lazy`` (only while no sample answered)."""


RULES_REPLAYED = [
    Rule(limit, adaptive, repairs)
    for limit in (1, 2, 3, 4, 5)
    for adaptive in ((True, False) if limit > 2 else (False,))
    for repairs in ("on", "lazy", "off")
]
"""K = 1 and 2 have no early stop to speak of (a K = 2 vote stops at 2 either way)."""


def votes_of(trace: Trace, repairs: str) -> list[Sample]:
    """The samples of ``trace`` under a repair rule."""
    if repairs == "lazy":
        return lazy_samples(trace)
    return samples_of(trace, repairs=repairs == "on")


def consensus_table(root: Path) -> None:
    """Accuracy and cost of each sample limit, stop rule and repair rule, replayed."""
    for name in ("math-train", "gsm8k-train"):
        run = open_run(root / f"consensus-all-{name}")
        if not run.exists():
            continue
        problems = list(solved(run.path, "consensus"))
        print(f"\nconsensus on {len(problems)} {name} problems (replayed from {run.path})\n")
        print("| samples K | stop | repairs | correct | accuracy | mean samples | output tokens |")
        print("|---:|---|---|---:|---:|---:|---:|")
        for rule in RULES_REPLAYED:
            _print_rule(problems, rule)


def _print_rule(problems: list[Solved], rule: Rule) -> None:
    votes = [votes_of(p.trace, rule.repairs) for p in problems]
    if rule.limit > max((len(v) for v in votes), default=0):
        return
    results = [asyncio.run(replay(v, rule.limit, rule.adaptive)) for v in votes]
    correct = sum(
        answer is not None and check(p.gold, answer).equal is True
        for (answer, _, _), p in zip(results, problems, strict=True)
    )
    used = statistics.mean(r[1] for r in results)
    tokens = statistics.mean(r[2] for r in results)
    stop = "adaptive" if rule.adaptive else "all"
    print(
        f"| {rule.limit} | {stop} | {rule.repairs} | {correct} "
        f"| {100 * correct / len(problems):.1f}% | {used:.2f} | {tokens:.0f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("relay", "relay-table", "consensus", "consensus-table"))
    parser.add_argument("--root", type=Path, default=Path("bench/runs/every-attempt"))
    parser.add_argument("--limit", type=int, default=10)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--samples", type=int, default=5)
    parser.add_argument("--splits", nargs="*", choices=("math-train", "gsm8k-train"))
    args = parser.parse_args()
    if args.what == "relay":
        run_relay(args.root, limit=args.limit, seed=args.seed)
    elif args.what == "consensus":
        run_consensus(
            args.root, limit=args.limit, seed=args.seed, samples=args.samples, splits=args.splits
        )
    elif args.what == "relay-table":
        relay_table(args.root)
    else:
        consensus_table(args.root)


if __name__ == "__main__":
    main()
