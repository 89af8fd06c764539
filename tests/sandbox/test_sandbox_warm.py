"""The warm executor: same results as cold, nothing shared between runs, survives its server."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import signal
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mathloop.errors import SandboxError
from mathloop.sandbox import Execution, Limits, arun_code, run_code, warm_up
from mathloop.sandbox._isolation import resolve
from mathloop.sandbox._warm_pool import WarmPool

WARM = Limits(mode="warm")
COLD = Limits(mode="cold")


@pytest.fixture
def pool() -> Iterator[WarmPool]:
    """A pool of its own with one server, so consecutive runs share that server."""
    own = WarmPool(resolve("auto"), disk_mb=64, max_servers=1)
    try:
        yield own
    finally:
        own.close()


SET_STATE = """
import builtins, json, math, os, random, sys
import numpy, sympy
math.leak = builtins.leak = numpy.leak = 1
sympy.solve = lambda *args, **kwargs: "poisoned"
sys.modules["leak"] = math
os.environ["LEAK"] = "1"
random.seed(1234)
numpy.random.seed(1234)
LEAK = 1
with open("leak.txt", "w") as handle:
    handle.write("left behind")
for path in ("/tmp/leak.txt", "/dev/shm/leak.txt", os.path.expanduser("~/../leak.txt")):
    try:
        open(path, "w").write("left behind")
    except OSError:
        pass
