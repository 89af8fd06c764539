"""A preset's prompts name no module its allowlist refuses (issue 28).

Under the old ``relay-essay`` every prompt suggested sympy ("for example with sympy") and
then listed an allowlist without it: 88 of 100 one-shot programs were refused for that
import. These tests render every prompt file each preset's methods read, and the prompts a
relay under each relay preset actually sends, and look for every module name the sandbox
knows of that the method's allowlist refuses.
"""

from __future__ import annotations

import asyncio
import re
from importlib import resources

import pytest

from helpers import answer_reply, fenced
from mathloop.llm import ScriptedBackend
from mathloop.methods import SolveContext, create_method
from mathloop.methods.iipc import IIPC_IMPORTS, IipcSpec, iipc_policy
from mathloop.methods.prompts import prompt_hashes
from mathloop.presets import PRESETS, Preset
from mathloop.problems import Problem
from mathloop.runs.configuration.config import split_csv
from mathloop.sandbox.policy import (
    BANNED_IMPORT_ROOTS,
    DEFAULT_IMPORTS,
    STRICT_IMPORTS,
    Policy,
    get_policy,
)

ENGLISH = frozenset({"code", "decimal", "fractions", "numbers", "select", "signal", "string"})
"""Module names that prompts use as ordinary words ("a fenced code block", "asks for a
decimal"): a text search cannot tell the two apart, so these are not looked for."""

MODULES = (DEFAULT_IMPORTS | STRICT_IMPORTS | set(IIPC_IMPORTS) | BANNED_IMPORT_ROOTS) - ENGLISH
"""Every module name the sandbox's lists know of, less those ordinary words."""

PROBLEM = Problem(id="p", statement="Find n if 2n + 1 = 3n - 6.")


def _run_policy(preset: Preset) -> Policy:
    extra = split_csv(str(preset.run.options().get("allow_imports") or ""))
    return get_policy(str(preset.run.options().get("policy", "default")), extra_imports=extra)


def _method_policy(preset: Preset, method: str) -> Policy:
    """The allowlist the method's programs pass: the run's, or IIPC's own."""
    spec = create_method(method, preset.method_overrides(method)).spec
    policy = _run_policy(preset)
    return iipc_policy(policy, spec) if isinstance(spec, IipcSpec) else policy


def refused_names(text: str, policy: Policy) -> list[str]:
    """The module names in ``text`` that ``policy`` refuses."""
    refused = MODULES - policy.allowed_imports
    return sorted(name for name in refused if re.search(rf"(?<![\w.]){name}(?![\w])", text))


def _rendered_files(preset: Preset, method: str, policy: Policy) -> dict[str, str]:
    """Every prompt file the method reads under the preset, its placeholders filled: the
    allowlist where it is named, a neutral word elsewhere."""
    spec = create_method(method, preset.method_overrides(method)).spec
    folder = resources.files("mathloop.methods") / "prompts"
    imports = ", ".join(sorted(policy.allowed_imports))
    rendered = {}
    for name in prompt_hashes(method, spec):
        text = (folder / name).read_text(encoding="utf-8").partition("\n---\n")[2]
        text = text.replace("$allowed_imports", imports)
        rendered[name] = re.sub(r"\$\{?\w+\}?", "X", text)
    return rendered


CASES = [(p.name, m) for p in PRESETS.values() for m in p.methods]


@pytest.mark.parametrize(("preset", "method"), CASES)
def test_no_prompt_file_of_a_preset_names_a_refused_module(preset: str, method: str) -> None:
    policy = _method_policy(PRESETS[preset], method)
    files = _rendered_files(PRESETS[preset], method, policy)
    assert files
    for name, text in files.items():
        assert refused_names(text, policy) == [], (preset, method, name)


RELAY_PRESETS = [name for name in PRESETS if name.startswith("relay-essay")]


def _sent(preset: str, method: str) -> list[str]:
    """Every message the method sends under ``preset`` on a relay that crashes, writes no
    code, then submits."""
    crash = fenced('values = {"n": 7}\nprint("Solutions:", values)\nprint(values[0])')
    backend = ScriptedBackend([crash, "I think n is 7.", answer_reply("7")])
    policy = _run_policy(PRESETS[preset])
    ctx = SolveContext(backend=backend, policy=policy)
    solver = create_method(method, PRESETS[preset].method_overrides(method))
    asyncio.run(solver.solve(PROBLEM, ctx))
    return [message.content for call in backend.calls for message in call]


@pytest.mark.parametrize("preset", RELAY_PRESETS)
@pytest.mark.parametrize("method", ["one_shot_python", "relay_python"])
def test_what_a_relay_preset_sends_names_no_refused_module(preset: str, method: str) -> None:
    policy = _run_policy(PRESETS[preset])
    sent = _sent(preset, method)
    assert len(sent) == (2 if method == "one_shot_python" else 6)
    for text in sent:
        assert refused_names(text, policy) == []
    assert "You may import only: " + ", ".join(sorted(policy.allowed_imports)) in sent[0]


def test_the_sympy_hint_is_caught_under_the_strict_list() -> None:
    """The check itself: the old prompt's hint names a module the strict list refuses."""
    hint = "use fractions, radicals and pi symbolically (for example with sympy)"
    strict = get_policy("strict")
    assert refused_names(hint, strict) == ["sympy"]
    assert refused_names(hint, get_policy("strict", extra_imports=["sympy"])) == []
    assert refused_names("import numpy as np; scipy.optimize", strict) == ["numpy", "scipy"]
    assert refused_names("sympy.solve and from sympy import x", get_policy("default")) == []


def test_the_saved_run_allows_sympy_and_the_strict_preset_does_not() -> None:
    assert "sympy" in _run_policy(PRESETS["relay-essay"]).allowed_imports
    assert _run_policy(PRESETS["relay-essay-strict"]).allowed_imports == STRICT_IMPORTS


@pytest.mark.parametrize("preset", RELAY_PRESETS)
def test_the_relay_prompt_promises_what_the_preset_hands_forward(preset: str) -> None:
    """The essay hands forward the runner's observations and compact progress, not the
    program; the prompt says so, and says nothing of a previous program to build on."""
    sent = _sent(preset, "relay_python")
    system, second = sent[0], sent[3]
    assert "Build on the previous attempt" not in system
    assert "Extend what the earlier attempts established" in system
    assert "Your previous program" not in second and 'Solutions:", values' not in second
    promised = ("runner verdict: ", "safe: ", "exit_code: ", "stdout:", "stderr:", "parsed_result")
    assert all(field in second for field in promised)
    assert "attempt 1: NO_RESULT_LINE" in second  # one line of progress per earlier attempt
