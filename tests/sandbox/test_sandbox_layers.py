"""Isolation layers: what is probed, what each backend claims, and that the claims hold."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

import mathloop.sandbox._isolation as isolation
from mathloop.errors import ConfigError, SandboxError
from mathloop.sandbox import Execution, Limits, get_policy, isolation_report, run_code
from mathloop.sandbox._bwrap import BwrapProfile, bwrap_argv
from mathloop.sandbox._isolation import LAYERS, Probe, resolve
from mathloop.sandbox._pyview import python_prefixes
from mathloop.sandbox._uids import UID_BASE, UidPool, wait_until_gone

ALWAYS = {
    "process_group", "clean_env", "rlimits", "wall_clock", "bounded_output", "temp_workdir",
    "closed_stdin",
}  # fmt: skip


def test_the_report_names_every_layer_and_the_chosen_backend() -> None:
    report = isolation_report()
    assert [layer.name for layer in report.layers] == list(LAYERS)
    assert {layer.name for layer in report.layers if layer.available} >= ALWAYS
    assert report.chosen in {"bwrap", "unshare", "process"}
    assert [backend.name for backend in report.backends] == ["bwrap", "unshare", "process"]


def test_every_run_reports_the_layers_it_had() -> None:
    execution = run_code("print(1)", policy=None)
    assert execution.layers == list(resolve("auto").layers)
    assert set(execution.layers) >= ALWAYS
    assert Execution.model_validate_json(execution.model_dump_json()) == execution


def test_a_rejected_program_had_no_layers() -> None:
    execution = run_code("import os", policy=get_policy("default"), limits=Limits(mode="warm"))
    assert (execution.verdict, execution.layers, execution.mode) == ("rejected", [], "warm")


def test_process_isolation_claims_only_the_process_layers() -> None:
    execution = run_code("print(1)", policy=None, limits=Limits(isolation="process"))
    assert execution.stdout == "1\n"
    assert set(execution.layers) - ALWAYS <= {"no_new_privs", "own_uid", "memory_cgroup"}


def _reaches(port: int, limits: Limits) -> bool:
    code = (
        "import socket\n"
        f"try:\n    socket.create_connection(('127.0.0.1', {port}), timeout=2).close()\n"
        "    print('reached')\nexcept OSError:\n    print('blocked')\n"
    )
    return run_code(code, policy=None, limits=limits).stdout == "reached\n"


@pytest.mark.parametrize("backend", ["bwrap", "unshare"])
def test_a_claimed_network_namespace_cuts_the_network(backend: str) -> None:
    if not isolation.probe(backend).works:  # type: ignore[arg-type]
        pytest.skip(f"{backend} does not work here")
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(4)
        port = listener.getsockname()[1]
        assert _reaches(port, Limits(isolation="process"))  # the listener does answer
        limits = Limits(isolation=backend)  # type: ignore[arg-type]
        assert "network_namespace" in run_code("1", policy=None, limits=limits).layers
        assert not _reaches(port, limits)


def test_a_named_backend_that_does_not_work_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    broken = Probe("bwrap", False, False, "bwrap is not installed")
    real = isolation.probe
    monkeypatch.setattr(isolation, "probe", lambda name: broken if name == "bwrap" else real(name))
    with pytest.raises(SandboxError, match="'bwrap' is not available here: bwrap is not installed"):
        resolve("bwrap")
    assert resolve("auto").backend != "bwrap"  # auto falls back


def test_limits_refuse_unknown_modes_and_isolations() -> None:
    with pytest.raises(ConfigError, match="mode"):
        Limits(mode="lukewarm")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="isolation"):
        Limits(isolation="docker")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="disk_mb"):
        Limits(disk_mb=0)


def test_the_bwrap_view_holds_python_and_not_the_project(tmp_path: Path) -> None:
    workdir = tmp_path / "work"
    profile = BwrapProfile(
        writable=str(workdir), writable_mode=0o1777, disk_mb=8, chdir=str(workdir),
        files=[(workdir / "s.py", str(workdir / "s.py"))], caps=("CAP_SETUID",), root=True,
    )  # fmt: skip
    argv = bwrap_argv("/usr/bin/bwrap", profile)
    binds = {argv[i + 2] for i, arg in enumerate(argv) if arg in ("--ro-bind", "--bind")}
    assert {"--unshare-net", "--unshare-pid", "--die-with-parent", "--new-session"} <= set(argv)
    assert set(python_prefixes()) <= binds and "/usr" in binds
    project = Path(__file__).resolve().parents[2]
    assert not any(Path(bound) in (project, project / "src", Path.home()) for bound in binds)
    assert str(Path.home()) not in binds and "/etc/passwd" not in binds
    at = next(i for i, arg in enumerate(argv) if argv[i : i + 2] == ["--tmpfs", str(workdir)])
    assert argv[at - 4 : at] == ["--perms", "1777", "--size", str(8 * 1024 * 1024)]
    assert argv[-4:] == ["--cap-drop", "ALL", "--cap-add", "CAP_SETUID"]


def test_python_prefixes_cover_the_interpreter() -> None:
    executable = Path(sys.executable).resolve()
    roots = [Path(prefix) for prefix in python_prefixes()] + [Path("/usr")]
    assert any(root in executable.parents for root in roots)


def test_uids_are_distinct_while_held_and_reused_after() -> None:
    pool = UidPool()
    first, second = pool.acquire(), pool.acquire()
    assert first != second and min(first, second) >= UID_BASE
    pool.release(first)
    assert pool.acquire() == first  # the lowest free uid comes back first


@pytest.mark.skipif(os.geteuid() != 0, reason="a uid of its own needs root")
def test_a_uid_goes_back_to_the_pool_only_once_no_task_of_it_is_left() -> None:
    # RLIMIT_NPROC counts a task until it is reaped: a uid handed out while its last program's
    # tasks were still exiting refused the next program's fork (a CI failure, issue 29).
    pool = UidPool()
    uid = pool.acquire()
    launched = subprocess.run(  # a daemon of the uid that no process of ours will reap
        ["sh", "-c", "sleep 60 >/dev/null 2>&1 & echo $!"], user=uid, group=uid,
        extra_groups=[], cwd="/", capture_output=True, text=True, check=True,
    )  # fmt: skip
    daemon = int(launched.stdout)
    try:
        assert not wait_until_gone(uid, within_s=0.2)
        pool.release_after_run(uid, pid_namespace=False)  # kills by uid, waits for the reaping
        assert not Path(f"/proc/{daemon}").exists()
        assert pool.acquire() == uid
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(daemon, signal.SIGKILL)


def test_a_uid_that_still_has_tasks_is_skipped_until_they_are_gone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Another pool (or another mathloop process whose pid shares ours modulo the spread) may
    # have left a task under the first slot's uid: handing it out would share RLIMIT_NPROC.
    import mathloop.sandbox._uids as uids

    first = uids._uid_of(0)
    lingering = {first}
    monkeypatch.setattr(uids, "user_task_count", lambda wanted: int(wanted in lingering))
    pool = UidPool()
    assert pool.acquire() == first + 1
    lingering.clear()
    assert pool.acquire() == first  # the skipped slot stayed free


def test_a_uid_with_a_task_that_cannot_be_killed_is_never_handed_out_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import mathloop.sandbox._uids as uids

    pool = UidPool()
    uid = pool.acquire()
    monkeypatch.setattr(uids, "user_task_count", lambda wanted: 1 if wanted == uid else 0)
    monkeypatch.setattr(uids, "_kill_uid", lambda wanted: None)
    monkeypatch.setattr(uids, "_TEARDOWN_S", 0.05)
    pool.release_after_run(uid, pid_namespace=False)
    assert pool.acquire() != uid


@pytest.mark.skipif(os.geteuid() != 0, reason="a uid of its own needs root")
def test_as_root_each_program_runs_under_a_uid_of_its_own() -> None:
    if "own_uid" not in resolve("auto").layers:
        pytest.skip("no backend here can give programs a uid of their own")
    code = "import os\nprint(os.getuid(), os.geteuid())"
    uids = {run_code(code, policy=None).stdout for _ in range(2)}
    assert all(int(line.split()[0]) >= UID_BASE for line in uids)
    assert run_code("import os\nprint(os.getuid())", policy=None).stdout != "0\n"
