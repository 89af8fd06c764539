"""The methods' budgets held against real traces: do they cut replies or loops short?

    .venv/bin/python bench/budgets_check.py bench/runs/engine-speed/new-gsm8k.zip [RUN ...]

Reads the finished traces of the given runs, folders or packed (``.zip``; a partial run
counts what has finished), and prints two Markdown tables:

- per method and step: the calls, the output cap (``num_predict``), how many replies hit it
  (``finish_reason`` ``length``), how many of those were cut mid-answer (the reply ends inside
  a code block, or an answer step has no ``\\boxed{}`` answer), how many the runaway guard
  stopped (``repetition``), and the largest and 95th-percentile output tokens;
- per method and loop bound: what each problem used against the limit (PoT's retries, CR's
  and MACM's rounds, MACM's executor retries, IIPC's validations, and corrections in a row;
  the relay's attempts, the same model's retries after feedback),
  how many problems reached it, the stop reasons, and the tokens per problem (prompt plus
  output of every call) against IIPC's ``token_budget``.
"""

from __future__ import annotations

import argparse
import math
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from mathloop.answers.extract import last_boxed
from mathloop.methods.records import AttemptRecord, StepRecord, Trace
from mathloop.runs.storage.reader import open_run
from mathloop.sandbox import extract_python_blocks

ANSWER_STEPS = frozenset({"f_cot", "f_comb", "reporter", "cot", "cot_fallback"})
"""Steps whose reply must end in a ``\\boxed{}`` answer."""


@dataclass(frozen=True)
class Bound:
    """One loop bound of a method family: its label, its spec key, and how a trace used it."""

    label: str
    key: str
    used: Callable[[Trace], int]


def _count(component: str) -> Callable[[Trace], int]:
    return lambda trace: sum(step.component == component for step in trace.steps)


def _longest_run(component: str, reset: str) -> Callable[[Trace], int]:
    """The most ``component`` steps in a row between two ``reset`` steps (IIPC's corrections
    start again after each validation)."""

    def used(trace: Trace) -> int:
        longest = current = 0
        for step in trace.steps:
            if step.component == reset:
                current = 0
            elif step.component == component:
                current += 1
                longest = max(longest, current)
        return longest

    return used


BOUNDS: dict[str, list[Bound]] = {
    "relay": [Bound("attempts", "max_attempts", lambda trace: len(trace.attempts))],
    "pot": [Bound("retries", "max_retries", _count("retry"))],
    "cr": [Bound("rounds", "max_rounds", _count("proposer"))],
    "macm": [
        Bound("rounds", "max_rounds", _count("thinker_mine")),
        Bound("executor retries", "max_executor_retries", _count("executor_retry")),
    ],
    "iipc": [
        Bound("validations", "max_validations", _count("f_val")),
        Bound("corrections in a row", "max_corrections", _longest_run("f_err", "f_val")),
    ],
}
"""By method family: the name before its first underscore (``pot_nc`` is ``pot``)."""


@dataclass
class StepStats:
    """The calls of one step of one method."""

    caps: set[int] = field(default_factory=set)
    outputs: list[int] = field(default_factory=list)
    length: int = 0
    cut_mid_answer: int = 0
    repetition: int = 0


@dataclass
class MethodStats:
    """The problems one method finished."""

    traces: list[Trace] = field(default_factory=list)
    steps: dict[str, StepStats] = field(default_factory=lambda: defaultdict(StepStats))


def finished_traces(run: Path) -> Iterator[Trace]:
    """The traces of ``run``'s standing results, and of their members (a vote's voters)."""
    reader = open_run(run)
    for record in reader.read_standing():
        raw = reader.trace(record).read_bytes()
        if raw is not None:
            yield from _with_members(Trace.model_validate_json(raw))


def _with_members(trace: Trace) -> Iterator[Trace]:
    yield trace
    for member in trace.members:
        yield from _with_members(member)


def calls(trace: Trace) -> Iterator[tuple[str, StepRecord | AttemptRecord]]:
    """(step name, record) for every model call: steps, or the attempts of the relays."""
    if trace.steps:
        yield from ((step.component, step) for step in trace.steps)
    else:
        yield from (("attempt", attempt) for attempt in trace.attempts)


