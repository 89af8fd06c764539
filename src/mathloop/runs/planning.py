"""Turn a run's :class:`~mathloop.runs.config.RunConfig` into a :class:`RunPlan`: items,
methods, backend, settings (:func:`plan_config`, the one way every command and
:func:`mathloop.evaluate` plan a run).

Inside, the config is read as ``options``: every option of ``mathloop run`` under its
parameter name (:meth:`RunConfig.to_options`). The preset named in ``options["preset"]``
applies under every field the config sets and under every method setting given.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from mathloop.answers import DEFAULT_JUDGE_SPEC
from mathloop.benchmarks import load_benchmark, select_items
from mathloop.benchmarks.loaders import data_file
from mathloop.errors import ConfigError
from mathloop.llm import BackendSettings
from mathloop.llm.base import Backend
from mathloop.llm.models import DEFAULT_MODEL
from mathloop.methods import SolveContext, create_method
from mathloop.presets import apply_preset, voter_settings
from mathloop.problems import BenchmarkItem

from .backend_chain import build_run_backend
from .budgets import KNOWN_PRICES, Price, RunBudgets
from .config import RunConfig, parse_overrides, split_csv
from .context import solve_context
from .engine import RunPlan, Solver
from .environment import data_info, environment_info
from .pipeline import solve_locally
from .store import RunStore

__all__ = [
    "backend_settings",
    "build_backend",
    "make_context",
    "parse_overrides",
    "plan_config",
    "require_settings_used",
    "run_budgets",
    "run_items",
    "split_csv",
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


def plan_config(config: RunConfig) -> RunPlan:
    """The run a typed :class:`RunConfig` describes (its preset under the fields it set).

    The manifest records the fields the caller set (``config``), which is what
    ``mathloop resume`` rebuilds the run from.
    """
    plan = _plan_options(
        config.to_options(), method_settings=config.settings, explicit=config.given().__contains__
    )
    recorded = config.model_dump(mode="json", exclude_unset=True)
    return dataclasses.replace(plan, environment={**plan.environment, "config": recorded})


def _plan_options(
    options: Mapping[str, Any],
    *,
    method_settings: Mapping[str, Mapping[str, Any]],
    explicit: Callable[[str], bool],
) -> RunPlan:
    """The run ``options`` describe: items, methods, backend, store and recorded settings.

    The preset in ``options["preset"]`` applies under the ``method_settings`` given and
    under every option ``explicit(name)`` says the caller gave.
    """
    given = {method: dict(values) for method, values in method_settings.items()}
    merged, settings_of = apply_preset(dict(options), given, explicit=explicit)
    names = split_csv(merged["methods"])
    require_settings_used(given, names)
    items = run_items(merged)
    preset = merged.get("preset")
    methods = [
        create_method(name, {**voter_settings(preset, name), **settings_of.get(name, {})})
        for name in names
    ]
    settings = backend_settings(merged)
    ctx = make_context(build_backend(settings, merged), merged, merged["seed"])
    return RunPlan(
        store=RunStore(merged["out"]),
        items=items,
        methods=methods,
        ctx=ctx,
        settings=_recorded_settings(merged, dataclasses.asdict(settings)),
        environment={
            **environment_info(settings),
            "data": data_info(data_file(merged["benchmark"], merged["data"])),
            "command": sys.argv[1:],
            "cwd": os.getcwd(),
        },
        concurrency=merged["concurrency"],
        budgets=run_budgets(merged, settings.model),
        solver=_solver(merged, settings, ctx),
        judge_backend=_judge_backend(merged, settings, ctx.backend),
        judge_spec=DEFAULT_JUDGE_SPEC,
        retry_errors=not merged["keep_errors"],
        samples=merged.get("samples") or 1,
    )


def _judge_settings(options: Mapping[str, Any], settings: BackendSettings) -> BackendSettings:
    """The judge's backend settings: the run's, with any --judge-* flag applied."""
    return dataclasses.replace(
        settings,
        backend=options["judge_backend"] or settings.backend,
        model=options["judge_model"] or settings.model,
        base_url=options["judge_base_url"] or settings.base_url,
    )


def _judge_backend(
    options: dict[str, Any], settings: BackendSettings, run_backend: Backend
) -> Backend | None:
    """``None`` unless --judge; the run's own backend when the judge uses the same model."""
    if not options["judge"]:
        return None
    judge_settings = _judge_settings(options, settings)
    if judge_settings == settings:
        return run_backend
    return build_backend(judge_settings, options)


