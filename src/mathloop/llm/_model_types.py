"""The types of named models: what a model must be and what resolving it gave."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

__all__ = ["ModelInfo", "ModelSource", "ModelStatus", "PartsLocator", "Progress", "ResolvedModel"]

PartsLocator = Callable[[], Sequence[Path] | None]
"""Returns the installed package files that make up a model, in order, or ``None``."""

Progress = Callable[[int, int], None]
"""Called with (bytes done, bytes total) while a model is assembled."""

ModelSource = Literal["path", "cache", "package", "huggingface"]


@dataclass(frozen=True)
class ModelInfo:
    """A named model: the file it must be, and where to get it.

    ``locate_parts`` finds the installed package files; a single part is used in place,
    several are concatenated in order into the cache.
    """

    name: str
    filename: str
    size_bytes: int
    sha256: str
    hf_repo: str
    hf_filename: str
    package_source: str
    install_hint: str
    description: str
    locate_parts: PartsLocator | None = field(default=None, repr=False, compare=False)


@dataclass(frozen=True)
class ResolvedModel:
    """A verified model file and its SHA-256 (for an explicit path: computed, not checked).

    ``source`` says how it was obtained: ``path`` (given), ``cache`` (already assembled or
    downloaded), ``package`` (inside an installed package, or assembled from packages now),
    ``huggingface`` (downloaded now).
    """

    path: Path
    sha256: str
    source: ModelSource


@dataclass(frozen=True)
class ModelStatus:
    """One row of :func:`list_models`; ``where`` is a path, or what to do to get it."""

    name: str
    description: str
    size_bytes: int
    available: bool
    where: str
