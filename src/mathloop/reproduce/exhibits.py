"""An experiment's results and what it shows: tables in the paper's layout, and figures.

``write_exhibits`` lays out ``OUT/report/<experiment>/``::

    report.md            the runs, then every table (ours beside the published numbers)
    <table>.csv          every table's numbers, raw, one value per row
    <figure>.png|svg     the figures
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from rich.console import Console

from mathloop.report import (
    Arm,
    LoadedRun,
    Row,
    RunSet,
    Table,
    load_runs,
    to_csv,
    to_markdown,
    to_rich,
)
from mathloop.report.combine import combine_runs
from mathloop.report.pace import pairs_left, time_left_note
from mathloop.runs import RunStore
from mathloop.runs.storage.store import archive_of

from .cells import Cell

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = [
    "Drawing",
    "Exhibit",
    "ExhibitFiles",
    "Exhibits",
    "Results",
    "load_results",
    "own_run",
    "print_exhibits",
    "results_from",
    "write_exhibits",
]


@dataclass(frozen=True)
class Exhibit:
    """One table as the paper lays it out; ``data`` holds its numbers for CSV."""

    table: Table
    data: Table | None = None
    """The same numbers, raw, one per row (default: ``table`` itself)."""

    @property
    def name(self) -> str:
        """The file stem."""
        return self.table.name


@dataclass(frozen=True)
class Drawing:
    """A figure, drawn only when it is written (matplotlib loads then)."""

    name: str
    caption: str
    draw: Callable[[], Figure | None]


@dataclass(frozen=True)
class Exhibits:
    """Everything an experiment shows."""

    tables: tuple[Exhibit, ...]
    drawings: tuple[Drawing, ...] = ()


@dataclass(frozen=True)
class Results:
    """The run folders of one experiment that exist so far, loaded for its tables."""

    cells: tuple[Cell, ...]
    runset: RunSet
    preset: str
    seed: int = 0
    """Seed of the bootstrap intervals."""

    def run_of(self, cell: Cell) -> LoadedRun | None:
        """The cell's run, or None when its folder was not there."""
        return next((run for run in self.runset.runs if run.name == cell.folder), None)

    def loaded(self, cell: Cell) -> bool:
        """Whether the cell's run folder was there."""
        return self.run_of(cell) is not None

    def coverage(self) -> list[str]:
        """One line per cell whose tables show less than the whole experiment: not run yet,
        unfinished, a ``--limit`` sample not yet covered, or methods without results (said
        so in every report)."""
        lines = []
        for cell in self.cells:
            run = self.run_of(cell)
            if run is None:
                lines.append(f"{cell.label}: not run yet")
                continue
            parts = []
            problems = run.problems_with_results
            if run.sample_size is not None and problems < run.sample_size:
                parts.append(f"{problems} of the sample's {run.sample_size} problems have results")
            if run.stops_short:
                parts.append(f"its run's own --limit is {run.limit}")
            # A --limit look whose sample is complete shows that whole smaller experiment.
            sample_done = run.sample_size is not None and pairs_left(run) == 0
            if run.unfinished and not sample_done:
                so_far = f"{len(run.records)} results so far{time_left_note(run)}"
                parts.append(f"its run is unfinished ({so_far})")
            missing = [method for method in cell.methods if not self.rows(cell, method)]
            if missing:
                parts.append(f"no results yet for {', '.join(missing)}")
            if parts:
                lines.append(f"{cell.label}: " + "; ".join(parts))
        return lines

    def model(self, cell: Cell) -> str:
        """The model the cell's run used (``"not run"`` before it has run)."""
        run = self.run_of(cell)
        return "not run" if run is None else run.model

    def arm(self, cell: Cell, method: str) -> Arm | None:
        """The cell's arm of ``method``, if it has records."""
        for arm in self.runset.arms():
            if arm.run == cell.folder and arm.method == method:
                return arm
        return None

    def rows(self, cell: Cell, method: str) -> list[Row]:
        """The records of ``method`` in the cell's run."""
        arm = self.arm(cell, method)
        return [] if arm is None else self.runset.rows_of(arm)

    def problems(self, cell: Cell) -> int:
        """The most problems any method of the cell has finished."""
        return max((len(self.rows(cell, m)) for m in cell.methods), default=0)


