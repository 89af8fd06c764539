"""``mathloop run``: solve a benchmark with one or more methods into a resumable run folder."""

from __future__ import annotations

import asyncio
import dataclasses
import os
import shlex
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import click
from rich.console import Console

from mathloop.answers import DEFAULT_JUDGE_SPEC
from mathloop.benchmarks import load_benchmark, select_items
from mathloop.errors import RunPausedError
from mathloop.llm import BackendSettings
from mathloop.llm.base import Backend
from mathloop.methods import SolveContext, create_method
from mathloop.problems import BenchmarkItem
from mathloop.report import print_run_summary
from mathloop.runs import RunOutcome, RunPlan, RunStore, execute_run
from mathloop.runs.engine import Solver, solve_locally

from ._build import (
    backend_settings,
    build_backend,
    environment_info,
    make_context,
    run_budgets,
)
from ._options import (
    backend_options,
    engine_options,
    judge_options,
    parse_overrides,
    sandbox_options,
    split_csv,
)
from ._presets import apply_preset, preset_option
from ._progress import RunProgress

__all__ = ["execute_plan", "plan_run", "run_command", "run_items", "run_options"]


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
@click.option("--quiet", is_flag=True, help="No progress bar; one line per finished problem.")
@judge_options
@preset_option
@backend_options
@sandbox_options
@engine_options
def run_command(**options: Any) -> None:
    """Run METHODS over a benchmark, verify answers in secret, and store every trace.

    \b
    Examples:
      mathloop run --benchmark samples --out runs/demo
      mathloop run --benchmark math500 --data ../shared/data/math500/test.jsonl \\
          --methods one_shot_python,relay_python --limit 20 --seed 1 --out runs/m500
      mathloop run --benchmark math500 --limit 20 --out runs/srv \\
          --backend openai --base-url http://127.0.0.1:8080/v1 --model qwen
      mathloop run --benchmark math500 --limit 10 --seed 1 --preset relay-essay \\
          --out runs/essay

    Interrupt at any time with Ctrl-C and run the same command again to resume.
    """
    outcome = run_options(options)
    print_run_summary(outcome.records, Console())


def run_options(
    options: Mapping[str, Any],
    *,
    overrides: Mapping[str, Mapping[str, Any]] | None = None,
    resume_hint: str | None = None,
) -> RunOutcome:
    """Build the run that ``options`` describe (:func:`plan_run`) and execute it.

    ``options`` holds every option of ``mathloop run`` under its parameter name, as the
    command receives them; ``mathloop run`` is this call. See :func:`execute_plan` for
    ``resume_hint``.
    """
    plan = plan_run(options, overrides=overrides)
    return execute_plan(plan, quiet=options["quiet"], resume_hint=resume_hint)


def execute_plan(plan: RunPlan, *, quiet: bool, resume_hint: str | None = None) -> RunOutcome:
    """Execute ``plan`` with a progress bar (or quiet lines) and say where the results are.

    Ctrl-C exits with status 130 and a stopped run (a circuit breaker) with 75, each with
    ``resume_hint`` (default: ``mathloop resume RUN``) telling how to continue.
    """
    console = Console(stderr=True)
    hint = resume_hint or _resume_hint(plan)
    total = len(plan.items) * len(plan.methods)
    with RunProgress(console, total=total, quiet=quiet) as progress:
        ctx = dataclasses.replace(plan.ctx, backend=progress.watch(plan.ctx.backend))
        plan = dataclasses.replace(plan, ctx=ctx)
        try:
            outcome = asyncio.run(execute_run(plan, on_record=progress.advance))
        except KeyboardInterrupt:
            console.print(f"interrupted: {_saved(plan, total)}. {hint}")
            sys.exit(130)
        except RunPausedError as exc:
            console.print(f"stopped: {exc}. {hint}")
            sys.exit(75)
    console.print(f"{_tally(outcome)}; run folder: {plan.store.root}")
    if outcome.stopped:
        console.print(f"stopped early: {outcome.stopped}. {hint}")
    return outcome


