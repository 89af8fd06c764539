"""The shell line a sandboxed command starts under: join the memory cgroup, open the filter.

Both must happen in the command's own process before it ``exec``s anything, and neither
the cgroup nor the seccomp filter can be handed over by ``subprocess`` without a
``preexec_fn`` doing more work between fork and exec. So the command is prefixed with a
``/bin/sh`` line that writes its own pid into the group's ``cgroup.procs`` (every process
started afterwards is born inside the group), opens the filter on
:data:`~mathloop.sandbox._seccomp.FILTER_FD` for bubblewrap's ``--seccomp``, and then
``exec``s the command. It costs one ``sh`` start (about a millisecond).
"""

from __future__ import annotations

from mathloop.sandbox._cgroup import MemoryCgroup
from mathloop.sandbox._seccomp import FILTER_FD, memfd_filter_path

__all__ = ["LAUNCH_FAILED", "launch_prefix"]

LAUNCH_FAILED = 125
"""The exit status when the shell could not join the group or open the filter."""

_SCRIPT = (
    f'if [ -n "$1" ]; then echo $$ > "$1" || exit {LAUNCH_FAILED}; fi; '
    f'if [ -n "$2" ]; then exec {FILTER_FD}<"$2" || exit {LAUNCH_FAILED}; fi; '
    'shift 2; exec "$@"'
)


def launch_prefix(cgroup: MemoryCgroup | None, *, seccomp: bool) -> list[str]:
    """The argv prefix that joins ``cgroup`` and opens the filter (empty when neither)."""
    if cgroup is None and not seccomp:
        return []
    procs = str(cgroup.procs) if cgroup is not None else ""
    filter_path = memfd_filter_path() if seccomp else ""
    return ["/bin/sh", "-c", _SCRIPT, "mathloop-launch", procs, filter_path]
