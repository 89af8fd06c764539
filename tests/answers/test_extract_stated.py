"""stated_answer: what other harnesses' replies state, in the order they state it."""

from __future__ import annotations

import pytest

from mathloop.answers.extract import stated_answer


@pytest.mark.parametrize(
    ("reply", "stated"),
    [
        ("so \\boxed{3}", "3"),
        ("\\boxed{1} then \\boxed{\\frac{2}{3}}", "\\frac{2}{3}"),
        ("ANSWER: $\\frac12$", "\\frac12"),
        ("**Answer:** 7\nthanks", "7"),
        ("**Answer**: 8", "8"),
        ("Answer: 1\nANSWER: 2", "2"),
        ("The boxed wins: \\boxed{5}\nANSWER: 6", "5"),
        ("she pays 3 + 4 = 7\n#### 1,234", "1234"),
        ("no answer here", None),
        ("ANSWER:   ", None),
        ("\\boxed{}", None),
    ],
)
def test_the_stated_answer(reply: str, stated: str | None) -> None:
    assert stated_answer(reply) == stated
