"""The Findings tables of ``results/README.md`` are what ``mathloop report`` computes
from the committed runs.

A published number must come from a run folder anyone can regenerate it from; these tests
recompute each quoted figure from ``results/`` and compare it with the README's text, so
an edited run or an edited README that no longer agree fail here.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from bench_modules import load_bench
from mathloop.cli.report import report_command
from mathloop.cli.reproduce import report_name, reproduce_command
from mathloop.methods.records import Trace
from mathloop.report import Table, build_report, load_runs, to_markdown
from mathloop.reproduce import Choices, get_experiment, opened_results
from mathloop.reproduce.published import published

ROOT = Path(__file__).resolve().parents[2]
RESULTS_README = ROOT / "results" / "README.md"
"""Where the findings and their tables are published (the README links to them)."""
README = " ".join(RESULTS_README.read_text(encoding="utf-8").split())  # reflow-proof
STRICT_RUN = ROOT / "results" / "relay-math500" / "run.zip"
SAVED_RUN = ROOT / "results" / "relay-math500-saved" / "run.zip"
SAVED_QUOTED = 100
"""The saved-run cell's problems the README quotes beside the strict cell (its first N, a
complete seeded sample, the strict cell's 100)."""
SAVED_MIDWAY = 200
"""The prefix the README quoted while the run grew; its paired sentence stays as a step on
the way to the full cell."""
SAVED_FULL = 500
"""All of MATH-500: the saved-run cell complete, at the essay's own size."""
SAVED_FULL_REPORT = (
    "mathloop reproduce relay-math500 --report-only --out results/relay-math500-saved"
)
"""The command that writes the full cell's tables in the essay's layout."""


needs_math500 = pytest.mark.data("math500/test.jsonl")
"""Reading a run's ``--limit N`` sample draws it from the benchmark file again."""


def _packed(experiment: Path, cell: str) -> Path:
    """The packed run of one cell of a published experiment (``mathloop pack``)."""
    return experiment / f"{cell}.zip"


@cache
def _tables(*runs: Path, baseline: str | None = None, limit: int | None = None) -> dict[str, Table]:
    """The tables ``mathloop report RUNS --baseline B [--limit N]`` prints, by name (built
    once per report: several tests read the same one)."""
    report = build_report(load_runs(list(runs), limit=limit), baseline=baseline, seed=0)
    return {table.name: table for table in report.tables}


def _dicts(table: Table) -> Iterator[dict[str, object]]:
    """The rows of ``table``, each keyed by its column names."""
    names = [column.name for column in table.columns]
    for values in table.rows:
        yield dict(zip(names, values, strict=True))


def _minutes(tables: dict[str, Table]) -> dict[str, float]:
    """Mean minutes per problem of each method (the report's ``costs_mean``, all problems)."""
    return {
        str(row["arm"]).rpartition(" · ")[2]: row["seconds"] / 60
        for row in _dicts(tables["costs_mean"])
        if row["subset"] == "all"
    }


def _row(table: Table, **match: object) -> dict[str, object]:
    for row in _dicts(table):
        if all(row[key] == value for key, value in match.items()):
            return row
    raise AssertionError(f"no row of {table.name} with {match}")


@pytest.fixture(scope="module")
def relay() -> dict[str, Table]:
    return _tables(STRICT_RUN)


def _results_tables() -> list[list[list[str]]]:
    """The Markdown tables of the README's Results section, as rows of cells (header first,
    the separator row left out)."""
    text = RESULTS_README.read_text(encoding="utf-8")
    section = text.split("\n## Findings\n", 1)[1].split("\n## ", 1)[0]
    tables: list[list[list[str]]] = []
    previous = ""
    for line in section.splitlines():
        if not line.startswith("|"):
            previous = line
            continue
        if not previous.startswith("|"):
            tables.append([])
        cells = _markdown_row(line)
        if cells is not None:
            tables[-1].append(list(cells))
        previous = line
    return tables


