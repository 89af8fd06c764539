"""Memory that no per-process limit counts: the memory cgroup, /dev/shm's quota, no memfd.

The hostile corpus proves the attacks are contained (``memory_*.py``); these tests pin how:
the filter program itself, what a program sees of ``/dev``, the note a run gets when the
cgroup's OOM killer acted, the warm server's per-program limit over one server, cleanup, and
what ``mathloop doctor`` says.
"""

from __future__ import annotations

import json
import os
import struct
from pathlib import Path

import pytest
from click.testing import CliRunner

from mathloop.cli.main import cli
from mathloop.sandbox import Limits, run_code
from mathloop.sandbox._cgroup import OOM_NOTE, cgroup_root, memory_cgroup
from mathloop.sandbox._isolation import resolve
from mathloop.sandbox._launch import launch_prefix
from mathloop.sandbox._seccomp import MEMFD_CREATE, REFUSED_CALLS, memfd_filter
from mathloop.sandbox._warm_pool import WarmPool
from mathloop.sandbox.layers import memory_bound

LAYERS_HERE = set(resolve("auto").layers)
needs_cgroup = pytest.mark.skipif(
    "memory_cgroup" not in LAYERS_HERE, reason="no memory cgroup can be made here"
)
needs_bwrap = pytest.mark.skipif("no_memfd" not in LAYERS_HERE, reason="needs bubblewrap")

_RET, _JEQ, _ALLOW = 0x06, 0x15, 0x7FFF0000


def _instructions() -> list[tuple[int, int, int, int]]:
    data = memfd_filter()
    return [struct.unpack_from("=HBBI", data, offset) for offset in range(0, len(data), 8)]


def _run_filter(arch: int, number: int) -> int:
    """What the filter returns for one call (a small interpreter of the opcodes it uses)."""
    program, pc, acc = _instructions(), 0, 0
    while True:
        code, jt, jf, k = program[pc]
        if code == _RET:
            return k
        if code == _JEQ:
            pc += 1 + (jt if acc == k else jf)
            continue
        acc = arch if k == 4 else number  # a load of seccomp_data.arch or .nr
        pc += 1


@pytest.mark.parametrize("arch", sorted(MEMFD_CREATE))
def test_the_filter_refuses_memfd_create_under_every_architecture_and_nothing_else(
    arch: int,
) -> None:
    for number in MEMFD_CREATE[arch]:
        assert _run_filter(arch, number) & 0xFFFF0000 == 0x00050000  # SECCOMP_RET_ERRNO
    others = {0, 1, 9, 56, 57, 59, 231, 318, 320} - set(MEMFD_CREATE[arch])
    assert {_run_filter(arch, number) for number in others} == {_ALLOW}
    assert _run_filter(0x12345678, MEMFD_CREATE[arch][0]) == _ALLOW  # an unknown architecture


@pytest.mark.parametrize("arch", sorted(REFUSED_CALLS))
def test_the_filter_refuses_keyrings_and_ipc_creation_under_every_architecture(arch: int) -> None:
    calls = REFUSED_CALLS[arch]
    assert {"add_key", "request_key", "keyctl", "shmget", "semget", "msgget", "mq_open"} <= set(
        calls
    )
    for name, numbers in calls.items():
        for number in numbers:
            assert _run_filter(arch, number) & 0xFFFF0000 == 0x00050000, name


KEYRING_AND_IPC = """
import ctypes, json, os
libc = ctypes.CDLL(None, use_errno=True)
def errno_of(name, *args):
    result = getattr(libc, name)(*args)
    return 0 if result != -1 else ctypes.get_errno()
found = {
    "add_key": errno_of("syscall", 248, b"user", b"k", b"v", 1, -3),
    "keyctl": errno_of("syscall", 250, 0, -3, 0),
    "shmget": errno_of("shmget", 0, 1 << 20, 0o1600),
    "semget": errno_of("semget", 0, 1, 0o1600),
    "msgget": errno_of("msgget", 0, 0o1600),
}
print(json.dumps(found))
"""


@needs_bwrap
@pytest.mark.skipif(os.uname().machine != "x86_64", reason="the keyring numbers are x86_64's")
@pytest.mark.parametrize("mode", ["cold", "warm"])
def test_keyrings_and_ipc_objects_cannot_be_made(mode: str) -> None:
    """Nothing a program could leave for the next one: every call fails with EPERM."""
    execution = run_code(KEYRING_AND_IPC, policy=None, limits=Limits(mode=mode))  # type: ignore[arg-type]
    assert execution.verdict == "ok", execution.stderr
    assert set(json.loads(execution.stdout).values()) == {1}  # EPERM


def test_the_launch_prefix_is_empty_when_there_is_nothing_to_join() -> None:
    assert launch_prefix(None, seccomp=False) == []