def cut_mid_answer(component: str, reply: str) -> bool:
    """Whether a reply cut at its cap lacks what its step needed: it ends inside a code
    block, or an answer step holds no ``\\boxed{}`` answer."""
    blocks = extract_python_blocks(reply)
    if blocks and blocks[-1].unclosed:
        return True
    return component in ANSWER_STEPS and last_boxed(reply) is None


def collect(runs: list[Path]) -> dict[str, MethodStats]:
    """Every finished trace of ``runs`` that made model calls, by method."""
    methods: dict[str, MethodStats] = defaultdict(MethodStats)
    for run in runs:
        for trace in finished_traces(run):
            if not trace.steps and not trace.attempts:
                continue
            stats = methods[trace.method]
            stats.traces.append(trace)
            for component, record in calls(trace):
                _add_call(stats.steps[component], component, record, trace)
    return methods


def _add_call(
    stats: StepStats, component: str, record: StepRecord | AttemptRecord, trace: Trace
) -> None:
    info = record.completion
    if info is None:
        return
    stats.caps.add(int(trace.spec.get("num_predict", 0)))
    stats.outputs.append(info.output_tokens)
    if info.finish_reason == "length":
        stats.length += 1
        stats.cut_mid_answer += cut_mid_answer(component, record.response or "")
    stats.repetition += info.finish_reason == "repetition"


def percentile(values: list[int], share: float) -> int:
    """The nearest-rank percentile (of a handful of values, the largest is often it)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def step_table(methods: dict[str, MethodStats]) -> list[str]:
    """Markdown rows: each method's steps, their cap and what hit it."""
    rows = [
        "| method | step | calls | cap | hit cap (`length`) | cut mid-answer | "
        "runaway guard | max out | p95 out |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for name, stats in sorted(methods.items()):
        for component, step in stats.steps.items():
            caps = "/".join(str(cap) for cap in sorted(step.caps))
            rows.append(
                f"| {name} | {component} | {len(step.outputs)} | {caps} | {step.length} | "
                f"{step.cut_mid_answer} | {step.repetition} | {max(step.outputs)} | "
                f"{percentile(step.outputs, 0.95)} |"
            )
    return rows


def bound_table(methods: dict[str, MethodStats]) -> list[str]:
    """Markdown rows: each loop bound's use against its limit, and tokens per problem."""
    rows = [
        "| method | problems | bound | limit | used (value × problems) | reached | stop reasons |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, stats in sorted(methods.items()):
        traces = stats.traces
        reasons = _tally(trace.stop_reason or "not recorded" for trace in traces)
        for bound in BOUNDS.get(name.split("_")[0], []):
            limits = {int(trace.spec[bound.key]) for trace in traces if bound.key in trace.spec}
            used = [bound.used(trace) for trace in traces]
            reached = sum(u >= min(limits, default=math.inf) for u in used)
            limit = "/".join(str(value) for value in sorted(limits)) or "-"
            rows.append(
                f"| {name} | {len(traces)} | {bound.label} | {limit} | {_tally(used)} | "
                f"{reached} | {reasons} |"
            )
        rows.append(_token_row(name, traces, reasons))
    return rows


def _token_row(name: str, traces: list[Trace], reasons: str) -> str:
    totals = [trace.prompt_tokens + trace.output_tokens for trace in traces]
    budgets = {int(trace.spec["token_budget"]) for trace in traces if "token_budget" in trace.spec}
    limit = "/".join(str(value) for value in sorted(budgets)) or "none"
    reached = sum(total >= min(budgets) for total in totals) if budgets else "-"
    used = f"max {max(totals)}, p95 {percentile(totals, 0.95)}, median {_median(totals)}"
    return f"| {name} | {len(traces)} | tokens | {limit} | {used} | {reached} | {reasons} |"


def _tally(values: Iterator[object] | list[int]) -> str:
    counts = Counter(values)
    return ", ".join(f"{value} × {count}" for value, count in sorted(counts.items(), key=str))


def _median(values: list[int]) -> int:
    return sorted(values)[len(values) // 2]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path, help="run folders or packed runs")
    parser.add_argument("--methods", help="comma-separated methods to show (default: all)")
    args = parser.parse_args()
    methods = collect(args.runs)
    if args.methods:
        wanted = set(args.methods.split(","))
        methods = {name: stats for name, stats in methods.items() if name in wanted}
    if not methods:
        raise SystemExit("no finished traces in the given runs")
    print("\n".join(step_table(methods)))
    print()
    print("\n".join(bound_table(methods)))


if __name__ == "__main__":
    main()
