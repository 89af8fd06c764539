import asyncio

from mathloop.errors import BackendError
from mathloop.llm import ScriptedBackend
from mathloop.methods import ChainOfThought, CotSpec, SolveContext
from method_scripts import PROBLEM, code, components, solve


def test_the_last_boxed_answer_is_submitted() -> None:
    reply = "First guess \\boxed{41}. No: 6 * 7 = 42, so \\boxed{\\frac{84}{2}}."
    trace, backend = solve(ChainOfThought(), [reply])
    assert trace.submission.answer == "\\frac{84}{2}"
    assert trace.submission.source == "text"
    assert trace.submission.status == "RESULT_SUBMITTED"
    assert components(trace) == ["cot"]
    assert trace.steps[0].answer == "\\frac{84}{2}"
    assert trace.stop_reason == "answered"
    assert trace.problem == PROBLEM.statement
    assert backend.params[0].temperature == 0.1


def test_a_reply_without_a_box_submits_nothing() -> None:
    trace, _ = solve(ChainOfThought(), ["The answer is 42. " + code("print(42)")])
    assert trace.submission.answer is None
    assert trace.submission.status == "NO_USABLE_CODE_OR_RESULT"
    assert trace.stop_reason == "no_boxed_answer"
    assert trace.attempts == []  # CoT never runs code


def test_spec_and_budget_reach_trace_and_backend() -> None:
    trace, backend = solve(ChainOfThought(CotSpec(num_predict=77)), ["\\boxed{42}"])
    assert backend.params[0].max_tokens == 77
    assert {k: trace.spec[k] for k in ("num_predict", "num_ctx", "temperature")} == {
        "num_predict": 77,
        "num_ctx": 16384,
        "temperature": 0.1,
    }
    assert trace.spec["repeat_penalty"] == 1.0 and trace.spec["stop_on_repetition"] is True
    assert trace.llm_calls == 1
    assert trace.output_tokens > 0


def test_backend_failure_is_llm_error() -> None:
    backend = ScriptedBackend(["\\boxed{42}"], failures={0: BackendError("down")})
    trace = asyncio.run(ChainOfThought().solve(PROBLEM, SolveContext(backend=backend)))
    assert trace.submission.status == "LLM_ERROR"
    assert trace.error is not None and "down" in trace.error.message
    assert trace.stop_reason == "llm_error"
    assert trace.llm_calls == 1


def test_the_brief_chain_prompt_is_asked_where_set() -> None:
    _, paper = solve(ChainOfThought(), ["\\boxed{42}"])
    _, brief = solve(ChainOfThought(CotSpec(chain_prompt="brief")), ["\\boxed{42}"])
    assert "step by step" in paper.calls[0][0].content
    assert "briefly" in brief.calls[0][0].content and "Reason briefly" in brief.calls[0][1].content
    assert PROBLEM.statement in brief.calls[0][1].content
