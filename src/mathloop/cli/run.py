"""``mathloop run``: solve a benchmark with one or more methods into a resumable run folder."""

from __future__ import annotations

import asyncio
import contextlib
import shlex
import signal
import sys
import threading
from collections.abc import Iterator
from types import FrameType
from typing import Any

import click
from rich.console import Console

from mathloop.cli.arguments import run_options
from mathloop.cli.options import given_on_command_line
from mathloop.errors import RunPausedError
from mathloop.report import print_run_summary, table_console
from mathloop.runs import RunOutcome, RunPlan, execute_run
from mathloop.runs.configuration.config import RunConfig
from mathloop.runs.configuration.planning import plan_config

from ._progress import RunProgress

__all__ = ["execute_plan", "run_command"]


@click.command("run")
@run_options
def run_command(**options: Any) -> None:
    """Run METHODS over a benchmark, verify answers in secret, and store every trace.

    \b
    Examples:
      mathloop run --benchmark samples --out runs/demo
      mathloop run --benchmark math500 --limit 20 --seed 1 --out runs/m500  # fetched if missing
      mathloop run --benchmark math500 --data ../shared/data/math500/test.jsonl \\
          --methods one_shot_python,relay_python --limit 20 --seed 1 --out runs/m500
      mathloop run --benchmark math500 --limit 20 --out runs/srv \\
          --backend openai --base-url http://127.0.0.1:8080/v1 --model qwen
      mathloop run --benchmark math500 --limit 10 --seed 1 --preset relay-essay \\
          --out runs/essay

    Interrupt at any time with Ctrl-C and run the same command again to resume.
    """
    config = RunConfig.from_options(options, given=given_on_command_line)
    plan = plan_config(config)
    outcome = execute_plan(plan, quiet=config.quiet)
    print_run_summary(outcome.records, table_console())


def judge_guard_line(guard: bool) -> str:
    """The line a judged run starts with: whether the judge's "no" may decide."""
    if guard:
        return (
            "judge guard on: the judge's NOT_EQUIVALENT will not turn an undecided verdict into "
            "wrong, since no judge is trusted to say no until `mathloop judge-check` shows it "
            'reaches the floor (docs/answers.md, "The judge guard")'
        )
    return (
        "judge guard off (--no-judge-guard): the judge's NOT_EQUIVALENT decides undecided verdicts"
    )


def execute_plan(plan: RunPlan, *, quiet: bool, resume_hint: str | None = None) -> RunOutcome:
    """Execute ``plan`` with a progress bar (or quiet lines) and say where the results are.

    Ctrl-C exits with status 130, ``kill`` (SIGTERM) with 143 and a lost terminal (SIGHUP)
    with 129, each after the same clean stop, and a stopped run (a circuit breaker) with 75,
    each with ``resume_hint`` (default: ``mathloop resume RUN``) telling how to continue.
    """
    console = Console(stderr=True, soft_wrap=True)  # a log gets whole lines, never cut at 80
    if plan.judge_backend is not None and plan.judge_backend is plan.ctx.backend:
        console.print(
            f"judge: the run's own model ({plan.ctx.backend.model}) judges its answers, not a "
            "separate stronger one (--judge-model; `mathloop judge-check` measures a judge)",
            markup=False,
            highlight=False,
            soft_wrap=True,  # one line in a log, whatever its width
        )
    if plan.judge_backend is not None:
        console.print(judge_guard_line(plan.judge_spec.guard), markup=False, highlight=False)
    hint = resume_hint or _resume_hint(plan)
    total = len(plan.items) * len(plan.methods) * plan.samples
    with RunProgress(console, total=total, quiet=quiet) as progress:
        try:
            run = execute_run(
                plan,
                on_record=progress.advance,
                on_start=progress.already_done,
                on_call=progress.call_done,
            )
            with stopping_on_termination():
                outcome = asyncio.run(run)
        except Terminated as exc:
            console.print(f"stopped by {exc.signal.name}: {_saved(plan, total)}. {hint}")
            sys.exit(128 + exc.signal.value)
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


class Terminated(KeyboardInterrupt):
    """A run stopped by a signal other than Ctrl-C: it unwinds as Ctrl-C does."""

    def __init__(self, stopped_by: signal.Signals) -> None:
        super().__init__(stopped_by.name)
        self.signal = stopped_by


@contextlib.contextmanager
def stopping_on_termination() -> Iterator[None]:
    """SIGTERM and SIGHUP stop the run as Ctrl-C does: results already solved are kept, the
    model calls of the problems in flight stay journaled, and the resume command is printed.
    Without this a ``kill`` ended the process at once (and a ``nohup`` run, whose SIGINT the
    shell ignores, could not be stopped cleanly at all). A signal the process was started
    ignoring (``nohup`` ignores SIGHUP) stays ignored; off the main thread nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, frame: FrameType | None) -> None:
        raise Terminated(signal.Signals(signum))

    previous = {
        sig: signal.signal(sig, stop)
        for sig in (signal.SIGTERM, signal.SIGHUP)
        if signal.getsignal(sig) is not signal.SIG_IGN
    }
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


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