def plan_run(
    options: Mapping[str, Any], *, overrides: Mapping[str, Mapping[str, Any]] | None = None
) -> RunPlan:
    """The run ``options`` describe: items, methods, backend, store and recorded settings.

    ``overrides`` are method settings over the ``--set`` pairs in ``options["overrides"]``
    (a caller's fixed settings, such as one temperature of a sweep). The preset in
    ``options["preset"]`` applies under both and under every option given on the command
    line of the current click command.
    """
    given = parse_overrides(options["overrides"])
    for method, values in (overrides or {}).items():
        given[method] = {**given.get(method, {}), **values}
    merged, settings_of = apply_preset(dict(options), given)
    items = run_items(merged)
    methods = [create_method(name, settings_of.get(name)) for name in split_csv(merged["methods"])]
    settings = backend_settings(merged)
    ctx = make_context(build_backend(settings, merged), merged, merged["seed"])
    return RunPlan(
        store=RunStore(merged["out"]),
        items=items,
        methods=methods,
        ctx=ctx,
        settings=_recorded_settings(merged, dataclasses.asdict(settings)),
        environment={**environment_info(settings), "command": sys.argv[1:], "cwd": os.getcwd()},
        concurrency=merged["concurrency"],
        budgets=run_budgets(merged, settings.model),
        solver=_solver(merged, settings, ctx),
        judge_backend=_judge_backend(merged, settings, ctx.backend),
        judge_spec=DEFAULT_JUDGE_SPEC,
        retry_errors=not merged["keep_errors"],
    )


def _judge_settings(options: Mapping[str, Any], settings: BackendSettings) -> BackendSettings:
    """The judge's backend settings: the run's, with any --judge-* flag applied."""
    return dataclasses.replace(
        settings,
        backend=options["judge_backend"] or settings.backend,
        model=options["judge_model"] or settings.model,
        base_url=options["judge_base_url"] or settings.base_url,
    )


def _judge_backend(
    options: dict[str, Any], settings: BackendSettings, run_backend: Backend
) -> Backend | None:
    """``None`` unless --judge; the run's own backend when the judge uses the same model."""
    if not options["judge"]:
        return None
    judge_settings = _judge_settings(options, settings)
    if judge_settings == settings:
        return run_backend
    return build_backend(judge_settings, options)


def _solver(options: Mapping[str, Any], settings: BackendSettings, ctx: SolveContext) -> Solver:
    if options["executor"] == "local":
        return solve_locally
    from mathloop.runs.distributed import RaySolver, worker_settings

    workers = worker_settings(
        settings, ctx, cache=options["cache"], cache_path=options["cache_path"]
    )
    return RaySolver(workers, address=options["ray_address"])


def run_items(options: Mapping[str, Any]) -> list[BenchmarkItem]:
    """The benchmark items a run with ``options`` solves: loaded, filtered and sampled."""
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


def _recorded_settings(options: Mapping[str, Any], backend: dict[str, Any]) -> dict[str, Any]:
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
    )
    recorded = {key: options[key] for key in keys}
    recorded["data"] = str(options["data"]) if options["data"] else None
    recorded["backend"] = {k: v for k, v in backend.items() if k not in ("retry", "timeout_s")}
    if options.get("preset"):  # recorded only when given, so earlier runs resume as before
        recorded["preset"] = options["preset"]
    if options["judge"]:  # recorded only when on, so runs without a judge resume as before
        recorded["judge"] = {
            key: options[f"judge_{key}"] or backend[key] for key in ("backend", "model", "base_url")
        }
        recorded["judge"]["spec"] = dataclasses.asdict(DEFAULT_JUDGE_SPEC)
    return recorded


def _tally(outcome: RunOutcome) -> str:
    """``"3 solved now (2 retried after LLM_ERROR), 5 already done (1 LLM_ERROR kept)"``."""
    solved = f"{outcome.completed} solved now"
    if outcome.retried:
        solved += f" ({outcome.retried} retried after LLM_ERROR)"
    done = f"{outcome.skipped} already done"
    if outcome.kept_errors:
        done += f" ({outcome.kept_errors} LLM_ERROR kept: --keep-errors)"
    return f"{solved}, {done}"


def _saved(plan: RunPlan, total: int) -> str:
    """How much of the run is in its folder (problems in flight were discarded)."""
    saved = sum(1 for _ in plan.store.iter_results())
    return f"{saved} of {total} problem x method results are saved in {plan.store.root}"


def _resume_hint(plan: RunPlan) -> str:
    return f"Resume with:\n  mathloop resume {shlex.quote(str(plan.store.root))}"
