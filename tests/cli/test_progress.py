"""The run's progress display moves inside a long problem: each model call updates it."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

import pytest
from rich.console import Console

from mathloop.cli._progress import RunProgress
from mathloop.llm import GenerationParams, Message, ScriptedBackend
from mathloop.runs import ResultRecord
from mathloop.runs.calls.call_stack import solve_backend


def test_each_finished_model_call_updates_the_status() -> None:
    console = Console(file=io.StringIO(), force_terminal=True, width=200)
    progress = RunProgress(console, total=2, quiet=False)
    scripted = ScriptedBackend(["one two three", "four five"])
    backend = solve_backend(scripted, on_call=progress.call_done).backend
    with progress:
        for _ in range(2):
            asyncio.run(backend.generate([Message("user", "q")], params=GenerationParams()))
        status = progress._progress.tasks[0].fields["status"]
    assert "model calls 2 (5 tok)" in status
    assert (backend.name, backend.model) == ("scripted", "scripted")


def test_a_reply_from_the_response_cache_is_not_counted_as_a_model_call(tmp_path: Path) -> None:
    from mathloop.runs.calls.cache import CachingBackend, ResponseCache

    console = Console(file=io.StringIO(), force_terminal=True, width=200)
    progress = RunProgress(console, total=1, quiet=False)
    cached = CachingBackend(ScriptedBackend(["one two three"]), ResponseCache(tmp_path / "c"))
    backend = solve_backend(cached, on_call=progress.call_done).backend
    with progress:
        for _ in range(2):  # the same greedy call twice: the second is the cache's
            asyncio.run(backend.generate([Message("user", "q")], params=GenerationParams()))
        status = progress._progress.tasks[0].fields["status"]
    assert "model calls 1 (3 tok)  cached replies 1" in status


def _record() -> ResultRecord:
    return ResultRecord(
        problem_id="p1",
        method="pot",
        benchmark="gsm8k",
        subject=None,
        level=None,
        year=None,
        number=None,
        gold="4",
        answer="4",
        confidence=None,
        submitted=True,
        correct=True,
        failure_class="VERIFIED_CORRECT_RESULT",
        verdict=None,
        attempts=1,
        submitted_attempt=1,
        prompt_tokens=10,
        output_tokens=7,
        llm_calls=1,
        elapsed_s=1.0,
        error=None,
    )


def test_output_that_is_not_a_terminal_gets_a_line_per_finished_problem() -> None:
    """`nohup mathloop run ... > log`: a bar never shows in a file, so lines do."""
    out = io.StringIO()
    with RunProgress(Console(file=out, width=40), total=1, quiet=False) as progress:
        progress.advance(_record())
    (line,) = out.getvalue().splitlines()  # not wrapped at the console's width
    assert line.startswith(
        "pot p1: VERIFIED_CORRECT_RESULT answer='4' in 1 s (1 of 1 done, correct 1/1"
    )
    assert line.endswith("tok/s)")  # nothing left: no estimate


def test_a_log_line_says_how_long_the_rest_of_the_pass_takes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    line, _ = _one_line_after(600.0, monkeypatch, total=7, before=0)
    assert line.endswith("(1 of 7 done, correct 1/1  errors 0  0.0 tok/s  ≈ 1.0 h left)")


def test_a_terminal_gets_the_bar_and_no_lines() -> None:
    out = io.StringIO()
    console = Console(file=out, force_terminal=True, width=200)
    with RunProgress(console, total=1, quiet=False) as progress:
        progress.advance(_record())
    assert "pot p1:" not in out.getvalue()
    assert "1/1" in out.getvalue()


def test_a_resumed_run_counts_from_what_earlier_passes_solved(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    line, completed = _one_line_after(60.0, monkeypatch, total=7, before=4)
    said = "(5 of 7 done, this pass: correct 1/1  errors 0  0.1 tok/s  ≈ 2 min left)"
    assert line.endswith(said) and completed == 5


def _one_line_after(
    seconds: float, monkeypatch: pytest.MonkeyPatch, *, total: int, before: int
) -> tuple[str, float]:
    """The log line of one problem finished ``seconds`` into a pass, and the bar's count."""
    clock = iter([0.0, seconds, seconds])
    monkeypatch.setattr("mathloop.cli._progress.time.monotonic", lambda: next(clock))
    out = io.StringIO()
    with RunProgress(Console(file=out, width=40), total=total, quiet=True) as progress:
        if before:
            progress.already_done(before)
        progress.advance(_record())
        completed = progress._progress.tasks[0].completed
    return out.getvalue().rstrip(), completed
