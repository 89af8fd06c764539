"""bench/mixed_vote.py replays vote rules over CoT and program samples (issue 41)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.fixture
def bench(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(BENCH))  # mixed_vote imports every_attempt
    spec = importlib.util.spec_from_file_location("mixed_vote", BENCH / "mixed_vote.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "mixed_vote", module)
    spec.loader.exec_module(module)
    return module


def _votes(bench: ModuleType, cots: list[str | None], programs: list[str | None]) -> dict:
    return {
        "c": [bench.Vote("c", answer, 100) for answer in cots],
        "p": [bench.Vote("p", answer, 10) for answer in programs],
    }


def test_a_mixed_vote_stops_when_the_leader_cannot_lose(bench: ModuleType) -> None:
    rule = bench.MixedRule("mixed", "cpcpc", True)
    agree = _votes(bench, ["1/2", "0.5", "3"], ["0.5", "3"])
    assert bench.replay_rule(rule, agree) == ("1/2", 3, 210)  # 1/2 and 0.5 are one group
    split = _votes(bench, ["1", "2", "2"], ["3", "2"])
    assert bench.replay_rule(rule, split)[:2] == ("2", 5)


def test_a_sample_without_an_answer_casts_no_vote(bench: ModuleType) -> None:
    rule = bench.MixedRule("programs", "ppp", False)
    assert bench.replay_rule(rule, _votes(bench, [], [None, None, "7"])) == ("7", 3, 30)
    assert bench.replay_rule(rule, _votes(bench, [], [None, None, None]))[0] is None


def test_a_rule_stops_when_a_kind_runs_out(bench: ModuleType) -> None:
    rule = bench.MixedRule("cots", "ccccc", False)
    assert bench.replay_rule(rule, _votes(bench, ["4", "5"], [])) == ("4", 2, 200)


def test_an_agreeing_first_pair_ends_a_pair_stop_rule(bench: ModuleType) -> None:
    rule = bench.MixedRule("pair", "cpcpc", True, pair_stop=True)
    assert bench.replay_rule(rule, _votes(bench, ["6", "1"], ["6.0", "1"])) == ("6", 2, 110)
    assert bench.replay_rule(rule, _votes(bench, ["6", "1", "1"], ["5", "1"]))[:2] == ("1", 5)
