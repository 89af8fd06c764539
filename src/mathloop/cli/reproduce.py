"""``mathloop reproduce``: run a published experiment's cells, then print its tables.

Each cell is one ordinary run: a :class:`~mathloop.runs.configuration.config.RunConfig` of
the run options given here and the cell's own (:meth:`~mathloop.reproduce.Experiment.config`),
planned and executed as ``mathloop run`` plans and executes its config. A cell's run folder and the
equivalent ``mathloop run`` command (``--dry-run`` prints it) resume each other, and
``mathloop resume OUT/CELL`` finishes that cell alone.
"""

from __future__ import annotations

import shlex
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import click
from rich.console import Console

from mathloop.cli.arguments import run_arguments
from mathloop.cli.options import (
    backend_options,
    engine_options,
    given_on_command_line,
    judge_options,
    offline_option,
    samples_option,
    sandbox_options,
)
from mathloop.report import table_console
from mathloop.reproduce import (
    EXPERIMENTS,
    Cell,
    Choices,
    Experiment,
    experiment_names,
    get_experiment,
    opened_results,
    print_exhibits,
    write_exhibits,
)
from mathloop.runs.configuration.config import RunConfig, split_csv
from mathloop.runs.configuration.planning import plan_config

from .run import execute_plan

__all__ = ["cell_config", "equivalent_command", "reproduce_command"]

_OWN = ("experiment", "out", "data", "benchmark", "dry_run", "report_only", "include")
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
@samples_option
@click.option(
    "--data",
    type=click.Path(path_type=Path),
    help="The benchmark file of a one-benchmark experiment (required by relay-aime).",
)
@click.option(
    "--benchmark",
    metavar="NAME[,NAME...]",
    help="iipc-table3 only: run the ablations on these benchmarks instead of MATH and AIME, "
    "e.g. math,gsm8k (MATH keeps the paper's 35-bin selection).",
)
@offline_option
@click.option(
    "--set",
    "overrides",
    multiple=True,
    metavar="METHOD.KEY=VALUE",
    help="Override a method setting in every cell (a cell's own settings win).",
)
@click.option("--dry-run", is_flag=True, help="List the cells and their `mathloop run` commands.")
@click.option(
    "--report-only",
    is_flag=True,
    help="Print and write the tables; run nothing. With --limit N: the tables of each cell's "
    "--limit N sample (seeded samples are nested), e.g. 10 problems of a 100-problem run.",
)
@click.option(
    "--include",
    multiple=True,
    type=click.Path(exists=True, path_type=Path),
    metavar="RUN",
    help="With --report-only: also read this run (a folder, a packed run or a folder of runs) "
    "made elsewhere on a cell's problems with other methods; it joins the cell of its "
    "benchmark, e.g. --include results/iipc-ablations/math.zip for Table 1's PoT and IIPC.",
)
@click.option("--quiet", is_flag=True, help="No progress bar; one line per finished problem.")
@judge_options
@backend_options
@sandbox_options
@engine_options
def reproduce_command(**options: Any) -> None:
    experiment = get_experiment(options["experiment"])
    cells = experiment.cells(Choices(data=options["data"], benchmark=options["benchmark"]))
    root: Path = options["out"]
    console = Console(stderr=True, soft_wrap=True)  # a log gets whole lines, never cut at 80
    if options["include"] and not options["report_only"]:
        raise click.UsageError("--include adds runs to the tables; use it with --report-only")
    experiment.require_settings_used(cells, given_options(options))
    configs = [cell_config(experiment, cell, options) for cell in cells]
    if options["dry_run"]:
        for number, (cell, config) in enumerate(zip(cells, configs, strict=True), 1):
            console.print(f"[{number}/{len(cells)}] {cell.label}: {config.out}")
            click.echo(equivalent_command(config))
        return
    if not options["report_only"]:
        for number, (cell, config) in enumerate(zip(cells, configs, strict=True), 1):
            console.print(f"[{number}/{len(cells)}] {cell.label}: {config.out}")
            hint = _resume_hint(experiment, config)
            execute_plan(plan_config(config), quiet=config.quiet, resume_hint=hint)
    limit = options["limit"] if options["report_only"] else None
    folder = root / REPORT_FOLDER / report_name(experiment, options["benchmark"], limit)
    made_by = tables_command(experiment, options, limit=limit)
    _report(
        experiment, cells, root, folder, limit=limit, include=options["include"], made_by=made_by
    )


