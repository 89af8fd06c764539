"""The index page (tables and plots) and the trace browser's page and data."""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources
from string import Template
from typing import Any

from mathloop.report.artifacts import Plot
from mathloop.report.runset import Row, RunSet
from mathloop.report.sampling import is_sampled
from mathloop.report.table import Table, display
from mathloop.report.tables import method_pairs, shared_outcomes
from mathloop.runs.storage.store import safe_name

from .escape import esc, script_json
from .tex import whole_tex

__all__ = [
    "MATH_SCRIPTS",
    "MATH_STYLES",
    "arm_anchor",
    "browser_page",
    "browser_rows",
    "index_page",
    "page",
    "problem_href",
]

_TEMPLATES = resources.files("mathloop.report.html") / "templates"
MATH_STYLES = ("assets/katex/katex.min.css",)
MATH_SCRIPTS = ("assets/katex/katex.min.js", "assets/math.js")
_PAIR_NAMES = {(True, True): "both correct", (True, False): "only A", (False, True): "only B"}


def _template(name: str) -> Template:
    return Template((_TEMPLATES / name).read_text(encoding="utf-8"))


def page(
    title: str, body: str, *, root: str = "", scripts: Sequence[str] = (), math: bool = False
) -> str:
    """A whole page from the layout template; ``body`` must already be escaped HTML.

    ``math`` loads KaTeX and ``assets/math.js`` (before ``scripts``, which may use them) to
    typeset what :mod:`.tex` marked; pages without math load neither.
    """
    styles = ""
    if math:
        styles = "".join(f'<link rel="stylesheet" href="{esc(root + h)}">\n' for h in MATH_STYLES)
        scripts = [*MATH_SCRIPTS, *scripts]
    tags = "".join(f'<script src="{esc(root + src)}"></script>\n' for src in scripts)
    return _template("page.html").substitute(
        title=esc(title), root=root, body=body, styles=styles, scripts=tags
    )


def problem_href(problem_id: str) -> str:
    """The problem page of a problem id, relative to the report folder."""
    return f"problems/{safe_name(problem_id)}.html"


def arm_anchor(runset: RunSet, row: Row) -> str:
    """The id of an arm's column on a problem page (one per sample: ``arm-1-sample-03``)."""
    anchor = f"arm-{runset.arms().index(row.arm) + 1}"
    sample = row.record.sample
    return anchor if sample is None else f"{anchor}-sample-{sample:02d}"


def _table_html(table: Table) -> str:
    head = "".join(f"<th>{esc(c.name)}</th>" for c in table.columns)
    links = table.links or (None,) * len(table.rows)
    if table.links:
        head += "<th>traces</th>"
    body = []
    for row, link in zip(table.rows, links, strict=True):
        cells = "".join(
            f'<td class="{"num" if c.numeric else "text"}">{esc(display(v, c))}</td>'
            for v, c in zip(row, table.columns, strict=True)
        )
        if table.links:
            cells += f'<td><a href="traces.html{esc(link or "")}">browse</a></td>'
        body.append(f"<tr>{cells}</tr>")
    note = f'<p class="table-note">{esc(table.note)}</p>' if table.note else ""
    return (
        f'<h2 id="{esc(table.name)}">{esc(table.title)}</h2>\n<div class="scroll">'
        f'<table class="data"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}'
        f"</tbody></table></div>\n{note}"
    )


def _figure_html(plot: Plot) -> str:
    return (
        f'<figure id="plot-{esc(plot.name)}"><img src="plots/{esc(plot.name)}.svg" '
        f'alt="{esc(plot.caption)}"><figcaption>{esc(plot.caption)} '
        f'<a href="plots/{esc(plot.name)}.png">PNG</a></figcaption></figure>'
    )


