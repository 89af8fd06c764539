"""The anti-repeat rule: a repeated program is asked again before it runs, never run twice."""

import asyncio
import dataclasses

from helpers import answer_reply, fenced
from mathloop.llm import ScriptedBackend
from mathloop.methods import (
    Consensus,
    ConsensusSpec,
    Iipc,
    IipcSpec,
    PotSpec,
    ProgramOfThoughts,
    RelayPython,
    RelayPythonSpec,
    SolveContext,
    Trace,
)
from mathloop.methods._repeats import earlier_same_program, program_key
from mathloop.presets import get_preset
from mathloop.problems import Problem
from mathloop.sandbox import Limits
from method_scripts import CRASH, answer_program, solve

PROBLEM = Problem(id="p", statement="What is 6 times 7?")
SILENT = 'x = 6 * 7\nprint("thinking", x)'
SILENT_RESTYLED = '# the same program\nx = 6*7\n\nprint( "thinking" , x )  # again'


def relay(replies: list[str], spec: RelayPythonSpec | None = None) -> tuple[Trace, ScriptedBackend]:
    backend = ScriptedBackend(replies)
    ctx = SolveContext(backend=backend, limits=Limits(timeout_s=10.0), seed=3)
    return asyncio.run(RelayPython(spec).solve(PROBLEM, ctx)), backend


def test_program_key_ignores_comments_and_whitespace_but_not_code() -> None:
    assert program_key(SILENT) == program_key(SILENT_RESTYLED)
    assert program_key(SILENT) != program_key(SILENT.replace("7", "8"))
    broken = "def f(:\n  return 1  # x"
    assert program_key(broken) == program_key("def f(:\n\n  return 1")
    assert earlier_same_program(None, []) is None


HOTTER = RelayPythonSpec(
    anti_repeat_drop_previous=False, anti_repeat_temperature=0.7, anti_repeat_temperature_step=0.3
)
"""The resample rule alone: the program stays in the prompt, the sampler heats."""


def test_by_default_the_relay_asks_again_without_the_program_then_hotter() -> None:
    trace, backend = relay([fenced(SILENT), fenced(SILENT), fenced(SILENT), answer_reply("42")])
    assert [p.temperature for p in backend.params] == [0.0, 0.0, 0.0, 0.7]
    assert "Your previous program" in backend.calls[1][-1].content
    assert "Your previous program" not in backend.calls[2][-1].content
    assert "Your previous program" not in backend.calls[3][-1].content
    assert trace.submission.answer == "42"
    assert len(trace.attempts[1].repeats) == 2


def test_a_repeated_relay_program_is_asked_again_on_a_hotter_sampler() -> None:
    replies = [fenced(SILENT), fenced(SILENT_RESTYLED), answer_reply("42")]
    trace, backend = relay(replies, HOTTER)
    assert len(backend.calls) == 3
    assert [a.status for a in trace.attempts] == ["NO_RESULT_LINE", "RESULT_SUBMITTED"]
    second = trace.attempts[1]
    assert [r.repeat_of for r in second.repeats] == [1]
    assert second.repeats[0].temperature == 0.0
    resample = backend.params[2]
    assert resample.temperature == 0.7
    sampler = resample.sampler
    assert (sampler.top_p, sampler.top_k, sampler.min_p) == (1.0, 0, 0.05)
    assert resample.seed == backend.params[1].seed + 104_729
    assert trace.submission.answer == "42"
    assert trace.llm_calls == 3
    assert trace.output_tokens == sum(info.output_tokens for info in trace.call_infos())


def test_a_program_that_keeps_repeating_is_not_run_again() -> None:
    spec = dataclasses.replace(HOTTER, max_attempts=2, anti_repeat_resamples=2)
    trace, backend = relay([fenced(SILENT)] * 4, spec)
    assert len(backend.calls) == 4
    assert [b.temperature for b in backend.params] == [0.0, 0.0, 0.7, 1.0]
    # The first resample returned the very bytes it replaced: the second keeps the tail.
    trims = [(p.sampler.top_p, p.sampler.min_p) for p in backend.params[2:]]
    assert trims == [(1.0, 0.05), (1.0, 0.0)]
    second = trace.attempts[1]
    assert second.reused_execution_of == 1
    assert second.execution == trace.attempts[0].execution
    assert "it was not run again" in second.feedback
    assert len(second.repeats) == 2