def _solver(options: Mapping[str, Any], settings: BackendSettings, ctx: SolveContext) -> Solver:
    if options["executor"] == "local":
        return solve_locally
    from mathloop.runs.distributed import RaySolver, share_the_cores, worker_settings

    if options["ray_address"] is None and not os.environ.get("RAY_ADDRESS"):
        # A local Ray instance: its workers share this machine's cores.
        settings = share_the_cores(settings, options["concurrency"])
    workers = worker_settings(
        settings, ctx, cache=options["cache"], cache_path=options["cache_path"]
    )
    return RaySolver(workers, address=options["ray_address"])


def run_items(options: Mapping[str, Any]) -> list[BenchmarkItem]:
    """The benchmark items a run with ``options`` solves: loaded, filtered and sampled.

    A named benchmark with no local file is fetched from the hub unless ``offline``.
    """
    items = load_benchmark(
        options["benchmark"],
        options["data"],
        question_field=options["question_field"],
        answer_field=options["answer_field"],
        id_field=options["id_field"],
        online=not options["offline"],
    )
    return select_items(
        items,
        limit=options["limit"],
        seed=options["seed"],
        ids=split_csv(options["ids"]),
        subjects=split_csv(options["subjects"]),
        levels=[int(v) for v in split_csv(options["levels"])],
        years=[int(v) for v in split_csv(options["years"])],
        per_bin=options["per_bin"],
    )


SELECTION_KEYS = (
    "benchmark",
    "data",
    "question_field",
    "answer_field",
    "id_field",
    "seed",
    "ids",
    "subjects",
    "levels",
    "years",
    "per_bin",
)
"""The options that choose a run's problems, besides ``limit`` (all in its manifest)."""


def _recorded_settings(options: Mapping[str, Any], backend: dict[str, Any]) -> dict[str, Any]:
    keys = (*SELECTION_KEYS, "limit", "policy", "allow_imports", "python_timeout")
    # ``offline`` is not among them: it decides only whether a missing file may be fetched,
    # and a fetched file has the ids of a local one, so runs with and without it resume each
    # other.
    recorded = {key: options[key] for key in keys}
    recorded["data"] = str(options["data"]) if options["data"] else None
    # How requests are spread is not what they ask: like --concurrency, the cap may change.
    volatile = ("retry", "timeout_s", "endpoint_concurrency")
    recorded["backend"] = {k: v for k, v in backend.items() if k not in volatile}
    if options.get("preset"):  # recorded only when given, so earlier runs resume as before
        recorded["preset"] = options["preset"]
    if options["judge"]:  # recorded only when on, so runs without a judge resume as before
        recorded["judge"] = {
            key: options[f"judge_{key}"] or backend[key] for key in ("backend", "model", "base_url")
        }
        recorded["judge"]["spec"] = dataclasses.asdict(DEFAULT_JUDGE_SPEC)
    return recorded


def backend_settings(options: dict[str, Any]) -> BackendSettings:
    """Backend settings from the shared backend options."""
    model = options["model"]
    if options["backend"] == "llamacpp" and not model:
        model = DEFAULT_MODEL
    return BackendSettings(
        backend=options["backend"],
        model=model,
        base_url=options["base_url"],
        endpoint_concurrency=options.get("endpoint_concurrency"),
        api_key_env=options["api_key_env"],
        num_ctx=options["num_ctx"],
        timeout_s=options["request_timeout"],
        n_threads=options["n_threads"],
        prompt_cache_mb=options.get("prompt_cache_mb", BackendSettings.prompt_cache_mb),
        prompt_lookup_tokens=options.get(
            "prompt_lookup_tokens", BackendSettings.prompt_lookup_tokens
        ),
        server_extensions=options.get("server_extensions"),
    )


def make_context(
    backend: Backend, options: dict[str, Any], seed: int | None = None
) -> SolveContext:
    """The solve context: backend, import policy and execution limits."""
    return solve_context(
        backend,
        policy=options["policy"],
        allow_imports=split_csv(options["allow_imports"]),
        python_timeout=options["python_timeout"],
        sandbox_mode=options.get("sandbox_mode", "cold"),
        exec_concurrency=options.get("exec_concurrency") or 2,
        seed=seed,
    )


def build_backend(settings: BackendSettings, options: dict[str, Any] | None = None) -> Backend:
    """The run's backend chain (retries, circuit breaker, response cache)."""
    options = options or {}
    return build_run_backend(
        settings, cache=options.get("cache", "auto"), cache_path=options.get("cache_path")
    )


def run_budgets(options: dict[str, Any], model: str | None) -> RunBudgets:
    """The run's budgets from --problem-timeout, --max-run-tokens, --max-cost, --price."""
    price = Price.parse(options["price"]) if options["price"] else None
    return RunBudgets(
        problem_seconds=options["problem_timeout"],
        run_tokens=options["max_run_tokens"],
        max_cost=options["max_cost"],
        price=price or KNOWN_PRICES.get(model or "", Price()),
    )
