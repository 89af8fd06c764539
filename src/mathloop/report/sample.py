"""Narrow a run's records to the problems a smaller ``--limit`` run would have chosen.

A seeded sample is shuffle-then-take (:mod:`mathloop.benchmarks.selection`), so the items
of ``--limit 50 --seed 1`` are among those of ``--limit 100 --seed 1``. A report can
therefore show the 50-problem experiment from the 100-problem run, or from a run still in
progress. The sample is drawn again from the benchmark file and the selection the run's
manifest records, with only the limit changed.
"""

from __future__ import annotations

import json
from typing import Any

from mathloop.errors import ConfigError
from mathloop.runs.configuration.config import RunConfig
from mathloop.runs.configuration.planning import SELECTION_KEYS, run_items

__all__ = ["sample_ids"]


def sample_ids(
    settings: dict[str, Any],
    limit: int,
    *,
    where: str,
    drawn: dict[str, frozenset[str]] | None = None,
) -> frozenset[str]:
    """Ids of the problems the run recorded in ``settings`` solves under ``--limit limit``.

    ``where`` names the run in errors. ``drawn`` keeps samples already drawn, keyed by the
    selection, so the runs of one sweep (same benchmark, seed and selection) load the
    benchmark once. Raises :class:`ConfigError` when the run recorded no benchmark selection.
    A run whose own ``--limit`` is smaller solved the first problems of the sample (samples
    are nested): its records are all in it, and the sample's other problems have none.
    """
    if "benchmark" not in settings:
        raise ConfigError(f"{where}: the manifest records no benchmark selection to sample")
    options = {key: settings.get(key) for key in SELECTION_KEYS}
    options.update(limit=limit, offline=False)
    drawn = {} if drawn is None else drawn
    key = json.dumps(options, sort_keys=True, default=str)
    if key not in drawn:
        given = {name: value for name, value in options.items() if value is not None}
        config = RunConfig.model_validate({**given, "out": where})
        drawn[key] = frozenset(item.problem.id for item in run_items(config))
    return drawn[key]
