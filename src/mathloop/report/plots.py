"""The report's figures (matplotlib), each a function from a run set to a figure or None.

The plot style (colours, hatches, figure and legend helpers) is exported for other figures
that should look the same (``mathloop reproduce``).

A figure that has nothing to show for these runs (no levels, no numbered problems, a single
method) is None rather than an empty plot.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import numpy as np
from matplotlib.figure import Figure

from ._plotstyle import (
    COLORS,
    HATCHES,
    LINESTYLES,
    MARKERS,
    arm_ticks,
    new_figure,
    outside_legend,
    plot_style,
    save_figure,
)
from .artifacts import Plot
from .plots_cost import accuracy_vs_tokens
from .plots_samples import sampling_curve
from .runset import Arm, RunSet
from .sampling import accuracy_value
from .tables import Pair, by_level_table, by_position_table, by_subject_table, method_pairs
from .tables_costs import WRONG_KIND_ROWS, taxonomy_table

__all__ = [
    "COLORS",
    "HATCHES",
    "Plot",
    "accuracy_by_level",
    "accuracy_by_position",
    "accuracy_vs_tokens",
    "failure_taxonomy",
    "new_figure",
    "outside_legend",
    "paired_tokens",
    "plot_style",
    "save_figure",
    "subject_heatmap",
    "write_plots",
]


def _accuracy(runset: RunSet, arm: Arm) -> float:
    # The share correct; with several samples per problem, the mean over samples.
    return accuracy_value(runset.rows_of(arm)) or 0.0


def accuracy_by_level(runset: RunSet) -> Figure | None:
    """Accuracy by difficulty level, one line per arm (IIPC Figures 2 and 4)."""
    table = by_level_table(runset)
    levels = [(int(str(row[0])), row) for row in table.rows if str(row[0]).isdigit()]
    if not levels:
        return None
    figure = new_figure()
    axes = figure.add_subplot()
    for index, arm in enumerate(runset.arms()):
        points = [(lv, row[2 + index]) for lv, row in levels if row[2 + index] is not None]
        axes.plot(
            [lv for lv, _ in points],
            [100 * float(v or 0) for _, v in points],
            label=runset.label(arm),
            color=COLORS[index % len(COLORS)],
            marker=MARKERS[index % len(MARKERS)],
            linestyle=LINESTYLES[index % len(LINESTYLES)],
        )
    axes.set(xlabel="difficulty level", ylabel="accuracy (%)", ylim=(0, 105))
    axes.set_xticks([lv for lv, _ in levels])
    axes.set_title("Accuracy by difficulty level")
    outside_legend(axes)
    return figure


def subject_heatmap(runset: RunSet) -> Figure | None:
    """Subject × arm accuracy with the numbers in the cells (IIPC Figures 3 and 5)."""
    table = by_subject_table(runset)
    rows = [row for row in table.rows if row[0] != "—"]
    if not rows:
        return None
    arms = runset.arms()
    values = np.array([[np.nan if v is None else 100 * float(v) for v in row[2:]] for row in rows])
    figure = new_figure(max(4.0, 1.3 * len(arms) + 2.5), max(2.5, 0.45 * len(rows) + 1.5))
    axes = figure.add_subplot()
    axes.grid(False)
    image = axes.imshow(values, cmap="Greys", vmin=0, vmax=100, aspect="auto")
    for (i, j), value in np.ndenumerate(values):
        text = "—" if np.isnan(value) else f"{value:.0f}"
        axes.text(j, i, text, ha="center", va="center", color="white" if value > 55 else "black")
    arm_ticks(axes, [runset.label(a) for a in arms])
    axes.set_yticks(range(len(rows)), [str(row[0]) for row in rows])
    axes.set_title("Accuracy by subject (%)")
    figure.colorbar(image, ax=axes, label="accuracy (%)")
    return figure


_PAIRED_STYLE = {
    (True, True): ("both correct", "o", COLORS[2]),
    (True, False): ("only A", "^", COLORS[0]),
    (False, True): ("only B", "s", COLORS[1]),
    (False, False): ("neither", "x", COLORS[3]),
}


def paired_tokens(runset: RunSet, pair: Pair) -> Figure | None:
    """Per-problem output tokens of A (x) against B (y), marked by paired outcome."""
    arm_a, arm_b = pair.arms
    # Sample i of A with sample i of B (a run with several samples per problem).
    a = {(r.record.problem_id, r.record.sample_index): r.record for r in runset.rows_of(arm_a)}
    b = {(r.record.problem_id, r.record.sample_index): r.record for r in runset.rows_of(arm_b)}
    shared = [p for p in a if p in b]
    if not shared:
        return None
    figure = new_figure(5.2, 4.6)
    axes = figure.add_subplot()
    for key, (label, marker, color) in _PAIRED_STYLE.items():
        chosen = [p for p in shared if (a[p].correct, b[p].correct) == key]
        xs = [max(1, a[p].output_tokens) for p in chosen]
        ys = [max(1, b[p].output_tokens) for p in chosen]
        axes.scatter(xs, ys, marker=marker, color=color, label=f"{label} ({len(chosen)})", s=28)
    values = [max(1, r.output_tokens) for p in shared for r in (a[p], b[p])]
    low, top = max(0.8, min(values) / 1.5), max(values) * 1.5
    axes.plot([low, top], [low, top], color="#777777", linewidth=0.8, linestyle="--")
    axes.set(xscale="log", yscale="log", xlim=(low, top), ylim=(low, top))
    axes.set_xlabel(f"output tokens, A = {runset.label(arm_a)}")
    axes.set_ylabel(f"output tokens, B = {runset.label(arm_b)}")
    axes.set_title("Output tokens per problem")
    outside_legend(axes)
    return figure


def failure_taxonomy(runset: RunSet) -> Figure:
    """Stacked bars: each arm's problems split by final failure class."""
    table = taxonomy_table(runset)
    arms = runset.arms()
    figure = new_figure(max(5.0, 1.2 * len(arms) + 4.0), 4.2)
    axes = figure.add_subplot()
    bottom = np.zeros(len(arms))
    # The WRONG_RESULT split would count those problems twice in a stack.
    classes = [row for row in table.rows if row[0] not in WRONG_KIND_ROWS.values()]
    for index, row in enumerate(classes):
        counts = np.array([float(v or 0) for v in row[1:]])
        axes.bar(
            range(len(arms)),
            counts,
            bottom=bottom,
            label=str(row[0]),
            color=COLORS[index % len(COLORS)],
            hatch=HATCHES[index % len(HATCHES)],
            edgecolor="black",
            linewidth=0.5,
        )
        bottom += counts
    arm_ticks(axes, [runset.label(a) for a in arms])
    axes.set_ylabel("problems")
    axes.set_title("Failure taxonomy")
    outside_legend(axes)
    return figure


