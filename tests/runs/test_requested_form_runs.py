"""A run's verifier reads the problem statement for the answer form it asks (issue 29)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from helpers import answer_reply, item
from mathloop.llm import ScriptedBackend
from mathloop.methods import OneShotPython, SolveContext
from mathloop.runs import RunPlan, RunStore, execute_run


def test_the_statement_decides_interval_notation_and_ratios(tmp_path: Path) -> None:
    items = [
        item("interval", "Solve x > 5. Express your answer in interval notation.", "(5,\\infty)"),
        item("inequality", "Solve x - 5 > 0.", "(5,\\infty)"),
        item("ratio", "What is the ratio of the height to the radius?", "\\frac{5}{2}"),
    ]
    solver = ScriptedBackend([answer_reply("x > 5"), answer_reply("x > 5"), answer_reply("5:2")])
    plan = RunPlan(
        store=RunStore(tmp_path / "r"),
        items=items,
        methods=[OneShotPython()],
        ctx=SolveContext(backend=solver),
    )
    records = {r.problem_id: r for r in asyncio.run(execute_run(plan)).records}
    assert not records["interval"].correct
    verdict = records["interval"].verdict
    assert verdict is not None and "interval notation" in verdict.reason
    assert records["inequality"].correct
    assert records["ratio"].correct
