"""The IIPC paper's Tables 1-5 and Figures 2-3 from an experiment's runs.

Every table keeps the paper's layout and puts ours first: accuracy in percent with the Δ in
points in parentheses, then the paper's numbers for the same cells where it reports them,
each column naming the model it was measured on. Accuracy and Δ come from the report's
accuracy table, so a baseline in another run folder (Table 4's temperatures) is found there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from mathloop.report import Column, Table
from mathloop.report.table import Cell as Value
from mathloop.report.tables import accuracy_table

from .cells import Cell, benchmark_label
from .exhibits import Exhibit, Exhibits, Results
from .published import Published, published_tables

__all__ = ["LABELS", "Score", "scores", "table1", "table2", "table3", "table4", "table5"]

LABELS = {
    "cot": "CoT",
    "pot": "PoT",
    "pot_nc": "PoT-NC",
    "cr": "CR",
    "macm": "MACM",
    "iipc": "IIPC",
    "iipc_ns": "IIPC-NS",
    "iipc_ns_nms": "IIPC-NS-NMS",
}
"""The paper's names of mathloop's methods."""

_DATA_COLUMNS = (
    Column("cell"),
    Column("row"),
    Column("source"),
    Column("model"),
    Column("problems", numeric=True),
    Column("correct", numeric=True),
    Column("accuracy %", ".2f", numeric=True),
    Column("Δ pp", "+.2f", numeric=True),
)


class Score(NamedTuple):
    """One arm: problems finished, correct, accuracy in percent, Δ vs the baseline in points."""

    problems: int
    correct: int
    accuracy: float
    delta: float | None


def scores(results: Results, baseline: str) -> dict[tuple[str, str], Score]:
    """Every arm's :class:`Score` by (run folder, method); Δ only when the baseline has run."""
    runset = results.runset
    if not runset.rows:
        return {}
    method, _, run = baseline.partition("@")
    present = any(arm.method == method and run in ("", arm.run) for arm in runset.arms())
    table = accuracy_table(runset, baseline=baseline if present else None, seed=results.seed)
    found: dict[tuple[str, str], Score] = {}
    for values in table.rows:
        row = dict(zip((c.name for c in table.columns), values, strict=True))
        delta = _number(row["Δ vs base pp"]) if present else None
        score = Score(
            problems=int(_number(row["problems"]) or 0),
            correct=int(_number(row["correct"]) or 0),
            accuracy=100 * (_number(row["accuracy"]) or 0.0),
            delta=delta,
        )
        found[(str(row["run"]), str(row["method"]))] = score
    return found


def _number(value: Value) -> float | None:
    return float(value) if isinstance(value, (int, float)) else None


def _text(value: float | None, delta: float | None = None) -> str:
    """``94.13 (+1.55)``; ``—`` for a missing value."""
    if value is None:
        return "—"
    return f"{value:.2f}" if delta is None else f"{value:.2f} ({delta:+.2f})"


def published_block(key: str) -> Published | None:
    return published_tables().get(key)


def _ours_text(found: dict[tuple[str, str], Score], cell: Cell, method: str) -> str:
    score = found.get((cell.folder, method))
    return "—" if score is None else _text(score.accuracy, score.delta)


def _ours_data(
    results: Results,
    found: dict[tuple[str, str], Score],
    cell: Cell,
    method: str,
    row: str,
    *,
    delta: bool = True,
) -> list[Value]:
    """A CSV row of ours; ``delta=False`` leaves the Δ out (the caller has its own)."""
    score = found.get((cell.folder, method))
    model = results.model(cell)
    if score is None:
        return [cell.label, row, "ours", model, 0, 0, None, None]
    shown = score.delta if delta else None
    return [cell.label, row, "ours", model, score.problems, score.correct, score.accuracy, shown]


def _paper_data(cell: Cell, block: Published, row: str, method: str, column: str) -> list[Value]:
    """A CSV row of the paper's: ``method``'s value in ``column``, labelled ``row``."""
    value, delta = _paper_pair(block, method, column)
    return [cell.label, row, "paper", block.model(column), None, None, value, delta]


def _paper_pair(block: Published, row: str, column: str) -> tuple[float | None, float | None]:
    return block.value(row, column), block.delta(row, column)


