"""The HTML report: one folder that works from ``file://`` with no network.

Layout::

    html/index.html            tables and figures
    html/traces.html           trace browser (filters in vanilla JS)
    html/problems/<id>.html    one page per problem: statement, gold, traces side by side
    html/plots/                the figures (SVG shown, PNG linked)
    html/assets/               style.css, browser.js, math.js
    html/assets/katex/         KaTeX's script, stylesheet and woff2 fonts (math, offline)
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from importlib import resources
from pathlib import Path

from mathloop.report.artifacts import Plot
from mathloop.report.runset import Row, RunSet
from mathloop.report.table import Table

from .escape import esc, render_value, script_json
from .pages import browser_page, index_page, problem_href
from .problem import problem_page

__all__ = ["esc", "render_value", "script_json", "write_html"]

_ASSETS = ("style.css", "browser.js", "math.js")
_KATEX = ("katex.min.js", "katex.min.css", "LICENSE", "README.md")


def write_html(
    runset: RunSet, tables: Sequence[Table], plots: Sequence[Plot], folder: Path
) -> Path:
    """Write the HTML report under ``folder``; returns the index page."""
    (folder / "problems").mkdir(parents=True, exist_ok=True)
    _copy_assets(folder / "assets")
    _copy_plots(plots, folder / "plots")
    index = folder / "index.html"
    index.write_text(index_page(runset, tables, plots), encoding="utf-8")
    (folder / "traces.html").write_text(browser_page(runset), encoding="utf-8")
    for rows in _by_problem(runset).values():
        target = folder / problem_href(rows[0].record.problem_id)
        target.write_text(problem_page(runset, rows), encoding="utf-8")
    return index


def _copy_assets(target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    source = resources.files("mathloop.report.html") / "assets"
    for name in _ASSETS:
        (target / name).write_bytes((source / name).read_bytes())
    katex = source / "katex"
    (target / "katex" / "fonts").mkdir(parents=True, exist_ok=True)
    for name in _KATEX:
        (target / "katex" / name).write_bytes((katex / name).read_bytes())
    for font in (katex / "fonts").iterdir():
        if font.name.endswith(".woff2"):
            (target / "katex" / "fonts" / font.name).write_bytes(font.read_bytes())


def _copy_plots(plots: Sequence[Plot], target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    for plot in plots:
        for path in plot.files:
            if path.parent.resolve() != target.resolve():
                shutil.copyfile(path, target / path.name)


def _by_problem(runset: RunSet) -> dict[str, list[Row]]:
    found: dict[str, list[Row]] = {}
    for row in runset.rows:
        found.setdefault(row.record.problem_id, []).append(row)
    return found
