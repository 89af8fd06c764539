"""What one run is: :class:`RunPlan`, and the solver that runs one method on one problem.

Its own module so that the engine (which executes a plan) and the pipeline (which solves its
pairs) both read it without reading each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from mathloop.answers import DEFAULT_JUDGE_SPEC, DEFAULT_SETTINGS, CheckSettings, JudgeSpec
from mathloop.llm.base import Backend
from mathloop.methods import Method, SolveContext, Trace
from mathloop.problems import BenchmarkItem, Problem
from mathloop.runs.storage.store import RunStore

from .budgets import RunBudgets

__all__ = ["BACKEND_OPERATION", "OPERATION", "RunPlan", "Solver", "solve_locally"]

OPERATION = (
    "offline",
    "sandbox_mode",
    "concurrency",
    "exec_concurrency",
    "cache",
    "cache_path",
    "problem_timeout",
    "max_run_tokens",
    "max_cost",
    "executor",
    "ray_address",
    "price",
    "keep_errors",
)
"""The run fields that say how a run is carried out, not what it computes: a resume may
change any of them (``mathloop resume RUN --concurrency 4``), and a resumed run is not
compared on them. ``offline`` is among them: it decides only whether a missing file may be
fetched, and a fetched file has the ids of a local one."""

BACKEND_OPERATION = ("timeout_s", "endpoint_concurrency", "retry")
"""The backend fields of the same kind: how requests are spread and retried is not what
they ask."""


class Solver(Protocol):
    """Runs one method on one problem (never its gold): local by default, or on Ray workers.

    ``sample`` is the sample index of a run with several samples per problem (None: one).
    Locally the pipeline has marked the calls of ``ctx``'s backend with it already; a Ray
    worker marks its own (:class:`~mathloop.runs.calls.sample_mark.SampleBackend`, built by
    :mod:`mathloop.runs.calls.call_stack`).
    """

    async def __call__(
        self, problem: Problem, method: Method, ctx: SolveContext, *, sample: int | None = None
    ) -> Trace: ...


async def solve_locally(
    problem: Problem, method: Method, ctx: SolveContext, *, sample: int | None = None
) -> Trace:
    """The default solver: the method runs in this process, in ``ctx`` as the run's pipeline
    made it for the job (the sample's backend included: :mod:`mathloop.runs.calls.call_stack`)."""
    del sample  # marked on ctx's backend already
    return await method.solve(problem, ctx)


@dataclass(frozen=True)
class RunPlan:
    """Everything one run needs: what to solve, how, and where to store it."""

    store: RunStore
    items: Sequence[BenchmarkItem]
    methods: Sequence[Method]
    ctx: SolveContext
    record: dict[str, Any] = field(default_factory=dict)
    """The run's resolved config as the manifest's ``run`` block records it, but for its
    methods, which the engine records from ``methods`` (:func:`.engine.manifest_record`)."""
    environment: dict[str, Any] = field(default_factory=dict)
    concurrency: int = 1
    budgets: RunBudgets = field(default_factory=RunBudgets)
    solver: Solver = solve_locally
    judge_backend: Backend | None = None
    """The optional LLM judge, asked when the deterministic verdict is not "equal"."""
    judge_spec: JudgeSpec = DEFAULT_JUDGE_SPEC
    check_settings: CheckSettings = DEFAULT_SETTINGS
    """The deterministic checker's settings: its final-form policy is the run's."""
    retry_errors: bool = True
    """Solve again problems whose standing record is a failed call (``LLM_ERROR``)."""
    samples: int = 1
    """How many times each problem × method is solved (:mod:`.samples`)."""
