"""Method specs are validated: a bad setting is one line naming the method, the setting and
what it accepts; every setting is described; the seed presets' values pass unchanged."""

from __future__ import annotations

import asyncio
import dataclasses
import re

import pytest

from mathloop.errors import ConfigError
from mathloop.llm import ScriptedBackend
from mathloop.methods import METHODS, SolveContext, create_method
from mathloop.methods.journal import SolveJournal
from mathloop.methods.records import Usage
from mathloop.methods.specs import spec_dict
from mathloop.presets import PRESETS
from mathloop.runs.migrations.method_settings import spec_differences
from method_scripts import CRASH, PROBLEM, answer_program, solve


@pytest.mark.parametrize(
    ("name", "overrides", "message"),
    [
        (
            "relay_python",
            {"max_attempts": "abc"},
            "max_attempts='abc' is invalid: must be an integer >= 1",
        ),
        ("relay_python", {"max_attempts": 0}, "max_attempts=0 is invalid: must be an integer >= 1"),
        ("pot", {"top_p": 1.5}, "top_p=1.5 is invalid: must be a number from 0 to 1"),
        ("cot", {"temperature": -0.1}, "temperature=-0.1 is invalid: must be a number >= 0"),
        ("relay_python", {"prompt_set": "mine"}, "prompt_set='mine' is invalid: must be one of"),
        ("iipc", {"err_output": "both"}, "err_output='both' is invalid: must be one of 'runner'"),
        (
            "consensus",
            {"adaptive_stop": "maybe"},
            "adaptive_stop='maybe' is invalid: must be true or false",
        ),
        ("vote(cot)", {"n": 0}, "vote: n=0 is invalid: must be an integer >= 1"),
    ],
)
def test_a_bad_setting_is_one_line_naming_method_setting_and_bound(
    name: str, overrides: dict[str, object], message: str
) -> None:
    with pytest.raises(ConfigError, match=re.escape(message)) as caught:
        create_method(name, overrides)
    text = str(caught.value)
    assert "\n" not in text
    assert text.startswith(name.split("(")[0] + ":")


@pytest.mark.parametrize(
    "name", ["prompt_style", "answer_submission_policy", "verifier_feedback_to_model"]
)
def test_settings_that_changed_nothing_are_gone(name: str) -> None:
    """Issue 39: they had one value each or changed nothing; --set naming one is an error,
    and a run that recorded them at that value resumes (``method_settings.RETIRED``)."""
    with pytest.raises(ConfigError, match=f"unknown setting.*{name}"):
        create_method("relay_python", {name: "x"})
    recorded = {"prompt_style": "relay", "answer_submission_policy": "first_result_is_final"}
    recorded["verifier_feedback_to_model"] = False
    today = spec_dict(create_method("relay_python").spec)
    assert spec_differences({**today, **recorded}, today) == []
    assert spec_differences({**today, "verifier_feedback_to_model": True}, today) == [
        "verifier_feedback_to_model: True -> (no such setting now)"
    ]


def test_a_spec_is_frozen_and_checked_when_replaced() -> None:
    spec = create_method("relay_python").spec
    with pytest.raises(dataclasses.FrozenInstanceError):
        spec.max_attempts = 3  # type: ignore[misc]
    with pytest.raises(ValueError, match="max_attempts"):
        dataclasses.replace(spec, max_attempts=-1)


def test_settings_given_as_text_are_read_as_their_type() -> None:
    spec = create_method("relay_python", {"max_attempts": "3", "temperature": "0.5"}).spec
    assert (spec.max_attempts, spec.temperature) == (3, 0.5)


def test_every_setting_of_every_built_in_method_is_described() -> None:
    for entry in METHODS.entries():
        if entry.origin != "built-in" or entry.name == "vote":
            continue
        spec = create_method(entry.name).spec
        fields = type(spec).__pydantic_fields__
        assert set(fields) == set(spec_dict(spec)), entry.name
        missing = [name for name, field in fields.items() if not field.description]
        assert not missing, (entry.name, missing)


def test_the_seed_presets_values_pass_unchanged() -> None:
    for preset in PRESETS.values():
        for method, values in preset.methods.items():
            recorded = spec_dict(create_method(method, dict(values)).spec)
            assert {key: recorded[key] for key in values} == dict(values), (preset.name, method)


def test_a_trace_s_totals_are_the_usage_of_its_calls() -> None:
    trace, backend = solve(create_method("pot"), [CRASH, CRASH, answer_program("42")])
    usage = Usage.of(trace.call_infos())
    assert (trace.prompt_tokens, trace.output_tokens, trace.llm_calls) == tuple(usage)
    assert trace.llm_calls == len(backend.calls) == 3
    voted, _ = solve(create_method("vote(pot_nc, n=2, max_n=2)"), [answer_program("7")] * 2)
    assert voted.llm_calls == sum(m.llm_calls for m in voted.members) == 2
    assert voted.output_tokens == sum(c.output_tokens for c in voted.call_infos())


def test_a_stopped_vote_keeps_its_cut_short_voter_with_the_problem() -> None:
    backend = ScriptedBackend([answer_program("7"), CRASH])
    journal = SolveJournal()
    ctx = SolveContext(backend=journal.counting(backend), journal=journal)
    vote = create_method("vote(pot_nc, n=3, max_n=3)")

    async def stopped() -> None:
        task = asyncio.ensure_future(vote.solve(PROBLEM, ctx))
        while len(journal.calls) < 2:
            await asyncio.sleep(0.01)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(stopped())
    trace = journal.partial_trace(
        method=vote.name, spec=spec_dict(vote.spec), problem=PROBLEM, elapsed_s=1.0, message="x"
    )
    assert trace.submission.status == "BUDGET_EXCEEDED"
    assert trace.llm_calls == 2
    assert [m.problem for m in trace.members] == [PROBLEM.statement, PROBLEM.statement]
