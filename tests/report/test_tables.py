"""Report tables on hand-made stores whose answers are known (see ``paired_ten``)."""

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console

from mathloop.errors import ConfigError
from mathloop.report import build_report, load_runs, print_run_summary
from mathloop.report.stats import bootstrap_ci
from mathloop.report.table import to_csv, to_markdown, to_rich
from mathloop.report.tables import (
    accuracy_table,
    by_level_table,
    by_position_table,
    by_subject_table,
    paired_table,
    position_band,
)
from mathloop.report.tables_calls import calls_table
from mathloop.report.tables_costs import (
    costs_tables,
    efficiency_table,
    paired_costs_table,
    taxonomy_table,
    verdicts_table,
)
from mathloop.runs import RunStore
from report_stores import P, paired_ten

MakeRun = Callable[..., Path]


def rows_by(table, key: str) -> dict:
    names = [c.name for c in table.columns]
    return {row[names.index(key)]: dict(zip(names, row, strict=True)) for row in table.rows}


@pytest.fixture
def ten(make_run: MakeRun):
    return load_runs([make_run("ten", paired_ten())])


def test_accuracy_with_interval_and_delta(ten) -> None:
    table = rows_by(accuracy_table(ten, baseline=None, seed=5), "method")
    a, b = table["a"], table["b"]
    assert (a["problems"], a["correct"], a["accuracy"]) == (10, 5, 0.5)
    assert (b["problems"], b["correct"], b["accuracy"]) == (10, 8, 0.8)
    assert a["Δ vs base pp"] is None  # a is the first method, so the baseline
    assert b["Δ vs base pp"] == pytest.approx(30.0)
    expected = bootstrap_ci([True] * 8 + [False] * 2, seed=5)
    assert (b["ci95 low"], b["ci95 high"]) == expected
    assert b["ci95 low"] < 0.8 < b["ci95 high"]


def test_paired_outcomes_and_mcnemar(ten) -> None:
    (row,) = rows_by(paired_table(ten, baseline=None, seed=0), "method A").values()
    assert (row["method A"], row["method B"]) == ("a", "b")
    counts = [row[k] for k in ("shared", "both", "only A", "only B", "neither")]
    assert counts == [10, 4, 1, 4, 1]
    assert row["Δ B−A pp"] == pytest.approx(30.0)
    assert row["McNemar p"] == pytest.approx(0.375)
    assert row["ci95 lo pp"] < 30.0 < row["ci95 hi pp"]


def test_baseline_flag_turns_the_pairs_around(ten) -> None:
    accuracy = rows_by(accuracy_table(ten, baseline="b", seed=0), "method")
    assert accuracy["a"]["Δ vs base pp"] == pytest.approx(-30.0)
    assert accuracy["b"]["Δ vs base pp"] is None
    (row,) = rows_by(paired_table(ten, baseline="b", seed=0), "method A").values()
    assert (row["method A"], row["only A"], row["only B"]) == ("b", 4, 1)
    assert row["McNemar p"] == pytest.approx(0.375)


def test_unknown_baseline_is_a_clear_error(ten) -> None:
    with pytest.raises(ConfigError, match="baseline method 'zzz' is in no run"):
        accuracy_table(ten, baseline="zzz", seed=0)


def test_accuracy_by_level_and_subject(ten) -> None:
    levels = rows_by(by_level_table(ten), "level")
    assert (levels["1"]["a"], levels["1"]["b"]) == (0.6, 0.8)
    assert (levels["2"]["a"], levels["2"]["b"]) == (0.4, 0.8)
    subjects = rows_by(by_subject_table(ten), "subject")
    assert (subjects["Algebra"]["a"], subjects["Geometry"]["a"]) == (1.0, 0.0)
    assert subjects["Geometry"]["n"] == 5


def test_calls_table_counts_endings_and_evaluated_prompt(make_run: MakeRun) -> None:
    problems = [
        P("p1", "a", True, finish_reason="block_closed", prompt_tokens_processed=40),
        P("p2", "a", None, finish_reason="repetition", prompt_tokens_processed=100),
        P("p3", "a", False, finish_reason="length", prompt_tokens_processed=60),
        P("p1", "b", True),
    ]
    rows = rows_by(calls_table(load_runs([make_run("calls", problems)])), "arm")
    a, b = rows["a"], rows["b"]
    assert (a["calls"], a["block_closed"], a["repetition"], a["length"]) == (3, 1, 1, 1)
    assert (a["prompt tok sent"], a["prompt tok evaluated"]) == (300, 200)
    assert a["prefix reused"] == pytest.approx(1 / 3)
    assert (b["stop"], b["prompt tok evaluated"], b["prefix reused"]) == (1, None, None)
    assert "degenerate" not in a  # no call ended so: the table stays as before the guard


