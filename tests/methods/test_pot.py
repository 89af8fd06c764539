from mathloop.methods import PotSpec, ProgramOfThoughts, create_method
from method_scripts import CRASH, answer_program, code, components, solve, user_prompt


def test_a_program_that_answers_ends_the_run() -> None:
    trace, backend = solve(ProgramOfThoughts(), [answer_program("42")])
    assert len(backend.calls) == 1
    assert trace.submission.answer == "42"
    assert trace.submission.source == "execution"
    assert trace.submission.attempt == 1
    assert trace.stop_reason == "program_answered"
    assert trace.steps[0].attempt == 1


def test_error_then_fix() -> None:
    trace, backend = solve(ProgramOfThoughts(), [CRASH, answer_program("42")])
    assert components(trace) == ["program", "retry"]
    assert [a.status for a in trace.attempts] == ["NO_RESULT_LINE", "RESULT_SUBMITTED"]
    retry = user_prompt(backend, 1)
    assert "NameError: name 'y' is not defined" in retry
    assert "print('x', y)" in retry  # the failed program goes back to the model
    assert "correction 1 of 3" in retry
    assert trace.submission.answer == "42"
    assert trace.submission.attempt == 2


def test_retry_limit_falls_back_to_cot() -> None:
    replies = [CRASH, CRASH, "no code, sorry", CRASH, "So 6 * 7 = \\boxed{42}."]
    # The loop as the paper states it: a repeated crash is run again (the rule is off).
    trace, backend = solve(ProgramOfThoughts(PotSpec(anti_repeat=False)), replies)
    assert components(trace) == ["program", "retry", "retry", "retry", "cot_fallback"]
    assert len(trace.attempts) == 4
    assert trace.attempts[2].status == "NO_USABLE_CODE_OR_RESULT"
    assert "no fenced Python code block" in user_prompt(backend, 3)
    assert trace.stop_reason == "retry_limit_then_cot"
    assert trace.submission.answer == "42"
    assert trace.submission.source == "text"
    assert "Do not write code" in backend.calls[4][0].content  # the CoT contract


def test_without_fallback_the_last_status_stands() -> None:
    method = ProgramOfThoughts(PotSpec(max_retries=1, cot_fallback=False))
    trace, _ = solve(method, [CRASH, code("print('thinking')")])
    assert trace.submission.answer is None
    assert trace.submission.status == "NO_RESULT_LINE"
    assert trace.stop_reason == "retry_limit"


def test_pot_nc_runs_one_program_once() -> None:
    method = create_method("pot_nc")
    assert method.name == "pot_nc"
    trace, backend = solve(method, [CRASH, answer_program("42")])
    assert len(backend.calls) == 1
    assert trace.submission.answer is None
    assert trace.submission.status == "NO_RESULT_LINE"
    assert trace.stop_reason == "no_correction"
    assert trace.spec["max_retries"] == 0
    assert trace.spec["cot_fallback"] is False


def test_pot_once_falls_back_to_cot_after_one_program() -> None:
    method = create_method("pot_once")
    assert method.name == "pot_once"
    trace, backend = solve(method, [CRASH, "So 6 * 7 = \\boxed{42}.", answer_program("7")])
    assert components(trace) == ["program", "cot_fallback"]
    assert len(backend.calls) == 2
    assert trace.submission.answer == "42"
    assert trace.submission.source == "text"
    assert trace.stop_reason == "retry_limit_then_cot"
    assert trace.spec["max_retries"] == 0
    assert trace.spec["cot_fallback"] is True


def test_pot_once_keeps_an_answering_program() -> None:
    trace, backend = solve(create_method("pot_once"), [answer_program("42")])
    assert len(backend.calls) == 1
    assert trace.submission.answer == "42"
    assert trace.stop_reason == "program_answered"


def test_defaults_are_the_papers() -> None:
    trace, backend = solve(create_method("pot"), [answer_program("42")])
    assert trace.spec["max_retries"] == 3
    assert backend.params[0].temperature == 0.1
