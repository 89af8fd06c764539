"""What a run's manifest records about where it ran: versions, commit, model, plugins."""

from __future__ import annotations

import platform
import subprocess
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

from mathloop.benchmarks.loaders import BENCHMARK_REGISTRY
from mathloop.llm import BACKENDS, BackendSettings
from mathloop.llm.models import resolve_model
from mathloop.methods import METHODS
from mathloop.plugins import loaded_plugins

__all__ = ["environment_info", "source_commit"]

_PACKAGES = ("mathloop", "llama_cpp_python", "openai", "sympy", "math-verify", "numpy", "httpx")


def environment_info(settings: BackendSettings) -> dict[str, Any]:
    """Versions, the model's identity and the installed plugins, for the manifest."""
    return {
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "packages": {name: _version(name) for name in _PACKAGES},
        "commit": source_commit(),
        "model": _model_info(settings),
        "plugins": loaded_plugins(METHODS, BACKENDS, BENCHMARK_REGISTRY),
    }


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
