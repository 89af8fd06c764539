"""The benchmark data folder of the tests: ``$MATHLOOP_DATA_DIR``, else ``../shared/data``
beside the checkout (the workspace's, and CI's).

A clone of the repository alone has no such folder: a test that needs one of its files
skips, with one line that names the file and how to get it. Where the folder exists, a
missing file fails the test instead: there a skip would hide a broken setup. Tests of
mathloop's own logic use the files they write themselves, not these.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

__all__ = ["REPO_ROOT", "data_file", "data_folder"]

REPO_ROOT = Path(__file__).resolve().parents[1]


def data_folder() -> Path:
    """``$MATHLOOP_DATA_DIR``, else ``../shared/data`` beside the checkout."""
    configured = os.environ.get("MATHLOOP_DATA_DIR")
    return Path(configured) if configured else REPO_ROOT.parent / "shared" / "data"


def data_file(relative: str) -> Path:
    """The data file ``relative`` (``math500/test.jsonl``); skips the test when there is no
    data folder at all, fails it when the folder is there without the file."""
    folder = data_folder()
    path = folder / relative
    if path.exists():  # a file, or a folder of them (math/train_raw)
        return path
    if folder.is_dir():
        pytest.fail(f"benchmark file {relative} is missing from {folder}")
    benchmark = relative.split("/")[0]
    pytest.skip(
        f"no benchmark data folder for {relative}: set MATHLOOP_DATA_DIR to a folder that "
        f"has it, or run `mathloop data pull {benchmark}`"
    )
