"""A mathloop plugin: the ``fixed_program`` method, the ``silent`` backend, ``additions``.

``fixed_program`` asks no model: it runs one fixed program in the sandbox that adds the
integers of the problem statement and prints ``RESULT: <sum + offset>``. The ``additions``
benchmark reads sums from a JSONL file (``id``, ``question``, ``answer``).
"""

from __future__ import annotations

import time

from mathloop.answers.extract import parse_result
from mathloop.benchmarks import BenchmarkLoader, jsonl_rows
from mathloop.benchmarks.formats import Record, text_field
from mathloop.llm import BackendSettings, Completion, GenerationParams, Message
from mathloop.methods import (
    AttemptStatus,
    SolveContext,
    SpecMethod,
    Submission,
    Trace,
    method,
    setting,
    spec,
)
from mathloop.methods.recorder import Outcome, build_trace
from mathloop.methods.specs import spec_dict
from mathloop.problems import BenchmarkItem, Problem

PROGRAM = """statement = {statement!r}
words = statement.replace("?", " ").replace(",", " ").split()
print("RESULT:", sum(int(word) for word in words if word.lstrip("-").isdigit()) + {offset})
"""


@spec
class FixedProgramSpec:
    """Settings of ``fixed_program``."""

    offset: int = setting(0, "Added to the sum (0: right answers).")


@method(
    "fixed_program",
    spec=FixedProgramSpec,
    description="Add the statement's integers with one fixed program (a plugin for tests).",
)
class FixedProgram(SpecMethod[FixedProgramSpec]):
    """Run one fixed program that adds the statement's integers."""

    async def solve(self, problem: Problem, ctx: SolveContext) -> Trace:
        started = time.monotonic()
        code = PROGRAM.format(statement=problem.statement, offset=self._spec.offset)
        execution = await ctx.execute(code)
        parsed = parse_result(execution.stdout)
        status: AttemptStatus = "RESULT_SUBMITTED" if parsed.result else "NO_RESULT_LINE"
        submission = Submission(
            answer=parsed.result,
            status=status,
            source="execution" if parsed.result is not None else "none",
        )
        return build_trace(
            method=self.name,
            spec=spec_dict(self._spec),
            problem=problem,
            outcome=Outcome(submission, "ran the fixed program"),
            elapsed_s=time.monotonic() - started,
        )


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
