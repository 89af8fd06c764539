"""Labelled answer pairs (``tests/answers/*.jsonl``): one type and one loader for every corpus."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from mathloop.problems import AnswerKind

CORPUS_DIR = Path(__file__).parent / "answers"


@dataclass(frozen=True)
class Case:
    """One labelled pair: is ``candidate`` the same answer as ``gold``?"""

    id: str
    gold: str
    candidate: str
    kind: AnswerKind
    expected: bool
    category: str
    note: str
    problem: str = ""
    """The problem statement, where the answer form it asks for matters (issue 29)."""
    expected_lenient: bool | None = None
    """The label under the lenient final-form policy, where it was given (issue 53);
    ``expected`` is the label under the default, strict."""


def load_cases(name: str) -> list[Case]:
    """The pairs of ``tests/answers/<name>.jsonl``, in file order."""
    return read_cases(CORPUS_DIR / f"{name}.jsonl")


def read_cases(path: Path) -> list[Case]:
    """The pairs of the corpus file ``path`` (one JSON object per line), in file order."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [Case(**json.loads(line)) for line in lines if line.strip()]
