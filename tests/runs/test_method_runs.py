"""The paper's methods through the run engine: records, trace.json with steps, no gold leak."""

import asyncio
import json
from pathlib import Path

from helpers import item
from mathloop.llm import ScriptedBackend
from mathloop.methods import SolveContext, create_method
from mathloop.runs import RunPlan, RunStore, execute_run
from method_scripts import CRASH, answer_program

CANARY = "GOLD-CANARY-5521"
IIPC_REPLIES = [
    "1. 6 * 7 is asked for.",
    CRASH,
    "REFLECTION: y was undefined.\n" + answer_program("42"),
    "DECISION: STOP",
    "6 * 7 = \\boxed{42}",
    "Both agree: \\boxed{42}",
]


def run_methods(root: Path, names: list[str], replies: list[str], gold: str = "42"):
    backend = ScriptedBackend(replies)
    plan = RunPlan(
        store=RunStore(root),
        items=[item("q1", "What is 6 times 7?", gold)],
        methods=[create_method(name) for name in names],
        ctx=SolveContext(backend=backend),
    )
    return asyncio.run(execute_run(plan)), backend


def test_iipc_trace_is_stored_with_every_step(tmp_path: Path) -> None:
    outcome, _ = run_methods(tmp_path / "r", ["iipc"], IIPC_REPLIES)
    [record] = outcome.records
    assert record.failure_class == "VERIFIED_CORRECT_RESULT"
    assert record.llm_calls == 6
    assert record.attempts == 2
    folder = tmp_path / "r" / "problems" / "q1" / "iipc"
    trace = json.loads((folder / "trace.json").read_text())
    assert trace["problem"] == "What is 6 times 7?"
    assert trace["stop_reason"] == "validated"
    assert [s["component"] for s in trace["steps"]] == [
        "f_init", "f_prog", "f_err", "f_val", "f_cot", "f_comb",
    ]  # fmt: skip
    assert trace["steps"][3]["memory"] == ["y was undefined."]
    assert trace["attempts"][1]["selection"]["code"]  # the program lives in the trace
    assert sorted(p.name for p in folder.iterdir()) == ["trace.json"]  # no essay view


def test_vote_trace_holds_its_voters(tmp_path: Path) -> None:
    replies = ["\\boxed{42}", "\\boxed{42}", "\\boxed{41}", "\\boxed{42}", "no box"]
    outcome, _ = run_methods(tmp_path / "r", ["vote(cot)"], replies)
    [record] = outcome.records
    assert record.method == "vote(cot)"
    assert record.correct
    assert record.llm_calls == 5
    folder = tmp_path / "r" / "problems" / "q1" / "vote(cot)"
    trace = json.loads((folder / "trace.json").read_text())
    assert len(trace["members"]) == 5
    manifest = json.loads((tmp_path / "r" / "manifest.json").read_text())
    assert manifest["run"]["settings"]["vote(cot)"]["inner"]["temperature"] == 0.7


def test_text_method_without_answer_maps_onto_the_taxonomy(tmp_path: Path) -> None:
    outcome, _ = run_methods(tmp_path / "r", ["cot"], ["I cannot tell."])
    assert outcome.records[0].failure_class == "NO_USABLE_CODE_OR_RESULT"


def test_the_gold_never_reaches_the_new_methods(tmp_path: Path) -> None:
    replies = [*IIPC_REPLIES, "\\boxed{42}", "PROPOSITION: 42.", "VERDICT: VALID", "\\boxed{42}"]
    outcome, backend = run_methods(tmp_path / "r", ["iipc", "cot", "cr"], replies, gold=CANARY)
    assert {r.failure_class for r in outcome.records} == {"WRONG_RESULT"}
    prompts = "\n".join(m.content for call in backend.calls for m in call)
    for leak in (CANARY, "WRONG_RESULT", "VERIFIED_CORRECT"):
        assert leak not in prompts
