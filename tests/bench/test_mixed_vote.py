"""bench/mixed_vote.py replays vote rules over CoT and program samples (issue 41)."""

from __future__ import annotations

from types import ModuleType

import pytest

from bench_modules import load_bench


@pytest.fixture
def bench(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    return load_bench("mixed_vote", monkeypatch)  # mixed_vote imports every_attempt


def _votes(bench: ModuleType, cots: list[str | None], programs: list[str | None]) -> dict:
    """Chains of thought of 100 tokens and 10 s, programs of 10 tokens and 1 s: one call each."""
    return {
        "c": [bench.Vote("c", answer, bench.Cost(100, 10.0, 1)) for answer in cots],
        "p": [bench.Vote("p", answer, bench.Cost(10, 1.0, 1)) for answer in programs],
    }


def _replay(bench: ModuleType, rule: object, votes: dict) -> tuple[str | None, int, int]:
    answer, used, cost = bench.replay_rule(rule, votes)
    return answer, used, cost.tokens


def test_a_mixed_vote_stops_when_the_leader_cannot_lose(bench: ModuleType) -> None:
    rule = bench.MixedRule("mixed", "cpcpc", True)
    agree = _votes(bench, ["1/2", "0.5", "3"], ["0.5", "3"])
    assert _replay(bench, rule, agree) == ("1/2", 3, 210)  # 1/2 and 0.5 are one group
    split = _votes(bench, ["1", "2", "2"], ["3", "2"])
    assert _replay(bench, rule, split)[:2] == ("2", 5)


def test_a_sample_without_an_answer_casts_no_vote(bench: ModuleType) -> None:
    rule = bench.MixedRule("programs", "ppp", False)
    assert _replay(bench, rule, _votes(bench, [], [None, None, "7"])) == ("7", 3, 30)
    assert _replay(bench, rule, _votes(bench, [], [None, None, None]))[0] is None


def test_a_rule_stops_when_a_kind_runs_out(bench: ModuleType) -> None:
    rule = bench.MixedRule("cots", "ccccc", False)
    assert _replay(bench, rule, _votes(bench, ["4", "5"], [])) == ("4", 2, 200)


def test_an_agreeing_first_pair_ends_a_pair_stop_rule(bench: ModuleType) -> None:
    rule = bench.MixedRule("pair", "cpcpc", True, pair_stop=True)
    assert _replay(bench, rule, _votes(bench, ["6", "1"], ["6.0", "1"])) == ("6", 2, 110)
    assert _replay(bench, rule, _votes(bench, ["6", "1", "1"], ["5", "1"]))[:2] == ("1", 5)


def test_a_program_is_repaired_only_while_nothing_has_answered(bench: ModuleType) -> None:
    repaired = ("7", bench.Cost(30, 3.0, 2))  # the first program, then its repair
    failed = bench.Vote("p", None, bench.Cost(10, 1.0, 1), repaired)
    votes = {"c": [], "p": [failed, bench.Vote("p", "7", bench.Cost(10, 1.0, 1))]}
    rule = bench.MixedRule("programs", "pp", True)
    assert bench.replay_rule(rule, votes) == ("7", 2, bench.Cost(40, 4.0, 3))
    votes = {"c": [], "p": [bench.Vote("p", "7", bench.Cost(10, 1.0, 1)), failed]}
    assert bench.replay_rule(rule, votes) == ("7", 2, bench.Cost(20, 2.0, 2))  # no repair


def test_the_call_cap_stops_before_a_call_would_pass_it(bench: ModuleType) -> None:
    rule = bench.MixedRule("capped", "cpppp", True, max_calls=3)
    votes = _votes(bench, ["1"], ["2", "3", "2", "2"])
    answer, used, cost = bench.replay_rule(rule, votes)
    assert (used, cost.calls) == (3, 3)
    assert answer == "1"  # three different answers: the first one's


def test_a_tie_can_go_to_the_program(bench: ModuleType) -> None:
    votes = _votes(bench, ["1"], ["2"])
    first = bench.MixedRule("first", "cp", True)
    program = bench.MixedRule("program", "cp", True, tie_to="p")
    assert (_replay(bench, first, votes)[0], _replay(bench, program, votes)[0]) == ("1", "2")
