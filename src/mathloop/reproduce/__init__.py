"""``mathloop reproduce``: one command per published experiment of the two seeds.

An experiment is a set of ordinary run folders (:mod:`.cells`) under one output folder, run
under its seed's preset, and tables in the paper's layout with the published numbers beside
ours (:mod:`.iipc`, :mod:`.relay`, ``paper_numbers.toml``). The command itself lives in
:mod:`mathloop.cli.reproduce`; see ``docs/reproduce.md``.
"""

from __future__ import annotations

from .cells import SINGLE_RUN_FOLDER, Cell, Choices
from .exhibits import (
    Drawing,
    Exhibit,
    ExhibitFiles,
    Exhibits,
    Results,
    load_results,
    print_exhibits,
    write_exhibits,
)
from .experiments import EXPERIMENTS, Experiment, experiment_names, get_experiment
from .published import Published, published, published_tables
from .sources import opened_results

__all__ = [
    "EXPERIMENTS",
    "SINGLE_RUN_FOLDER",
    "Cell",
    "Choices",
    "Drawing",
    "Exhibit",
    "ExhibitFiles",
    "Exhibits",
    "Experiment",
    "Published",
    "Results",
    "experiment_names",
    "get_experiment",
    "load_results",
    "opened_results",
    "print_exhibits",
    "published",
    "published_tables",
    "write_exhibits",
]
