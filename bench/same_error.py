"""The same error twice: relay_python with and without its ``same_error_note``, measured on
MATH train problems only (outside every published set).

    .venv/bin/python bench/same_error.py run --limit 30 --seed 11   # both arms, resumable
    .venv/bin/python bench/same_error.py table                      # their paired table
    .venv/bin/python bench/same_error.py count results/relay-math500-saved/run  # any run

Both arms run ``relay_python`` with mathloop's defaults (the anti-repeat rule on) on MATH train
problems of levels 3-5; they differ only in the note said after the runner's observations
when an attempt failed with the same error as the attempt before it. Temperature-0 calls are
shared through the response cache, so the arms are one run until a repeated error, and the
second costs only what differs after it. ``table`` prints, per arm: accuracy, relays that met
the same error twice in a row, how many such repeats they held, how many of those came right
after a note, mean output tokens, and the paired comparison against the arm without the note.

Folders go under ``--root`` (default ``bench/runs/same-error``) and resume.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter
from itertools import pairwise
from pathlib import Path

from every_attempt import _by_problem, run_relay_arms

from mathloop.methods.records import AttemptRecord, Trace
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
default note says later."""


def run(root: Path, *, limit: int, seed: int) -> None:
    """relay_python under each arm on MATH train problems (levels 3-5), both cores."""
    run_relay_arms(root, ARMS, limit=limit, seed=seed)


def repeats(attempts: list[AttemptRecord]) -> list[int]:
    """The indexes of attempts that failed with the same error as the attempt before."""
    return [
        later.index
        for earlier, later in pairwise(attempts)
        if repeated_error(earlier, later) is not None
    ]


def _after_a_note(attempts: list[AttemptRecord]) -> int:
    """Repeats that came right after a repeat (so, in the note's arm, after the note)."""
    found = set(repeats(attempts))
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
        counts = [len(repeats(t.attempts)) for t in traces]
        better = sum(by_id[i].correct and not off[i].correct for i in shared)
        worse = sum(off[i].correct and not by_id[i].correct for i in shared)
        print(
            f"| `{arm}` | {len(shared)} | {sum(by_id[i].correct for i in shared)} "
            f"| {sum(1 for c in counts if c)} | {sum(counts)} "
            f"| {sum(_after_a_note(t.attempts) for t in traces)} "
            f"| {statistics.mean(t.output_tokens for t in traces):.0f} | {better} / {worse} |"
        )


def count(folder: Path) -> None:
    """How often a run folder's relays failed twice in a row on the same error."""
    several = hit = found = 0
    kinds: Counter[str] = Counter()
    for row in load_runs([folder]).rows:
        if row.record.method != "relay_python":
            continue
        attempts = Trace.model_validate_json(row.trace_path.read_bytes()).attempts
        if sum(1 for a in attempts if a.execution is not None) < 2:
            continue
        several += 1
        pairs = [repeated_error(a, b) for a, b in pairwise(attempts)]
        errors = [error for error in pairs if error is not None]
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
    parser.add_argument("folder", nargs="?", type=Path, help="count: a run folder")
    parser.add_argument("--root", type=Path, default=Path("bench/runs/same-error"))
    parser.add_argument("--limit", type=int, default=30)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    if args.what == "run":
        run(args.root, limit=args.limit, seed=args.seed)
    elif args.what == "count":
        if args.folder is None:
            parser.error("count needs a run folder")
        count(args.folder)
    else:
        table(args.root)


if __name__ == "__main__":
    main()
