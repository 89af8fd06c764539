"""What a run's manifest records about where it ran: versions, commit, model, plugins."""

from __future__ import annotations

import hashlib
import json
import os
import platform
import subprocess
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

from mathloop.benchmarks.loaders import BENCHMARK_REGISTRY
from mathloop.llm import BACKENDS, BackendSettings
from mathloop.llm.engine import build_flags, kernel_line
from mathloop.llm.models import resolve_model
from mathloop.methods import METHODS
from mathloop.plugins import loaded_plugins
from mathloop.runs.storage.portable import portable_path

__all__ = [
    "data_info",
    "environment_info",
    "llama_cpp_info",
    "run_environment",
    "source_commit",
]

_PACKAGES = ("mathloop", "llama_cpp_python", "openai", "sympy", "math-verify", "numpy", "httpx")


def run_environment(
    settings: BackendSettings, data: Path | None, *, out: Path, here: Path
) -> dict[str, Any]:
    """What the manifest of the run in ``out`` records beside the run, with no path of this
    machine in it (:mod:`mathloop.runs.storage.portable`): the data file and the model by
    their place in the data folder or the cache, the working directory ``here`` relative to
    the run folder, and the command line (for people to read, never read back) with its
    paths portable."""
    environment = {**environment_info(settings), "data": data_info(data)}
    root = Path(out).resolve()
    for block in ("data", "model"):
        info = environment.get(block)
        if isinstance(info, dict) and isinstance(info.get("path"), str):
            environment[block] = {**info, "path": portable_path(info["path"], base=root)}
    return {
        **environment,
        "command": [
            portable_path(word, base=here) if word.startswith("/") else word
            for word in sys.argv[1:]
        ],
        "cwd": os.path.relpath(here.resolve(), root),
    }


def environment_info(settings: BackendSettings) -> dict[str, Any]:
    """Versions, the model's identity and the installed plugins, for the manifest."""
    return {
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "packages": {name: _version(name) for name in _PACKAGES},
        "commit": source_commit(),
        "model": _model_info(settings),
        "llama_cpp": llama_cpp_info(settings),
        "plugins": loaded_plugins(METHODS, BACKENDS, BENCHMARK_REGISTRY),
    }


def data_info(path: Path | None) -> dict[str, Any] | None:
    """The data file a run read: path, size, SHA-256, and where a pull fetched it from (the
    ``<file>.source.json`` that ``mathloop data pull`` writes beside it). None: built-in."""
    if path is None or not path.is_file():
        return None
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    info: dict[str, Any] = {
        "path": str(path.resolve()),
        "bytes": path.stat().st_size,
        "sha256": digest.hexdigest(),
    }
    sidecar = path.with_name(path.name + ".source.json")
    if sidecar.is_file():
        try:
            info["pulled_from"] = json.loads(sidecar.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            info["pulled_from"] = None
    return info


def llama_cpp_info(settings: BackendSettings) -> dict[str, Any] | None:
    """What changes llama.cpp's arithmetic: its version, the CPU kernels it was built with
    (llama.cpp's feature line, and the build's own record of its flags), and the thread
    counts of generation and prompt evaluation (the in-process backend only; None for a
    server)."""
    if settings.backend != "llamacpp":
        return None
    from mathloop.llm.llamacpp import thread_count  # no llama_cpp import: only a count

    threads = thread_count(settings.n_threads)
    return {
        "llama_cpp_python": _version("llama_cpp_python"),
        "kernels": _kernels(),
        "build": build_flags(),
        "n_threads": threads,
        "n_threads_batch": threads,
        "n_gpu_layers": settings.n_gpu_layers,
    }


def _kernels() -> str | None:
    """llama.cpp's CPU feature line (None without llama-cpp-python: the backend then
    fails with its own install hint)."""
    try:
        return kernel_line()
    except ImportError:
        return None


def source_commit() -> str | None:
    """The git commit of mathloop's own source (``+dirty`` with uncommitted changes), or
    None when mathloop is not running from a git checkout."""
    folder = Path(__file__).resolve().parents[1]  # the mathloop package
    try:
        head = _git(folder, "rev-parse", "HEAD")
        dirty = _git(folder, "status", "--porcelain", "--untracked-files=no", "--", ".")
    except (OSError, subprocess.SubprocessError):
        return None
    return f"{head}+dirty" if dirty else head


def _git(folder: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-C", str(folder), *args], capture_output=True, text=True, timeout=10, check=True
    )
    return done.stdout.strip()


def _model_info(settings: BackendSettings) -> dict[str, Any]:
    info: dict[str, Any] = {"backend": settings.backend, "name": settings.model}
    if settings.backend == "llamacpp" and settings.model:
        resolved = resolve_model(settings.model)
        info.update(path=str(resolved.path), sha256=resolved.sha256, source=resolved.source)
    else:
        info["base_url"] = settings.base_url
    return info


def _version(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None
