"""IIPC and its baselines on MATH-500 and GSM8K with a local model (issue 5's table).

    .venv/bin/python bench/methods.py --limit 50 --seed 1 --out runs/bench-methods

Runs every method over the same seeded sample of each benchmark, one resumable run folder per
benchmark (OUT/math500, OUT/gsm8k; interrupt and rerun the same command to continue), then
prints, per benchmark, the paper-style table: accuracy, delta versus PoT in points, mean
output tokens, mean LLM calls and mean seconds per problem.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from statistics import fmean
from typing import Any

from mathloop.benchmarks import load_benchmark, select_items
from mathloop.llm import BackendSettings, create_backend
from mathloop.llm.base import Backend
from mathloop.llm.models import DEFAULT_MODEL, resolve_model
from mathloop.methods import Method, SolveContext, create_method
from mathloop.methods.calls import split_top_level
from mathloop.runs import ResultRecord, RunPlan, RunStore, execute_run

METHODS = "cot,pot,iipc,iipc_ns,iipc_ns_nms,cr,macm"
BENCHMARKS = "math500,gsm8k"


def main() -> None:
    args = _parse_args()
    model = resolve_model(args.model)
    settings = BackendSettings(
        backend="llamacpp", model=args.model, num_ctx=args.n_ctx, n_threads=args.n_threads
    )
    backend = create_backend(settings)
    recorded = {"model": args.model, "model_sha256": model.sha256, "n_ctx": args.n_ctx}
    print(f"model {args.model} ({model.sha256[:12]}), seed {args.seed}, limit {args.limit}")
    for benchmark in split_top_level(args.benchmarks):
        records = _run_benchmark(benchmark, args, backend, recorded)
        _print_table(benchmark, records, [m.name for m in _methods(args)])


def _parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--model", default=DEFAULT_MODEL)
    parser.add_argument("--limit", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="runs/bench-methods")
    parser.add_argument("--methods", default=METHODS, help=f"default: {METHODS}")
    parser.add_argument("--benchmarks", default=BENCHMARKS, help=f"default: {BENCHMARKS}")
    parser.add_argument("--n-ctx", type=int, default=16384, help="context window of the model")
    parser.add_argument("--n-threads", type=int, default=None)
    parser.add_argument(
        "--num-predict", type=int, default=None, help="max output tokens per call (all methods)"
    )
    return parser.parse_args()


def _methods(args: argparse.Namespace) -> list[Method]:
    overrides: dict[str, Any] = {"num_ctx": args.n_ctx}
    if args.num_predict is not None:
        overrides["num_predict"] = args.num_predict
    return [create_method(name, overrides) for name in split_top_level(args.methods)]


def _run_benchmark(
    benchmark: str, args: argparse.Namespace, backend: Backend, recorded: dict[str, Any]
) -> list[ResultRecord]:
    items = select_items(load_benchmark(benchmark), limit=args.limit, seed=args.seed)
    plan = RunPlan(
        store=RunStore(Path(args.out) / benchmark),
        items=items,
        methods=_methods(args),
        ctx=SolveContext(backend=backend, seed=args.seed),
        settings={"benchmark": benchmark, "limit": args.limit, "seed": args.seed, **recorded},
    )
    started = time.monotonic()
    outcome = asyncio.run(execute_run(plan, on_record=_log))
    print(
        f"{benchmark}: {len(items)} problems, {outcome.completed} solved now in "
        f"{time.monotonic() - started:.0f} s (+{outcome.skipped} resumed)",
        file=sys.stderr,
    )
    return outcome.records


def _log(record: ResultRecord) -> None:
    print(
        f"{record.method:12} {record.problem_id:40} {record.failure_class:26} "
        f"answer={record.answer!r} calls={record.llm_calls} tokens={record.output_tokens}",
        file=sys.stderr,
        flush=True,
    )


def _print_table(benchmark: str, records: Sequence[ResultRecord], methods: list[str]) -> None:
    by_method = {name: [r for r in records if r.method == name] for name in methods}
    pot = _accuracy(by_method.get("pot", []))
    print(f"\n{benchmark}")
    print(
        "| method | problems | accuracy | Δ vs PoT | mean output tokens | mean LLM calls "
        "| mean s / problem |"
    )
    print("|---|---|---|---|---|---|---|")
    for name, rows in by_method.items():
        if not rows:
            continue
        accuracy = fmean(r.correct for r in rows)
        delta = "–" if pot is None or name == "pot" else f"{100 * (accuracy - pot):+.1f}"
        print(
            f"| {name} | {len(rows)} | {100 * accuracy:.1f}% | {delta} | "
            f"{fmean(r.output_tokens for r in rows):.0f} | {fmean(r.llm_calls for r in rows):.1f} "
            f"| {fmean(r.elapsed_s for r in rows):.1f} |"
        )


def _accuracy(rows: Sequence[ResultRecord]) -> float | None:
    return fmean(r.correct for r in rows) if rows else None


if __name__ == "__main__":
    main()