def tables_command(experiment: Experiment, options: Mapping[str, Any], *, limit: int | None) -> str:
    """The ``mathloop reproduce --report-only`` command that writes these tables again."""
    words = ["mathloop", "reproduce", experiment.name]
    words += ["--benchmark", options["benchmark"]] if options["benchmark"] else []
    words += ["--data", str(options["data"])] if options["data"] else []
    if limit is not None:
        words += ["--limit", str(limit)]
        words += ["--seed", str(options["seed"])] if options["seed"] is not None else []
    words.append("--report-only")
    for path in options["include"]:
        words += ["--include", str(path)]
    return shlex.join([*words, "--out", str(options["out"])])


def _resume_hint(experiment: Experiment, config: RunConfig) -> str:
    return (
        f"Resume this cell with:\n  mathloop resume {shlex.quote(str(config.out))}\n"
        f"or every cell, then the tables, with the same `mathloop reproduce {experiment.name}` "
        "command."
    )


def report_name(experiment: Experiment, benchmarks: str | None, limit: int | None) -> str:
    """``EXPERIMENT[-BENCHMARK...][-limitN]``: the tables of another choice of benchmarks
    (``--benchmark``) or of a sample go beside the experiment's own, never over them."""
    name = experiment.name
    if benchmarks:
        name += "".join(f"-{benchmark}" for benchmark in split_csv(benchmarks))
    return name + (f"-limit{limit}" if limit else "")


def _report(
    experiment: Experiment,
    cells: tuple[Cell, ...],
    root: Path,
    folder: Path,
    *,
    limit: int | None,
    include: tuple[Path, ...] = (),
    made_by: str | None = None,
) -> None:
    opened = opened_results(cells, root, preset=experiment.preset, limit=limit, include=include)
    with opened as results:
        exhibits = experiment.layout(results)
        console = table_console()
        print_exhibits(exhibits, console)
        coverage = results.coverage()
        for line in coverage:
            console.print(line, soft_wrap=True, markup=False)
        folders = ", ".join(f"`{cell.folder}`" for cell in cells)
        included = "".join(f" Included: `{path}`." for path in include)
        again = f" Made by `{made_by}`." if made_by else ""
        intro = [
            f"{experiment.summary}: {experiment.prints}. Preset `{experiment.preset}`; run "
            f"folders under `{root}`: {folders}.{included}{again}",
            *(f"- {line}" for line in coverage),
        ]
        files = write_exhibits(exhibits, folder, title=experiment.name, intro=intro)
    figures = len(files.figures)
    console.print(f"wrote {files.markdown}, {len(files.csvs)} CSV tables, {figures} figure files")


def cell_config(experiment: Experiment, cell: Cell, options: Mapping[str, Any]) -> RunConfig:
    """The run of ``cell``: the run options given on the command line of the current
    ``reproduce`` context (or in the environment: backend, sandbox, engine, judge, --set,
    --limit, --seed, --quiet) and the cell's benchmark selection, methods, method settings,
    preset and folder."""
    return experiment.config(cell, out=options["out"], given=given_options(options))


def given_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The :class:`RunConfig` fields given on the command line of the current ``reproduce``
    context (or in the environment), its own options left out."""
    shared = {key: value for key, value in options.items() if key not in _OWN}
    return RunConfig.given_fields(shared, given=given_on_command_line)


def equivalent_command(config: RunConfig) -> str:
    """The ``mathloop run`` command whose run folder is ``config``'s (same settings)."""
    return shlex.join(["mathloop", "run", *run_arguments(config)])
