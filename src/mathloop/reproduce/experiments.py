"""The published experiments: what each one runs (its cells) and which tables it prints.

An experiment is a set of ordinary runs, one run folder per *cell* (a benchmark, or one
temperature of it) under the experiment's output folder, all under the seed's preset. The
cells say what a run solves and with which methods; :meth:`Experiment.config` makes each a
:class:`~mathloop.runs.configuration.config.RunConfig`, :mod:`mathloop.cli.reproduce` runs them and
:mod:`mathloop.reproduce.iipc` / :mod:`mathloop.reproduce.relay` lay out their tables.

    >>> [cell.folder for cell in get_experiment("iipc-table1").cells(Choices())]
    ['math', 'aime']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from mathloop.errors import ConfigError
from mathloop.runs.configuration.config import RunConfig
from mathloop.runs.configuration.planning import require_settings_used

from . import iipc, iipc_figures, relay
from .cells import SINGLE_RUN_FOLDER, Cell, Choices, benchmark_label
from .exhibits import Exhibits, Results

__all__ = ["CELL_FIELDS", "EXPERIMENTS", "Experiment", "experiment_names", "get_experiment"]

CELL_FIELDS = frozenset(
    {
        "benchmark",
        "data",
        "question_field",
        "answer_field",
        "id_field",
        "methods",
        "ids",
        "subjects",
        "levels",
        "years",
        "per_bin",
        "preset",
        "out",
    }
)
"""The run fields an experiment's cells choose: what is solved, with what, where."""


@dataclass(frozen=True)
class Experiment:
    """A published experiment: its cells, its preset and its tables."""

    name: str
    summary: str
    """One line for ``--help``."""
    prints: str
    """What it prints, in a few words."""
    preset: str
    plan: Callable[[Choices], tuple[Cell, ...]]
    layout: Callable[[Results], Exhibits]
    swaps_benchmark: bool = False

    def cells(self, choices: Choices) -> tuple[Cell, ...]:
        """The cells for these choices; a :class:`ConfigError` for a choice that does not fit."""
        if choices.benchmark is not None and not self.swaps_benchmark:
            swappable = [e.name for e in EXPERIMENTS.values() if e.swaps_benchmark]
            raise ConfigError(
                f"{self.name} runs the paper's benchmarks; --benchmark is for "
                f"{', '.join(swappable)}"
            )
        cells = self.plan(choices)
        if choices.data is not None and len({cell.benchmark for cell in cells}) > 1:
            names = ", ".join(cell.benchmark for cell in cells)
            raise ConfigError(
                f"{self.name} runs several benchmarks ({names}); --data is for an experiment "
                "of one benchmark" + (" (pick it with --benchmark)" if self.swaps_benchmark else "")
            )
        return cells

    @staticmethod
    def require_settings_used(cells: tuple[Cell, ...], given: Mapping[str, Any]) -> None:
        """A :class:`ConfigError` for a ``--set`` that names a method no cell solves with."""
        solved_with = [method for cell in cells for method in cell.methods]
        require_settings_used(given.get("settings") or {}, list(dict.fromkeys(solved_with)))

    def config(self, cell: Cell, *, out: Path, given: Mapping[str, Any] | None = None) -> RunConfig:
        """The run of ``cell`` in its folder under ``out``, under this experiment's preset.

        ``given`` are the user's :class:`RunConfig` fields (backend, limit, seed, method
        ``settings``...): they win over the preset, and the cell's own method settings win
        over them. The config sets only those and what the cell chooses, so it is the config
        of the ``mathloop run`` command that passes the same flags.
        """
        user = dict(given or {})
        taken = sorted(CELL_FIELDS & user.keys())
        if taken:
            raise ConfigError(f"{self.name} chooses {', '.join(taken)} itself, per cell")
        fields: dict[str, Any] = {
            **user,
            **cell.run_fields(),
            "preset": self.preset,
            "out": out / cell.folder,
        }
        settings = _settings(user.get("settings") or {}, cell.settings, cell.methods)
        if settings:
            fields["settings"] = settings
        return RunConfig(**fields)


def _settings(
    given: Mapping[str, Mapping[str, Any]],
    cell: Mapping[str, Mapping[str, Any]],
    solved_with: tuple[str, ...],
) -> dict[str, dict[str, Any]]:
    """Method settings: the cell's over the given ones, key by key, for the methods the cell
    solves with (a ``--set`` for a method of another cell is not this cell's)."""
    methods = [*given, *(method for method in cell if method not in given)]
    return {
        method: {**given.get(method, {}), **cell.get(method, {})}
        for method in methods
        if method in solved_with
    }


def _paper_cell(
    benchmark: str, methods: tuple[str, ...], *, data: Path | None = None, folder: str | None = None
) -> Cell:
    """The IIPC paper's selection of a benchmark: MATH balanced over its 35 subject x level
    bins (at most 43 problems each: 1,483), every problem of the others."""
    return Cell(
        folder=folder or benchmark,
        label=benchmark_label(benchmark),
        benchmark=benchmark,
        methods=methods,
        data=data,
        per_bin=43 if benchmark == "math" else None,
    )


_TABLE1_METHODS = ("pot", "cr", "macm", "iipc")
_TABLE2_METHODS = ("cot", "iipc", "pot", "macm", "cr")
_TABLE3_METHODS = ("cot", "pot_nc", "pot", "iipc_ns_nms", "iipc_ns", "iipc")
_TABLE4_TEMPERATURES = (0.1, 0.3, 0.5, 0.7, 0.9)
_TABLE5_AGENTS = ("cot", "pot", "cr", "macm", "iipc")
_RELAY_METHODS = ("one_shot_python", "relay_python")


