"""Finish a stopped run with the settings that started it: :func:`resumption` rebuilds the
run of a folder (``mathloop resume``, :func:`mathloop.resume`).

The run is rebuilt from the configuration its manifest records, whichever made it:
``mathloop run``, :func:`mathloop.evaluate` or ``mathloop reproduce``. A folder made by
``mathloop run`` before manifests recorded it is rebuilt from the command line it recorded
(parsed, not run again: :mod:`mathloop.runs.arguments`). Its preset gives the values the
manifest recorded, not its definition of today (:mod:`mathloop.runs.as_recorded`). The run
goes on in the folder given, and a relative ``data`` or ``cache_path`` is read from the
folder the run was started in, without changing the process's working directory::

    plan = resumption(Path("runs/m500"), changes={"max_cost": 5}).plan()
    await execute_run(plan)
"""

from __future__ import annotations

import shlex
from collections.abc import Mapping
from pathlib import Path
from typing import Any, NamedTuple

from mathloop.errors import RunStoreError

from .arguments import config_of_arguments
from .as_recorded import as_recorded
from .config import RunConfig
from .engine import RunPlan
from .planning import plan_config
from .store import RunStore, is_archive

__all__ = ["Resumption", "resumption"]


class Resumption(NamedTuple):
    """A stopped run rebuilt from its folder: its config, and the folder it was started in
    (``None`` when that is gone), from which its relative paths were given."""

    config: RunConfig
    workdir: Path | None

    def plan(self) -> RunPlan:
        """The plan that finishes the run (:func:`~mathloop.runs.planning.plan_config`)."""
        return plan_config(self.config, workdir=self.workdir)


def resumption(folder: Path, *, changes: Mapping[str, Any] | None = None) -> Resumption:
    """The run of ``folder`` as it was started, with ``changes`` (options by their
    :class:`RunConfig` names, ``{"max_cost": 5, "concurrency": 8}``) laid over the recorded
    ones. A :class:`RunStoreError` for a folder that is not a run or does not record how it
    was started."""
    if is_archive(folder):
        raise RunStoreError(
            f"{folder} is a packed run; mathloop unpack {folder} restores its folder, which resumes"
        )
    store = RunStore(folder)
    store.require()
    manifest = store.read_manifest()
    config = _recorded_config(folder, manifest)
    if changes:
        config = config.updated(changes)
    # Under what the folder ran with, whatever its preset means today (docs/decisions.md).
    config = as_recorded(config, manifest.get("settings") or {})
    cwd = manifest.get("cwd")  # relative to the run folder (absolute before: :mod:`.portable`)
    workdir = (folder / cwd).resolve() if isinstance(cwd, str) else None
    workdir = workdir if workdir is not None and workdir.is_dir() else None
    return Resumption(config.model_copy(update={"out": folder}), workdir)


def _recorded_config(folder: Path, manifest: Mapping[str, Any]) -> RunConfig:
    recorded = manifest.get("config")
    if isinstance(recorded, dict):
        return RunConfig.model_validate(recorded)
    command = manifest.get("command")
    if isinstance(command, list) and command and command[0] == "run":
        return config_of_arguments([str(word) for word in command[1:]])
    if isinstance(command, list) and command and command[0] == "reproduce":
        again = shlex.join(["mathloop", *map(str, command)])
        raise RunStoreError(f"{folder} was made by an earlier reproduce; run it again: {again}")
    raise RunStoreError(f"{folder}: the manifest does not record the command that started it")
