"""Relay versus one-shot on MATH-500 with a local model (the foundation issue's figures).

    .venv/bin/python bench/relay_vs_oneshot.py --limit 50 --seed 1 --out runs/bench-relay

Prints, per protocol: accuracy, submitted answers, average attempts, mean output tokens, the
failure taxonomy; and the paired outcomes (both correct / relay only / one-shot only /
neither). The run folder resumes: interrupt and rerun the same command to continue.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from pathlib import Path

from mathloop.benchmarks import load_benchmark, select_items
from mathloop.llm import BackendSettings, create_backend
from mathloop.llm.models import DEFAULT_MODEL, resolve_model
from mathloop.methods import OneShotPython, RelayPython, SolveContext
from mathloop.runs import (
    ResultRecord,
    RunPlan,
    RunStore,
    execute_run,
    failure_taxonomy,
    paired_outcomes,
    summarize,
)

ONE_SHOT, RELAY = "one_shot_python", "relay_python"


def main() -> None:
    args = _parse_args()
    data = Path(os.environ.get("MATHLOOP_DATA_DIR", "../shared/data")) / "math500/test.jsonl"
    items = select_items(load_benchmark("math500", data), limit=args.limit, seed=args.seed)
    model = resolve_model(args.model)
    settings = BackendSettings(backend="llamacpp", model=str(model.path), num_ctx=16384)
    plan = RunPlan(
        store=RunStore(Path(args.out)),
        items=items,
        methods=[OneShotPython(), RelayPython()],
        ctx=SolveContext(backend=create_backend(settings), seed=args.seed),
        settings={
            "benchmark": "math500",
            "limit": args.limit,
            "seed": args.seed,
            "model": args.model,
            "model_sha256": model.sha256,
        },
    )
    started = time.monotonic()
    outcome = asyncio.run(execute_run(plan, on_record=_log))
    print(
        f"\nmodel {args.model} ({model.sha256[:12]}), {len(items)} MATH-500 problems, "
        f"seed {args.seed}, {outcome.completed} solved in {time.monotonic() - started:.0f} s "
        f"(+{outcome.skipped} resumed)\n"
    )
    _print_tables(outcome.records)


def _parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default=DEFAULT_MODEL)
    parser.add_argument("--limit", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="runs/bench-relay-vs-oneshot")
    return parser.parse_args()


def _log(record: ResultRecord) -> None:
    print(
        f"{record.method:16} {record.problem_id:40} {record.failure_class:26} "
        f"answer={record.answer!r} tokens={record.output_tokens}",
        file=sys.stderr,
        flush=True,
    )


def _print_tables(records: list[ResultRecord]) -> None:
    print(
        "| mode | problems | verified correct | accuracy | submitted | avg attempts "
        "| mean output tokens | mean prompt tokens |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for row in summarize(records):
        print(
            f"| {row.mode} | {row.problems} | {row.verified_correct} | "
            f"{100 * row.accuracy:.1f}% | {row.submitted_answers} | "
            f"{row.average_attempts:.2f} | {row.mean_output_tokens:.1f} | "
            f"{row.mean_prompt_tokens:.1f} |"
        )
    paired = paired_outcomes(records, ONE_SHOT, RELAY)
    print("\n| both correct | relay only | one-shot only | neither |\n|---|---|---|---|")
    print(f"| {paired.both_correct} | {paired.only_b} | {paired.only_a} | {paired.neither} |")
    taxonomy = failure_taxonomy(records)
    labels = sorted({label for counts in taxonomy.values() for label in counts})
    print(f"\n| failure class | {ONE_SHOT} | {RELAY} |\n|---|---|---|")
    for label in labels:
        print(
            f"| {label} | {taxonomy.get(ONE_SHOT, {}).get(label, 0)} | "
            f"{taxonomy.get(RELAY, {}).get(label, 0)} |"
        )


if __name__ == "__main__":
    main()
