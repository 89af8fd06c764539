"""A problem stopped by its wall clock keeps its partial trace and the tokens it spent."""

import asyncio
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from helpers import answer_reply, fenced, item
from mathloop.llm import ScriptedBackend
from mathloop.llm.base import Completion, GenerationParams, Message
from mathloop.methods import Method, OneShotPython, RelayPython, SolveContext, create_method
from mathloop.runs import ResultRecord, RunPlan, RunStore, execute_run
from mathloop.runs.execution.budgets import RunBudgets
from mathloop.sandbox import Limits

BUDGET_S = 3.0


class HangsAfter:
    """Answers ``replies`` in order, then never answers (until cancelled)."""

    name = "hangs"
    model = "hangs"

    def __init__(self, replies: Sequence[str]) -> None:
        self._scripted = ScriptedBackend(list(replies))
        self._left = len(replies)

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        if self._left == 0:
            await asyncio.sleep(3600)
        self._left -= 1
        return await self._scripted.generate(messages, params=params)


def stopped_run(tmp_path: Path, method: Method, replies: Sequence[str]) -> ResultRecord:
    plan = RunPlan(
        store=RunStore(tmp_path / "r"),
        items=[item("q", "What is 2 + 2?", "4")],
        methods=[method],
        ctx=SolveContext(backend=HangsAfter(replies)),
        budgets=RunBudgets(problem_seconds=BUDGET_S),
    )
    records = asyncio.run(execute_run(plan)).records
    assert len(records) == 1
    record = records[0]
    assert record.failure_class == "BUDGET_EXCEEDED"
    assert record.error is not None
    assert f"{BUDGET_S:g} s" in record.error.message
    return record


def trace_of(tmp_path: Path, method: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        (tmp_path / "r" / "problems" / "q" / method / "trace.json").read_text()
    )
    return data


def test_a_relay_stopped_mid_run_keeps_its_finished_attempts(tmp_path: Path) -> None:
    replies = [fenced('print("thinking")'), fenced('print("still thinking")')]
    record = stopped_run(tmp_path, RelayPython(), replies)
    assert record.attempts == 2
    assert record.llm_calls == 2
    assert record.prompt_tokens > 0 and record.output_tokens > 0
    trace = trace_of(tmp_path, "relay_python")
    assert trace["stop_reason"] == "problem_timeout"
    assert [a["status"] for a in trace["attempts"]] == ["NO_RESULT_LINE", "NO_RESULT_LINE"]
    assert sum(a["completion"]["output_tokens"] for a in trace["attempts"]) == record.output_tokens
    assert (tmp_path / "r" / "problems" / "q" / "relay_python" / "attempt_02").is_dir()


def test_a_multi_step_method_stopped_mid_run_keeps_its_steps(tmp_path: Path) -> None:
    # PoT: a program that fails, then a retry whose reply never comes.
    record = stopped_run(tmp_path, create_method("pot"), [fenced("1 / 0")])
    trace = trace_of(tmp_path, "pot")
    assert [s["component"] for s in trace["steps"]] == ["program"]
    assert trace["steps"][0]["attempt"] == 1
    assert [a["status"] for a in trace["attempts"]] == ["NO_RESULT_LINE"]
    step_tokens = trace["steps"][0]["completion"]
    assert (record.prompt_tokens, record.output_tokens) == (
        step_tokens["prompt_tokens"],
        step_tokens["output_tokens"],
    )
    assert record.llm_calls == 1


def test_a_vote_stopped_mid_run_keeps_finished_voters_and_the_one_cut_short(
    tmp_path: Path,
) -> None:
    # Voter 1 answers at once; voter 2 writes one program without RESULT, then hangs.
    replies = [answer_reply("4"), fenced('print("thinking")')]
    record = stopped_run(tmp_path, create_method("vote(relay_python, n=2)"), replies)
    trace = trace_of(tmp_path, "vote(relay_python,n=2)")
    members = trace["members"]
    assert [m["submission"]["status"] for m in members] == ["RESULT_SUBMITTED", "BUDGET_EXCEEDED"]
    assert [len(m["attempts"]) for m in members] == [1, 1]
    assert record.llm_calls == 2
    assert record.output_tokens == sum(m["output_tokens"] for m in members) > 0


def test_the_tokens_of_a_call_whose_program_was_still_running_are_kept(tmp_path: Path) -> None:
    # One-shot: the reply came (and was paid for); its program outlives the budget.
    spin = fenced("while True:\n    pass")
    plan = RunPlan(
        store=RunStore(tmp_path / "r"),
        items=[item("q", "What is 2 + 2?", "4")],
        methods=[OneShotPython()],
        ctx=SolveContext(backend=ScriptedBackend([spin]), limits=Limits(timeout_s=BUDGET_S + 3)),
        budgets=RunBudgets(problem_seconds=BUDGET_S),
    )
    record = asyncio.run(execute_run(plan)).records[0]
    assert record.failure_class == "BUDGET_EXCEEDED"
    assert record.attempts == 0
    assert record.llm_calls == 1
    assert record.output_tokens > 0


def test_without_a_problem_budget_the_method_gets_the_run_context(tmp_path: Path) -> None:
    seen: list[SolveContext] = []

    async def solver(problem: Any, method: Method, ctx: SolveContext) -> Any:
        seen.append(ctx)
        return await method.solve(problem, ctx)

    backend = ScriptedBackend([answer_reply("4")])
    plan = RunPlan(
        store=RunStore(tmp_path / "r"),
        items=[item("q", "What is 2 + 2?", "4")],
        methods=[OneShotPython()],
        ctx=SolveContext(backend=backend),
        solver=solver,
    )
    asyncio.run(execute_run(plan))
    assert seen[0] is plan.ctx
    assert seen[0].journal is None
