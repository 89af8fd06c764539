"""How often a program's ``RESULT:`` line is a bare statement that prints nothing, by method.

    .venv/bin/python bench/bare_result_lines.py results

``RESULT: 4`` written as a line of code (not printed) is a variable annotation to Python: the
program runs and prints no result line. For every program attempt of every run under the
given folders (run folders and packed runs; votes' members too), counts the attempts whose
program holds such a line and ended ``NO_RESULT_LINE``, the solves that met one, and the
solves whose last program still did (the retries did not get out of it). A method with
runner diagnostics (``runner_diagnostics``) tells the model what the line is; one without
repeats only the verdict.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

from gate_drift import runs_under, traces

from mathloop.methods.records import Trace

BARE_RESULT = re.compile(r"^\s*RESULT\s*:", re.MULTILINE)


def bare_attempts(trace: Trace) -> list[bool]:
    """Per program attempt of ``trace``: whether it printed no result line because its
    ``RESULT:`` line was a bare statement."""
    found = []
    for attempt in trace.attempts:
        code = attempt.selection.code if attempt.selection is not None else None
        if code:
            found.append(bool(BARE_RESULT.search(code)) and attempt.status == "NO_RESULT_LINE")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+", type=Path)
    args = parser.parse_args()
    attempts, bare, met, stuck = Counter[str](), Counter[str](), Counter[str](), Counter[str]()
    for folder in args.folders:
        for run in runs_under(folder):
            for _, trace in traces(run):
                found = bare_attempts(trace)
                attempts[trace.method] += len(found)
                bare[trace.method] += sum(found)
                met[trace.method] += any(found)
                stuck[trace.method] += bool(found) and found[-1]
    print(f"{'method':20} {'bare':>5} {'of attempts':>12} {'solves met':>11} {'ended on one':>13}")
    for method in sorted(attempts, key=lambda name: (-bare[name], name)):
        if bare[method]:
            print(
                f"{method:20} {bare[method]:5} {attempts[method]:12} {met[method]:11} "
                f"{stuck[method]:13}"
            )
    print(f"{'all':20} {sum(bare.values()):5} {sum(attempts.values()):12}")


if __name__ == "__main__":
    main()
