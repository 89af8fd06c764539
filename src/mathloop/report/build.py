"""A whole report: build its tables from runs, print them, write every output file.

``write_report`` lays out the output folder::

    OUT/report.md              every table, Markdown
    OUT/tables/<name>.csv      every table, CSV (raw values)
    OUT/plots/<name>.png|svg   the figures
    OUT/results.parquet        one row per problem × method × run (× sample)
    OUT/sampling.parquet       pass@k and maj@k per arm and k (runs with --samples)
    OUT/html/                  the HTML report (see mathloop.report.html)
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rich.console import Console

from .artifacts import Plot
from .exports import write_markdown, write_parquet, write_table_csvs, write_table_parquet
from .html import write_html
from .runset import RunSet
from .table import Table, to_rich
from .tables import (
    accuracy_table,
    by_level_table,
    by_position_table,
    by_subject_table,
    paired_table,
)
from .tables_calls import calls_table
from .tables_costs import (
    costs_tables,
    efficiency_table,
    paired_costs_table,
    submissions_table,
    taxonomy_table,
    verdicts_table,
)
from .tables_endpoints import endpoints_table
from .tables_samples import sampling_table
from .tables_settings import settings_table

__all__ = ["Report", "ReportFiles", "build_report", "print_report", "write_report"]


@dataclass(frozen=True)
class Report:
    """The tables of a set of runs, and the settings they were computed with."""

    runset: RunSet
    tables: tuple[Table, ...]
    baseline: str | None
    seed: int


@dataclass(frozen=True)
class ReportFiles:
    """What :func:`write_report` wrote."""

    markdown: Path
    csvs: list[Path]
    plots: list[Plot]
    parquet: Path
    html_index: Path
    sampling_parquet: Path | None = None
    """``sampling.parquet``: the pass@k and maj@k table (runs with several samples)."""


def build_report(runset: RunSet, *, baseline: str | None = None, seed: int = 0) -> Report:
    """Every table for ``runset``; ``baseline`` names the method Δ and pairs start from."""
    tables = [
        settings_table(runset),
        accuracy_table(runset, baseline=baseline, seed=seed),
        sampling_table(runset, seed=seed),
        paired_table(runset, baseline=baseline, seed=seed),
        by_level_table(runset),
        by_subject_table(runset),
        by_position_table(runset),
        taxonomy_table(runset),
        calls_table(runset),
        endpoints_table(runset),
        submissions_table(runset),
        *costs_tables(runset),
        paired_costs_table(runset, baseline=baseline),
        efficiency_table(runset),
        verdicts_table(runset),
    ]
    present = tuple(t for t in tables if t is not None and t.rows)
    return Report(runset=runset, tables=present, baseline=baseline, seed=seed)


def print_report(report: Report, console: Console) -> None:
    """Every table, for a terminal."""
    if not report.runset.rows:
        console.print("no finished problems yet")
        return
    for table in report.tables:
        console.print(to_rich(table))


def write_report(
    report: Report, out: Path, *, plots: bool = True, made_by: str | None = None
) -> ReportFiles:
    """Write Markdown, CSV, plots (unless ``plots=False``), Parquet and HTML under ``out``;
    ``report.md`` names ``made_by``, the command that writes them again."""
    out.mkdir(parents=True, exist_ok=True)
    runs = ", ".join(run.name for run in report.runset.runs)
    markdown = out / "report.md"
    write_markdown(report.tables, markdown, title=f"mathloop report: {runs}", made_by=made_by)
    csvs = write_table_csvs(report.tables, out / "tables")
    figures: list[Plot] = []
    if plots and report.runset.rows:
        from .plots import write_plots  # matplotlib loads only when figures are drawn

        figures = write_plots(
            report.runset, out / "plots", baseline=report.baseline, seed=report.seed
        )
    parquet = out / "results.parquet"
    write_parquet(report.runset, parquet)
    sampling = next((t for t in report.tables if t.name == "sampling"), None)
    if sampling is not None:
        write_table_parquet(sampling, out / "sampling.parquet")
    index = write_html(report.runset, report.tables, figures, out / "html")
    return ReportFiles(
        markdown=markdown,
        csvs=csvs,
        plots=figures,
        parquet=parquet,
        html_index=index,
        sampling_parquet=out / "sampling.parquet" if sampling is not None else None,
    )
