"""Generated programs and responses: the gate and code selection always answer, in time."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from hostile_inputs import (
    BANNED_PAYLOADS,
    GENERATED,
    deep_programs,
    hostile_text,
    nested_text,
    within,
)
from mathloop.sandbox import GateReport, check_code, get_policy, select_code

DEFAULT = get_policy("default")
LIMIT_S = 5.0


def _consistent(report: GateReport) -> None:
    assert report.safe == (report.violations == [])


@GENERATED
@given(deep_programs())
def test_the_gate_answers_deep_programs_and_never_fails_open(case: tuple[str, str]) -> None:
    program, payload = case
    report = within(LIMIT_S, lambda: check_code(program, DEFAULT))
    _consistent(report)
    if payload in BANNED_PAYLOADS:
        assert not report.safe, program[:200]


@GENERATED
@given(hostile_text)
def test_the_gate_answers_any_text(text: str) -> None:
    _consistent(within(LIMIT_S, lambda: check_code(text, DEFAULT)))


@GENERATED
@given(st.lists(st.one_of(hostile_text, nested_text(), deep_programs().map(lambda c: c[0]))))
def test_select_code_answers_any_response(parts: list[str]) -> None:
    response = "\n".join(
        f"```python\n{part}\n```" if i % 2 else part for i, part in enumerate(parts)
    )
    selection = within(LIMIT_S, lambda: select_code(response, DEFAULT))
    if selection.code is None:
        assert selection.gate is None
    else:
        assert selection.gate is not None
        _consistent(selection.gate)