def _markdown_row(line: str) -> tuple[str, ...] | None:
    """The stripped cells of one Markdown table line, None for its separator row."""
    cells = tuple(cell.strip() for cell in line.strip().strip("|").split("|"))
    return None if all(set(cell) <= set("-: ") for cell in cells) else cells


def _quoted_report(header: str) -> tuple[list[Path], str | None, int | None]:
    """The run folders, ``--baseline`` and ``--limit`` of the ``mathloop report`` command a
    table names."""
    command = re.search(r"`(mathloop report [^`]+)`", header)
    assert command, f"a Results table names no `mathloop report` command: {header!r}"
    words = shlex.split(command.group(1))[2:]
    options = {word: words[i + 1] for i, word in enumerate(words) if word.startswith("--")}
    values = set(options.values())
    runs = [ROOT / word for word in words if not word.startswith("-") and word not in values]
    limit = options.get("--limit")
    return runs, options.get("--baseline"), None if limit is None else int(limit)


def _pp(value: object) -> str:
    assert isinstance(value, float)
    return f"{value:+.1f}"


def _recomputed(column: str, row: dict[str, object], paired: dict[str, object] | None) -> str:
    """What a README column shows for one method, from the report's tables."""
    share = {key: row[key] for key in ("accuracy", "ci95 low", "ci95 high")}
    if column in ("problems", "correct", "submitted"):
        return str(row[column])
    if column == "accuracy":
        return f"{100 * share['accuracy']:.1f}%"
    if column == "95% CI":
        return f"{100 * share['ci95 low']:.1f}–{100 * share['ci95 high']:.1f}%"
    if column.startswith("paired Δ vs"):
        if paired is None:
            return "—"
        lo, hi = _pp(paired["ci95 lo pp"]), _pp(paired["ci95 hi pp"])
        return f"{_pp(paired['Δ B−A pp'])} pp ({lo} to {hi})"
    if column == "McNemar p":
        return "—" if paired is None else f"{paired['McNemar p']:.2g}"
    raise AssertionError(f"README Results column {column!r} has no recomputation here")


@needs_math500
def test_every_results_table_is_what_its_command_computes() -> None:
    """Each Results table names the command that makes it. A ``mathloop report`` table's
    rows of a method (its first cell a `method`) are recomputed from the committed runs,
    cell by cell; rows of the papers' numbers (no backticks) are quoted, not computed. A
    table in an experiment's own layout (``mathloop reproduce ... --report-only``) is rebuilt
    from the runs, and every README row must be a row of it, the seed's numbers included."""
    tables = _results_tables()
    assert tables, "the README has no Results tables"
    for header, *rows in tables:
        reproduced = re.search(r"`(mathloop reproduce [^`]+)`", header[0])
        if reproduced:
            _assert_rows_reproduced(reproduced.group(1), header, rows)
            continue
        runs, baseline, limit = _quoted_report(header[0])
        found = _tables(*runs, baseline=baseline, limit=limit)
        methods = [row for row in rows if row[0].startswith("`")]
        assert methods, f"the table of {header[0]!r} quotes no method"
        for cells in methods:
            method = cells[0].strip("`")
            row = _row(found["accuracy"], method=method)
            paired = _paired_with_baseline(found["paired"], method, baseline)
            computed = [_recomputed(column, row, paired) for column in header[1:]]
            assert cells[1:] == computed, f"{header[0]}: row {method}"


@cache
def _reproduced_rows(command: str) -> tuple[tuple[str, ...], ...]:
    """The rows (cells stripped, separators left out) of every table ``command``, a
    ``mathloop reproduce --report-only`` command, writes into its report.md."""
    words = shlex.split(command)[2:]
    with reproduce_command.make_context("reproduce", words) as ctx:
        params = ctx.params
    assert params["report_only"], f"{command}: a quoted layout table comes from --report-only"
    experiment = get_experiment(params["experiment"])
    cells = experiment.cells(Choices(data=params["data"], benchmark=params["benchmark"]))
    include = tuple(ROOT / path for path in params["include"])
    opened = opened_results(
        cells, ROOT / params["out"], preset=experiment.preset, limit=params["limit"],
        include=include,
    )  # fmt: skip
    with opened as results:
        markdown = [to_markdown(exhibit.table) for exhibit in experiment.layout(results).tables]
    lines = "\n".join(markdown).splitlines()
    rows = (_markdown_row(line) for line in lines if line.startswith("|"))
    return tuple(row for row in rows if row is not None)


