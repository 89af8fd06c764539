"""Small builders shared by tests (not fixtures: plain functions)."""

from __future__ import annotations

from mathloop.problems import BenchmarkItem, Problem


def fenced(code: str) -> str:
    """A model reply holding one fenced Python block."""
    return f"Here is my program.\n```python\n{code.strip()}\n```\n"


def answer_reply(answer: str, confidence: int = 90) -> str:
    """A reply whose program prints a RESULT line."""
    return fenced(f'print("RESULT: {answer}")\nprint("CONFIDENCE: {confidence}")')


def item(problem_id: str, statement: str, gold: str) -> BenchmarkItem:
    """A benchmark item with a hand-written statement and gold answer."""
    return BenchmarkItem(Problem(id=problem_id, statement=statement), gold)
