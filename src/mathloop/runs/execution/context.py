"""The solve context of a run or a single solve: the backend, the import policy, the limits.

One builder for the CLI and the Python API, so both turn the same settings into the same
sandbox policy and limits.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Iterable

from mathloop.llm.base import Backend
from mathloop.methods import SolveContext
from mathloop.sandbox import Limits, Mode, ModeChoice, get_policy, pick_mode

__all__ = ["program_limits", "solve_context"]


def solve_context(
    backend: Backend,
    *,
    policy: str,
    allow_imports: Iterable[str],
    python_timeout: float,
    sandbox_mode: ModeChoice,
    exec_concurrency: int,
    seed: int | None = None,
) -> SolveContext:
    """A :class:`SolveContext` for ``backend`` with the named import policy and limits (the
    defaults of each are those of
    :class:`~mathloop.runs.configuration.config.RunConfig`, written there once)."""
    return SolveContext(
        backend=backend,
        policy=get_policy(policy, extra_imports=list(allow_imports)),
        limits=program_limits(python_timeout, pick_mode(sandbox_mode)),
        seed=seed,
        execution_slots=asyncio.Semaphore(exec_concurrency),
    )


def program_limits(timeout_s: float, mode: Mode = "cold") -> Limits:
    """Limits of one program: ``timeout_s`` of wall clock, and a CPU limit that never stops
    busy code before the wall clock does."""
    cpu_s = max(Limits().cpu_s, math.ceil(timeout_s) + 5)
    return Limits(timeout_s=timeout_s, cpu_s=cpu_s, mode=mode)
