"""A run's verifier reads the problem statement for the answer form it asks (issue 29), and
checks under the run's final-form policy (issue 53)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from helpers import answer_reply, item
from mathloop.answers import CheckSettings, FinalForm
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


def test_a_run_checks_under_its_final_form_policy(tmp_path: Path) -> None:
    """An unreduced fraction is wrong under strict (the default) and right under lenient;
    each verdict records the policy it was decided under (issue 53)."""
    items = [item("unreduced", "What is the probability?", "\\frac{4}{9}")]
    policies: tuple[tuple[FinalForm, bool], ...] = (("strict", False), ("lenient", True))
    for policy, correct in policies:
        plan = RunPlan(
            store=RunStore(tmp_path / policy),
            items=items,
            methods=[OneShotPython()],
            ctx=SolveContext(backend=ScriptedBackend([answer_reply("8/18")])),
            check_settings=CheckSettings(final_form=policy),
        )
        [record] = asyncio.run(execute_run(plan)).records
        assert record.correct is correct
        assert record.verdict is not None and record.verdict.final_form == policy
