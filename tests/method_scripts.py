"""Helpers for scripted-backend tests of the multi-step methods (plain functions)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from mathloop.llm import ScriptedBackend
from mathloop.methods import Method, SolveContext, Trace
from mathloop.problems import Problem
from mathloop.sandbox import Limits

PROBLEM = Problem(id="p1", statement="What is 6 times 7?")


def code(body: str) -> str:
    """A fenced Python block and nothing else."""
    return f"```python\n{body.strip()}\n```"


def answer_program(answer: str) -> str:
    """A program that prints a labelled intermediate value and a RESULT line."""
    return code(f'print("value:", "{answer}")\nprint("RESULT: {answer}")')


CRASH = code("x = 6 * 7\nprint('x', y)")


def solve(
    method: Method,
    replies: Sequence[str],
    *,
    seed: int | None = None,
    problem: Problem = PROBLEM,
) -> tuple[Trace, ScriptedBackend]:
    """Run ``method`` against a scripted backend; also return the backend to inspect calls."""
    backend = ScriptedBackend(list(replies))
    ctx = SolveContext(backend=backend, limits=Limits(timeout_s=10.0), seed=seed)
    trace = asyncio.run(method.solve(problem, ctx))
    return trace, backend


def components(trace: Trace) -> list[str]:
    """The component name of every step, in order."""
    return [step.component for step in trace.steps]


def user_prompt(backend: ScriptedBackend, call: int) -> str:
    """The last (user) message of call number ``call`` (0-based)."""
    return backend.calls[call][-1].content
