"""The solver's design set (issue 57, item 1): enough train problems to choose by intervals.

    .venv/bin/python bench/solver_design.py run [--splits math-train] [--methods cot,pot]
    .venv/bin/python bench/solver_design.py table

Every design choice of ``mathloop solve``'s default is measured here, never on MATH-500 or a
published test problem: **210 MATH train problems** (6 per subject × level bin, 35 bins,
``--per-bin 6 --seed 1``) and **100 GSM8K train problems** (``--limit 100 --seed 1``).
``run`` solves them with ``--methods`` (default: today's ``consensus`` and the single-sample
methods it is measured against, ``cot``, ``pot`` and ``one_shot_python``) on the default model,
as ``mathloop solve`` runs (``--batch-sequences 2``), one folder per split under
``bench/runs/solver-design/baseline-<split>``; a folder resumes where it stopped (one
committed packed, ``<folder>.zip``, is unpacked first and packed again before a commit), and a
candidate design (an arm) runs into its own folder with ``--arm NAME --set METHOD.KEY=VALUE``
(``--model NAME``: on another model).
``table`` prints, per split, each method's accuracy with its 95% bootstrap interval and its
paired difference against ``cot`` with the interval and McNemar's p (``mathloop report``'s
tables, on the problems every method of a folder has finished), so a choice is made only
where an interval separates the options. A rule that stops ``consensus`` earlier needs no
arm: ``bench/consensus_stops.py`` replays it from a folder's traces. MATH train is written
once as one file under the ignored ``runs/bench-data/`` (``bench/every_attempt.py``); the
data folder comes from ``MATHLOOP_DATA_DIR`` (default ``../shared/data``).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from every_attempt import train_sets  # type: ignore[import-not-found]

import mathloop
from mathloop.report import build_report, load_runs, to_markdown
from mathloop.runs.configuration.config import parse_overrides
from mathloop.runs.storage.archive import unpack_run

ROOT = Path("bench/runs/solver-design")
METHODS = ("consensus", "cot", "pot", "one_shot_python")
SELECTION: dict[str, dict[str, int]] = {
    "math-train": {"per_bin": 6, "limit": 210},
    "gsm8k-train": {"limit": 100},
}
"""How each split's design problems are chosen (with ``--seed 1``)."""
SEED = 1


def run(
    splits: list[str],
    methods: list[str],
    *,
    arm: str,
    overrides: tuple[str, ...],
    model: str | None = None,
    ids: tuple[str, ...] = (),
) -> None:
    """Solve each split's design problems with ``methods`` into ``<arm>-<split>`` (on
    ``model``, by default the default model; ``ids``: only these of them)."""
    settings = parse_overrides(overrides)
    for name, (benchmark, data) in train_sets().items():
        if name not in splits:
            continue
        out = ROOT / f"{arm}-{name}"
        packed = out.with_suffix(".zip")
        if not out.exists() and packed.exists():  # committed packed: it resumes unpacked
            print(f"== unpacking {packed} to resume it", flush=True)
            unpack_run(packed)
        print(f"== {arm}: {', '.join(methods)} on {name} -> {out}", flush=True)
        mathloop.evaluate(
            benchmark,
            data=data,
            methods=methods,
            settings=settings,
            seed=SEED,
            batch_sequences=2,
            quiet=True,
            out=out,
            **({"model": model} if model else {}),
            **({"ids": list(ids)} if ids else SELECTION[name]),
        )


def table(arm: str) -> None:
    """Accuracy with intervals and paired differences against cot, per split."""
    for name in SELECTION:
        folder = ROOT / f"{arm}-{name}"
        runs = [path for path in (folder, folder.with_suffix(".zip")) if path.exists()]
        if not runs:
            print(f"{name}: no run at {folder}\n")
            continue
        report = build_report(load_runs(runs[:1]), baseline="cot", seed=0)
        for found in report.tables:
            if found.name in ("accuracy", "paired"):
                print(f"## {arm}, {name}: {found.name}\n")
                print(to_markdown(found))
                print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    running = commands.add_parser("run", help="solve the design problems (resumes)")
    running.add_argument("--splits", default=",".join(SELECTION))
    running.add_argument("--methods", default=",".join(METHODS))
    running.add_argument("--arm", default="baseline", help="the design's name (its folders)")
    running.add_argument("--set", dest="overrides", action="append", default=[])
    running.add_argument("--model", help="another model (for an arm): a registry name")
    running.add_argument("--ids", default="", help="only these design problems (comma-separated)")
    tabling = commands.add_parser("table", help="print the design table with intervals")
    tabling.add_argument("--arm", default="baseline")
    args = parser.parse_args()
    if args.command == "run":
        splits, methods = args.splits.split(","), args.methods.split(",")
        run(
            splits,
            methods,
            arm=args.arm,
            overrides=tuple(args.overrides),
            model=args.model,
            ids=tuple(filter(None, args.ids.split(","))),
        )
    else:
        table(args.arm)


if __name__ == "__main__":
    main()
