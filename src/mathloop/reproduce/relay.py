"""The relay essay's tables from a one_shot_python vs relay_python run, beside the essay's.

MATH-500: aggregate, paired, level, subject, taxonomy and token tables; AIME: aggregate,
paired, position bands (P1-5, P6-10, P11-15), taxonomy and tokens. Both draw the paired
token plot. The essay's numbers are shown where it reports the same cell; its AIME is AIME
2026, so beside another AIME file they are context, not the same problems.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from statistics import median
from typing import TYPE_CHECKING, Any, get_args

from mathloop.report import Column, Table
from mathloop.report.table import Cell as Value
from mathloop.report.tables import Pair
from mathloop.report.tables_costs import taxonomy_rows
from mathloop.report.tables_settings import allowlist_of, preset_label
from mathloop.runs import ResultRecord, paired_outcomes, summarize
from mathloop.runs.storage.records import FailureClass
from mathloop.runs.storage.summary import accuracy

from .exhibits import Drawing, Exhibit, Exhibits, Results
from .published import Published, published_tables

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = ["ONE_SHOT", "RELAY", "aime", "math500", "position_band"]

ONE_SHOT, RELAY = "one_shot_python", "relay_python"

_PCT = ".1f"

Builder = Callable[["_Context"], Exhibit]


class _Context:
    """One relay run and the essay's blocks for its benchmark."""

    def __init__(self, results: Results, essay: str) -> None:
        (self.cell,) = results.cells
        self.results = results
        self.essay = essay
        self.one_shot = [row.record for row in results.rows(self.cell, ONE_SHOT)]
        self.relay = [row.record for row in results.rows(self.cell, RELAY)]
        self.ours = f"ours: {results.model(self.cell)}"

    def block(self, table: str) -> Published | None:
        return published_tables().get(f"essay-{self.essay}-{table}")

    def essay_source(self, block: Published) -> str:
        return f"essay: {block.measured_on}"

    def note(self, block: Published | None) -> str:
        cell, results = self.cell, self.results
        run = results.run_of(cell)
        if run is not None:
            ours = f"Ours: {results.problems(cell)} problems, {_ran_under(run.manifest)}."
        else:
            ours = "Ours: not run yet."
        essay = f" Essay: {block.source}." if block is not None else ""
        return ours + essay


def _ran_under(manifest: Mapping[str, Any]) -> str:
    """``preset relay-essay, allowlist strict + sympy``: what the run's manifest records."""
    settings = manifest.get("run") or {}
    allowlist = allowlist_of(settings)
    shown = f", allowlist {allowlist.label}" if allowlist else ""
    return f"preset {preset_label(settings)}{shown}"


def _accuracy(records: Sequence[ResultRecord]) -> float | None:
    share = accuracy(records)
    return None if share is None else 100 * share


def _difference(a: float | None, b: float | None) -> float | None:
    return None if a is None or b is None else b - a


def _table(
    context: _Context,
    name: str,
    title: str,
    columns: Sequence[Column],
    rows: Sequence[Sequence[Value]],
    block: Published | None,
) -> Exhibit:
    frozen = tuple(tuple(row) for row in rows)
    return Exhibit(Table(name, title, tuple(columns), frozen, context.note(block)))


def _aggregate(context: _Context) -> Exhibit:
    block = context.block("aggregate")
    rows: list[list[Value]] = []
    for summary in summarize([*context.one_shot, *context.relay]):
        rows.append(
            [
                context.ours,
                summary.mode,
                summary.problems,
                summary.verified_correct,
                100 * summary.accuracy,
                summary.submitted_answers,
                summary.average_attempts,
            ]
        )
    if block is not None:
        rows += [
            [context.essay_source(block), mode, *values] for mode, values in block.rows.items()
        ]
    columns = (
        Column("source"),
        Column("mode"),
        Column("problems", numeric=True),
        Column("verified correct", numeric=True),
        Column("accuracy %", _PCT, numeric=True),
        Column("submitted answers", numeric=True),
        Column("average attempts", ".2f", numeric=True),
    )
    return _table(context, "aggregate", "Aggregate results", columns, rows, block)


