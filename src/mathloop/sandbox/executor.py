"""Running model-written code: safety gate first, then an isolated, limited interpreter.

The model's failing code is a value (``verdict="error"``, ``"timeout"``, ``"rejected"``); only
a sandbox that cannot start the interpreter raises :class:`~mathloop.errors.SandboxError`.
"""

from __future__ import annotations

import asyncio
import os
import sys
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from mathloop.errors import SandboxError
from mathloop.sandbox._cgroup import MemoryCgroup
from mathloop.sandbox._host_paths import mask_host_paths
from mathloop.sandbox._isolation import Confinement, resolve
from mathloop.sandbox._output import ProcessOutcome
from mathloop.sandbox._process import ColdCommand, run_in_cgroup
from mathloop.sandbox._uids import UIDS
from mathloop.sandbox._warm_job import SCRIPT_NAME, WORKDIR_PREFIX
from mathloop.sandbox._warm_pool import warm_pool
from mathloop.sandbox._workdirs import owned_dir
from mathloop.sandbox.policy import Policy, check_code, get_policy
from mathloop.sandbox.types import (
    DEFAULT_LIMITS,
    Execution,
    GateReport,
    Isolation,
    Limits,
    Mode,
    ModeChoice,
    Verdict,
)

__all__ = [
    "SCRIPT_NAME",
    "WARM_LAYERS",
    "WORKDIR_PREFIX",
    "Sandbox",
    "arun_code",
    "missing_warm_layers",
    "pick_mode",
    "require_warm_layers",
    "run_code",
    "warm_up",
]


def run_code(
    code: str,
    *,
    policy: Policy | None,
    limits: Limits = DEFAULT_LIMITS,
    gate: GateReport | None = None,
) -> Execution:
    """Gate ``code`` with ``policy`` (unless ``None``), then run it isolated and limited.

    ``gate`` is the report the gate already made of this very ``code`` under ``policy`` (as
    :func:`~mathloop.sandbox.select_code` does while choosing a block): it is used as is, so
    a program is gated once.

    ``limits.mode`` picks a fresh ``python -I`` (cold) or a fork of a warm server;
    ``limits.isolation`` the OS layers (see ``docs/sandbox.md``). Raises ``SandboxError``
    only when the sandbox itself cannot run anything.
    """
    if gate is None and policy is not None:
        gate = check_code(code, policy)
    if gate is not None and not gate.safe:
        return _rejected(gate, limits.mode)
    if not os.access(sys.executable, os.X_OK):
        raise SandboxError(f"could not start the Python interpreter {sys.executable}")
    confinement = resolve(limits.isolation)
    if limits.mode == "warm":
        require_warm_layers(confinement, limits.isolation)
        outcome = warm_pool(confinement, disk_mb=limits.disk_mb).run(code, limits)
    else:
        outcome = _run_cold(code, limits, confinement)
    return _execution(outcome, gate, limits.mode, confinement.layers)


def _run_cold(code: str, limits: Limits, confinement: Confinement) -> ProcessOutcome:
    """``python -I model_code.py`` in a fresh temp directory, under ``confinement``."""
    uid = UIDS.acquire() if confinement.own_uid else None
    try:
        with owned_dir(WORKDIR_PREFIX) as workdir:
            (workdir / SCRIPT_NAME).write_text(code, encoding="utf-8", errors="surrogatepass")
            if uid is not None:
                os.chown(workdir, uid, uid)
            return _run_in_cgroup(workdir, uid, limits, confinement)
    finally:
        if uid is not None:
            UIDS.release_after_run(uid, pid_namespace=confinement.pid_namespace)


def _run_in_cgroup(
    workdir: Path, uid: int | None, limits: Limits, confinement: Confinement
) -> ProcessOutcome:
    """Run the script in ``workdir``, its whole process tree in a memory cgroup where we can."""

    def command_of(cgroup: MemoryCgroup | None) -> ColdCommand:
        argv = confinement.cold_command(
            workdir, SCRIPT_NAME, uid=uid, disk_mb=limits.disk_mb, cgroup=cgroup
        )
        return ColdCommand(argv, workdir, signal_as_status=confinement.backend == "bwrap")

    return run_in_cgroup(
        limits, enabled=confinement.memory_cgroup, own_uid=uid is not None, command_of=command_of
    )


