"""Distribute problems over a Ray cluster (``--executor ray``).

Only the solving moves: each (problem, method) pair is sent to a Ray task that rebuilds the
method from its name and frozen settings (through the same registry, so a plugin's method is
found on a worker that has the plugin installed) and the backend from its settings, solves, and
returns the trace. The driver keeps the gold answers, verifies, and writes the one run
store, so resume, the ledger and the cache key are exactly those of a local run. Workers
build their own backend (a server URL for a cluster; an embedded model loads per worker
process; several URLs make a pool in each worker process) and their own sandbox.

A task whose worker or node dies (a machine drops out, its raylet is killed) is run again
elsewhere, up to :data:`TASK_RETRIES` times; the driver writes a record only for a trace it
received, so no record is lost or written twice. A task lost beyond that stops the run
cleanly (``RunPausedError``): the records so far are kept and ``mathloop resume`` goes on.
"""

from __future__ import annotations

import asyncio
import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mathloop.errors import BackendUnavailableError, ConfigError, RunPausedError
from mathloop.llm import BackendSettings
from mathloop.llm.llamacpp import usable_cpus
from mathloop.llm.retry import one_line
from mathloop.methods import Method, SolveContext, Trace, create_method
from mathloop.methods.base import spec_dict
from mathloop.problems import Problem
from mathloop.runs.calls.cache import CacheMode
from mathloop.runs.calls.call_stack import shared_backend, solve_backend
from mathloop.sandbox import Limits, Policy

from .plan import solve_locally

__all__ = ["RaySolver", "RayWorkerSettings", "share_the_cores"]

INSTALL_HINT = "pip install 'mathloop[ray]'"

TASK_RETRIES = 3
"""Times a task lost with its worker or node is run again (Ray's own default, said here)."""


@dataclass(frozen=True)
class RayWorkerSettings:
    """What a Ray task needs to rebuild the solving side of a run."""

    backend: BackendSettings
    policy: Policy
    limits: Limits
    seed: int | None = None
    cache: CacheMode = "auto"
    cache_path: Path | None = None


class RaySolver:
    """A :data:`~.engine.Solver` that runs each problem as a Ray task."""

    def __init__(self, settings: RayWorkerSettings, *, address: str | None = None) -> None:
        ray = _import_ray()
        if not ray.is_initialized():
            # A local instance binds to loopback: nothing leaves the machine.
            local = {"_node_ip_address": "127.0.0.1", "include_dashboard": False}
            ray.init(address=address, log_to_driver=False, **({} if address else local))
        self._settings = settings
        self._remote = ray.remote(max_retries=TASK_RETRIES)(_solve_task)
        self._lost = ray.exceptions.RayError
        self._failed = ray.exceptions.RayTaskError

    async def __call__(
        self, problem: Problem, method: Method, ctx: SolveContext, *, sample: int | None = None
    ) -> Trace:
        """Solve on a worker, with the seed of ``ctx`` (a sample's own) and as sample
        ``sample``; the returned trace is validated back into a ``Trace``."""
        settings = dataclasses.replace(self._settings, seed=ctx.seed)
        spec = spec_dict(method.spec)
        ref = self._remote.remote(problem, method.name, spec, settings, sample)
        try:
            payload: str = await asyncio.wrap_future(ref.future())
        except self._failed:
            raise  # the solve itself raised: as it would have locally
        except self._lost as exc:
            raise RunPausedError(
                f"Ray could not run {problem.id} ({method.name}) to its end, retries "
                f"included ({type(exc).__name__}: {one_line(str(exc), 200)}); the run "
                "stopped and can be resumed"
            ) from exc
        return Trace.model_validate_json(payload)


def _solve_task(
    problem: Problem,
    method_name: str,
    spec: dict[str, Any],
    settings: RayWorkerSettings,
    sample: int | None = None,
) -> str:
    try:
        method = create_method(method_name, spec)
    except ConfigError as exc:
        raise ConfigError(
            f"a Ray worker could not rebuild method {method_name!r}: {exc} (a plugin's method "
            "needs its package installed on every Ray worker, as on the driver)"
        ) from exc
    ctx = SolveContext(
        backend=solve_backend(_worker_backend(settings), sample=sample).backend,
        policy=settings.policy,
        limits=settings.limits,
        seed=settings.seed,
    )
    return asyncio.run(solve_locally(problem, method, ctx)).model_dump_json()


_BACKENDS: dict[RayWorkerSettings, Any] = {}


def _worker_backend(settings: RayWorkerSettings) -> Any:
    # One backend per worker process and settings (a sample's seed apart): an embedded model
    # loads once per worker.
    key = dataclasses.replace(settings, seed=None)
    if key not in _BACKENDS:
        _BACKENDS[key] = shared_backend(
            settings.backend, cache=settings.cache, cache_path=settings.cache_path
        )
    return _BACKENDS[key]


def _import_ray() -> Any:
    try:
        import ray
    except ImportError as exc:
        raise BackendUnavailableError(f"--executor ray needs Ray: {INSTALL_HINT}") from exc
    return ray


def share_the_cores(backend: BackendSettings, workers: int) -> BackendSettings:
    """``backend`` for one of ``workers`` Ray workers on this machine, each loading its own
    embedded model: generating on a share of the CPUs rather than on all of them each (which
    would put ``workers`` times as many threads as cores to fight over them). A thread count
    the user chose (``--n-threads``) and every other backend are left as they are.
    """
    if backend.backend != "llamacpp" or backend.n_threads is not None:
        return backend
    return backend.model_copy(update={"n_threads": max(1, usable_cpus() // max(1, workers))})


def worker_settings(
    backend: BackendSettings,
    ctx: SolveContext,
    *,
    cache: CacheMode = "auto",
    cache_path: Path | None = None,
) -> RayWorkerSettings:
    """Settings for workers that mirror the driver's context and cache."""
    return RayWorkerSettings(
        backend=backend,
        policy=ctx.policy,
        limits=ctx.limits,
        seed=ctx.seed,
        cache=cache,
        cache_path=cache_path,
    )