def test_calls_table_shows_degenerate_endings_when_there_are_any(make_run: MakeRun) -> None:
    problems = [P("p1", "a", None, finish_reason="degenerate"), P("p2", "a", True)]
    rows = rows_by(calls_table(load_runs([make_run("calls", problems)])), "arm")
    assert (rows["a"]["calls"], rows["a"]["degenerate"], rows["a"]["stop"]) == (2, 1, 1)


def test_the_taxonomy_counts_samples_in_a_run_with_samples(make_run: MakeRun) -> None:
    plain = load_runs([make_run("plain", [P("p1", "a", True)])])
    sampled = [P("p1", "a", True, sample=0), P("p1", "a", False, sample=1)]
    assert taxonomy_table(plain).title == "Failure taxonomy (problems per final class)"
    assert taxonomy_table(load_runs([make_run("sampled", sampled)])).title == (
        "Failure taxonomy (samples per final class)"
    )


def test_taxonomy_costs_and_efficiency(ten) -> None:
    taxonomy = rows_by(taxonomy_table(ten), "class")
    assert taxonomy["VERIFIED_CORRECT_RESULT"]["a"] == 5
    assert taxonomy["WRONG_RESULT"]["b"] == 2
    assert taxonomy["WRONG_RESULT: numeric"]["b"] == 2  # the wrong answers are "8"
    assert taxonomy["WRONG_RESULT: text"]["b"] == 0
    mean, median = costs_tables(ten)
    a_mean = {row[1]: row for row in mean.rows if row[0] == "a"}
    assert a_mean["all"][2:5] == (10, 100.0, 55.0)  # n, prompt, output tokens
    assert a_mean["correct"][4] == 30.0  # problems 0-4 cost 10..50 tokens
    assert a_mean["not correct"][4] == 80.0
    assert {row[1]: row[4] for row in median.rows if row[0] == "a"}["all"] == 55.0
    efficiency = rows_by(efficiency_table(ten), "arm")
    assert efficiency["a"]["total tokens"] == 1550
    assert efficiency["a"]["tokens per correct"] == 310.0
    assert efficiency["b"]["output tokens per correct"] == 125.0


def test_costs_split_by_paired_outcome(ten) -> None:
    table = rows_by(paired_costs_table(ten, baseline=None), "paired outcome")
    assert table["both correct"]["n"] == 4
    assert table["both correct"]["mean output tok A"] == 25.0
    assert table["only B"]["mean output tok A"] == 75.0
    assert table["neither"]["median output tok B"] == 100.0


def test_verdict_sources(make_run: MakeRun) -> None:
    problems = [
        P("q1", "m", True),
        P("q2", "m", True, decided_by="llm_judge"),
        P("q3", "m", False, decided_by="symbolic"),
        P("q4", "m", True, decided_by="undecided"),
        P("q5", "m", None),
    ]
    runset = load_runs([make_run("v", problems)])
    (row,) = rows_by(verdicts_table(runset), "arm").values()
    assert [row[k] for k in ("verdicts", "deterministic", "LLM judge", "undecided")] == [4, 2, 1, 1]
    assert row["no answer"] == 1
    assert row["deterministic share"] == 0.5
    taxonomy = rows_by(taxonomy_table(runset), "class")
    assert list(taxonomy) == [
        "VERIFIED_CORRECT_RESULT", "WRONG_RESULT", "WRONG_RESULT: numeric",
        "WRONG_RESULT: text", "UNDECIDED_RESULT", "NO_RESULT_LINE",
    ]  # fmt: skip


def test_wrong_results_split_into_numeric_and_text(make_run: MakeRun) -> None:
    problems = [
        P("w1", "m", False, answer="8"),
        P("w2", "m", False, answer="\\frac{3}{4}"),
        P("w3", "m", False, answer="n = 8"),
        P("w4", "m", True),
    ]
    taxonomy = rows_by(taxonomy_table(load_runs([make_run("w", problems)])), "class")
    assert taxonomy["WRONG_RESULT"]["m"] == 3
    assert (taxonomy["WRONG_RESULT: numeric"]["m"], taxonomy["WRONG_RESULT: text"]["m"]) == (2, 1)


