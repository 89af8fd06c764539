"""``mathloop reproduce``: run a published experiment's cells, then print its tables.

Each cell is one ordinary run, built and executed by :func:`mathloop.cli.run.run_options`
from the options ``mathloop run`` would receive for it, so a cell's run folder and the
equivalent ``mathloop run`` command (``--dry-run`` prints it) resume each other.
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import click
from click.core import ParameterSource
from rich.console import Console

from mathloop.report import table_console
from mathloop.reproduce import (
    EXPERIMENTS,
    Cell,
    Choices,
    Experiment,
    experiment_names,
    get_experiment,
    load_results,
    print_exhibits,
    write_exhibits,
)

from ._options import (
    backend_options,
    engine_options,
    judge_options,
    offline_option,
    sandbox_options,
)
from .run import run_options

__all__ = ["cell_options", "equivalent_command", "reproduce_command"]

_OWN = ("experiment", "out", "data", "benchmark", "dry_run", "report_only")
"""Options of ``reproduce`` that ``mathloop run`` does not have (or takes per cell)."""

REPORT_FOLDER = "report"


def _help() -> str:
    lines = [
        "Run the published EXPERIMENT under its seed's preset, one resumable run folder per "
        "cell under --out, then print its tables in the paper's layout beside the published "
        "numbers and write them (Markdown, CSV, PNG/SVG) to OUT/report/EXPERIMENT/.",
        "",
        "\b",
        "Experiments:",
        *(f"  {e.name:<14} {e.summary}" for e in EXPERIMENTS.values()),
        "",
        "\b",
        "Examples:",
        "  mathloop reproduce relay-math500 --limit 100 --seed 1 --out results/relay-math500",
        "  mathloop reproduce relay-aime --data ../shared/data/aime/aime_2024.jsonl \\",
        "      --out results/relay-aime",
        "  mathloop reproduce iipc-table1 --backend openai --base-url http://127.0.0.1:8000/v1 \\",
        "      --model gemini-2.0-flash --out results/iipc-table1",
        "  mathloop reproduce iipc-figures --out results/iipc-table1   # Table 1's MATH run",
        "  mathloop reproduce iipc-table4 --limit 20 --seed 1 --dry-run --out /tmp/t4",
        "",
        "--limit and --seed take a seeded sample of every cell for a quick look. Interrupt "
        "at any time and run the same command again to resume; --dry-run prints each cell's "
        "equivalent `mathloop run` command. See docs/reproduce.md.",
    ]
    return "\n".join(lines)


@click.command("reproduce", help=_help(), short_help="Run a published experiment end to end.")
@click.argument("experiment", type=click.Choice(experiment_names()), metavar="EXPERIMENT")
@click.option(
    "--out",
    required=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="Experiment folder: one run folder per cell, and report/.",
)
@click.option(
    "--limit",
    type=click.IntRange(min=1),
    help="At most this many problems per cell (a seeded sample when --seed is given).",
)
@click.option("--seed", type=int, help="Seed for sampling and generation.")
@click.option(
    "--data",
    type=click.Path(path_type=Path),
    help="The benchmark file of a one-benchmark experiment (required by relay-aime).",
)
@click.option("--benchmark", help="iipc-table3 only: run the ablations on this benchmark.")
@offline_option
@click.option(
    "--set",
    "overrides",
    multiple=True,
    metavar="METHOD.KEY=VALUE",
    help="Override a method setting in every cell (a cell's own settings win).",
)
@click.option("--dry-run", is_flag=True, help="List the cells and their `mathloop run` commands.")
@click.option("--report-only", is_flag=True, help="Print and write the tables; run nothing.")
@click.option("--quiet", is_flag=True, help="No progress bar; one line per finished problem.")
@judge_options
@backend_options
@sandbox_options
@engine_options
@click.pass_context
def reproduce_command(ctx: click.Context, /, **options: Any) -> None:
    experiment = get_experiment(options["experiment"])
    cells = experiment.cells(Choices(data=options["data"], benchmark=options["benchmark"]))
    root: Path = options["out"]
    console = Console(stderr=True)
    if options["dry_run"]:
        given = _given_flags(ctx)
        for number, cell in enumerate(cells, 1):
            console.print(f"[{number}/{len(cells)}] {cell.label}: {root / cell.folder}")
            click.echo(equivalent_command(experiment, cell, options, given))
        return
    if not options["report_only"]:
        hint = f"Run the same `mathloop reproduce {experiment.name}` command again to resume."
        for number, cell in enumerate(cells, 1):
            console.print(f"[{number}/{len(cells)}] {cell.label}: {root / cell.folder}")
            settings = cell_options(experiment, cell, options)
            run_options(settings, overrides=cell.settings, resume_hint=hint)
    _report(experiment, cells, root)


def _report(experiment: Experiment, cells: tuple[Cell, ...], root: Path) -> None:
    results = load_results(cells, root, preset=experiment.preset)
    exhibits = experiment.layout(results)
    console = table_console()
    print_exhibits(exhibits, console)
    folders = ", ".join(f"`{cell.folder}`" for cell in cells)
    intro = [
        f"{experiment.summary}: {experiment.prints}. Preset `{experiment.preset}`; run "
        f"folders under `{root}`: {folders}.",
    ]
    folder = root / REPORT_FOLDER / experiment.name
    files = write_exhibits(exhibits, folder, title=experiment.name, intro=intro)
    figures = len(files.figures)
    console.print(f"wrote {files.markdown}, {len(files.csvs)} CSV tables, {figures} figure files")


def cell_options(experiment: Experiment, cell: Cell, options: Mapping[str, Any]) -> dict[str, Any]:
    """Every option of ``mathloop run`` for ``cell``, as that command would receive them.

    The shared options (backend, sandbox, engine, judge, --set, --limit, --seed, --quiet)
    are the user's; the benchmark selection, methods, preset and folder are the cell's.
    """
    shared = {key: value for key, value in options.items() if key not in _OWN}
    return {
        **shared,
        "benchmark": cell.benchmark,
        "data": cell.data,
        "question_field": None,
        "answer_field": None,
        "id_field": None,
        "methods": ",".join(cell.methods),
        "ids": None,
        "subjects": None,
        "levels": ",".join(str(level) for level in cell.levels) or None,
        "years": None,
        "per_bin": cell.per_bin,
        "preset": experiment.preset,
        "out": options["out"] / cell.folder,
    }


def equivalent_command(
    experiment: Experiment,
    cell: Cell,
    options: Mapping[str, Any],
    given: list[str] | None = None,
) -> str:
    """The ``mathloop run`` command whose run folder is this cell's (same settings).

    ``given``: the shared flags given on reproduce's command line, as they were typed.
    """
    run = cell_options(experiment, cell, options)
    words = ["mathloop", "run", "--benchmark", cell.benchmark]
    words += ["--data", str(cell.data)] if cell.data is not None else []
    words += ["--per-bin", str(cell.per_bin)] if cell.per_bin is not None else []
    words += ["--levels", run["levels"]] if run["levels"] else []
    words += ["--methods", run["methods"]]
    words += ["--limit", str(run["limit"])] if run["limit"] is not None else []
    words += ["--seed", str(run["seed"])] if run["seed"] is not None else []
    words += ["--preset", experiment.preset]
    for pair in options.get("overrides") or ():
        words += ["--set", pair]
    for method, values in cell.settings.items():
        for key, value in values.items():
            words += ["--set", f"{method}.{key}={json.dumps(value)}"]
    words += given or []
    words += ["--out", str(run["out"])]
    return shlex.join(words)


def _given_flags(ctx: click.Context) -> list[str]:
    """The shared options given on the command line, as flags ``mathloop run`` takes too."""
    words: list[str] = []
    for param in ctx.command.params:
        name = param.name
        if not isinstance(param, click.Option) or name is None or name in _OWN:
            continue
        if name in ("overrides", "limit", "seed", "quiet"):
            continue  # written by equivalent_command in its own place
        if ctx.get_parameter_source(name) is not ParameterSource.COMMANDLINE:
            continue
        words += _flag(param, ctx.params[name])
    return words


def _flag(param: click.Option, value: Any) -> list[str]:
    if param.is_flag and param.secondary_opts:
        return [param.opts[0] if value else param.secondary_opts[0]]
    if param.is_flag:
        return [param.opts[0]] if value else []
    if param.multiple:
        return [word for item in value for word in (param.opts[0], str(item))]
    return [param.opts[0], str(value)]
