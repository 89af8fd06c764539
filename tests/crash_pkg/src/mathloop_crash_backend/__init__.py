"""The ``segfault`` backend: a real crash in native code, once, after a finished problem.

Its model name is the path of a marker file, beside which the run writes its folder
``run/``. While the marker does not exist, a call about another problem than the process's
first call was (another first message) waits until the run's ledger holds a record (a
finished problem), creates the marker and dies of SIGSEGV inside C
(``faulthandler._sigsegv``), as a llama.cpp build for another CPU dies in ``decode``. Every
other call answers with a program that prints ``RESULT: 4``. So a run crashes once, with one
problem finished, and its resume finishes the rest.
"""

from __future__ import annotations

import asyncio
import faulthandler
from pathlib import Path

from mathloop.llm import BackendSettings, Completion, GenerationParams, Message

REPLY = "```python\nprint('RESULT: 4')\n```"


class SegfaultBackend:
    """Answers ``REPLY``, except the crash described above."""

    name = "segfault"

    def __init__(self, model: str) -> None:
        self.model = model
        self.first: str | None = None

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        asked = next(m.content for m in messages if m.role == "user")
        self.first = self.first or asked
        marker = Path(self.model)
        if asked != self.first and not marker.exists():
            ledger = marker.parent / "run" / "results.jsonl"
            for _ in range(600):
                if ledger.is_file() and ledger.read_text().strip():
                    break
                await asyncio.sleep(0.1)
            marker.write_text("crashed once\n")
            faulthandler._sigsegv()
        return Completion(
            text=REPLY, prompt_tokens=1, output_tokens=1, latency_s=0.0, finish_reason="stop"
        )


def segfault_backend(settings: BackendSettings) -> SegfaultBackend:
    """The crashing backend (a plugin for tests)."""
    return SegfaultBackend(settings.model or "crash.marker")
