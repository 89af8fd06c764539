"""A work folder that outlives its commands: any command, not only a Python program, run under
the sandbox's OS layers, and its files read and written from the host without following links.

A program run by :func:`~mathloop.sandbox.run_code` gets a fresh folder that vanishes with
it. Agent harnesses need more: inspect_ai's sandbox contract writes a file in one call, runs
a shell or a Python reading stdin in the next, then reads what it left. A :class:`WorkFolder`
is that session: one host folder (locked like every sandbox folder, swept if its owner dies)
and, when mathloop runs as root, one uid of its own for the folder's whole life. Each command
is started exactly as a cold program is (the same confinement, rlimits, memory cgroup, clean
environment, wall clock and bounded output), with two differences, both recorded in
:attr:`WorkFolder.layers`: the work directory is the host folder bound in, so its files
persist (as root, the folder is a tmpfs of ``disk_mb`` of its own, so ``workdir_quota``
holds; elsewhere only the per-file ``file_size_mb`` limit does, and the layer is missing),
and stdin is what the caller passes. The AST gate is not applied: a shell command has no
Python to gate; the OS layers are the containment. ``docs/integrations.md`` says how
inspect_ai uses it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import IO

from mathloop.sandbox._cgroup import MemoryCgroup
from mathloop.sandbox._isolation import Confinement, resolve
from mathloop.sandbox._output import ProcessOutcome
from mathloop.sandbox._process import ColdCommand, run_in_cgroup
from mathloop.sandbox._safe_files import inside_parts, read_bytes, write_bytes
from mathloop.sandbox._uids import UIDS
from mathloop.sandbox._workdirs import FOLDER_PREFIX, OwnedDir
from mathloop.sandbox.types import DEFAULT_LIMITS, Limits

__all__ = ["WorkFolder"]

_REPLACED_LAYERS = ("temp_workdir", "workdir_quota", "closed_stdin")
_INODES = 16384
"""Files the folder may hold (a tmpfs counts them apart from its size)."""


class WorkFolder:
    """A host folder and the uid that owns it, for a series of confined commands.

    ``limits`` apply to every command that names none; ``limits.mode`` is ignored (every
    command starts cold). Close it (or use ``with``) to kill what its commands left and
    remove the folder.
    """

    def __init__(self, limits: Limits = DEFAULT_LIMITS) -> None:
        self.limits = limits
        self._confinement: Confinement = resolve(limits.isolation)
        self._owned = OwnedDir.create(FOLDER_PREFIX)
        self._uid = UIDS.acquire() if self._confinement.own_uid else None
        self._quota = _mount_quota(self._owned.path, limits.disk_mb, self._uid)
        if self._uid is not None:
            os.chown(self._owned.path, self._uid, self._uid)
            # bubblewrap enters the folder as root without CAP_DAC_OVERRIDE, before the
            # switch to the uid: it needs the search bit, nobody needs to list it.
            os.chmod(self._owned.path, 0o711)
        self._closed = False

    @property
    def path(self) -> Path:
        """The folder, at the same path inside the sandbox and on the host."""
        return self._owned.path

    @property
    def layers(self) -> tuple[str, ...]:
        """The isolation layers every command runs under (``mathloop doctor`` names them)."""
        kept = [name for name in self._confinement.layers if name not in _REPLACED_LAYERS]
        quota = ["workdir_quota"] if self._quota else []
        return (*kept, *quota, "work_folder")

    def run(
        self,
        argv: Sequence[str],
        *,
        stdin: bytes | None = None,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
        limits: Limits | None = None,
    ) -> ProcessOutcome:
        """Run ``argv`` in the folder (or in ``cwd`` below it) and return its bounded output.

        ``python`` and ``python3`` are this interpreter (its packages, sympy included);
        ``env`` is set on top of the clean environment; ``limits`` replace the folder's for
        this command (its isolation stays the folder's). Raises ``ValueError`` once closed.
        """
        if self._closed:
            raise ValueError("this work folder is closed")
        limits = limits or self.limits
        chdir = self._chdir(cwd)
        home = str(self.path)
        environment = {"PATH": _search_path(), "HOME": home, "TMPDIR": home, **(env or {})}
        if stdin is None:
            return self._run(list(argv), limits, chdir, environment, None)
        with tempfile.TemporaryFile() as feed:
            feed.write(stdin)
            feed.seek(0)
            return self._run(list(argv), limits, chdir, environment, feed)

    def read_bytes(self, path: str, *, max_bytes: int) -> bytes:
        """The regular file ``path`` (relative, or absolute inside the folder); links are
        refused with PermissionError, a file over ``max_bytes`` raises OverflowError."""
        return read_bytes(str(self.path), path, max_bytes=max_bytes, owner=self._uid)

    def write_bytes(self, path: str, data: bytes) -> None:
        """Write ``path`` (its folders made), owned by the folder's uid; links are refused."""
        write_bytes(str(self.path), path, data, owner=self._uid)

    def close(self) -> None:
        """Kill every process the commands left (by uid), then remove the folder."""
        if self._closed:
            return
        self._closed = True
        if self._uid is not None:
            UIDS.release_after_run(self._uid, pid_namespace=False)
        if self._quota:
            _unmount(self.path)
        self._owned.remove()

    def __enter__(self) -> WorkFolder:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def _chdir(self, cwd: str | None) -> Path:
        """``cwd`` below the folder when relative; an absolute one is taken as the sandbox
        sees it (``/usr/bin``), the command failing to start where it is not a folder."""
        if cwd is None:
            return self.path
        if Path(cwd).is_absolute():
            return Path(cwd)
        return self.path.joinpath(*inside_parts(str(self.path), cwd))

    def _run(
        self,
        argv: list[str],
        limits: Limits,
        chdir: Path,
        env: dict[str, str],
        stdin: IO[bytes] | None,
    ) -> ProcessOutcome:
        confinement = self._confinement
        bwrap = confinement.backend == "bwrap"

        def command_of(cgroup: MemoryCgroup | None) -> ColdCommand:
            command_argv = confinement.command(
                self.path, argv, uid=self._uid, disk_mb=limits.disk_mb, cgroup=cgroup,
                persistent=True, chdir=chdir,
            )  # fmt: skip
            start_in = self.path if bwrap or not chdir.is_dir() else chdir
            return ColdCommand(command_argv, start_in, signal_as_status=bwrap, stdin=stdin, env=env)

        return run_in_cgroup(
            limits, enabled=confinement.memory_cgroup, own_uid=self._uid is not None,
            command_of=command_of,
        )  # fmt: skip


def _mount_quota(path: Path, disk_mb: int, uid: int | None) -> bool:
    """Make the folder a tmpfs of ``disk_mb`` (root only): what its commands write, in all
    files together, cannot pass it; False where it cannot be mounted here."""
    mount = shutil.which("mount", path="/usr/bin:/bin")
    if os.geteuid() != 0 or mount is None:
        return False
    owner = f",uid={uid},gid={uid}" if uid is not None else ""
    options = f"size={disk_mb}m,nr_inodes={_INODES},mode=0700,nosuid,nodev{owner}"
    done = subprocess.run(
        [mount, "-t", "tmpfs", "-o", options, "mathloop-folder", str(path)],
        capture_output=True, check=False, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    return done.returncode == 0


def _unmount(path: Path) -> None:
    umount = shutil.which("umount", path="/usr/bin:/bin") or "umount"
    subprocess.run([umount, "-l", str(path)], capture_output=True, check=False)


def _search_path() -> str:
    """This interpreter's folder first, so ``python3`` is the one with mathloop's packages."""
    return f"{Path(sys.executable).parent}:/usr/bin:/bin"
