"""``mathloop sandbox run FILE.py``: run one program exactly as a method would."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from mathloop.sandbox import POLICIES, Execution, Limits, get_policy, run_code

__all__ = ["execution_record", "sandbox_group"]

_NO_POLICY = "none"


@click.group("sandbox")
def sandbox_group() -> None:
    """Run programs in the sandbox that methods use (see docs/sandbox.md)."""


@sandbox_group.command("run")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--policy",
    type=click.Choice([*sorted(POLICIES), _NO_POLICY]),
    default="default",
    show_default=True,
    help="Safety gate policy; 'none' skips the gate (the process layers still apply).",
)
@click.option(
    "--mode",
    type=click.Choice(["cold", "warm"]),
    default="cold",
    show_default=True,
    envvar="MATHLOOP_SANDBOX_MODE",
    help="cold: a fresh python -I; warm: a fork of a server with sympy/numpy/scipy loaded.",
)
@click.option(
    "--isolation",
    type=click.Choice(["auto", "bwrap", "unshare", "process"]),
    default="auto",
    show_default=True,
    envvar="MATHLOOP_SANDBOX_ISOLATION",
    help="OS isolation; auto takes the strongest that works here (see mathloop doctor).",
)
@click.option(
    "--timeout",
    "timeout_s",
    type=click.FloatRange(min=0.1),
    default=15.0,
    show_default=True,
    help="Wall-clock seconds.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the execution record as JSON.")
def run_sandbox_command(
    file: Path, policy: str, mode: str, isolation: str, timeout_s: float, as_json: bool
) -> None:
    """Gate and run FILE like a method's program; exit status 0 only when the verdict is ok.

    \b
    Example:
      mathloop sandbox run solve.py --mode warm --json
    """
    code = file.read_text(encoding="utf-8", errors="surrogateescape")
    chosen = None if policy == _NO_POLICY else get_policy(policy)
    limits = Limits(
        timeout_s=timeout_s,
        cpu_s=max(Limits().cpu_s, int(timeout_s) + 5),
        mode=mode,  # type: ignore[arg-type]
        isolation=isolation,  # type: ignore[arg-type]
    )
    execution = run_code(code, policy=chosen, limits=limits)
    record = execution_record(execution, policy=policy)
    click.echo(json.dumps(record, indent=2) if as_json else _render(execution, policy))
    if execution.verdict != "ok":
        sys.exit(1)


def execution_record(execution: Execution, *, policy: str) -> dict[str, Any]:
    """The JSON record ``--json`` prints: the gate's outcome, the run, the layers."""
    return {
        "verdict": execution.verdict,
        "gate": _gate_record(execution, policy),
        "exit_code": execution.exit_code,
        "timed_out": execution.timed_out,
        "stdout": execution.stdout,
        "stderr": execution.stderr,
        "stdout_truncated": execution.stdout_truncated,
        "stderr_truncated": execution.stderr_truncated,
        "duration_s": execution.duration_s,
        "mode": execution.mode,
        "layers": execution.layers,
    }


def _gate_record(execution: Execution, policy: str) -> dict[str, Any]:
    gate = execution.gate
    if gate is None:
        return {"status": "not_applied", "policy": None, "violations": []}
    violations = [violation.model_dump() for violation in gate.violations]
    status = "accepted" if gate.safe else "rejected"
    return {"status": status, "policy": policy, "violations": violations, "omitted": gate.omitted}


def _render(execution: Execution, policy: str) -> str:
    lines = [f"verdict:  {_verdict_line(execution)}"]
    lines.append(f"gate:     {_gate_line(execution, policy)}")
    if execution.gate is not None:
        lines += [f"  {line}" for line in execution.gate.summary().splitlines()]
    if execution.verdict == "rejected":
        return "\n".join(lines)
    lines.append(f"layers:   {', '.join(execution.layers)}")
    lines += _stream("stdout", execution.stdout, execution.stdout_truncated)
    lines += _stream("stderr", execution.stderr, execution.stderr_truncated)
    return "\n".join(lines)


def _verdict_line(execution: Execution) -> str:
    if execution.verdict == "rejected":
        return "rejected (the code was not run)"
    if execution.timed_out:
        return f"timeout after {execution.duration_s:.2f} s ({execution.mode} mode)"
    return (
        f"{execution.verdict} (exit code {execution.exit_code}) "
        f"in {execution.duration_s:.2f} s ({execution.mode} mode)"
    )


def _gate_line(execution: Execution, policy: str) -> str:
    if execution.gate is None:
        return "not applied (--policy none)"
    return f"{'accepted' if execution.gate.safe else 'rejected'} (policy {policy})"


def _stream(name: str, text: str, truncated: bool) -> list[str]:
    label = f"{name} (truncated):" if truncated else f"{name}:"
    return [label, text.rstrip("\n") if text.strip() else "(empty)"]
