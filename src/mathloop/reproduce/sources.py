"""Where an experiment's tables find each cell's runs.

A cell's own run is ``OUT/<folder>``, or ``OUT/<folder>.zip`` once packed for publishing
(``mathloop pack``), read in place. ``--include RUN`` adds runs made elsewhere on the same
problems: each joins the cell whose benchmark selection it solved, and a cell whose methods
are split over folders is read as one run (:func:`~mathloop.report.combine.combine_runs`).
That is how Table 1 reads CR and MACM from ``results/iipc-agents/math.zip`` beside PoT and IIPC from
``results/iipc-ablations/math.zip``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from mathloop.errors import ConfigError
from mathloop.runs.storage.archive import is_run
from mathloop.runs.storage.portable import same_file
from mathloop.runs.storage.reader import open_run
from mathloop.runs.storage.store import runs_inside

from .cells import Cell
from .exhibits import Results, own_run, results_from

__all__ = ["cell_of", "opened_results"]


@contextlib.contextmanager
def opened_results(
    cells: Sequence[Cell],
    root: Path,
    *,
    preset: str,
    seed: int = 0,
    limit: int | None = None,
    include: Sequence[Path] = (),
) -> Iterator[Results]:
    """The cells' results from their runs under ``root`` (folders or packed) and the
    ``include``d runs (folders, packed runs, or folders of runs)."""
    sources: dict[str, list[Path]] = {cell.folder: own_run(root / cell.folder) for cell in cells}
    seen = {path.resolve() for paths in sources.values() for path in paths}
    for path, named in _runs(include):
        if path.resolve() in seen:
            continue
        seen.add(path.resolve())
        try:
            cell = cell_of(cells, path, preset=preset, shown=path)
        except ConfigError:
            if named:
                raise
            continue  # a run of an included folder that no cell solves: not this table's
        sources[cell.folder].append(path)
    yield results_from(cells, sources, preset=preset, seed=seed, limit=limit)


def _runs(include: Sequence[Path]) -> list[tuple[Path, bool]]:
    """Each included path as runs: a run folder or packed run itself (named: it must fit a
    cell), or the runs inside a folder (those that fit no cell are left out)."""
    found: list[tuple[Path, bool]] = []
    for path in include:
        if is_run(path):
            found.append((path, True))
            continue
        inside = runs_inside(path) if path.is_dir() else []
        if not inside:
            raise ConfigError(f"--include {path}: neither a run nor a folder of runs")
        found += [(run, False) for run in inside]
    return found


def cell_of(cells: Sequence[Cell], run: Path, *, preset: str, shown: Path) -> Cell:
    """The one cell whose selection ``run`` (a folder or packed run) solved (``shown`` names
    it)."""
    settings: Mapping[str, Any] = open_run(run).read_manifest().get("run") or {}
    if settings.get("preset") != preset:
        raise ConfigError(
            f"--include {shown}: its run used preset {settings.get('preset')!r}; "
            f"these tables are {preset!r}'s"
        )
    fits = [cell for cell in cells if _solves(cell, settings)]
    if len(fits) == 1:
        return fits[0]
    if fits:
        labels = ", ".join(cell.label for cell in fits)
        raise ConfigError(
            f"--include {shown}: its problems are those of several cells ({labels}); "
            "--include is for experiments with one cell per benchmark"
        )
    wanted = "; ".join(f"{cell.label}: {_selection_text(_cell_selection(cell))}" for cell in cells)
    raise ConfigError(
        f"--include {shown}: it solved {_selection_text(settings)}, which no cell solves ({wanted})"
    )


def _solves(cell: Cell, settings: Mapping[str, Any]) -> bool:
    recorded = settings.get("data")
    if cell.data is not None and not (
        isinstance(recorded, str) and same_file(recorded, cell.data, base=Path.cwd())
    ):
        return False
    ours = _cell_selection(cell)
    # no levels chosen: [] in a record, absent in a run made by hand
    return all(
        (settings.get(key) or None) == (value or None)
        for key, value in ours.items()
        if key != "data"
    )


def _cell_selection(cell: Cell) -> dict[str, Any]:
    return {
        "benchmark": cell.benchmark,
        "per_bin": cell.per_bin,
        "levels": list(cell.levels),
        "data": None if cell.data is None else str(cell.data),
    }


def _selection_text(settings: Mapping[str, Any]) -> str:
    text = str(settings.get("benchmark"))
    if settings.get("per_bin"):
        text += f", {settings['per_bin']} per bin"
    if settings.get("levels"):
        text += f", levels {settings['levels']}"
    return text