def test_a_ledger_without_wrong_kind_is_split_by_its_answers(make_run: MakeRun) -> None:
    root = make_run("old", [P("w1", "m", False, answer="8"), P("w2", "m", False, answer="x+1")])
    ledger = root / "results.jsonl"
    lines = [json.loads(line) for line in ledger.read_text().splitlines()]
    for line in lines:
        del line["wrong_kind"]  # as runs wrote them before the field
    ledger.write_text("".join(json.dumps(line) + "\n" for line in lines))
    runset = load_runs([root])
    assert {row.record.wrong_kind for row in runset.rows} == {None}
    taxonomy = rows_by(taxonomy_table(runset), "class")
    assert (taxonomy["WRONG_RESULT: numeric"]["m"], taxonomy["WRONG_RESULT: text"]["m"]) == (1, 1)


def test_no_wrong_results_no_split(make_run: MakeRun) -> None:
    taxonomy = taxonomy_table(load_runs([make_run("right", [P("r1", "m", True)])]))
    assert [row[0] for row in taxonomy.rows] == ["VERIFIED_CORRECT_RESULT"]
    assert taxonomy.note == ""


@pytest.mark.parametrize(
    ("number", "band"), [(1, "01–05"), (5, "01–05"), (6, "06–10"), (15, "11–15"), (16, "16+")]
)
def test_position_bands(number: int, band: str) -> None:
    assert position_band(number) == band


def test_position_table_only_for_numbered_problems(make_run: MakeRun, ten) -> None:
    assert by_position_table(ten) is None
    problems = [P(f"aime{n}", "m", n < 8, number=n) for n in (1, 2, 7, 12, 14)]
    table = rows_by(by_position_table(load_runs([make_run("aime", problems)])), "position")
    assert table["01–05"]["m"] == 1.0
    assert table["06–10"]["m"] == 1.0
    assert table["11–15"]["m"] == 0.0


def test_two_runs_are_separate_groups_with_distinct_labels(make_run: MakeRun) -> None:
    first = make_run("r1", paired_ten())
    second = make_run("r2", paired_ten(), model="model-y")
    runset = load_runs([first, second])
    labels = [runset.label(arm) for arm in runset.arms()]
    assert labels == [
        "r1 · model-x · a",
        "r1 · model-x · b",
        "r2 · model-y · a",
        "r2 · model-y · b",
    ]
    paired = paired_table(runset, baseline=None, seed=0)
    assert len(paired.rows) == 2  # a vs b within each run, never across runs


def test_renderers_keep_dataset_text_as_text(make_run: MakeRun) -> None:
    problems = [P("x1", "m", True, subject="A|B <b>bold</b>")]
    table = by_subject_table(load_runs([make_run("md", problems)]))
    markdown = to_markdown(table)
    assert "A\\|B &lt;b&gt;bold&lt;/b&gt;" in markdown
    assert "<b>" not in markdown
    assert to_csv(table).splitlines() == ["subject,n,m", "A|B <b>bold</b>,1,1.0"]


def test_terminal_folds_constant_context_columns(ten) -> None:
    console = Console(width=200, record=True)
    console.print(to_rich(accuracy_table(ten, baseline=None, seed=0)))
    text = console.export_text()
    assert "run: ten · model: model-x · benchmark: handmade" in text
    assert "│ a " in text
    assert "50.0%" in text


def test_build_report_skips_empty_tables(ten) -> None:
    names = [table.name for table in build_report(ten).tables]
    assert names[:3] == ["settings", "accuracy", "paired"]
    assert "by_position" not in names


@pytest.mark.parametrize(
    ("manifest", "model"),
    [
        ({"run": {"backend": {"model": "qwen"}}}, "qwen"),
        (
            {"run": {}, "model": {"backend": "llamacpp", "name": "/m/smollm2.gguf"}},
            "smollm2.gguf",
        ),
        ({"run": {}, "model": {"backend": "openai", "name": "gpt-x"}}, "gpt-x"),
        ({"run": {}}, "unknown"),
    ],
)
def test_model_name_from_the_manifest(manifest: dict, model: str) -> None:
    from mathloop.report.runset import LoadedRun

    assert LoadedRun("r", Path("r"), manifest, ()).model == model


