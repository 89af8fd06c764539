"""What an experiment runs: cells, one run folder each, and the choices a user may make."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

__all__ = ["SINGLE_RUN_FOLDER", "Cell", "Choices", "benchmark_label"]

SINGLE_RUN_FOLDER = "run"
"""The run folder of an experiment that is one run: ``OUT/run``."""

_NOT_RUN_FIELDS = frozenset({"folder", "label", "settings"})

_LABELS = {"math": "MATH", "aime": "AIME", "gsm8k": "GSM8K", "math500": "MATH-500"}


def benchmark_label(benchmark: str) -> str:
    """How the papers name a benchmark: ``math`` is MATH, ``aime`` AIME."""
    return _LABELS.get(benchmark, benchmark)


@dataclass(frozen=True)
class Cell:
    """One run of an experiment: its folder under ``--out``, what it solves and with what.

    Past ``folder`` and ``label``, a cell is a partial run configuration, as a preset's run
    options are: each field is the ``RunConfig`` field of the same name (a test holds them
    to it), laid over the user's fields (:meth:`run_fields`)."""

    folder: str
    label: str
    """How the tables name the cell (``MATH``, ``AIME``, ``0.3``)."""
    benchmark: str
    methods: tuple[str, ...]
    data: Path | None = None
    per_bin: int | None = None
    levels: tuple[int, ...] = ()
    settings: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    """Method settings the cell fixes (Table 4's temperature), over any ``--set``."""

    def run_fields(self) -> dict[str, Any]:
        """The ``RunConfig`` fields the cell sets (all but ``settings``, which the
        experiment merges with the user's key by key)."""
        own = {f.name: getattr(self, f.name) for f in fields(self)}
        chosen = {k: v for k, v in own.items() if k not in _NOT_RUN_FIELDS}
        return {k: v for k, v in chosen.items() if v is not None and v != ()}


@dataclass(frozen=True)
class Choices:
    """What a user may change about an experiment's cells."""

    data: Path | None = None
    """Another file of the benchmark (one-benchmark experiments only)."""
    benchmark: str | None = None
    """Another benchmark (experiments that allow it: ``iipc-table3``)."""
