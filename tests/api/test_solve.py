"""``mathloop.solve`` / ``asolve``: one problem, from a script, a notebook or a running loop."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

import mathloop
from helpers import answer_reply, fenced
from mathloop.llm import ScriptedBackend


def test_import_mathloop_stays_light() -> None:
    heavy = "('llama_cpp', 'mathloop.api', 'pandas')"
    code = f"import mathloop, sys; print(sorted(m for m in {heavy} if m in sys.modules))"
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == "[]"


def test_solve_runs_consensus_unless_told_otherwise() -> None:
    # The default follows issue 26's figure and issue 41's train tables (docs/methods.md);
    # a change is a decision.
    backend = ScriptedBackend([answer_reply("10000")], cycle=True)
    trace = mathloop.solve("Sum of the first 100 odd integers?", backend=backend)
    assert trace.method == "consensus"
    assert trace.submission.answer == "10000"
    asked = [step.component for step in trace.steps if step.completion is not None]
    # A chain of thought and a program first; this reply boxes nothing, so the chain of
    # thought casts no vote and three agreeing programs of five decide.
    assert asked == ["cot_sample", "sample", "sample", "sample"]
    assert len(trace.attempts) == 3


def test_solve_returns_the_trace_of_the_method() -> None:
    backend = ScriptedBackend([fenced('print("x")'), answer_reply("10000")])
    trace = mathloop.solve("Sum of the first 100 odd?", method="relay_python", backend=backend)
    assert trace.method == "relay_python"
    assert trace.submission.answer == "10000"
    assert len(trace.attempts) == 2


def test_settings_override_the_method_spec() -> None:
    backend = ScriptedBackend([fenced('print("x")')], cycle=True)
    trace = mathloop.solve(
        "Q?", method="relay_python", backend=backend, settings={"max_attempts": 2}
    )
    assert len(trace.attempts) == 2
    assert trace.spec["max_attempts"] == 2


def test_solve_works_under_a_running_event_loop() -> None:
    async def notebook_cell() -> str | None:
        # Jupyter runs cells inside a loop: the sync API must not call asyncio.run on it.
        trace = mathloop.solve("Q?", backend=ScriptedBackend([answer_reply("7")], cycle=True))
        return trace.submission.answer

    assert asyncio.run(notebook_cell()) == "7"


def test_asolve_is_awaitable() -> None:
    backend = ScriptedBackend([answer_reply("3")])
    trace = asyncio.run(mathloop.asolve("1+2?", method="one_shot_python", backend=backend))
    assert trace.method == "one_shot_python" and trace.submission.answer == "3"


def test_an_unknown_method_is_a_clear_error() -> None:
    with pytest.raises(mathloop.MathloopError, match="unknown method 'relay'"):
        mathloop.solve("Q?", method="relay", backend=ScriptedBackend(["x"]))


@pytest.mark.model
def test_solve_with_a_named_local_model(smollm2_path: Path) -> None:
    trace = mathloop.solve(
        "What is 2 + 3?",
        method="one_shot_python",
        model=str(smollm2_path),
        settings={"num_predict": 64, "num_ctx": 2048},
    )
    assert trace.llm_calls == 1
    assert trace.output_tokens > 0


def test_the_solve_command_is_asolve_with_its_options(monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from mathloop.cli.main import cli

    built: list[object] = []

    def scripted(settings: object, **how: object) -> ScriptedBackend:
        built.append((settings, how))
        return ScriptedBackend([answer_reply("10000")], cycle=True)

    monkeypatch.setattr("mathloop.api.shared_backend", scripted)
    server = ["--backend", "openai", "--model", "m", "--base-url", "http://127.0.0.1:9/v1"]
    result = CliRunner().invoke(cli, ["solve", "Sum of the first 100 odd?", *server, "--json"])
    assert result.exit_code == 0, result.output
    assert '"answer": "10000"' in result.output
    ((settings, how),) = built
    assert how == {"cache": "off"}  # as mathloop.solve builds it
    served = mathloop.backends.openai(base_url="http://127.0.0.1:9/v1", model="m")
    # One problem at a time: the calls a method asks for together are decoded together.
    assert settings == served.model_copy(update={"batch_sequences": 2})
    built.clear()
    alone = ["--batch-sequences", "1"]
    result = CliRunner().invoke(cli, ["solve", "Sum of the first 100 odd?", *server, *alone])
    assert result.exit_code == 0, result.output
    ((settings, how),) = built
    assert settings == served
    shown = " ".join(CliRunner().invoke(cli, ["solve", "--help"]).output.split())
    option = shown[shown.index("--batch-sequences") : shown.index("--server-extensions")]
    assert option.endswith("[default: 2; x>=1] ")  # the default solve uses, not the field's


def test_solve_builds_the_default_backend_to_decode_a_round_together(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    built: list[object] = []

    def scripted(settings: object, **how: object) -> ScriptedBackend:
        built.append(settings)
        return ScriptedBackend([answer_reply("4")], cycle=True)

    monkeypatch.setattr("mathloop.api.shared_backend", scripted)
    mathloop.solve("2 + 2?")
    (settings,) = built
    assert settings.batch_sequences == mathloop.api.SOLVE_BATCH_SEQUENCES == 2


def test_the_solve_command_prints_each_chain_of_thought_of_a_mixed_vote(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from click.testing import CliRunner

    from mathloop.cli.main import cli

    replies = ["So \\boxed{[1, 2]}.", answer_reply("[1, 2]")]
    monkeypatch.setattr(
        "mathloop.api.shared_backend", lambda *a, **k: ScriptedBackend(replies, cycle=True)
    )
    server = ["--backend", "openai", "--model", "m", "--base-url", "http://127.0.0.1:9/v1"]
    order = ["--set", "consensus.sample_order=cp", "--set", "consensus.max_samples=2"]
    result = CliRunner().invoke(cli, ["solve", "Roots?", *server, *order])
    assert result.exit_code == 0, result.output
    assert "chain of thought (step 1): answer [1, 2] (" in result.output
    assert "attempt 1: RESULT_SUBMITTED" in result.output
