"""``mathloop status``: one line per run folder: running, stopped or finished, and how far."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click
from rich.console import Console

from mathloop.errors import ConfigError
from mathloop.report import load_runs
from mathloop.report.pace import time_left_note
from mathloop.runs.calls.replay import in_flight_calls
from mathloop.runs.storage._lock import was_ever_locked, writer_of
from mathloop.runs.storage.archive import is_archive, is_run, unpacked_folder
from mathloop.runs.storage.store import runs_inside

__all__ = ["status_command"]


@click.command("status")
@click.argument("folders", nargs=-1, type=click.Path(path_type=Path))
def status_command(folders: tuple[Path, ...]) -> None:
    """One line per run under FOLDERS (default: the current folder): whether a process is
    writing it now, how many problem × method results it has, and for an unfinished run
    the time the rest needs at its pace so far and the command that continues it.

    \b
    Examples:
      mathloop status results
      mathloop status runs/m500 runs/sweep
    """
    console = Console(highlight=False)
    for run in _runs(folders or (Path("."),)):
        console.print(status_line(run), soft_wrap=True, markup=False)


def _runs(folders: tuple[Path, ...]) -> list[Path]:
    found: list[Path] = []
    for folder in folders:
        if is_run(folder):
            found.append(folder)
        elif folder.is_dir():
            found.extend(runs_inside(folder))
        else:
            raise ConfigError(f"{folder}: no such folder")
    if not found:
        raise ConfigError(f"no run folders in {', '.join(str(f) for f in folders)}")
    return found


def status_line(path: Path) -> str:
    """``"PATH: running (pid …), 57 of 180 problem × method results; ≈ 7.2 h more …"``."""
    run = load_runs([path]).runs[0]
    planned = f" of {run.planned_results}" if run.planned_results else ""
    counted = f"{len(run.records)}{planned} problem × method results"
    if len(run.method_names) > 1:
        problems = f" of {run.limit}" if run.limit is not None else ""
        counted += f" ({run.problems_complete}{problems} problems have every method)"
    if is_archive(path):
        return _packed_line(path, run.manifest, counted)
    writer = writer_of(path)
    if writer is not None:
        return f"{path}: running ({writer}), {counted}{_in_flight(path)}{time_left_note(run)}"
    if run.unfinished:
        known = was_ever_locked(path)
        state = "stopped" if known else "unfinished (running or not: no lock)"
        return (
            f"{path}: {state}, {counted}{_in_flight(path)}{time_left_note(run)}; "
            f"mathloop resume {path} continues it"
        )
    finished = run.manifest.get("finished_at")
    return f"{path}: finished {finished}, {counted}" if finished else f"{path}: {counted}"


def _packed_line(path: Path, manifest: dict[str, Any], counted: str) -> str:
    finished = manifest.get("finished_at")
    if finished:
        return f"{path}: packed, finished {finished}, {counted}"
    folder = unpacked_folder(path)
    return (
        f"{path}: packed, unfinished, {counted}; mathloop unpack {path}, then "
        f"mathloop resume {folder} continues it"
    )


def _in_flight(path: Path) -> str:
    """``", 1 problem in flight with 6 model calls kept"``: what a resume would replay."""
    journals, calls = in_flight_calls(path)
    if not journals:
        return ""
    problems = "1 problem" if journals == 1 else f"{journals} problems"
    return f", {problems} in flight with {calls} model call{'s' * (calls != 1)} kept"
