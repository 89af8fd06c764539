"""A two-node Ray cluster on loopback, started as docs/runs.md says (``ray start --head``, then
``ray start --address …``), small, and stopped whatever happens.

The head listens on 127.0.0.2 and the worker node on 127.0.0.3: Ray turns ``127.0.0.1`` and
``localhost`` into the machine's network address, and other loopback addresses it keeps.
Each node has one CPU, a 75 MB object store (Ray's least) and no dashboard; the cluster has
its own token (``RAY_AUTH_TOKEN``), so nothing is read from or written to ``~/.ray``.

:meth:`RayCluster.stop` ends this cluster's processes by their ids (those whose command line
names its temporary folder, and their children): ``ray stop`` would end every Ray process
of the machine, other people's included.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from fault_server import free_port

HEAD_IP = "127.0.0.2"
WORKER_IP = "127.0.0.3"
OBJECT_STORE_BYTES = 75 * 1024 * 1024


class RayCluster:
    """Start with :meth:`start`; ``address`` is the head's; ``env`` is what a driver needs."""

    def __init__(self) -> None:
        # Short: Ray's socket paths under it must stay within 107 characters.
        self.root = Path(tempfile.mkdtemp(prefix="mlray", dir="/tmp"))
        self.port = free_port()
        self.address = f"{HEAD_IP}:{self.port}"
        self.env = {
            "RAY_AUTH_MODE": "token",
            "RAY_AUTH_TOKEN": secrets.token_hex(32),
            "RAY_USAGE_STATS_ENABLED": "0",
            # A dead node is noticed within seconds, not the default half minute.
            "RAY_health_check_period_ms": "1000",
            "RAY_health_check_timeout_ms": "1000",
            "RAY_health_check_failure_threshold": "3",
        }

    def start(self) -> None:
        """Start the head node, then the worker node (each ``ray start`` returns when up)."""
        common = ["--num-cpus", "1", "--object-store-memory", str(OBJECT_STORE_BYTES)]
        self._ray(
            "start", "--head", "--node-ip-address", HEAD_IP, "--port", str(self.port),
            "--include-dashboard", "false", "--temp-dir", str(self.root / "head"), *common,
        )  # fmt: skip
        self._ray(
            "start", "--address", self.address, "--node-ip-address", WORKER_IP,
            "--temp-dir", str(self.root / "worker"), *common,
        )  # fmt: skip

    def worker_raylet(self) -> int:
        """The process id of the worker node's raylet."""
        marker = str(self.root / "worker")
        for pid, command in _processes().items():
            if "raylet/raylet" in command and marker in command:
                return pid
        raise LookupError("the worker node's raylet is not running")

    def worker_running(self, task: str) -> bool:
        """Whether a worker process of the worker node is running ``task`` (a function)."""
        processes = _processes()
        ours = _descendants(processes, str(self.root / "worker"))
        return any(processes.get(pid, "").startswith(f"ray::{task}") for pid in ours)

    def kill_worker_node(self) -> None:
        """Kill the worker node's raylet (SIGKILL), as a machine that drops out would, and
        wait until it has died: a signal is delivered when the process next runs, which on
        a loaded machine can be a while after ``kill`` returns."""
        pid = self.worker_raylet()
        os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 60
        while _alive(pid) and time.monotonic() < deadline:
            time.sleep(0.05)

    def stop(self) -> None:
        """End every process of this cluster, by id, and remove its folder."""
        for _ in range(3):  # processes started while the first ones were being ended
            pids = _descendants(_processes(), str(self.root))
            for pid in pids:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
            if not pids:
                break
            time.sleep(0.5)
        shutil.rmtree(self.root, ignore_errors=True)

    def _ray(self, *args: str) -> None:
        ray = Path(sys.executable).with_name("ray")
        env = {**os.environ, **self.env}
        done = subprocess.run(
            [str(ray), *args, "--disable-usage-stats"],
            env=env,
            capture_output=True,
            text=True,
            timeout=180,
        )
        if done.returncode != 0:
            raise RuntimeError(f"ray {args[0]} failed: {done.stdout[-2000:]}{done.stderr[-2000:]}")


def _processes() -> dict[int, str]:
    """Every process's id and command line."""
    found: dict[int, str] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ")
            except OSError:
                continue
            found[int(entry.name)] = command.decode(errors="replace")
    return found


def _stat(pid: int) -> list[str] | None:
    """The fields of ``/proc/PID/stat`` after the command name (state first, then the
    parent's id), None when the process is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return stat.rpartition(")")[2].split()


def _alive(pid: int) -> bool:
    """Whether process ``pid`` exists and is not a zombie (dead, not yet reaped)."""
    fields = _stat(pid)
    return fields is not None and fields[0] != "Z"


def _parent(pid: int) -> int | None:
    fields = _stat(pid)
    return None if fields is None else int(fields[1])


def _descendants(processes: dict[int, str], marker: str) -> set[int]:
    """Processes whose command line names ``marker``, and all their children (Ray's
    workers rename themselves ``ray::…``)."""
    found = {pid for pid, command in processes.items() if marker in command}
    found.discard(os.getpid())
    parents = {pid: _parent(pid) for pid in processes}
    grew = True
    while grew:
        children = {pid for pid, parent in parents.items() if parent in found} - found
        found |= children
        grew = bool(children)
    return found