def _assert_rows_reproduced(command: str, header: list[str], rows: list[list[str]]) -> None:
    """The README table's column names (after its first, which names the command) and every
    row are the report's, cell for cell."""
    found = _reproduced_rows(command)
    assert any(row[1:] == tuple(header[1:]) for row in found), f"{command}: header {header}"
    for cells in rows:
        assert tuple(cells) in found, f"{command}: row {cells} is not in its report"


def _paired_with_baseline(
    table: Table, method: str, baseline: str | None
) -> dict[str, object] | None:
    """The paired row of ``method`` against the baseline (``METHOD@RUN`` when it came from
    another run, as the paired table names it)."""
    base = None if baseline is None else baseline.partition("@")[0]
    if base is None or method == base:
        return None
    for row in _dicts(table):
        if row["method B"] == method and str(row["method A"]).partition("@")[0] == base:
            return row
    raise AssertionError(f"no paired row of {method} against {baseline}")


def _paired_sentence(row: dict[str, object], a: str, b: str) -> str:
    """The counts and statistics of one paired row, as a README paragraph quotes them."""
    return (
        f"both {row['both']}, {b} only {row['only B']}, {a} only {row['only A']}, neither "
        f"{row['neither']}; Δ {row['Δ B−A pp']:+.1f} pp (95% CI {row['ci95 lo pp']:+.1f} to "
        f"{row['ci95 hi pp']:+.1f}), exact McNemar p = {row['McNemar p']:.2g}."
    )


def test_the_relay_paired_sentence(relay: dict[str, Table]) -> None:
    row = _row(relay["paired"], **{"method A": "one_shot_python", "method B": "relay_python"})
    assert "Paired: " + _paired_sentence(row, "one-shot", "relay") in README


def test_the_relay_paragraphs_counts(relay: dict[str, Table]) -> None:
    taxonomy = relay["taxonomy"]
    rejected = _row(taxonomy, **{"class": "CODE_REJECTED"})
    wrong = _row(taxonomy, **{"class": "WRONG_RESULT"})
    refused = f"{rejected['one_shot_python']} of 100 one-shot programs were refused"
    assert refused in README
    assert f"({rejected['relay_python']} refused at the end)" in README
    assert f"most of its submissions were wrong ({wrong['relay_python']})" in README
    records = load_runs([STRICT_RUN]).runs[0].records
    outcome = {(r.problem_id, r.method): r for r in records}
    relay_only = [
        p for (p, m), r in outcome.items()
        if m == "relay_python" and r.correct and not outcome[p, "one_shot_python"].correct
    ]  # fmt: skip
    refused_first = [
        p for p in relay_only if outcome[p, "one_shot_python"].failure_class == "CODE_REJECTED"
    ]
    assert f"In {len(refused_first)} of the {len(relay_only)} problems only relay solved" in README


def _published_reports() -> list[Path]:
    return sorted((ROOT / "results").glob("*/report/*/report.md"))


@pytest.mark.parametrize(
    "path", _published_reports(), ids=lambda p: str(p.parent.relative_to(ROOT))
)
def test_every_published_report_names_the_command_that_writes_it_again(path: Path) -> None:
    """The command is a valid ``mathloop`` command (parsed as the CLI parses it) whose output
    folder is this report's."""
    made_by = re.search(r"Made by `(mathloop [^`]+)`", path.read_text(encoding="utf-8"))
    assert made_by, f"{path} does not say which command made it"
    words = shlex.split(made_by.group(1))[1:]
    command = {"report": report_command, "reproduce": reproduce_command}[words[0]]
    with command.make_context(words[0], words[1:]) as ctx:
        out = ROOT / ctx.params["out"]
        if words[0] == "reproduce":
            experiment = get_experiment(ctx.params["experiment"])
            limit = ctx.params["limit"]
            out = out / "report" / report_name(experiment, ctx.params["benchmark"], limit)
    assert out == path.parent


