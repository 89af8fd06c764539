"""Atomic file writes: write a sibling temp file, fsync, rename over the target."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

__all__ = ["append_line", "write_json", "write_text"]


def write_text(path: Path, text: str, *, durable: bool = True) -> None:
    """Replace ``path`` with ``text`` so a reader sees the old file or the new, never half.

    ``durable=False`` skips the fsync: the rename is still atomic for readers and against a
    killed process, only not against a power cut (used for files inside a staged folder).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_json(path: Path, data: Any, *, durable: bool = True) -> None:
    """Atomically write ``data`` as indented JSON."""
    text = json.dumps(data, indent=2, ensure_ascii=False, default=str) + "\n"
    write_text(path, text, durable=durable)


def append_line(path: Path, line: str) -> None:
    """Append one line with a single write and fsync.

    A crash can leave at most a torn last line, which the store detects and drops on resume.
    """
    with path.open("a", encoding="utf-8") as handle:
        handle.write(line.rstrip("\n") + "\n")
        handle.flush()
        os.fsync(handle.fileno())
