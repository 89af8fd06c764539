"""The hand-labelled audit corpus of real train-split answers (issue 53, item 4:
``tests/answers/audit.jsonl``, listed by ``bench/audit_pairs.py``) is well formed.

Its labels are not checked against the checker here: the corpus measures the checker's false
credits and false negatives (``bench/verifier.py`` is to read it), so a disagreement is a
figure, not a failure. Each row is a :class:`~answer_corpus.Case` plus ``expected_lenient``."""

from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path
from typing import Any

from answer_corpus import Case

CORPUS = Path(__file__).with_name("audit.jsonl")
KEYS = {field.name for field in fields(Case)} | {"expected_lenient"}
MIN_ROWS = 300


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
