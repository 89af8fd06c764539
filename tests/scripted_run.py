"""A scripted run used by the kill/resume test: ``python scripted_run.py OUT N DELAY``.

Problem k's program prints ``RESULT: k``; gold answers make every third problem wrong.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

from helpers import answer_reply, item
from mathloop.llm import ScriptedBackend
from mathloop.llm.base import GenerationParams, Message
from mathloop.methods import OneShotPython, RelayPython, SolveContext
from mathloop.problems import BenchmarkItem
from mathloop.runs import RunPlan, RunStore, execute_run


def items(count: int) -> list[BenchmarkItem]:
    return [
        item(f"p{k:03d}", f"Problem number {k}.", str(k if k % 3 else k + 1)) for k in range(count)
    ]


def make_backend(delay: float) -> ScriptedBackend:
    def reply(messages: list[Message], params: GenerationParams) -> str:
        time.sleep(delay)
        number = messages[-1].content.split("Problem number ")[1].split(".")[0]
        return answer_reply(number)

    return ScriptedBackend(reply)


def plan(out: Path, count: int, delay: float) -> RunPlan:
    return RunPlan(
        store=RunStore(out),
        items=items(count),
        methods=[OneShotPython(), RelayPython()],
        ctx=SolveContext(backend=make_backend(delay)),
        record={"benchmark": "scripted", "count": count},
    )


if __name__ == "__main__":
    out, count, delay = Path(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
    asyncio.run(execute_run(plan(out, count, delay)))
