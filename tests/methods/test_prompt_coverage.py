"""A run's manifest hashes every prompt file its methods read (``prompts``), so that a run
cannot resume after one of them changed: each method solves under replies that drive its
main path and its fallbacks, and every file it read must be among its hashes. A file read
when a module is imported is held to the same rule through the second test: every prompt
file is hashed by some method, or is the default of a setting (recorded in the run's
settings, not its prompts)."""

from __future__ import annotations

import asyncio
from importlib import resources

import pytest

from helpers import fenced
from mathloop import _prompts
from mathloop.llm import ScriptedBackend
from mathloop.methods import SolveContext, create_method, method_names
from mathloop.methods.prompts import prompt_hashes
from mathloop.problems import Problem

PROBLEM = Problem(id="p", statement="What is 6 times 7?")
REPLIES = {
    "nothing usable": "I am not sure.",
    "a program": fenced('print("RESULT: 42")'),
    "a crashing program": fenced("print(1 / 0)"),
    "a boxed answer": "6 times 7 is 42, so \\boxed{42}.",
}
IN_SETTINGS = {"same_error_note.txt"}
"""Files whose text is a setting's default (``relay_python.same_error_note``)."""
ESSAY = {"prompt_set": "essay"}
BRIEF = {"chain_prompt": "brief"}
VARIANTS: dict[str, list[dict[str, str]]] = {
    "relay_python": [{}, ESSAY],
    "one_shot_python": [{}, ESSAY],
    "cot": [{}, BRIEF],
    "consensus": [{}, BRIEF],
}
"""The settings that make a method read other prompt files."""


def _cases() -> list[tuple[str, dict[str, str]]]:
    names = [*(name for name in method_names() if name != "vote"), "vote(pot, n=2)"]
    return [(name, settings) for name in names for settings in VARIANTS.get(name, [{}])]


@pytest.mark.parametrize(("name", "settings"), _cases())
def test_every_prompt_file_a_method_reads_is_hashed(
    name: str, settings: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    read: set[str] = set()

    def recording(package: str, file: str) -> _prompts.PromptTemplate:
        read.add(f"{file}.txt")
        return _prompts.read_prompt(package, file)

    monkeypatch.setattr("mathloop.methods.prompts.read_prompt", recording)
    method = create_method(name, settings)
    for reply in REPLIES.values():
        backend = ScriptedBackend([reply], cycle=True)
        asyncio.run(method.solve(PROBLEM, SolveContext(backend=backend, seed=1)))
    assert read, name
    assert read <= prompt_hashes(method.name, method.spec).keys(), (name, settings)


def test_every_prompt_file_is_hashed_by_some_method() -> None:
    folder = resources.files("mathloop.methods") / "prompts"
    files = {entry.name for entry in folder.iterdir() if entry.name.endswith(".txt")}
    hashed: set[str] = set()
    for name, settings in _cases():
        method = create_method(name, settings)
        hashed |= prompt_hashes(method.name, method.spec).keys()
    assert files - hashed == IN_SETTINGS


def test_a_method_hashes_only_the_variant_it_reads() -> None:
    paper, brief = (create_method("consensus", settings) for settings in ({}, BRIEF))
    assert "cot.brief.user.txt" not in prompt_hashes(paper.name, paper.spec)
    assert "cot.user.txt" not in prompt_hashes(brief.name, brief.spec)