def test_with_untrimmed_off_every_resample_keeps_the_probability_floor() -> None:
    spec = dataclasses.replace(
        HOTTER, max_attempts=2, anti_repeat_resamples=2, anti_repeat_untrimmed=False
    )
    _, backend = relay([fenced(SILENT)] * 4, spec)
    trims = [(p.sampler.top_p, p.sampler.min_p) for p in backend.params[2:]]
    assert trims == [(1.0, 0.05), (1.0, 0.05)]


def test_the_resample_can_leave_the_previous_program_out() -> None:
    spec = RelayPythonSpec(anti_repeat_drop_previous=True)
    _, backend = relay([fenced(SILENT), fenced(SILENT), answer_reply("42")], spec)
    assert "Your previous program" in backend.calls[1][-1].content
    assert "Your previous program" not in backend.calls[2][-1].content
    assert "runner verdict: NO_RESULT_LINE" in backend.calls[2][-1].content


def test_with_the_rule_off_the_same_program_runs_again() -> None:
    spec = RelayPythonSpec(max_attempts=2, anti_repeat=False)
    trace, backend = relay([fenced(SILENT), fenced(SILENT)], spec)
    assert len(backend.calls) == 2
    assert trace.attempts[1].repeats == []
    assert trace.attempts[1].reused_execution_of is None
    assert trace.attempts[1].execution is not None
    assert trace.attempts[1].execution is not trace.attempts[0].execution


def test_pot_retries_ask_again_when_the_correction_repeats_the_crash() -> None:
    trace, backend = solve(ProgramOfThoughts(PotSpec()), [CRASH, CRASH, answer_program("42")])
    assert len(backend.calls) == 3
    assert trace.submission.answer == "42"
    retry = trace.steps[1]
    assert retry.response is not None and "RESULT: 42" in retry.response
    assert any("anti-repeat" in note for note in retry.notes)
    assert trace.attempts[1].repeats[0].repeat_of == 1
    assert trace.llm_calls == 3


def test_iipc_correction_asks_again_when_f_err_repeats_the_program() -> None:
    fix = "REFLECTION: I printed an undefined name y.\n" + answer_program("42")
    replies = ["1. The product.", CRASH, CRASH, fix, "DECISION: STOP", "\\boxed{42}", "\\boxed{42}"]
    trace, backend = solve(Iipc(IipcSpec()), replies)
    assert len(backend.calls) == 7
    f_err = next(step for step in trace.steps if step.component == "f_err")
    assert any("anti-repeat" in note for note in f_err.notes)
    assert trace.attempts[1].repeats[0].repeat_of == 1
    assert trace.attempts[1].execution is not None
    assert trace.attempts[1].execution.verdict == "ok"


def test_the_seed_presets_turn_the_rule_off() -> None:
    for preset in ("relay-essay", "iipc-paper"):
        overrides = get_preset(preset).methods
        assert overrides, preset
        assert all(values["anti_repeat"] is False for values in overrides.values()), preset


def test_a_resample_keeps_the_trimmed_sampler_while_its_bytes_change() -> None:
    spec = dataclasses.replace(HOTTER, max_attempts=2, anti_repeat_resamples=2)
    _, backend = relay(
        [fenced(SILENT), fenced(SILENT), fenced(SILENT_RESTYLED), fenced(SILENT)], spec
    )
    assert [p.sampler.min_p for p in backend.params[2:]] == [0.05, 0.05]


def test_a_repairs_resamples_are_seeded_from_the_repair_not_the_solve() -> None:
    """Two samples whose repairs both repeat sample 1's program: each repair's resample
    draws from its own seed, so the second does not replay the first's bytes."""
    spec = ConsensusSpec(
        sample_order="p",
        max_samples=2,
        samples_together=1,
        max_calls=0,
        adaptive_stop=False,
        repair_only_without_votes=False,
        cot_fallback=False,
        anti_repeat_resamples=1,
    )
    replies = [
        fenced(SILENT),
        fenced(SILENT),
        fenced(SILENT + "\n# b"),
        fenced('x = 1\nprint("other")'),
        fenced(SILENT),
        fenced(SILENT),
    ]
    _, backend = solve(Consensus(spec), replies, seed=3)
    components_seeds = [p.seed for p in backend.params]
    sample_1, repair_1, resample_1, sample_2, repair_2, resample_2 = components_seeds
    assert (sample_1, repair_1, sample_2, repair_2) == (3001, 3001, 3002, 3002)
    assert resample_1 == repair_1 + 104_729
    assert resample_2 == repair_2 + 104_729 != resample_1
