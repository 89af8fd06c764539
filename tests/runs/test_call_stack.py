"""The model-call stack: one builder, one order (``runs/calls/call_stack.py``)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from mathloop.llm import ScriptedBackend
from mathloop.llm.base import Completion, GenerationParams, Message
from mathloop.methods.journal import SolveJournal
from mathloop.runs.calls.call_stack import solve_backend
from mathloop.runs.calls.replay import ReplayingBackend
from mathloop.runs.calls.sample_mark import SampleBackend


def _call(backend: object) -> Completion:
    generate = backend.generate  # type: ignore[attr-defined]
    return asyncio.run(generate([Message("user", "q")], params=GenerationParams(seed=1)))


def _layers(backend: object) -> list[str]:
    names = []
    while backend is not None:
        names.append(type(backend).__name__)
        backend = getattr(backend, "inner", None)
    return names


def test_a_solve_stacks_its_layers_in_the_documented_order(tmp_path: Path) -> None:
    seen: list[Completion] = []
    stack = solve_backend(
        ScriptedBackend(["a"]),
        sample=2,
        in_flight=tmp_path / "pot.jsonl",
        journal=SolveJournal(),
        on_call=seen.append,
    )
    assert _layers(stack.backend) == [
        "SampleBackend",
        "_JournalingBackend",
        "ReplayingBackend",
        "_Observed",
        "ScriptedBackend",
    ]
    assert isinstance(stack.backend, SampleBackend)
    assert isinstance(stack.replaying, ReplayingBackend)
    assert _call(stack.backend).text == "a" and len(seen) == 1


def test_without_options_a_solve_calls_the_shared_backend_itself() -> None:
    shared = ScriptedBackend(["a"])
    stack = solve_backend(shared)
    assert stack.backend is shared and stack.replaying is None


def test_the_observer_hears_new_calls_and_not_replayed_ones(tmp_path: Path) -> None:
    """A resumed solve's replayed calls were heard by the pass that made them."""
    path = tmp_path / "pot.jsonl"
    first: list[Completion] = []
    _call(solve_backend(ScriptedBackend(["a"]), in_flight=path, on_call=first.append).backend)
    again: list[Completion] = []
    model = ScriptedBackend(["b"])
    stack = solve_backend(model, in_flight=path, on_call=again.append)
    assert _call(stack.backend).text == "a"  # from the journal of the first pass
    assert (len(first), again, model.calls) == (1, [], [])
