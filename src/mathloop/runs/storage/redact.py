"""Host paths out of a stored run (``mathloop redact``): every text file of a run folder or
packed run with the sandbox's masks applied (``mathloop.sandbox.mask_host_paths``), so a run
recorded before the sandbox masked its output (issue 54), or on a machine whose paths its
owner would rather not publish, reads as runs recorded today do: ``/sandbox/model_code.py``,
``/python/env/lib/python3.11/site-packages/...``. Only paths change; a verdict, a token count
or a record's shape never does, and a file is rewritten atomically or not at all.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from mathloop.sandbox import host_paths_in, mask_host_paths

from ._atomic import write_text
from ._lock import LOCK_NAME, exclusive_writer
from .archive import rewrite_packed
from .store import RunStore, is_archive

__all__ = ["Redaction", "redact_run"]

_TEXT_SUFFIXES = frozenset({".json", ".jsonl", ".md", ".csv", ".txt", ".py", ".log"})


@dataclass
class Redaction:
    """What one run's redaction changed."""

    run: Path
    dry_run: bool = False
    files: list[str] = field(default_factory=list)
    """The files that held host paths, relative to the run."""
    paths: int = 0
    """How many host paths they held."""

    def summary(self) -> str:
        """One line: the run, and what was (or would be) replaced."""
        if not self.files:
            return f"{self.run}: no host paths"
        verb = "would replace" if self.dry_run else "replaced"
        return f"{self.run}: {verb} {self.paths} host paths in {len(self.files)} files"


def redact_run(path: Path, *, dry_run: bool = False) -> Redaction:
    """Replace the host paths of the run folder or packed run ``path``."""
    if is_archive(path):
        result = rewrite_packed(
            path,
            lambda folder: _redact_folder(folder, dry_run=dry_run),
            changed=lambda done: bool(done.files) and not dry_run,
        )
        result.run = path
        return result
    RunStore(path).require()
    with exclusive_writer(path):
        return _redact_folder(path, dry_run=dry_run)


def _redact_folder(root: Path, *, dry_run: bool) -> Redaction:
    result = Redaction(root, dry_run=dry_run)
    for file in sorted(root.rglob("*")):
        if not file.is_file() or file.name == LOCK_NAME or file.suffix not in _TEXT_SUFFIXES:
            continue
        text = file.read_text(encoding="utf-8")
        found = host_paths_in(text)
        if not found:
            continue
        result.files.append(file.relative_to(root).as_posix())
        result.paths += len(found)
        if not dry_run:
            write_text(file, mask_host_paths(text))
    return result
