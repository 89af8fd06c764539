"""A run stopped mid-problem keeps that problem's model calls, and a resume replays them."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import answer_reply, fenced, item
from mathloop.cli.main import cli
from mathloop.llm import ScriptedBackend
from mathloop.llm.base import Completion, GenerationParams, Message
from mathloop.methods import Iipc, RelayPython, SolveContext
from mathloop.runs import RunPlan, RunStore, execute_run
from mathloop.runs.calls.replay import IN_FLIGHT, ReplayingBackend, in_flight_path
from mathloop.runs.execution.budgets import RunBudgets
from method_scripts import CRASH, answer_program

PARAMS = GenerationParams(seed=1)


def _ask(backend: ReplayingBackend, text: str) -> Completion:
    return asyncio.run(backend.generate([Message("user", text)], params=PARAMS))


def test_a_journaled_call_is_replayed_once_and_a_new_one_goes_to_the_model(
    tmp_path: Path,
) -> None:
    journal = tmp_path / "calls.jsonl"
    first = ReplayingBackend(ScriptedBackend(["four", "four again", "five"]), journal)
    assert [_ask(first, q).text for q in ("2+2?", "2+2?", "2+3?")] == [
        "four",
        "four again",
        "five",
    ]
    model = ScriptedBackend(["six", "seven"])
    again = ReplayingBackend(model, journal)
    # In order, one use per entry: the repeated question gets both of its answers, then the
    # model answers what the journal does not hold.
    answers = [_ask(again, q).text for q in ("2+2?", "2+2?", "2+2?", "3+3?")]
    assert answers == ["four", "four again", "six", "seven"]
    assert again.replayed == 2 and len(model.calls) == 2


def test_a_torn_line_and_what_follows_it_go_to_the_model(tmp_path: Path) -> None:
    journal = tmp_path / "calls.jsonl"
    first = ReplayingBackend(ScriptedBackend(["a", "b"]), journal)
    _ask(first, "one"), _ask(first, "two")
    lines = journal.read_text().splitlines()
    journal.write_text(lines[0] + "\n" + lines[1][:30])  # a crash while writing the second
    again = ReplayingBackend(ScriptedBackend(["B"]), journal)
    assert [_ask(again, "one").text, _ask(again, "two").text] == ["a", "B"]


def test_the_replayed_calls_seconds_count_in_the_problems_time(tmp_path: Path) -> None:
    def slow(messages: list[Message], params: GenerationParams) -> Completion:
        return Completion(
            "x", prompt_tokens=3, output_tokens=1, latency_s=2.5, finish_reason="stop"
        )

    journal = tmp_path / "calls.jsonl"
    _ask(ReplayingBackend(ScriptedBackend(slow), journal), "q")
    again = ReplayingBackend(ScriptedBackend([]), journal)
    replayed = _ask(again, "q")
    assert (replayed.latency_s, again.replayed_s) == (2.5, 2.5)


def _plan(root: Path, backend: ScriptedBackend) -> RunPlan:
    return RunPlan(
        store=RunStore(root),
        items=[item("q1", "What is 2 + 3?", "5")],
        methods=[RelayPython()],
        ctx=SolveContext(backend=backend),
        record={"benchmark": "handmade"},
    )


def test_a_run_interrupted_mid_problem_resumes_without_making_its_calls_again(
    tmp_path: Path,
) -> None:
    root = tmp_path / "run"
    crashing = ScriptedBackend([fenced('print("exploring")')], failures={1: KeyboardInterrupt()})
    with pytest.raises(KeyboardInterrupt):
        asyncio.run(execute_run(_plan(root, crashing)))
    journal = in_flight_path(RunStore(root), "q1", "relay_python")
    assert len(journal.read_text().splitlines()) == 1  # attempt 1's call, attempt 2 unmade
    # The resume's model has only attempt 2's reply: attempt 1's must come from the journal.
    model = ScriptedBackend([answer_reply("5")])
    outcome = asyncio.run(execute_run(_plan(root, model)))
    (record,) = outcome.records
    assert record.correct and len(model.calls) == 1
    trace = json.loads((root / "problems" / "q1" / "relay_python" / "trace.json").read_text())
    assert trace["replayed_calls"] == 1 and len(trace["attempts"]) == 2
    assert trace["attempts"][0]["response"] == fenced('print("exploring")')
    assert not (root / IN_FLIGHT).exists()  # stored: its journal is gone
    shown = CliRunner().invoke(cli, ["show", str(root), "q1"])
    assert "resumed: 1 of the calls were made by an interrupted earlier pass" in shown.output


def test_a_problem_solved_in_one_pass_leaves_no_journal(tmp_path: Path) -> None:
    root = tmp_path / "run"
    asyncio.run(execute_run(_plan(root, ScriptedBackend([answer_reply("5")]))))
    trace = json.loads((root / "problems" / "q1" / "relay_python" / "trace.json").read_text())
    assert trace["replayed_calls"] == 0
    assert not (root / IN_FLIGHT).exists()


def test_an_iipc_problem_resumed_mid_loop_ends_as_it_would_have_in_one_pass(
    tmp_path: Path,
) -> None:
    """The calls before the stop are replayed, the programs run again, and the trace is the
    one an uninterrupted pass writes: same components, replies and program outputs."""
    propositions = "1. The product of 6 and 7 is asked for."
    fix = "REFLECTION: I printed an undefined name y.\n" + answer_program("42")
    replies = [propositions, CRASH, fix, "DECISION: STOP", "so \\boxed{42}.", "\\boxed{42}"]

    def run(root: Path, backend: ScriptedBackend) -> dict:
        plan = dataclasses.replace(_plan(root, backend), methods=[Iipc()])
        asyncio.run(execute_run(plan))
        return json.loads((root / "problems" / "q1" / "iipc" / "trace.json").read_text())

    whole = run(tmp_path / "whole", ScriptedBackend(replies))
    root = tmp_path / "resumed"
    with pytest.raises(KeyboardInterrupt):
        run(root, ScriptedBackend(replies[:3], failures={3: KeyboardInterrupt()}))
    model = ScriptedBackend(replies[3:])  # f_val onwards: the first three must be replayed
    resumed = run(root, model)
    assert resumed["replayed_calls"] == 3 and len(model.calls) == 3
    assert [s["component"] for s in resumed["steps"]] == [s["component"] for s in whole["steps"]]
    assert [s["response"] for s in resumed["steps"]] == [s["response"] for s in whole["steps"]]
    outputs = [[a["execution"]["stdout"] for a in t["attempts"]] for t in (resumed, whole)]
    assert outputs[0] == outputs[1] and resumed["submission"] == whole["submission"]


def test_a_resumed_problems_clock_counts_the_seconds_of_its_replayed_calls(
    tmp_path: Path,
) -> None:
    """The interrupted pass made two 100 s calls; under a 150 s budget the resume is out of
    time once it has replayed them, as an uninterrupted pass would have been, and never
    asks the model for the third attempt that a fresh budget would have let it make."""
    root = tmp_path / "run"
    exploring = [fenced('print("exploring")'), fenced('print("still exploring")')]

    def slow(messages: list[Message], params: GenerationParams) -> Completion:
        text = exploring[len(first.calls) - 1]
        return Completion(text, 9, 5, latency_s=100.0, finish_reason="stop")

    first = ScriptedBackend(slow, failures={2: KeyboardInterrupt()})
    with pytest.raises(KeyboardInterrupt):
        asyncio.run(execute_run(_plan(root, first)))
    journal = in_flight_path(RunStore(root), "q1", "relay_python")
    assert len(journal.read_text().splitlines()) == 2
    model = ScriptedBackend([answer_reply("5")])
    budgeted = dataclasses.replace(_plan(root, model), budgets=RunBudgets(problem_seconds=150))
    (record,) = asyncio.run(execute_run(budgeted)).records
    assert record.failure_class == "BUDGET_EXCEEDED" and not record.correct
    assert model.calls == []
    trace = json.loads((root / "problems" / "q1" / "relay_python" / "trace.json").read_text())
    assert trace["replayed_calls"] == 2 and trace["elapsed_s"] >= 200