def runs_note(results: Results, cells: Sequence[Cell]) -> str:
    """``Ours: model m, preset iipc-paper; problems: MATH 1483, AIME 933.``"""
    ran = [cell for cell in cells if results.loaded(cell)]
    if not ran:
        return "Ours: not run yet."
    models = ", ".join(dict.fromkeys(results.model(cell) for cell in ran))
    counts = [f"{c.label}: {results.problems(c) if c in ran else 'not run'}" for c in cells]
    problems = counts[0].rsplit(": ", 1)[1] if len(cells) == 1 else ", ".join(counts)
    return f"Ours: model {models}, preset {results.preset}; problems: {problems}."


def paper_note(blocks: Sequence[Published]) -> str:
    if not blocks:
        return ""
    named = "; ".join(f"{b.source}: {b.problems}, {b.models}" for b in blocks)
    return f" Paper: {named}."


def _method_exhibit(
    results: Results,
    cells: Sequence[Cell],
    *,
    name: str,
    title: str,
    baseline: str,
    paper_key: Callable[[Cell], str],
) -> Exhibit:
    """Methods (rows) × for each cell ours and the paper's models (columns): Tables 1 and 3."""
    found = scores(results, baseline)
    methods = list(dict.fromkeys(m for cell in cells for m in cell.methods))
    headers: list[str] = []
    columns: list[list[str]] = []
    data: list[list[Value]] = []
    blocks: list[Published] = []
    for cell in cells:
        prefix = f"{cell.label}: " if len(cells) > 1 else ""
        headers.append(f"{prefix}{results.model(cell)} (ours)")
        columns.append([_ours_text(found, cell, m) for m in methods])
        data += [_ours_data(results, found, cell, m, LABELS.get(m, m)) for m in methods]
        block = published_block(paper_key(cell))
        if block is None or block.benchmark != cell.benchmark:
            continue
        blocks.append(block)
        for model in block.columns:
            headers.append(f"{prefix}{model} (paper)")
            columns.append([_text(*_paper_pair(block, m, model)) for m in methods])
            data += [_paper_data(cell, block, LABELS.get(m, m), m, model) for m in methods]
    rows = [[LABELS.get(m, m), *(column[i] for column in columns)] for i, m in enumerate(methods)]
    label = LABELS.get(baseline, baseline)
    note = (
        f"Accuracy (%), Δ vs {label} in points in parentheses (the paper's as printed). "
        + runs_note(results, cells)
        + paper_note(blocks)
    )
    table = Table(
        name, title, (Column("method"), *(Column(h) for h in headers)), table_rows(rows), note
    )
    return Exhibit(table, Table(name, title, _DATA_COLUMNS, table_rows(data), note))


def table_rows(rows: Sequence[Sequence[Value]]) -> tuple[tuple[Value, ...], ...]:
    return tuple(tuple(row) for row in rows)


def table1(results: Results) -> Exhibits:
    """Table 1: PoT, CR, MACM, IIPC per benchmark, Δ vs PoT; the paper's five LLMs beside."""
    exhibits = [
        _method_exhibit(
            results,
            [cell],
            name=f"table1-{cell.folder}",
            title=f"Table 1: accuracy (%) on {cell.label}, Δ vs PoT",
            baseline="pot",
            paper_key=lambda c: f"iipc-table1-{c.benchmark}",
        )
        for cell in results.cells
    ]
    return Exhibits(tuple(exhibits))


def table2(results: Results) -> Exhibits:
    """Table 2: one row per LLM (ours first), one column per method, Δ vs CoT."""
    (cell,) = results.cells
    found = scores(results, "cot")
    methods = list(cell.methods)
    rows: list[list[Value]] = [
        [f"{results.model(cell)} (ours)", *(_ours_text(found, cell, m) for m in methods)]
    ]
    data = [_ours_data(results, found, cell, m, LABELS.get(m, m)) for m in methods]
    block = published_block(f"iipc-table2-{cell.benchmark}")
    blocks = [block] if block is not None else []
    for paper in blocks:
        for model in paper.columns:
            texts = [_text(*_paper_pair(paper, m, model)) for m in methods]
            rows.append([f"{model} (paper)", *texts])
            data += [_paper_data(cell, paper, LABELS.get(m, m), m, model) for m in methods]
    title = f"Table 2: accuracy (%) on {cell.label}, Δ vs CoT"
    note = (
        "Accuracy (%), ours with Δ vs CoT in points in parentheses. "
        + runs_note(results, [cell])
        + paper_note(blocks)
    )
    columns = (Column("LLM"), *(Column(LABELS.get(m, m)) for m in methods))
    table = Table("table2", title, columns, table_rows(rows), note)
    return Exhibits(
        (Exhibit(table, Table("table2", title, _DATA_COLUMNS, table_rows(data), note)),)
    )


