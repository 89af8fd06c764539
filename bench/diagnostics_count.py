"""How often the runner diagnostics would fire: replayed on the attempts of stored relay runs.

    .venv/bin/python bench/diagnostics_count.py RUN [RUN ...]

For each ``NO_RESULT_LINE`` attempt of ``one_shot_python``, ``relay_python`` and ``pot`` in
the given runs (folders or packed ``.zip`` runs, made with or without diagnostics), prints which
diagnostic the runner would attach to it: a silent ``RESULT:`` line (a bare annotation, a
dropped string) or a program identical to an earlier attempt's. This counts the failures a
diagnostic can name; how many of them a diagnostic turns into a submission needs a run with
diagnostics on against one with them off on the same problems (docs/relay.md).
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from mathloop.errors import RunStoreError
from mathloop.methods._diagnostics import repeated_program, silent_lines
from mathloop.methods.records import Trace
from mathloop.runs.storage.reader import ARCHIVE_SUFFIX, TraceRef, open_run

_PROTOCOLS = ("one_shot_python", "relay_python", "pot")


def load_trace(ref: TraceRef) -> Trace:
    """The trace ``ref`` names, or a RunStoreError naming it."""
    raw = ref.read_bytes()
    if raw is None:
        raise RunStoreError(f"{ref}: no such trace")
    return Trace.model_validate_json(raw)


def count(run: Path) -> Counter[str]:
    """Attempts by kind: all, no RESULT line, and each diagnostic that would fire."""
    reader = open_run(run)
    found: Counter[str] = Counter()
    for record in reader.read_standing():
        if record.method not in _PROTOCOLS:
            continue
        trace = load_trace(reader.trace(record))
        for position, attempt in enumerate(trace.attempts):
            found[f"{record.method} attempts"] += 1
            code = attempt.selection.code if attempt.selection else None
            if attempt.status != "NO_RESULT_LINE" or not code:
                continue
            found[f"{record.method} NO_RESULT_LINE"] += 1
            if silent_lines(code):
                found[f"{record.method} silent RESULT line"] += 1
            if repeated_program(code, trace.attempts[:position]):
                found[f"{record.method} repeated program"] += 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path)
    args = parser.parse_args()
    kinds = ("attempts", "NO_RESULT_LINE", "silent RESULT line", "repeated program")
    print("| run | method | " + " | ".join(kinds) + " |")
    print("|---|---|" + "---|" * len(kinds))
    for run in args.runs:
        found = count(run)
        for method in _PROTOCOLS:
            if found[f"{method} attempts"]:
                cells = " | ".join(str(found[f"{method} {kind}"]) for kind in kinds)
                print(f"| {run.name.removesuffix(ARCHIVE_SUFFIX)} | {method} | {cells} |")


if __name__ == "__main__":
    main()
