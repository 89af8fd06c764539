"""The run's progress display moves inside a long problem: each model call updates it."""

from __future__ import annotations

import asyncio
import io

from rich.console import Console

from mathloop.cli._progress import RunProgress
from mathloop.llm import GenerationParams, Message, ScriptedBackend


def test_each_finished_model_call_updates_the_status() -> None:
    console = Console(file=io.StringIO(), force_terminal=True, width=200)
    progress = RunProgress(console, total=2, quiet=False)
    backend = progress.watch(ScriptedBackend(["one two three", "four five"]))
    with progress:
        for _ in range(2):
            asyncio.run(backend.generate([Message("user", "q")], params=GenerationParams()))
        status = progress._progress.tasks[0].fields["status"]
    assert "model calls 2 (5 tok)" in status
    assert (backend.name, backend.model) == ("scripted", "scripted")
