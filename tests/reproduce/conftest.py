"""Fixtures of the reproduce tests: the real data folder, and reproduce's parsed options."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mathloop.cli.reproduce import reproduce_command

REPO_ROOT = Path(__file__).resolve().parents[2]

SERVER = ["--backend", "openai", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"]
"""A server that is never reached: the tests give the runs a scripted backend."""


@pytest.fixture(scope="session")
def data_dir() -> Path:
    """The shared data folder (``$MATHLOOP_DATA_DIR``, else ``../shared/data``): it is there
    on CI, so its absence is a failure, not a skip."""
    configured = os.environ.get("MATHLOOP_DATA_DIR")
    folder = Path(configured) if configured else REPO_ROOT.parent / "shared" / "data"
    if not (folder / "math" / "test.jsonl").is_file():
        pytest.fail(f"benchmark data not found in {folder} (set MATHLOOP_DATA_DIR)")
    return folder


Parse = Callable[..., dict[str, Any]]


@pytest.fixture
def reproduce_options(tmp_path: Path) -> Parse:
    """``reproduce_options("iipc-table1", "--limit", "3")``: the options ``mathloop
    reproduce`` would receive (parsed by click, nothing run)."""

    def parse(*args: str) -> dict[str, Any]:
        argv = [*args, "--out", str(tmp_path / "out"), *SERVER]
        with reproduce_command.make_context("reproduce", argv) as ctx:
            return dict(ctx.params)

    return parse
