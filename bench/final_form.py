"""Every published run under both final-form policies (issue 53, item 5).

    .venv/bin/python bench/final_form.py                  # every results/**/*.zip
    .venv/bin/python bench/final_form.py RUN [RUN ...]    # folders or packed runs
    .venv/bin/python bench/final_form.py --moved          # and each answer that moves

The checker grades a value-equal answer under a final-form policy (``docs/answers.md``,
"Final form"): ``strict`` (mathloop's default, MATH's graders' convention) refuses numeric
work left and a float that is not the exact value; ``lenient`` (the seed presets') refuses
only what the statement asks for and its echo. A run scores under its own policy (its
preset's, or the one it records). This prints, per run and method, the correct answers as
stored, under lenient and under strict, today's checker, no model called: a judged run's
recorded judge answers are applied again, as ``mathloop rescore`` does. ``*`` marks the
run's own policy.
"""

from __future__ import annotations

import argparse
import dataclasses
from collections import Counter
from pathlib import Path

from mathloop.answers import DEFAULT_SETTINGS, FinalForm
from mathloop.methods.records import Trace
from mathloop.runs.storage.reader import open_run
from mathloop.runs.storage.rescore import checker_settings, rescored
from mathloop.runs.storage.store import recorded_judge_guard

ROOT = Path(__file__).resolve().parents[1]
POLICIES: tuple[FinalForm, ...] = ("lenient", "strict")


@dataclasses.dataclass
class Counts:
    """Correct answers of one method of one run: as stored, and under each policy."""

    problems: int = 0
    stored: int = 0
    under: Counter[str] = dataclasses.field(default_factory=Counter)


def score(run: Path, moved: list[str]) -> tuple[str, dict[str, Counts]]:
    """The run's own policy and its counts by method; each answer whose verdict differs
    between stored and a policy is appended to ``moved``."""
    reader = open_run(run)
    manifest = reader.read_manifest()
    own = checker_settings(manifest).final_form
    guard = recorded_judge_guard(manifest.get("run") or {})
    counts: dict[str, Counts] = {}
    for record in reader.read_standing():
        method = counts.setdefault(record.method, Counts())
        method.problems += 1
        method.stored += record.correct
        if record.answer is None or record.verdict is None:
            continue
        trace = Trace.model_validate_json(reader.trace(record).read_bytes() or b"")
        for policy in POLICIES:
            settings = dataclasses.replace(DEFAULT_SETTINGS, final_form=policy)
            today, _ = rescored(record, trace, guard=guard, settings=settings)
            method.under[policy] += today.correct
            if today.correct != record.correct:
                where = f"{run.name} {record.problem_id} {record.method} [{policy}]"
                moved.append(f"{where}: {record.answer[:70]!r} for {record.gold!r}")
    return own, counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="*", type=Path)
    parser.add_argument("--moved", action="store_true", help="list every answer that moves")
    args = parser.parse_args()
    runs = args.runs or sorted(ROOT.glob("results/**/*.zip"))
    moved: list[str] = []
    print(f"{'run':<34} {'method':<16} {'n':>4} {'stored':>7} {'lenient':>8} {'strict':>7}")
    for run in runs:
        own, counts = score(run, moved)
        name = str(run.relative_to(ROOT) if run.is_relative_to(ROOT) else run)
        for method, c in counts.items():
            marks = {policy: "*" if policy == own else " " for policy in POLICIES}
            lenient = f"{c.under['lenient']}{marks['lenient']}"
            strict = f"{c.under['strict']}{marks['strict']}"
            print(f"{name:<34} {method:<16} {c.problems:>4} {c.stored:>7} {lenient:>8} {strict:>7}")
    if args.moved:
        print(f"\n{len(moved)} verdicts differ from the stored ones:")
        for line in moved:
            print(f"  {line}")


if __name__ == "__main__":
    main()