def _runs_html(runset: RunSet) -> str:
    items = "".join(
        f"<tr><td>{esc(run.name)}</td><td>{esc(run.model)}</td><td>{len(run.records)}</td>"
        f"<td>{esc(run.manifest.get('started_at'))}</td>"
        f"<td>{esc(run.manifest.get('finished_at') or 'not finished')}</td></tr>"
        for run in runset.runs
    )
    head = "<th>run</th><th>model</th><th>records</th><th>started</th><th>finished</th>"
    return f'<table class="data"><thead><tr>{head}</tr></thead><tbody>{items}</tbody></table>'


def index_page(runset: RunSet, tables: Sequence[Table], plots: Sequence[Plot]) -> str:
    """Tables and figures, with links from the accuracy rows into the trace browser."""
    contents = "".join(f'<li><a href="#{esc(t.name)}">{esc(t.title)}</a></li>' for t in tables)
    if plots:
        contents += '<li><a href="#figures">Figures</a></li>'
    body = [
        "<h2>Runs</h2>",
        _runs_html(runset),
        f'<p><a href="traces.html">Browse all {len(runset.rows)} traces</a></p>',
        f"<nav><ol>{contents}</ol></nav>",
        *(_table_html(table) for table in tables),
    ]
    if plots:
        body += ['<h2 id="figures">Figures</h2>', *(_figure_html(plot) for plot in plots)]
    return page("mathloop report", "\n".join(body))


def _pair_tags(runset: RunSet) -> dict[tuple[object, str], list[str]]:
    """Paired-outcome tags per (group, problem), e.g. ``"A vs B: only B"``."""
    tags: dict[tuple[object, str], list[str]] = {}
    for pair in method_pairs(runset, None):
        arm_a, arm_b = pair.arms
        if is_sampled(runset.rows_of(arm_a)) or is_sampled(runset.rows_of(arm_b)):
            continue  # several outcomes per problem: no one paired outcome to tag
        prefix = f"{runset.label(arm_a)} vs {runset.label(arm_b)}"
        for problem, a, b in shared_outcomes(runset, pair):
            name = _PAIR_NAMES.get((a, b), "neither")
            for group in dict.fromkeys((arm_a.group, arm_b.group)):
                tags.setdefault((group, problem), []).append(f"{prefix}: {name}")
    return tags


def browser_rows(runset: RunSet) -> list[dict[str, Any]]:
    """One JSON row per record for the trace browser."""
    tags = _pair_tags(runset)
    return [
        {
            "problem": row.record.problem_id,
            **_sample_field(row),
            "href": f"{problem_href(row.record.problem_id)}#{arm_anchor(runset, row)}",
            "method": runset.label(row.arm),
            "outcome": row.record.failure_class,
            "correct": row.record.correct,
            "answer": row.record.answer,
            "answer_tex": whole_tex(row.record.answer),
            "gold": row.record.gold,
            "gold_tex": whole_tex(row.record.gold),
            "subject": row.record.subject,
            "level": row.record.level,
            "attempts": row.record.attempts,
            "output_tokens": row.record.output_tokens,
            "pairs": tags.get((row.arm.group, row.record.problem_id), []),
        }
        for row in runset.rows
    ]


def _sample_field(row: Row) -> dict[str, int]:
    """``{"sample": 3}`` for a sample of a run with several; nothing for a run without, so
    its browser data stays as it was."""
    return {} if row.record.sample is None else {"sample": row.record.sample}


def browser_page(runset: RunSet) -> str:
    """The trace browser: filters and a table filled by ``assets/browser.js``."""
    rows = browser_rows(runset)
    data = {"methods": [runset.label(arm) for arm in runset.arms()], "rows": rows}
    problems = dict.fromkeys(row.record.problem_id for row in runset.rows)
    links = "".join(f'<li><a href="{esc(problem_href(p))}">{esc(p)}</a></li>' for p in problems)
    body = _template("browser.html").substitute(
        data=script_json(data), noscript=f"<ul>{links}</ul>"
    )
    math = any(row["answer_tex"] or row["gold_tex"] for row in rows)
    return page("Trace browser", body, scripts=["assets/browser.js"], math=math)
