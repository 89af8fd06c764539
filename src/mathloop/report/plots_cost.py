"""Accuracy against cost: each arm at its mean output tokens and minutes per problem, with
the Pareto front of the arms that can be compared, one benchmark per row of panels.

Arms of different benchmarks are never on one front: a method's cost and accuracy on GSM8K
say nothing about MATH's. Within a row, every arm of that benchmark (several runs, models or
sweep cells) is on it. An arm keeps its colour and marker in every row, so one method reads
the same across benchmarks.
"""

from __future__ import annotations

from collections.abc import Callable

from matplotlib.axes import Axes
from matplotlib.figure import Figure

from ._plotstyle import COLORS, MARKERS, new_figure, outside_legend
from .runset import Arm, Row, RunSet
from .sampling import accuracy_interval, accuracy_value

__all__ = ["accuracy_vs_tokens", "frontier"]

Cost = Callable[[Row], float]

COSTS: tuple[tuple[str, Cost], ...] = (
    ("mean output tokens per problem", lambda r: r.record.output_tokens),
    ("minutes per problem", lambda r: r.record.elapsed_s / 60),
)
ROW_HEIGHT = 4.0


def accuracy_vs_tokens(runset: RunSet, *, seed: int = 0) -> Figure:
    """Accuracy (with 95% bootstrap CI) against cost, one point per arm: per benchmark a row
    of two panels, mean output tokens per problem and minutes per problem. In each panel
    the dashed line joins the arms no other arm of the row beats on both that cost and
    accuracy (the Pareto front)."""
    rows = _by_benchmark(runset.arms())
    figure = new_figure(width=11.0, height=ROW_HEIGHT * len(rows))
    grid = figure.subplots(len(rows), 2, sharey=True, squeeze=False)
    styles = _styles(runset, rows)
    for panels, (benchmark, arms) in zip(grid, rows.items(), strict=True):
        scores = {arm: _score(runset, arm, seed=seed) for arm in arms}
        for axes, (label, cost) in zip(panels, COSTS, strict=True):
            _cost_panel(runset, axes, cost, scores, styles)
            axes.set_xlabel(label)
        title = "accuracy (%)" if len(rows) == 1 else f"{benchmark}: accuracy (%)"
        panels[0].set_ylabel(title)
        outside_legend(panels[-1])
    figure.suptitle("Accuracy against cost (95% CI); dashed: the Pareto front")
    return figure


def frontier(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Points no other point beats on both cost (lower) and accuracy (higher)."""
    best: list[tuple[float, float]] = []
    for cost, accuracy in sorted(points, key=lambda p: (p[0], -p[1])):
        if not best or accuracy > best[-1][1]:
            best.append((cost, accuracy))
    return best


def _by_benchmark(arms: list[Arm]) -> dict[str, list[Arm]]:
    rows: dict[str, list[Arm]] = {}
    for arm in arms:
        rows.setdefault(arm.benchmark, []).append(arm)
    return rows


class _Style:
    """An arm's legend label and its place in the colour and marker cycles."""

    def __init__(self, label: str, index: int) -> None:
        self.label = label
        self.color = COLORS[index % len(COLORS)]
        # Past the last colour the markers shift, so no two arms look alike.
        self.marker = MARKERS[(index + index // len(COLORS)) % len(MARKERS)]


def _styles(runset: RunSet, rows: dict[str, list[Arm]]) -> dict[Arm, _Style]:
    """Each arm's label within its row (the run, where a row has several, the model where
    the report has several, and the method) and a style shared by every arm of that label."""
    models = {arm.model for arm in runset.arms()}
    styles: dict[Arm, _Style] = {}
    by_label: dict[str, int] = {}
    for arms in rows.values():
        runs = {arm.run for arm in arms}
        for arm in arms:
            parts = [arm.run] * (len(runs) > 1) + [arm.model] * (len(models) > 1)
            label = " · ".join([*parts, arm.method])
            index = by_label.setdefault(label, len(by_label))
            styles[arm] = _Style(label, index)
    return styles


def _score(runset: RunSet, arm: Arm, *, seed: int) -> tuple[float, float, float]:
    """An arm's accuracy and the bounds of its 95% bootstrap CI, in percent."""
    rows = runset.rows_of(arm)
    accuracy = 100 * (accuracy_value(rows) or 0.0)
    interval = accuracy_interval(rows, seed=seed)
    low, high = (100 * interval.low, 100 * interval.high) if interval else (accuracy,) * 2
    return accuracy, low, high


def _cost_panel(
    runset: RunSet,
    axes: Axes,
    cost: Cost,
    scores: dict[Arm, tuple[float, float, float]],
    styles: dict[Arm, _Style],
) -> None:
    """One panel: each arm of ``scores`` at its mean ``cost`` and its score."""
    points = []
    for arm, (accuracy, low, high) in scores.items():
        rows = runset.rows_of(arm)
        spent = sum(cost(r) for r in rows) / len(rows)
        points.append((spent, accuracy))
        style = styles[arm]
        axes.errorbar(
            [spent],
            [accuracy],
            yerr=[[accuracy - low], [high - accuracy]],
            label=style.label,
            color=style.color,
            marker=style.marker,
            markersize=7,
            capsize=4,
            linestyle="none",
        )
    axes.plot(*zip(*frontier(points), strict=True), color="#777777", lw=0.8, ls="--")
    axes.set_ylim(0, 105)
    axes.set_xlim(0, max(max(t for t, _ in points) * 1.15, 1e-9))
