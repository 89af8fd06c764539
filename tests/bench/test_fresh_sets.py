"""bench/fresh_sets.py: a fresh set leaves out every problem a run solved, matched by
statement across benchmarks (MATH-500 inside MATH), and keeps the other rows unchanged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mathloop
from bench_modules import load_bench
from helpers import fenced, scripted_runs
from mathloop.runs.storage.archive import pack_run

MATH = [
    {"problem": f"What is {n} + {n}?", "level": "Level 2", "type": "Algebra", "solution": ""}
    for n in range(4)
]
GSM8K = [{"question": f"Tom has {n} apples. How many?", "answer": f"#### {n}"} for n in range(3)]


def _write(path: Path, rows: list[dict[str, str]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


@pytest.fixture
def data(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    for n, row in enumerate(MATH):
        row["solution"] = f"So it is \\boxed{{{2 * n}}}."
    _write(folder / "math/test.jsonl", MATH)
    math500 = [{"problem": MATH[0]["problem"], "answer": "0", "subject": "Algebra"}]
    _write(folder / "math500/test.jsonl", math500)
    _write(folder / "gsm8k/test.jsonl", GSM8K)
    return folder


def test_a_fresh_set_leaves_out_what_any_run_solved(
    data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scripted_runs(monkeypatch, fenced('print("RESULT: 1")'))
    monkeypatch.setattr(
        "mathloop.runs.configuration.environment.environment_info", lambda settings: {}
    )
    bench = load_bench("fresh_sets", monkeypatch)
    copy = _write(tmp_path / "copy/math.jsonl", MATH[2:3])  # a copy of one MATH test row
    runs = tmp_path / "runs"
    for name, benchmark, path in (
        ("gsm8k", "gsm8k", data / "gsm8k/test.jsonl"),
        ("copy", "math", copy),
    ):
        mathloop.evaluate(
            benchmark, data=path, methods=["pot"], ids=[], limit=1, out=runs / name, quiet=True
        )
    pack_run(runs / "copy", remove=True)  # a packed run counts as well
    found = bench.runs_under([runs])
    assert [path.name for path in found] == ["copy.zip", "gsm8k"]
    bench.write_fresh_sets(data, found, tmp_path / "out")
    math = (tmp_path / "out/math-fresh.jsonl").read_text().splitlines()
    assert [json.loads(line)["problem"] for line in math] == [
        MATH[1]["problem"],
        MATH[3]["problem"],
    ]
    assert json.loads(math[0]) == MATH[1]  # the row as it was
    gsm8k = (tmp_path / "out/gsm8k-fresh.jsonl").read_text().splitlines()
    assert len(gsm8k) == 2
    assert GSM8K[0]["question"] not in {json.loads(line)["question"] for line in gsm8k}
    fresh = tmp_path / "out/gsm8k-fresh.jsonl"
    before = fresh.read_bytes()
    mathloop.evaluate(
        "gsm8k", data=fresh, methods=["pot"], ids=[], limit=1, out=runs / "fresh", quiet=True
    )
    bench.write_fresh_sets(data, bench.runs_under([runs]), tmp_path / "out")
    assert fresh.read_bytes() == before  # the measurement's own runs take nothing out