def load_results(
    cells: Sequence[Cell], root: Path, *, preset: str, seed: int = 0, limit: int | None = None
) -> Results:
    """Load the cells' runs under ``root`` that exist, folders or packed (none yet is an
    empty set).

    With ``limit``, each run keeps the problems of its nested ``--limit`` sample
    (:mod:`mathloop.report.sample`): a quick look at a larger experiment's folders. Packed
    Runs of other folders: :func:`mathloop.reproduce.sources.opened_results`.
    """
    sources = {cell.folder: own_run(root / cell.folder) for cell in cells}
    return results_from(cells, sources, preset=preset, seed=seed, limit=limit)


def own_run(folder: Path) -> list[Path]:
    """A cell's own run: the folder if it is a run, else its packed ``.zip``, else none."""
    packed = archive_of(folder)
    if RunStore(folder).exists():
        return [folder]
    return [packed] if packed.is_file() else []


def results_from(
    cells: Sequence[Cell],
    sources: Mapping[str, Sequence[Path]],
    *,
    preset: str,
    seed: int = 0,
    limit: int | None = None,
) -> Results:
    """The cells' results from the run folders of each (``sources`` by cell folder): a cell
    whose methods are split over several folders reads them as one run
    (:func:`~mathloop.report.combine.combine_runs`)."""
    parts = [
        combine_runs(load_runs(sources[cell.folder], limit=limit), cell.folder)
        for cell in cells
        if sources.get(cell.folder)
    ]
    runset = RunSet(
        runs=tuple(run for part in parts for run in part.runs),
        rows=tuple(row for part in parts for row in part.rows),
    )
    return Results(cells=tuple(cells), runset=runset, preset=preset, seed=seed)


class ExhibitFiles(NamedTuple):
    """What :func:`write_exhibits` wrote."""

    markdown: Path
    csvs: list[Path]
    figures: list[Path]


def print_exhibits(exhibits: Exhibits, console: Console) -> None:
    """Every table, for a terminal."""
    for exhibit in exhibits.tables:
        console.print(to_rich(exhibit.table))


def write_exhibits(
    exhibits: Exhibits, folder: Path, *, title: str, intro: Sequence[str]
) -> ExhibitFiles:
    """Write ``report.md``, one CSV per table and PNG + SVG per figure into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    csvs = []
    for exhibit in exhibits.tables:
        path = folder / f"{exhibit.name}.csv"
        path.write_text(to_csv(exhibit.data or exhibit.table), encoding="utf-8")
        csvs.append(path)
    figures, shown = _draw(exhibits.drawings, folder)
    parts = [f"# {title}", "", *intro, ""]
    parts += [to_markdown(exhibit.table) for exhibit in exhibits.tables]
    parts += [f"### {caption}\n\n![{caption}]({name}.png)\n" for name, caption in shown]
    markdown = folder / "report.md"
    markdown.write_text("\n".join(parts), encoding="utf-8")
    return ExhibitFiles(markdown=markdown, csvs=csvs, figures=figures)


def _draw(drawings: Sequence[Drawing], folder: Path) -> tuple[list[Path], list[tuple[str, str]]]:
    if not drawings:
        return [], []
    from mathloop.report.plots import plot_style, save_figure

    files: list[Path] = []
    shown: list[tuple[str, str]] = []
    with plot_style():
        for drawing in drawings:
            figure = drawing.draw()
            if figure is not None:
                files += save_figure(figure, folder, drawing.name)
                shown.append((drawing.name, drawing.caption))
    return files, shown
