"""mathloop's answer checker as an lm-evaluation-harness metric (``mathloop[lm-eval]``).

A task YAML names these functions in ``process_results: !function utils.process_results``
(the task folder ``integrations/lm_eval/`` does, for MATH-500 and GSM8K): each reply's stated
answer (:func:`mathloop.answers.extract.stated_answer`) is checked against the document's gold
with the document's problem as the statement, under both final-form policies, and scored 1 or
0 as ``mathloop_strict`` and ``mathloop_lenient``. The checker reads model text only in its
bounded worker process. Nothing here imports lm_eval: the functions take plain dicts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from mathloop.answers import verify
from mathloop.answers.extract import stated_answer
from mathloop.problems import AnswerKind

__all__ = ["process_results", "process_results_gsm8k", "score_reply"]

_STATEMENT_FIELDS = ("problem", "question", "statement")


def score_reply(
    gold: str, reply: str, *, statement: str | None, kind: AnswerKind = "auto"
) -> dict[str, int]:
    """``{"mathloop_strict": 0|1, "mathloop_lenient": 0|1}`` for one reply."""
    answer = stated_answer(reply)
    if answer is None:
        return {"mathloop_strict": 0, "mathloop_lenient": 0}
    return {
        f"mathloop_{policy}": int(
            verify(gold, answer, statement=statement, kind=kind, final_form=policy).equal is True
        )
        for policy in ("strict", "lenient")
    }


def process_results(doc: Mapping[str, Any], results: Sequence[str]) -> dict[str, int]:
    """lm-eval's hook for a MATH-style document (``problem``/``answer``, or ``question``)."""
    return score_reply(str(doc["answer"]), results[0], statement=_statement(doc), kind="math")


def process_results_gsm8k(doc: Mapping[str, Any], results: Sequence[str]) -> dict[str, int]:
    """lm-eval's hook for a GSM8K document (its ``answer`` ends in ``#### number``)."""
    return score_reply(str(doc["answer"]), results[0], statement=_statement(doc), kind="gsm8k")


def _statement(doc: Mapping[str, Any]) -> str | None:
    for field in _STATEMENT_FIELDS:
        if isinstance(doc.get(field), str):
            return str(doc[field])
    return None