async def arun_code(
    code: str,
    *,
    policy: Policy | None,
    limits: Limits = DEFAULT_LIMITS,
    gate: GateReport | None = None,
) -> Execution:
    """:func:`run_code` in a worker thread, so the event loop keeps running meanwhile."""
    return await asyncio.to_thread(run_code, code, policy=policy, limits=limits, gate=gate)


def warm_up(limits: Limits = DEFAULT_LIMITS, *, servers: int) -> threading.Thread | None:
    """Start up to ``servers`` warm servers in a background thread; returns at once.

    Only for ``limits.mode == "warm"`` (None otherwise). A run calls it before solving so
    the servers' imports overlap its first LLM requests instead of delaying its first
    programs. Failures are left to the first :func:`run_code`, which reports them.
    """
    if limits.mode != "warm" or servers < 1:
        return None
    thread = threading.Thread(target=_prestart, args=(limits, servers), daemon=True)
    thread.start()
    return thread


WARM_LAYERS = ("pid_namespace", "ipc_namespace", "readonly_root", "hidden_host_paths")
"""What a warm server needs to keep jobs apart: its sweep kills by pid namespace, IPC objects
and keyrings die with the namespace, and the shared scratch is invisible to the host."""


def missing_warm_layers(layers: Iterable[str]) -> list[str]:
    """The :data:`WARM_LAYERS` that ``layers`` (a confinement's) lack, in their order."""
    present = set(layers)
    return [layer for layer in WARM_LAYERS if layer not in present]


def pick_mode(choice: ModeChoice, isolation: Isolation = "auto") -> Mode:
    """The mode a run's ``choice`` runs its programs in: ``auto`` is warm where the strongest
    isolation here has every :data:`WARM_LAYERS` (bubblewrap), cold elsewhere; ``cold`` and
    ``warm`` as named."""
    if choice != "auto":
        return choice
    try:
        layers = resolve(isolation).layers
    except SandboxError:
        return "cold"  # the first program reports what is wrong, as a cold run always has
    return "cold" if missing_warm_layers(layers) else "warm"


def require_warm_layers(confinement: Confinement, isolation: str) -> None:
    """Refuse warm mode where :data:`WARM_LAYERS` are missing, unless the isolation was
    named (``Limits(isolation="unshare")``: the caller chose those layers knowingly)."""
    missing = missing_warm_layers(confinement.layers)
    if missing and isolation == "auto":
        raise SandboxError(
            f"warm mode needs the layers {', '.join(missing)}, missing here (the strongest "
            f"isolation that works is {confinement.backend}): install bubblewrap "
            f"(mathloop doctor), run cold, or name the isolation to run warm without them"
        )


def _prestart(limits: Limits, servers: int) -> None:
    try:
        confinement = resolve(limits.isolation)
        require_warm_layers(confinement, limits.isolation)
    except SandboxError:
        return
    warm_pool(confinement, disk_mb=limits.disk_mb).prestart(servers)


def _rejected(gate: GateReport, mode: Mode) -> Execution:
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
        mode=mode,
    )


def _verdict(outcome: ProcessOutcome) -> Verdict:
    if outcome.timed_out:
        return "timeout"
    return "ok" if outcome.exit_code == 0 else "error"


def _execution(
    outcome: ProcessOutcome, gate: GateReport | None, mode: Mode, layers: tuple[str, ...]
) -> Execution:
    # What the program printed, with host paths made the sandbox's (``_host_paths.py``).
    stderr = mask_host_paths(outcome.stderr)
    if outcome.note:
        separator = "\n" if stderr and not stderr.endswith("\n") else ""
        stderr += f"{separator}[sandbox: {outcome.note}]"
    return Execution(
        verdict=_verdict(outcome),
        exit_code=outcome.exit_code,
        timed_out=outcome.timed_out,
        stdout=mask_host_paths(outcome.stdout),
        stderr=stderr,
        stdout_truncated=outcome.stdout_truncated,
        stderr_truncated=outcome.stderr_truncated,
        duration_s=outcome.duration_s,
        gate=gate,
        mode=mode,
        layers=list(layers),
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
