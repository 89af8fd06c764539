"""Accuracy tables: per arm with confidence intervals and Δ, paired outcomes, breakdowns."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import NamedTuple
from urllib.parse import urlencode

from mathloop.errors import ConfigError

from .runset import Arm, Group, Row, RunSet
from .sampling import (
    accuracy_interval,
    accuracy_value,
    is_sampled,
    paired_mean_cells,
    paired_means,
)
from .stats import mcnemar_exact, paired_difference_ci
from .table import Cell, Column, Table, rows_of
from .tables_breakdown import by_level_table, by_position_table, by_subject_table, position_band

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


_SAMPLED_NOTE = (
    " With several samples per problem: samples counts them, correct the correct ones, and "
    "accuracy is the mean over samples (mean@n, = pass@1), its interval resampling problems."
)


def accuracy_table(runset: RunSet, *, baseline: str | None, seed: int) -> Table:
    """Accuracy per run × model × benchmark × method, 95% bootstrap CI, Δ vs the baseline.

    With several samples per problem (``--samples``) the table counts problems and samples
    apart, and accuracy is the mean over samples (:mod:`.sampling`).
    """
    bases = baselines(runset, baseline)
    sampled = any(is_sampled(runset.rows_of(arm)) for arm in runset.arms())
    rows: list[list[Cell]] = []
    links: list[str | None] = []
    for arm in runset.arms():
        arm_rows = runset.rows_of(arm)
        accuracy = accuracy_value(arm_rows)
        base = accuracy_value(runset.rows_of(bases[arm.group]))
        interval = accuracy_interval(arm_rows, seed=seed)
        delta = None if accuracy is None or base is None else 100 * (accuracy - base)
        problems = len({r.record.problem_id for r in arm_rows})
        rows.append(
            [
                *arm,
                *([problems, len(arm_rows)] if sampled else [len(arm_rows)]),
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
        *([Column("samples", numeric=True)] if sampled else []),
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
    note += _SAMPLED_NOTE if sampled else ""
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
    """Paired outcomes of every method pair on shared problems, exact McNemar p, Δ with CI;
    a pair with several samples per problem compares per-problem mean correctness (a
    paired bootstrap over problems, :func:`.sampling.paired_mean_cells`)."""
    rows: list[list[Cell]] = []
    sampled = False
    for pair in method_pairs(runset, baseline):
        rows_a, rows_b = runset.rows_of(pair.arm_a), runset.rows_of(pair.arm_b)
        if is_sampled(rows_a) or is_sampled(rows_b):
            sampled = True
            cells = paired_mean_cells(paired_means(rows_a, rows_b), seed=seed)
        else:
            outcomes = [(a, b) for _, a, b in shared_outcomes(runset, pair)]
            cells = paired_cells(outcomes, seed=seed)
        rows.append([*pair.group, pair.method_a, pair.method_b, *cells])
    columns = (
        *(Column(name, context=True) for name in ("run", "model", "benchmark")),
        Column("method A"),
        Column("method B"),
        *PAIRED_COLUMNS,
    )
    note = "Exact two-sided McNemar test on the discordant problems (only A, only B)."
    if sampled:
        note += (
            " Pairs with several samples per problem: Δ of per-problem mean correctness, its "
            "interval a paired bootstrap over problems (no outcome counts, no McNemar test)."
        )
    return Table("paired", "Paired outcomes", columns, rows_of(rows), note)


_CELLS = ((True, True), (True, False), (False, True), (False, False))
