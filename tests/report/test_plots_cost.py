"""The accuracy-against-cost figure: one row of panels per benchmark, each with its own
Pareto front, and one style per method across the rows."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from matplotlib.axes import Axes

from mathloop.report.plots_cost import accuracy_vs_tokens, frontier
from mathloop.report.runset import load_runs
from report_stores import P

MakeRun = Callable[..., Path]


def _run(make_run: MakeRun, name: str, benchmark: str, tokens: dict[str, int]) -> Path:
    """Two problems per method of ``tokens``; ``a`` solves both, the others one."""
    problems = [
        P(f"q{k}", method, correct=method == "a" or k == 0, output_tokens=spent)
        for method, spent in tokens.items()
        for k in range(2)
    ]
    return make_run(name, problems, benchmark=benchmark)


def _front(axes: Axes) -> list[tuple[float, float]]:
    dashed = [line for line in axes.get_lines() if line.get_linestyle() == "--"]
    assert len(dashed) == 1
    return list(zip(dashed[0].get_xdata(), dashed[0].get_ydata(), strict=True))


def _legend(axes: Axes) -> list[str]:
    legend = axes.get_legend()
    assert legend is not None
    return [text.get_text() for text in legend.get_texts()]


def test_each_benchmark_has_its_own_row_and_front(make_run: MakeRun) -> None:
    math = _run(make_run, "math", "math", {"a": 300, "b": 100})
    gsm8k = _run(make_run, "gsm8k", "gsm8k", {"a": 900, "b": 50})
    figure = accuracy_vs_tokens(load_runs([math, gsm8k]))
    (tokens_math, _), (tokens_gsm8k, _) = _rows(figure.axes)
    assert tokens_math.get_ylabel() == "math: accuracy (%)"
    assert tokens_gsm8k.get_ylabel() == "gsm8k: accuracy (%)"
    # On one front, gsm8k's b (50 tokens, 50%) would have pushed math's b (100, 50%) off it.
    assert _front(tokens_math) == [(100.0, 50.0), (300.0, 100.0)]
    assert _front(tokens_gsm8k) == [(50.0, 50.0), (900.0, 100.0)]
    assert _legend(figure.axes[1]) == _legend(figure.axes[3]) == ["a", "b"]
    styles = _point_styles(figure.axes[0])
    assert len(set(styles)) == 2 and styles == _point_styles(figure.axes[2])


def test_runs_of_one_benchmark_share_a_row_and_are_told_apart(make_run: MakeRun) -> None:
    first = _run(make_run, "t0.1", "math", {"a": 300})
    second = _run(make_run, "t0.9", "math", {"a": 200})
    figure = accuracy_vs_tokens(load_runs([first, second]))
    assert len(figure.axes) == 2
    assert figure.axes[0].get_ylabel() == "accuracy (%)"
    assert _legend(figure.axes[1]) == ["t0.1 · a", "t0.9 · a"]
    assert _front(figure.axes[0]) == [(200.0, 100.0)]


def test_the_front_keeps_only_points_nothing_beats_on_both() -> None:
    points = [(300.0, 60.0), (100.0, 40.0), (200.0, 40.0), (150.0, 70.0)]
    assert frontier(points) == [(100.0, 40.0), (150.0, 70.0)]


def _rows(axes: list[Axes]) -> list[tuple[Axes, Axes]]:
    return [(axes[i], axes[i + 1]) for i in range(0, len(axes), 2)]


def _point_styles(axes: Axes) -> list[tuple[str, str]]:
    """(colour, marker) of each arm's point in ``axes``, in the order drawn."""
    lines = [line for line in axes.get_lines() if line.get_linestyle() in ("None", "none")]
    points = [line for line in lines if line.get_marker() != "_"]  # not the error bars' caps
    return [(str(line.get_color()), str(line.get_marker())) for line in points]
