"""Each experiment's tables in the paper's layout, from small hand-made run folders."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from mathloop.reproduce import (
    Choices,
    Exhibits,
    get_experiment,
    load_results,
    write_exhibits,
)
from report_stores import P, write_run


def _outcomes(method: str, pattern: str, **fields) -> list[P]:
    """One problem per character: ``1`` correct, ``0`` wrong, ``-`` no answer."""
    answer = {"1": True, "0": False, "-": None}
    return [P(f"p{i}", method, answer[c], **fields) for i, c in enumerate(pattern)]


def _layout(name: str, root: Path, choices: Choices | None = None) -> Exhibits:
    experiment = get_experiment(name)
    results = load_results(experiment.cells(choices or Choices()), root, preset=experiment.preset)
    return experiment.layout(results)


def _table(exhibits: Exhibits, name: str):
    (exhibit,) = [e for e in exhibits.tables if e.name == name]
    return exhibit


def _rows(table) -> dict:
    names = [c.name for c in table.columns]
    return {row[0]: dict(zip(names, row, strict=True)) for row in table.rows}


def test_table1_is_methods_by_llm_with_delta_vs_pot(tmp_path: Path) -> None:
    math = [
        *_outcomes("pot", "1100"),
        *_outcomes("cr", "1000"),
        *_outcomes("macm", "0000"),
        *_outcomes("iipc", "1110"),
    ]
    write_run(tmp_path / "math", math, benchmark="math")
    exhibits = _layout("iipc-table1", tmp_path)
    assert [e.name for e in exhibits.tables] == ["table1-math", "table1-aime"]
    table = _table(exhibits, "table1-math").table
    assert [c.name for c in table.columns] == [
        "method",
        "model-x (ours)",
        "GPT-4o-mini (paper)",
        "Gemini 2.0 Flash (paper)",
        "Mistral Small 3.2 24B (paper)",
        "Gemma 3 27B (paper)",
        "Llama 4 Maverick (paper)",
    ]
    rows = _rows(table)
    assert list(rows) == ["PoT", "CR", "MACM", "IIPC"]
    assert rows["PoT"]["model-x (ours)"] == "50.00"
    assert rows["CR"]["model-x (ours)"] == "25.00 (-25.00)"
    assert rows["IIPC"]["model-x (ours)"] == "75.00 (+25.00)"
    assert rows["IIPC"]["Gemini 2.0 Flash (paper)"] == "94.13 (+1.55)"
    assert rows["PoT"]["GPT-4o-mini (paper)"] == "81.19"
    assert "problems: 4" in table.note
    aime = _rows(_table(exhibits, "table1-aime").table)
    assert aime["IIPC"]["not run (ours)"] == "—"  # the AIME run has not started
    assert aime["IIPC"]["Llama 4 Maverick (paper)"] == "69.77 (+7.28)"
    assert "Ours: not run yet." in _table(exhibits, "table1-aime").table.note
    data = _table(exhibits, "table1-math").data
    ours = [r for r in data.rows if r[2] == "ours" and r[1] == "IIPC"]
    assert ours == [("MATH", "IIPC", "ours", "model-x", 4, 3, 75.0, 25.0)]
    paper = [r for r in data.rows if r[2] == "paper" and r[1] == "IIPC" and r[3] == "Gemma 3 27B"]
    assert paper == [("MATH", "IIPC", "paper", "Gemma 3 27B", None, None, 90.56, 1.55)]


def test_table2_is_llms_by_method_with_delta_vs_cot(tmp_path: Path) -> None:
    problems = [
        *_outcomes("cot", "11"),
        *_outcomes("iipc", "10"),
        *_outcomes("pot", "11"),
        *_outcomes("macm", "00"),
        *_outcomes("cr", "1-"),
    ]
    write_run(tmp_path / "run", problems, benchmark="gsm8k")
    table = _table(_layout("iipc-table2", tmp_path), "table2").table
    assert [c.name for c in table.columns] == ["LLM", "CoT", "IIPC", "PoT", "MACM", "CR"]
    rows = _rows(table)
    assert next(iter(rows)) == "model-x (ours)"
    assert rows["model-x (ours)"]["CoT"] == "100.00"
    assert rows["model-x (ours)"]["IIPC"] == "50.00 (-50.00)"
    assert rows["model-x (ours)"]["CR"] == "50.00 (-50.00)"
    assert rows["Gemini 2.0 Flash (paper)"]["PoT"] == "95.75"
    assert len(rows) == 6


def test_table3_puts_each_benchmark_and_the_papers_columns_side_by_side(tmp_path: Path) -> None:
    methods = ("cot", "pot_nc", "pot", "iipc_ns_nms", "iipc_ns", "iipc")
    math = [p for m, pattern in zip(methods, ("10", "10", "10", "11", "11", "11"), strict=True)
            for p in _outcomes(m, pattern)]  # fmt: skip
    write_run(tmp_path / "math", math, benchmark="math")
    write_run(tmp_path / "aime", _outcomes("pot", "0") + _outcomes("iipc", "1"), benchmark="aime")
    table = _table(_layout("iipc-table3", tmp_path), "table3").table
    assert [c.name for c in table.columns] == [
        "method",
        "MATH: model-x (ours)",
        "MATH: Gemini 2.0 Flash (paper)",
        "AIME: model-x (ours)",
        "AIME: Gemini 2.0 Flash (paper)",
        "AIME: GPT-4o-mini (paper)",
    ]
    rows = _rows(table)
    assert list(rows) == ["CoT", "PoT-NC", "PoT", "IIPC-NS-NMS", "IIPC-NS", "IIPC"]
    assert rows["IIPC-NS"]["MATH: model-x (ours)"] == "100.00 (+50.00)"
    assert rows["IIPC"]["AIME: model-x (ours)"] == "100.00 (+100.00)"
    assert rows["CoT"]["AIME: model-x (ours)"] == "—"
    assert rows["IIPC-NS-NMS"]["AIME: GPT-4o-mini (paper)"] == "26.90 (-4.50)"
    assert rows["CoT"]["MATH: Gemini 2.0 Flash (paper)"] == "92.92"


def test_table3_on_another_benchmark_has_no_paper_columns(tmp_path: Path) -> None:
    write_run(tmp_path / "gsm8k", _outcomes("pot", "1") + _outcomes("iipc", "1"))
    table = _table(_layout("iipc-table3", tmp_path, Choices(benchmark="gsm8k")), "table3").table
    assert [c.name for c in table.columns] == ["method", "model-x (ours)"]


def test_table4_pivots_the_temperature_runs_with_delta_across_runs(tmp_path: Path) -> None:
    write_run(tmp_path / "t0.1", _outcomes("iipc", "1100"), benchmark="aime")
    write_run(tmp_path / "t0.3", _outcomes("iipc", "1110"), benchmark="aime")
    write_run(tmp_path / "t0.9", _outcomes("iipc", "1000"), benchmark="aime")
    table = _table(_layout("iipc-table4", tmp_path), "table4").table
    assert [c.name for c in table.columns] == [
        "temperature",
        "problems",
        "model-x (ours)",
        "Gemini 2.0 Flash (paper)",
    ]
    rows = _rows(table)
    assert list(rows) == ["0.1", "0.3", "0.5", "0.7", "0.9"]
    assert rows["0.1"]["model-x (ours)"] == "50.00"
    assert rows["0.3"]["model-x (ours)"] == "75.00 (+25.00)"  # Δ vs the t0.1 run
    assert rows["0.9"]["model-x (ours)"] == "25.00 (-25.00)"
    assert rows["0.5"]["model-x (ours)"] == "—"
    assert rows["0.5"]["Gemini 2.0 Flash (paper)"] == "63.56"
    assert table.title == "Table 4: IIPC temperature ablation on AIME"


def test_table5_is_the_voting_matrix(tmp_path: Path) -> None:
    problems = [
        *_outcomes("cot", "1000"),
        *_outcomes("vote(cot)", "1100"),
        *_outcomes("iipc", "1110"),
        *_outcomes("vote(iipc)", "1110"),
    ]
    write_run(tmp_path / "run", problems, benchmark="math")
    table = _table(_layout("iipc-table5", tmp_path), "table5").table
    assert [c.name for c in table.columns] == [
        "agent",
        "no voting: model-x (ours)",
        "voting: model-x (ours)",
        "no voting: Llama 4 Maverick (paper)",
        "voting: Llama 4 Maverick (paper)",
    ]
    rows = _rows(table)
    assert list(rows) == ["CoT", "PoT", "CR", "MACM", "IIPC"]
    assert rows["CoT"]["no voting: model-x (ours)"] == "25.00"
    assert rows["CoT"]["voting: model-x (ours)"] == "50.00 (+25.00)"
    assert rows["IIPC"]["voting: model-x (ours)"] == "75.00 (+0.00)"
    assert rows["PoT"]["voting: model-x (ours)"] == "—"
    assert rows["CR"]["voting: Llama 4 Maverick (paper)"] == "78.37 (+9.80)"


def test_figures_break_table1s_math_run_down_by_level_and_subject(tmp_path: Path) -> None:
    problems = [
        P("a", "pot", True, level=1, subject="Algebra"),
        P("b", "pot", False, level=5, subject="Geometry"),
        P("a", "iipc", True, level=1, subject="Algebra"),
        P("b", "iipc", True, level=5, subject="Geometry"),
    ]
    write_run(tmp_path / "math", problems, benchmark="math")
    exhibits = _layout("iipc-figures", tmp_path)
    levels = _rows(_table(exhibits, "figure2-by-level").table)
    assert list(levels) == ["1", "2", "3", "4", "5"]
    assert levels["5"]["PoT ours"] == 0.0
    assert levels["5"]["IIPC ours"] == 100.0
    assert levels["5"]["IIPC paper"] == 80.73
    assert levels["3"]["IIPC ours"] is None
    subjects = _rows(_table(exhibits, "figure3-by-subject").table)
    assert subjects["Geometry"]["IIPC ours"] == 100.0
    assert subjects["Precalculus"]["IIPC paper"] == 89.77
    files = write_exhibits(exhibits, tmp_path / "report", title="figures", intro=["x"])
    names = sorted(path.name for path in files.figures)
    assert names == [
        "figure2-by-level.png",
        "figure2-by-level.svg",
        "figure3-by-subject.png",
        "figure3-by-subject.svg",
    ]


def _relay_run(root: Path, benchmark: str, **extra) -> None:
    one_shot = [
        P("p0", "one_shot_python", True, level=1, subject="Algebra", output_tokens=300, **extra),
        P("p1", "one_shot_python", None, level=5, subject="Geometry", output_tokens=900),
        P("p2", "one_shot_python", False, level=5, subject="Geometry", output_tokens=500),
    ]
    relay = [
        P("p0", "relay_python", True, level=1, subject="Algebra", output_tokens=200, **extra),
        P("p1", "relay_python", True, level=5, subject="Geometry", output_tokens=400),
        P("p2", "relay_python", False, level=5, subject="Geometry", output_tokens=700),
    ]
    write_run(root / "run", one_shot + relay, benchmark=benchmark)


def test_relay_math500_prints_the_essays_tables_beside_ours(tmp_path: Path) -> None:
    _relay_run(tmp_path, "math500")
    exhibits = _layout("relay-math500", tmp_path)
    names = [e.name for e in exhibits.tables]
    assert names == ["aggregate", "paired", "level", "subject", "taxonomy", "tokens"]
    aggregate = _table(exhibits, "aggregate").table
    sources = aggregate.column("source")
    assert sources[:2] == ["ours: model-x"] * 2
    assert sources[2] == "essay: hf.co/unsloth/Qwen3.8-27B-GGUF:UD-Q3_K_XL"
    assert aggregate.rows[1][1:5] == ("relay_python", 3, 2, pytest.approx(200 / 3))
    assert aggregate.rows[3][1:] == ("relay_python", 500, 445, 89.0, 495, 1.45)
    paired = _table(exhibits, "paired").table
    assert paired.rows[0][1:] == (1, 1, 0, 1, 1)
    assert paired.rows[1][1:] == (305, 140, 13, 42, 127)
    level = _rows(_table(exhibits, "level").table)
    assert list(level) == ["1", "2", "3", "4", "5"]
    assert level["5"]["one-shot %"] == 0.0
    assert level["5"]["relay %"] == 50.0
    assert level["5"]["Δ pp"] == 50.0
    assert (level["5"]["essay one-shot %"], level["5"]["essay Δ pp"]) == (48.5, 32.1)
    assert level["3"]["essay Δ pp"] == 24.8
    subject = _rows(_table(exhibits, "subject").table)
    assert subject["Algebra"]["essay n"] == 124
    assert subject["Number Theory"]["essay Δ pp"] == 24.2
    taxonomy = _rows(_table(exhibits, "taxonomy").table)
    assert taxonomy["NO_RESULT_LINE"]["one-shot"] == 1
    assert taxonomy["CODE_REJECTED"]["essay one-shot"] == 92
    tokens = _rows(_table(exhibits, "tokens").table)
    assert tokens["median output tokens, relay only"]["one-shot"] == 900
    assert tokens["median output tokens, relay only"]["relay"] == 400
    assert tokens["mean output tokens"]["essay relay"] == 743.7
    files = write_exhibits(exhibits, tmp_path / "report", title="relay", intro=[])
    assert [p.name for p in files.figures] == ["paired-tokens.png", "paired-tokens.svg"]
    text = files.markdown.read_text()
    assert "### Paired outcomes per problem" in text
    assert "![Output tokens per problem" in text
    with (tmp_path / "report" / "level.csv").open() as handle:
        assert next(csv.reader(handle))[:3] == ["level", "n", "one-shot %"]


def test_relay_aime_counts_the_position_bands(tmp_path: Path) -> None:
    problems = [
        *(P(f"q{n}", "one_shot_python", n in (1, 2, 7), number=n) for n in (1, 2, 7, 12)),
        *(P(f"q{n}", "relay_python", n in (1, 7, 12), number=n) for n in (1, 2, 7, 12)),
    ]
    write_run(tmp_path / "run", problems, benchmark="aime")
    exhibits = _layout("relay-aime", tmp_path, Choices(data=Path("aime.jsonl")))
    assert [e.name for e in exhibits.tables] == [
        "aggregate",
        "paired",
        "bands",
        "taxonomy",
        "tokens",
    ]
    bands = _rows(_table(exhibits, "bands").table)
    assert list(bands) == ["P1–5", "P6–10", "P11–15"]
    assert (bands["P1–5"]["problems"], bands["P1–5"]["one-shot correct"]) == (2, 2)
    assert bands["P1–5"]["relay correct"] == 1
    assert bands["P11–15"]["relay correct"] == 1
    assert bands["P1–5"]["essay one-shot correct"] == 8
    assert bands["P6–10"]["essay relay correct"] == 9
    taxonomy = _rows(_table(exhibits, "taxonomy").table)
    assert (taxonomy["WRONG_RESULT"]["one-shot"], taxonomy["WRONG_RESULT"]["relay"]) == (1, 1)
    assert taxonomy["WRONG_RESULT: numeric"]["one-shot"] == 1  # "8"
    assert taxonomy["WRONG_RESULT: text"]["essay relay"] == 1


def test_an_experiment_not_yet_run_still_lays_out_the_papers_numbers(tmp_path: Path) -> None:
    exhibits = _layout("iipc-table2", tmp_path)
    table = _table(exhibits, "table2").table
    assert table.rows[0][1:] == ("—",) * 5
    assert "Ours: not run yet." in table.note
    files = write_exhibits(exhibits, tmp_path / "report", title="t", intro=[])
    assert files.markdown.exists()
