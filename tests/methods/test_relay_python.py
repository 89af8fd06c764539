import asyncio

import pytest

from helpers import answer_reply, fenced
from mathloop.errors import BackendError, ConfigError, ContextLengthError
from mathloop.llm import Completion, GenerationParams, Message, ScriptedBackend
from mathloop.methods import RelayPython, RelayPythonSpec, SolveContext, Trace
from mathloop.methods.specs import build_spec
from mathloop.problems import Problem
from mathloop.sandbox import Limits

PROBLEM = Problem(id="magic", statement="Find n such that the square is magic.")
CRASHING = 'sols = {"n": 7}\nprint("Solutions:", sols)\nprint("RESULT:", sols[0])'


def solve(backend: ScriptedBackend, spec: RelayPythonSpec | None = None) -> Trace:
    return asyncio.run(RelayPython(spec).solve(PROBLEM, SolveContext(backend=backend)))


def test_first_result_ends_the_relay() -> None:
    backend = ScriptedBackend([answer_reply("7"), answer_reply("8")])
    trace = solve(backend)
    assert len(backend.calls) == 1
    assert trace.submission.answer == "7"
    assert trace.submission.attempt == 1


def test_feedback_of_a_crash_reaches_the_next_attempt() -> None:
    backend = ScriptedBackend([fenced(CRASHING), answer_reply("7", 95)])
    trace = solve(backend)
    assert [a.status for a in trace.attempts] == ["NO_RESULT_LINE", "RESULT_SUBMITTED"]
    second_prompt = backend.calls[1][-1].content
    assert "attempt 2 of 5" in second_prompt
    assert "runner verdict: NO_RESULT_LINE" in second_prompt
    assert "KeyError: 0" in second_prompt
    assert "Solutions: {'n': 7}" in second_prompt
    assert "exit_code: 1" in second_prompt
    assert "parsed_result: UNKNOWN" in second_prompt
    assert "safe: true" in second_prompt
    assert "sols[0]" in second_prompt  # the previous program is shown
    assert "attempt 1: NO_RESULT_LINE" in second_prompt  # compact progress
    assert trace.submission.attempt == 2


def test_only_the_first_result_line_counts() -> None:
    code = 'print("RESULT: 3")\nprint("RESULT: 4")\nprint("CONFIDENCE: 60")'
    trace = solve(ScriptedBackend([fenced(code)]))
    assert trace.submission.answer == "3"
    assert trace.submission.confidence == 60


def test_budget_exhausted_without_result() -> None:
    backend = ScriptedBackend([fenced('print("thinking")')], cycle=True)
    trace = solve(backend, RelayPythonSpec(max_attempts=3, anti_repeat=False))
    assert len(backend.calls) == 3
    assert trace.submission.answer is None
    assert trace.submission.status == "NO_RESULT_LINE"


def test_missing_fence_becomes_feedback() -> None:
    backend = ScriptedBackend(["I think it is 441.", answer_reply("441")])
    trace = solve(backend)
    assert trace.attempts[0].status == "NO_USABLE_CODE_OR_RESULT"
    assert "no fenced Python code block" in backend.calls[1][-1].content
    assert trace.submission.answer == "441"


def test_rejected_code_reports_rule_and_line() -> None:
    backend = ScriptedBackend([fenced("x = 1\nimport socket"), answer_reply("1")])
    solve(backend)
    feedback = backend.calls[1][-1].content
    assert "safe: false" in feedback
    assert "line 2" in feedback


def test_thousands_of_refused_imports_give_bounded_feedback_and_diagnostics() -> None:
    program = "import " + ",".join(f"m{i}" for i in range(20_000))
    backend = ScriptedBackend([fenced(program), answer_reply("1")])
    trace = solve(backend)
    feedback = backend.calls[1][-1].content
    assert "more violations not shown" in feedback
    # The prompt shows the previous program (138 KB here); the gate's part stays small.
    assert len(feedback) - len(program) < 20_000
    selection = trace.attempts[0].selection
    assert selection is not None and len(selection.diagnostics) < 30
    # The trace holds the program three times (reply, selection, next prompt) and little more.
    assert len(trace.model_dump_json()) < 3 * len(program) + 50_000


def test_llm_error_stops_the_relay() -> None:
    backend = ScriptedBackend(
        [fenced('print("x")'), answer_reply("1")], failures={1: BackendError("gone")}
    )
    trace = solve(backend)
    assert [a.status for a in trace.attempts] == ["NO_RESULT_LINE", "LLM_ERROR"]
    assert trace.submission.status == "LLM_ERROR"


def test_uses_the_seed_budgets_per_attempt() -> None:
    backend = ScriptedBackend([fenced('print("x")'), answer_reply("1")])
    trace = solve(backend)
    assert {(p.max_tokens, p.num_ctx) for p in backend.params} == {(2500, 8192)}
    assert trace.spec["max_attempts"] == 5
    assert trace.llm_calls == 2


def test_calls_record_their_context_and_a_prompt_over_it_is_an_llm_error() -> None:
    def reply(_messages: list[Message], params: GenerationParams) -> Completion:
        return Completion(fenced('print("x")'), 10, 3, 0.0, "stop", num_ctx=params.num_ctx)

    too_long = ContextLengthError("the prompt's 9000 tokens leave no room for a reply")
    trace = solve(ScriptedBackend(reply, failures={1: too_long}))
    first, second = trace.attempts
    assert first.completion is not None and first.completion.num_ctx == 8192
    assert (second.status, second.completion) == ("LLM_ERROR", None)
    assert second.error is not None and "leave no room" in second.error.message


