"""A program first, replayed from a design run (issue 57, item 2: faster at the same accuracy).

    .venv/bin/python bench/first_program.py bench/runs/solver-design/baseline-math-train.zip
    .venv/bin/python bench/first_program.py RUN --retries 1,2,3   # and pot with more programs

The solver: ``pot``'s first program; where it runs and prints a ``RESULT:`` line, that answer
is final; where it does not (no result line, a crash, a timeout, a rejected program), a
fallback method solves the problem from the start. ``pot``'s median solve is a single call
of ~160 output tokens, so most problems would end in seconds, and only the rest pay for a
chain of thought. Everything it needs is in a design run (``bench/solver_design.py run``)
that holds ``pot`` and the fallbacks: a ``pot`` solve that ended on its first call is the
first program's answer, and any other's first attempt is in its trace (its call's seconds
and output tokens, and its program's run), so the replay is exact up to the engine's own
run-to-run differences. A fallback's cost is its recorded solve's, added to the first
attempt's. With the ``cot`` fallback this is the method ``pot_once`` (``pot`` with
``max_retries=0``), which a run measures directly.

Prints, over the problems every method of the run finished: how many the first program
decided (and how many of those it got right, against each fallback's own count there), then
for each fallback (``cot``, ``consensus``) and the recorded methods alone: correct answers,
the paired difference against ``consensus`` and ``cot`` with 95% bootstrap intervals, and
mean and median seconds and mean output tokens per problem. ``--retries K,..`` adds a row per
K: ``pot`` with ``max_retries=K``, its answer where one of its first K + 1 programs printed a
result (their calls, the replies the anti-repeat rule set aside included, and their runs paid
for), else ``cot``'s from the start; ``K=3`` is ``pot`` with ``cot``'s own solve as its
fallback.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from cascade_replay import Cost, print_header, row, standing  # type: ignore[import-not-found]
from diagnostics_count import load_trace  # type: ignore[import-not-found]

from mathloop.methods.records import Trace
from mathloop.runs.storage.reader import RunReader, open_run
from mathloop.runs.storage.records import ResultRecord

FALLBACKS = ("cot", "consensus")
RECORDED = ("consensus", "cot", "pot", "one_shot_python")


def decided_by_first_program(pot: ResultRecord) -> bool:
    """``pot``'s solve ended on its first program's result line."""
    return pot.llm_calls == 1 and pot.submitted


def answered_at(trace: Trace) -> int | None:
    """The number of the first attempt whose program printed a result (None: none did)."""
    return next((a.index for a in trace.attempts if a.status == "RESULT_SUBMITTED"), None)


def attempts_cost(trace: Trace, upto: int) -> Cost:
    """What the first ``upto`` attempts cost: their calls (the replies the anti-repeat rule
    set aside included) and their programs' runs."""
    seconds, tokens = 0.0, 0
    for attempt in trace.attempts[:upto]:
        calls = [attempt.completion, *attempt.repeat_infos()]
        seconds += sum(c.latency_s for c in calls if c is not None)
        tokens += sum(c.output_tokens for c in calls if c is not None)
        if attempt.execution is not None:
            seconds += attempt.execution.duration_s
    return Cost(False, seconds, tokens)


def first_program(
    reader: RunReader, solves: dict[str, ResultRecord], fallback: str, retries: int = 0
) -> Cost:
    """One problem through ``pot`` with ``max_retries=retries``: its answer where one of its
    first ``retries + 1`` programs printed a result, else the fallback's from the start."""
    pot = solves["pot"]
    if retries == 0 and decided_by_first_program(pot):
        return Cost.of(pot)
    trace = load_trace(reader.trace(pot))
    answered = answered_at(trace)
    if answered is not None and answered <= retries + 1:
        return Cost.of(pot)
    spent, rest = attempts_cost(trace, retries + 1), Cost.of(solves[fallback])
    return Cost(rest.correct, spent.seconds + rest.seconds, spent.tokens + rest.tokens)


def table(run: Path, retries: list[int]) -> None:
    solves = standing(run)
    problems = sorted(p for p, by in solves.items() if {*RECORDED} <= by.keys())
    if not problems:
        print(f"no problem that {run} finished with every one of {', '.join(RECORDED)}")
        return
    decided = [p for p in problems if decided_by_first_program(solves[p]["pot"])]
    print(f"{len(problems)} problems of {run} with {', '.join(RECORDED)}")
    right = {m: sum(solves[p][m].correct is True for p in decided) for m in ("pot", *FALLBACKS)}
    print(
        f"the first program decided {len(decided)}: right on {right['pot']} "
        f"(on the same problems cot {right['cot']}, consensus {right['consensus']})\n"
    )
    against = {m: [solves[p][m].correct is True for p in problems] for m in ("consensus", "cot")}
    print_header()
    for method in RECORDED:
        print(row(method, [Cost.of(solves[p][method]) for p in problems], against))
    reader = open_run(run)
    for fallback in FALLBACKS:
        costs = [first_program(reader, solves[p], fallback) for p in problems]
        print(row(f"first program, else {fallback}", costs, against))
    for count in retries:
        costs = [first_program(reader, solves[p], "cot", count) for p in problems]
        print(row(f"pot, max_retries={count}, else cot", costs, against))


RECORDED_RETRIES = 3
"""The design run's ``pot`` made at most this many corrections: a replay cannot go further."""


def retry_counts(text: str) -> list[int]:
    """``--retries``: comma-separated counts from 1 to :data:`RECORDED_RETRIES`."""
    try:
        counts = [int(part) for part in text.split(",") if part.strip()]
    except ValueError as exc:
        message = f"not a comma-separated list of counts: {text!r}"
        raise argparse.ArgumentTypeError(message) from exc
    if any(not 1 <= count <= RECORDED_RETRIES for count in counts):
        raise argparse.ArgumentTypeError(
            f"{text!r}: each count must be 1 to {RECORDED_RETRIES}, the corrections the "
            "design run's pot made at most"
        )
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run", type=Path, help="a design run (folder or packed)")
    parser.add_argument(
        "--retries",
        type=retry_counts,
        default=[],
        help="also pot with these max_retries (comma-separated, 1 to 3), else cot, as rows",
    )
    args = parser.parse_args()
    table(args.run, args.retries)


if __name__ == "__main__":
    main()
