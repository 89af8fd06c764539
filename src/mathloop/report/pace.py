"""How long an unfinished run still needs, at the pace its own records show.

Hours-long runs are stopped and resumed across sessions; whoever resumes one wants to know
how much is left. The estimate uses only what the run wrote: each method's mean
``elapsed_s`` so far, times the problems that method has still to solve. It therefore
carries the conditions the run had (other work sharing the cores included), and says
nothing until the run has a planned size (``--limit``) and at least one record.
"""

from __future__ import annotations

from collections import defaultdict
from statistics import fmean

from .runset import LoadedRun

__all__ = ["format_hours", "pairs_left", "seconds_left", "time_left_note"]


def seconds_left(run: LoadedRun) -> float | None:
    """Seconds the run's unsolved problem × method pairs need at its pace so far.

    The planned problems are the ``--limit`` sample being reported (``sample_size``) or the
    run's own ``--limit``, whichever is smaller; a method with no record yet is timed at the
    mean of all records. None when neither size is known or the run has no records.
    """
    left = _left_per_method(run)
    if left is None or not run.records:
        return None
    elapsed: dict[str, list[float]] = defaultdict(list)
    for record in run.records:
        elapsed[record.method].append(record.elapsed_s)
    overall = fmean(record.elapsed_s for record in run.records)
    return sum(n * fmean(elapsed.get(m) or [overall]) for m, n in left.items())


def pairs_left(run: LoadedRun) -> int | None:
    """Problem × method pairs of the planned problems without a record (None: size unknown)."""
    left = _left_per_method(run)
    return None if left is None else sum(left.values())


def _left_per_method(run: LoadedRun) -> dict[str, int] | None:
    sizes = [size for size in (run.sample_size, run.limit) if size]
    planned = min(sizes, default=None)  # a run stops at its own --limit, whatever the sample
    if not planned:
        return None
    done: dict[str, int] = defaultdict(int)
    for record in run.records:
        done[record.method] += 1
    methods = run.method_names or list(done)
    return {method: max(0, planned - done[method]) for method in methods}


def time_left_note(run: LoadedRun) -> str:
    """``"; ≈ 7.4 h more at its pace so far"``, or ``""`` when nothing is left or known."""
    seconds = seconds_left(run)
    return f"; {format_hours(seconds)} more at its pace so far" if seconds else ""


def format_hours(seconds: float) -> str:
    """``≈ 7.4 h`` (or ``≈ 25 min`` under an hour), for one line of a report."""
    if seconds < 60:
        return "< 1 min"
    if seconds < 3600:
        return f"≈ {max(1, round(seconds / 60))} min"
    return f"≈ {seconds / 3600:.1f} h"
