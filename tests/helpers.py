"""Small builders shared by tests (not fixtures: plain functions)."""

from __future__ import annotations

import asyncio
import json
import signal
from collections.abc import Sequence
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any

import pytest

from mathloop.llm import Backend, ScriptedBackend
from mathloop.methods import Method, SolveContext
from mathloop.problems import BenchmarkItem, Problem
from mathloop.runs import RunPlan, RunStore, execute_run


def fenced(code: str) -> str:
    """A model reply holding one fenced Python block."""
    return f"Here is my program.\n```python\n{code.strip()}\n```\n"


def answer_reply(answer: str, confidence: int = 90) -> str:
    """A reply whose program prints a RESULT line."""
    return fenced(f'print("RESULT: {answer}")\nprint("CONFIDENCE: {confidence}")')


def scripted_runs(
    monkeypatch: pytest.MonkeyPatch,
    reply: str | None = None,
    *,
    backend: ScriptedBackend | None = None,
) -> ScriptedBackend:
    """Every run the test plans (``mathloop.evaluate``, the CLI) talks to ``backend``, or to
    one that answers every call with ``reply``; the backend, for a test to look into."""
    if backend is None:
        if reply is None:
            raise TypeError("scripted_runs needs a reply or a backend")
        backend = ScriptedBackend([reply], cycle=True)
    chosen = backend
    monkeypatch.setattr(
        "mathloop.runs.configuration.planning.build_backend", lambda *a, **k: chosen
    )
    return chosen


def item(problem_id: str, statement: str, gold: str) -> BenchmarkItem:
    """A benchmark item with a hand-written statement and gold answer."""
    return BenchmarkItem(Problem(id=problem_id, statement=statement), gold)


def handmade_run(
    folder: Path,
    items: Sequence[BenchmarkItem],
    methods: Sequence[Method],
    backend: Backend,
    *,
    seed: int | None = None,
    record: dict[str, Any] | None = None,
) -> Path:
    """``methods`` on ``items`` against ``backend``, run to the end into ``folder``: a run
    that a bench script or a report reads as it reads a real one."""
    plan = RunPlan(
        store=RunStore(folder),
        items=list(items),
        methods=list(methods),
        ctx=SolveContext(backend=backend, seed=seed),
        record={"benchmark": "handmade", **(record or {})},
    )
    asyncio.run(execute_run(plan))
    return folder


def chat_completion(text: str, finish_reason: str = "stop") -> dict[str, Any]:
    """An OpenAI chat-completion body whose one choice says ``text``."""
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 0,
        "model": "served-model",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": text},
                "finish_reason": finish_reason,
            }
        ],
        "usage": {"prompt_tokens": 12, "completion_tokens": 1, "total_tokens": 13},
    }


def send_json(handler: BaseHTTPRequestHandler, body: object) -> None:
    """Answer a request of ``handler`` with ``body`` as JSON (HTTP 200, sized)."""
    payload = json.dumps(body).encode()
    handler.send_response(200)
    handler.send_header("content-type", "application/json")
    handler.send_header("content-length", str(len(payload)))
    handler.end_headers()
    handler.wfile.write(payload)


def default_sigint() -> None:
    """``preexec_fn`` for a child that must see Ctrl-C as a terminal sends it.

    A shell starts background commands with SIGINT ignored, and Python keeps an ignored
    SIGINT ignored; a test run from such a shell (``make test &``) would otherwise send its
    SIGINT into the void.
    """
    signal.signal(signal.SIGINT, signal.SIG_DFL)