def test_tokens_are_summed_over_attempts() -> None:
    backend = ScriptedBackend([fenced('print("x")'), answer_reply("1")])
    trace = solve(backend)
    completions = [a.completion for a in trace.attempts if a.completion]
    assert trace.output_tokens == sum(c.output_tokens for c in completions) > 0


def test_without_the_timeout_label_the_next_attempt_reads_no_result_line() -> None:
    backend = ScriptedBackend([fenced("while True:\n    pass"), answer_reply("7")])
    spec = RelayPythonSpec(label_execution_timeout=False)
    ctx = SolveContext(backend=backend, limits=Limits(timeout_s=1.0))
    trace = asyncio.run(RelayPython(spec).solve(PROBLEM, ctx))
    assert trace.attempts[0].status == "NO_RESULT_LINE"
    second_prompt = backend.calls[1][-1].content
    assert "attempt 1: NO_RESULT_LINE" in second_prompt
    assert "EXECUTION_TIMEOUT" not in second_prompt


def test_without_the_previous_program_the_next_prompt_has_no_program_section() -> None:
    shown = ScriptedBackend([fenced(CRASHING), answer_reply("7")])
    solve(shown)
    assert "Your previous program:\n```python\nsols = " in shown.calls[1][-1].content
    hidden = ScriptedBackend([fenced(CRASHING), answer_reply("7")])
    solve(hidden, RelayPythonSpec(include_previous_code=False))
    second_prompt = hidden.calls[1][-1].content
    assert "previous program" not in second_prompt
    assert "```" not in second_prompt
    assert "KeyError: 0" in second_prompt  # the runner's observations still travel


NAME_ERROR = 'x = y + 1\nprint("RESULT:", x)'
OTHER_NAME_ERROR = 'z = 2\nx = y * z\nprint("RESULT:", x)'


def test_the_same_error_twice_is_said_in_the_next_prompt() -> None:
    backend = ScriptedBackend([fenced(NAME_ERROR), fenced(OTHER_NAME_ERROR), answer_reply("3")])
    trace = solve(backend)
    assert trace.submission.attempt == 3
    second, third = backend.calls[1][-1].content, backend.calls[2][-1].content
    assert "failed with the same error" not in second  # one failure is not a repeat
    note = "Attempts 1 and 2 failed with the same error: NameError: name 'y' is not defined"
    assert note in third
    assert "Do the failing step another way" in third
    assert third.index("What the runner observed") < third.index(note)  # after the observations
    assert "Your previous program" in second
    assert "Your previous program" not in third  # the failing line cannot be copied
    assert "x = y * z" in third  # the traceback still quotes it


def test_different_errors_or_a_clean_run_bring_no_note() -> None:
    key_then_name = ScriptedBackend([fenced(CRASHING), fenced(NAME_ERROR), answer_reply("3")])
    solve(key_then_name)
    assert "failed with the same error" not in key_then_name.calls[2][-1].content
    quiet_twice = ScriptedBackend([fenced('print("x")'), fenced('print("y")'), answer_reply("3")])
    solve(quiet_twice)
    assert "failed with the same error" not in quiet_twice.calls[2][-1].content


def test_the_note_is_a_setting_and_off_says_nothing() -> None:
    replies = [fenced(NAME_ERROR), fenced(OTHER_NAME_ERROR), answer_reply("3")]
    off = ScriptedBackend(replies)
    solve(off, RelayPythonSpec(same_error_note=""))
    assert "failed with the same error" not in off.calls[2][-1].content
    own = ScriptedBackend(replies)
    solve(own, RelayPythonSpec(same_error_note="Again ($attempts): $error."))
    assert "Again (1 and 2): NameError: name 'y' is not defined." in own.calls[2][-1].content


def test_a_note_with_an_unknown_placeholder_is_refused_in_one_line() -> None:
    with pytest.raises(ConfigError, match=r"same_error_note=.*placeholders are \$error"):
        build_spec(RelayPythonSpec, {"same_error_note": "again: $eror"}, method="relay_python")


def test_the_program_stays_after_the_same_error_with_its_drop_off() -> None:
    backend = ScriptedBackend([fenced(NAME_ERROR), fenced(OTHER_NAME_ERROR), answer_reply("3")])
    solve(backend, RelayPythonSpec(same_error_drop_previous=False))
    third = backend.calls[2][-1].content
    assert "failed with the same error" in third
    assert "Your previous program:\n```python\nz = 2" in third


def test_after_the_same_error_twice_the_next_attempt_can_sample_hotter() -> None:
    replies = [fenced(NAME_ERROR), fenced(OTHER_NAME_ERROR), answer_reply("3")]
    hot = ScriptedBackend(replies)
    solve(hot)  # mathloop's default: 0.7
    samplers = [params.sampler for params in hot.params]
    assert [s.temperature for s in samplers] == [0.0, 0.0, 0.7]
    assert (samplers[2].top_k, samplers[2].top_p, samplers[2].min_p) == (0, 1.0, 0.05)
    greedy = ScriptedBackend(replies)
    solve(greedy, RelayPythonSpec(same_error_temperature=0))  # 0: the method's own sampler
    assert [params.sampler.temperature for params in greedy.params] == [0.0, 0.0, 0.0]
