"""Published runs whose manifest records no data file (issue 40): identify the file each read,
and record its hash.

    .venv/bin/python bench/data_hashes.py            # print what can be identified
    .venv/bin/python bench/data_hashes.py --write    # record it in each packed run

Runs made before manifests recorded ``data`` (``iipc-ablations``, ``iipc-agents``,
``relay-math500/run``) name only the benchmark. A candidate file of that benchmark in the
data folder (``MATHLOOP_DATA_DIR``, default ``../shared/data``) is the run's file when every
problem of the run's ledger is a problem of the file, with the same gold answer, and its
statement is the one the trace recorded. Then the manifest gets ``data``: the file's name in
the data folder (never a machine's path), its size and SHA-256, and ``identified`` saying how
it was found. A run no candidate matches is named, with the first problem that did not.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import tempfile
from pathlib import Path

from every_attempt import data_dir  # type: ignore[import-not-found]

from mathloop.benchmarks import load_benchmark
from mathloop.methods.records import Trace
from mathloop.problems import BenchmarkItem
from mathloop.runs.storage.archive import pack_run, unpack_run
from mathloop.runs.storage.reader import open_run

ROOT = Path(__file__).resolve().parents[1]
CANDIDATES = {
    "math500": ["math500/test.jsonl"],
    "math": ["math/test.jsonl"],
    "gsm8k": ["gsm8k/test.jsonl"],
    "aime": ["aime/aime_1983_2024.csv", "aime/aime_2024.jsonl"],
}
HOW = (
    "issue 40, bench/data_hashes.py: every problem id of the ledger is in this file with the "
    "same gold answer and the statement its trace recorded"
)


def identify(run: Path) -> tuple[str | None, str]:
    """The data file (its name in the data folder) whose problems the run's are, or None and
    why not."""
    reader = open_run(run)
    manifest = reader.read_manifest()
    benchmark = manifest["run"]["benchmark"]
    records = reader.read_standing()
    reasons = []
    for name in CANDIDATES.get(benchmark, []):
        path = data_dir() / name
        if not path.is_file():
            reasons.append(f"{name}: not in the data folder")
            continue
        items = {item.problem.id: item for item in load_benchmark(benchmark, path)}
        mismatch = _first_mismatch(reader, records, items)
        if mismatch is None:
            return name, "identified"
        reasons.append(f"{name}: {mismatch}")
    return None, "; ".join(reasons) or f"no candidate file for benchmark {benchmark!r}"


def _first_mismatch(reader, records, items: dict[str, BenchmarkItem]) -> str | None:  # type: ignore[no-untyped-def]
    for record in records:
        item = items.get(record.problem_id)
        if item is None:
            return f"{record.problem_id} is not in it"
        if item.gold != record.gold:
            return f"{record.problem_id}: gold {item.gold!r} there, {record.gold!r} in the run"
        raw = reader.trace(record).read_bytes()
        statement = Trace.model_validate_json(raw).problem if raw else None
        if statement is not None and statement != item.problem.statement:
            return f"{record.problem_id}: another statement"
    return None


def record(run: Path, name: str) -> None:
    """Write ``data`` for the file ``name`` into the packed run ``run``'s manifest."""
    path = data_dir() / name
    info = {
        "file": name,
        "bytes": path.stat().st_size,
        "sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
        "identified": HOW,
    }
    with tempfile.TemporaryDirectory(prefix=".data-", dir=run.parent) as scratch:
        folder = unpack_run(run, into=Path(scratch))
        manifest_path = folder / "manifest.json"
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        manifest["data"] = info
        manifest_path.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
        shutil.move(pack_run(folder), run)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="record the data in each run")
    args = parser.parse_args()
    for run in sorted((ROOT / "results").rglob("*.zip")):
        if open_run(run).read_manifest().get("data"):
            continue
        name, why = identify(run)
        where = run.relative_to(ROOT)
        if name is None:
            print(f"{where}: not identified ({why})")
            continue
        print(f"{where}: {name}")
        if args.write:
            record(run, name)


if __name__ == "__main__":
    main()
