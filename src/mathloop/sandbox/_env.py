"""The sandboxed program's whole environment; nothing of the parent's is passed on."""

from __future__ import annotations

from pathlib import Path


def child_environment(workdir: Path | str) -> dict[str, str]:
    """The child's whole environment; nothing of the parent's (API keys!) is passed on."""
    return {
        "PATH": "/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "PYTHONIOENCODING": "utf-8",
        "HOME": str(workdir),
        "TMPDIR": str(workdir),
        # One thread each: thread pools would hit RLIMIT_NPROC and multiply memory use.
        "OPENBLAS_NUM_THREADS": "1",
        "OMP_NUM_THREADS": "1",
        "MKL_NUM_THREADS": "1",
        "MPLBACKEND": "Agg",
    }
