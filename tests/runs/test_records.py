"""The result record and the failure taxonomy: settings that map a class onto the essay's."""

from typing import Any

from helpers import item
from mathloop.answers import Verdict
from mathloop.methods.records import Submission, Trace
from mathloop.runs import ResultRecord, classify, make_record

SUBMITTED = Submission(answer="7", attempt=1, status="RESULT_SUBMITTED", source="execution")


def verdict(equal: bool | None) -> Verdict:
    decided_by = "undecided" if equal is None else "exact"
    return Verdict(
        equal=equal,
        decided_by=decided_by,
        normalized_gold="7",
        normalized_candidate="7",
        elapsed_s=0.0,
    )


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


def test_the_undecided_setting_changes_nothing_else() -> None:
    spec = {"label_undecided_result": False}
    assert record(SUBMITTED, True, spec).failure_class == "VERIFIED_CORRECT_RESULT"
    assert record(SUBMITTED, False, spec).failure_class == "WRONG_RESULT"
    unsent = Submission(answer=None, status="NO_RESULT_LINE")
    assert record(unsent, None, spec).failure_class == "NO_RESULT_LINE"
