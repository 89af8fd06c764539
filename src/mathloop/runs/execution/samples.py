"""Several samples per problem × method (``--samples N``): what tells them apart.

A run with ``samples=N`` solves every problem × method N times. Each sample is a job of its
own: its own seed (:func:`sample_seed`, from the run's seed, the problem, the method and the
sample index), its own ledger line, trace folder (``problems/<id>/<method>/sample_03/``) and
in-flight journal, and its own response-cache entries
(:class:`~mathloop.runs.calls.sample_mark.SampleBackend` puts the index into every call's
``sample_index``, which the cache key covers).

A run with one sample is exactly the run of before: its job has sample ``None``, solves with
the run's own seed, calls with ``sample_index`` 0 and stores under ``problems/<id>/<method>/``;
its ledger lines carry no ``sample`` field. So every earlier run folder reads as N = 1.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from typing import NamedTuple

from mathloop.methods import Method, SolveContext
from mathloop.problems import BenchmarkItem

__all__ = [
    "SEED_RANGE",
    "Job",
    "jobs",
    "sample_context",
    "sample_seed",
]

SEED_RANGE = 2**20
"""Derived seeds lie in ``[0, SEED_RANGE)``: methods multiply a seed (``vote`` and
``consensus`` give voter ``v`` the seed ``1000 * seed + v``), and the result must still fit the
32-bit seeds that llama.cpp and servers take."""


class Job(NamedTuple):
    """One solve of a run: an item, a method and which sample (None: the run has one)."""

    item: BenchmarkItem
    method: Method
    sample: int | None = None


def jobs(items: list[BenchmarkItem], methods: list[Method], samples: int) -> list[Job]:
    """Every job of a run, problem by problem, each problem's methods and samples together."""
    indices: list[int | None] = [None] if samples == 1 else list(range(samples))
    return [Job(i, m, s) for i in items for m in methods for s in indices]


def sample_seed(run_seed: int | None, problem_id: str, method: str, sample: int) -> int:
    """The seed of one sample: a hash of the run's seed, the problem, the method and the
    sample index, so samples are independent of each other and of the order they run in,
    and the same run made again draws the same ones."""
    payload = json.dumps([run_seed, problem_id, method, sample], ensure_ascii=False)
    digest = hashlib.sha256(payload.encode()).digest()
    return int.from_bytes(digest[:8], "big") % SEED_RANGE


def sample_context(ctx: SolveContext, job: Job) -> SolveContext:
    """``ctx`` for ``job``: the sample's own seed (the run's own without samples)."""
    if job.sample is None:
        return ctx
    seed = sample_seed(ctx.seed, job.item.problem.id, job.method.name, job.sample)
    return dataclasses.replace(ctx, seed=seed)
