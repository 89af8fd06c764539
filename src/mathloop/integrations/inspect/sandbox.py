"""``sandbox="mathloop"``: mathloop's sandbox as an inspect_ai sandbox provider.

Each sample gets a :class:`~mathloop.sandbox.WorkFolder`: one host folder (and, when inspect
runs as root, one uid of its own) for the sample's life. ``exec`` runs any command there under
the OS layers a mathloop program gets (bubblewrap's namespaces and read-only root, a seccomp
filter, rlimits, a memory cgroup, a clean environment, a wall clock), with no Docker, so it
works where containers do not (a SLURM node, a plain Linux host). ``python``/``python3`` is
the interpreter mathloop runs under, with SymPy, NumPy and SciPy. ``read_file`` and
``write_file`` work in the work folder only, and never follow a link the sandboxed code left.

What differs from a container, by design (``docs/integrations.md``): the root is read-only
and only the work folder is writable; ``user=`` is refused (every command runs as the
sample's own uid); a timed-out command is not retried.
"""

from __future__ import annotations

import re
from typing import Any

import anyio
from inspect_ai.util import (
    ExecResult,
    OutputLimitExceededError,
    SandboxEnvironment,
    SandboxEnvironmentConfigType,
    SandboxEnvironmentLimits,
    sandboxenv,
)
from inspect_ai.util._sandbox.environment import (
    SandboxUnavailableError,
    SandboxUserUnsupportedError,
)
from pydantic import BaseModel, Field

from mathloop.errors import SandboxError
from mathloop.sandbox import Limits, WorkFolder, remove_stale_workdirs
from mathloop.sandbox._isolation import resolve
from mathloop.sandbox.types import Isolation

__all__ = ["MathloopSandboxConfig", "MathloopSandboxEnvironment"]

_EXEC_REFUSED = re.compile(r"^(?:bwrap: execvp|setpriv: failed to execute) .*: (.+)$", re.M)
"""How the launcher says it could not start the command (bubblewrap, or setpriv without it)."""
_SIGNAL_STATUS_BASE = 128


class MathloopSandboxConfig(BaseModel, frozen=True):
    """The limits of every command of a sample (``sandbox=("mathloop", config)``, or a
    ``.json``/``.yaml`` file of these fields)."""

    timeout_s: float = Field(
        default=180.0, gt=0, description="Wall clock of a command without one."
    )
    cpu_s: int = Field(
        default=180, gt=0, description="CPU seconds of a command (at least its timeout)."
    )
    memory_mb: int = Field(
        default=2048, gt=0, description="Memory of a command's whole process tree."
    )
    file_size_mb: int = Field(default=64, gt=0, description="The largest file a command may write.")
    max_processes: int = Field(default=64, gt=0, description="Processes a command may run at once.")
    disk_mb: int = Field(
        default=256, gt=0, description="Size of the work folder (as root) and /dev/shm."
    )
    isolation: Isolation = Field(
        default="auto", description="auto: the strongest layers that work."
    )

    def limits(self, timeout_s: float | None = None) -> Limits:
        """mathloop's Limits for one command (inspect's output limit per stream)."""
        wall = timeout_s if timeout_s is not None else self.timeout_s
        return Limits(
            timeout_s=wall,
            cpu_s=max(self.cpu_s, int(wall) + 1),
            memory_mb=self.memory_mb,
            file_size_mb=self.file_size_mb,
            max_processes=self.max_processes,
            max_output_chars=SandboxEnvironmentLimits.MAX_EXEC_OUTPUT_SIZE,
            disk_mb=self.disk_mb,
            isolation=self.isolation,
        )


def _config(config: SandboxEnvironmentConfigType | None) -> MathloopSandboxConfig:
    if config is None:
        return MathloopSandboxConfig()
    if isinstance(config, MathloopSandboxConfig):
        return config
    if isinstance(config, str):
        return _config_file(config)
    return MathloopSandboxConfig.model_validate(config.model_dump())


def _config_file(path: str) -> MathloopSandboxConfig:
    import yaml  # type: ignore[import-untyped]  # inspect_ai depends on PyYAML; JSON is YAML

    with open(path, encoding="utf-8") as file:
        return MathloopSandboxConfig.model_validate(yaml.safe_load(file) or {})