IIPC_ABLATIONS = ROOT / "results" / "iipc-ablations"
IIPC_FAMILY = ("iipc_ns_nms", "iipc_ns", "iipc")
IIPC_CELLS_QUOTED = ("math", "gsm8k")
"""The cells of ``iipc-ablations`` whose paragraph the README quotes (complete ones only)."""


def _bench(name: str) -> ModuleType:
    """A script of ``bench/``, imported (the paragraphs quote what it prints)."""
    return load_bench(name)


def iipc_cell_sentences(run: Path) -> list[str]:
    """The figures the README's paragraph on one cell of the IIPC ablations quotes: IIPC
    against PoT paired, the minutes each took, and what each of IIPC's parts added."""
    tables = _tables(run, baseline="pot")
    row = _row(tables["paired"], **{"method A": "pot", "method B": "iipc"})
    paired = "IIPC against PoT, paired: " + _paired_sentence(row, "PoT", "IIPC")
    minutes = _minutes(tables)
    cost = (
        f"IIPC took {minutes['iipc']:.1f} minutes per problem on average, PoT {minutes['pot']:.1f}"
    )
    correct = {m: _row(tables["accuracy"], method=m)["correct"] for m in (*IIPC_FAMILY, "pot")}
    problems = _row(tables["accuracy"], method="iipc")["problems"]
    memory = correct["iipc_ns"] - correct["iipc_ns_nms"]
    branch = correct["iipc"] - correct["iipc_ns"]
    counts = (
        f"PoT solved {correct['pot']} of {problems} and IIPC {correct['iipc']}; of the parts "
        f"the ablations remove, the reflection memory added {memory} (IIPC-NS-NMS "
        f"{correct['iipc_ns_nms']}, IIPC-NS {correct['iipc_ns']}) and the CoT branch {branch} "
        f"(IIPC {correct['iipc']})"
    )
    return [paired, cost, counts]


def anchoring_sentence(run: Path) -> str:
    """How often IIPC's propositions boxed an answer and the submission followed it."""
    a = _bench("propositions_anchor").anchoring(run)["iipc"]
    return (
        f"boxed an answer in {a.boxed} of IIPC's {a.traces} traces, and the submission equalled "
        f"it in {a.followed}; of the {a.boxed - a.boxed_right} whose boxed answer was wrong, "
        f"IIPC solved {a.recovered} and PoT {a.baseline_right}"
    )


@pytest.mark.parametrize("cell", IIPC_CELLS_QUOTED)
def test_the_iipc_ablations_paragraph(cell: str) -> None:
    for sentence in iipc_cell_sentences(_packed(IIPC_ABLATIONS, cell)):
        assert sentence in README


def test_the_iipc_math_anchoring_figures() -> None:
    assert anchoring_sentence(_packed(IIPC_ABLATIONS, "math")) in README


def test_the_iipc_gsm8k_figures() -> None:
    """The GSM8K paragraph's own figures: CoT ahead, the rare early answer, the cost, and
    the paper's spread on GSM8K."""
    run = _packed(IIPC_ABLATIONS, "gsm8k")
    tables = _tables(run, baseline="pot")
    methods = ("cot", "pot_nc", "pot", *IIPC_FAMILY)
    correct = {m: _row(tables["accuracy"], method=m)["correct"] for m in methods}
    assert all(correct["cot"] > correct[m] for m in methods if m != "cot")
    assert f"plain CoT solved the most, {correct['cot']} of 30" in README
    paired = _dicts(tables["paired"])
    assert all(row["ci95 lo pp"] <= 0 <= row["ci95 hi pp"] for row in paired)
    assert "every paired 95% CI here includes zero" in README
    a = _bench("propositions_anchor").anchoring(run)["iipc"]
    early = (
        f"boxed an answer in {a.boxed} of IIPC's {a.traces} traces ({a.boxed_right} of them right)"
    )
    assert early in README
    minutes = _minutes(tables)
    assert 6 < minutes["iipc"] / minutes["pot"] < 7 and "more than six times" in README
    paper = published("iipc-table2-gsm8k")
    spreads = [
        max(v) - min(v) for v in zip(*(paper.rows[m] for m in ("cot", "pot", "iipc")), strict=True)
    ]
    assert max(spreads) < 1 and "within 1 point of each other on every model" in README


