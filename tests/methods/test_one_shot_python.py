import asyncio

import pytest

from helpers import answer_reply, fenced
from mathloop.errors import BackendError
from mathloop.llm import ScriptedBackend
from mathloop.methods import OneShotPython, OneShotPythonSpec, SolveContext, Trace
from mathloop.problems import Problem
from mathloop.sandbox import Limits, executor

PROBLEM = Problem(id="p1", statement="What is 6 times 7?")


def solve(
    backend: ScriptedBackend, *, timeout: float = 15.0, spec: OneShotPythonSpec | None = None
) -> Trace:
    ctx = SolveContext(backend=backend, limits=Limits(timeout_s=timeout))
    return asyncio.run(OneShotPython(spec).solve(PROBLEM, ctx))


def test_result_line_is_submitted() -> None:
    trace = solve(ScriptedBackend([answer_reply("42", 95)]))
    assert trace.submission.answer == "42"
    assert trace.submission.confidence == 95
    assert trace.submission.status == "RESULT_SUBMITTED"
    assert trace.submission.source == "execution"
    assert trace.llm_calls == 1


def test_uses_the_seed_budgets() -> None:
    backend = ScriptedBackend([answer_reply("42")])
    solve(backend)
    assert backend.params[0].max_tokens == 12500
    assert backend.params[0].num_ctx == 16384


def test_reply_without_code_is_no_usable_code() -> None:
    trace = solve(ScriptedBackend(["The answer is 42.\nRESULT: 42"]))
    assert trace.submission.answer is None
    assert trace.submission.status == "NO_USABLE_CODE_OR_RESULT"
    assert "no fenced Python code block" in trace.attempts[0].feedback


def test_unsafe_code_is_rejected_and_not_run() -> None:
    trace = solve(ScriptedBackend([fenced('import os\nprint("RESULT:", os.getcwd())')]))
    attempt = trace.attempts[0]
    assert attempt.status == "CODE_REJECTED"
    assert attempt.execution is None
    assert "os" in attempt.feedback


def test_crash_before_result_is_no_result_line() -> None:
    code = 'sols = {"n": 7}\nprint("Solutions:", sols)\nprint("RESULT:", sols[0])'
    trace = solve(ScriptedBackend([fenced(code)]))
    attempt = trace.attempts[0]
    assert attempt.status == "NO_RESULT_LINE"
    assert "KeyError" in attempt.feedback
    assert "Solutions:" in attempt.feedback


def test_result_before_crash_still_counts() -> None:
    trace = solve(ScriptedBackend([fenced('print("RESULT: 7")\nraise ValueError("late")')]))
    assert trace.submission.answer == "7"


def test_endless_program_is_execution_timeout() -> None:
    trace = solve(ScriptedBackend([fenced("while True:\n    pass")]), timeout=1.0)
    assert trace.submission.status == "EXECUTION_TIMEOUT"
    assert trace.attempts[0].execution is not None
    assert trace.attempts[0].execution.timed_out


def test_without_the_timeout_label_a_killed_program_is_no_result_line() -> None:
    # The essay's runner has no timeout label: a killed program ran and printed no RESULT.
    spec = OneShotPythonSpec(label_execution_timeout=False)
    trace = solve(ScriptedBackend([fenced("while True:\n    pass")]), timeout=1.0, spec=spec)
    assert trace.submission.status == "NO_RESULT_LINE"
    attempt = trace.attempts[0]
    assert attempt.execution is not None and attempt.execution.timed_out
    assert attempt.feedback.startswith("runner verdict: NO_RESULT_LINE\n")
    assert trace.spec["label_execution_timeout"] is False


def test_backend_failure_is_llm_error_not_an_answer() -> None:
    backend = ScriptedBackend([answer_reply("42")], failures={0: BackendError("server down")})
    trace = solve(backend)
    assert trace.submission.answer is None
    assert trace.submission.status == "LLM_ERROR"
    assert trace.error is not None
    assert "server down" in trace.error.message


def test_trace_records_the_spec() -> None:
    trace = solve(ScriptedBackend([answer_reply("42")]))
    assert trace.spec["num_predict"] == 12500
    assert "verifier_feedback_to_model" not in trace.spec  # a contract, not a setting


def test_feedback_for_each_verdict() -> None:
    # The one renderer of what the runner saw (python_attempt.render_feedback), as the
    # relay's next prompt reads it: rejected, crashed and timed-out programs.
    rejected = solve(ScriptedBackend([fenced("import os")])).attempts[0].feedback
    assert rejected.startswith("runner verdict: CODE_REJECTED\n")
    assert "safe: false\nsafety violation: line 1: banned_import: os" in rejected
    assert "the program did not run" in rejected
    crashed = solve(ScriptedBackend([fenced("print('n = 7')\nx = {}[1]")])).attempts[0].feedback
    assert "safe: true\nexit_code: 1\ntimed_out: false\nstdout:\nn = 7\nstderr:\n" in crashed
    assert "KeyError" in crashed
    timeout = solve(ScriptedBackend([fenced("while True: pass")]), timeout=1.0).attempts[0]
    assert "timed_out: true" in timeout.feedback
    assert "stdout:\n(empty)" in timeout.feedback


def test_the_safety_gate_runs_once_per_program(monkeypatch: pytest.MonkeyPatch) -> None:
    # select_code gated the chosen block; the executor takes that report instead of gating again.
    def gate_again(*args: object, **kwargs: object) -> None:
        raise AssertionError("the executor gated the program a second time")

    monkeypatch.setattr(executor, "check_code", gate_again)
    trace = solve(ScriptedBackend([answer_reply("42")]))
    attempt = trace.attempts[0]
    assert attempt.execution is not None and attempt.selection is not None
    assert attempt.execution.gate == attempt.selection.gate
    assert trace.submission.answer == "42"
