"""Turn a run's :class:`~.config.RunConfig` into a :class:`RunPlan`: items,
methods, backend, settings (:func:`plan_config`, the one way every command and
:func:`mathloop.evaluate` plan a run).

The plan reads the config's typed fields. The preset it names applies under every field the
config sets and under every method setting given.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from mathloop.benchmarks import load_benchmark, select_items
from mathloop.benchmarks.loaders import data_file
from mathloop.errors import ConfigError
from mathloop.llm import BackendSettings
from mathloop.llm.base import Backend
from mathloop.methods import SolveContext, create_method
from mathloop.presets import apply_preset
from mathloop.problems import BenchmarkItem
from mathloop.runs.calls.cache import CacheMode
from mathloop.runs.calls.call_stack import shared_backend
from mathloop.runs.execution.budgets import RunBudgets, run_price
from mathloop.runs.execution.context import solve_context
from mathloop.runs.execution.engine import RunPlan, Solver
from mathloop.runs.execution.pipeline import solve_locally
from mathloop.runs.storage.portable import local_path
from mathloop.runs.storage.store import RunStore

from .config import RunConfig
from .environment import run_environment
from .record import SELECTION_KEYS, check_settings, judge_spec, run_record

__all__ = [
    "SELECTION_KEYS",
    "build_backend",
    "plan_config",
    "require_settings_used",
    "run_items",
    "with_preset",
]


def require_settings_used(settings: Mapping[str, Any], methods: Sequence[str]) -> None:
    """A :class:`ConfigError` when ``settings`` name a method that is not among ``methods``:
    such a setting would change nothing, silently (a typo, or the wrong run)."""
    stray = [name for name in settings if name not in methods]
    if stray:
        raise ConfigError(
            f"settings for {', '.join(stray)}, which this run does not solve with (its "
            f"methods: {', '.join(methods)}); --set METHOD.KEY=VALUE names one of them"
        )


def plan_config(config: RunConfig, *, workdir: Path | None = None) -> RunPlan:
    """The run a typed :class:`RunConfig` describes (its preset under the fields it set).

    A relative ``data`` or ``cache_path`` is read from ``workdir`` (default: the working
    directory), the folder the run was started in; the manifest records them as given, in
    the resolved run (its ``run`` block), which is what ``mathloop resume`` rebuilds the run
    from (:mod:`.record`).

    The steps go from the run's own settings down to the model: the preset and the methods,
    what the manifest records, the budgets, the items (bad input is reported before a
    missing model), then the backend and what is built on it.
    """
    run, settings_of = with_preset(config)
    methods = [create_method(name, settings_of.get(name, {})) for name in run.methods]
    here = workdir or Path.cwd()
    data, cache_path = (_read_from(path, workdir) for path in (run.data, run.cache_path))
    run = run.model_copy(update={"cache_path": cache_path, "backend": run.backend.resolved()})
    settings = run.backend
    store = RunStore(run.out)
    record = run_record(run, here=here)
    checks, judged = check_settings(run), judge_spec(run)
    budgets = RunBudgets(
        problem_seconds=run.problem_timeout,
        run_tokens=run.max_run_tokens,
        max_cost=run.max_cost,
        price=run_price(run.price, settings.model),
    )
    items = _selected_items(run, data)
    data_path = data_file(run.benchmark, data)
    backend = build_backend(settings, cache=run.cache, cache_path=run.cache_path)
    ctx = _context(backend, run)
    return RunPlan(
        store=store,
        items=items,
        methods=methods,
        ctx=ctx,
        record=record,
        environment=run_environment(settings, data_path, out=run.out, here=here),
        concurrency=run.concurrency,
        budgets=budgets,
        solver=_solver(run, settings, ctx),
        judge_backend=_judge_backend(run, settings, ctx.backend),
        judge_spec=judged,
        check_settings=checks,
        retry_errors=not run.keep_errors,
        samples=run.samples,
    )


def with_preset(config: RunConfig) -> tuple[RunConfig, dict[str, dict[str, Any]]]:
    """``config`` with its preset's run options under the fields it sets, and every method's
    settings: the preset's (a vote's voters' too) under those given (``config.settings``),
    which must name methods of the run (:func:`require_settings_used`)."""
    require_settings_used(config.settings, config.methods)
    given = {method: dict(values) for method, values in config.settings.items()}
    options, settings = apply_preset(
        {"preset": config.preset},
        given,
        explicit=config.given().__contains__,
        methods=config.methods,
    )
    preset = {key: value for key, value in options.items() if key != "preset"}
    if not preset:
        return config, settings
    return RunConfig.model_validate({**config.model_dump(), **preset}), settings


def _judge_settings(config: RunConfig, settings: BackendSettings) -> BackendSettings:
    """The judge's backend settings: the run's, with any --judge-* flag applied."""
    return settings.model_copy(
        update={
            "backend": config.judge_backend or settings.backend,
            "model": config.judge_model or settings.model,
            "base_url": config.judge_base_url or settings.base_url,
        }
    )


def _judge_backend(
    config: RunConfig, settings: BackendSettings, run_backend: Backend
) -> Backend | None:
    """``None`` unless --judge; the run's own backend when the judge uses the same model."""
    if not config.judge:
        return None
    judge_settings = _judge_settings(config, settings)
    if judge_settings == settings:
        return run_backend
    return build_backend(judge_settings, cache=config.cache, cache_path=config.cache_path)


