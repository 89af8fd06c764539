"""Every issue-5 method once with the real test model (SmolLM2-135M, tiny budgets).

The model is far too small to solve anything; the point is that each method runs end to end
through a real backend and the sandbox and finishes with a well-formed trace.
"""

import asyncio
from pathlib import Path
from typing import Any, get_args

import pytest

from mathloop.llm import LlamaCppBackend, LlamaCppSpec
from mathloop.methods import AttemptStatus, SolveContext, Trace, create_method
from mathloop.problems import Problem

pytestmark = pytest.mark.model

PROBLEM = Problem(id="smoke", statement="What is 6 times 7?")
SMALL = {"num_predict": 24, "num_ctx": 2048}
CASES: dict[str, dict[str, Any]] = {
    "cot": {},
    "pot": {"max_retries": 0},  # one program, then the CoT fallback if it gave no answer
    "pot_nc": {},
    # Prompt evaluation dominates on a CPU: keep the loops short (the scripted tests drive
    # every branch of them).
    "iipc": {"max_validations": 1, "max_corrections": 0},
    "iipc_ns": {"max_validations": 0, "max_corrections": 0},
    "iipc_ns_nms": {"max_validations": 0, "max_corrections": 0},
    "cr": {"max_rounds": 1},
    "macm": {"max_rounds": 1, "max_executor_retries": 0},
    "vote(cot, n=2, max_n=3)": {},
    "consensus": {"max_samples": 2, "repairs": 1},
}


@pytest.fixture(scope="module")
def backend(smollm2_path: Path) -> LlamaCppBackend:
    return LlamaCppBackend(LlamaCppSpec(model_path=str(smollm2_path), n_ctx=2048))


@pytest.mark.parametrize("name", list(CASES))
def test_method_finishes_with_a_well_formed_trace(name: str, backend: LlamaCppBackend) -> None:
    method = create_method(name, {**SMALL, **CASES[name]})
    trace = asyncio.run(method.solve(PROBLEM, SolveContext(backend=backend, seed=1)))
    stored = trace.model_dump_json()
    assert Trace.model_validate_json(stored).model_dump_json() == stored
    assert trace.method == method.name
    assert trace.error is None, trace.error
    assert trace.llm_calls >= 1
    assert trace.output_tokens > 0
    assert trace.submission.status in get_args(AttemptStatus)
    assert (trace.submission.answer is None) == (trace.submission.status != "RESULT_SUBMITTED")
    assert trace.stop_reason
    assert [step.index for step in trace.steps] == list(range(1, len(trace.steps) + 1))
    linked = [step.attempt for step in trace.steps if step.attempt is not None]
    assert linked == [attempt.index for attempt in trace.attempts]


def test_with_the_anti_repeat_rule_no_program_runs_twice(backend: LlamaCppBackend) -> None:
    """A tiny model at temperature 0 tends to write its program again; none runs twice."""
    from mathloop.methods._repeats import program_key

    method = create_method("relay_python", {"num_predict": 48, "num_ctx": 2048, "max_attempts": 3})
    trace = asyncio.run(method.solve(PROBLEM, SolveContext(backend=backend, seed=1)))
    ran = [
        program_key(a.selection.code)
        for a in trace.attempts
        if a.execution is not None
        and a.reused_execution_of is None
        and a.selection is not None
        and a.selection.code is not None
    ]
    assert len(ran) == len(set(ran))
    assert trace.llm_calls == len(trace.attempts) + sum(len(a.repeats) for a in trace.attempts)