def table3(results: Results) -> Exhibits:
    """Table 3: the ablations (rows) on each benchmark, Δ vs PoT; the paper's columns beside."""
    exhibit = _method_exhibit(
        results,
        results.cells,
        name="table3",
        title="Table 3: ablations, accuracy (%), Δ vs PoT",
        baseline="pot",
        paper_key=lambda c: f"iipc-table3-{c.benchmark}",
    )
    return Exhibits((exhibit,))


def table4(results: Results) -> Exhibits:
    """Table 4: IIPC's accuracy per temperature (a run each), Δ vs the first temperature."""
    first = results.cells[0]
    found = scores(results, f"iipc@{first.folder}")
    block = published_block(f"iipc-table4-{first.benchmark}")
    blocks = [block] if block is not None else []
    model = next((results.model(c) for c in results.cells if results.loaded(c)), "not run")
    headers = ["temperature", "problems", f"{model} (ours)"]
    headers += [f"{column} (paper)" for b in blocks for column in b.columns]
    rows: list[list[Value]] = []
    data: list[list[Value]] = []
    for cell in results.cells:
        score = found.get((cell.folder, "iipc"))
        paper = [_text(b.value(cell.label, column)) for b in blocks for column in b.columns]
        rows.append(
            [cell.label, score.problems if score else None, _ours_text(found, cell, "iipc")]
        )
        rows[-1] += paper
        data.append(_ours_data(results, found, cell, "iipc", "IIPC"))
        for b in blocks:
            data += [_paper_data(cell, b, "IIPC", cell.label, column) for column in b.columns]
    note = (
        f"Accuracy (%) of IIPC, one run per temperature; Δ vs {first.label} in points. "
        + runs_note(results, results.cells)
        + paper_note(blocks)
    )
    title = f"Table 4: IIPC temperature ablation on {benchmark_label(first.benchmark)}"
    columns = tuple(Column(h, numeric=h == "problems") for h in headers)
    table = Table("table4", title, columns, table_rows(rows), note)
    return Exhibits(
        (Exhibit(table, Table("table4", title, _DATA_COLUMNS, table_rows(data), note)),)
    )


def table5(results: Results) -> Exhibits:
    """Table 5: each agent without and with voting; the voting cell has Δ vs no voting."""
    (cell,) = results.cells
    found = scores(results, "cot")
    block = published_block(f"iipc-table5-{cell.benchmark}")
    agents = [m for m in cell.methods if not m.startswith("vote(")]
    rows: list[list[Value]] = []
    data: list[list[Value]] = []
    for agent in agents:
        alone, voted = found.get((cell.folder, agent)), found.get((cell.folder, f"vote({agent})"))
        gain = voted.accuracy - alone.accuracy if voted and alone else None
        label = LABELS.get(agent, agent)
        row: list[Value] = [
            label,
            _text(alone.accuracy if alone else None),
            _text(voted.accuracy if voted else None, gain),
        ]
        data.append(_ours_data(results, found, cell, agent, f"{label}, no voting", delta=False))
        voting = _ours_data(results, found, cell, f"vote({agent})", f"{label}, voting")
        data.append([*voting[:7], gain])
        if block is not None:
            row += [_text(*_paper_pair(block, agent, column)) for column in block.columns]
            data += [
                _paper_data(cell, block, f"{label}, {column}", agent, column)
                for column in block.columns
            ]
        rows.append(row)
    model = results.model(cell)
    headers = ["agent", f"no voting: {model} (ours)", f"voting: {model} (ours)"]
    if block is not None:
        headers += [f"{column}: {block.model(column)} (paper)" for column in block.columns]
    note = (
        "Accuracy (%); the voting cell's Δ (points) is its gain over no voting. Without voting "
        "each agent samples at 0.1, with voting at 0.7 with 5 voters and up to 7 to break a "
        "tie. " + runs_note(results, [cell]) + paper_note([block] if block else [])
    )
    title = f"Table 5: voting on {cell.label}"
    table = Table("table5", title, tuple(Column(h) for h in headers), table_rows(rows), note)
    return Exhibits(
        (Exhibit(table, Table("table5", title, _DATA_COLUMNS, table_rows(data), note)),)
    )
