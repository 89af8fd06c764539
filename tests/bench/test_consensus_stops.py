"""bench/consensus_stops.py: earlier stops replayed from consensus traces reproduce the run
they come from at today's rule, and vote as consensus would under each earlier rule."""

from __future__ import annotations

from pathlib import Path

from bench_modules import load_bench
from helpers import fenced, handmade_run, item
from mathloop.llm import GenerationParams, Message, ScriptedBackend
from mathloop.methods import create_method
from mathloop.runs import RunStore

ANSWERS = {
    # problem: the answer of samples 1 (a chain of thought), 2, 3, 4, 5 (programs)
    "agree": ["42", "42", "1", "1", "1"],  # the first pair agrees: 2 calls
    "tie": ["5", "42", "5", "7", "42"],  # 5 and 42 tie after 5 samples; 5 came first
}


def _reply(messages: list[Message], params: GenerationParams) -> str:
    problem = "agree" if "agree" in messages[-1].content else "tie"
    answer = ANSWERS[problem][(params.seed or 0) % 1000 - 1]
    if "RESULT:" in messages[0].content:
        return fenced(f'print("RESULT: {answer}")')
    return f"So the answer is \\boxed{{{answer}}}."


def _run(tmp_path: Path) -> Path:
    items = [item("agree", "What is 6 x 7? (agree)", "42"), item("tie", "What is 7 x 6?", "42")]
    consensus = create_method("consensus", {"anti_repeat": False})
    return handmade_run(tmp_path / "run", items, [consensus], ScriptedBackend(_reply), seed=1)


def test_todays_rule_replays_the_recorded_answers_calls_and_tokens(tmp_path: Path) -> None:
    bench = load_bench("consensus_stops")
    run = _run(tmp_path)
    records = {r.problem_id: r for r in RunStore(run).load_results()}
    solves = {s.gold + s.recorded: s for s in bench.solves(run)}  # type: ignore[operator]
    assert set(solves) == {"4242", "425"}
    today = bench.RULES[0]
    for key, problem in (("4242", "agree"), ("425", "tie")):
        replayed = bench.replay(solves[key], today)
        assert replayed.answer == records[problem].answer
        assert replayed.calls == records[problem].llm_calls
        assert replayed.tokens == records[problem].output_tokens


def test_earlier_rules_vote_as_consensus_would(tmp_path: Path) -> None:
    bench = load_bench("consensus_stops")
    tie = next(s for s in bench.solves(_run(tmp_path)) if s.recorded == "5")
    rules = {rule.name: rule for rule in bench.RULES}
    assert bench.replay(tie, rules["K=4"])[:2] == ("5", 4)  # 2 of 5 against 1 and 1: decided
    assert bench.replay(tie, rules["K=2"])[:2] == ("5", 2)  # a tie goes to the first answer
    to_program = bench.replay(tie, rules["K=2, tie to the program"])
    assert to_program.answer == "42" and bench.correct(tie, to_program.answer)
    assert not bench.correct(tie, "5")


def test_a_cut_chain_casts_no_vote_and_a_budget_stops_between_rounds(tmp_path: Path) -> None:
    bench = load_bench("consensus_stops")
    tie = next(s for s in bench.solves(_run(tmp_path)) if s.recorded == "5")
    chain_tokens = tie.cost[1][1]
    cut = bench.replay(tie, bench.Rule("cut", 5, chain_cap=1))
    assert cut.answer == "42"  # 42, 5, 7, 42 without the chain's 5: 42 leads
    assert cut.tokens == bench.replay(tie, bench.RULES[0]).tokens - chain_tokens + 1
    kept = bench.replay(tie, bench.Rule("kept", 5, chain_cap=chain_tokens))
    assert kept == bench.replay(tie, bench.RULES[0])  # a chain at the cap is not cut
    spent = bench.replay(tie, bench.Rule("budget", 5, budget=1))
    assert spent[:2] == ("5", 2)  # the first round spent the budget: 5 and 42 tie, 5 first


def test_a_unanimous_round_ends_the_vote(tmp_path: Path) -> None:
    bench = load_bench("consensus_stops")
    tie = next(s for s in bench.solves(_run(tmp_path)) if s.recorded == "5")
    tie.answers.update({1: "5", 2: "42", 3: "7", 4: "7", 5: "42"})
    esc = bench.Rule("esc", 5, window_stop=True)
    assert bench.replay(tie, esc)[:2] == ("7", 4)  # 5, 42 | 7, 7: a unanimous round, undecided
    assert bench.replay(tie, bench.RULES[0])[:2] == ("42", 5)  # 42 and 7 tie; 42 came first
