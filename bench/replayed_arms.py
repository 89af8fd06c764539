"""An arm that runs only where its setting can change a solve (issue 57, item 3).

    .venv/bin/python bench/replayed_arms.py ids diagnostics BASE [--method pot] [--done ARM ...]
    .venv/bin/python bench/solver_design.py run --arm diagnostics --splits math-train \\
        --methods pot --set pot.runner_diagnostics=true --ids "$(...ids diagnostics BASE)"
    .venv/bin/python bench/replayed_arms.py untrimmed BASE [--method pot]
    .venv/bin/python bench/replayed_arms.py table BASE --arm ARM... --control CONTROL... \\
        [--method pot]

A setting that acts only on a solve's retries changes nothing in a solve whose retries it
would not have touched: the method sends the same requests. So an arm need not solve every
design problem again. ``ids`` reads the baseline's traces (``BASE``, a folder or a packed
run) and prints the problems where the candidate can act (several, comma-separated: where
any can, the control's list), leaving out those an earlier arm folder (``--done``) solved
already, and on stderr what re-solving them costs: their recorded solves' mean seconds
against the method's mean over every problem, and the hours one arm takes at that pace:

- ``diagnostics`` (``runner_diagnostics=true``): an attempt before the last whose program the
  runner would have diagnosed (a silent ``RESULT:`` line, a repeated program), so the next
  prompt would have carried the note;
- ``trimmed`` (``anti_repeat_untrimmed=false``): an attempt whose anti-repeat resample came
  back byte for byte as a reply set aside, so the next resample was drawn untrimmed.

``untrimmed`` counts, in a baseline's traces, what each untrimmed resample did: whether it
came back with new bytes and a new program, how that attempt ended, and whether its result
was the solve's answer (and a right one): the most answers the setting can have decided.

``table`` pairs the method over every problem ``BASE`` finished, but the re-solved ones are
not taken from the baseline: decoding on the engine is not reproducible from one run to the
next (the prompt cache and the batch change the arithmetic; the first re-solve of the
diagnostics arm opened with another first reply at ``pot``'s temperature 0.1), and problems
chosen because the baseline's draw went wrong would drift back toward right by chance alone.
So each candidate problem is solved twice more, by the arm and by a control with the
baseline's settings (``--arm control``, same ``--ids``), and the table takes both from
there: every other problem is the baseline's in both columns. It prints correct answers, the
paired difference against the control with its 95% bootstrap interval and McNemar's p, and
mean calls and output tokens, for the baseline as recorded, the control and the arm; the
baseline's row against the control's shows how much the engine's own noise moves the
re-solved problems.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from cascade_replay import standing  # type: ignore[import-not-found]

from mathloop.methods._diagnostics import runner_diagnostics
from mathloop.methods.records import AttemptRecord, Trace
from mathloop.report.stats import mcnemar_exact, paired_difference_ci
from mathloop.runs.storage.reader import open_run
from mathloop.runs.storage.records import ResultRecord


def diagnosed_before_the_end(attempts: Sequence[AttemptRecord]) -> bool:
    """An attempt before the last carried a diagnostic the runner would have attached."""
    for position, attempt in enumerate(attempts[:-1]):
        code = attempt.selection.code if attempt.selection else None
        ran = attempt.execution is not None
        if runner_diagnostics(code, ran=ran, previous=attempts[:position]):
            return True
    return False


def drew_untrimmed(attempt: AttemptRecord) -> bool:
    """A resample of the attempt came back as the very bytes of a reply set aside before it,
    so the next one was drawn untrimmed (the recorder's rule, ``anti_repeat_untrimmed``)."""
    replies = [repeat.response for repeat in attempt.repeats]
    return any(reply in replies[:at] for at, reply in enumerate(replies))


def resampled_untrimmed(attempts: Sequence[AttemptRecord]) -> bool:
    """An attempt of the solve drew an untrimmed resample."""
    return any(drew_untrimmed(attempt) for attempt in attempts)


CAN_ACT: dict[str, Callable[[Sequence[AttemptRecord]], bool]] = {
    "diagnostics": diagnosed_before_the_end,
    "trimmed": resampled_untrimmed,
}
"""Each candidate, by the test of a baseline trace where it can change the solve."""


def _solves_traces(run: Path, method: str) -> Iterator[tuple[ResultRecord, Trace | None]]:
    """Each standing ``method`` solve of ``run``: its record and its trace (None where the
    trace is missing)."""
    reader = open_run(run)
    for record in reader.read_standing():
        if record.method != method:
            continue
        raw = reader.trace(record).read_bytes()
        yield record, Trace.model_validate_json(raw) if raw else None


def _solves_attempts(run: Path, method: str) -> Iterator[tuple[str, list[AttemptRecord]]]:
    """Each standing ``method`` solve of ``run``: its problem and its trace's attempts (none
    where the trace is missing)."""
    for record, trace in _solves_traces(run, method):
        yield record.problem_id, trace.attempts if trace else []


def candidate_ids(
    base: Path, candidates: Sequence[str], method: str, done: Sequence[Path]
) -> list[str]:
    """The problems of ``base`` where one of ``candidates`` can change ``method``'s solve, less
    those an arm folder in ``done`` solved."""
    solved = {problem for arm in done for problem in standing(arm)}
    return [
        problem
        for problem, attempts in _solves_attempts(base, method)
        if problem not in solved and any(CAN_ACT[c](attempts) for c in candidates)
    ]


def cost_words(base: Path, ids: Sequence[str], method: str) -> str:
    """What solving ``ids`` again takes, from ``method``'s recorded solves in ``base``."""
    solves = _solves([base], method)
    chosen = [solves[problem].elapsed_s for problem in ids]
    every = statistics.mean(record.elapsed_s for record in solves.values())
    mean = statistics.mean(chosen) if chosen else 0.0
    return (
        f"{len(ids)} problems; their recorded {method} solves took {mean:.0f} s on average "
        f"({every:.0f} s over all {len(solves)}): about {sum(chosen) / 3600:.1f} h an arm"
    )


def untrimmed_outcomes(run: Path, method: str) -> Counter[str]:
    """What followed each untrimmed resample of ``method`` in ``run``: the attempts that drew
    one, whether it came back with new bytes, and whether its program was a new one (and
    then how it ended)."""
    found: Counter[str] = Counter()
    for record, trace in _solves_traces(run, method):
        if trace is None:
            continue
        for attempt in filter(drew_untrimmed, trace.attempts):
            found["attempts that drew an untrimmed resample"] += 1
            replies = [repeat.response for repeat in attempt.repeats]
            found["it came back with new bytes"] += attempt.response not in replies
            if attempt.reused_execution_of is None:
                found["its program was a new one"] += 1
                found[f"  which ended {attempt.status}"] += 1
                if trace.submission.attempt == attempt.index:
                    found["    and gave the solve's answer"] += 1
                    found["      a right one"] += record.correct is True
    return found


def _solves(runs: Sequence[Path], method: str) -> dict[str, ResultRecord]:
    """``method``'s standing records across ``runs``, by problem."""
    return {p: by[method] for run in runs for p, by in standing(run).items() if method in by}


def table(base: Path, arms: Sequence[Path], controls: Sequence[Path], method: str) -> None:
    """The method over the baseline's problems, with the re-solved problems taken from the
    arm or from the control."""
    recorded = _solves([base], method)
    arm, control = _solves(arms, method), _solves(controls, method)
    both = sorted(p for p in recorded if p in arm and p in control)
    problems = sorted(recorded)
    print(f"{method} on {len(problems)} problems of {base}")
    print(f"re-solved by the arm and by the control: {len(both)}\n")
    print(
        "| solves | correct | Δ pp vs control (95% CI) | McNemar p | mean calls "
        "| mean output tokens |"
    )
    print("|---|---:|---|---:|---:|---:|")
    rows = {
        "baseline (as recorded)": recorded,
        "re-solved: control": {**recorded, **{p: control[p] for p in both}},
        "re-solved: arm": {**recorded, **{p: arm[p] for p in both}},
    }
    against = [rows["re-solved: control"][p] for p in problems]
    for name, solves in rows.items():
        print(_row(name, against, [solves[p] for p in problems]))


def _row(name: str, control: list[ResultRecord], solves: list[ResultRecord]) -> str:
    """One row: correct answers, the paired difference against the control's, costs."""
    was = [r.correct is True for r in control]
    now = [r.correct is True for r in solves]
    gap = 100 * (sum(now) - sum(was)) / len(now)
    interval = paired_difference_ci(was, now, seed=0)
    shown = f"{100 * interval.low:+.1f} to {100 * interval.high:+.1f}" if interval else "—"
    only_was = sum(w and not n for w, n in zip(was, now, strict=True))
    only_now = sum(n and not w for w, n in zip(was, now, strict=True))
    cells = [
        name,
        str(sum(now)),
        f"{gap:+.1f} ({shown})",
        f"{mcnemar_exact(only_was, only_now):.3f}",
        f"{statistics.mean(r.llm_calls for r in solves):.2f}",
        f"{statistics.mean(r.output_tokens for r in solves):.0f}",
    ]
    return "| " + " | ".join(cells) + " |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    listing = commands.add_parser("ids", help="the problems where a candidate can act")
    listing.add_argument(
        "candidates",
        help=f"one or several (comma-separated; the control's: all) of {sorted(CAN_ACT)}",
    )
    listing.add_argument("base", type=Path)
    listing.add_argument("--method", default="pot")
    listing.add_argument("--done", type=Path, nargs="*", default=[], help="arm folders so far")
    counting = commands.add_parser("untrimmed", help="what the untrimmed resamples did")
    counting.add_argument("base", type=Path)
    counting.add_argument("--method", default="pot")
    tabling = commands.add_parser("table", help="the baseline against the arm's re-solves")
    tabling.add_argument("base", type=Path)
    tabling.add_argument("--arm", dest="arms", type=Path, nargs="+", required=True)
    tabling.add_argument("--control", dest="controls", type=Path, nargs="+", required=True)
    tabling.add_argument("--method", default="pot")
    args = parser.parse_args()
    if args.command == "ids":
        candidates = args.candidates.split(",")
        unknown = sorted(set(candidates) - CAN_ACT.keys())
        if unknown:
            parser.error(f"unknown candidate {', '.join(unknown)}: choose from {sorted(CAN_ACT)}")
        ids = candidate_ids(args.base, candidates, args.method, args.done)
        print(",".join(ids))
        print(cost_words(args.base, ids, args.method), file=sys.stderr)
    elif args.command == "untrimmed":
        for what, count in untrimmed_outcomes(args.base, args.method).items():
            print(f"{count:5d}  {what}")
    else:
        table(args.base, args.arms, args.controls, args.method)


if __name__ == "__main__":
    main()