@needs_bwrap
@pytest.mark.parametrize("mode", ["cold", "warm"])
def test_memfd_is_refused_and_dev_shm_is_a_small_tmpfs_in_a_read_only_dev(mode: str) -> None:
    code = (
        "import json, os\n"
        "try:\n    os.memfd_create('x')\n    memfd = 'created'\n"
        "except OSError as exc:\n    memfd = exc.errno\n"
        "shm, dev = os.statvfs('/dev/shm'), os.statvfs('/dev')\n"
        "r, w = os.pipe()\n"
        "print(json.dumps([memfd, shm.f_blocks * shm.f_frsize, bool(dev.f_flag & os.ST_RDONLY)]))\n"
    )
    execution = run_code(code, policy=None, limits=Limits(mode=mode, disk_mb=32))  # type: ignore[arg-type]
    assert execution.verdict == "ok", execution.stderr
    assert json.loads(execution.stdout) == [1, 32 << 20, True]  # EPERM, 32 MiB, read-only


FORK_CHILDREN = """
import os, select, time
ready, report = os.pipe()
for _ in range(3):
    if os.fork() == 0:
        block = b"1" * (400 << 20)
        os.write(report, b"+")
        time.sleep(20)
        os._exit(0)
os.close(report)
held, deadline = 0, time.monotonic() + 15
while held < 3 and time.monotonic() < deadline:
    if select.select([ready], [], [], 0.2)[0]:
        chunk = os.read(ready, 3)
        if not chunk:
            break
        held += len(chunk)
print(held)
"""


@needs_cgroup
@pytest.mark.parametrize("mode", ["cold", "warm"])
def test_processes_that_together_pass_memory_mb_are_stopped_and_the_run_says_so(
    mode: str,
) -> None:
    limits = Limits(mode=mode, memory_mb=768, timeout_s=20, cpu_s=25)  # type: ignore[arg-type]
    execution = run_code(FORK_CHILDREN, policy=None, limits=limits)
    assert execution.stdout != "3\n"
    assert execution.stderr.endswith(f"[sandbox: {OOM_NOTE}]")


LEAVE_A_HOG = """
import os, time
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        block = b"1" * (500 << 20)
        time.sleep(60)
    os._exit(0)
time.sleep(2)  # the grandchild holds its block before we end
"""


@needs_cgroup
def test_a_warm_program_gets_its_whole_memory_whatever_the_previous_one_left() -> None:
    # Both programs through one server, as a method runs them: a hog left behind by the
    # first would count against the second in the server's cgroup unless it is killed.
    pool = WarmPool(resolve("auto"), disk_mb=64, max_servers=1)
    limits = Limits(mode="warm", memory_mb=1024, timeout_s=20, cpu_s=25)
    try:
        first = pool.run(LEAVE_A_HOG, limits)
        [server] = pool.server_pids()
        second = pool.run("block = b'1' * (600 << 20)\nprint(len(block) >> 20)", limits)
        assert pool.server_pids() == [server]
    finally:
        pool.close()
    assert first.exit_code == 0, first.stderr
    assert (second.exit_code, second.stdout, second.stderr) == (0, "600\n", "")


@needs_cgroup
def test_each_cold_run_removes_its_cgroup() -> None:
    root = cgroup_root()
    assert root is not None
    mine = f"mathloop_{os.getpid()}_"
    before = {path.name for path in root.path.iterdir() if path.name.startswith(mine)}
    assert run_code("print(1)", policy=None).stdout == "1\n"
    after = {path.name for path in root.path.iterdir() if path.name.startswith(mine)}
    assert after == before


@needs_cgroup
def test_a_group_holds_its_limit_and_goes_away() -> None:
    with memory_cgroup(256 << 20) as group:
        assert group is not None
        path = group.path
        limit_file = path / group.root.limit_file
        assert int(limit_file.read_text().split()[0]) == 256 << 20
        assert group.usage() >= 0 and group.oom_kills() == 0
    assert not Path(path).exists()


def test_memory_bound_names_the_layer_that_bounds_the_process_tree() -> None:
    assert memory_bound(["rlimits", "memory_cgroup"]).startswith("memory_cgroup:")
    assert "memfd_create refused" in memory_bound(["rlimits", "no_memfd", "shm_quota"])
    assert "not counted" in memory_bound(["rlimits"])


def test_doctor_says_which_layer_bounds_memory_here() -> None:
    text = CliRunner().invoke(cli, ["doctor", "--no-run"]).output
    [line] = [line for line in text.splitlines() if line.startswith("memory ")]
    assert line.split(maxsplit=1)[1] == f"bounded by {memory_bound(LAYERS_HERE)}"
    report = json.loads(CliRunner().invoke(cli, ["doctor", "--no-run", "--json"]).output)
    assert report["memory"] == memory_bound(LAYERS_HERE)
