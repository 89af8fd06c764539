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
PROMPT_SETS = {"relay_python": ("mathloop", "essay"), "one_shot_python": ("mathloop", "essay")}


def _cases() -> list[tuple[str, str]]:
    names = [*(name for name in method_names() if name != "vote"), "vote(pot, n=2)"]
    return [(name, kind) for name in names for kind in PROMPT_SETS.get(name, ("mathloop",))]


@pytest.mark.parametrize(("name", "prompt_set"), _cases())
def test_every_prompt_file_a_method_reads_is_hashed(
    name: str, prompt_set: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    read: set[str] = set()

    def recording(package: str, file: str) -> _prompts.PromptTemplate:
        read.add(f"{file}.txt")
        return _prompts.read_prompt(package, file)

    monkeypatch.setattr("mathloop.methods.prompts.read_prompt", recording)
    method = create_method(name, {"prompt_set": prompt_set} if name in PROMPT_SETS else {})
    for reply in REPLIES.values():
        backend = ScriptedBackend([reply], cycle=True)
        asyncio.run(method.solve(PROBLEM, SolveContext(backend=backend, seed=1)))
    assert read, name
    assert read <= prompt_hashes(method.name, method.spec).keys(), (name, prompt_set)


def test_every_prompt_file_is_hashed_by_some_method() -> None:
    folder = resources.files("mathloop.methods") / "prompts"
    files = {entry.name for entry in folder.iterdir() if entry.name.endswith(".txt")}
    hashed: set[str] = set()
    for name, prompt_set in _cases():
        settings = {"prompt_set": prompt_set} if name in PROMPT_SETS else {}
        method = create_method(name, settings)
        hashed |= prompt_hashes(method.name, method.spec).keys()
    assert files - hashed == IN_SETTINGS