print(os.getcwd())
"""

READ_STATE = """
import builtins, json, math, os, random, sys
import numpy, sympy
x = sympy.symbols("x")
random.seed(1234)
seeded = (random.random(), float(numpy.random.RandomState(1234).random_sample()))
random.seed()
found = {
    "module attributes": [hasattr(m, "leak") for m in (math, builtins, numpy)],
    "sympy.solve": str(sympy.solve(x - 2, x)),
    "sys.modules": "leak" in sys.modules,
    "environment": "LEAK" in os.environ,
    "globals": "LEAK" in globals(),
    "files": [p for p in ("leak.txt", "/tmp/leak.txt", "/dev/shm/leak.txt") if os.path.exists(p)],
    "random": [random.random() != seeded[0], float(numpy.random.random_sample()) != seeded[1]],
    "cwd": os.getcwd(),
}
print(json.dumps(found))
"""


def test_nothing_leaks_from_one_program_to_the_next(pool: WarmPool) -> None:
    first = pool.run(SET_STATE, WARM)
    assert first.exit_code == 0, first.stderr
    [server] = pool.server_pids()
    second = pool.run(READ_STATE, WARM)
    assert second.exit_code == 0, second.stderr
    assert pool.server_pids() == [server]  # the same server ran both
    found = json.loads(second.stdout)
    assert found == {
        "module attributes": [False, False, False],
        "sympy.solve": "[2]",
        "sys.modules": False,
        "environment": False,
        "globals": False,
        "files": [],
        "random": [True, True],
        "cwd": found["cwd"],
    }
    assert found["cwd"] != first.stdout.strip()


EQUIVALENCE = {
    "prints": "print('a'); print(2 ** 100)",
    "exit code": "import sys\nprint('x')\nsys.exit(3)",
    "exit message": "import sys\nsys.exit('bye')",
    "traceback": "def f():\n    return 1 / 0\nf()",
    "syntax error": "print(1\n",
    "main and file": "import os\nprint(__name__, os.path.basename(__file__))",
    "atexit": "import atexit\natexit.register(print, 'at exit')\nprint('body')",
    "non-daemon thread": (
        "import threading, time\n"
        "def late():\n    time.sleep(0.2)\n    print('thread done')\n"
        "threading.Thread(target=late).start()\nprint('main done')"
    ),
    "input": "input()",
    "home and cwd": "import os\nprint(os.environ['HOME'] == os.getcwd(), sorted(os.listdir('.')))",
    "unicode": "print('π ≈', 22 / 7)",
}


def _comparable(execution: Execution) -> tuple[object, ...]:
    stderr = execution.stderr
    workdir = (
        os.path.dirname(stderr.split('File "', 1)[1].split('"', 1)[0]) if 'File "' in stderr else ""
    )
    stderr = stderr.replace(workdir, "WORKDIR") if workdir else stderr
    return execution.verdict, execution.exit_code, execution.stdout, stderr, execution.layers


@pytest.mark.parametrize("name", sorted(EQUIVALENCE))
def test_warm_runs_end_exactly_like_cold_ones(name: str) -> None:
    code = EQUIVALENCE[name]
    cold = run_code(code, policy=None, limits=COLD)
    warm = run_code(code, policy=None, limits=WARM)
    assert _comparable(warm) == _comparable(cold)
    assert (cold.mode, warm.mode) == ("cold", "warm")


def test_warm_programs_find_the_stack_already_imported() -> None:
    code = "import sys\nprint('sympy' in sys.modules, 'scipy.optimize' in sys.modules)"
    assert run_code(code, policy=None, limits=WARM).stdout == "True True\n"
    assert run_code(code, policy=None, limits=COLD).stdout == "False False\n"


def test_warm_runs_get_the_same_limits() -> None:
    quick = Limits(mode="warm", timeout_s=1.0)
    timeout = run_code("print('started', flush=True)\nwhile True: pass", policy=None, limits=quick)
    assert (timeout.verdict, timeout.exit_code, timeout.stdout) == ("timeout", None, "started\n")
    assert 1.0 <= timeout.duration_s < 3.0
    memory = run_code("x = bytearray(16 * 1024 ** 3)", policy=None, limits=WARM)
    assert memory.verdict == "error" and "MemoryError" in memory.stderr
    cpu = run_code("while True: pass", policy=None, limits=Limits(mode="warm", cpu_s=1))
    assert cpu.exit_code == -signal.SIGXCPU
    flood = run_code(
        "print('x' * 100000)", policy=None, limits=Limits(mode="warm", max_output_chars=10)
    )
    assert flood.stdout_truncated and flood.stdout.startswith("x" * 10 + "\n[... truncated")


def _wait_until_dead(pid: int) -> None:
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            if "\nState:\tZ" in Path(f"/proc/{pid}/status").read_text():
                return
        except OSError:
            return
        time.sleep(0.01)


def test_a_dead_server_is_replaced(pool: WarmPool) -> None:
    assert pool.run("print(1)", WARM).stdout == "1\n"
    [server] = pool.server_pids()
    os.killpg(server, signal.SIGKILL)
    _wait_until_dead(server)
    assert pool.run("print(2)", WARM).stdout == "2\n"
    assert pool.server_pids() not in ([server], [])


def test_a_run_whose_server_dies_is_reported_and_the_next_run_works(pool: WarmPool) -> None:
    assert pool.run("print(1)", WARM).exit_code == 0
    [server] = pool.server_pids()
    killer = threading.Timer(1.0, os.killpg, (server, signal.SIGKILL))
    killer.start()
    outcome = pool.run("import time\nprint('working', flush=True)\ntime.sleep(30)", WARM)
    killer.join()
    assert (outcome.exit_code, outcome.timed_out) == (None, False)
    assert outcome.stdout == "working\n"
    assert "warm executor died" in outcome.note
    assert pool.run("print(3)", WARM).stdout == "3\n"


def test_concurrent_warm_runs_from_asyncio_are_independent() -> None:
    async def main() -> list[Execution]:
        runs = (
            arun_code(f"import time\ntime.sleep(0.3)\nprint({i})", policy=None, limits=WARM)
            for i in range(6)
        )
        return await asyncio.gather(*runs)

    asyncio.run(main())  # start the servers
    started = time.monotonic()
    results = asyncio.run(main())
    assert [result.stdout for result in results] == [f"{i}\n" for i in range(6)]
    assert time.monotonic() - started < 6 * 0.3  # at least two ran at once


def test_prestart_fills_the_pool_up_to_its_size() -> None:
    own = WarmPool(resolve("auto"), disk_mb=64, max_servers=2)
    try:
        own.prestart(5)
        first = sorted(own.server_pids())
        assert len(first) == 2
        own.prestart(2)  # already full: starts nothing
        assert sorted(own.server_pids()) == first
        assert own.run('print("RESULT: 1")', WARM).stdout == "RESULT: 1\n"
    finally:
        own.close()


def test_warm_up_starts_servers_only_for_warm_runs() -> None:
    assert warm_up(COLD, servers=2) is None
    thread = warm_up(WARM, servers=1)
    assert thread is not None
    thread.join(timeout=60)
    assert not thread.is_alive()
    assert run_code('print("RESULT: 2")', policy=None, limits=WARM).stdout == "RESULT: 2\n"


class _RecordingSocket(socket.socket):
    """Records every ``send``/``sendall`` call made through the Python object."""

    calls: list[tuple[str, int]]

    def send(self, data: Any, *args: Any) -> int:
        self.calls.append(("send", len(data)))
        return super().send(data, *args)

    def sendall(self, data: Any, *args: Any) -> None:
        self.calls.append(("sendall", len(data)))
        super().sendall(data, *args)


def test_a_frame_sent_whole_is_not_followed_by_an_empty_send() -> None:
    # A spare may read the whole job and exit before the server's next call: an extra
    # zero-byte send would then fail with EPIPE, and the server would hand the same job to
    # a second spare (the program ran twice, its output doubled).
    from mathloop.sandbox._warm_server import receive_message, send_message

    plain, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    ours = _RecordingSocket(socket.AF_UNIX, socket.SOCK_STREAM, fileno=plain.detach())
    ours.calls = []
    read_end, write_end = os.pipe()
    try:
        send_message(ours, {"code": "print(1)"}, fds=[write_end])  # one sendmsg
        send_message(ours, {"code": "print(2)"})
        assert [name for name, _ in ours.calls] == ["send"]
        first = receive_message(theirs, max_fds=1)
        assert first is not None and first[0] == {"code": "print(1)"}
        for fd in first[1]:
            os.close(fd)
        second = receive_message(theirs)
        assert second is not None and second[0] == {"code": "print(2)"}
    finally:
        ours.close()
        theirs.close()
        os.close(read_end)
        os.close(write_end)


DEEP_TREE = """
import os
fd = os.open(".", os.O_RDONLY)
for _ in range(3000):  # deeper than a recursive removal and than PATH_MAX
    os.mkdir("d", dir_fd=fd)
    inner = os.open("d", os.O_RDONLY, dir_fd=fd)
    os.close(fd)
    fd = inner
    os.chmod(".", 0o700)
