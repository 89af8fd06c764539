"""The hand-labelled audit corpus of real train-split answers (issue 53, item 4:
``tests/answers/audit.jsonl``, listed by ``bench/audit_pairs.py``): well formed, and the
checker makes no false credit on it under either final-form policy and at most 1% false
negatives (issue 53's bar; ``bench/verifier.py`` prints the figures). Each row is a
:class:`~answer_corpus.Case` with both labels, ``expected`` (strict) and
``expected_lenient``."""

from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from answer_corpus import Case, load_cases
from mathloop.answers import CheckSettings, FinalForm, Verifier

CORPUS = Path(__file__).with_name("audit.jsonl")
KEYS = {field.name for field in fields(Case)}
MIN_ROWS = 300
MAX_FALSE_NEGATIVES = 0.01


def _rows() -> list[dict[str, Any]]:
    lines = CORPUS.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def test_audit_rows_have_the_case_keys_and_the_lenient_label() -> None:
    rows = _rows()
    assert len(rows) >= MIN_ROWS
    for row in rows:
        assert set(row) == KEYS, row["id"]
        assert row["category"] == "audit", row["id"]
        assert row["kind"] in ("math", "gsm8k"), row["id"]
        assert row["note"].strip(), row["id"]
        assert row["problem"].strip(), row["id"]


def test_audit_ids_are_unique() -> None:
    ids = [row["id"] for row in _rows()]
    assert len(set(ids)) == len(ids)


def test_audit_strict_label_implies_the_lenient_one() -> None:
    for row in _rows():
        assert isinstance(row["expected"], bool), row["id"]
        assert isinstance(row["expected_lenient"], bool), row["id"]
        assert row["expected_lenient"] or not row["expected"], row["id"]


@pytest.mark.parametrize("policy", ["strict", "lenient"])
def test_no_false_credit_and_few_false_negatives_on_real_answers(policy: FinalForm) -> None:
    settings = CheckSettings(final_form=policy)
    false_credits, false_negatives = [], []
    with Verifier(settings) as verifier:
        for case in load_cases("audit"):
            label = case.expected if policy == "strict" else case.expected_lenient
            equal = verifier.check(
                case.gold, case.candidate, kind=case.kind, problem=case.problem
            ).equal
            if equal and not label:
                false_credits.append(case.id)
            elif label and not equal:
                false_negatives.append(case.id)
    assert false_credits == []
    assert len(false_negatives) <= MAX_FALSE_NEGATIVES * MIN_ROWS, false_negatives
