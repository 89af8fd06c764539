"""Fixtures for the benchmark tests: where the real data files are, loaded copies, and a
loopback stand-in for the Hugging Face hub."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from data_files import data_file
from fake_hub import GSM8K_ROWS, MATH500, FakeHub, parquet
from mathloop.benchmarks import DATA_DIR_ENV, load_benchmark
from mathloop.problems import BenchmarkItem


@pytest.fixture(scope="session")
def data_dir() -> Path:
    """The shared data folder: ``$MATHLOOP_DATA_DIR``, else the repo's ``../shared/data``
    (a clone without it skips, ``data_files``)."""
    return data_file("math/test.jsonl").parents[1]


@pytest.fixture(scope="session")
def math_items(data_dir: Path) -> list[BenchmarkItem]:
    """The 5000-problem MATH test set, loaded once per session."""
    return load_benchmark("math", data_dir / "math" / "test.jsonl")


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[FakeHub]:
    """A running fake hub named by HF_ENDPOINT, serving MATH-500 and GSM8K (with an extra
    column the loader does not read); online, and the data folder is ``tmp_path / "data"``."""
    server = FakeHub()
    server.publish("math500", "test.jsonl", MATH500)
    rows = [{**row, "extra": 1} for row in GSM8K_ROWS]
    server.publish("gsm8k", "main/test-00000-of-00001.parquet", parquet(rows), lfs=True)
    server.start()
    monkeypatch.setenv("HF_ENDPOINT", server.url)
    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    try:
        yield server
    finally:
        server.stop()
