"""bench/solver_choice.py: the issue's rule for the solver's default, on hand-made standings,
and its reading of a scripted run on the problems every method finished."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest

from bench_modules import load_bench
from helpers import fenced, handmade_run, item
from mathloop.errors import RunStoreError
from mathloop.llm import ScriptedBackend
from mathloop.methods import create_method


def _bench() -> ModuleType:
    return load_bench("solver_choice")


def _arm(
    bench: ModuleType,
    method: str,
    correct: int,
    tokens: float,
    *,
    problems: int = 100,
    offset: int = 0,
    seconds: float = 10.0,
) -> object:
    """An arm right on problems ``offset`` to ``offset + correct - 1`` of ``problems``: arms
    with one offset are nested (every discordant problem favours the more accurate), and
    different offsets make discordant problems both ways."""
    outcomes = tuple(offset <= i < offset + correct for i in range(problems))
    return bench.Arm(method, outcomes, tokens, (seconds,) * problems)


def _standing(bench: ModuleType, name: str, **arms: tuple[int, float]) -> object:
    """A run of 100 nested problems whose arms are METHOD=(correct, mean output tokens)."""
    made = {m: _arm(bench, m, correct, tokens) for m, (correct, tokens) in arms.items()}
    return bench.Standing(name, made, 100)


def _two_runs(bench: ModuleType, consensus: tuple[int, float]) -> list[object]:
    singles = {"cot": (40, 500.0), "pot": (45, 600.0), "one_shot_python": (30, 150.0)}
    return [
        _standing(bench, "math500", consensus=consensus, **singles),
        _standing(bench, "gsm8k", consensus=consensus, **singles),
    ]


def test_the_most_accurate_method_within_three_times_cots_tokens_wins() -> None:
    bench = _bench()
    runs = _two_runs(bench, consensus=(60, 1400.0))
    assert bench.best_within_budget(runs) == "consensus"
    assert bench.verdict(runs, "consensus")[0].startswith("default: consensus")
    assert bench.goal_met(runs, "consensus")  # +15 pp over pot at 2.3x its tokens, 10 s


def test_a_method_past_the_token_budget_cannot_win() -> None:
    bench = _bench()
    runs = _two_runs(bench, consensus=(90, 1900.0))  # 3.8x CoT, 3.2x PoT
    assert bench.best_within_budget(runs) == "pot"
    assert not bench.goal_met(runs, "consensus")


def test_a_lead_short_of_ten_points_misses_the_goal() -> None:
    bench = _bench()
    runs = _two_runs(bench, consensus=(50, 900.0))
    assert bench.best_within_budget(runs) == "consensus"
    assert bench.beats_single_sample(runs, "consensus")  # +5 pp over pot, all one way
    assert not bench.goal_met(runs, "consensus")


def test_a_lead_of_exactly_ten_points_meets_the_goal() -> None:
    """210 and 180 of 300: the rates differ by 9.999... pp in floating point, the counts by
    10."""
    bench = _bench()
    made = {
        m: _arm(bench, m, correct, tokens, problems=300)
        for m, correct, tokens in (
            ("consensus", 210, 675.0),
            ("cot", 180, 348.0),
            ("pot", 170, 326.0),
            ("one_shot_python", 160, 150.0),
        )
    }
    run = bench.Standing("gsm8k", made, 300)
    assert 210 / 300 - 180 / 300 < 0.1
    assert bench.goal_met([run], "consensus")


def test_a_median_over_thirty_seconds_misses_the_goal() -> None:
    bench = _bench()
    run = _two_runs(bench, consensus=(60, 1400.0))[0]
    slow = _arm(bench, "consensus", 60, 1400.0, seconds=31.0)
    runs = [bench.Standing("math500", {**run.arms, "consensus": slow}, 100)]
    assert bench.beats_single_sample(runs, "consensus")
    assert not bench.goal_met(runs, "consensus")


def test_a_lead_within_the_noise_makes_the_cheapest_method_at_the_best_accuracy_the_default() -> (
    None
):
    bench = _bench()
    arms = {
        "consensus": _arm(bench, "consensus", 45, 900.0, offset=10),
        "cot": _arm(bench, "cot", 40, 500.0),
        "pot": _arm(bench, "pot", 42, 600.0, offset=5),
        "pot_once": _arm(bench, "pot_once", 43, 300.0, offset=8),
        "one_shot_python": _arm(bench, "one_shot_python", 20, 150.0),
    }
    runs = [bench.Standing("math", arms, 100)]
    assert bench.best_within_budget(runs) == "consensus"
    lead = runs[0].lead("consensus")  # 13 problems consensus only, 10 pot only
    assert (lead.rival, lead.points) == ("pot", 3.0)
    assert lead.interval.low < 0 < lead.interval.high
    assert not bench.beats_single_sample(runs, "consensus")
    # one_shot_python is cheaper still, but 25 points below consensus by a clear interval
    assert not runs[0].versus("one_shot_python", "consensus").reaches_zero
    assert bench.cheapest_at_best(runs, "consensus") == "pot_once"
    first = bench.verdict(runs, "consensus")[0]
    assert first.startswith("no method") and first.endswith(
        "default: pot_once, the cheapest whose interval against consensus reaches zero on every run"
    )


def test_only_problems_every_method_finished_count(tmp_path: Path) -> None:
    right, wrong = fenced('print("RESULT: 42")'), fenced('print("RESULT: 41")')
    settings = {"max_retries": 1, "anti_repeat": False, "cot_fallback": False}
    items = [item("q1", "What is 6 x 7?", "42"), item("q2", "What is 7 x 6?", "42")]
    methods = [create_method("pot", settings), create_method("one_shot_python")]
    handmade_run(tmp_path / "run", items, methods, ScriptedBackend([right, wrong, wrong, right]))
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
    run = _standing(bench, "math", cot=(50, 500.0), iipc=(55, 2000.0))
    line = bench.run_table(run)[3]
    assert line.endswith("over cot at 4.00x its tokens (5 only this, 0 only cot)")
    assert "+5.0 pp (+" in line
    assert run.best_single(besides="iipc").method == "cot"
    assert run.best_single(besides="cot").method == "cot"
    assert not bench.goal_met([run], "iipc")  # +5 pp at 4x CoT's tokens


def test_a_lead_says_its_paired_counts_and_the_markdown_table_quotes_them() -> None:
    bench = _bench()
    arms = {
        "consensus": _arm(bench, "consensus", 45, 900.0, offset=10),
        "cot": _arm(bench, "cot", 40, 500.0),
        "pot": _arm(bench, "pot", 42, 600.0, offset=5),
    }
    run = bench.Standing("math", arms, 100)
    lead = run.lead("consensus")  # right on 10-54 against pot's 5-46
    assert (lead.only_mine, lead.only_theirs) == (8, 5)
    assert lead.words().endswith("(8 only this, 5 only pot)")
    table = bench.markdown_table(run)
    assert table[0] == "math, 100 problems:"
    row = next(line for line in table if line.startswith("| `consensus` |"))
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[:3] == ["`consensus`", "45", "45.0%"]
    assert cells[3].startswith("+3.0 (") and cells[3].endswith(") vs `pot`")
    assert cells[4:] == ["8 / 5", "900", "1.80", "10"]