def test_the_propositions_table_in_the_methods_doc(monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/methods.md quotes what bench/propositions_anchor.py prints for the three cells."""
    monkeypatch.chdir(ROOT)
    cells = [Path("results/iipc-ablations") / f"{cell}.zip" for cell in ("math", "aime", "gsm8k")]
    printed = _bench("propositions_anchor").table(cells)
    doc = (ROOT / "docs" / "methods.md").read_text(encoding="utf-8")
    quoted = "\n".join(line.strip() for line in doc.splitlines())
    assert printed in quoted


IIPC_AGENTS = ROOT / "results" / "iipc-agents"
AGENT_NAMES = {"cr": "CR", "macm": "MACM"}


def agents_sentences(cell: str) -> list[str]:
    """The figures the README's paragraph on CR and MACM quotes for one benchmark: each
    against PoT paired, the minutes per problem, and how CR's rounds ended."""
    tables = _tables(_packed(IIPC_ABLATIONS, cell), _packed(IIPC_AGENTS, cell), baseline="pot")
    sentences = []
    for method, name in AGENT_NAMES.items():
        row = _paired_with_baseline(tables["paired"], method, "pot")
        assert row is not None
        sentences.append(f"{name} against PoT, paired: " + _paired_sentence(row, "PoT", name))
    minutes = _minutes(tables)
    sentences.append(
        f"CR took {minutes['cr']:.1f} minutes per problem on average, MACM "
        f"{minutes['macm']:.1f}, PoT {minutes['pot']:.1f} and IIPC {minutes['iipc']:.1f}"
    )
    traces = _bench("budgets_check").finished_traces(_packed(IIPC_AGENTS, cell))
    cr = [t for t in traces if t.method == "cr"]
    early = sum(t.stop_reason != "round_limit" for t in cr)
    sentences.append(f"CR's reporter ended {early} of its {len(cr)} problems before the last round")
    return sentences


@pytest.mark.parametrize("cell", ["math", "gsm8k"])
def test_the_iipc_agents_paragraph(cell: str) -> None:
    for sentence in agents_sentences(cell):
        assert sentence in README


def test_the_iipc_agents_figures() -> None:
    """MACM's MATH gap is the one agent gap outside noise, and its programs that printed no
    ``RESULT:`` are the answers it did not submit; the paper's rows are its numbers."""
    outside = []
    for cell in ("math", "gsm8k"):
        tables = _tables(_packed(IIPC_ABLATIONS, cell), _packed(IIPC_AGENTS, cell), baseline="pot")
        for method in ("cr", "macm", "iipc"):
            row = _paired_with_baseline(tables["paired"], method, "pot")
            assert row is not None
            if not row["ci95 lo pp"] <= 0 <= row["ci95 hi pp"]:
                outside.append((cell, method))
    assert outside == [("math", "macm")] and "only MACM's MATH gap is outside noise" in README
    records = load_runs([_packed(IIPC_AGENTS, "math")]).runs[0].records
    macm = [r for r in records if r.method == "macm"]
    silent = sum(r.failure_class == "NO_RESULT_LINE" for r in macm)
    assert sum(r.answer is None for r in macm) == silent
    assert f"in {silent} of its 30 MATH problems its executor's program printed no" in README
    for key, bench in (("iipc-table1-math", "MATH"), ("iipc-table2-gsm8k", "GSM8K")):
        paper = published(key)
        for model in ("GPT-4o-mini", "Gemini 2.0 Flash"):
            pot, cr, macm_, iipc = (paper.value(m, model) for m in ("pot", "cr", "macm", "iipc"))
            quoted = f"{pot:.2f}% → {cr:.2f}% / {macm_:.2f}% / {iipc:.2f}%"
            assert f"paper, {model}, " in README and quoted in README, (bench, model)


CONSENSUS = ROOT / "results" / "consensus"
VOTING = ROOT / "results" / "voting"


def _mean_costs(tables: dict[str, Table]) -> dict[str, tuple[float, float]]:
    """Mean output tokens and minutes per problem of each method (all problems)."""
    return {
        str(row["arm"]).rpartition(" · ")[2]: (row["output tok"], row["seconds"] / 60)
        for row in _dicts(tables["costs_mean"])
        if row["subset"] == "all"
    }


def issue26_sentences(cell: str, method: str) -> list[str]:
    """The figures the README's paragraph on issue 26 quotes for one benchmark and one of its
    methods (``consensus`` or ``vote(pot)``): paired against PoT, and output tokens and minutes
    per problem of both, from the report over all ten methods."""
    runs = [
        _packed(experiment, cell) for experiment in (IIPC_ABLATIONS, IIPC_AGENTS, CONSENSUS, VOTING)
    ]
    tables = _tables(*runs, baseline="pot")
    row = _paired_with_baseline(tables["paired"], method, "pot")
    assert row is not None
    costs = _mean_costs(tables)
    (tokens, minutes), (pot_tokens, pot_minutes) = costs[method], costs["pot"]
    name = {"math": "MATH", "gsm8k": "GSM8K"}[cell]
    return [
        f"{name}: {method} against PoT, paired: " + _paired_sentence(row, "PoT", method),
        f"{name}: {method} {tokens:.0f} output tokens and {minutes:.1f} minutes per problem on "
        f"average ({tokens / pot_tokens:.1f}× PoT's tokens), PoT {pot_tokens:.0f} and "
        f"{pot_minutes:.1f}",
    ]


@pytest.mark.parametrize("method", ["consensus", "vote(pot)"])
@pytest.mark.parametrize("cell", ["math", "gsm8k"])
def test_the_issue26_paragraph(cell: str, method: str) -> None:
    for sentence in issue26_sentences(cell, method):
        assert sentence in README, sentence


@needs_math500
@pytest.mark.parametrize(
    ("limit", "lead"),
    [
        (SAVED_QUOTED, "Saved run, paired: "),
        (SAVED_MIDWAY, f"first {SAVED_MIDWAY}, paired: "),
        (SAVED_FULL, f"All {SAVED_FULL}, paired: "),
    ],
)
def test_the_saved_run_paired_sentence(limit: int, lead: str) -> None:
    tables = _tables(SAVED_RUN, limit=limit)
    row = _row(tables["paired"], **{"method A": "one_shot_python", "method B": "relay_python"})
    assert lead + _paired_sentence(row, "one-shot", "relay") in README


@needs_math500
@pytest.mark.parametrize(
    ("method", "sentence"), [("one_shot_python", "One-shot: "), ("relay_python", "Relay: ")]
)
def test_the_allowlist_paragraph(method: str, sentence: str) -> None:
    """Each method under the strict list against itself under the saved run, paired."""
    baseline = f"{method}@relay-math500/run"
    tables = _tables(STRICT_RUN, SAVED_RUN, baseline=baseline, limit=SAVED_QUOTED)
    row = _row(tables["paired"], **{"method A": baseline, "method B": method})
    strict, saved = row["both"] + row["only A"], row["both"] + row["only B"]  # type: ignore[operator]
    paired = "paired: " if method == "one_shot_python" else ""
    quoted = (
        f"{sentence}{strict} → {saved} correct ({paired}both {row['both']}, saved run only "
        f"{row['only B']}, strict only {row['only A']}; Δ {row['Δ B−A pp']:+.1f} pp, 95% CI "
        f"{row['ci95 lo pp']:+.1f} to {row['ci95 hi pp']:+.1f}, McNemar p = "
        f"{row['McNemar p']:.2g})."
    )
    assert quoted in README


@needs_math500
@pytest.mark.parametrize(
    ("limit", "first_sentence", "wrong_sentence"),
    [
        (
            SAVED_QUOTED,
            "{first} of its {correct} correct answers came at the first attempt",
            "so {wrong} wrong answers were submitted at attempt 1",
        ),
        (
            SAVED_FULL,
            f"On all {SAVED_FULL}, "
            + "{first} of relay's {correct} correct answers came at the first "
            "attempt",
            "and {wrong} wrong answers were submitted at attempt 1",
        ),
    ],
)
def test_the_saved_run_attempt_counts(limit: int, first_sentence: str, wrong_sentence: str) -> None:
    records = load_runs([SAVED_RUN], limit=limit).runs[0].records
    relay = [r for r in records if r.method == "relay_python"]
    assert len(relay) == limit  # the first ``limit`` problems are all done
    correct = [r for r in relay if r.correct]
    first = sum(1 for r in correct if r.attempts == 1)
    assert first_sentence.format(first=first, correct=len(correct)) in README
    wrong = sum(1 for r in relay if r.failure_class == "WRONG_RESULT" and r.attempts == 1)
    assert wrong_sentence.format(wrong=wrong) in README


def test_the_full_run_paragraph() -> None:
    """The costs and failure counts the paragraph on all 500 problems quotes, from the
    essay-layout tables ``mathloop reproduce relay-math500 --report-only`` writes."""
    rows = {row[0]: row[1:] for row in _reproduced_rows(SAVED_FULL_REPORT)}
    tokens = [float(value) for value in rows["mean output tokens"][:2]]
    seconds = [float(value) for value in rows["mean seconds"][:2]]
    assert (
        f"Relay spends {tokens[1] / tokens[0]:.1f}× one-shot's output tokens ({tokens[1]:.0f} "
        f"against {tokens[0]:.0f} per problem) and {seconds[1] / seconds[0]:.1f}× its time "
        f"({seconds[1]:.0f} s against {seconds[0]:.0f} s)"
    ) in README
    missing, wrong = rows["NO_RESULT_LINE"], rows["WRONG_RESULT"]
    assert (
        f"({missing[0]} one-shot problems ended without one, {missing[1]} relay problems)" in README
    )
    assert f"(WRONG_RESULT {wrong[0]} → {wrong[1]})" in README


@needs_math500
def test_the_full_run_reruns() -> None:
    """How many of relay's traces wrote more than one program, and how many of those ran a
    program again (the essay's preset has no anti-repeat rule), counted as
    ``bench/every_attempt.py`` counts them."""
    every_attempt = _bench("every_attempt")
    several = again = 0
    for row in load_runs([SAVED_RUN], limit=SAVED_FULL).rows:
        if row.record.method != "relay_python":
            continue
        trace = Trace.model_validate_json(row.trace.read_bytes() or b"")
        written = [a for a in trace.attempts if a.selection is not None and a.selection.code]
        if len(written) > 1:
            several += 1
            again += every_attempt._reruns(trace) > 0
    assert f"{several} relay traces wrote more than one program, and {again} of them" in README


@needs_math500
def test_the_full_run_recoveries_at_the_first_attempt() -> None:
    """Of the problems only relay solved, how many it solved at its first attempt (a new
    sample, not a repair from feedback), and how many one-shot solved and relay did not."""
    records = load_runs([SAVED_RUN], limit=SAVED_FULL).runs[0].records
    one_shot = {r.problem_id: r for r in records if r.method == "one_shot_python"}
    relay = {r.problem_id: r for r in records if r.method == "relay_python"}
    recovered = [p for p, r in relay.items() if r.correct and not one_shot[p].correct]
    lost = [p for p, r in relay.items() if one_shot[p].correct and not r.correct]
    at_first = sum(1 for p in recovered if relay[p].attempts == 1)
    assert f"Relay recovers {len(recovered)} problems and loses {len(lost)}" in README
    assert (
        f"{at_first} of the {len(recovered)} it recovered were solved at relay's first attempt"
        in README
    )
    assert f"so feedback repaired {len(recovered) - at_first} problems at most" in README
