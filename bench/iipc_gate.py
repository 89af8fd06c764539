"""IIPC's program gate before and after issue 12: the paper's rule against the strict one.

    .venv/bin/python bench/iipc_gate.py bench/runs/engine-speed/iipc-paper-gate-gsm8k.zip [RUN ...]

For every IIPC program (``iipc``, ``iipc_ns``, ``iipc_ns_nms``) in the given runs (folders,
or packed ``.zip`` runs), prints how the gate judged it when the run was made and how each
rule judges it now:

- ``paper``: no list comprehensions, no recursion (including mutual recursion) — the default
  since issue 12;
- ``strict``: also no generator expressions, set or dict comprehensions — the rule before
  issue 12, kept as ``forbid_all_comprehensions``.

It also prints each run's accuracy and how many programs its runs refused, so a run made
under each rule (same problems, same seed) gives the before/after comparison. Replaying one
run's programs under the other rule counts the programs that rule would have refused; what
the model would have written next cannot be replayed.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from mathloop.errors import RunStoreError
from mathloop.methods import IipcSpec
from mathloop.methods.iipc import iipc_policy
from mathloop.methods.records import Trace
from mathloop.runs.storage.reader import ARCHIVE_SUFFIX, TraceRef, open_run
from mathloop.sandbox import check_code, get_policy

_IIPC = ("iipc", "iipc_ns", "iipc_ns_nms")
_RULES = {
    "paper": IipcSpec(),
    "strict": IipcSpec(forbid_all_comprehensions=True),
}


def load_trace(ref: TraceRef) -> Trace:
    """The trace ``ref`` names, or a RunStoreError naming it."""
    raw = ref.read_bytes()
    if raw is None:
        raise RunStoreError(f"{ref}: no such trace")
    return Trace.model_validate_json(raw)


def programs(run: Path) -> list[tuple[str, str, str]]:
    """(problem id, status when run, code) for every IIPC program of ``run``."""
    reader = open_run(run)
    found: list[tuple[str, str, str]] = []
    for record in reader.read_standing():
        if record.method not in _IIPC:
            continue
        trace = load_trace(reader.trace(record))
        for attempt in trace.attempts:
            if attempt.selection is not None and attempt.selection.code:
                found.append((record.problem_id, attempt.status, attempt.selection.code))
    return found


def summarize(run: Path) -> dict[str, object]:
    """Accuracy, programs, refusals when run, and refusals under each rule now."""
    records = [r for r in open_run(run).read_standing() if r.method in _IIPC]
    found = programs(run)
    base = get_policy("default")
    refused_now = {
        name: sum(not check_code(code, iipc_policy(base, spec)).safe for _, _, code in found)
        for name, spec in _RULES.items()
    }
    rules = Counter(
        violation.rule
        for _, _, code in found
        for violation in check_code(code, iipc_policy(base, _RULES["strict"])).violations
    )
    return {
        "run": run.name.removesuffix(ARCHIVE_SUFFIX),
        "problems": len(records),
        "correct": sum(r.correct for r in records),
        "programs": len(found),
        "refused when run": sum(status == "CODE_REJECTED" for _, status, _ in found),
        "paper rule refuses": refused_now["paper"],
        "strict rule refuses": refused_now["strict"],
        "strict rule's reasons": dict(rules),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path)
    args = parser.parse_args()
    rows = [summarize(run) for run in args.runs]
    head = [k for k in rows[0] if k != "strict rule's reasons"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for row in rows:
        print("| " + " | ".join(str(row[k]) for k in head) + " |")
    for row in rows:
        reasons = json.dumps(row["strict rule's reasons"])
        print(f"{row['run']}: the strict rule's reasons {reasons}")


if __name__ == "__main__":
    main()
