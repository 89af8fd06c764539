"""The result record and the failure taxonomy: settings that map a class onto the essay's."""

import asyncio
from pathlib import Path
from typing import Any

import pytest

from helpers import answer_reply, item
from mathloop.answers import Verdict
from mathloop.llm import ScriptedBackend
from mathloop.methods import RelayPython, RelayPythonSpec, SolveContext
from mathloop.methods.records import Submission, Trace
from mathloop.runs import (
    ResultRecord,
    RunPlan,
    RunStore,
    answer_kind,
    classify,
    execute_run,
    make_record,
    wrong_kind_of,
)

SUBMITTED = Submission(answer="7", attempt=1, status="RESULT_SUBMITTED", source="execution")
# A ledger line as runs wrote it before ``wrong_kind`` existed
# (bench/runs/engine-speed/demo/results.jsonl).
OLD_LINE = (
    '{"version":1,"problem_id":"sample-odd-sum","method":"one_shot_python",'
    '"benchmark":"samples","subject":"Algebra","level":1,"year":null,"number":null,'
    '"gold":"10000","answer":"9900.0","confidence":100,"submitted":true,"correct":false,'
    '"failure_class":"WRONG_RESULT","verdict":{"equal":false,"decided_by":"exact",'
    '"normalized_gold":"10000","normalized_candidate":"9900.0","elapsed_s":0.0012,'
    '"reason":"a decimal that is not the integer gold","judge":null,'
    '"deterministic_equal":null,"deterministic_decided_by":null},"attempts":1,'
    '"submitted_attempt":1,"prompt_tokens":307,"output_tokens":97,"llm_calls":1,'
    '"elapsed_s":23.9,"error":null,"prompt_tokens_processed":307,'
    '"finish_reasons":{"stop":1}}'
)


def verdict(equal: bool | None) -> Verdict:
    decided_by = "undecided" if equal is None else "exact"
    return Verdict(
        equal=equal,
        decided_by=decided_by,
        normalized_gold="7",
        normalized_candidate="7",
        elapsed_s=0.0,
    )


def submitted(answer: str) -> Submission:
    return Submission(answer=answer, attempt=1, status="RESULT_SUBMITTED", source="execution")


def record(
    submission: Submission, equal: bool | None, spec: dict[str, Any] | None = None
) -> ResultRecord:
    trace = Trace(method="relay_python", spec=spec or {}, problem_id="q1", submission=submission)
    return make_record(item("q1", "Find n.", "7"), trace, verdict(equal))


def test_undecided_is_its_own_class_by_default() -> None:
    assert classify(SUBMITTED, verdict(None)) == "UNDECIDED_RESULT"
    assert classify(SUBMITTED, None) == "UNDECIDED_RESULT"
    assert record(SUBMITTED, None).failure_class == "UNDECIDED_RESULT"
    assert record(SUBMITTED, None, {"label_undecided_result": True}).failure_class == (
        "UNDECIDED_RESULT"
    )


def test_without_the_undecided_label_it_counts_as_wrong() -> None:
    assert classify(SUBMITTED, verdict(None), label_undecided=False) == "WRONG_RESULT"
    off = record(SUBMITTED, None, {"label_undecided_result": False})
    assert (off.failure_class, off.correct, off.submitted) == ("WRONG_RESULT", False, True)
    assert off.verdict is not None and off.verdict.equal is None  # the audit keeps the truth


@pytest.mark.parametrize(
    ("label", "expected"), [(True, "UNDECIDED_RESULT"), (False, "WRONG_RESULT")]
)
def test_a_run_classifies_by_the_setting_in_its_trace(
    tmp_path: Path, label: bool, expected: str
) -> None:
    # An answer over the verifier's input cap (2000 characters) cannot be decided. Its reply
    # is degenerate text, which the degeneration guard would cut: it is off here.
    backend = ScriptedBackend([answer_reply("1" * 2500)])
    spec = RelayPythonSpec(label_undecided_result=label, stop_on_degeneration=False)
    plan = RunPlan(
        store=RunStore(tmp_path / "r"),
        items=[item("q1", "Find n.", "7")],
        methods=[RelayPython(spec)],
        ctx=SolveContext(backend=backend),
    )
    (stored,) = asyncio.run(execute_run(plan)).records
    assert stored.verdict is not None and stored.verdict.decided_by == "undecided"
    assert stored.failure_class == expected


def test_the_undecided_setting_changes_nothing_else() -> None:
    spec = {"label_undecided_result": False}
    assert record(SUBMITTED, True, spec).failure_class == "VERIFIED_CORRECT_RESULT"
    assert record(SUBMITTED, False, spec).failure_class == "WRONG_RESULT"
    unsent = Submission(answer=None, status="NO_RESULT_LINE")
    assert record(unsent, None, spec).failure_class == "NO_RESULT_LINE"


@pytest.mark.parametrize(
    "answer",
    [
        "441",
        "-7",
        "+3",
        "0.25",
        "1.5e3",
        "3/4",
        "\\frac{3}{4}",
        "\\boxed{9}",
        "1,000",
        "5 cm",
        "7%",
    ],
)
def test_plain_numbers_are_numeric(answer: str) -> None:
    assert answer_kind(answer) == "numeric"


@pytest.mark.parametrize(
    "answer",
    ["2\\sqrt{3}", "\\pi/2", "x = 7", "(1, 2)", "[0, 1)", "x^2 + 1", "seven", "\\infty", ""],
)
def test_everything_else_is_text(answer: str) -> None:
    assert answer_kind(answer) == "text"


def test_a_wrong_result_records_its_kind() -> None:
    assert record(submitted("8"), False).wrong_kind == "numeric"
    assert record(submitted("n = 8"), False).wrong_kind == "text"
    assert record(submitted("7"), True).wrong_kind is None
    assert record(submitted("7"), None).wrong_kind is None  # UNDECIDED_RESULT
    off = record(submitted("\\sqrt{2}"), None, {"label_undecided_result": False})
    assert (off.failure_class, off.wrong_kind) == ("WRONG_RESULT", "text")


def test_ledger_lines_without_the_field_still_load(tmp_path: Path) -> None:
    assert "wrong_kind" not in OLD_LINE
    store = RunStore(tmp_path)
    (tmp_path / "results.jsonl").write_text(OLD_LINE + "\n", encoding="utf-8")
    (old,) = store.load_results()
    assert (old.failure_class, old.wrong_kind) == ("WRONG_RESULT", None)
    assert wrong_kind_of(old) == "numeric"  # the same rule, applied to the stored answer
    new = record(submitted("n = 8"), False)
    assert ResultRecord.model_validate_json(new.model_dump_json()) == new
    assert wrong_kind_of(new) == "text"
    assert wrong_kind_of(record(submitted("7"), True)) is None
