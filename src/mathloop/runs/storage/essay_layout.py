"""The relay essay's view of a trace: ``final_report.json`` and one folder per attempt.

The essay reads a run as one folder per problem, one per protocol, and in it each attempt's
prompt, response, extracted code, safety diagnosis, execution and feedback, beside a final
report of the control settings. ``trace.json`` holds every one of those; this module writes
the view from it: live for the two relay protocols (:data:`ESSAY_METHODS`), and for a packed
run on ``mathloop unpack ARCHIVE --layout essay``. IIPC and the other methods keep their
trace only: their steps are not attempts, and ``mathloop show`` prints them readably.

    RUN/problems/<id>/relay_python/final_report.json
    RUN/problems/<id>/relay_python/attempt_01/prompt.md, model_response.md,
        extracted_code.py, code_safety.json, execution.json, execution_feedback.txt
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mathloop.methods.records import AttemptRecord, Trace

from .records import ResultRecord

__all__ = [
    "ESSAY_METHODS",
    "FINAL_REPORT",
    "final_report",
    "write_essay_view",
    "write_final_report",
]

ESSAY_METHODS = frozenset({"one_shot_python", "relay_python"})
"""The protocols whose problem folders carry the essay's view beside the trace."""
PROMPT_STYLES = {"one_shot_python": "one_shot", "relay_python": "relay"}
"""The prompt style the seed's report names for each protocol."""

FINAL_REPORT = "final_report.json"


def write_essay_view(folder: Path, trace: Trace, report: dict[str, Any]) -> None:
    """Write ``final_report.json`` and the ``attempt_NN/`` folders of ``trace`` into
    ``folder`` (which exists and holds no view yet)."""
    write_final_report(folder, report)
    for attempt in trace.attempts:
        _write_attempt(folder / f"attempt_{attempt.index:02d}", attempt)


def write_final_report(folder: Path, report: dict[str, Any]) -> None:
    """Write ``final_report.json`` into ``folder`` (the view's one writer of it: the live
    view, ``unpack --layout essay`` and ``mathloop rescore``)."""
    _put_json(folder / FINAL_REPORT, report)


def final_report(
    record: ResultRecord, trace: Trace, *, python_timeout: float | None = None
) -> dict[str, Any]:
    """The seed's ``final_report.json`` for one problem and method (offline only).

    ``python_timeout`` is the run's wall-clock limit per program, as the seed's report
    records it.
    """
    spec = trace.spec
    return {
        "version": 1,
        "problem_id": record.problem_id,
        "method": record.method,
        "prompt_style": PROMPT_STYLES.get(record.method, record.method),
        "preset": trace.preset,
        "budgets": {k: spec[k] for k in ("max_attempts", "num_predict", "num_ctx") if k in spec},
        "python_timeout": python_timeout,
        # The contract of both protocols, not settings: the first RESULT line is final, and
        # no method sees a verifier's judgment (a Problem holds no gold answer).
        "answer_submission_policy": "first_result_is_final",
        "verifier_feedback_to_model": False,
        "answer_submitted": record.submitted,
        "submitted_attempt": record.submitted_attempt,
        "execution_candidate": record.answer,
        "confidence": record.confidence,
        "gold_answer": record.gold,
        "solved": record.correct,
        "failure_class": record.failure_class,
        "wrong_kind": record.wrong_kind,
        "attempt_verdicts": [a.status for a in trace.attempts],
        "verdict": record.verdict.model_dump(mode="json") if record.verdict else None,
        "prompt_tokens": record.prompt_tokens,
        "output_tokens": record.output_tokens,
        "llm_calls": record.llm_calls,
        "elapsed_s": round(record.elapsed_s, 3),
        "error": record.error.model_dump() if record.error else None,
    }


def _write_attempt(folder: Path, attempt: AttemptRecord) -> None:
    folder.mkdir()
    _put(folder / "prompt.md", "\n\n".join(f"## {m.role}\n\n{m.content}" for m in attempt.messages))
    _put(folder / "model_response.md", attempt.response or "")
    selection, execution = attempt.selection, attempt.execution
    if selection is not None and selection.code is not None:
        _put(folder / "extracted_code.py", selection.code)
    if selection is not None:
        _put_json(folder / "code_safety.json", selection.model_dump(mode="json"))
    if execution is not None:
        _put_json(folder / "execution.json", execution.model_dump(mode="json"))
    _put(folder / "execution_feedback.txt", attempt.feedback)


def _put(path: Path, text: str) -> None:
    path.write_text(text.rstrip("\n") + "\n", encoding="utf-8")


def _put_json(path: Path, data: Any) -> None:
    _put(path, json.dumps(data, indent=2, ensure_ascii=False, default=str))
