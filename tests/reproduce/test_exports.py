"""The public surface of mathloop.reproduce is pinned, and importing it stays cheap."""

from __future__ import annotations

import subprocess
import sys

import mathloop.reproduce as reproduce

CONTRACT = {
    "EXPERIMENTS",
    "SINGLE_RUN_FOLDER",
    "Cell",
    "Choices",
    "Experiment",
    "Exhibits",
    "Published",
    "Results",
    "experiment_names",
    "get_experiment",
    "load_results",
    "published",
    "write_exhibits",
}


def test_contract_names_are_exported() -> None:
    assert set(reproduce.__all__) >= CONTRACT
    for name in reproduce.__all__:
        assert hasattr(reproduce, name), name


def test_experiments_are_the_issues_list() -> None:
    assert reproduce.experiment_names() == [
        "iipc-table1",
        "iipc-table2",
        "iipc-table3",
        "iipc-table4",
        "iipc-table5",
        "iipc-figures",
        "relay-math500",
        "relay-aime",
    ]
    presets = {e.name: e.preset for e in reproduce.EXPERIMENTS.values()}
    assert {presets[n] for n in presets if n.startswith("iipc-")} == {"iipc-paper"}
    assert {presets[n] for n in presets if n.startswith("relay-")} == {"relay-essay"}


def test_importing_reproduce_does_not_load_matplotlib() -> None:
    code = "import sys, mathloop.reproduce; print('matplotlib' in sys.modules)"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert result.stdout.strip() == "False"