def _paired(context: _Context) -> Exhibit:
    block = context.block("paired")
    rows: list[list[Value]] = []
    if context.one_shot and context.relay:
        paired = paired_outcomes([*context.one_shot, *context.relay], ONE_SHOT, RELAY)
        counts = [paired.both_correct, paired.only_b, paired.only_a, paired.neither]
        rows.append([context.ours, *counts, paired.only_b - paired.only_a])
    if block is not None:
        both, relay, one_shot, neither = block.rows["problems"]
        net = None if relay is None or one_shot is None else relay - one_shot
        rows.append([context.essay_source(block), both, relay, one_shot, neither, net])
    columns = (
        Column("source"),
        Column("both correct", numeric=True),
        Column("relay only (recovered)", numeric=True),
        Column("one-shot only (regressed)", numeric=True),
        Column("neither", numeric=True),
        Column("net gain", "+d", numeric=True),
    )
    return _table(context, "paired", "Paired outcomes per problem", columns, rows, block)


def _split(
    records: Sequence[ResultRecord], key: Callable[[ResultRecord], Hashable]
) -> dict[str, list[ResultRecord]]:
    found: dict[str, list[ResultRecord]] = {}
    for record in records:
        value = key(record)
        if value is not None:
            found.setdefault(str(value), []).append(record)
    return found


def _breakdown(
    context: _Context,
    *,
    name: str,
    title: str,
    key_name: str,
    key: Callable[[ResultRecord], Hashable],
) -> Exhibit:
    """Accuracy per level (or subject) of both protocols, Δ, and the essay's beside."""
    block = context.block(name)
    one_shot, relay = _split(context.one_shot, key), _split(context.relay, key)
    known = set(one_shot) | set(relay) | set(block.rows if block else ())
    values = sorted(known, key=lambda v: (not v.isdigit(), int(v) if v.isdigit() else 0, v))
    essay_n = block is not None and "problems" in block.columns
    rows: list[list[Value]] = []
    for value in values:
        a, b = _accuracy(one_shot.get(value, [])), _accuracy(relay.get(value, []))
        n = max(len(one_shot.get(value, [])), len(relay.get(value, [])))
        row: list[Value] = [value, n, a, b, _difference(a, b)]
        if block is not None:
            essay_a, essay_b = block.value(value, ONE_SHOT), block.value(value, RELAY)
            printed = block.delta(value, RELAY)
            shown = printed if printed is not None else _difference(essay_a, essay_b)
            row += [block.value(value, "problems")] if essay_n else []
            row += [essay_a, essay_b, shown]
        rows.append(row)
    columns = [
        Column(key_name),
        Column("n", numeric=True),
        Column("one-shot %", _PCT, numeric=True),
        Column("relay %", _PCT, numeric=True),
        Column("Δ pp", "+.1f", numeric=True),
    ]
    if block is not None:
        columns += [Column("essay n", numeric=True)] if essay_n else []
        columns += [
            Column("essay one-shot %", _PCT, numeric=True),
            Column("essay relay %", _PCT, numeric=True),
            Column("essay Δ pp", "+.1f", numeric=True),
        ]
    return _table(context, name, title, columns, rows, block)


def _level(context: _Context) -> Exhibit:
    return _breakdown(
        context, name="level", title="Accuracy by level", key_name="level", key=lambda r: r.level
    )


def _subject(context: _Context) -> Exhibit:
    return _breakdown(
        context,
        name="subject",
        title="Accuracy by subject",
        key_name="subject",
        key=lambda r: r.subject,
    )


