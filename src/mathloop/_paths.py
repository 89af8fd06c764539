"""Where mathloop keeps what it downloads or builds: one cache folder for every kind."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["CACHE_ENV", "default_cache_dir"]

CACHE_ENV = "MATHLOOP_CACHE"


def default_cache_dir() -> Path:
    """``$MATHLOOP_CACHE`` if set, else ``~/.cache/mathloop``."""
    configured = os.environ.get(CACHE_ENV)
    return Path(configured).expanduser() if configured else Path.home() / ".cache" / "mathloop"