def accuracy_by_position(runset: RunSet) -> Figure | None:
    """Grouped bars: accuracy per AIME problem-position band and arm."""
    table = by_position_table(runset)
    if table is None:
        return None
    rows = [row for row in table.rows if row[0] != "—"]
    arms = runset.arms()
    width = 0.8 / len(arms)
    figure = new_figure()
    axes = figure.add_subplot()
    for index, arm in enumerate(arms):
        xs = np.arange(len(rows)) + index * width - 0.4 + width / 2
        ys = [100 * float(row[2 + index] or 0) for row in rows]
        axes.bar(
            xs,
            ys,
            width,
            label=runset.label(arm),
            color=COLORS[index % len(COLORS)],
            hatch=HATCHES[index % len(HATCHES)],
            edgecolor="black",
            linewidth=0.5,
        )
    axes.set_xticks(range(len(rows)), [str(row[0]) for row in rows])
    axes.set(xlabel="problem position", ylabel="accuracy (%)", ylim=(0, 105))
    axes.set_title("Accuracy by problem position")
    outside_legend(axes)
    return figure


_FIXED: tuple[tuple[str, str, Callable[[RunSet], Figure | None]], ...] = (
    ("accuracy_by_level", "Accuracy by difficulty level per method.", accuracy_by_level),
    ("subject_heatmap", "Accuracy by subject and method (%).", subject_heatmap),
    ("failure_taxonomy", "Problems per final failure class.", failure_taxonomy),
    ("accuracy_by_position", "Accuracy by AIME problem-position band.", accuracy_by_position),
)


def write_plots(runset: RunSet, folder: Path, *, baseline: str | None, seed: int = 0) -> list[Plot]:
    """Draw every figure that applies to these runs; PNG and SVG of each under ``folder``."""
    written: list[Plot] = []
    with plot_style():
        for name, caption, draw in _FIXED:
            figure = draw(runset)
            if figure is not None:
                written.append(Plot(name, caption, save_figure(figure, folder, name)))
        figure = sampling_curve(runset, seed=seed)
        if figure is not None:
            caption = "pass@k and maj@k against k, one line per method (95% CI over problems)."
            written.append(
                Plot("sampling_curve", caption, save_figure(figure, folder, "sampling_curve"))
            )
        figure = accuracy_vs_tokens(runset, seed=seed)
        caption = "Accuracy (95% CI) against mean output tokens and minutes per problem."
        written.append(
            Plot("accuracy_vs_tokens", caption, save_figure(figure, folder, "accuracy_vs_tokens"))
        )
        pairs = method_pairs(runset, baseline)
        for pair, name in zip(pairs, pair_plot_names(pairs), strict=True):
            figure = paired_tokens(runset, pair)
            if figure is not None:
                caption = f"Output tokens per problem: {pair.method_a} (A) vs {pair.method_b} (B)."
                written.append(Plot(name, caption, save_figure(figure, folder, name)))
    return written


def pair_plot_names(pairs: list[Pair]) -> list[str]:
    """``paired_tokens_A_vs_B`` per pair, by method (``vote(cot)`` as ``vote-cot``, a run's
    name after ``@`` kept), with ``_2``, ``_3`` after a name met before (the same methods in
    another group)."""
    met: Counter[str] = Counter()
    names = []
    for pair in pairs:
        stem = f"paired_tokens_{_file_word(pair.method_a)}_vs_{_file_word(pair.method_b)}"
        met[stem] += 1
        names.append(stem if met[stem] == 1 else f"{stem}_{met[stem]}")
    return names


def _file_word(method: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.@]+", "-", method).strip("-") or "method"