def position_band(number: int | None) -> str | None:
    """The essay's AIME position band of a problem number: P1–5, P6–10 or P11–15."""
    if number is None or not 1 <= number <= 15:
        return None
    start = 5 * ((number - 1) // 5) + 1
    return f"P{start}–{start + 4}"


def _bands(context: _Context) -> Exhibit:
    block = context.block("bands")
    one_shot = _split(context.one_shot, lambda r: position_band(r.number))
    relay = _split(context.relay, lambda r: position_band(r.number))
    rows: list[list[Value]] = []
    for band in ("P1–5", "P6–10", "P11–15"):
        a, b = one_shot.get(band, []), relay.get(band, [])
        row: list[Value] = [band, max(len(a), len(b)), sum(r.correct for r in a)]
        row.append(sum(r.correct for r in b))
        if block is not None:
            row += [block.value(band, c) for c in ("problems", ONE_SHOT, RELAY)]
        rows.append(row)
    columns = [
        Column("position"),
        Column("problems", numeric=True),
        Column("one-shot correct", numeric=True),
        Column("relay correct", numeric=True),
    ]
    if block is not None:
        columns += [
            Column("essay problems", numeric=True),
            Column("essay one-shot correct", numeric=True),
            Column("essay relay correct", numeric=True),
        ]
    title = "Correct answers by problem position (both exams)"
    return _table(context, "bands", title, columns, rows, block)


def _taxonomy(context: _Context) -> Exhibit:
    block = context.block("taxonomy")
    sides = [context.one_shot, context.relay]
    named = [c for c in get_args(FailureClass) if block is not None and c in block.rows]
    rows: list[list[Value]] = []
    for label, counts in taxonomy_rows(sides, also=named):
        row: list[Value] = [label, *counts]
        if block is not None:  # the essay's numbers beside ours
            row += [block.value(label, ONE_SHOT), block.value(label, RELAY)]
        rows.append(row)
    columns = [Column("final class"), Column("one-shot", numeric=True)]
    columns.append(Column("relay", numeric=True))
    if block is not None:
        columns += [Column("essay one-shot", numeric=True), Column("essay relay", numeric=True)]
    return _table(context, "taxonomy", "Failure taxonomy (problems)", columns, rows, block)


_PAIRED = {
    "both correct": (True, True),
    "relay only": (False, True),
    "one-shot only": (True, False),
    "neither": (False, False),
}


_MEANS: dict[str, Callable[[ResultRecord], float]] = {
    "mean output tokens": lambda r: r.output_tokens,
    "mean prompt tokens": lambda r: r.prompt_tokens,
    "average attempts": lambda r: r.attempts,
    "mean seconds": lambda r: r.elapsed_s,
}


def _median(values: Sequence[float]) -> float | None:
    return float(median(values)) if values else None


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def _token_measures(context: _Context) -> dict[str, tuple[float | None, float | None]]:
    measures: dict[str, tuple[float | None, float | None]] = {}
    for label, value in _MEANS.items():
        measures[label] = (
            _mean([value(r) for r in context.one_shot]),
            _mean([value(r) for r in context.relay]),
        )
    relay = {r.problem_id: r for r in context.relay}
    pairs = [(a, relay[a.problem_id]) for a in context.one_shot if a.problem_id in relay]
    for label, outcome in _PAIRED.items():
        chosen = [(a, b) for a, b in pairs if (a.correct, b.correct) == outcome]
        measures[f"median output tokens, {label}"] = (
            _median([a.output_tokens for a, _ in chosen]),
            _median([b.output_tokens for _, b in chosen]),
        )
    return measures


def _tokens(context: _Context) -> Exhibit:
    block = context.block("tokens")
    rows: list[list[Value]] = []
    for measure, (a, b) in _token_measures(context).items():
        row: list[Value] = [measure, a, b]
        if block is not None:
            row += [block.value(measure, ONE_SHOT), block.value(measure, RELAY)]
        rows.append(row)
    columns = [
        Column("per problem"),
        Column("one-shot", ".2f", numeric=True),
        Column("relay", ".2f", numeric=True),
    ]
    if block is not None:
        columns += [
            Column("essay one-shot", ".2f", numeric=True),
            Column("essay relay", ".2f", numeric=True),
        ]
    title = "Tokens, attempts and time per problem"
    return _table(context, "tokens", title, columns, rows, block)


def _paired_plot(context: _Context) -> Drawing:
    def draw() -> Figure | None:
        from mathloop.report.plots import paired_tokens

        results, cell = context.results, context.cell
        arm_a, arm_b = results.arm(cell, ONE_SHOT), results.arm(cell, RELAY)
        if arm_a is None or arm_b is None:
            return None
        return paired_tokens(results.runset, Pair(arm_a, arm_b))

    caption = "Output tokens per problem: one_shot_python (A) against relay_python (B)"
    return Drawing("paired-tokens", caption, draw)


def _essay(results: Results, essay: str, builders: Sequence[Builder]) -> Exhibits:
    context = _Context(results, essay)
    return Exhibits(tuple(build(context) for build in builders), (_paired_plot(context),))


def math500(results: Results) -> Exhibits:
    """The essay's MATH-500 tables and the paired-token plot."""
    builders = (_aggregate, _paired, _level, _subject, _taxonomy, _tokens)
    return _essay(results, "math500", builders)


def aime(results: Results) -> Exhibits:
    """The essay's AIME tables (with the position bands) and the paired-token plot."""
    return _essay(results, "aime", (_aggregate, _paired, _bands, _taxonomy, _tokens))
