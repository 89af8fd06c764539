"""The Python API: solve one problem, or evaluate methods over a benchmark into a run folder.

The command line is a thin caller of these functions; a notebook or a script calls them
directly::

    import mathloop

    trace = mathloop.solve("What is the sum of the first 100 odd integers?")
    print(trace.submission.answer, len(trace.attempts))

:func:`resume` finishes a stopped run folder and :func:`sweep` runs a sweep file, as
``mathloop resume`` and ``mathloop sweep`` do. Each function has an ``async`` twin
(:func:`asolve`, :func:`aevaluate`, :func:`aresume`, :func:`asweep`) for code that runs its
own event loop. The plain functions work everywhere, also inside Jupyter's running loop
(they then run on a worker thread with a loop of their own).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Coroutine, Mapping
from pathlib import Path
from typing import Any, Literal, TypeVar

from mathloop.errors import ConfigError
from mathloop.llm import BackendSettings
from mathloop.llm.base import Backend
from mathloop.methods import Trace, create_method
from mathloop.problems import Problem
from mathloop.results import Results
from mathloop.runs import execute_run
from mathloop.runs.calls.call_stack import shared_backend
from mathloop.runs.configuration.config import RunConfig
from mathloop.runs.configuration.planning import plan_config
from mathloop.runs.configuration.resume import resumption
from mathloop.runs.configuration.sweep import load_sweep
from mathloop.runs.execution.context import solve_context

__all__ = [
    "DEFAULT_SOLVE_METHOD", "SOLVE_BATCH_SEQUENCES", "aevaluate", "aresume", "asolve",
    "asweep", "evaluate", "resolve_backend", "resume", "run_sync", "solve", "sweep",
]  # fmt: skip

SOLVE_BATCH_SEQUENCES = 2
"""``batch_sequences`` of the backend ``solve`` builds itself: one problem at a time, so only
the calls a method asks for together (a ``consensus`` round) wait together, and they are
decoded in one batch (``docs/backends.md``). A run keeps the backend default, 1.
"""

DEFAULT_SOLVE_METHOD = "consensus"
"""What ``solve`` runs unless told otherwise: on the first 200 MATH-500 problems and 30 GSM8K
problems (issue 41, ``results/mixed-vote``), the most accurate method on the default model
within 3x CoT's output tokens on both (``bench/solver_choice.py``, ``docs/decisions.md``)."""

T = TypeVar("T")

_DEFAULT = {name: field.default for name, field in RunConfig.model_fields.items()}
"""The sandbox settings' defaults are a run's (:class:`RunConfig`): written once."""

BackendChoice = Backend | BackendSettings | None
"""A ready backend, settings to build one from, or None for the embedded default model."""


