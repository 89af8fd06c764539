"""Fixtures for the benchmark tests: where the real data files are, and loaded copies."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mathloop.benchmarks import load_benchmark
from mathloop.problems import BenchmarkItem

REPO_ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def data_dir() -> Path:
    """The shared data folder: ``$MATHLOOP_DATA_DIR``, else the repo's ``../shared/data``."""
    configured = os.environ.get("MATHLOOP_DATA_DIR")
    folder = Path(configured) if configured else REPO_ROOT.parent / "shared" / "data"
    if not folder.is_dir():
        pytest.skip(f"benchmark data folder not found: {folder} (set MATHLOOP_DATA_DIR)")
    return folder


@pytest.fixture(scope="session")
def math_items(data_dir: Path) -> list[BenchmarkItem]:
    """The 5000-problem MATH test set, loaded once per session."""
    return load_benchmark("math", data_dir / "math" / "test.jsonl")
