"""Several run folders read as one run: the methods of one experiment cell split over folders.

Published experiments sometimes solve the same problems with different methods in different
folders (``results/iipc-ablations/math.zip`` has PoT and IIPC, ``results/iipc-agents/math.zip`` CR
and MACM). A table that compares all of them pairs problem by problem only within one run,
so :func:`combine_runs` joins such folders into one, after checking that they can be joined:
the same model, the same problems chosen the same way, and no method in two of them.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from mathloop.errors import ConfigError
from mathloop.runs.configuration.planning import SELECTION_KEYS

from .runset import Arm, LoadedRun, Row, RunSet

__all__ = ["combine_runs"]


def combine_runs(runset: RunSet, name: str) -> RunSet:
    """The runs of ``runset`` as one run called ``name``, its first run's manifest extended by
    the others' methods; a :class:`ConfigError` naming both folders when two cannot be joined."""
    runs = runset.runs
    if not runs:
        return runset
    first = runs[0]
    for other in runs[1:]:
        _require_joinable(first, other)
    _require_methods_apart(runs)
    joined = LoadedRun(
        name=name,
        root=first.root,
        manifest=_joined_manifest(runs),
        records=tuple(record for run in runs for record in run.records),
        sample_size=first.sample_size,
    )
    rows = tuple(
        Row(
            arm=Arm(name, joined.model, row.arm.benchmark, row.arm.method),
            record=row.record,
            trace=row.trace,
        )
        for row in runset.rows
    )
    return RunSet(runs=(joined,), rows=rows)


def _require_joinable(first: LoadedRun, other: LoadedRun) -> None:
    if first.model != other.model:
        raise ConfigError(
            f"{first.root} and {other.root} used different models ({first.model}, "
            f"{other.model}); a table compares the methods of one model"
        )
    ours, theirs = _selection(first), _selection(other)
    for key in SELECTION_KEYS:
        if ours.get(key) != theirs.get(key):
            raise ConfigError(
                f"{first.root} and {other.root} chose their problems differently ({key}: "
                f"{ours.get(key)!r} and {theirs.get(key)!r}); their methods cannot be paired"
            )


def _selection(run: LoadedRun) -> dict[str, Any]:
    recorded = run.manifest.get("run") or {}
    return {key: recorded.get(key) for key in SELECTION_KEYS}


def _require_methods_apart(runs: Sequence[LoadedRun]) -> None:
    """Each method's records come from one folder: a problem × method with records in two
    would be counted twice, and which one stands would be a guess."""
    owner: dict[str, LoadedRun] = {}
    for run in runs:
        for method in dict.fromkeys(record.method for record in run.records):
            earlier = owner.setdefault(method, run)
            if earlier is not run:
                raise ConfigError(
                    f"{earlier.root} and {run.root} both have {method} results; "
                    "join runs whose methods differ"
                )


def _joined_manifest(runs: Sequence[LoadedRun]) -> dict[str, Any]:
    """The first run's manifest with every run's methods (in order), unfinished when any is."""
    manifest = copy.deepcopy(runs[0].manifest)
    joined = manifest.setdefault("run", {})
    specs: dict[str, Any] = {}
    for run in runs:
        recorded = run.manifest.get("run") or {}
        for name in recorded.get("methods") or []:
            specs.setdefault(str(name), (recorded.get("settings") or {}).get(name, {}))
    if specs:
        joined["methods"], joined["settings"] = list(specs), specs
    if any(run.unfinished for run in runs):
        manifest["finished_at"] = None
    return manifest
