"""How long ``mathloop show`` takes on a packed run against the same run as a folder.

    .venv/bin/python bench/archive_show.py [ARCHIVE] [--rounds 5]

ARCHIVE defaults to the largest committed one. The script unpacks it, with the relay
essay's per-attempt files (``--layout essay``, the form the run had on disk), into a
temporary folder, then times the same ``show`` both ways: in-process (reading the trace:
``load_trace``) and as a command (``python -m mathloop show``, start-up included), and for
reference the old way a ``.tar.gz`` was read (the whole run extracted to a temporary folder
first). Medians of ``--rounds`` rounds; nothing here uses a model.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Callable
from pathlib import Path

from mathloop.cli.show import load_trace
from mathloop.runs.storage.archive import unpack_run
from mathloop.runs.storage.reader import open_run

ROOT = Path(__file__).resolve().parents[1]


def largest_archive() -> Path:
    """The committed run archive with the most bytes."""
    found = [*ROOT.glob("results/**/*.zip"), *ROOT.glob("bench/runs/**/*.zip")]
    return max(found, key=lambda path: path.stat().st_size)


def median_seconds(action: Callable[[], object], rounds: int) -> float:
    """The median wall time of ``action`` over ``rounds`` calls."""
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _show_command(run: Path, problem: str, method: str) -> None:
    words = [sys.executable, "-m", "mathloop", "show", str(run), problem, "--method", method]
    subprocess.run(words, check=True, capture_output=True)


def _extract_then_read(archive: Path, problem: str, method: str) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        zipfile.ZipFile(archive).extractall(scratch)
        load_trace(Path(scratch), problem, method)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("archive", nargs="?", type=Path)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    archive: Path = args.archive or largest_archive()
    record = open_run(archive).read_standing()[-1]
    problem, method = record.problem_id, record.method
    with tempfile.TemporaryDirectory() as scratch:
        folder = unpack_run(archive, into=Path(scratch), layout="essay")
        files = sum(1 for path in folder.rglob("*") if path.is_file())
        print(f"{archive.relative_to(ROOT)}: {archive.stat().st_size / 1e6:.1f} MB, "
              f"{len(zipfile.ZipFile(archive).namelist()):,} members; "
              f"its folder (essay layout): {files:,} files")  # fmt: skip
        print(f"show {problem} --method {method}, median of {args.rounds}:")
        rows = [
            ("load_trace, archive", lambda: load_trace(archive, problem, method)),
            ("load_trace, folder", lambda: load_trace(folder, problem, method)),
            ("extract all, then read", lambda: _extract_then_read(archive, problem, method)),
            ("mathloop show, archive", lambda: _show_command(archive, problem, method)),
            ("mathloop show, folder", lambda: _show_command(folder, problem, method)),
        ]
        for label, action in rows:
            print(f"  {label:<24} {median_seconds(action, args.rounds) * 1000:9.1f} ms")
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
