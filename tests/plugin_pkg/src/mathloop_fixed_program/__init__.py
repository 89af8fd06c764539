"""A mathloop plugin: the ``fixed_program`` method, the ``silent`` backend, ``additions``.

``fixed_program`` asks no model: it runs one fixed program in the sandbox that adds the
integers of the problem statement and prints ``RESULT: <sum + offset>``. The ``additions``
benchmark reads sums from a JSONL file (``id``, ``question``, ``answer``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from mathloop.answers.extract import parse_result
from mathloop.benchmarks import BenchmarkLoader, jsonl_rows
from mathloop.benchmarks.formats import Record, text_field
from mathloop.llm import BackendSettings, Completion, GenerationParams, Message
from mathloop.methods import AttemptStatus, SolveContext, Submission, Trace
from mathloop.methods.base import build_spec, spec_dict
from mathloop.problems import BenchmarkItem, Problem

PROGRAM = """statement = {statement!r}
words = statement.replace("?", " ").replace(",", " ").split()
print("RESULT:", sum(int(word) for word in words if word.lstrip("-").isdigit()) + {offset})
"""


@dataclass(frozen=True)
class FixedProgramSpec:
    """Settings of ``fixed_program``: ``offset`` is added to the sum (0: right answers)."""

    offset: int = 0


class FixedProgram:
    """Run one fixed program that adds the statement's integers."""

    name = "fixed_program"

    def __init__(self, spec: FixedProgramSpec) -> None:
        self._spec = spec

    @property
    def spec(self) -> FixedProgramSpec:
        return self._spec

    async def solve(self, problem: Problem, ctx: SolveContext) -> Trace:
        started = time.monotonic()
        code = PROGRAM.format(statement=problem.statement, offset=self._spec.offset)
        execution = await ctx.execute(code)
        parsed = parse_result(execution.stdout)
        status: AttemptStatus = "RESULT_SUBMITTED" if parsed.result else "NO_RESULT_LINE"
        return Trace(
            method=self.name,
            spec=spec_dict(self._spec),
            problem_id=problem.id,
            problem=problem.statement,
            submission=Submission(
                answer=parsed.result,
                status=status,
                source="execution" if parsed.result is not None else "none",
            ),
            stop_reason="ran the fixed program",
            elapsed_s=time.monotonic() - started,
        )


def fixed_program(overrides: dict[str, Any]) -> FixedProgram:
    """Add the statement's integers with one fixed program (a plugin for tests)."""
    return FixedProgram(build_spec(FixedProgramSpec, overrides))


class SilentBackend:
    """A backend that answers every call with an empty reply (nothing here asks it)."""

    name = "silent"

    def __init__(self, model: str) -> None:
        self.model = model

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        return Completion(
            text="", prompt_tokens=0, output_tokens=0, latency_s=0.0, finish_reason="stop"
        )


def silent_backend(settings: BackendSettings) -> SilentBackend:
    """Reply with nothing, at once (a plugin backend for tests)."""
    return SilentBackend(settings.model or "silent")


def _addition(record: Record) -> BenchmarkItem:
    fields = record.fields
    problem = Problem(
        id=text_field(fields, "id"), statement=text_field(fields, "question"), benchmark="additions"
    )
    return BenchmarkItem(problem, gold=text_field(fields, "answer"))


ADDITIONS = BenchmarkLoader(
    "additions",
    "sums of small integers: JSONL with id, question, answer (a plugin benchmark for tests)",
    jsonl_rows(_addition),
    default_file="additions/test.jsonl",
)
