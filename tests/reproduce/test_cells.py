"""Every experiment's cells select the problems the papers ran, from the real data files."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from mathloop.cli.reproduce import cell_options
from mathloop.cli.run import run_command, run_items
from mathloop.errors import ConfigError
from mathloop.reproduce import SINGLE_RUN_FOLDER, Choices, experiment_names, get_experiment

COUNTS = {
    "iipc-table1": {"math": 1483, "aime": 933},
    "iipc-table2": {"run": 1319},
    "iipc-table3": {"math": 1483, "aime": 933},
    "iipc-table4": {f"t{t}": 933 for t in ("0.1", "0.3", "0.5", "0.7", "0.9")},
    "iipc-table5": {"run": 245},
    "iipc-figures": {"math": 1483},
    "relay-math500": {"run": 500},
}


def _counts(name: str, options: dict, choices: Choices | None = None) -> dict[str, int]:
    experiment = get_experiment(name)
    return {
        cell.folder: len(run_items(cell_options(experiment, cell, options)))
        for cell in experiment.cells(choices or Choices())
    }


@pytest.mark.parametrize("name", list(COUNTS))
def test_each_experiment_selects_the_papers_problems(name, data_dir, reproduce_options) -> None:
    assert _counts(name, reproduce_options(name)) == COUNTS[name]


def test_relay_aime_runs_the_file_it_is_given(data_dir: Path, reproduce_options) -> None:
    for file, count in (("aime_2024.jsonl", 30), ("aime_1983_2024.csv", 933)):
        path = data_dir / "aime" / file
        options = reproduce_options("relay-aime", "--data", str(path))
        assert _counts("relay-aime", options, Choices(data=path)) == {"run": count}


def test_table5_is_35_level_five_problems_per_subject(data_dir, reproduce_options) -> None:
    experiment = get_experiment("iipc-table5")
    (cell,) = experiment.cells(Choices())
    items = run_items(cell_options(experiment, cell, reproduce_options("iipc-table5")))
    assert {item.problem.level for item in items} == {5}
    assert set(Counter(item.problem.subject for item in items).values()) == {35}
    assert len({item.problem.subject for item in items}) == 7


def test_limit_and_seed_take_a_sample_of_every_cell(data_dir, reproduce_options) -> None:
    options = reproduce_options("iipc-table1", "--limit", "7", "--seed", "3")
    assert _counts("iipc-table1", options) == {"math": 7, "aime": 7}
    again = reproduce_options("iipc-table1", "--limit", "7", "--seed", "3")
    experiment = get_experiment("iipc-table1")
    cell = experiment.cells(Choices())[0]
    first = [i.problem.id for i in run_items(cell_options(experiment, cell, options))]
    assert first == [i.problem.id for i in run_items(cell_options(experiment, cell, again))]


def test_table3_swaps_in_another_benchmark(data_dir, reproduce_options) -> None:
    options = reproduce_options("iipc-table3", "--benchmark", "gsm8k", "--limit", "4")
    counts = _counts("iipc-table3", options, Choices(benchmark="gsm8k"))
    assert counts == {"gsm8k": 4}


def test_a_cell_gives_mathloop_run_every_option_it_has(reproduce_options) -> None:
    names = {param.name for param in run_command.params}
    for name in experiment_names():
        experiment = get_experiment(name)
        data = Path("aime.csv") if name == "relay-aime" else None
        for cell in experiment.cells(Choices(data=data)):
            assert set(cell_options(experiment, cell, reproduce_options(name))) == names


def test_single_run_experiments_use_the_run_folder() -> None:
    for name in ("iipc-table2", "iipc-table5", "relay-math500"):
        assert [c.folder for c in get_experiment(name).cells(Choices())] == [SINGLE_RUN_FOLDER]
    assert SINGLE_RUN_FOLDER == "run"


@pytest.mark.parametrize(
    ("name", "choices", "message"),
    [
        ("iipc-table1", Choices(data=Path("x.jsonl")), "runs several benchmarks"),
        ("iipc-table3", Choices(data=Path("x.jsonl")), "pick it with --benchmark"),
        ("iipc-table1", Choices(benchmark="gsm8k"), "--benchmark is for iipc-table3"),
        ("relay-aime", Choices(), "--data"),
    ],
)
def test_choices_that_do_not_fit_are_clear_errors(name, choices, message) -> None:
    with pytest.raises(ConfigError, match=message):
        get_experiment(name).cells(choices)


def test_an_unknown_experiment_names_the_known_ones() -> None:
    with pytest.raises(ConfigError, match="relay-math500"):
        get_experiment("iipc-table9")
