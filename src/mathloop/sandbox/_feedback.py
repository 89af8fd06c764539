"""The model-facing rendering of an execution, used in relay prompts.

Only operational facts are rendered (gate result, exit status, output); a verifier's judgment
has no field here, so it cannot leak into a prompt through this function.
"""

from __future__ import annotations

import signal

from mathloop.sandbox.types import Execution, GateReport


def feedback_text(execution: Execution) -> str:
    """A compact plain-text report of ``execution`` for the next prompt."""
    lines = _gate_lines(execution.gate, rejected=execution.verdict == "rejected")
    if execution.verdict != "rejected":
        lines.append(f"exit code: {_exit_code(execution)}")
        lines.append(f"timed out: {_timed_out(execution)}")
        lines += _stream("stdout", execution.stdout, execution.stdout_truncated)
        lines += _stream("stderr", execution.stderr, execution.stderr_truncated)
    return "\n".join(lines)


def _gate_lines(gate: GateReport | None, *, rejected: bool) -> list[str]:
    if gate is None:
        return ["safety check: not applied"]
    if not rejected:
        return ["safety check: passed"]
    lines = ["safety check: rejected; the code was not run"]
    return lines + [f"- {violation.render()}" for violation in gate.violations]


def _exit_code(execution: Execution) -> str:
    code = execution.exit_code
    if code is None and execution.timed_out:
        return "none (the process was killed at the time limit)"
    if code is None:
        return "none (the sandbox lost the process; see stderr)"
    if code < 0:
        return f"{code} (killed by {_signal_name(-code)}; a CPU or memory limit may have been hit)"
    return str(code)


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def _timed_out(execution: Execution) -> str:
    if not execution.timed_out:
        return "no"
    return f"yes, after {execution.duration_s:.1f} s; the output below is partial"


def _stream(name: str, text: str, truncated: bool) -> list[str]:
    label = f"{name} (truncated)" if truncated else name
    return [f"{label}:", text.rstrip("\n") if text.strip() else "(empty)"]
