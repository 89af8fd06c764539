"""The hostile corpus (``tests/sandbox/hostile/``) through ``sandbox="mathloop"``: each program
that may run without the AST gate is written into a sample's work folder and run with
``exec(["python3", ...])``, as an agent's tool would; the provider has no gate, so the OS
layers alone must contain it. The same checks as the executor's corpus test: an allowed
outcome, no ESCAPED, no planted secret or host ``/etc/passwd`` in the output, the canaries
unchanged and the loopback listeners untouched."""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from inspect_ai.util import OutputLimitExceededError

from mathloop.integrations.inspect import MathloopSandboxConfig, MathloopSandboxEnvironment
from mathloop.sandbox import Limits, WorkFolder

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/: the corpus helpers

from sandbox_hostile import (
    ESCAPE_MARK,
    PASSWD_MARK,
    Host,
    HostileProgram,
    load_corpus,
)

pytestmark = pytest.mark.anyio
PROGRAMS = [program for program in load_corpus() if program.ungated]
with WorkFolder(Limits()) as _probe:
    LAYERS = _probe.layers


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(scope="module")
def host() -> Iterator[Host]:
    with tempfile.TemporaryDirectory() as root:
        started = Host(Path(root) / "host").start()
        try:
            yield started
        finally:
            started.close()


async def _outcome(program: HostileProgram, host: Host) -> tuple[str, str, str]:
    """Run ``program`` through a fresh sample of the provider: its verdict, stdout, stderr."""
    limits = program.limits
    config = MathloopSandboxConfig(
        timeout_s=limits.timeout_s, cpu_s=limits.cpu_s, memory_mb=limits.memory_mb,
        file_size_mb=limits.file_size_mb, max_processes=limits.max_processes,
        disk_mb=limits.disk_mb,
    )  # fmt: skip
    envs = await MathloopSandboxEnvironment.sample_init("hostile", config, {})
    env = envs["default"]
    try:
        await env.write_file("program.py", host.fill(program.source))
        try:
            result = await env.exec(["python3", "program.py"])
        except TimeoutError:
            return "timeout", "", ""
        except OutputLimitExceededError as exc:
            return "ok", exc.truncated_output or "", ""
        return ("ok" if result.success else "error"), result.stdout, result.stderr
    finally:
        await MathloopSandboxEnvironment.sample_cleanup("hostile", config, envs, False)


def test_the_corpus_has_programs_to_run_without_the_gate() -> None:
    assert len(PROGRAMS) >= 60


@pytest.mark.parametrize("program", PROGRAMS, ids=[p.name for p in PROGRAMS])
async def test_a_hostile_program_is_contained_by_the_provider(
    program: HostileProgram, host: Host
) -> None:
    missing = set(program.needs) - set(LAYERS)
    if missing:
        pytest.fail(f"the provider here lacks the layers {sorted(missing)} the program needs")
    verdict, stdout, stderr = await _outcome(program, host)
    output = stdout + stderr
    assert verdict in program.ungated, (verdict, output[-300:])
    assert ESCAPE_MARK not in stdout, stdout[-300:]
    assert PASSWD_MARK not in output
    assert not [name for name, token in host.tokens.items() if token in output]


def test_the_host_is_untouched(host: Host) -> None:
    assert host.problems() == []
