"""``mathloop[inspect]`` in a fresh venv of its own (``make integrations``), against the real
inspect_ai: its sandbox conformance suite, an inspect eval scored by ``mathloop_math()`` with
tool calls run in ``sandbox="mathloop"``, and the hostile corpus through the provider."""

from __future__ import annotations

import re
import subprocess

import pytest

from harness_venv import run_suite, venv_python


def test_the_extra_registers_the_scorer_and_the_sandbox_with_inspect() -> None:
    code = (
        "from inspect_ai.util._sandbox.registry import registry_find_sandboxenv\n"
        "print(registry_find_sandboxenv('mathloop').__name__)\n"
    )
    done = subprocess.run(
        [str(venv_python("inspect")), "-c", code], capture_output=True, text=True, check=False
    )
    assert done.stdout.strip() == "MathloopSandboxEnvironment", done.stderr[-2000:]


@pytest.mark.slow
def test_the_inspect_suites_pass_in_the_extras_venv() -> None:
    summary = run_suite("inspect", "inspect_suite")
    passed = int(re.search(r"(\d+) passed", summary).group(1))  # type: ignore[union-attr]
    assert passed >= 140, summary
    assert not re.search(r"\d+ (failed|errors?)\b", summary), summary
    xfailed = re.search(r"(\d+) xfailed", summary)
    assert xfailed is None or int(xfailed.group(1)) <= 7, summary
