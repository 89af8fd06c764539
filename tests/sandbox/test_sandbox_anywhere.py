"""mathloop works from any folder: a Python under /tmp, which bubblewrap hides, still runs.

A virtual environment made in a fresh temp directory (as in a clone under /tmp) and an
interpreter reached through links there run cold and warm programs under every backend
that works for this test process, and bubblewrap still hides what lies next to them.
"""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

import mathloop
from mathloop.sandbox._isolation import BACKENDS, probe

# Run by the interpreter under test: every backend's probe, then the program cold and warm.
_CHILD = """
import json, sys
from mathloop.sandbox import Limits, run_code
from mathloop.sandbox._isolation import BACKENDS, probe, resolve
from mathloop.sandbox._pyview import python_view
code, modes = sys.argv[1], sys.argv[2].split(",")
report = {"prefix": sys.prefix, "links": len(python_view().links), "backends": {}}
for backend in BACKENDS:
    if not probe(backend).works:
        report["backends"][backend] = probe(backend).detail
        continue
    runs = {}
    for mode in modes:
        execution = run_code(code, policy=None, limits=Limits(mode=mode, isolation=backend))
        runs[mode] = [execution.verdict, execution.stdout, execution.stderr, execution.layers]
    report["backends"][backend] = {"layers": list(resolve(backend).layers), "runs": runs}
print(json.dumps(report))
"""
_PROGRAM = """
import os, sys
import numpy
print(sys.prefix[::-1])  # reversed: the sandbox hands host paths back masked (docs/sandbox.md)
print("sees the canary" if os.path.exists({canary!r}) else "no canary")
try:
    import mathloop
    print("mathloop importable")
except ImportError:
    print("no mathloop")
"""
_SRC = str(Path(mathloop.__file__).resolve().parents[1])


@pytest.fixture
def under_tmp() -> Iterator[Path]:
    """A fresh folder under the system's /tmp (not pytest's), as a user's clone would be."""
    folder = Path(tempfile.mkdtemp(prefix="ml-clone-", dir="/tmp"))
    (folder / "canary.txt").write_text("the project next to the interpreter\n")
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _run_child(python: str, code: str, modes: str, env: dict[str, str]) -> dict[str, object]:
    done = subprocess.run(
        [python, "-c", _CHILD, code, modes], env=env, capture_output=True, text=True,
        timeout=400, check=False, cwd="/",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    report: dict[str, object] = json.loads(done.stdout)
    return report


def _working_backends() -> list[str]:
    return [backend for backend in BACKENDS if probe(backend).works]


def _venv(folder: Path) -> Path:
    """``python -m venv --without-pip``; a .pth file lends it our packages and mathloop."""
    venv = folder / ".venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    found = sorted(venv.glob("lib/python3*/site-packages"))
    assert len(found) == 1
    lent = [*site.getsitepackages(), _SRC]
    (found[0] / "lent.pth").write_text("\n".join(lent) + "\n")
    return venv


@pytest.mark.slow
def test_a_venv_under_tmp_runs_cold_and_warm_programs(under_tmp: Path) -> None:
    venv = _venv(under_tmp)
    canary = str(under_tmp / "canary.txt")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(under_tmp)}
    report = _run_child(
        str(venv / "bin" / "python"), _PROGRAM.format(canary=canary), "cold,warm", env
    )
    assert report["prefix"] == str(venv)
    backends = report["backends"]
    assert isinstance(backends, dict)
    working = [name for name in BACKENDS if isinstance(backends[name], dict)]
    assert working == _working_backends(), backends  # nothing lost by moving to /tmp
    for name in working:
        for mode, (verdict, stdout, stderr, layers) in backends[name]["runs"].items():
            assert verdict == "ok", (name, mode, stderr)
            assert layers == backends[name]["layers"]
            lines = stdout.splitlines()
            assert lines[0][::-1] == str(venv), (name, mode)
            if name == "bwrap":  # only bubblewrap hides the host's files
                assert lines[1:] == ["no canary", "no mathloop"], (mode, stdout)


def test_an_interpreter_behind_links_under_tmp_runs_cold_programs(under_tmp: Path) -> None:
    real = os.path.realpath(sys.executable)
    (under_tmp / "bin").mkdir()
    (under_tmp / "bin" / "python3").symlink_to(real)
    (under_tmp / "bin" / "python").symlink_to("python3")  # a relative hop, then an absolute one
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "PYTHONPATH": os.pathsep.join([_SRC, *site.getsitepackages()]),
    }
    code = "import sys\nprint(6 * 7, sys.executable)"
    python = str(under_tmp / "bin" / "python")
    report = _run_child(python, code, "cold", env)
    assert report["links"] == 2
    backends = report["backends"]
    assert isinstance(backends, dict)
    working = [name for name in BACKENDS if isinstance(backends[name], dict)]
    assert working == _working_backends(), backends
    for name in working:
        verdict, stdout, stderr, _ = backends[name]["runs"]["cold"]
        assert (verdict, stdout) == ("ok", f"42 {python}\n"), (name, stderr)