def _table1(choices: Choices) -> tuple[Cell, ...]:
    return (_paper_cell("math", _TABLE1_METHODS), _paper_cell("aime", _TABLE1_METHODS))


def _table2(choices: Choices) -> tuple[Cell, ...]:
    return (_paper_cell("gsm8k", _TABLE2_METHODS, data=choices.data, folder=SINGLE_RUN_FOLDER),)


def _table3(choices: Choices) -> tuple[Cell, ...]:
    if choices.benchmark is not None:
        names = [name.strip() for name in choices.benchmark.split(",") if name.strip()]
        if not names or len(set(names)) != len(names):
            raise ConfigError(f"--benchmark {choices.benchmark!r}: name each benchmark once")
        return tuple(_paper_cell(name, _TABLE3_METHODS, data=choices.data) for name in names)
    return (_paper_cell("math", _TABLE3_METHODS), _paper_cell("aime", _TABLE3_METHODS))


def _table4(choices: Choices) -> tuple[Cell, ...]:
    return tuple(
        Cell(
            folder=f"t{temperature}",
            label=str(temperature),
            benchmark="aime",
            methods=("iipc",),
            data=choices.data,
            settings=MappingProxyType({"iipc": MappingProxyType({"temperature": temperature})}),
        )
        for temperature in _TABLE4_TEMPERATURES
    )


def _table5(choices: Choices) -> tuple[Cell, ...]:
    votes = tuple(f"vote({agent})" for agent in _TABLE5_AGENTS)
    cell = Cell(
        folder=SINGLE_RUN_FOLDER,
        label="MATH level 5",
        benchmark="math",
        methods=(*_TABLE5_AGENTS, *votes),
        data=choices.data,
        per_bin=35,
        levels=(5,),
    )
    return (cell,)


def _figures(choices: Choices) -> tuple[Cell, ...]:
    # Table 1's MATH cell, folder and all: reproduce iipc-figures with Table 1's --out
    # draws the figures from its runs.
    return (_paper_cell("math", _TABLE1_METHODS, data=choices.data),)


def _relay(benchmark: str, *, needs_data: bool) -> Callable[[Choices], tuple[Cell, ...]]:
    def plan(choices: Choices) -> tuple[Cell, ...]:
        if needs_data and choices.data is None:
            raise ConfigError(
                "relay-aime runs the AIME file you pass with --data, e.g. "
                "--data ../shared/data/aime/aime_2024.jsonl"
            )
        cell = Cell(
            folder=SINGLE_RUN_FOLDER,
            label=benchmark_label(benchmark),
            benchmark=benchmark,
            methods=_RELAY_METHODS,
            data=choices.data,
        )
        return (cell,)

    return plan


def _experiments() -> dict[str, Experiment]:
    found = [
        Experiment(
            "iipc-table1",
            "Table 1: PoT, CR, MACM, IIPC on MATH (1,483) and AIME (933)",
            "accuracy with Δ vs PoT per benchmark, beside the paper's five LLMs",
            "iipc-paper",
            _table1,
            iipc.table1,
        ),
        Experiment(
            "iipc-table2",
            "Table 2: CoT, IIPC, PoT, MACM, CR on GSM8K test (1,319)",
            "accuracy with Δ vs CoT, one row per LLM",
            "iipc-paper",
            _table2,
            iipc.table2,
        ),
        Experiment(
            "iipc-table3",
            "Table 3: the six ablations on MATH and AIME (or --benchmark A,B)",
            "accuracy with Δ vs PoT per benchmark",
            "iipc-paper",
            _table3,
            iipc.table3,
            swaps_benchmark=True,
        ),
        Experiment(
            "iipc-table4",
            "Table 4: IIPC on AIME at temperatures 0.1 to 0.9, a run each",
            "accuracy per temperature with Δ vs 0.1",
            "iipc-paper",
            _table4,
            iipc.table4,
        ),
        Experiment(
            "iipc-table5",
            "Table 5: five agents with and without voting, 245 level-5 MATH",
            "the no-voting / voting matrix",
            "iipc-paper",
            _table5,
            iipc.table5,
        ),
        Experiment(
            "iipc-figures",
            "Figures 2 and 3 from Table 1's MATH run (share its --out)",
            "accuracy by level (grouped bars) and by subject (heatmap)",
            "iipc-paper",
            _figures,
            iipc_figures.figures,
        ),
        Experiment(
            "relay-math500",
            "the essay's one_shot_python vs relay_python on MATH-500",
            "aggregate, paired, level, subject, taxonomy and token tables; paired-token plot",
            "relay-essay",
            _relay("math500", needs_data=False),
            relay.math500,
        ),
        Experiment(
            "relay-aime",
            "the essay's two protocols on the AIME file you pass (--data)",
            "aggregate, paired, P1-5 / P6-10 / P11-15 bands, taxonomy and token tables; plot",
            "relay-essay",
            _relay("aime", needs_data=True),
            relay.aime,
        ),
    ]
    return {experiment.name: experiment for experiment in found}


EXPERIMENTS: Mapping[str, Experiment] = MappingProxyType(_experiments())
"""Every experiment by name, in the order ``--help`` lists them."""


def experiment_names() -> list[str]:
    """The names ``mathloop reproduce`` accepts, in their listed order."""
    return list(EXPERIMENTS)


def get_experiment(name: str) -> Experiment:
    """The experiment ``name``; a :class:`ConfigError` naming the known ones otherwise."""
    try:
        return EXPERIMENTS[name]
    except KeyError:
        known = ", ".join(EXPERIMENTS)
        raise ConfigError(f"unknown experiment {name!r}; known: {known}") from None
