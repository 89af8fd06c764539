"""Types of files a report writes, kept apart from matplotlib so importing them is cheap."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

__all__ = ["Plot"]


class Plot(NamedTuple):
    """A written figure: its file stem, a caption, and its files (PNG and SVG)."""

    name: str
    caption: str
    files: list[Path]