def test_run_summary_splits_wrong_results_too(make_run: MakeRun) -> None:
    root = make_run("s", [P("w1", "m", False, answer="8"), P("w2", "m", False, answer="x=1")])
    console = Console(record=True, width=120)
    print_run_summary(RunStore(root).load_results(), console)
    text = console.export_text()
    assert "WRONG_RESULT: numeric │ 1" in text
    assert "WRONG_RESULT: text    │ 1" in text


def _split_by_method(make_run: MakeRun, problems: list[P]) -> list[Path]:
    """One run folder per method, as a sweep writes its cells."""
    methods = dict.fromkeys(p.method for p in problems)
    return [make_run(m, [p for p in problems if p.method == m]) for m in methods]


def test_a_sweep_compares_its_cells_with_the_baseline_method(make_run: MakeRun) -> None:
    runset = load_runs(_split_by_method(make_run, paired_ten()))
    accuracy = rows_by(accuracy_table(runset, baseline="a", seed=0), "method")
    assert accuracy["a"]["Δ vs base pp"] is None
    assert accuracy["b"]["Δ vs base pp"] == pytest.approx(30.0)
    (named,) = rows_by(paired_table(runset, baseline="a", seed=0), "run").values()
    assert (named["run"], named["method A"], named["method B"]) == ("b", "a@a", "b")
    assert (named["only A"], named["only B"], named["McNemar p"]) == (1, 4, pytest.approx(0.375))
    costs = rows_by(paired_costs_table(runset, baseline="a"), "paired outcome")
    assert costs["both correct"]["n"] == 4
    # Without a baseline each cell stands alone, as before.
    assert paired_table(runset, baseline=None, seed=0).rows == ()


def test_method_at_run_is_the_baseline_of_every_run(make_run: MakeRun) -> None:
    ten = paired_ten()
    cold = make_run("t0.1", [P(p.problem_id, "iipc", p.correct) for p in ten if p.method == "a"])
    hot = make_run("t0.9", [P(p.problem_id, "iipc", p.correct) for p in ten if p.method == "b"])
    runset = load_runs([cold, hot])
    accuracy = accuracy_table(runset, baseline="iipc@t0.1", seed=0)
    deltas = dict(zip(accuracy.column("run"), accuracy.column("Δ vs base pp"), strict=True))
    assert deltas["t0.1"] is None
    assert deltas["t0.9"] == pytest.approx(30.0)
    assert "iipc@t0.1" in accuracy.note
    (row,) = paired_table(runset, baseline="iipc@t0.1", seed=0).rows
    assert row[3:5] == ("iipc@t0.1", "iipc")
    with pytest.raises(ConfigError, match=r"no run 't0\.2' with method 'iipc'"):
        accuracy_table(runset, baseline="iipc@t0.2", seed=0)


def test_a_cross_run_baseline_prefers_the_run_with_the_same_problems(make_run: MakeRun) -> None:
    first = make_run("pot-s1", [P("x1", "pot", True), P("x2", "pot", True)])
    second = make_run("pot-s2", [P("y1", "pot", False), P("y2", "pot", False)])
    cell = make_run("iipc-s2", [P("y1", "iipc", True), P("y2", "iipc", True)])
    accuracy = accuracy_table(load_runs([first, second, cell]), baseline="pot", seed=0)
    deltas = dict(zip(accuracy.column("run"), accuracy.column("Δ vs base pp"), strict=True))
    assert deltas["iipc-s2"] == pytest.approx(100.0)  # against pot-s2 (0%), not pot-s1


def test_runs_of_one_folder_name_are_told_apart_by_their_parents(tmp_path: Path) -> None:
    """``iipc-ablations/math`` beside ``iipc-agents/math``, as the published runs are laid
    out; a run whose folder name is its own keeps just that."""
    from report_stores import write_run

    runs = [
        write_run(tmp_path / "results" / experiment / "math", [P("p1", method, True)])
        for experiment, method in (("iipc-ablations", "pot"), ("iipc-agents", "cr"))
    ]
    runs.append(write_run(tmp_path / "other" / "gsm8k", [P("p1", "cot", True)]))
    names = [run.name for run in load_runs(runs).runs]
    assert names == ["iipc-ablations/math", "iipc-agents/math", "gsm8k"]
