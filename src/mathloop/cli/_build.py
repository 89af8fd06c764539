"""Turn CLI options into library objects: backend settings, solve context, manifest info."""

from __future__ import annotations

import platform
import subprocess
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

from mathloop.benchmarks.loaders import BENCHMARK_REGISTRY
from mathloop.llm import BACKENDS, BackendSettings
from mathloop.llm.base import Backend
from mathloop.llm.models import DEFAULT_MODEL, resolve_model
from mathloop.methods import METHODS, SolveContext
from mathloop.plugins import loaded_plugins
from mathloop.runs.backend_chain import build_run_backend
from mathloop.runs.budgets import KNOWN_PRICES, Price, RunBudgets
from mathloop.runs.context import solve_context

from ._options import split_csv

__all__ = ["backend_settings", "build_backend", "environment_info", "make_context", "run_budgets"]

_PACKAGES = ("mathloop", "llama_cpp_python", "openai", "sympy", "math-verify", "numpy", "httpx")


def backend_settings(options: dict[str, Any]) -> BackendSettings:
    """Backend settings from the shared backend options."""
    model = options["model"]
    if options["backend"] == "llamacpp" and not model:
        model = DEFAULT_MODEL
    return BackendSettings(
        backend=options["backend"],
        model=model,
        base_url=options["base_url"],
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


def environment_info(settings: BackendSettings) -> dict[str, Any]:
    """Versions, the model's identity and the installed plugins, for the manifest."""
    return {
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "packages": {name: _version(name) for name in _PACKAGES},
        "commit": source_commit(),
        "model": _model_info(settings),
        "plugins": loaded_plugins(METHODS, BACKENDS, BENCHMARK_REGISTRY),
    }


def source_commit() -> str | None:
    """The git commit of mathloop's own source (``+dirty`` with uncommitted changes), or
    None when mathloop is not running from a git checkout."""
    folder = Path(__file__).resolve().parents[1]  # the mathloop package
    try:
        head = _git(folder, "rev-parse", "HEAD")
        dirty = _git(folder, "status", "--porcelain", "--untracked-files=no", "--", ".")
    except (OSError, subprocess.SubprocessError):
        return None
    return f"{head}+dirty" if dirty else head


def _git(folder: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-C", str(folder), *args], capture_output=True, text=True, timeout=10, check=True
    )
    return done.stdout.strip()


def _model_info(settings: BackendSettings) -> dict[str, Any]:
    info: dict[str, Any] = {"backend": settings.backend, "name": settings.model}
    if settings.backend == "llamacpp" and settings.model:
        resolved = resolve_model(settings.model)
        info.update(path=str(resolved.path), sha256=resolved.sha256, source=resolved.source)
    else:
        info["base_url"] = settings.base_url
    return info


def _version(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None
