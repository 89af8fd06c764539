"""Finish a stopped run with the settings that started it: :func:`resumption` rebuilds the
run of a folder (``mathloop resume``, :func:`mathloop.resume`).

The run is rebuilt from the resolved record its manifest holds (:mod:`.record`), whichever
made it: ``mathloop run``, :func:`mathloop.evaluate` or ``mathloop reproduce``: load,
migrate to today's schema (:mod:`mathloop.runs.migrations`), ``RunConfig.model_validate``.
Its preset is a label there, so today's definition of it changes nothing, and what the user
typed is never read back. The run goes on in the folder given, and a relative ``data``
or ``cache_path`` is read from the folder the run was started in, without changing the
process's working directory::

    plan = resumption(Path("runs/m500"), changes={"max_cost": 5}).plan()
    await execute_run(plan)
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, NamedTuple

from mathloop.errors import RunStoreError
from mathloop.runs.execution.engine import RunPlan
from mathloop.runs.storage.store import RunStore, is_archive

from .config import RunConfig
from .planning import plan_config
from .record import config_of_record

__all__ = ["Resumption", "resumption"]


class Resumption(NamedTuple):
    """A stopped run rebuilt from its folder: its config, and the folder it was started in
    (``None`` when that is gone), from which its relative paths were given."""

    config: RunConfig
    workdir: Path | None

    def plan(self) -> RunPlan:
        """The plan that finishes the run (:func:`~.planning.plan_config`)."""
        return plan_config(self.config, workdir=self.workdir)


def resumption(folder: Path, *, changes: Mapping[str, Any] | None = None) -> Resumption:
    """The run of ``folder`` as it was started, with ``changes`` (options by their
    :class:`RunConfig` names, ``{"max_cost": 5, "concurrency": 8}``) laid over the recorded
    ones. A :class:`RunStoreError` for a folder that is not a run."""
    if is_archive(folder):
        raise RunStoreError(
            f"{folder} is a packed run; mathloop unpack {folder} restores its folder, which resumes"
        )
    store = RunStore(folder)
    store.require()
    manifest = store.read_manifest()
    config = config_of_record(folder, manifest)
    if changes:
        config = config.updated(changes)
    cwd = manifest.get(
        "cwd"
    )  # relative to the run folder (absolute before: :mod:`mathloop.runs.storage.portable`)
    workdir = (folder / cwd).resolve() if isinstance(cwd, str) else None
    workdir = workdir if workdir is not None and workdir.is_dir() else None
    return Resumption(config.model_copy(update={"out": folder}), workdir)
