"""Progress display for long runs: a rich bar with accuracy so far, or quiet log lines
(``--quiet``, or output that is not a terminal).

Between finished problems the bar still moves: the elapsed time ticks, and every model call
that ends updates the count of calls and generated tokens (:meth:`RunProgress.call_done`,
which the run calls for each: ``execute_run(..., on_call=...)``).
"""

from __future__ import annotations

import time
from types import TracebackType

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from mathloop.llm.base import Completion
from mathloop.report.pace import format_hours
from mathloop.runs import ResultRecord

__all__ = ["RunProgress"]


class RunProgress:
    """Counts finished problems, correct answers and errors while a run goes on."""

    def __init__(self, console: Console, *, total: int, quiet: bool) -> None:
        self._console = console
        # A bar drawn to a file or a pipe (`nohup mathloop run ... > log`) never shows;
        # there each finished problem gets its line, as with --quiet.
        self._quiet = quiet or not console.is_terminal
        self._before = self._done = self._correct = self._errors = self._tokens = 0
        self._calls = self._call_tokens = self._cached = 0
        self._status = ""
        self._started = time.monotonic()
        self._progress = Progress(
            TextColumn("[bold]solving"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[status]}"),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
            console=console,
            disable=self._quiet,
        )
        self._total = total
        self._task = self._progress.add_task("solve", total=total, status="")

    def call_done(self, completion: Completion) -> None:
        """Account for one finished call (live feedback inside a long problem): the model's
        calls and tokens, and apart from them the replies the response cache gave."""
        if completion.from_cache:
            self._cached += 1
        else:
            self._calls += 1
            self._call_tokens += completion.output_tokens
        self._refresh()

    def _refresh(self, advance: int = 0) -> None:
        calls = f"  model calls {self._calls} ({self._call_tokens} tok)" if self._calls else ""
        calls += f"  cached replies {self._cached}" if self._cached else ""
        self._progress.update(self._task, advance=advance, status=self._status + calls)

    def __enter__(self) -> RunProgress:
        self._progress.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._progress.stop()

    def already_done(self, count: int) -> None:
        """Start the count at the pairs that earlier passes of a resumed run solved."""
        self._before = count
        self._progress.update(self._task, completed=count)

    def advance(self, record: ResultRecord) -> None:
        """Account for one finished problem × method."""
        self._done += 1
        self._correct += record.correct
        self._errors += record.failure_class in ("LLM_ERROR", "BUDGET_EXCEEDED")
        self._tokens += record.output_tokens
        rate = self._tokens / max(time.monotonic() - self._started, 1e-9)
        status = f"correct {self._correct}/{self._done}  errors {self._errors}  {rate:.1f} tok/s"
        self._status = status
        if self._before:
            status = f"this pass: {status}"
        self._refresh(advance=1)
        if self._quiet:
            done = f"{self._before + self._done} of {self._total} done"
            sample = "" if record.sample is None else f" sample {record.sample}"
            self._console.print(
                f"{record.method} {record.problem_id}{sample}: {record.failure_class} "
                f"answer={record.answer!r} in {record.elapsed_s:.0f} s "
                f"({done}, {status}{self._time_left()})",
                soft_wrap=True,  # one line per problem in a log, whatever its width
                markup=False,
                highlight=False,
            )

    def _time_left(self) -> str:
        # The bar has its own estimate; a log line gets this pass's mean time per problem.
        left = self._total - self._before - self._done
        if left <= 0:
            return ""
        per_problem = (time.monotonic() - self._started) / self._done
        return f"  {format_hours(left * per_problem)} left"
