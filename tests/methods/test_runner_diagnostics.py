"""Runner diagnostics (issue 12): facts about a silent program reach the next relay prompt
when ``runner_diagnostics`` is on, and nothing changes when it is off."""

import asyncio
from typing import Any

import pytest

from helpers import answer_reply, fenced
from mathloop.llm import ScriptedBackend
from mathloop.methods import (
    OneShotPython,
    OneShotPythonSpec,
    RelayPython,
    RelayPythonSpec,
    SolveContext,
    Trace,
)
from mathloop.methods._diagnostics import repeated_program, silent_lines
from mathloop.problems import Problem

PROBLEM = Problem(id="magic", statement="Find n such that the square is magic.")
ANNOTATED = "n = 7\nprint('n is', n)\nRESULT: n"
ANNOTATION_NOTE = (
    "runner diagnostic: line 3: `RESULT: n` is a variable annotation, not a print; "
    "it printed nothing"
)


def relay(replies: list[str], **settings: Any) -> tuple[Trace, ScriptedBackend]:
    backend = ScriptedBackend(replies)
    spec = RelayPythonSpec(**settings)
    trace = asyncio.run(RelayPython(spec).solve(PROBLEM, SolveContext(backend=backend)))
    return trace, backend


def prompt(backend: ScriptedBackend, call: int) -> str:
    return backend.calls[call][-1].content


def test_an_annotation_for_a_print_is_named_in_the_next_prompt() -> None:
    trace, backend = relay([fenced(ANNOTATED), answer_reply("7")])
    assert trace.attempts[0].status == "NO_RESULT_LINE"
    assert trace.attempts[0].diagnostics == [ANNOTATION_NOTE.removeprefix("runner diagnostic: ")]
    assert ANNOTATION_NOTE in prompt(backend, 1)
    assert trace.submission.answer == "7"


def test_off_the_prompts_are_todays_byte_for_byte() -> None:
    _, on = relay([fenced(ANNOTATED), answer_reply("7")])
    trace, off = relay([fenced(ANNOTATED), answer_reply("7")], runner_diagnostics=False)
    assert trace.attempts[0].diagnostics == []
    assert ANNOTATION_NOTE not in prompt(off, 1)
    assert prompt(off, 1) == prompt(on, 1).replace(f"\n{ANNOTATION_NOTE}", "")
    assert "runner diagnostic" not in trace.attempts[0].feedback


def test_a_program_without_findings_gets_the_same_prompt_either_way() -> None:
    replies = [fenced('print("Solutions:", {"n": 7})'), answer_reply("7")]
    _, on = relay(replies)
    _, off = relay(replies, runner_diagnostics=False)
    assert prompt(on, 1) == prompt(off, 1)


def test_a_repeated_program_is_named_from_the_second_time_on() -> None:
    thinking = 'print("thinking")'
    replies = [fenced(thinking), fenced(f"\n{thinking}   \n\n"), fenced(thinking)]
    trace, backend = relay(replies, max_attempts=3, anti_repeat=False)
    assert "identical" not in prompt(backend, 1)
    assert "runner diagnostic: this program is identical to attempt 1's program" in prompt(
        backend, 2
    )
    assert trace.attempts[2].diagnostics == [
        "this program is identical to the programs of attempts 1 and 2"
    ]


def test_off_a_repeated_program_is_not_named() -> None:
    replies = [fenced('print("thinking")')] * 3
    trace, backend = relay(replies, max_attempts=3, runner_diagnostics=False)
    assert "identical" not in prompt(backend, 2)
    assert all(attempt.diagnostics == [] for attempt in trace.attempts)


def test_one_shot_records_the_diagnostics() -> None:
    backend = ScriptedBackend([fenced(ANNOTATED)])
    trace = asyncio.run(OneShotPython().solve(PROBLEM, SolveContext(backend=backend)))
    assert ANNOTATION_NOTE in trace.attempts[0].feedback
    off = OneShotPython(OneShotPythonSpec(runner_diagnostics=False))
    trace = asyncio.run(
        off.solve(PROBLEM, SolveContext(backend=ScriptedBackend([fenced(ANNOTATED)])))
    )
    assert trace.attempts[0].diagnostics == []


@pytest.mark.parametrize(
    ("code", "line", "text", "what"),
    [
        ("x = 1\nRESULT: x", 2, "RESULT: x", "a variable annotation"),
        ("result: sols[0]", 1, "result: sols[0]", "a variable annotation"),
        ("CONFIDENCE: 95", 1, "CONFIDENCE: 95", "a variable annotation"),
        ("if True:\n    RESULT: 7", 2, "RESULT: 7", "a variable annotation"),
        ('f"RESULT: {7}"', 1, 'f"RESULT: {7}"', "a string that is evaluated and dropped"),
        ("'result: 7'", 1, "'result: 7'", "a string that is evaluated and dropped"),
    ],
)
def test_silent_lines(code: str, line: int, text: str, what: str) -> None:
    (note,) = silent_lines(code)
    assert note.startswith(f"line {line}: `{text}` is {what}")


@pytest.mark.parametrize(
    "code",
    [
        'print("RESULT:", 7)',
        "RESULT: int = 7",  # an annotated assignment binds a value: deliberate code
        "answer: int",
        'message = f"RESULT: {7}"',
        "RESULT = 7",
        "this is not python",
    ],
)
def test_no_silent_lines(code: str) -> None:
    assert silent_lines(code) == []


def test_a_long_line_is_clipped() -> None:
    (note,) = silent_lines("RESULT: " + "1 + " * 40 + "1")
    assert "..." in note
    assert len(note) < 160


def test_a_rejected_program_gets_no_silent_line_note() -> None:
    trace, _ = relay([fenced("import os\nRESULT: 1"), answer_reply("1")])
    assert trace.attempts[0].status == "CODE_REJECTED"
    assert trace.attempts[0].diagnostics == []


def test_repeated_program_ignores_trailing_space_not_indentation() -> None:
    trace, _ = relay([fenced("if True:\n    print(1)")], max_attempts=1)
    assert repeated_program("if True:\n    print(1)  \n\n", trace.attempts) != []
    assert repeated_program("if True:\n  print(1)", trace.attempts) == []


def test_pot_names_an_annotation_in_its_retry_only_when_asked() -> None:
    """pot's runner diagnostics (issue 57): off by default and in the IIPC preset, on by
    setting; the retry's feedback then names the silent line, and nothing else changes."""
    from mathloop.methods import PotSpec, ProgramOfThoughts

    def pot(**settings: Any) -> tuple[Trace, ScriptedBackend]:
        backend = ScriptedBackend([fenced(ANNOTATED), fenced('print("RESULT:", 7)')])
        method = ProgramOfThoughts(PotSpec(**settings))
        return asyncio.run(method.solve(PROBLEM, SolveContext(backend=backend))), backend

    assert PotSpec().runner_diagnostics is False
    trace_off, off = pot()
    trace_on, on = pot(runner_diagnostics=True)
    assert trace_off.attempts[0].diagnostics == []
    assert ANNOTATION_NOTE not in prompt(off, 1)
    assert ANNOTATION_NOTE.removeprefix("runner diagnostic: ") in prompt(on, 1)
    assert trace_on.submission.answer == trace_off.submission.answer == "7"
