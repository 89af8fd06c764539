"""bench/first_program.py: pot's first program decides where it printed a result; elsewhere
the fallback's recorded solve does, and the first attempt's cost is added to it."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from bench_modules import load_bench
from helpers import fenced, handmade_run, item
from mathloop.llm import GenerationParams, Message, ScriptedBackend
from mathloop.methods import create_method
from mathloop.runs.storage.reader import open_run

ITEMS = [
    item("answers", "What is 6 x 7? (answers)", "42"),
    item("silent", "What is 7 x 6? (silent)", "42"),
]
METHODS = ["consensus", "cot", "pot", "one_shot_python"]


def _reply(messages: list[Message], params: GenerationParams) -> str:
    silent = "(silent)" in messages[-1].content
    if "RESULT:" in messages[0].content:  # a program's prompt
        return fenced('print("thinking")' if silent else 'print("RESULT: 42")')
    return "So the answer is \\boxed{42}."


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    methods = [create_method(name) for name in METHODS]
    folder = tmp_path_factory.mktemp("first") / "run"
    return handmade_run(folder, ITEMS, methods, ScriptedBackend(_reply), seed=1)


def test_the_first_program_decides_where_it_printed_a_result(run: Path) -> None:
    bench = load_bench("first_program")
    solves = bench.standing(run)
    assert bench.decided_by_first_program(solves["answers"]["pot"])
    assert bench.first_program(open_run(run), solves["answers"], "cot") == bench.Cost.of(
        solves["answers"]["pot"]
    )


def test_elsewhere_the_fallback_decides_and_the_first_attempt_is_paid_for(run: Path) -> None:
    bench = load_bench("first_program")
    solves = bench.standing(run)["silent"]
    assert not bench.decided_by_first_program(solves["pot"])
    assert solves["pot"].llm_calls > 2  # its retries, which the replay does not pay for
    first = bench.attempts_cost(bench.load_trace(open_run(run).trace(solves["pot"])), 1)
    cost = bench.first_program(open_run(run), solves, "cot")
    assert cost.correct is (solves["cot"].correct is True) and cost.correct
    assert cost.tokens == first.tokens + solves["cot"].output_tokens
    assert cost.tokens < solves["pot"].output_tokens + solves["cot"].output_tokens
    assert cost.seconds == pytest.approx(first.seconds + solves["cot"].elapsed_s)


def test_the_table_counts_what_the_first_program_decided(
    run: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    load_bench("first_program").table(run, [1])
    out = capsys.readouterr().out
    assert "the first program decided 1: right on 1" in out
    assert "| first program, else cot | 2 | 100.0% |" in out
    assert "| pot, max_retries=1, else cot | 2 | 100.0% |" in out


def test_more_programs_are_paid_for_with_the_replies_set_aside(run: Path) -> None:
    bench = load_bench("first_program")
    solves = bench.standing(run)["silent"]
    trace = bench.load_trace(open_run(run).trace(solves["pot"]))
    assert bench.answered_at(trace) is None
    assert any(a.repeats for a in trace.attempts)  # the same silent program, asked again
    fallback = next(s for s in trace.steps if s.component == "cot_fallback").completion
    every = bench.attempts_cost(trace, len(trace.attempts))
    assert every.tokens + fallback.output_tokens == solves["pot"].output_tokens
    one, two = (bench.first_program(open_run(run), solves, "cot", n) for n in (0, 1))
    assert two.tokens == bench.attempts_cost(trace, 2).tokens + solves["cot"].output_tokens
    assert two.tokens > one.tokens and two.correct is one.correct


def test_a_program_that_answered_within_the_retries_decides(run: Path) -> None:
    bench = load_bench("first_program")
    solves = bench.standing(run)["answers"]
    trace = bench.load_trace(open_run(run).trace(solves["pot"]))
    assert bench.answered_at(trace) == 1
    assert bench.first_program(open_run(run), solves, "cot", 2) == bench.Cost.of(solves["pot"])


def test_retries_beyond_what_pot_made_are_refused_in_one_line() -> None:
    bench = load_bench("first_program")
    assert bench.retry_counts("1, 3") == [1, 3]
    with pytest.raises(argparse.ArgumentTypeError, match="each count must be 1 to 3"):
        bench.retry_counts("4")
    with pytest.raises(argparse.ArgumentTypeError, match="not a comma-separated list"):
        bench.retry_counts("one")