def _solver(config: RunConfig, settings: BackendSettings, ctx: SolveContext) -> Solver:
    if config.executor == "local":
        return solve_locally
    from mathloop.runs.execution.distributed import RaySolver, share_the_cores, worker_settings

    if config.ray_address is None and not os.environ.get("RAY_ADDRESS"):
        # A local Ray instance: its workers share this machine's cores.
        settings = share_the_cores(settings, config.concurrency)
    workers = worker_settings(settings, ctx, cache=config.cache, cache_path=config.cache_path)
    return RaySolver(workers, address=config.ray_address)


def run_items(config: RunConfig, *, workdir: Path | None = None) -> list[BenchmarkItem]:
    """The benchmark items a run of ``config`` solves: loaded, filtered and sampled (a
    relative ``data`` read from ``workdir``, by default the working directory).

    A named benchmark with no local file is fetched from the hub unless ``offline``.
    """
    return _selected_items(config, _read_from(config.data, workdir))


def _selected_items(config: RunConfig, data: Path | None) -> list[BenchmarkItem]:
    """The items of ``config``'s benchmark read from ``data`` that its selection keeps."""
    items = load_benchmark(
        config.benchmark,
        data,
        question_field=config.question_field,
        answer_field=config.answer_field,
        id_field=config.id_field,
        online=not config.offline,
    )
    return select_items(
        items,
        limit=config.limit,
        seed=config.seed,
        ids=list(config.ids),
        subjects=list(config.subjects),
        levels=list(config.levels),
        years=list(config.years),
        per_bin=config.per_bin,
    )


def _read_from(path: Path | None, workdir: Path | None) -> Path | None:
    """``path`` as seen from ``workdir`` (a relative path was given from there); a path a
    manifest recorded in its portable form (``$MATHLOOP_DATA_DIR/...``) on this machine."""
    if path is None:
        return None
    if str(path).startswith("$"):
        return local_path(str(path), base=workdir or Path.cwd())
    return workdir / path if workdir is not None else path


def _context(backend: Backend, config: RunConfig) -> SolveContext:
    """The solve context: backend, import policy and execution limits."""
    return solve_context(
        backend,
        policy=config.policy,
        allow_imports=config.allow_imports,
        python_timeout=config.python_timeout,
        sandbox_mode=config.sandbox_mode,
        exec_concurrency=config.exec_concurrency,
        seed=config.seed,
    )


def build_backend(
    settings: BackendSettings, *, cache: CacheMode = "auto", cache_path: Path | None = None
) -> Backend:
    """The run's shared backend layers (retries, circuit breaker, response cache:
    :func:`mathloop.runs.calls.call_stack.shared_backend`)."""
    return shared_backend(settings, cache=cache, cache_path=cache_path)
