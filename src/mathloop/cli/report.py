"""``mathloop report``: the paper's tables of one or more runs; with --out, every file."""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from pathlib import Path

import click
from rich.console import Console

from mathloop.report import (
    RunSet,
    build_report,
    load_runs,
    print_report,
    table_console,
    write_report,
)
from mathloop.report.pace import pairs_left, time_left_note
from mathloop.report.runset import checker_mismatch
from mathloop.runs.storage._lock import writer_of
from mathloop.runs.storage.archive import is_archive, unpacked_folder

__all__ = ["report_command"]


@click.command("report")
@click.argument("runs", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--baseline",
    metavar="METHOD[@RUN]",
    help="Method that Δ and paired comparisons start from (default: each run's first method). "
    "A run without METHOD takes it from another run of the same model and benchmark (a "
    "sweep's cells); METHOD@RUN names the run, e.g. iipc@t0.1.",
)
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    help="Also write report.md, tables/*.csv, plots/*.png|svg, results.parquet and html/ here.",
)
@click.option(
    "--limit",
    type=click.IntRange(min=1),
    help="Report only the problems a --limit N run would have solved: the first N of each "
    "run's seeded sample (samples are nested), e.g. 50 of a 100-problem run.",
)
@click.option(
    "--seed", type=int, default=0, show_default=True, help="Seed of the bootstrap intervals."
)
def report_command(
    runs: tuple[Path, ...],
    baseline: str | None,
    out: Path | None,
    limit: int | None,
    seed: int,
) -> None:
    """Print accuracy with 95% CIs, paired outcomes, breakdowns and costs of RUNS.

    \b
    Examples:
      mathloop report runs/m500
      mathloop report runs/m500 --baseline one_shot_python --out reports/m500
      mathloop report runs/qwen runs/llama --out reports/models
      mathloop report runs/sweep/*/*/*/* --baseline pot           # Δ across a sweep's cells
      mathloop report out/t0.1 out/t0.5 out/t0.9 --baseline iipc@t0.1
      mathloop report results/relay-math500/run.zip        # a packed run (mathloop pack)
      mathloop report results/relay-math500/run.zip --limit 50  # its --limit 50 sample
    """
    console = table_console()
    runset = load_runs(runs, limit=limit)
    if limit is None:
        _say_unfinished(runset, runs, console)
    else:
        _say_sample_coverage(runset, limit, console)
    mismatch = checker_mismatch(runset.runs)
    if mismatch:
        console.print(f"note: {mismatch}")
    report = build_report(runset, baseline=baseline, seed=seed)
    print_report(report, console)
    if out is None:
        return
    made_by = report_command_line(runs, baseline=baseline, limit=limit, seed=seed, out=out)
    files = write_report(report, out, made_by=made_by)
    console.print(f"wrote {files.markdown}, {len(files.csvs)} CSV tables, {len(files.plots)} plots")
    console.print(f"wrote {files.parquet}")
    console.print(f"open {files.html_index}")


def report_command_line(
    runs: Sequence[Path], *, baseline: str | None, limit: int | None, seed: int, out: Path
) -> str:
    """The ``mathloop report`` command that writes this report again."""
    words = ["mathloop", "report", *map(str, runs)]
    words += ["--baseline", baseline] if baseline else []
    words += ["--limit", str(limit)] if limit else []
    words += ["--seed", str(seed)] if seed else []
    return shlex.join([*words, "--out", str(out)])


def _say_unfinished(runset: RunSet, given: tuple[Path, ...], console: Console) -> None:
    """One line per run whose manifest records it as unfinished (``LoadedRun.unfinished``),
    so an unfinished run's numbers are never read as the whole experiment's."""
    for run, path in zip(runset.runs, given, strict=True):
        if not run.unfinished:
            continue
        planned = f" of {run.planned_results}" if run.planned_results else ""
        console.print(
            f"{run.name}: unfinished, {len(run.records)}{planned} problem × method results "
            f"so far{time_left_note(run)} ({_resume_hint(path)})",
            soft_wrap=True,
        )


def _resume_hint(path: Path) -> str:
    if is_archive(path):
        folder = unpacked_folder(path)
        return f"mathloop unpack {path}, then mathloop resume {folder} continues it"
    writer = writer_of(path)
    if writer is not None:
        return f"being written now: {writer}; mathloop status {path} follows it"
    return f"mathloop resume {path} continues it"


def _say_sample_coverage(runset: RunSet, limit: int, console: Console) -> None:
    for run in runset.runs:
        unfinished = ""
        if run.unfinished and pairs_left(run) == 0:
            unfinished = " (every method has the whole sample; the run goes on past it)"
        elif run.unfinished:
            unfinished = f" (the run is unfinished{time_left_note(run)})"
        if run.stops_short:
            unfinished += f" (the run's own --limit is {run.limit})"
        console.print(
            f"{run.name}: the --limit {limit} sample; "
            f"{run.problems_with_results} of {run.sample_size} problems have results{unfinished}",
            soft_wrap=True,
        )
