"""Paths as a run's manifest records them: never the machine's own.

A manifest travels (a published run is read and resumed on other machines), so it records
no absolute path of the machine that made it. A file in a benchmark data folder is written
``$MATHLOOP_DATA_DIR/<path in it>`` (however it was given, relative paths included), a file
in mathloop's cache ``$MATHLOOP_CACHE/<path in it>``, and any other absolute path relative
to a base the reader knows: the working directory of the run relative to the run folder, a
data file the user named relative to that working directory. :func:`local_path` reads each
form back on this machine; an absolute path (a manifest from before, until ``mathloop
upgrade``) is read as it is.

    >>> portable_path("runs/m500", base=Path("/x"))  # relative: kept as given
    'runs/m500'
"""

from __future__ import annotations

import os
from pathlib import Path

from mathloop._paths import default_cache_dir
from mathloop.benchmarks.locations import DATA_DIR_ENV, data_dirs

__all__ = [
    "CACHE_PREFIX",
    "DATA_PREFIX",
    "is_portable",
    "local_path",
    "portable_path",
    "same_file",
]

DATA_PREFIX = f"${DATA_DIR_ENV}/"
CACHE_PREFIX = "$MATHLOOP_CACHE/"


def portable_path(path: str | Path, *, base: Path) -> str:
    """``path`` as a manifest records it: a file under a data folder by its place there
    (however it was given: ``../shared/data/gsm8k/train.jsonl`` names a folder beside one
    checkout only), any other relative path as given, an absolute one under the cache by its
    place there, otherwise relative to ``base``."""
    if str(path).startswith("$"):
        return str(path)
    given = Path(path)
    resolved = (given if given.is_absolute() else base / given).resolve()
    for folder in data_dirs():
        inside = _inside(resolved, folder)
        if inside is not None:
            return DATA_PREFIX + inside
    if not given.is_absolute():
        return str(path)
    inside = _inside(resolved, default_cache_dir())
    if inside is not None:
        return CACHE_PREFIX + inside
    return os.path.relpath(resolved, base.resolve())


def local_path(text: str, *, base: Path) -> Path:
    """The file a recorded ``text`` names on this machine (the first data folder that holds
    it, for a ``$MATHLOOP_DATA_DIR`` path); a relative ``text`` is read from ``base``."""
    if text.startswith(DATA_PREFIX):
        inside = text[len(DATA_PREFIX) :]
        folders = data_dirs()
        found = next((folder / inside for folder in folders if (folder / inside).exists()), None)
        return found if found is not None else folders[0] / inside
    if text.startswith(CACHE_PREFIX):
        return default_cache_dir() / text[len(CACHE_PREFIX) :]
    path = Path(text)
    return path if path.is_absolute() else base / path


def same_file(first: str, second: str | Path, *, base: Path) -> bool:
    """Whether two recorded paths (portable, or a path of the machine before) name one file
    here; a relative one is read from ``base``."""
    return local_path(first, base=base).resolve() == local_path(str(second), base=base).resolve()


def is_portable(text: str) -> bool:
    """Whether a recorded path names no folder of the machine that wrote it."""
    return not Path(text).is_absolute()


def _inside(path: Path, folder: Path) -> str | None:
    try:
        return path.relative_to(folder.resolve()).as_posix()
    except (ValueError, OSError):
        return None
