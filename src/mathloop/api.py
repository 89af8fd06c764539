"""The Python API: solve one problem, or evaluate methods over a benchmark into a run folder.

The command line is a thin caller of these functions; a notebook or a script calls them
directly::

    import mathloop

    trace = mathloop.solve("What is the sum of the first 100 odd integers?")
    print(trace.submission.answer, len(trace.attempts))

Each function has an ``async`` twin (:func:`asolve`, :func:`aevaluate`) for code that runs
its own event loop. The plain functions work everywhere, also inside Jupyter's running loop
(they then run on a worker thread with a loop of their own).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Coroutine, Mapping
from typing import Any, Literal, TypeVar

from mathloop.llm import BackendSettings
from mathloop.llm.base import Backend
from mathloop.llm.models import DEFAULT_MODEL
from mathloop.methods import Trace, create_method
from mathloop.problems import Problem
from mathloop.runs.backend_chain import build_run_backend
from mathloop.runs.context import solve_context

__all__ = ["asolve", "resolve_backend", "run_sync", "solve"]

T = TypeVar("T")

BackendChoice = Backend | BackendSettings | None
"""A ready backend, settings to build one from, or None for the embedded default model."""


def solve(
    problem: str | Problem,
    *,
    method: str = "relay_python",
    settings: Mapping[str, Any] | None = None,
    model: str | None = None,
    backend: BackendChoice = None,
    seed: int | None = None,
    policy: str = "default",
    allow_imports: tuple[str, ...] = (),
    python_timeout: float = 15.0,
    sandbox_mode: Literal["cold", "warm"] = "cold",
) -> Trace:
    """Solve one problem with one method and return its trace.

    ``settings`` override the method's (the keys of ``--set METHOD.KEY=VALUE``). ``model``
    names a local model (``"smollm2-135m"``, a ``.gguf`` path) run in this process;
    ``backend`` is anything else (:mod:`mathloop.backends`). Example::

        trace = mathloop.solve("Find n if 2n + 1 = 3n - 6", settings={"max_attempts": 3})
        trace.submission.answer       # '7'
    """
    return run_sync(
        asolve(
            problem,
            method=method,
            settings=settings,
            model=model,
            backend=backend,
            seed=seed,
            policy=policy,
            allow_imports=allow_imports,
            python_timeout=python_timeout,
            sandbox_mode=sandbox_mode,
        )
    )


async def asolve(
    problem: str | Problem,
    *,
    method: str = "relay_python",
    settings: Mapping[str, Any] | None = None,
    model: str | None = None,
    backend: BackendChoice = None,
    seed: int | None = None,
    policy: str = "default",
    allow_imports: tuple[str, ...] = (),
    python_timeout: float = 15.0,
    sandbox_mode: Literal["cold", "warm"] = "cold",
) -> Trace:
    """:func:`solve` for callers that run an event loop: ``await mathloop.asolve(...)``."""
    solver = create_method(method, dict(settings or {}))
    ctx = solve_context(
        resolve_backend(backend, model),
        policy=policy,
        allow_imports=allow_imports,
        python_timeout=python_timeout,
        sandbox_mode=sandbox_mode,
        seed=seed,
    )
    statement = problem if isinstance(problem, Problem) else Problem(id="api", statement=problem)
    return await solver.solve(statement, ctx)


def resolve_backend(backend: BackendChoice, model: str | None = None) -> Backend:
    """The backend to call: ``backend`` itself, one built from its settings (with retries
    and a circuit breaker, no response cache), or the local ``model`` (default: mathloop's
    default model)."""
    if isinstance(backend, BackendSettings):
        return build_run_backend(backend, cache="off")
    if backend is not None:
        return backend
    return build_run_backend(BackendSettings(model=model or DEFAULT_MODEL), cache="off")


def run_sync(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run ``coroutine`` to its end from synchronous code, also under a running event loop
    (Jupyter): then on a worker thread with a loop of its own."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coroutine)
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
