"""Running code: verdicts, limits, isolation, bounded output."""

from __future__ import annotations

import asyncio
import json
import resource
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

import pytest

from mathloop.errors import ConfigError, SandboxError
from mathloop.sandbox import (
    Execution,
    Limits,
    Sandbox,
    arun_code,
    get_policy,
    run_code,
)
from mathloop.sandbox._rlimits import rlimit_plan, user_task_count

DEFAULT = get_policy("default")
QUICK = Limits(timeout_s=1.0)


def _alive_with(marker: str, within_s: float = 3.0) -> list[str]:
    """Host processes whose command line holds ``marker``, once they had time to die."""
    deadline = time.monotonic() + within_s
    while True:
        alive = []
        for status in Path("/proc").glob("[0-9]*/status"):
            try:
                cmdline = (status.parent / "cmdline").read_bytes().replace(b"\0", b" ").decode()
                running = "\nState:\tZ" not in status.read_text()
            except OSError:
                continue
            if marker in cmdline and running:
                alive.append(cmdline)
        if not alive or time.monotonic() > deadline:
            return alive
        time.sleep(0.05)


def _sleeper(marker: str) -> str:
    """Code that starts a child sleeping with ``marker`` in its command line."""
    return (
        "import subprocess, sys\n"
        f"subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)', '{marker}'])\n"
    )


def test_ok_run_captures_stdout() -> None:
    execution = run_code("import math\nprint(math.factorial(5))", policy=DEFAULT)
    assert execution.verdict == "ok"
    assert execution.exit_code == 0
    assert execution.stdout == "120\n"
    assert execution.gate is not None and execution.gate.safe
    assert Execution.model_validate_json(execution.model_dump_json()) == execution


def test_crash_is_an_error_value_with_stderr() -> None:
    execution = run_code("print('before')\n1 / 0", policy=DEFAULT)
    assert execution.verdict == "error"
    assert execution.exit_code == 1
    assert execution.stdout == "before\n"
    assert "ZeroDivisionError" in execution.stderr


def test_rejected_code_never_runs(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    execution = run_code(f"open({str(marker)!r}, 'w')", policy=DEFAULT)
    assert execution.verdict == "rejected"
    assert execution.exit_code is None
    assert execution.gate is not None and execution.gate.violations[0].rule == "banned_name"
    assert not marker.exists()


def test_timeout_keeps_partial_output() -> None:
    code = "print('started', flush=True)\nwhile True:\n    pass\n"
    execution = run_code(code, policy=DEFAULT, limits=QUICK)
    assert execution.verdict == "timeout"
    assert execution.timed_out
    assert execution.exit_code is None
    assert execution.stdout == "started\n"
    assert 1.0 <= execution.duration_s < 3.0


def test_timeout_kills_the_whole_process_group() -> None:
    marker = f"mathloop-test-{time.monotonic_ns()}"
    code = _sleeper(marker) + "import time\ntime.sleep(60)\n"
    execution = run_code(code, policy=None, limits=QUICK)
    assert execution.verdict == "timeout"
    assert _alive_with(marker) == []


def test_children_left_behind_are_killed_and_do_not_block() -> None:
    # The child inherits stdout; without the group kill the pipe would never reach EOF.
    marker = f"mathloop-test-{time.monotonic_ns()}"
    started = time.monotonic()
    execution = run_code(
        _sleeper(marker) + "print('done')", policy=None, limits=Limits(timeout_s=10.0)
    )
    assert execution.verdict == "ok"
    assert time.monotonic() - started < 5.0
    assert _alive_with(marker) == []


def test_huge_output_is_truncated_with_bounded_memory() -> None:
    code = "import sys\nchunk = 'x' * 1_000_000\nfor _ in range(200):\n    sys.stdout.write(chunk)"
    limits = Limits(timeout_s=20.0, max_output_chars=1000)
    tracemalloc.start()
    try:
        execution = run_code(code, policy=None, limits=limits)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert execution.verdict == "ok"
    assert execution.stdout_truncated and not execution.stderr_truncated
    assert execution.stdout == "x" * 1000 + "\n[... truncated: output exceeded 1000 characters]"
    assert peak < 5_000_000  # 200 MB went through the pipe


def test_environment_has_no_parent_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MATHLOOP_FAKE_API_KEY", "sk-canary")
    code = "import os, json\nprint(json.dumps({'env': dict(os.environ), 'cwd': os.getcwd()}))"
    execution = run_code(code, policy=None)
    assert "sk-canary" not in execution.stdout
    seen = json.loads(execution.stdout)
    assert "MATHLOOP_FAKE_API_KEY" not in seen["env"]
    assert seen["env"]["HOME"] == seen["cwd"]
    assert seen["env"]["OPENBLAS_NUM_THREADS"] == "1"


def test_cwd_is_a_fresh_temp_dir_that_is_removed() -> None:
    # Printed reversed: the sandbox hands the path back as /sandbox (docs/sandbox.md).
    code = "import os\nprint(os.getcwd()[::-1])\nprint(sorted(os.listdir('.')))"
    execution = run_code(code, policy=None)
    cwd, listing = execution.stdout.splitlines()
    workdir = Path(cwd[::-1])
    assert workdir.parent == Path(tempfile.gettempdir()).resolve()
    assert workdir.name.startswith("mathloop_code_")
    assert listing == "['model_code.py']"
    assert not workdir.exists()


def test_scientific_stack_imports_under_default_limits() -> None:
    code = (
        "import numpy as np, sympy, scipy.optimize, scipy.special, mpmath\n"
        "print(int(np.linalg.det(np.eye(3))), sympy.factorint(360), scipy.special.comb(5, 2))\n"
    )
    execution = run_code(code, policy=DEFAULT)
    assert execution.verdict == "ok", execution.stderr
    assert execution.stdout == "1 {2: 3, 3: 2, 5: 1} 10.0\n"


def test_memory_bomb_is_contained() -> None:
    execution = run_code("x = bytearray(16 * 1024 ** 3)", policy=DEFAULT)
    assert execution.verdict == "error"
    assert "MemoryError" in execution.stderr


def test_cpu_limit_kills_a_busy_loop() -> None:
    execution = run_code("while True:\n    pass", policy=DEFAULT, limits=Limits(cpu_s=1))
    assert execution.verdict == "error"
    assert execution.exit_code is not None and execution.exit_code < 0


def test_file_size_limit() -> None:
    code = "with open('big', 'wb') as f:\n    f.write(b'0' * 3_000_000)\n"
    execution = run_code(code, policy=None, limits=Limits(file_size_mb=1))
    assert execution.verdict == "error"


def test_interpreter_that_cannot_start_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "executable", "/nonexistent/python")
    with pytest.raises(SandboxError, match="could not start"):
        run_code("print(1)", policy=None)


