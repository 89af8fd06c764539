"""Generic jsonl/csv loaders, benchmark names, and where default data files are found."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest

from data_files import REPO_ROOT
from mathloop.benchmarks import (
    BENCHMARKS,
    DATA_DIR_ENV,
    content_id,
    data_dirs,
    default_data_path,
    load_benchmark,
    locations,
)
from mathloop.errors import ConfigError, DatasetError


def _write_jsonl(path: Path, rows: Sequence[Mapping[str, object]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


def test_custom_jsonl_with_content_ids(tmp_path: Path) -> None:
    path = _write_jsonl(tmp_path / "mine.jsonl", [{"q": "1+1?", "a": 2}, {"q": "2+2?", "a": "4"}])
    items = load_benchmark("jsonl", path, question_field="q", answer_field="a")
    assert [item.gold for item in items] == ["2", "4"]
    assert items[0].problem.id == content_id("item", "1+1?")
    assert (items[0].problem.benchmark, items[0].problem.answer_kind) == ("jsonl", "auto")


def test_custom_jsonl_with_id_field(tmp_path: Path) -> None:
    path = _write_jsonl(tmp_path / "mine.jsonl", [{"n": 7, "q": "x?", "a": "1"}])
    [item] = load_benchmark("jsonl", path, question_field="q", answer_field="a", id_field="n")
    assert item.problem.id == "7"
    with pytest.raises(DatasetError, match=re.escape(f"{path}:1: missing field 'key'")):
        load_benchmark("jsonl", path, question_field="q", answer_field="a", id_field="key")


def test_custom_csv(tmp_path: Path) -> None:
    path = tmp_path / "mine.csv"
    path.write_text('id,question,answer\nA1,"What is\n2+3?",5\nA2,Name a prime.,2\n', "utf-8")
    items = load_benchmark(
        "csv", path, question_field="question", answer_field="answer", id_field="id"
    )
    assert [(i.problem.id, i.problem.statement, i.gold) for i in items] == [
        ("A1", "What is\n2+3?", "5"),
        ("A2", "Name a prime.", "2"),
    ]
    with pytest.raises(DatasetError, match=re.escape(f"{path}:1: missing column 'solution'")):
        load_benchmark("csv", path, question_field="question", answer_field="solution")


@pytest.mark.parametrize(
    ("options", "missing"),
    [({}, "--question-field"), ({"question_field": "q"}, "--answer-field")],
)
def test_custom_loaders_need_field_options(
    tmp_path: Path, options: dict[str, str], missing: str
) -> None:
    path = _write_jsonl(tmp_path / "mine.jsonl", [{"q": "x", "a": "1"}])
    for name in ("jsonl", "csv"):
        with pytest.raises(ConfigError, match=f"benchmark '{name}' needs {missing} NAME"):
            load_benchmark(name, path, **options)


def test_custom_loaders_need_a_path() -> None:
    with pytest.raises(ConfigError, match="pass --data PATH"):
        load_benchmark("jsonl", question_field="q", answer_field="a")


def test_field_options_are_refused_for_named_benchmarks() -> None:
    with pytest.raises(ConfigError, match="apply only to the jsonl and csv benchmarks"):
        load_benchmark("samples", question_field="q")


def test_unknown_benchmark_lists_known_names() -> None:
    with pytest.raises(ConfigError, match="unknown benchmark 'mathh'; known benchmarks: aime, csv"):
        load_benchmark("mathh")
    assert set(BENCHMARKS) == {"math500", "math", "gsm8k", "aime", "jsonl", "csv", "samples"}


def test_missing_file_and_folder(tmp_path: Path) -> None:
    missing = tmp_path / "nope.jsonl"
    with pytest.raises(DatasetError, match=re.escape(f"data file not found: {missing}")):
        load_benchmark("math500", missing)
    with pytest.raises(DatasetError, match="is a folder; pass the data file itself"):
        load_benchmark("math500", tmp_path)


def test_default_path_comes_from_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "gsm8k").mkdir()
    row = {"question": "How many?", "answer": "#### 3"}
    _write_jsonl(tmp_path / "gsm8k" / "test.jsonl", [row])
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    assert data_dirs()[0] == tmp_path
    assert default_data_path("gsm8k") == tmp_path / "gsm8k" / "test.jsonl"
    [item] = load_benchmark("gsm8k")
    assert item.gold == "3"


def test_default_path_falls_back_to_shared_data(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without ``$MATHLOOP_DATA_DIR``, the folder ``../shared/data`` beside the checkout."""
    beside = REPO_ROOT.parent / "shared" / "data" / "math500" / "test.jsonl"
    if not beside.exists():  # a clone elsewhere, its data named by $MATHLOOP_DATA_DIR
        pytest.skip(f"no ../shared/data beside this checkout ({beside.parents[2]})")
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    found = default_data_path("math500")
    assert found is not None
    assert found.resolve() == beside.resolve()


def test_missing_default_file_says_pass_data(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "empty"))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(locations, "_checkout_root", lambda: None)
    assert default_data_path("aime") is None
    expected = r"aime/aime_1983_2024\.csv is not in .*pass --data PATH"
    with pytest.raises(DatasetError, match=expected):
        load_benchmark("aime")


def test_benchmarks_without_default_file() -> None:
    assert default_data_path("jsonl") is None
    assert default_data_path("samples") is None
    with pytest.raises(ConfigError, match="unknown benchmark"):
        default_data_path("nope")
