"""Every experiment's cells select the problems the papers ran, from the real data files."""

from __future__ import annotations

import dataclasses
from collections import Counter
from pathlib import Path

import pytest

from mathloop.errors import ConfigError
from mathloop.problems import BenchmarkItem
from mathloop.reproduce import SINGLE_RUN_FOLDER, Choices, experiment_names, get_experiment
from mathloop.reproduce.cells import Cell
from mathloop.reproduce.experiments import CELL_FIELDS
from mathloop.runs.configuration.config import RunConfig
from mathloop.runs.configuration.planning import run_items

COUNTS = {
    "iipc-table1": {"math": 1483, "aime": 933},
    "iipc-table2": {"run": 1319},
    "iipc-table3": {"math": 1483, "aime": 933},
    "iipc-table4": {f"t{t}": 933 for t in ("0.1", "0.3", "0.5", "0.7", "0.9")},
    "iipc-table5": {"run": 245},
    "iipc-figures": {"math": 1483},
    "relay-math500": {"run": 500},
}


def test_a_cell_is_a_partial_run_config() -> None:
    """Past its folder and label, every field of a cell is the RunConfig field of its name,
    as a preset's run options are (issue 55)."""
    names = {f.name for f in dataclasses.fields(Cell)} - {"folder", "label"}
    assert names <= set(RunConfig.model_fields)
    assert set(CELL_FIELDS) >= names - {"settings"}
    cell = Cell("math", "MATH", "math", ("cot",), per_bin=43, levels=(5,))
    assert cell.run_fields() == {
        "benchmark": "math",
        "methods": ("cot",),
        "per_bin": 43,
        "levels": (5,),
    }


def _items(config: RunConfig) -> list[BenchmarkItem]:
    return run_items(config)


def _counts(configs: dict[str, RunConfig]) -> dict[str, int]:
    return {folder: len(_items(config)) for folder, config in configs.items()}


@pytest.mark.parametrize("name", list(COUNTS))
def test_each_experiment_selects_the_papers_problems(name, data_dir, cell_configs) -> None:
    assert _counts(cell_configs(name)) == COUNTS[name]


def test_relay_aime_runs_the_file_it_is_given(data_dir: Path, cell_configs) -> None:
    for file, count in (("aime_2024.jsonl", 30), ("aime_1983_2024.csv", 933)):
        path = data_dir / "aime" / file
        assert _counts(cell_configs("relay-aime", "--data", str(path))) == {"run": count}


def test_table5_is_35_level_five_problems_per_subject(data_dir, cell_configs) -> None:
    items = _items(cell_configs("iipc-table5")["run"])
    assert {item.problem.level for item in items} == {5}
    assert set(Counter(item.problem.subject for item in items).values()) == {35}
    assert len({item.problem.subject for item in items}) == 7


def test_limit_and_seed_take_a_sample_of_every_cell(data_dir, cell_configs) -> None:
    configs = cell_configs("iipc-table1", "--limit", "7", "--seed", "3")
    assert _counts(configs) == {"math": 7, "aime": 7}
    again = cell_configs("iipc-table1", "--limit", "7", "--seed", "3")
    first = [i.problem.id for i in _items(configs["math"])]
    assert first == [i.problem.id for i in _items(again["math"])]


def test_table3_swaps_in_another_benchmark(data_dir, cell_configs) -> None:
    configs = cell_configs("iipc-table3", "--benchmark", "gsm8k", "--limit", "4")
    assert _counts(configs) == {"gsm8k": 4}


def test_table3_runs_on_several_benchmarks(data_dir, cell_configs) -> None:
    """results/iipc-ablations: MATH keeps the paper's 35-bin selection beside GSM8K."""
    configs = cell_configs("iipc-table3", "--benchmark", "math,gsm8k", "--limit", "3")
    assert _counts(configs) == {"math": 3, "gsm8k": 3}
    assert (configs["math"].per_bin, configs["gsm8k"].per_bin) == (43, None)


def test_a_cell_sets_what_it_chooses_and_what_the_user_gave(cell_configs) -> None:
    """Every other field stays unset, so the preset applies under it as in ``mathloop run``."""
    user = {"backend", "base_url", "model", "limit"}
    for name in experiment_names():
        experiment = get_experiment(name)
        data = ["--data", "aime.csv"] if name == "relay-aime" else []
        configs = cell_configs(name, *data, "--limit", "2")
        for cell in experiment.cells(Choices(data=Path("aime.csv") if data else None)):
            config = configs[cell.folder]
            assert user <= config.given() <= CELL_FIELDS | {"settings"} | user, name
            assert {"policy", "python_timeout", "judge"}.isdisjoint(config.given())
            assert (config.preset, config.methods) == (experiment.preset, cell.methods)
            assert config.out.name == cell.folder


def test_a_cells_method_settings_win_over_set_pairs(cell_configs) -> None:
    pairs = ["--set", "iipc.temperature=0.5", "--set", "iipc.max_validations=1"]
    configs = cell_configs("iipc-table4", *pairs)
    assert configs["t0.1"].settings == {"iipc": {"temperature": 0.1, "max_validations": 1}}
    assert configs["t0.9"].settings == {"iipc": {"temperature": 0.9, "max_validations": 1}}


def test_the_cell_chooses_what_it_solves_and_where(tmp_path: Path) -> None:
    experiment = get_experiment("relay-math500")
    (cell,) = experiment.cells(Choices())
    with pytest.raises(ConfigError, match="methods, out"):
        experiment.config(cell, out=tmp_path, given={"methods": ("pot",), "out": tmp_path})
    config = experiment.config(cell, out=tmp_path, given={"limit": 3})
    assert config.given() == {"benchmark", "methods", "preset", "out", "limit"}
    assert config.out == tmp_path / "run"


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
        ("iipc-table3", Choices(benchmark="math,math"), "name each benchmark once"),
        ("iipc-table3", Choices(benchmark="gsm8k,aime", data=Path("x.jsonl")), "runs several"),
    ],
)
def test_choices_that_do_not_fit_are_clear_errors(name, choices, message) -> None:
    with pytest.raises(ConfigError, match=message):
        get_experiment(name).cells(choices)


def test_an_unknown_experiment_names_the_known_ones() -> None:
    with pytest.raises(ConfigError, match="relay-math500"):
        get_experiment("iipc-table9")