open("note", "w", opener=lambda name, flags: os.open(name, flags, dir_fd=fd)).write("x")
os.chmod(fd, 0)  # the deepest folder may not even be entered
print("planted")
"""


def test_a_tree_thousands_deep_does_not_kill_the_server_for_the_next(pool: WarmPool) -> None:
    planted = pool.run(DEEP_TREE, WARM)
    assert planted.stdout == "planted\n", planted.stderr
    [server] = pool.server_pids()
    after = pool.run("import os\nprint(sorted(os.listdir('.')))", WARM)
    assert after.exit_code == 0, after.note
    assert after.stdout == "['model_code.py']\n"  # the program itself, nothing left
    assert pool.server_pids() == [server]  # the same server, alive and clean


FIND_SECRET = """
import gc
secret = "SEC" + "RET-4711"
found = 0
for o in gc.get_objects():
    items = o.values() if isinstance(o, dict) else o if isinstance(o, (list, tuple)) else ()
    for v in items:
        if isinstance(v, bytes):
            v = v.decode("utf-8", "replace")
        if isinstance(v, str) and v is not secret and secret in v:
            found += 1
print(found)
"""


def test_a_warm_job_holds_nothing_of_the_job_before(pool: WarmPool) -> None:
    first = pool.run('print("SECRET-4711")', WARM)
    assert first.stdout == "SECRET-4711\n"
    [server] = pool.server_pids()
    second = pool.run(FIND_SECRET, WARM)
    assert pool.server_pids() == [server]
    assert second.stdout == "0\n", second.stderr


_RANDOM_DRAWS = """
import random, numpy, sympy
from sympy.core import random as sympy_random
print(random.random(), numpy.random.random(), sympy_random.rng.random(),
      sympy_random._assumptions_rng.random(), sympy.randprime(1, 10**12))
"""


@pytest.mark.parametrize("mode", ["warm", "cold"])
def test_every_job_draws_from_fresh_entropy_warm_as_cold(mode: str) -> None:
    """Python's, numpy's and SymPy's generators (and randprime, and Expr.equals' random test
    points, which use SymPy's) give each job its own draws: a warm job starts them from
    fresh entropy as a cold interpreter does, instead of the state the server forked with."""
    jobs = 8
    draws = [
        run_code(_RANDOM_DRAWS, policy=None, limits=Limits(mode=mode)).stdout.split()  # type: ignore[arg-type]
        for _ in range(jobs)
    ]
    assert all(len(row) == 5 for row in draws), draws
    for source in range(5):
        assert len({row[source] for row in draws}) == jobs, (mode, source, draws)


def test_warm_refuses_to_start_without_its_layers_unless_the_isolation_is_named(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Under the unshare or process fallbacks a warm server cannot keep jobs apart (no pid
    namespace for its sweep, no read-only root): one line says what is missing."""
    from mathloop.sandbox import executor

    weaker = dataclasses.replace(resolve("auto"), backend="process")
    monkeypatch.setattr(executor, "resolve", lambda isolation: weaker)
    with pytest.raises(SandboxError, match=r"warm mode needs the layers pid_namespace, .*"):
        run_code("print(1)", policy=None, limits=Limits(mode="warm"))
    assert run_code("print(1)", policy=None, limits=Limits(mode="cold")).stdout == "1\n"
    named = Limits(mode="warm", isolation="process")
    executor.require_warm_layers(weaker, named.isolation)  # named: the caller's choice


def test_a_runs_auto_mode_is_warm_only_where_warm_has_its_layers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``auto`` (a run's default) never asks for a warm server that would refuse: under a
    confinement without the warm layers it runs cold; named modes are kept as named."""
    from mathloop.sandbox import executor, pick_mode

    strongest = resolve("auto")
    has_them = all(layer in strongest.layers for layer in executor.WARM_LAYERS)
    assert pick_mode("auto") == ("warm" if has_them else "cold")
    weaker = dataclasses.replace(strongest, backend="process")
    monkeypatch.setattr(executor, "resolve", lambda isolation: weaker)
    assert pick_mode("auto") == "cold"
    assert (pick_mode("cold"), pick_mode("warm")) == ("cold", "warm")
