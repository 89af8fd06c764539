"""Where benchmark data files are found: the folders searched, in order."""

from __future__ import annotations

import os
from pathlib import Path

from mathloop._paths import default_cache_dir

__all__ = ["DATA_DIR_ENV", "data_dirs", "pulled_data_dir"]

DATA_DIR_ENV = "MATHLOOP_DATA_DIR"
"""Environment variable naming the folder that holds the benchmark data files."""


def data_dirs() -> list[Path]:
    """Folders searched for default data files, in order.

    ``$MATHLOOP_DATA_DIR`` if set, then ``../shared/data`` from the working directory, then
    ``../shared/data`` next to the source checkout this package runs from (if any), then
    :func:`pulled_data_dir` (where ``mathloop data pull`` writes without ``$MATHLOOP_DATA_DIR``).
    """
    folders: list[Path] = []
    configured = os.environ.get(DATA_DIR_ENV)
    if configured:
        folders.append(Path(configured).expanduser())
    folders.append(Path.cwd().parent / "shared" / "data")
    root = _checkout_root()
    if root is not None:
        folders.append(root.parent / "shared" / "data")
    folders.append(pulled_data_dir())
    return list(dict.fromkeys(folder.absolute() for folder in folders))


def pulled_data_dir() -> Path:
    """Where ``mathloop data pull`` writes by default: ``$MATHLOOP_DATA_DIR`` if set, else
    ``data/`` in mathloop's cache (``$MATHLOOP_CACHE``, default ``~/.cache/mathloop``)."""
    configured = os.environ.get(DATA_DIR_ENV)
    return Path(configured).expanduser() if configured else default_cache_dir() / "data"


def _checkout_root() -> Path | None:
    # src/mathloop/benchmarks/locations.py -> the repository root, when run from a checkout.
    root = Path(__file__).resolve().parents[3]
    return root if (root / "pyproject.toml").is_file() else None
