"""Progress display for long runs: a rich bar with accuracy so far, or quiet log lines."""

from __future__ import annotations

import time
from types import TracebackType

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from mathloop.runs import ResultRecord

__all__ = ["RunProgress"]


class RunProgress:
    """Counts finished problems, correct answers and errors while a run goes on."""

    def __init__(self, console: Console, *, total: int, quiet: bool) -> None:
        self._console = console
        self._quiet = quiet
        self._done = self._correct = self._errors = self._tokens = 0
        self._started = time.monotonic()
        self._progress = Progress(
            TextColumn("[bold]solving"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[status]}"),
            TimeRemainingColumn(),
            console=console,
            disable=quiet,
        )
        self._task = self._progress.add_task("solve", total=total, status="")

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

    def advance(self, record: ResultRecord) -> None:
        """Account for one finished problem × method."""
        self._done += 1
        self._correct += record.correct
        self._errors += record.failure_class in ("LLM_ERROR", "BUDGET_EXCEEDED")
        self._tokens += record.output_tokens
        rate = self._tokens / max(time.monotonic() - self._started, 1e-9)
        status = f"correct {self._correct}/{self._done}  errors {self._errors}  {rate:.1f} tok/s"
        self._progress.update(self._task, advance=1, status=status)
        if self._quiet:
            self._console.print(
                f"{record.method} {record.problem_id}: {record.failure_class} "
                f"answer={record.answer!r} ({self._done} done, {status})"
            )