@sandboxenv(name="mathloop")
class MathloopSandboxEnvironment(SandboxEnvironment):
    """One sample's work folder; every command runs in it under mathloop's layers."""

    def __init__(self, folder: WorkFolder, config: MathloopSandboxConfig) -> None:
        super().__init__()
        self._folder = folder
        self._config = config

    @classmethod
    def config_deserialize(cls, config: dict[str, Any]) -> BaseModel:
        return MathloopSandboxConfig.model_validate(config)

    @classmethod
    async def task_init(cls, task_name: str, config: SandboxEnvironmentConfigType | None) -> None:
        # Probe the isolation once, so a machine without it fails at the start, in one line.
        isolation = _config(config).isolation
        try:
            await anyio.to_thread.run_sync(resolve, isolation)
        except SandboxError as exc:
            raise SandboxUnavailableError(f"mathloop sandbox: {exc}") from exc

    @classmethod
    async def sample_init(
        cls, task_name: str, config: SandboxEnvironmentConfigType | None, metadata: dict[str, str]
    ) -> dict[str, SandboxEnvironment]:
        settings = _config(config)
        folder = await anyio.to_thread.run_sync(WorkFolder, settings.limits())
        return {"default": cls(folder, settings)}

    @classmethod
    async def sample_cleanup(
        cls,
        task_name: str,
        config: SandboxEnvironmentConfigType | None,
        environments: dict[str, SandboxEnvironment],
        interrupted: bool,
    ) -> None:
        for environment in environments.values():
            if isinstance(environment, MathloopSandboxEnvironment):
                await anyio.to_thread.run_sync(environment._folder.close)

    @classmethod
    async def cli_cleanup(cls, id: str | None) -> None:
        await anyio.to_thread.run_sync(lambda: remove_stale_workdirs())

    @property
    def work_folder(self) -> str:
        """The sample's folder: relative paths resolve here, inside and out."""
        return str(self._folder.path)

    async def exec(
        self,
        cmd: list[str],
        input: str | bytes | None = None,
        cwd: str | None = None,
        env: dict[str, str] | None = None,
        user: str | None = None,
        timeout: int | None = None,
        timeout_retry: bool = True,
        concurrency: bool = True,
    ) -> ExecResult[str]:
        if user is not None:
            raise SandboxUserUnsupportedError(
                f"the mathloop sandbox runs every command as the sample's own uid, not {user!r}"
            )
        stdin = input.encode("utf-8") if isinstance(input, str) else input
        limits = self._config.limits(float(timeout) if timeout is not None else None)
        outcome = await anyio.to_thread.run_sync(
            lambda: self._folder.run(cmd, stdin=stdin, env=env, cwd=cwd, limits=limits)
        )
        if outcome.timed_out:
            raise TimeoutError(f"command timed out after {limits.timeout_s:g} s: {cmd[:1]}")
        if outcome.stdout_truncated or outcome.stderr_truncated:
            kept = outcome.stdout if outcome.stdout_truncated else outcome.stderr
            raise OutputLimitExceededError(
                limit_str=SandboxEnvironmentLimits.MAX_EXEC_OUTPUT_SIZE_STR, truncated_output=kept
            )
        code = _shell_status(outcome.exit_code)
        refused = _EXEC_REFUSED.search(outcome.stderr) if code != 0 else None
        if refused and "Permission denied" in refused.group(1):
            raise PermissionError(f"cannot execute {cmd[0]}: {refused.group(1)}")
        return ExecResult(code == 0, code, outcome.stdout, outcome.stderr)

    async def write_file(self, file: str, contents: str | bytes) -> None:
        data = contents.encode("utf-8") if isinstance(contents, str) else contents
        await anyio.to_thread.run_sync(lambda: self._folder.write_bytes(file, data))

    async def read_file(self, file: str, text: bool = True) -> Any:
        limit = SandboxEnvironmentLimits.MAX_READ_FILE_SIZE
        try:
            data = await anyio.to_thread.run_sync(
                lambda: self._folder.read_bytes(file, max_bytes=limit)
            )
        except OverflowError:
            raise OutputLimitExceededError(
                limit_str=SandboxEnvironmentLimits.MAX_READ_FILE_SIZE_STR, truncated_output=None
            ) from None
        if not text:
            return data
        return data.decode("utf-8")


def _shell_status(exit_code: int | None) -> int:
    """A death by signal N as the shell reports it (128 + N), like inspect's other providers."""
    if exit_code is None:
        return -1
    return _SIGNAL_STATUS_BASE - exit_code if exit_code < 0 else exit_code
