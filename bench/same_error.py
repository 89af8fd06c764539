"""The same error twice: relay_python's escalation after two attempts in a row failed on the
same error, one change at a time, measured on MATH train problems only (outside every
published set).

    .venv/bin/python bench/same_error.py run --limit 24 --seed 11   # the four arms, resumable
    .venv/bin/python bench/same_error.py table                      # their paired table
    .venv/bin/python bench/same_error.py count results/relay-math500-saved/run.zip  # any run

Every arm runs ``relay_python`` with mathloop's defaults otherwise (the anti-repeat rule on)
on MATH train problems of levels 3-5: ``off`` (no escalation), ``note`` (the
``same_error_note``), ``note-no-program`` (and ``same_error_drop_previous``) and
``note-no-program-hot`` (and ``same_error_temperature`` 0.7). Temperature-0 calls are
shared through the response cache, so the arms are one run until a repeated error, and each
later arm costs only what differs after it. ``table`` prints, per arm: accuracy, relays that
met the same error twice in a row, how many such repeats they held, how many came right
after a repeat (after the escalation, in the arms that have one), mean output tokens, and
the paired comparison against ``off``. ``count`` prints how often any run's relays (a run
folder or a packed ``.zip`` run) failed twice in a row on the same error.

Folders go under ``--root`` (default ``bench/runs/same-error``) and resume; ``table`` reads
each arm from its folder or, once packed, from ``<folder>.zip`` (the committed arms are
packed), and a packed arm is not run again (unpack it first to resume it).
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter
from itertools import pairwise
from pathlib import Path

from every_attempt import _by_problem, load_trace, run_relay_arms

from mathloop.methods.records import AttemptRecord
from mathloop.methods.relay_python import SAME_ERROR_NOTE, repeated_error
from mathloop.report import load_runs

_GREEDY = {"same_error_temperature": 0.0}
ARMS = {
    "off": {"same_error_note": "", "same_error_drop_previous": False, **_GREEDY},
    "note": {"same_error_note": SAME_ERROR_NOTE, "same_error_drop_previous": False, **_GREEDY},
    "note-no-program": {
        "same_error_note": SAME_ERROR_NOTE,
        "same_error_drop_previous": True,
        **_GREEDY,
    },
    "note-no-program-hot": {
        "same_error_note": SAME_ERROR_NOTE,
        "same_error_drop_previous": True,
        "same_error_temperature": 0.7,
    },
}
"""Each arm's ``relay_python`` settings, spelled out so that a folder resumes whatever the
defaults say later."""


def run(root: Path, *, limit: int, seed: int) -> None:
    """relay_python under each arm on MATH train problems (levels 3-5), both cores."""
    run_relay_arms(root, ARMS, limit=limit, seed=seed)


def repeated_errors(attempts: list[AttemptRecord]) -> dict[int, str]:
    """The error of each attempt that failed with the same error as the attempt before, by
    the attempt's index."""
    pairs = ((later.index, repeated_error(earlier, later)) for earlier, later in pairwise(attempts))
    return {index: error for index, error in pairs if error is not None}


def _after_a_repeat(attempts: list[AttemptRecord]) -> int:
    """Repeats that came right after a repeat (so, in an escalating arm, after it)."""
    found = repeated_errors(attempts)
    return sum(1 for index in found if index - 1 in found)


def table(root: Path) -> None:
    """Per arm: accuracy, repeated errors, tokens, paired against the arm without the note."""
    rows = {arm: _by_problem(root / f"relay-{arm}-math-train") for arm in ARMS}
    off = rows["off"]
    print("relay_python on MATH train problems (levels 3-5), each arm paired with `off`\n")
    print(
        "| arm | problems | correct | relays with the same error twice in a row "
        "| such repeats | repeats right after a repeat | mean output tokens "
        "| better / worse than off |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---|")
    for arm, by_id in rows.items():
        shared = sorted(set(by_id) & set(off))
        if not shared:
            continue
        traces = [by_id[i].trace for i in shared]
        counts = [len(repeated_errors(t.attempts)) for t in traces]
        better = sum(by_id[i].correct and not off[i].correct for i in shared)
        worse = sum(off[i].correct and not by_id[i].correct for i in shared)
        print(
            f"| `{arm}` | {len(shared)} | {sum(by_id[i].correct for i in shared)} "
            f"| {sum(1 for c in counts if c)} | {sum(counts)} "
            f"| {sum(_after_a_repeat(t.attempts) for t in traces)} "
            f"| {statistics.mean(t.output_tokens for t in traces):.0f} | {better} / {worse} |"
        )


def count(folder: Path) -> None:
    """How often a run's relays (a run folder or a packed run) failed twice in a row on the
    same error."""
    several = hit = found = 0
    kinds: Counter[str] = Counter()
    for row in load_runs([folder]).rows:
        if row.record.method != "relay_python":
            continue
        attempts = load_trace(row.trace).attempts
        if sum(1 for a in attempts if a.execution is not None) < 2:
            continue
        several += 1
        errors = list(repeated_errors(attempts).values())
        hit += bool(errors)
        found += len(errors)
        kinds.update(error.split(":")[0] for error in errors)
    common = ", ".join(f"{kind} {n}" for kind, n in kinds.most_common(4))
    print(
        f"{folder}: {hit} of the {several} relays that ran two programs or more failed twice "
        f"in a row on the same error, {found} times ({common})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("run", "table", "count"))
    parser.add_argument("folder", nargs="?", type=Path, help="count: a run (folder or .zip)")
    parser.add_argument("--root", type=Path, default=Path("bench/runs/same-error"))
    parser.add_argument("--limit", type=int, default=24)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    if args.what == "run":
        run(args.root, limit=args.limit, seed=args.seed)
    elif args.what == "count":
        if args.folder is None:
            parser.error("count needs a run (a run folder or a packed .zip run)")
        count(args.folder)
    else:
        table(args.root)


if __name__ == "__main__":
    main()
