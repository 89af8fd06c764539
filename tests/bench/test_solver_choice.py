"""bench/solver_choice.py: the issue's rule for the solver's default, on hand-made standings,
and its reading of a scripted run on the problems every method finished."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from types import ModuleType

import pytest

from bench_modules import load_bench
from helpers import fenced, item
from mathloop.errors import RunStoreError
from mathloop.llm import ScriptedBackend
from mathloop.methods import SolveContext, create_method
from mathloop.runs import RunPlan, RunStore, execute_run


def _bench() -> ModuleType:
    return load_bench("solver_choice")


def _standing(bench: ModuleType, name: str, **arms: tuple[float, float]) -> object:
    """A run whose arms are METHOD=(accuracy, mean output tokens)."""
    made = {
        m: bench.Arm(m, 100, round(100 * acc), acc, tokens, 1.0)
        for m, (acc, tokens) in arms.items()
    }
    return bench.Standing(name, made, 100)


def _two_runs(bench: ModuleType, consensus: tuple[float, float]) -> list[object]:
    singles = {"cot": (0.40, 500.0), "pot": (0.45, 600.0), "one_shot_python": (0.30, 150.0)}
    return [
        _standing(bench, "math500", consensus=consensus, **singles),
        _standing(bench, "gsm8k", consensus=consensus, **singles),
    ]


def test_the_most_accurate_method_within_three_times_cots_tokens_wins() -> None:
    bench = _bench()
    runs = _two_runs(bench, consensus=(0.60, 1400.0))
    assert bench.winner(runs) == "consensus"
    assert bench.verdict(runs, "consensus")[0].startswith("default: consensus")
    assert bench.goal_met(runs, "consensus")  # +15 pp over pot at 2.3x its tokens


def test_a_method_past_the_token_budget_cannot_win() -> None:
    bench = _bench()
    runs = _two_runs(bench, consensus=(0.90, 1900.0))  # 3.8x CoT, 3.2x PoT
    assert bench.winner(runs) == "pot"
    assert not bench.goal_met(runs, "consensus")


def test_a_lead_short_of_ten_points_misses_the_goal() -> None:
    bench = _bench()
    runs = _two_runs(bench, consensus=(0.50, 900.0))
    assert bench.winner(runs) == "consensus"
    assert not bench.goal_met(runs, "consensus")  # +5 pp over pot


def test_a_lead_of_exactly_ten_points_meets_the_goal() -> None:
    """21 and 18 of 30: the rates differ by 9.999... pp in floating point, the counts by 10."""
    bench = _bench()
    made = {
        m: bench.Arm(m, 30, correct, correct / 30, tokens, 1.0)
        for m, correct, tokens in (
            ("consensus", 21, 675.0),
            ("cot", 18, 348.0),
            ("pot", 17, 326.0),
            ("one_shot_python", 16, 150.0),
        )
    }
    run = bench.Standing("gsm8k", made, 30)
    assert bench.goal_met([run], "consensus")


def test_when_nothing_beats_cot_the_cheapest_method_at_its_accuracy_is_the_default() -> None:
    bench = _bench()
    singles = {"pot": (0.40, 600.0), "one_shot_python": (0.40, 150.0)}
    runs = [
        _standing(bench, "math500", cot=(0.40, 500.0), consensus=(0.35, 900.0), **singles),
        _standing(bench, "gsm8k", cot=(0.70, 300.0), consensus=(0.72, 900.0), **singles),
    ]
    # consensus is ahead on gsm8k only, and one_shot_python is below CoT there
    assert not bench.beats_reference(runs, "consensus")
    assert bench.cheapest_at_reference(runs) == "cot"
    first = bench.verdict(runs, "consensus")[0]
    assert first.startswith("no method") and first.endswith(
        "default: cot, the cheapest at least as accurate as CoT on every run"
    )


def test_only_problems_every_method_finished_count(tmp_path: Path) -> None:
    right, wrong = fenced('print("RESULT: 42")'), fenced('print("RESULT: 41")')
    settings = {"max_retries": 1, "anti_repeat": False, "cot_fallback": False}
    plan = RunPlan(
        store=RunStore(tmp_path / "run"),
        items=[item("q1", "What is 6 x 7?", "42"), item("q2", "What is 7 x 6?", "42")],
        methods=[create_method("pot", settings), create_method("one_shot_python")],
        ctx=SolveContext(backend=ScriptedBackend([right, wrong, wrong, right])),
        record={"benchmark": "handmade"},
    )
    asyncio.run(execute_run(plan))
    bench = _bench()
    both = bench.standing(tmp_path / "run")
    assert both.problems_seen == 2
    assert {m: (a.problems, a.correct) for m, a in both.arms.items()} == {
        "pot": (2, 1),
        "one_shot_python": (2, 1),
    }
    ledger = tmp_path / "run" / "results.jsonl"
    lines = ledger.read_text().splitlines(keepends=True)
    ledger.write_text("".join(line for line in lines if not _is(line, "q2", "pot")))
    partial = bench.standing(tmp_path / "run")  # q2 as if pot had not finished it
    assert partial.problems_seen == 2
    assert {m: (a.problems, a.correct) for m, a in partial.arms.items()} == {
        "pot": (1, 1),
        "one_shot_python": (1, 0),
    }
    lines = ledger.read_text().splitlines(keepends=True)
    ledger.write_text("".join(line for line in lines if not _is(line, "q1", "one_shot_python")))
    with pytest.raises(RunStoreError, match="no problem has a result of every method yet"):
        bench.standing(tmp_path / "run")  # pot finished q1 only, one_shot_python q2 only


def _is(line: str, problem_id: str, method: str) -> bool:
    record = json.loads(line)
    return bool(record["problem_id"] == problem_id and record["method"] == method)


def test_a_run_whose_only_single_sample_method_is_cot_weighs_against_cot() -> None:
    bench = _bench()
    run = _standing(bench, "math", cot=(0.50, 500.0), iipc=(0.55, 2000.0))
    assert bench.run_table(run)[3].endswith("+5.0 pp over cot at 4.00x its tokens")
    assert run.best_single(besides="iipc").method == "cot"
    assert run.best_single(besides="cot").method == "cot"
    assert not bench.goal_met([run], "iipc")  # +5 pp at 4x CoT's tokens
