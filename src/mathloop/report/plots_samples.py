"""The curve of several samples per problem: pass@k and maj@k against k, one line per arm."""

from __future__ import annotations

from matplotlib.axes import Axes
from matplotlib.figure import Figure

from ._plotstyle import COLORS, LINESTYLES, MARKERS, new_figure, outside_legend
from .runset import RunSet
from .sampling import CurvePoint, Estimate, curve, is_sampled

__all__ = ["sampling_curve"]


def sampling_curve(runset: RunSet, *, seed: int = 0) -> Figure | None:
    """pass@k (left) and maj@k (right) in percent against k, each point with its 95%
    bootstrap interval over problems; None when no arm has several samples per problem."""
    arms = runset.arms()
    if not any(is_sampled(runset.rows_of(arm)) for arm in arms):
        return None
    figure = new_figure(width=11.0)
    panels = figure.subplots(1, 2, sharey=True)
    ks: set[int] = set()
    for index, arm in enumerate(arms):
        points = curve(runset.rows_of(arm), seed=seed)
        ks |= {point.k for point in points}
        for axes, metric in zip(panels, ("pass", "maj"), strict=True):
            _line(axes, points, metric, label=runset.label(arm), index=index)
    for axes, title in zip(panels, ("pass@k", "maj@k"), strict=True):
        axes.set_xscale("log", base=2)
        axes.set_xticks(sorted(ks), [str(k) for k in sorted(ks)])
        axes.minorticks_off()
        axes.set(xlabel="k (samples)", title=title, ylim=(0, 105))
    panels[0].set_ylabel("problems (%)")
    figure.suptitle("pass@k and maj@k against k (95% CI, bootstrap over problems)")
    outside_legend(panels[-1])
    return figure


def _line(axes: Axes, points: list[CurvePoint], metric: str, *, label: str, index: int) -> None:
    estimates: list[Estimate] = [p.pass_at if metric == "pass" else p.maj_at for p in points]
    values = [100 * e.value for e in estimates]
    below = [
        v - 100 * (e.low if e.low is not None else e.value)
        for v, e in zip(values, estimates, strict=True)
    ]
    above = [
        100 * (e.high if e.high is not None else e.value) - v
        for v, e in zip(values, estimates, strict=True)
    ]
    axes.errorbar(
        [p.k for p in points],
        values,
        yerr=[below, above],
        label=label,
        color=COLORS[index % len(COLORS)],
        marker=MARKERS[index % len(MARKERS)],
        linestyle=LINESTYLES[index % len(LINESTYLES)],
        capsize=3,
    )
