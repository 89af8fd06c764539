"""Plot style for print: colour-blind-safe colours doubled by markers, line styles, hatches.

Figures are built with ``matplotlib.figure.Figure`` directly (no ``pyplot``), so no GUI
backend or global figure registry is involved; PNG goes through Agg, SVG through its own
backend.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import matplotlib as mpl
from matplotlib.axes import Axes
from matplotlib.figure import Figure

__all__ = [
    "COLORS",
    "HATCHES",
    "LINESTYLES",
    "MARKERS",
    "arm_ticks",
    "new_figure",
    "outside_legend",
    "plot_style",
    "save_figure",
]

# Okabe–Ito: distinguishable with colour-vision deficiencies; markers keep them apart in grey.
COLORS = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000")
MARKERS = ("o", "s", "^", "D", "v", "P", "X", "*")
LINESTYLES = ("-", "--", "-.", ":")
HATCHES = ("", "//", "..", "xx", "\\\\", "++", "oo", "--")

_STYLE: dict[Any, Any] = {
    "font.size": 10,
    "axes.titlesize": 11,
    "axes.labelsize": 10,
    "legend.fontsize": 9,
    "axes.grid": True,
    "grid.color": "#cccccc",
    "grid.linewidth": 0.6,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "figure.constrained_layout.h_pad": 0.1,  # inches; the default clips rotated tick labels
    "figure.constrained_layout.w_pad": 0.1,
    "svg.hashsalt": "mathloop",  # stable element ids, so reruns give identical SVGs
    "svg.fonttype": "path",  # text as paths: no font lookups when the SVG is viewed
}


@contextmanager
def plot_style() -> Iterator[None]:
    """Apply the report style while figures are built and saved."""
    with mpl.rc_context(_STYLE):
        yield


def arm_ticks(axes: Axes, labels: Sequence[str]) -> None:
    """Arm names under the x axis, slanted only when they would collide."""
    slant = max((len(label) for label in labels), default=0) > 10 or len(labels) > 4
    axes.set_xticks(
        range(len(labels)),
        labels,
        rotation=25 if slant else 0,
        ha="right" if slant else "center",
        rotation_mode="anchor",
    )


def outside_legend(axes: Axes) -> None:
    """The legend right of the plot, where it never hides a point."""
    axes.legend(loc="upper left", bbox_to_anchor=(1.02, 1.0), borderaxespad=0.0)


def new_figure(width: float = 6.4, height: float = 4.0) -> Figure:
    """A figure with constrained layout (labels never clipped)."""
    return Figure(figsize=(width, height), layout="constrained")


def save_figure(figure: Figure, folder: Path, name: str) -> list[Path]:
    """Write ``name.png`` (200 dpi) and ``name.svg``; returns both paths."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = [folder / f"{name}.png", folder / f"{name}.svg"]
    figure.savefig(paths[0], dpi=200, metadata={"Software": None})
    figure.savefig(paths[1], metadata={"Date": None, "Creator": None})
    return paths
