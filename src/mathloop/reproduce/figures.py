"""The papers' figures, drawn as panels side by side: ours, then the published numbers.

Each function takes plain numbers (percent, ``None`` where a value is missing), so the same
drawing serves our runs and the transcribed figures. matplotlib loads when one is drawn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = ["Panel", "grouped_bars", "heatmaps"]


@dataclass(frozen=True)
class Panel:
    """One panel: a title, categories (x axis or heatmap rows) and one series per label."""

    title: str
    categories: tuple[str, ...]
    series: Mapping[str, Sequence[float | None]]
    """Per label (a method), one value per category; percent."""


def grouped_bars(panels: Sequence[Panel], *, xlabel: str) -> Figure | None:
    """Grouped bars per category, one bar per series, a panel each (IIPC Figure 2)."""
    from mathloop.report.plots import COLORS, HATCHES, new_figure, outside_legend

    if not any(panel.series for panel in panels):
        return None
    figure = new_figure(5.2 * len(panels), 4.0)
    axes_list = figure.subplots(1, len(panels), sharey=True, squeeze=False)[0]
    for axes, panel in zip(axes_list, panels, strict=True):
        labels = list(panel.series)
        width = 0.8 / max(1, len(labels))
        for index, label in enumerate(labels):
            xs = np.arange(len(panel.categories)) + index * width - 0.4 + width / 2
            ys = [np.nan if v is None else v for v in panel.series[label]]
            axes.bar(
                xs,
                ys,
                width,
                label=label,
                color=COLORS[index % len(COLORS)],
                hatch=HATCHES[index % len(HATCHES)],
                edgecolor="black",
                linewidth=0.5,
            )
        axes.set_xticks(range(len(panel.categories)), list(panel.categories))
        axes.set(xlabel=xlabel, ylim=(0, 105), title=panel.title)
    axes_list[0].set_ylabel("accuracy (%)")
    outside_legend(axes_list[-1])
    return figure


def heatmaps(panels: Sequence[Panel]) -> Figure | None:
    """Category × series accuracy with the numbers in the cells, a panel each (Figure 3)."""
    from mathloop.report.plots import new_figure

    if not any(panel.series for panel in panels):
        return None
    rows = max(len(panel.categories) for panel in panels)
    figure = new_figure(4.2 * len(panels) + 1.5, max(2.5, 0.45 * rows + 1.8))
    axes_list = figure.subplots(1, len(panels), squeeze=False)[0]
    image = None
    for number, (axes, panel) in enumerate(zip(axes_list, panels, strict=True)):
        labels = list(panel.series)
        values = np.array(
            [[np.nan if v is None else v for v in panel.series[label]] for label in labels],
            dtype=float,
        ).T.reshape(len(panel.categories), len(labels))
        axes.grid(False)
        image = axes.imshow(values, cmap="Greys", vmin=0, vmax=100, aspect="auto")
        for (i, j), value in np.ndenumerate(values):
            text = "—" if np.isnan(value) else f"{value:.1f}"
            color = "white" if value > 55 else "black"
            axes.text(j, i, text, ha="center", va="center", color=color, fontsize=8)
        axes.set_xticks(range(len(labels)), labels)
        shown = list(panel.categories) if number == 0 else [""] * len(panel.categories)
        axes.set_yticks(range(len(panel.categories)), shown)
        axes.set_title(panel.title)
    if image is not None:
        figure.colorbar(image, ax=list(axes_list), label="accuracy (%)")
    return figure
