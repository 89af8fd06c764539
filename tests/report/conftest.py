"""Fixtures of the report tests: hand-made run folders (see ``tests/report_stores.py``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from report_stores import P, write_run


@pytest.fixture
def make_run(tmp_path: Path) -> Callable[..., Path]:
    """``make_run(name, problems, model=..., benchmark=...)`` → a run folder under tmp_path."""

    def make(name: str, problems: Sequence[P], **options: str) -> Path:
        return write_run(tmp_path / name, problems, **options)

    return make
