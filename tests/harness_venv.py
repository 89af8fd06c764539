"""Run a suite of ``tests/integrations/<name>_suite/`` with pytest inside ``.venv-<extra>``."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def venv_python(extra: str) -> Path:
    """The interpreter of ``.venv-<extra>``; fails, naming the make target, when missing."""
    python = ROOT / f".venv-{extra}" / "bin" / "python"
    if not python.exists():
        raise AssertionError(f"{python} is missing: run `make integrations` (make test does)")
    return python


def run_suite(extra: str, suite: str, *args: str, timeout_s: float = 900) -> str:
    """pytest over ``tests/integrations/<suite>`` in ``.venv-<extra>``; its summary on success,
    an AssertionError with the tail of its output otherwise."""
    folder = Path(__file__).parent / "integrations" / suite
    command = [
        str(venv_python(extra)), "-m", "pytest", "-q", "-ra", "-p", "no:cacheprovider",
        "-c", os.devnull, "--rootdir", str(folder), "--confcutdir", str(folder),
        "--timeout", "300", *args, str(folder),
    ]  # fmt: skip
    # The harnesses' hub datasets and tokenizers are not reachable from a test: offline.
    env = {**os.environ, "HF_DATASETS_OFFLINE": "1", "HF_HUB_OFFLINE": "1"}
    done = subprocess.run(
        command, cwd=folder, capture_output=True, text=True, timeout=timeout_s, check=False,
        env=env,
    )  # fmt: skip
    output = done.stdout + done.stderr
    assert done.returncode == 0, output[-6000:]
    return output.strip().splitlines()[-1]
