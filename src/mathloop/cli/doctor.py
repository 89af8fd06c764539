"""``mathloop doctor``: which sandbox isolation layers this machine has, checked by running."""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import click

from mathloop.errors import ModelNotFoundError, ModelVerificationError, SandboxError
from mathloop.llm.engine import EngineInfo, describe, engine_problems, installed_engine
from mathloop.llm.engine_probe import ProbeResult, probe_engine
from mathloop.llm.models import DEFAULT_MODEL, resolve_model
from mathloop.sandbox import (
    Execution,
    Limits,
    isolation_report,
    remove_stale_workdirs,
    run_code,
)
from mathloop.sandbox.executor import missing_warm_layers
from mathloop.sandbox.layers import IsolationReport

__all__ = ["doctor_command"]

_PROBE = "print(1)"


@click.command("doctor")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option(
    "--no-run", is_flag=True, help="Do not run print(1) cold and warm to confirm the layers."
)
@click.option(
    "--model",
    default=None,
    help="Model the engine check generates with  [default: qwen2.5-coder-1.5b when it is "
    "assembled, else the test model smollm2-135m]",
)
@click.option(
    "--clean",
    is_flag=True,
    help="First remove the sandbox's folders that no live process owns from the temp directory.",
)
def doctor_command(as_json: bool, no_run: bool, model: str | None, clean: bool) -> None:
    """Check the sandbox's isolation layers and the embedded engine by running them.

    \b
    A layer is available when the strongest isolation that works here provides it;
    it is active when a real run of print(1) reported it. The engine line loads a model
    in a child process and generates 16 tokens: ok with its speed, or the signal that
    killed it and what to do.
    """
    cleaned = remove_stale_workdirs() if clean else None
    report = isolation_report()
    runs = {} if no_run else {mode: _probe_run(mode) for mode in ("cold", "warm")}
    engine = _engine_check(model, generate=not no_run)
    if as_json:
        record = _record(report, runs)
        record["engine"] = engine.record()
        if cleaned is not None:
            record["cleaned"] = [str(path) for path in cleaned]
        click.echo(json.dumps(record, indent=2))
        return
    lines = _render(report, runs)
    lines.insert(5, f"{'engine':<12}{engine.line()}")
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
    record["runs_use"] = _runs_use(report)[0]
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
        _runs_use_line(report),
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


def _runs_use(report: IsolationReport) -> tuple[str, list[str]]:
    """The mode a run's default (``--sandbox-mode auto``) runs programs in here, and the warm
    layers missing (the report's layers are those of the isolation ``auto`` picks, as
    :func:`~mathloop.sandbox.pick_mode` reads them)."""
    missing = missing_warm_layers(layer.name for layer in report.layers if layer.available)
    return ("cold" if missing else "warm"), missing


def _runs_use_line(report: IsolationReport) -> str:
    mode, missing = _runs_use(report)
    if not missing:
        return "runs use    warm programs (--sandbox-mode auto: every warm layer is here)"
    return f"runs use    {mode} programs (--sandbox-mode auto: warm needs {', '.join(missing)})"


def _mark(flag: bool) -> str:
    return "yes" if flag else "no"


def _run_line(mode: str, run: tuple[Execution | None, float, str]) -> str:
    execution, seconds, error = run
    if execution is None:
        return f"{mode} run of print(1): failed: {error}"
    first = " (includes starting the warm server)" if mode == "warm" else ""
    return f"{mode} run of print(1): {execution.verdict} in {seconds:.2f} s{first}"


@dataclass(frozen=True)
class _EngineCheck:
    """What ``doctor`` found of the engine: the installed build, the model it generated
    with and what that generation did (``probe`` None: not generated; ``note`` why)."""

    info: EngineInfo
    model: str | None
    probe: ProbeResult | None
    note: str = ""

    def line(self) -> str:
        """One line: ok with tokens/s, or what failed and what to do."""
        if self.info.version is None:
            return "not installed: `mathloop engine install` (needs a C compiler and cmake)"
        problems = engine_problems(self.info)
        build = describe(self.info)
        fix = "; `mathloop engine install` replaces it with mathloop's build" if problems else ""
        if self.probe is None:
            return f"{build}{self.note or ''}" + (
                f": {'; '.join(problems)}{fix}" if problems else ""
            )
        if self.probe.signal:
            why = f" ({'; '.join(problems)})" if problems else ""
            return (f"crashed: {self.probe.signal} while {self.model} generated with "
                    f"{build}{why}{fix or '; report it with this line'}")  # fmt: skip
        if not self.probe.ok:
            return f"failed: {self.model} with {build}: {self.probe.error}{fix}"
        speed = f"{self.probe.tokens} tokens at {self.probe.tokens_per_s:.1f} tok/s"
        warn = f"; but {'; '.join(problems)}{fix}" if problems else ""
        return f"ok: {build}, {self.model} generated {speed}{warn}"

    def record(self) -> dict[str, object]:
        """The check as JSON."""
        probe = self.probe
        return {
            "version": self.info.version,
            "kernels": self.info.kernels,
            "build": dict(self.info.build),
            "problems": engine_problems(self.info),
            "model": self.model,
            "ok": bool(probe and probe.ok),
            "tokens": probe.tokens if probe else None,
            "tokens_per_s": round(probe.tokens_per_s, 2) if probe else None,
            "signal": probe.signal if probe else None,
            "error": (probe.error if probe else None) or self.note or None,
        }


def _engine_check(model: str | None, *, generate: bool) -> _EngineCheck:
    info = installed_engine()
    if info.version is None or info.error or not generate:
        return _EngineCheck(info, None, None)
    names = [model] if model else [DEFAULT_MODEL, "smollm2-135m"]
    for name in names:
        try:
            path = str(resolve_model(name).path)
        except (ModelNotFoundError, ModelVerificationError) as exc:
            if model:
                return _EngineCheck(info, name, None, f"; no generation: {exc}")
            continue
        return _EngineCheck(info, name, probe_engine(path))
    note = "; no generation: no model is available (`mathloop models pull`)"
    return _EngineCheck(info, None, None, note)
