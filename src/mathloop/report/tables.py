"""Accuracy tables: per arm with confidence intervals and Δ, paired outcomes, breakdowns."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from itertools import combinations
from typing import NamedTuple
from urllib.parse import urlencode

from mathloop.errors import ConfigError

from .runset import Arm, Group, Row, RunSet
from .stats import bootstrap_ci, mcnemar_exact, paired_difference_ci
from .table import Cell, Column, Table, rows_of

__all__ = [
    "PAIRED_COLUMNS",
    "Pair",
    "accuracy_table",
    "arm_name",
    "baselines",
    "by_level_table",
    "by_position_table",
    "by_subject_table",
    "match_rows",
    "method_pairs",
    "paired_cells",
    "paired_table",
    "position_band",
    "shared_outcomes",
]

_PCT = Column("accuracy", ".1%", numeric=True)


class Pair(NamedTuple):
    """Two arms compared problem by problem, A the baseline if any.

    Both arms are usually methods of one group; with a baseline from another run (a sweep's
    cells, an experiment's temperatures) A belongs to that run.
    """

    arm_a: Arm
    arm_b: Arm

    @property
    def arms(self) -> tuple[Arm, Arm]:
        """The two arms."""
        return self.arm_a, self.arm_b

    @property
    def group(self) -> Group:
        """The group of B, the arm compared with the baseline."""
        return self.arm_b.group

    @property
    def method_a(self) -> str:
        """A's method, ``METHOD@RUN`` when A belongs to another run than B."""
        return arm_name(self.arm_a, self.arm_b.group)

    @property
    def method_b(self) -> str:
        """B's method."""
        return self.arm_b.method


def arm_name(arm: Arm, group: Group) -> str:
    """``arm``'s method as seen from ``group``: ``METHOD``, or ``METHOD@RUN`` from elsewhere."""
    return arm.method if arm.group == group else f"{arm.method}@{arm.run}"


def browse_link(runset: RunSet, arm: Arm, **filters: str) -> str:
    """A trace-browser URL fragment that selects one arm (and optional filters)."""
    return "#" + urlencode({"method": runset.label(arm), **filters})


def baselines(runset: RunSet, baseline: str | None) -> dict[Group, Arm]:
    """The baseline arm of each group.

    ``baseline`` is ``METHOD`` or ``METHOD@RUN``. ``METHOD`` is the group's own arm where the
    group ran it; else the arm of that method in another run of the same model and benchmark
    (the one sharing most problems with the group, the first of equals), so the cells of a
    sweep, one method per run, compare with each other. ``METHOD@RUN`` is that run's arm for
    every group of the same model and benchmark. A group left without one, and every group
    when ``baseline`` is None, starts from its own first method.
    """
    groups = runset.groups()
    if baseline is None:
        return {group: Arm(*group, methods[0]) for group, methods in groups.items()}
    method, _, run = baseline.partition("@")
    candidates = [arm for arm in runset.arms() if arm.method == method and run in ("", arm.run)]
    if not candidates:
        raise ConfigError(_unknown_baseline(runset, baseline, method, run))
    return {
        group: _baseline_of(runset, group, methods, candidates, own=not run and method in methods)
        for group, methods in groups.items()
    }


def _baseline_of(
    runset: RunSet, group: Group, methods: list[str], candidates: list[Arm], *, own: bool
) -> Arm:
    if own:
        return Arm(*group, candidates[0].method)
    alike = [arm for arm in candidates if arm[1:3] == group[1:3]]
    if not alike:
        return Arm(*group, methods[0])
    problems = {row.record.problem_id for m in methods for row in runset.rows_of(Arm(*group, m))}
    return max(alike, key=lambda arm: len(problems & _problems(runset, arm)))


def _problems(runset: RunSet, arm: Arm) -> set[str]:
    return {row.record.problem_id for row in runset.rows_of(arm)}


def _unknown_baseline(runset: RunSet, baseline: str, method: str, run: str) -> str:
    known = sorted({arm.method for arm in runset.arms()})
    if not run:
        return f"baseline method {method!r} is in no run; methods: {known}"
    runs = sorted({arm.run for arm in runset.arms()})
    return f"baseline {baseline!r}: no run {run!r} with method {method!r}; runs: {runs}"


def method_pairs(runset: RunSet, baseline: str | None) -> list[Pair]:
    """Every pair of arms within a group, the baseline first in its pairs; a baseline from
    another run is paired with each arm of the group as well."""
    pairs: list[Pair] = []
    groups = runset.groups()
    for group, base in baselines(runset, baseline).items():
        members = [Arm(*group, method) for method in groups[group]]
        if base.group == group:
            ordered = [base, *(arm for arm in members if arm != base)]
            pairs += [Pair(a, b) for a, b in combinations(ordered, 2)]
        else:
            pairs += [Pair(base, arm) for arm in members]
            pairs += [Pair(a, b) for a, b in combinations(members, 2)]
    return pairs


def _accuracy(rows: Sequence[Row]) -> float | None:
    return sum(r.record.correct for r in rows) / len(rows) if rows else None


def accuracy_table(runset: RunSet, *, baseline: str | None, seed: int) -> Table:
    """Accuracy per run × model × benchmark × method, 95% bootstrap CI, Δ vs the baseline."""
    bases = baselines(runset, baseline)
    rows: list[list[Cell]] = []
    links: list[str | None] = []
    for arm in runset.arms():
        arm_rows = runset.rows_of(arm)
        accuracy = _accuracy(arm_rows)
        base = _accuracy(runset.rows_of(bases[arm.group]))
        interval = bootstrap_ci([r.record.correct for r in arm_rows], seed=seed)
        delta = None if accuracy is None or base is None else 100 * (accuracy - base)
        rows.append(
            [
                *arm,
                len(arm_rows),
                sum(r.record.correct for r in arm_rows),
                accuracy,
                interval.low if interval else None,
                interval.high if interval else None,
                None if arm == bases[arm.group] else delta,
                sum(r.record.submitted for r in arm_rows),
            ]
        )
        links.append(browse_link(runset, arm))
    columns = (
        *(Column(name, context=True) for name in ("run", "model", "benchmark")),
        Column("method"),
        Column("problems", numeric=True),
        Column("correct", numeric=True),
        _PCT,
        Column("ci95 low", ".1%", numeric=True),
        Column("ci95 high", ".1%", numeric=True),
        Column("Δ vs base pp", "+.1f", numeric=True),
        Column("submitted", numeric=True),
    )
    names = {arm_name(base, group) for group, base in bases.items()}
    note = "Baseline per group: " + ", ".join(sorted(names))
    note += f". 95% percentile bootstrap over problems (seed {seed})."
    return Table("accuracy", "Accuracy", columns, rows_of(rows), note, tuple(links))


def match_rows(rows_a: Sequence[Row], rows_b: Sequence[Row]) -> list[tuple[Row, Row]]:
    """Rows of the same problem id in both sequences, in A's order."""
    b = {r.record.problem_id: r for r in rows_b}
    return [(r, b[r.record.problem_id]) for r in rows_a if r.record.problem_id in b]


def shared_outcomes(runset: RunSet, pair: Pair) -> list[tuple[str, bool, bool]]:
    """(problem id, A correct, B correct) for problems both methods ran, in A's order."""
    arm_a, arm_b = pair.arms
    matched = match_rows(runset.rows_of(arm_a), runset.rows_of(arm_b))
    return [(a.record.problem_id, a.record.correct, b.record.correct) for a, b in matched]


PAIRED_COLUMNS = (
    *(Column(name, numeric=True) for name in ("shared", "both", "only A", "only B")),
    Column("neither", numeric=True),
    Column("Δ B−A pp", "+.1f", numeric=True),
    Column("ci95 lo pp", "+.1f", numeric=True),
    Column("ci95 hi pp", "+.1f", numeric=True),
    Column("McNemar p", ".4g", numeric=True),
)
"""The columns :func:`paired_cells` fills."""


def paired_cells(outcomes: Sequence[tuple[bool, bool]], *, seed: int) -> list[Cell]:
    """Shared, both, only A, only B, neither, Δ B−A with its bootstrap CI, McNemar p."""
    counts = {key: sum(pair == key for pair in outcomes) for key in _CELLS}
    a_only, b_only = counts[(True, False)], counts[(False, True)]
    a, b = [x for x, _ in outcomes], [y for _, y in outcomes]
    interval = paired_difference_ci(a, b, seed=seed)
    return [
        len(outcomes),
        *counts.values(),
        100 * (b_only - a_only) / len(outcomes) if outcomes else None,
        100 * interval.low if interval else None,
        100 * interval.high if interval else None,
        mcnemar_exact(a_only, b_only),
    ]


def paired_table(runset: RunSet, *, baseline: str | None, seed: int) -> Table:
    """Paired outcomes of every method pair on shared problems, exact McNemar p, Δ with CI."""
    rows: list[list[Cell]] = []
    for pair in method_pairs(runset, baseline):
        outcomes = [(a, b) for _, a, b in shared_outcomes(runset, pair)]
        rows.append([*pair.group, pair.method_a, pair.method_b, *paired_cells(outcomes, seed=seed)])
    columns = (
        *(Column(name, context=True) for name in ("run", "model", "benchmark")),
        Column("method A"),
        Column("method B"),
        *PAIRED_COLUMNS,
    )
    note = "Exact two-sided McNemar test on the discordant problems (only A, only B)."
    return Table("paired", "Paired outcomes", columns, rows_of(rows), note)


_CELLS = ((True, True), (True, False), (False, True), (False, False))


def _order(value: Hashable) -> tuple[bool, int, str]:
    # Numbers in numeric order, text alphabetically, missing values last.
    return (value is None, value if isinstance(value, int) else 0, str(value))


def _breakdown(
    runset: RunSet,
    *,
    name: str,
    title: str,
    key_name: str,
    key: Callable[[Row], Hashable],
) -> Table:
    """Accuracy per key value (rows) and arm (columns); ``n`` is the most problems of an arm."""
    arms = runset.arms()
    values = sorted({key(r) for r in runset.rows}, key=_order)
    rows: list[list[Cell]] = []
    for value in values:
        cells = [[r for r in runset.rows_of(arm) if key(r) == value] for arm in arms]
        label = "—" if value is None else str(value)
        rows.append([label, max(len(c) for c in cells), *(_accuracy(c) for c in cells)])
    columns = (
        Column(key_name),
        Column("n", numeric=True),
        *(Column(runset.label(arm), ".0%", numeric=True) for arm in arms),
    )
    return Table(name, title, columns, rows_of(rows))


def by_level_table(runset: RunSet) -> Table:
    """Accuracy by difficulty level per arm (the IIPC paper's Figures 2 and 4 as numbers)."""
    return _breakdown(
        runset,
        name="by_level",
        title="Accuracy by level",
        key_name="level",
        key=lambda r: r.record.level,
    )


def by_subject_table(runset: RunSet) -> Table:
    """Accuracy by subject per arm (Figures 3 and 5 as numbers)."""
    return _breakdown(
        runset,
        name="by_subject",
        title="Accuracy by subject",
        key_name="subject",
        key=lambda r: r.record.subject,
    )


def position_band(number: int | None) -> str | None:
    """The AIME problem-position band of a problem number (1–5, 6–10, 11–15, 16+)."""
    if number is None or number < 1:
        return None
    if number > 15:
        return "16+"
    start = 5 * ((number - 1) // 5) + 1
    return f"{start:02d}–{start + 4:02d}"


def by_position_table(runset: RunSet) -> Table | None:
    """Accuracy by problem-position band, for benchmarks whose problems are numbered."""
    if all(r.record.number is None for r in runset.rows):
        return None
    return _breakdown(
        runset,
        name="by_position",
        title="Accuracy by problem position (AIME bands)",
        key_name="position",
        key=lambda r: position_band(r.record.number),
    )
