"""Fixtures of the reproduce tests: the real data folder, and the runs of reproduce's cells."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from data_files import data_file
from mathloop.cli.reproduce import cell_config, reproduce_command
from mathloop.reproduce import Choices, get_experiment
from mathloop.runs.configuration.config import RunConfig

SERVER = ["--backend", "openai", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"]
"""A server that is never reached: the tests give the runs a scripted backend."""


@pytest.fixture(scope="session")
def data_dir() -> Path:
    """The shared data folder (``$MATHLOOP_DATA_DIR``, else ``../shared/data``): where it
    exists (CI) a missing file fails; a clone without it skips (``data_files``)."""
    return data_file("math/test.jsonl").parents[1]


Configs = Callable[..., dict[str, RunConfig]]


@pytest.fixture
def cell_configs(tmp_path: Path) -> Configs:
    """``cell_configs("iipc-table1", "--limit", "3")``: the config of each cell by folder, as
    ``mathloop reproduce`` would run them (parsed by click, nothing run)."""

    def parse(name: str, *args: str) -> dict[str, RunConfig]:
        argv = [name, *args, "--out", str(tmp_path / "out"), *SERVER]
        with reproduce_command.make_context("reproduce", argv) as ctx:
            experiment = get_experiment(name)
            choices = Choices(data=ctx.params["data"], benchmark=ctx.params["benchmark"])
            cells = experiment.cells(choices)
            return {cell.folder: cell_config(experiment, cell, ctx.params) for cell in cells}

    return parse
