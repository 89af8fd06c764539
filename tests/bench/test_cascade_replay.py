"""bench/cascade_replay.py: the small pair decides where its answers agree (equivalent, not
only equal), the default model's recorded solve everywhere else, and its cost adds up."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench_modules import load_bench
from helpers import fenced, handmade_run, item
from mathloop.llm import GenerationParams, Message, ScriptedBackend
from mathloop.methods import create_method

ITEMS = [
    item("agree", "What is 6 x 7? (agree)", "42"),
    item("equivalent", "What is 1 / 2? (equivalent)", "1/2"),
    item("disagree", "What is 7 x 6? (disagree)", "42"),
]
SMALL = {  # problem: the small model's (chain of thought, program) answers
    "agree": ("41", "41"),  # agreeing, and wrong: the cascade's answer all the same
    "equivalent": ("\\frac{1}{2}", "0.5"),
    "disagree": ("42", "7"),
}


def _problem(messages: list[Message]) -> str:
    return next(name for name in SMALL if f"({name})" in messages[-1].content)


def _small(messages: list[Message], params: GenerationParams) -> str:
    cot, pot = SMALL[_problem(messages)]
    if "RESULT:" in messages[0].content:
        return fenced(f'print("RESULT: {pot}")')
    return f"So the answer is \\boxed{{{cot}}}."


def _base(messages: list[Message], params: GenerationParams) -> str:
    answer = {"agree": "42", "equivalent": "1/2", "disagree": "42"}[_problem(messages)]
    if "RESULT:" in messages[0].content:
        return fenced(f'print("RESULT: {answer}")')
    return f"So the answer is \\boxed{{{answer}}}."


def _run(folder: Path, methods: list[str], reply: object) -> Path:
    backend = ScriptedBackend(reply)  # type: ignore[arg-type]
    return handmade_run(folder, ITEMS, [create_method(name) for name in methods], backend, seed=1)


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("cascade")
    base = _run(root / "base", ["consensus", "cot", "pot"], _base)
    return base, _run(root / "small", ["cot", "pot"], _small)


def test_the_small_pair_decides_where_it_agrees(runs: tuple[Path, Path]) -> None:
    bench = load_bench("cascade_replay")
    base, small = (bench.standing(run) for run in runs)
    decided = {p: bench.cascade(base[p], small[p], "consensus") for p in base}
    assert {p for p, (_, by_pair) in decided.items() if by_pair} == {"agree", "equivalent"}
    assert not decided["agree"][0].correct  # the pair's wrong answer stands
    assert decided["equivalent"][0].correct
    assert decided["disagree"][0].correct  # the default model's consensus decided


def test_a_disagreement_costs_the_pair_and_the_fallback(runs: tuple[Path, Path]) -> None:
    bench = load_bench("cascade_replay")
    base, small = (bench.standing(run) for run in runs)
    cost, by_pair = bench.cascade(base["disagree"], small["disagree"], "pot")
    pair = [small["disagree"][method] for method in ("cot", "pot")]
    assert not by_pair
    assert cost.tokens == sum(r.output_tokens for r in pair) + base["disagree"]["pot"].output_tokens
    assert cost.seconds == pytest.approx(
        sum(r.elapsed_s for r in pair) + base["disagree"]["pot"].elapsed_s
    )


def test_the_table_counts_the_agreements(
    runs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    load_bench("cascade_replay").table(*runs)
    out = capsys.readouterr().out
    assert "3 problems finished in both" in out
    assert "the small pair agreed on 2 (1 of them right)" in out
    assert "| small pair, else consensus | 2 | 66.7% |" in out
