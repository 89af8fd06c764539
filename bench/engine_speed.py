"""Engine speed on the local model: today's settings against the new defaults (issue 11).

    .venv/bin/python bench/engine_speed.py all --root runs/speed     # everything, in order
    .venv/bin/python bench/engine_speed.py tokens --from runs/speed/new-math500
    .venv/bin/python bench/engine_speed.py runs --side old --root runs/speed
    .venv/bin/python bench/engine_speed.py compare runs/speed/old-math500 runs/speed/new-math500
    .venv/bin/python bench/engine_speed.py prefill runs/speed/new-math500 runs/speed/new-gsm8k

``tokens`` measures prefill and generation tokens/s on real relay attempt-2 prompts (taken
from a run folder's traces), with and without a reused prefix and with and without
prompt-lookup decoding. ``runs`` makes the two speed experiments through ``mathloop.evaluate``:
one_shot_python and relay_python on 10 MATH-500 problems, pot and iipc on 10 GSM8K problems
(``--seed 1``, ``--problem-timeout 1200``, no response cache). ``--side old`` runs them with
the sampler and stop settings of the engine before issue 11 (greedy, llama-cpp-python's
``top_k`` 40 / ``min_p`` 0.05, no repeat penalty, no runaway guard, no end-of-block stop, no
RAM prompt cache); ``--side new`` with the defaults. ``compare`` prints wall time, accuracy,
mean output tokens, how replies ended and the paired outcomes of two runs (any two: also runs
made by an older commit's CLI; folders, or packed ``.zip`` runs such as the committed
``bench/runs/engine-speed/old-math500.zip``). ``prefill`` prints the share of generation time
spent evaluating prompts, per method, from the traces. ``temperature`` runs relay_python at
temperature 0 and 0.8 on GSM8K train problems (outside every published set) and prints
accuracy, time and how many distinct programs the five-attempt relays wrote. Run folders
resume; a run whose folder was packed (``<folder>.zip``) is read from its archive, and is
not run again (unpack it first to resume it).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from collections import Counter
from pathlib import Path
from typing import Any

import mathloop
from mathloop.errors import RunStoreError
from mathloop.llm import GenerationParams, LlamaCppBackend, LlamaCppSpec, Message
from mathloop.llm.base import OLLAMA_SAMPLER, StopRules
from mathloop.llm.models import DEFAULT_MODEL, resolve_model
from mathloop.methods.records import Trace
from mathloop.runs import ResultRecord
from mathloop.runs.storage.reader import ARCHIVE_SUFFIX, TraceRef, open_run

EXPERIMENTS = {
    "math500": ("math500/test.jsonl", ("one_shot_python", "relay_python")),
    "gsm8k": ("gsm8k/test.jsonl", ("pot", "iipc")),
}
_CODE_METHODS = ("one_shot_python", "relay_python")
_OLD_SAMPLER = {"top_p": 1.0, "top_k": 40, "min_p": 0.05, "repeat_penalty": 1.0}


def old_overrides(method: str) -> dict[str, Any]:
    """The settings of the engine before issue 11, as ``--set`` overrides of ``method``."""
    sets: dict[str, Any] = {**_OLD_SAMPLER, "stop_on_repetition": False}
    if method in _CODE_METHODS:
        sets.update(temperature=0.0, stop_after_code_block=False)
    return sets


def run_experiment(name: str, side: str, root: Path, *, limit: int, seed: int) -> Path:
    """One speed experiment through :func:`mathloop.evaluate` (resumes when the folder
    exists; the same run folder as ``mathloop run`` with the same flags)."""
    data_file, methods = EXPERIMENTS[name]
    out = root / f"{side}-{name}"
    fields: dict[str, Any] = {}
    if side == "old":
        fields["prompt_cache_mb"] = 0
        fields["settings"] = {method: old_overrides(method) for method in methods}
    started = time.monotonic()
    mathloop.evaluate(
        name,
        data=_data_dir() / data_file,
        methods=list(methods),
        limit=limit,
        seed=seed,
        out=out,
        problem_timeout=1200,
        cache="off",
        **fields,
    )
    print(f"{out}: {time.monotonic() - started:.0f} s of wall time this pass", flush=True)
    return out


def _data_dir() -> Path:
    return Path(os.environ.get("MATHLOOP_DATA_DIR", "../shared/data"))


# --- compare ---------------------------------------------------------------------------------


def load_trace(ref: TraceRef) -> Trace:
    """The trace ``ref`` names, or a RunStoreError naming it."""
    raw = ref.read_bytes()
    if raw is None:
        raise RunStoreError(f"{ref}: no such trace")
    return Trace.model_validate_json(raw)


def traces(run: Path, method: str) -> dict[str, Trace]:
    """The stored trace of every finished problem of ``method`` in ``run`` (a run folder or
    a packed run)."""
    reader = open_run(run)
    return {
        record.problem_id: load_trace(reader.trace(record))
        for record in reader.read_standing()
        if record.method == method
    }


def records(run: Path) -> dict[tuple[str, str], ResultRecord]:
    return {(r.problem_id, r.method): r for r in open_run(run).read_standing()}


def run_name(run: Path) -> str:
    """A run's folder name (a packed run's without ``.zip``)."""
    return run.name.removesuffix(ARCHIVE_SUFFIX)


def compare(old: Path, new: Path | list[Path]) -> None:
    """Print the old-against-new table and the paired outcomes of two sides; the new side
    may be several run folders (one per method)."""
    news = new if isinstance(new, list) else [new]
    before = records(old)
    after = {key: record for run in news for key, record in records(run).items()}
    holder = {method: run for run in news for _, method in records(run)}
    methods = list(dict.fromkeys(method for _, method in before))
    print(f"\n{old} → {', '.join(str(n) for n in news)}\n")
    print("| method | side | problems | wall s | correct | mean output tok | " + _ENDINGS_HEAD)
    print("|---|---|---|---|---|---|" + "---|" * len(_ENDINGS))
    totals = {"old": 0.0, "new": 0.0}
    for method in methods:
        shared = sorted(p for p, m in before if m == method and (p, method) in after)
        for side, run, table in (("old", old, before), ("new", holder.get(method), after)):
            rows = [table[(p, method)] for p in shared]
            wall = sum(r.elapsed_s for r in rows)
            totals[side] += wall
            endings = _endings(traces(run, method), shared) if run else Counter[str]()
            print(
                f"| {method} | {side} | {len(rows)} | {wall:.0f} | "
                f"{sum(r.correct for r in rows)} | "
                f"{sum(r.output_tokens for r in rows) / max(len(rows), 1):.0f} | "
                + " | ".join(str(endings[e]) for e in _ENDINGS)
                + " |"
            )
    ratio = totals["new"] / totals["old"] if totals["old"] else float("nan")
    print(f"\nwall time: old {totals['old']:.0f} s, new {totals['new']:.0f} s ({ratio:.0%})")
    for method in methods:
        shared = [p for p, m in before if m == method and (p, method) in after]
        pairs = Counter((before[(p, method)].correct, after[(p, method)].correct) for p in shared)
        print(
            f"{method}: both correct {pairs[(True, True)]}, only old {pairs[(True, False)]}, "
            f"only new {pairs[(False, True)]}, neither {pairs[(False, False)]}"
        )


_ENDINGS = ("stop", "block_closed", "repetition", "length")
_ENDINGS_HEAD = " | ".join(f"calls ended {e}" for e in _ENDINGS) + " |"


def _endings(found: dict[str, Trace], problems: list[str]) -> Counter[str]:
    return Counter(i.finish_reason for p in problems for i in found[p].call_infos())


# --- relay temperature -----------------------------------------------------------------------

TEMPERATURES = (0.0, 0.8)


def run_temperatures(root: Path, *, limit: int, seed: int) -> list[Path]:
    """relay_python at each of :data:`TEMPERATURES` on GSM8K train (outside every published
    set), everything else at the defaults."""
    outs = []
    for temperature in TEMPERATURES:
        out = root / f"relay-t{temperature:g}-gsm8k-train"
        mathloop.evaluate(
            "gsm8k",
            data=_data_dir() / "gsm8k/train.jsonl",
            methods=["relay_python"],
            settings={"relay_python": {"temperature": temperature}},
            limit=limit,
            seed=seed,
            out=out,
            cache="off",
        )
        outs.append(out)
    return outs


def temperatures(runs: list[Path]) -> None:
    """Accuracy, time and how many distinct programs the relay wrote, per run folder."""
    print("| run | problems | correct | wall s | relays using 5 attempts | distinct programs |")
    print("|---|---|---|---|---|---|")
    for run in runs:
        found = traces(run, "relay_python")
        rows = records(run)
        full = [t for t in found.values() if len(t.attempts) == 5]
        distinct = [len({a.selection.code for a in t.attempts if a.selection}) for t in full]
        print(
            f"| {run_name(run)} | {len(rows)} | {sum(r.correct for r in rows.values())} | "
            f"{sum(r.elapsed_s for r in rows.values()):.0f} | {len(full)} | "
            f"{', '.join(map(str, distinct)) or '–'} |"
        )


# --- prefill share ---------------------------------------------------------------------------


def prefill(runs: list[Path]) -> None:
    """Share of generation time spent evaluating prompts, per method (traces with timings)."""
    print(
        "| run | method | calls | prompt tok sent | evaluated | prefill s | generation s | share |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for run in runs:
        for method in dict.fromkeys(r.method for r in open_run(run).read_standing()):
            infos = [i for t in traces(run, method).values() for i in t.call_infos()]
            timed = [i for i in infos if i.prefill_s is not None]
            pre = sum(i.prefill_s or 0.0 for i in timed)
            total = sum(i.latency_s for i in timed)
            evaluated = sum(i.prompt_tokens_processed or 0 for i in timed)
            sent = sum(i.prompt_tokens for i in infos)
            share = f"{pre / total:.0%}" if total else "–"
            print(
                f"| {run_name(run)} | {method} | {len(infos)} | {sent} "
                f"| {evaluated} | {pre:.0f} | {total:.0f} | {share} |"
            )


# --- tokens/s --------------------------------------------------------------------------------


def relay_prompts(run: Path, count: int) -> list[tuple[list[Message], list[Message]]]:
    """(attempt 1, attempt 2) messages of up to ``count`` relay problems that used two."""
    pairs = []
    for trace in traces(run, "relay_python").values():
        if len(trace.attempts) >= 2:
            first, second = trace.attempts[0].messages, trace.attempts[1].messages
            pairs.append((_messages(first), _messages(second)))
    return pairs[:count]


def _messages(records: Any) -> list[Message]:
    return [Message(m.role, m.content) for m in records]


def tokens(run: Path, *, count: int, max_tokens: int, lookups: list[int]) -> None:
    """Prefill and generation tokens/s on attempt-2 prompts, cold and with a reused prefix."""
    pairs = relay_prompts(run, count)
    if not pairs:
        raise SystemExit(f"{run} holds no relay problem with two attempts")
    path = str(resolve_model(DEFAULT_MODEL).path)
    params = GenerationParams(
        max_tokens=max_tokens, sampler=OLLAMA_SAMPLER, seed=1, stop_rules=StopRules()
    )
    print(f"{len(pairs)} relay attempt-2 prompts from {run}, {max_tokens} tokens generated")
    print("| prompt lookup | prefix | prompt tok | evaluated | prefill tok/s | generation tok/s |")
    print("|---|---|---|---|---|---|")
    for lookup in lookups:
        spec = LlamaCppSpec(
            model_path=path,
            n_ctx=8192,
            n_threads=2,
            prompt_cache_mb=0,
            prompt_lookup_tokens=lookup,
        )
        backend = LlamaCppBackend(spec)
        for reuse in (False, True):
            sums = [0.0] * 5
            for first, second in pairs:
                warm = first if reuse else [Message("user", "Say hello.")]
                _generate(backend, warm, GenerationParams(max_tokens=1))
                c = _generate(backend, second, params)
                pre = c.prefill_s or 0.0
                for i, v in enumerate(
                    (c.prompt_tokens, c.prompt_tokens_processed or 0, pre, c.output_tokens - 1,
                     c.latency_s - pre)
                ):  # fmt: skip
                    sums[i] += v
            print(
                f"| {lookup or 'off'} | {'reused' if reuse else 'cold'} | {sums[0]:.0f} | "
                f"{sums[1]:.0f} | {sums[1] / sums[2]:.1f} | {sums[3] / sums[4]:.1f} |",
                flush=True,
            )


def _generate(backend: LlamaCppBackend, messages: list[Message], params: GenerationParams) -> Any:
    return asyncio.run(backend.generate(messages, params=params))


# --- command line ----------------------------------------------------------------------------


def main() -> None:
    args = _parse_args()
    root = Path(args.root)
    if args.command == "tokens":
        tokens(Path(args.source), count=args.prompts, max_tokens=args.max_tokens,
               lookups=args.lookup)  # fmt: skip
    elif args.command == "runs":
        for name in args.only or EXPERIMENTS:
            run_experiment(name, args.side, root, limit=args.limit, seed=args.seed)
    elif args.command == "compare":
        compare(Path(args.old), [Path(n) for n in args.new])
    elif args.command == "prefill":
        prefill([Path(r) for r in args.runs])
    elif args.command == "temperature":
        temperatures(run_temperatures(root, limit=args.limit, seed=args.seed))
    else:
        for side in ("old", "new"):
            for name in EXPERIMENTS:
                run_experiment(name, side, root, limit=args.limit, seed=args.seed)
        for name in EXPERIMENTS:
            compare(root / f"old-{name}", root / f"new-{name}")
        prefill([root / f"new-{name}" for name in EXPERIMENTS])
        tokens(root / "new-math500", count=4, max_tokens=200, lookups=[0, 4, 10])


def _parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default="runs/speed", help="Folder of the run folders.")
    parser.add_argument("--limit", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("all", help="Both sides, then every table.")
    runs = sub.add_parser("runs", help="The two speed experiments on one side.")
    runs.add_argument("--side", choices=("old", "new"), required=True)
    runs.add_argument("--only", nargs="+", choices=sorted(EXPERIMENTS), help="These only.")
    comparison = sub.add_parser("compare", help="Old against new run folder.")
    comparison.add_argument("old")
    comparison.add_argument("new", nargs="+", help="One run folder, or one per method.")
    sub.add_parser("temperature", help="relay_python at temperature 0 and 0.8 (GSM8K train).")
    share = sub.add_parser("prefill", help="Share of generation time spent on prompts.")
    share.add_argument("runs", nargs="+")
    speed = sub.add_parser("tokens", help="Prefill and generation tokens/s.")
    speed.add_argument("--from", dest="source", default="runs/speed/new-math500")
    speed.add_argument("--prompts", type=int, default=4)
    speed.add_argument("--max-tokens", type=int, default=200)
    speed.add_argument("--lookup", type=int, nargs="+", default=[0, 4, 10])
    return parser.parse_args()


if __name__ == "__main__":
    main()
