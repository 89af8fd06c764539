"""``mathloop doctor``: which sandbox isolation layers this machine has, checked by running."""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

import click

from mathloop.errors import SandboxError
from mathloop.sandbox import (
    Execution,
    Limits,
    isolation_report,
    remove_stale_workdirs,
    run_code,
)
from mathloop.sandbox.layers import IsolationReport

__all__ = ["doctor_command"]

_PROBE = "print(1)"


@click.command("doctor")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option(
    "--no-run", is_flag=True, help="Do not run print(1) cold and warm to confirm the layers."
)
@click.option(
    "--clean",
    is_flag=True,
    help="First remove the sandbox's folders that no live process owns from the temp directory.",
)
def doctor_command(as_json: bool, no_run: bool, clean: bool) -> None:
    """List the sandbox's isolation layers: available here, and active in cold and warm runs.

    \b
    A layer is available when the strongest isolation that works here provides it;
    it is active when a real run of print(1) reported it.
    """
    cleaned = remove_stale_workdirs() if clean else None
    report = isolation_report()
    runs = {} if no_run else {mode: _probe_run(mode) for mode in ("cold", "warm")}
    if as_json:
        record = _record(report, runs)
        if cleaned is not None:
            record["cleaned"] = [str(path) for path in cleaned]
        click.echo(json.dumps(record, indent=2))
        return
    lines = _render(report, runs)
    if cleaned is not None:
        lines.insert(0, _cleaned_line(cleaned))
    click.echo("\n".join(lines))


def _cleaned_line(cleaned: list[Path]) -> str:
    names = ", ".join(path.name for path in cleaned)
    where = tempfile.gettempdir()
    count = f"{len(cleaned)} stale folder{'' if len(cleaned) == 1 else 's'}"
    return f"cleaned     {count} from {where}" + (f": {names}" if names else "")


def _probe_run(mode: str) -> tuple[Execution | None, float, str]:
    started = time.monotonic()
    try:
        execution = run_code(_PROBE, policy=None, limits=Limits(mode=mode))  # type: ignore[arg-type]
    except SandboxError as exc:
        return None, time.monotonic() - started, str(exc)
    return execution, time.monotonic() - started, ""


def _record(
    report: IsolationReport, runs: dict[str, tuple[Execution | None, float, str]]
) -> dict[str, object]:
    record: dict[str, object] = report.model_dump()
    for mode, (execution, seconds, error) in runs.items():
        record[mode] = {
            "ok": execution is not None and execution.verdict == "ok",
            "layers": execution.layers if execution else [],
            "seconds": round(seconds, 3),
            "error": error,
        }
    return record


def _render(
    report: IsolationReport, runs: dict[str, tuple[Execution | None, float, str]]
) -> list[str]:
    uid = os.geteuid()
    own = " (root: each program runs under a uid of its own)" if uid == 0 else ""
    lines = [
        f"python      {sys.executable} ({sys.version.split()[0]})",
        f"running as  uid {uid}{own}",
        "backends    "
        + "; ".join(f"{b.name}: {'works' if b.works else b.detail}" for b in report.backends),
        f"isolation   auto uses {report.chosen or 'nothing (no backend works)'}",
        f"memory      bounded by {report.memory}",
        "",
        f"{'layer':<19}{'here':<6}{'cold':<6}{'warm':<6}what it does",
    ]
    active = {mode: set(run[0].layers) if run[0] else set() for mode, run in runs.items()}
    for layer in report.layers:
        marks = [_mark(layer.available)] + [
            _mark(layer.name in active[mode]) if mode in active else "-"
            for mode in ("cold", "warm")
        ]
        lines.append(f"{layer.name:<19}{marks[0]:<6}{marks[1]:<6}{marks[2]:<6}{layer.description}")
    lines += [""] + [_run_line(mode, run) for mode, run in runs.items()]
    return lines


def _mark(flag: bool) -> str:
    return "yes" if flag else "no"


def _run_line(mode: str, run: tuple[Execution | None, float, str]) -> str:
    execution, seconds, error = run
    if execution is None:
        return f"{mode} run of print(1): failed: {error}"
    first = " (includes starting the warm server)" if mode == "warm" else ""
    return f"{mode} run of print(1): {execution.verdict} in {seconds:.2f} s{first}"
