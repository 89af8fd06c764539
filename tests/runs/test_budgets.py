import asyncio
import dataclasses
import time
from pathlib import Path

from helpers import answer_reply, item
from mathloop.llm import ScriptedBackend
from mathloop.llm.base import GenerationParams, Message
from mathloop.methods import OneShotPython, SolveContext
from mathloop.runs import RunPlan, RunStore, execute_run
from mathloop.runs.execution.budgets import Price, RunBudgets
from scripted_run import plan as scripted_plan


def test_problem_over_its_wall_clock_budget_is_recorded_as_such(tmp_path: Path) -> None:
    def slow(messages: list[Message], params: GenerationParams) -> str:
        time.sleep(1.5)
        return answer_reply("4")

    plan = RunPlan(
        store=RunStore(tmp_path / "r"),
        items=[item("slow", "What is 2 + 2?", "4")],
        methods=[OneShotPython()],
        ctx=SolveContext(backend=ScriptedBackend(slow)),
        budgets=RunBudgets(problem_seconds=0.5),
    )
    record = asyncio.run(execute_run(plan)).records[0]
    assert record.failure_class == "BUDGET_EXCEEDED"
    assert record.error is not None
    assert "0.5 s" in record.error.message


def test_token_budget_stops_the_run_and_a_larger_one_finishes_it(tmp_path: Path) -> None:
    plan = scripted_plan(tmp_path / "r", 6, 0.0)
    tight = dataclasses.replace(plan, budgets=RunBudgets(run_tokens=1))
    stopped = asyncio.run(execute_run(tight))
    assert stopped.stopped is not None
    assert "token budget" in stopped.stopped
    assert 0 < len(stopped.records) < 12
    resumed = asyncio.run(execute_run(plan))
    assert resumed.stopped is None
    assert len(resumed.records) == 12


def test_cost_budget_uses_the_price_table(tmp_path: Path) -> None:
    plan = scripted_plan(tmp_path / "r", 6, 0.0)
    price = Price(prompt_per_m=1_000_000.0, output_per_m=0.0)  # a dollar per prompt token
    costly = dataclasses.replace(plan, budgets=RunBudgets(max_cost=10.0, price=price))
    outcome = asyncio.run(execute_run(costly))
    assert outcome.stopped is not None
    assert "cost budget" in outcome.stopped
    assert Price.parse("0.15,0.6") == Price(0.15, 0.6)
