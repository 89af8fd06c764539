"""Running model-written code: safety gate first, then an isolated, limited interpreter.

The model's failing code is a value (``verdict="error"``, ``"timeout"``, ``"rejected"``); only
a sandbox that cannot start the interpreter raises :class:`~mathloop.errors.SandboxError`.
"""

from __future__ import annotations

import asyncio
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from mathloop.sandbox._process import ProcessOutcome, run_script
from mathloop.sandbox.policy import Policy, check_code, get_policy
from mathloop.sandbox.types import DEFAULT_LIMITS, Execution, GateReport, Limits, Verdict

__all__ = ["SCRIPT_NAME", "WORKDIR_PREFIX", "Sandbox", "arun_code", "run_code"]

SCRIPT_NAME = "model_code.py"
WORKDIR_PREFIX = "mathloop_code_"


def run_code(code: str, *, policy: Policy | None, limits: Limits = DEFAULT_LIMITS) -> Execution:
    """Gate ``code`` with ``policy`` (unless ``None``), then run it in a fresh temp directory.

    The interpreter is ``sys.executable -I``, with an empty environment, its own process
    group and rlimits; see ``docs/sandbox.md``. Raises ``SandboxError`` only when the
    interpreter cannot be started.
    """
    gate = check_code(code, policy) if policy is not None else None
    if gate is not None and not gate.safe:
        return _rejected(gate)
    workdir = Path(tempfile.mkdtemp(prefix=WORKDIR_PREFIX))
    try:
        (workdir / SCRIPT_NAME).write_text(code, encoding="utf-8", errors="surrogatepass")
        outcome = run_script(workdir, SCRIPT_NAME, limits)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    return _execution(outcome, gate)


async def arun_code(
    code: str, *, policy: Policy | None, limits: Limits = DEFAULT_LIMITS
) -> Execution:
    """:func:`run_code` in a worker thread, so the event loop keeps running meanwhile."""
    return await asyncio.to_thread(run_code, code, policy=policy, limits=limits)


def _rejected(gate: GateReport) -> Execution:
    return Execution(
        verdict="rejected",
        exit_code=None,
        timed_out=False,
        stdout="",
        stderr="",
        stdout_truncated=False,
        stderr_truncated=False,
        duration_s=0.0,
        gate=gate,
    )


def _verdict(outcome: ProcessOutcome) -> Verdict:
    if outcome.timed_out:
        return "timeout"
    return "ok" if outcome.exit_code == 0 else "error"


def _execution(outcome: ProcessOutcome, gate: GateReport | None) -> Execution:
    return Execution(
        verdict=_verdict(outcome),
        exit_code=outcome.exit_code,
        timed_out=outcome.timed_out,
        stdout=outcome.stdout,
        stderr=outcome.stderr,
        stdout_truncated=outcome.stdout_truncated,
        stderr_truncated=outcome.stderr_truncated,
        duration_s=outcome.duration_s,
        gate=gate,
    )


def _default_policy() -> Policy:
    return get_policy("default")


@dataclass(frozen=True)
class Sandbox:
    """A policy and limits bundled together; ``policy=None`` skips the safety gate."""

    policy: Policy | None = field(default_factory=_default_policy)
    limits: Limits = DEFAULT_LIMITS

    def run(self, code: str) -> Execution:
        """Run ``code`` under this sandbox's policy and limits."""
        return run_code(code, policy=self.policy, limits=self.limits)

    async def arun(self, code: str) -> Execution:
        """Async :meth:`run`, executed in a worker thread."""
        return await arun_code(code, policy=self.policy, limits=self.limits)
