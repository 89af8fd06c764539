"""The fresh test problems of issue 57's one measurement (item 4): problems no run has touched.

    .venv/bin/python bench/fresh_sets.py      # writes runs/bench-data/{math,gsm8k}-fresh.jsonl

**MATH fresh** is MATH's test split less MATH-500 and less every problem that a run under
``results/`` or ``bench/runs/`` solved; **GSM8K fresh** is GSM8K's test split less every
problem a run solved. A run's problems are matched to the test files by statement (MATH-500's
500 problems are MATH test problems word for word), so a run of MATH-500, of MATH or of a
copy of either counts. Rows are copied unchanged, in the test file's order, so the
``math`` and ``gsm8k`` loaders read them as their own benchmark; a run's manifest pins the
file by its SHA-256. It prints each file's SHA-256 and how many problems each source took
out; the runs of the measurement itself (on a ``*-fresh.jsonl`` file) take nothing out, so
the files stay the same after it. The measurement selects from them as the issue says
(stratified MATH, ``--seed 1``)::

    mathloop run --benchmark math --data runs/bench-data/math-fresh.jsonl \\
        --per-bin 6 --limit 200 --seed 1 ...
    mathloop run --benchmark gsm8k --data runs/bench-data/gsm8k-fresh.jsonl \\
        --limit 100 --seed 1 ...

The data folder comes from ``MATHLOOP_DATA_DIR`` (default ``../shared/data``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
from collections.abc import Iterable
from pathlib import Path

from every_attempt import data_dir, math_train_file  # type: ignore[import-not-found]

from mathloop.benchmarks import load_benchmark
from mathloop.benchmarks.loaders import data_file
from mathloop.runs.storage.portable import local_path
from mathloop.runs.storage.reader import open_run

ROOTS = (Path("results"), Path("bench/runs"))
OUT = Path("runs/bench-data")
FRESH = {  # name: (benchmark, test file in the data folder, the row's statement field)
    "math-fresh": ("math", "math/test.jsonl", "problem"),
    "gsm8k-fresh": ("gsm8k", "gsm8k/test.jsonl", "question"),
}


def runs_under(roots: Iterable[Path]) -> list[Path]:
    """Every packed run (``*.zip``) and run folder (one with a ``manifest.json``) below
    ``roots``."""
    found: set[Path] = set()
    for root in roots:
        found.update(root.rglob("*.zip"))
        found.update(path.parent for path in root.rglob("manifest.json"))
    return sorted(found)


def solved_statements(run: Path) -> set[str]:
    """The statements of the problems ``run`` solved, read from its benchmark's file (a
    relative data path from the folder the run was started in, its manifest's ``cwd``, or
    from the working directory where that folder is gone)."""
    reader = open_run(run)
    manifest = reader.read_manifest()
    record = manifest.get("run", {})
    benchmark, data, cwd = record.get("benchmark"), record.get("data"), manifest.get("cwd")
    if benchmark is None or str(data).endswith("-fresh.jsonl"):  # the measurement's own runs
        return set()
    folder = run.with_suffix("") if run.suffix == ".zip" else run  # a packed run's is gone:
    started_in = Path(os.path.normpath(folder / cwd)) if isinstance(cwd, str) else Path.cwd()
    path = None
    if isinstance(data, str):  # relative: from there, or the checkout where it is gone
        there = Path(os.path.normpath(local_path(data, base=started_in)))
        path = there if there.exists() else local_path(data, base=Path.cwd())
    items = load_benchmark(benchmark, path or data_file(benchmark))
    statements = {item.problem.id: item.problem.statement for item in items}
    return {statements[r.problem_id] for r in reader.read_ledger() if r.problem_id in statements}


def field_values(path: Path, field: str) -> set[str]:
    """The ``field`` of every row of the JSONL file ``path``."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {json.loads(line)[field] for line in lines if line.strip()}


def fresh_rows(test_file: Path, field: str, touched: set[str]) -> tuple[list[str], int]:
    """The lines of ``test_file`` whose ``field`` no run solved, and how many were left out."""
    kept, left_out = [], 0
    for line in test_file.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        if json.loads(line)[field] in touched:
            left_out += 1
        else:
            kept.append(line)
    return kept, left_out


def write_fresh_sets(data: Path, runs: list[Path], out: Path) -> None:
    """Write each fresh file into ``out`` and print what each source took out."""
    touched_by = {run: solved_statements(run) for run in runs}
    math500 = field_values(data / "math500/test.jsonl", "problem")
    touched = set().union(math500, *touched_by.values())
    out.mkdir(parents=True, exist_ok=True)
    for name, (_, test_file, field) in FRESH.items():
        tests = field_values(data / test_file, field)
        kept, left_out = fresh_rows(data / test_file, field, touched)
        (out / f"{name}.jsonl").write_text("".join(f"{line}\n" for line in kept), "utf-8")
        digest = hashlib.sha256((out / f"{name}.jsonl").read_bytes()).hexdigest()
        print(f"{name}: {len(kept)} of {len(tests)} {test_file} problems ({left_out} left out)")
        print(f"  sha256 {digest}")
        if name == "math-fresh":
            print(f"  MATH-500: {len(math500 & tests)}")
        for run, statements in touched_by.items():
            if statements & tests:
                print(f"  {run}: {len(statements & tests)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help="where the files go")
    args = parser.parse_args()
    math_train_file()  # the design runs read MATH train from this copy
    write_fresh_sets(data_dir(), runs_under(ROOTS), args.out)


if __name__ == "__main__":
    main()
