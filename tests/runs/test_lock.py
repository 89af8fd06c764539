"""One writer per run folder (``runs._lock``): a second process is refused, never stale."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from mathloop.errors import RunStoreError
from mathloop.runs import RunPlan, execute_run
from mathloop.runs.execution.engine import RunOutcome, ensure_empty_or_run
from mathloop.runs.storage._lock import LOCK_NAME, exclusive_writer
from mathloop.runs.storage.archive import pack_run
from mathloop.runs.storage.store import RunStore
from scripted_run import plan as scripted_plan

_HOLD = """
import sys, time
from pathlib import Path
from mathloop.runs.storage._lock import exclusive_writer
with exclusive_writer(Path(sys.argv[1])):
    print("holding", flush=True)
    time.sleep(120)
"""


def run(plan: RunPlan) -> RunOutcome:
    return asyncio.run(execute_run(plan))


def _holder(root: Path) -> subprocess.Popen[str]:
    """Another process holding ``root``'s run lock until killed."""
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLD, str(root)], stdout=subprocess.PIPE, text=True
    )
    assert holder.stdout is not None and holder.stdout.readline() == "holding\n"
    return holder


def test_a_second_writer_is_refused_with_the_holders_pid(tmp_path: Path) -> None:
    root = tmp_path / "r"
    with exclusive_writer(root), pytest.raises(RunStoreError) as refused, exclusive_writer(root):
        pass  # pragma: no cover - never entered
    message = str(refused.value)
    assert f"{root} is being written by another mathloop run (pid {os.getpid()} on " in message
    assert message.endswith("wait for it to end or stop it first")
    with exclusive_writer(root):  # released on exit
        pass


def test_a_run_in_a_folder_another_process_writes_is_refused_until_it_dies(
    tmp_path: Path,
) -> None:
    root = tmp_path / "r"
    run(scripted_plan(root, 2, 0.0))
    holder = _holder(root)
    try:
        with pytest.raises(RunStoreError, match=f"pid {holder.pid} on "):
            run(scripted_plan(root, 2, 0.0))
    finally:
        holder.send_signal(signal.SIGKILL)  # the kernel drops its lock: nothing stale
        holder.communicate()
    outcome = run(scripted_plan(root, 2, 0.0))
    assert outcome.skipped == 4 and len(RunStore(root).load_results()) == 4


def test_a_folder_holding_only_the_lock_file_takes_a_new_run(tmp_path: Path) -> None:
    root = tmp_path / "r"
    root.mkdir()
    (root / LOCK_NAME).write_text("pid 1 on elsewhere, since yesterday\n")
    ensure_empty_or_run(RunStore(root))
    assert len(run(scripted_plan(root, 1, 0.0)).records) == 2


def test_pack_waits_for_no_writer_and_leaves_the_lock_out(tmp_path: Path) -> None:
    root = tmp_path / "r"
    run(scripted_plan(root, 1, 0.0))
    assert (root / LOCK_NAME).exists()
    with exclusive_writer(root), pytest.raises(RunStoreError, match="being written"):
        pack_run(root)
    archive = pack_run(root)
    names = zipfile.ZipFile(archive).namelist()
    assert "manifest.json" in names and LOCK_NAME not in names
