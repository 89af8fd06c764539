"""bench/bare_result_lines.py counts programs whose RESULT line printed nothing, on a
scripted run."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from bench_modules import load_bench
from helpers import fenced, handmade_run, item
from mathloop.llm import ScriptedBackend
from mathloop.methods import create_method


def _bench() -> ModuleType:
    return load_bench("bare_result_lines")  # it reads runs with gate_drift's helpers


def test_a_bare_result_statement_counts_and_a_printed_one_does_not(tmp_path: Path) -> None:
    bare, printed = fenced("x = 6 * 7\nRESULT: x"), fenced('print("RESULT: 42")')
    pot = create_method("pot", {"max_retries": 1, "anti_repeat": False, "cot_fallback": False})
    items = [item("q1", "What is 6 x 7?", "42"), item("q2", "What is 7 x 6?", "42")]
    handmade_run(tmp_path / "run", items, [pot], ScriptedBackend([bare, printed, bare, bare]))
    bench = _bench()
    runs = bench.runs_under(tmp_path / "run")
    found = {trace.problem_id: bench.bare_attempts(trace) for _, trace in bench.traces(runs[0])}
    assert found == {"q1": [True, False], "q2": [True, True]}