def solve(
    problem: str | Problem,
    *,
    method: str = DEFAULT_SOLVE_METHOD,
    settings: Mapping[str, Any] | None = None,
    model: str | None = None,
    backend: BackendChoice = None,
    seed: int | None = None,
    policy: str = _DEFAULT["policy"],
    allow_imports: tuple[str, ...] = _DEFAULT["allow_imports"],
    python_timeout: float = _DEFAULT["python_timeout"],
    sandbox_mode: Literal["auto", "cold", "warm"] = _DEFAULT["sandbox_mode"],
) -> Trace:
    """Solve one problem with one method and return its trace.

    ``settings`` override the method's (the keys of ``--set METHOD.KEY=VALUE``). ``model``
    names a local model (``"smollm2-135m"``, a ``.gguf`` path) run in this process;
    ``backend`` is anything else (:mod:`mathloop.backends`). Example::

        trace = mathloop.solve("Find n if 2n + 1 = 3n - 6", settings={"max_samples": 5})
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
    method: str = DEFAULT_SOLVE_METHOD,
    settings: Mapping[str, Any] | None = None,
    model: str | None = None,
    backend: BackendChoice = None,
    seed: int | None = None,
    policy: str = _DEFAULT["policy"],
    allow_imports: tuple[str, ...] = _DEFAULT["allow_imports"],
    python_timeout: float = _DEFAULT["python_timeout"],
    sandbox_mode: Literal["auto", "cold", "warm"] = _DEFAULT["sandbox_mode"],
) -> Trace:
    """:func:`solve` for callers that run an event loop: ``await mathloop.asolve(...)``."""
    solver = create_method(method, dict(settings or {}))
    ctx = solve_context(
        resolve_backend(backend, model),
        policy=policy,
        allow_imports=allow_imports,
        python_timeout=python_timeout,
        sandbox_mode=sandbox_mode,
        exec_concurrency=_DEFAULT["exec_concurrency"],
        seed=seed,
    )
    statement = problem if isinstance(problem, Problem) else Problem(id="api", statement=problem)
    return await solver.solve(statement, ctx)


def evaluate(
    benchmark: str | None = None,
    *,
    out: str | Path | None = None,
    config: RunConfig | None = None,
    backend: BackendSettings | str | None = None,
    **fields: Any,
) -> Results:
    """Run methods over a benchmark into the run folder ``out`` and return its results.

    ``fields`` are :class:`~mathloop.runs.configuration.config.RunConfig` fields, the options of
    ``mathloop run`` by their parameter names (``methods``, ``limit``, ``seed``, ``preset``,
    ``settings``, ``model``, ``policy``...); ``backend`` is a backend name or the settings
    :mod:`mathloop.backends` makes. Running it again resumes the folder, exactly as the command
    does (a folder made by ``mathloop run`` with the same settings resumes too). Example::

        results = mathloop.evaluate("math500", methods=["pot", "iipc"], limit=20, seed=1,
                                    backend=mathloop.backends.openai(
                                        base_url="http://127.0.0.1:8080/v1", model="qwen"),
                                    out="runs/m500")
        results.accuracy()
    """
    return run_sync(aevaluate(benchmark, out=out, config=config, backend=backend, **fields))


async def aevaluate(
    benchmark: str | None = None,
    *,
    out: str | Path | None = None,
    config: RunConfig | None = None,
    backend: BackendSettings | str | None = None,
    **fields: Any,
) -> Results:
    """:func:`evaluate` for callers that run an event loop."""
    run = config or run_config(benchmark, out=out, backend=backend, **fields)
    plan = plan_config(run)
    await execute_run(plan)
    return Results(plan.store.root)


def resume(folder: str | Path, **changes: Any) -> Results:
    """Finish the run in ``folder`` with the settings it was started with, and return its
    results, as ``mathloop resume`` does (:mod:`mathloop.runs.configuration.resume`).

    ``changes`` are :class:`~mathloop.runs.configuration.config.RunConfig` options laid
    over the recorded ones, so a budget can be raised; the run's identity (methods, model,
    selection...) must stay, or the engine refuses the folder. Example::

        results = mathloop.resume("runs/m500", max_cost=5, concurrency=8)
        results.accuracy()
    """
    return run_sync(aresume(folder, **changes))


async def aresume(folder: str | Path, **changes: Any) -> Results:
    """:func:`resume` for callers that run an event loop."""
    plan = resumption(Path(folder), changes=changes).plan()
    await execute_run(plan)
    return Results(plan.store.root)


def sweep(file: str | Path, *, samples: int | None = None) -> list[Results]:
    """Run every cell of the sweep file ``file`` (``docs/runs.md``) and return each cell's
    results, in the file's order, as ``mathloop sweep`` does.

    A finished cell is skipped and a stopped one resumes, so calling it again goes on where
    a failure stopped it; ``samples`` stands over the file's own. Example::

        for results in mathloop.sweep("sweep.toml"):
            print(results.folder, results.accuracy())
    """
    return run_sync(asweep(file, samples=samples))


async def asweep(file: str | Path, *, samples: int | None = None) -> list[Results]:
    """:func:`sweep` for callers that run an event loop."""
    cells = load_sweep(Path(file), samples=samples).cells
    for cell in cells:
        if not cell.finished():
            await execute_run(plan_config(cell.config))
    return [Results(cell.out) for cell in cells]


def run_config(
    benchmark: str | None,
    *,
    out: str | Path | None,
    backend: BackendSettings | str | None = None,
    **fields: Any,
) -> RunConfig:
    """A :class:`RunConfig` from :func:`evaluate`'s arguments (lists for ``methods``...)."""
    if benchmark is None or out is None:
        raise ConfigError("evaluate needs a benchmark and an out folder (or a config)")
    given = dict(fields)
    if isinstance(backend, BackendSettings) or backend is not None:
        given["backend"] = backend
    return RunConfig(benchmark=benchmark, out=Path(out), **given)


def resolve_backend(backend: BackendChoice, model: str | None = None) -> Backend:
    """The backend to call: ``backend`` itself, one built from its settings (with retries
    and a circuit breaker, no response cache), or the local ``model`` (default: mathloop's
    default model)."""
    if isinstance(backend, BackendSettings):
        return shared_backend(backend, cache="off")
    if backend is not None:
        return backend
    settings = BackendSettings(model=model, batch_sequences=SOLVE_BATCH_SEQUENCES).resolved()
    return shared_backend(settings, cache="off")


def run_sync(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run ``coroutine`` to its end from synchronous code, also under a running event loop
    (Jupyter): then on a worker thread with a loop of its own."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coroutine)
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
