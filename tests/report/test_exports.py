import io
import json
from collections.abc import Callable
from pathlib import Path

import pandas as pd
import pytest

import mathloop
from mathloop.errors import RunStoreError
from mathloop.report import build_report, load_runs, write_corpus, write_report
from mathloop.report.exports import RESULT_COLUMNS, write_parquet
from mathloop.runs.storage.ledger import read_ledger
from report_stores import P, paired_ten

MakeRun = Callable[..., Path]


def test_parquet_loads_in_pandas_with_typed_columns(make_run: MakeRun, tmp_path: Path) -> None:
    problems = [*paired_ten(), P("nolevel", "a", None, level=None, subject=None)]
    path = tmp_path / "results.parquet"
    write_parquet(load_runs([make_run("ten", problems)]), path)
    frame = pd.read_parquet(path)
    assert list(frame.columns) == list(RESULT_COLUMNS)
    assert len(frame) == 21
    assert str(frame["level"].dtype) == "Int64"
    assert str(frame["correct"].dtype) == "bool"
    assert str(frame["verdict_equal"].dtype) == "boolean"
    assert str(frame["elapsed_s"].dtype) == "float64"
    assert pd.api.types.is_string_dtype(frame["problem_id"])
    missing = frame[frame["problem_id"] == "nolevel"].iloc[0]
    assert pd.isna(missing["level"]) and pd.isna(missing["answer"])
    accuracy = frame[frame["problem_id"] != "nolevel"].groupby("method")["correct"].mean()
    assert accuracy.to_dict() == {"a": 0.5, "b": 0.8}
    kinds = frame.groupby("failure_class")["wrong_kind"].unique()
    assert list(kinds["WRONG_RESULT"]) == ["numeric"]
    assert pd.isna(kinds["VERIFIED_CORRECT_RESULT"]).all()


def test_parquet_loads_in_duckdb(make_run: MakeRun, tmp_path: Path) -> None:
    duckdb = pytest.importorskip("duckdb")
    path = tmp_path / "results.parquet"
    write_parquet(load_runs([make_run("ten", paired_ten())]), path)
    rows = duckdb.sql(
        f"SELECT method, sum(correct::INT) AS c, max(level) AS top FROM '{path}' "
        "GROUP BY method ORDER BY method"
    ).fetchall()
    assert rows == [("a", 5, 2), ("b", 8, 2)]


def test_write_report_lays_out_every_file(make_run: MakeRun, tmp_path: Path) -> None:
    report = build_report(load_runs([make_run("ten", paired_ten())]))
    files = write_report(report, tmp_path / "out")
    out = tmp_path / "out"
    assert files.markdown == out / "report.md"
    markdown = files.markdown.read_text()
    assert "### Accuracy" in markdown
    assert "| a | b | 10 | 4 | 1 | 4 | 1 | +30.0 |" in markdown
    csv = (out / "tables" / "paired.csv").read_text().splitlines()
    assert csv[0].startswith("run,model,benchmark,method A,method B,shared,both,only A,only B")
    assert csv[1].endswith(",0.375")
    names = {plot.name for plot in files.plots}
    assert {"accuracy_by_level", "subject_heatmap", "failure_taxonomy"} <= names
    assert {"accuracy_vs_tokens", "paired_tokens_a_vs_b"} <= names
    assert "accuracy_by_position" not in names  # no numbered problems
    for plot in files.plots:
        png, svg = plot.files
        assert png.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
        assert "<svg" in svg.read_text()[:500]
        assert (out / "html" / "plots" / svg.name).exists()
    assert files.html_index == out / "html" / "index.html"
    assert (out / "html" / "problems" / "p00.html").exists()
    assert len(pd.read_parquet(files.parquet)) == 20


def test_trace_corpus_lines(make_run: MakeRun) -> None:
    problems = [P("q1", "m", True, statement="What is 3 + 4?", answer="7", stdout="RESULT: 7\n")]
    buffer = io.StringIO()
    assert write_corpus(load_runs([make_run("c", problems)]), buffer) == 1
    entry = json.loads(buffer.getvalue())
    assert entry["problem"] == "What is 3 + 4?"
    assert entry["problem_exact"] is True
    assert entry["gold"] == "7"
    assert entry["final_answer"] == "7"
    (attempt,) = entry["attempts"]
    assert attempt["program"] == 'print("RESULT: 7")'
    assert attempt["stdout"] == "RESULT: 7\n"
    assert attempt["deliberation"].startswith("```python")
    assert entry["steps"] == []


def test_reading_a_live_run_never_writes_to_it(make_run: MakeRun) -> None:
    root = make_run("live", paired_ten()[:4])
    results = root / "results.jsonl"
    torn = results.read_text() + '{"version": 1, "problem_id": "half'
    results.write_text(torn)
    runset = load_runs([root])
    assert len(runset.rows) == 4
    assert results.read_text() == torn  # the engine repairs, a report only reads


def test_the_results_of_a_live_run_are_read_by_the_one_ledger_reader(make_run: MakeRun) -> None:
    root = make_run("live", paired_ten()[:4])
    results = root / "results.jsonl"
    torn = results.read_text() + '{"version": 1, "problem_id": "half'
    results.write_text(torn)
    assert len(mathloop.load(root).records()) == 4
    assert [r.key for r in read_ledger(results)] == [r.record.key for r in load_runs([root]).rows]
    assert results.read_text() == torn


def test_a_bad_record_names_its_line(make_run: MakeRun) -> None:
    root = make_run("bad", paired_ten()[:2])
    results = root / "results.jsonl"
    results.write_text(results.read_text() + '{"version": 1}\n')
    with pytest.raises(RunStoreError, match=r"results.jsonl:3: bad record"):
        load_runs([root])


def test_a_folder_that_is_not_a_run(tmp_path: Path) -> None:
    with pytest.raises(RunStoreError, match=r"no manifest\.json"):
        load_runs([tmp_path])


def test_numbered_problems_get_the_position_figure(make_run: MakeRun, tmp_path: Path) -> None:
    problems = [P(f"aime{n}", m, n % 3 != 0, number=n) for n in range(1, 16) for m in ("a", "b")]
    files = write_report(build_report(load_runs([make_run("aime", problems)])), tmp_path / "o")
    names = {plot.name for plot in files.plots}
    assert "accuracy_by_position" in names
    assert "by_position" in {path.stem for path in files.csvs}


def test_taxonomy_plot_stacks_classes_not_the_wrong_result_split(make_run: MakeRun) -> None:
    from mathloop.report.plots import failure_taxonomy

    figure = failure_taxonomy(load_runs([make_run("ten", paired_ten())]))
    _, labels = figure.axes[0].get_legend_handles_labels()
    assert labels == ["VERIFIED_CORRECT_RESULT", "WRONG_RESULT"]


def test_pair_plots_are_named_by_their_methods() -> None:
    """A pair plot's file says which methods it compares (``vote(cot)`` as ``vote-cot``);
    the same pair in a second group gets ``_2``."""
    from mathloop.report.plots import pair_plot_names
    from mathloop.report.runset import Arm
    from mathloop.report.tables import Pair

    def pair(run: str, a: str, b: str) -> Pair:
        return Pair(Arm(run, "m", "math", a), Arm(run, "m", "math", b))

    pairs = [
        pair("r1", "pot", "vote(cot)"),
        pair("r2", "pot", "vote(cot)"),
        pair("r1", "cot", "iipc"),
    ]
    assert pair_plot_names(pairs) == [
        "paired_tokens_pot_vs_vote-cot",
        "paired_tokens_pot_vs_vote-cot_2",
        "paired_tokens_cot_vs_iipc",
    ]