def test_limits_are_validated() -> None:
    with pytest.raises(ConfigError, match="timeout_s"):
        Limits(timeout_s=0)
    with pytest.raises(ConfigError, match="memory_mb"):
        Limits(memory_mb=-1)


def test_nproc_limit_is_headroom_over_current_tasks() -> None:
    plan = {
        limit.resource: (limit.soft, limit.hard) for limit in rlimit_plan(Limits(max_processes=10))
    }
    assert user_task_count() >= 1
    soft, _ = plan[resource.RLIMIT_NPROC]
    _, hard = resource.getrlimit(resource.RLIMIT_NPROC)
    assert soft >= min(10, hard)
    assert plan[resource.RLIMIT_CORE] == (0, 0)


def test_a_uid_of_its_own_gets_exactly_max_processes() -> None:
    plan = {
        limit.resource: limit.soft for limit in rlimit_plan(Limits(max_processes=10), own_uid=True)
    }
    _, hard = resource.getrlimit(resource.RLIMIT_NPROC)
    assert plan[resource.RLIMIT_NPROC] == min(10, hard)


def test_async_runs_are_concurrent_and_independent() -> None:
    async def main() -> list[Execution]:
        return await asyncio.gather(*(arun_code(f"print({i})", policy=DEFAULT) for i in range(4)))

    results = asyncio.run(main())
    assert [r.stdout for r in results] == ["0\n", "1\n", "2\n", "3\n"]


def test_sandbox_bundles_policy_and_limits() -> None:
    sandbox = Sandbox()
    assert sandbox.policy == DEFAULT
    assert sandbox.run("import os").verdict == "rejected"
    assert asyncio.run(sandbox.arun("print(2 ** 10)")).stdout == "1024\n"
    assert Sandbox(policy=None).run("import os\nprint(os.sep)").stdout == "/\n"


def test_code_runs_in_its_own_process_group() -> None:
    # Without namespaces the program leads its own group; inside bubblewrap's pid namespace
    # the whole namespace is its group, and the runner is not in it.
    code = "import os\nprint(os.getpgrp() == os.getpid())"
    execution = run_code(code, policy=None, limits=Limits(isolation="process"))
    assert execution.stdout == "True\n"
    assert "process_group" in execution.layers
