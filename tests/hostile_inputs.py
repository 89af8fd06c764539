"""Generated hostile inputs: deep nesting, long runs, odd characters (hypothesis strategies).

Shared by the tests that assert the gate, code selection, answer parsing and the verifier
give a verdict for every input within a time limit. Settings are explicit and modest: the
machine that runs the suite is small and shared.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

__all__ = [
    "GENERATED",
    "answers",
    "deep_programs",
    "hostile_text",
    "nested_text",
    "within",
]

T = TypeVar("T")

GENERATED = settings(
    max_examples=120,
    deadline=None,  # timed by ``within``, with a limit that fits a loaded machine
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
"""Hypothesis settings for the generated-input tests."""

# Characters that parsers treat specially, plus whitespace, control and non-BMP characters.
_SPECIAL = "()[]{}<>`\\$^_,;:=+-*/%!|&#'\"\n\r\t \x00\x0b\x0c\x85\u2028\ufeff\U0001d7d8"
hostile_text = st.text(
    alphabet=st.one_of(
        st.sampled_from(_SPECIAL),
        st.characters(blacklist_categories=()),  # surrogates included
    ),
    max_size=400,
)
"""Short text of any characters, weighted towards brackets, quotes and odd whitespace."""

# ``{}`` is the payload; each template nests it one level deeper.
_PROGRAM_LEVELS = (
    "(1 + {})", "({} + 1)", "[{}]", "{{1: {}}}", "f({})", "not {}", "-{}", "{}.real",
    "{}()", "x[{}]", "lambda: {}", "(1 if a else {})", "2 ** {}", "{{{}}}", "(yield {})",
    "f'{{{}}}'", "({} for _ in x)",
)  # fmt: skip
_PAYLOADS = ("1", "x", "open('/etc/passwd')", "__import__('os')", "().__class__", "'__globals__'")
BANNED_PAYLOADS = frozenset(_PAYLOADS[2:])
"""Payloads the default policy refuses wherever they sit in the tree."""


@st.composite
def deep_programs(draw: st.DrawFn) -> tuple[str, str]:
    """``(program, payload)``: a payload nested up to 6,000 levels deep in one template."""
    level = draw(st.sampled_from(_PROGRAM_LEVELS))
    depth = draw(st.one_of(st.integers(0, 300), st.integers(300, 6000)))
    payload = draw(st.sampled_from(_PAYLOADS))
    expression = payload
    for _ in range(depth):
        expression = level.format(expression)
    prefix = draw(st.sampled_from(["x = ", "", "def g():\n    return ", "print("]))
    suffix = ")" if prefix == "print(" else ""
    return f"{prefix}{expression}{suffix}\n", payload


@st.composite
def nested_text(draw: st.DrawFn) -> str:
    """Brackets, boxes, fractions or fences nested up to 5,000 deep, balanced or not."""
    opening, closing = draw(
        st.sampled_from(
            [("(", ")"), ("[", "]"), ("{", "}"), ("\\boxed{", "}"), ("\\frac{1}{", "}"),
             ("\\sqrt{", "}"), ("\\left(", "\\right)"), ("2^{", "}"), ("```python\n", "\n```"),
             ("\\text{", "}"), ("Matrix([", "])"), ("Interval(0, ", ")")]
        )
    )  # fmt: skip
    depth = draw(st.one_of(st.integers(0, 60), st.integers(60, 5000)))
    closed = draw(st.integers(0, depth))
    inner = draw(st.sampled_from(["1", "x", "", "1, 2", "-", "RESULT: 1", "\\pm 3"]))
    return opening * depth + inner + closing * closed


answers = st.one_of(
    hostile_text,
    nested_text(),
    st.builds(lambda s, n: s * n, st.sampled_from(["1", " ", "(", "}", "\\", ",", "x^"]),
              st.integers(0, 100_000)),
)  # fmt: skip
"""What a model might submit as an answer, hostile or merely odd."""


HANG_S = 120.0
"""Wall-clock seconds past which a call is taken to hang, however loaded the machine."""


def within(limit_s: float, call: Callable[[], T]) -> T:
    """``call()``, failing the test when it spends more than ``limit_s`` seconds of this
    process's CPU time (a blow-up in the work itself), or hangs past :data:`HANG_S` of wall
    clock. CPU time, not wall time: a loaded machine (a long run beside the suite) slows a
    call's wall time several-fold without a change in the work, and must not fail it. These
    are guards that a verdict comes at all; speed figures are ``bench/``'s."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = call()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    assert cpu < limit_s, f"took {cpu:.2f} s of CPU (limit {limit_s} s)"
    assert wall < HANG_S, f"took {wall:.2f} s of wall clock (a hang: limit {HANG_S} s)"
    return result
