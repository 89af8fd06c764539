"""The results of a run folder, for notebooks and scripts: records, a DataFrame, the report.

:func:`mathloop.evaluate` returns one; :func:`load` opens any run folder, or its packed
``.zip`` (``mathloop pack``), read in place::

    results = mathloop.load("runs/m500")
    results.accuracy()                     # {'one_shot_python': 0.35, 'relay_python': 0.45}
    results.pass_at(4)["pot"].value        # with --samples N >= 4: pass@4 (and .low, .high)
    df = results.to_pandas()               # one row per problem × method
    results.report("reports/m500")         # the files `mathloop report --out` writes
    print(results.compare("one_shot_python", "relay_python"))
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mathloop.errors import ConfigError, RunStoreError
from mathloop.report import Report, Table, build_report, load_runs, results_frame, write_report
from mathloop.report.sampling import Estimate, estimate, maj_values, mean_values, pass_values
from mathloop.report.table import to_markdown
from mathloop.report.tables import paired_table
from mathloop.runs import ResultRecord
from mathloop.runs.storage.reader import open_run
from mathloop.runs.storage.summary import accuracy

__all__ = ["Estimate", "Results", "load"]


@dataclasses.dataclass(frozen=True)
class Results:
    """A run's results (a folder or a packed run); every method reads the run again, so a
    run that is still going shows its latest state."""

    folder: Path

    def records(self) -> list[ResultRecord]:
        """The standing record of every problem × method (a retried failure's last line)."""
        return open_run(self.folder).read_standing()

    def accuracy(self) -> dict[str, float]:
        """Verified-correct share per method; with several samples per problem, the mean
        over samples (mean@n: :func:`mathloop.runs.storage.summary.accuracy`)."""
        by_method: dict[str, list[ResultRecord]] = {}
        for record in self.records():
            by_method.setdefault(record.method, []).append(record)
        return {method: accuracy(records) or 0.0 for method, records in by_method.items()}

    def pass_at(self, k: int, *, seed: int = 0) -> dict[str, Estimate]:
        """pass@k per method (the unbiased estimator over each problem's samples), with its
        95% bootstrap interval over problems; methods whose problems have fewer than ``k``
        samples are left out (a :class:`ConfigError` when every method is)."""
        return self._metric(lambda records: pass_values(records, k), k, seed)

    def maj_at(self, k: int, *, seed: int = 0) -> dict[str, Estimate]:
        """maj@k per method: whether the majority answer of each problem's first ``k``
        samples (grouped by the answer checker; a tie is no majority) is correct."""
        return self._metric(lambda records: maj_values(records, k), k, seed)

    def mean_at(self, *, seed: int = 0) -> dict[str, Estimate]:
        """Mean accuracy over samples per method (mean@n, = pass@1): each problem's share of
        correct samples averaged over problems, its interval resampling problems."""
        return self._metric(mean_values, 1, seed)

    def _metric(
        self, values: Callable[[list[ResultRecord]], list[float]], k: int, seed: int
    ) -> dict[str, Estimate]:
        if k < 1:
            raise ConfigError(f"k counts samples: at least 1, got {k}")
        by_method: dict[str, list[ResultRecord]] = {}
        for record in self.records():
            by_method.setdefault(record.method, []).append(record)
        found = {m: estimate(values(rs), seed=seed) for m, rs in by_method.items()}
        kept = {method: value for method, value in found.items() if value is not None}
        if not kept:
            raise ConfigError(f"{self.folder}: no method has {k} samples of any problem")
        return kept

    def to_pandas(self) -> Any:
        """A pandas DataFrame, one row per problem × method (the ``results.parquet`` columns)."""
        return results_frame(load_runs([self.folder]))

    def report(
        self, out: str | Path | None = None, *, baseline: str | None = None, seed: int = 0
    ) -> Report:
        """Every table of ``mathloop report``; with ``out``, also its files (Markdown, CSV,
        plots, parquet, HTML) written there."""
        report = build_report(load_runs([self.folder]), baseline=baseline, seed=seed)
        if out is not None:
            write_report(report, Path(out))
        return report

    def compare(self, method_a: str, method_b: str, *, seed: int = 0) -> PairedTable:
        """Paired outcomes of two methods on their shared problems, with exact McNemar p and
        the difference's bootstrap interval (the report's paired table, one row)."""
        runset = load_runs([self.folder])
        methods = {row.arm.method for row in runset.rows}
        for method in (method_a, method_b):
            if method not in methods:
                known = ", ".join(sorted(methods)) or "none"
                raise ConfigError(f"{self.folder} has no method {method!r}; it has: {known}")
        table = paired_table(runset, baseline=method_a, seed=seed)
        index = [c.name for c in table.columns].index("method B")
        rows = tuple(row for row in table.rows if row[index] == method_b)
        return PairedTable(dataclasses.replace(table, rows=rows, links=()))


@dataclasses.dataclass(frozen=True)
class PairedTable:
    """One paired comparison; ``str()`` is its Markdown, ``row`` its cells by column."""

    table: Table

    @property
    def row(self) -> dict[str, Any]:
        """The comparison's cells by column name (``"only A"``, ``"McNemar p"``...)."""
        names = [c.name for c in self.table.columns]
        return dict(zip(names, self.table.rows[0], strict=True)) if self.table.rows else {}

    def __str__(self) -> str:
        return to_markdown(self.table)


def load(folder: str | Path) -> Results:
    """The results of a run folder, or of a packed run (read in place, never extracted); a
    :class:`ConfigError` if it is not a run."""
    path = Path(folder)
    try:
        open_run(path).require()
    except RunStoreError as exc:  # documented as a ConfigError: the caller named the folder
        raise ConfigError(str(exc)) from exc
    return Results(path)
