"""A run's resolved record, and the run rebuilt from it: what ``mathloop resume`` reads.

A manifest's ``run`` block is the resolved :class:`RunConfig` of its run, exactly its dump
(:func:`run_record`): the problems chosen, the backend as resolved, the sandbox's limits,
the judge, every method's full spec under ``settings`` (each value its preset gave
included), and how the run is carried out (concurrency, budgets, the response cache, the
executor: ``OPERATION`` in :mod:`mathloop.runs.execution.plan`, which a resume may change).
:func:`config_of_record` rebuilds the run from it alone: ``RunConfig.model_validate``. The
preset's name stays a label: every value it gave is in the record, so its definition of
today changes nothing. What the user typed (the manifest's ``command``) is kept for people
to read, never read back.

Every manifest is read through :func:`mathloop.runs.migrations.migrate`, so a folder an
older mathloop recorded resumes as one recorded today.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from mathloop.answers import DEFAULT_JUDGE_SPEC, DEFAULT_SETTINGS, CheckSettings, JudgeSpec
from mathloop.errors import RunStoreError
from mathloop.runs.storage.portable import portable_path

from .config import RunConfig

__all__ = [
    "NOT_RECORDED",
    "SELECTION_KEYS",
    "check_settings",
    "config_of_record",
    "judge_spec",
    "run_record",
]

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

NOT_RECORDED = frozenset({"out", "quiet"})
"""The fields the record leaves out: the folder is where the record is, and a display flag
changes what a terminal shows, never the run."""


def run_record(run: RunConfig, *, here: Path) -> dict[str, Any]:
    """The ``run`` block of a run of ``run`` (its preset applied and its backend resolved,
    :func:`~.planning.plan_config`), exactly its dump, with ``data`` and ``cache_path``
    portable (relative ones as given from ``here``). The engine sets its ``methods``,
    ``settings`` and ``samples`` from the methods that run: each method's name, its full
    spec and the samples (:func:`mathloop.runs.execution.engine.manifest_record`)."""
    record = run.model_dump(mode="json", exclude=set(NOT_RECORDED))
    for key in ("data", "cache_path"):
        if isinstance(record.get(key), str):
            record[key] = portable_path(record[key], base=here)
    return record


def check_settings(config: RunConfig) -> CheckSettings:
    """The deterministic checker's settings of a run: the defaults, with the run's
    final-form policy."""
    return dataclasses.replace(DEFAULT_SETTINGS, final_form=config.final_form)


def judge_spec(config: RunConfig) -> JudgeSpec:
    """The judge's settings of a run: the defaults, with the run's judge guard."""
    return dataclasses.replace(DEFAULT_JUDGE_SPEC, guard=config.judge_guard)


def config_of_record(folder: Path, manifest: Mapping[str, Any]) -> RunConfig:
    """The run of ``folder`` as its manifest's ``run`` block records it (the manifest as
    read, in today's schema); a :class:`RunStoreError` for one that records no run."""
    run = manifest.get("run")
    if not isinstance(run, Mapping):
        raise RunStoreError(f"{folder}: the manifest records no run (no 'run' block)")
    try:
        return RunConfig.model_validate({**run, "out": folder})
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(part) for part in error["loc"])
        raise RunStoreError(f"{folder}: the manifest's run.{where}: {error['msg']}") from exc
