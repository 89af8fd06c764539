"""``mathloop run``: solve a benchmark with one or more methods into a resumable run folder."""

from __future__ import annotations

import asyncio
import shlex
import sys
from pathlib import Path
from typing import Any

import click
from rich.console import Console

from mathloop.benchmarks import load_benchmark, select_items
from mathloop.methods import create_method
from mathloop.report import print_run_summary
from mathloop.runs import RunPlan, RunStore, execute_run

from ._build import (
    backend_settings,
    build_backend,
    environment_info,
    make_context,
)
from ._options import backend_options, parse_overrides, sandbox_options, split_csv
from ._progress import RunProgress

__all__ = ["run_command"]


@click.command("run")
@click.option(
    "--benchmark", required=True, help="math500, math, gsm8k, aime, jsonl, csv or samples."
)
@click.option(
    "--data",
    type=click.Path(path_type=Path),
    help="Benchmark file (default: from MATHLOOP_DATA_DIR).",
)
@click.option("--question-field", help="Question column of a generic jsonl/csv file.")
@click.option("--answer-field", help="Answer column of a generic jsonl/csv file.")
@click.option("--id-field", help="Id column of a generic jsonl/csv file (default: content hash).")
@click.option(
    "--methods",
    default="one_shot_python,relay_python",
    show_default=True,
    help="Comma-separated method names.",
)
@click.option(
    "--set",
    "overrides",
    multiple=True,
    metavar="METHOD.KEY=VALUE",
    help="Override a method setting, e.g. relay_python.max_attempts=3.",
)
@click.option(
    "--limit",
    type=click.IntRange(min=1),
    help="At most this many problems (a seeded sample when --seed is given).",
)
@click.option("--seed", type=int, help="Seed for sampling and generation.")
@click.option("--ids", help="Comma-separated problem ids.")
@click.option("--subjects", help="Comma-separated subjects.")
@click.option("--levels", help="Comma-separated levels (1-5).")
@click.option("--years", help="Comma-separated years (AIME).")
@click.option(
    "--per-bin", type=click.IntRange(min=1), help="At most K problems per subject x level bin."
)
@click.option(
    "--out",
    required=True,
    type=click.Path(path_type=Path),
    help="Run folder; running again resumes it.",
)
@click.option(
    "--concurrency",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Problems solved at once.",
)
@click.option("--quiet", is_flag=True, help="No progress bar; one line per finished problem.")
@backend_options
@sandbox_options
def run_command(**options: Any) -> None:
    """Run METHODS over a benchmark, verify answers in secret, and store every trace.

    \b
    Examples:
      mathloop run --benchmark samples --out runs/demo
      mathloop run --benchmark math500 --data ../shared/data/math500/test.jsonl \\
          --methods one_shot_python,relay_python --limit 20 --seed 1 --out runs/m500
      mathloop run --benchmark math500 --limit 20 --out runs/srv \\
          --backend openai --base-url http://127.0.0.1:8080/v1 --model qwen

    Interrupt at any time with Ctrl-C and run the same command again to resume.
    """
    items = _items(options)
    overrides = parse_overrides(options["overrides"])
    methods = [create_method(name, overrides.get(name)) for name in split_csv(options["methods"])]
    settings = backend_settings(options)
    backend = build_backend(settings)
    store = RunStore(options["out"])
    plan = RunPlan(
        store=store,
        items=items,
        methods=methods,
        ctx=make_context(backend, options, options["seed"]),
        settings=_recorded_settings(options, settings.__dict__),
        environment=environment_info(settings),
        concurrency=options["concurrency"],
    )
    console = Console(stderr=True)
    total = len(items) * len(methods)
    with RunProgress(console, total=total, quiet=options["quiet"]) as progress:
        try:
            outcome = asyncio.run(execute_run(plan, on_record=progress.advance))
        except KeyboardInterrupt:
            console.print(
                f"interrupted; finished problems are saved. Resume with:\n  {_resume_command()}"
            )
            sys.exit(130)
    console.print(
        f"{outcome.completed} solved now, {outcome.skipped} already done; run folder: {store.root}"
    )
    print_run_summary(outcome.records, Console())


def _items(options: dict[str, Any]) -> list[Any]:
    items = load_benchmark(
        options["benchmark"],
        options["data"],
        question_field=options["question_field"],
        answer_field=options["answer_field"],
        id_field=options["id_field"],
    )
    return select_items(
        items,
        limit=options["limit"],
        seed=options["seed"],
        ids=split_csv(options["ids"]),
        subjects=split_csv(options["subjects"]),
        levels=[int(v) for v in split_csv(options["levels"])],
        years=[int(v) for v in split_csv(options["years"])],
        per_bin=options["per_bin"],
    )


def _recorded_settings(options: dict[str, Any], backend: dict[str, Any]) -> dict[str, Any]:
    keys = (
        "benchmark",
        "data",
        "question_field",
        "answer_field",
        "id_field",
        "limit",
        "seed",
        "ids",
        "subjects",
        "levels",
        "years",
        "per_bin",
        "policy",
        "allow_imports",
        "python_timeout",
        "concurrency",
    )
    recorded = {key: options[key] for key in keys}
    recorded["data"] = str(options["data"]) if options["data"] else None
    recorded["backend"] = {k: v for k, v in backend.items() if k not in ("retry", "timeout_s")}
    return recorded


def _resume_command() -> str:
    return "mathloop " + " ".join(shlex.quote(arg) for arg in sys.argv[1:])
