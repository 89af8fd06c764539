"""Hand-made broken files: every problem is reported as one line naming file and line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mathloop.benchmarks import load_benchmark, load_benchmark_report
from mathloop.errors import ConfigError, DatasetError

AIME_HEADER = "ID,Year,Problem Number,Question,Answer,Part\r\n"


def _jsonl(path: Path, *rows: object) -> Path:
    lines = [row if isinstance(row, str) else json.dumps(row) for row in rows]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _math500_row(index: int, **changes: object) -> dict[str, object]:
    row: dict[str, object] = {
        "problem": f"What is {index} + 1?",
        "answer": str(index + 1),
        "subject": "Algebra",
        "level": 1,
        "unique_id": f"test/algebra/{index}.json",
    }
    row.update(changes)
    return {key: value for key, value in row.items() if value is not None}


def _raises_at(path: Path, line: int, reason: str) -> pytest.RaisesExc[DatasetError]:
    return pytest.raises(DatasetError, match=f"^{re.escape(f'{path}:{line}: {reason}')}$")


def test_bad_json_names_file_and_line(tmp_path: Path) -> None:
    path = _jsonl(tmp_path / "test.jsonl", _math500_row(0), '{"problem": "x",')
    with _raises_at(
        path, 2, "bad JSON: Expecting property name enclosed in double quotes (column 17)"
    ):
        load_benchmark("math500", path)


@pytest.mark.parametrize(
    ("row", "reason"),
    [
        (_math500_row(1, answer=None), "missing field 'answer'"),
        (_math500_row(1, answer="  "), "empty field 'answer'"),
        (_math500_row(1, level="hard"), "field 'level' must be an integer, found 'hard'"),
        (
            _math500_row(1, problem=["x"]),
            "field 'problem' must be text or a number, found an array",
        ),
        ([1, 2], "expected a JSON object, found an array"),
    ],
)
def test_malformed_math500_rows(tmp_path: Path, row: object, reason: str) -> None:
    path = _jsonl(tmp_path / "test.jsonl", _math500_row(0), "", row)
    with _raises_at(path, 3, reason):
        load_benchmark("math500", path)


def test_invalid_utf8_is_a_row_error(tmp_path: Path) -> None:
    path = tmp_path / "test.jsonl"
    path.write_bytes(json.dumps(_math500_row(0)).encode() + b'\n{"problem": "\xff"}\n')
    with _raises_at(path, 2, "not valid UTF-8 (byte 13)"):
        load_benchmark("math500", path)


def test_math_rows(tmp_path: Path) -> None:
    good = {"problem": "p", "level": "Level ?", "type": "Algebra", "solution": "so \\boxed{4}."}
    path = _jsonl(tmp_path / "math.jsonl", good)
    [item] = load_benchmark("math", path)
    assert (item.gold, item.problem.level, item.problem.subject) == ("4", None, "Algebra")
    _jsonl(path, good, {**good, "problem": "q", "solution": "no box"})
    with _raises_at(path, 2, "no non-empty \\boxed{} answer in field 'solution'"):
        load_benchmark("math", path)
    _jsonl(path, {**good, "level": "3"})
    with _raises_at(path, 1, "field 'level' must look like 'Level 3', found '3'"):
        load_benchmark("math", path)


def test_gsm8k_rows(tmp_path: Path) -> None:
    path = _jsonl(
        tmp_path / "gsm.jsonl",
        {"question": "q0", "answer": "work\n#### -1,234"},
        {"question": "q1", "answer": "no marker"},
    )
    with _raises_at(path, 2, "no '#### <answer>' line in field 'answer'"):
        load_benchmark("gsm8k", path)
    result = load_benchmark_report("gsm8k", path, on_error="skip")
    assert [(i.problem.id, i.gold) for i in result.items] == [("gsm8k-0", "-1234")]


def test_duplicate_ids_are_rejected(tmp_path: Path) -> None:
    row = _math500_row(0)
    path = _jsonl(tmp_path / "test.jsonl", row, _math500_row(1), {**row, "problem": "other"})
    with _raises_at(path, 3, "duplicate id 'test/algebra/0.json' (first on line 1)"):
        load_benchmark("math500", path)


def test_skip_mode_reports_every_skipped_row(tmp_path: Path) -> None:
    path = _jsonl(
        tmp_path / "test.jsonl",
        _math500_row(0),
        "not json",
        _math500_row(2, answer=""),
        _math500_row(3),
        _math500_row(0),
    )
    result = load_benchmark_report("math500", path, on_error="skip")
    assert [item.problem.id for item in result.items] == [
        "test/algebra/0.json",
        "test/algebra/3.json",
    ]
    assert [message.split(": ", 1)[0] for message in result.skipped] == [
        f"{path}:2",
        f"{path}:3",
        f"{path}:5",
    ]
    assert "duplicate id" in result.skipped[2]


def test_strict_report_equals_load_benchmark(tmp_path: Path) -> None:
    path = _jsonl(tmp_path / "test.jsonl", _math500_row(0), _math500_row(1))
    result = load_benchmark_report("math500", path)
    assert result.items == load_benchmark("math500", path)
    assert result.skipped == []


def test_no_usable_rows_is_an_error_even_when_skipping(tmp_path: Path) -> None:
    path = _jsonl(tmp_path / "test.jsonl", "[]", "{}")
    with pytest.raises(DatasetError, match=r"no usable rows \(2 skipped; first: .*:1: expected"):
        load_benchmark_report("math500", path, on_error="skip")
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n\n", encoding="utf-8")
    with pytest.raises(DatasetError, match=r"empty\.jsonl: no problems in the file"):
        load_benchmark("math500", empty)


def test_bad_on_error_value(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="on_error must be 'raise' or 'skip'"):
        load_benchmark_report("samples", on_error="ignore")  # type: ignore[arg-type]


def test_aime_csv_line_numbers_count_multiline_fields(tmp_path: Path) -> None:
    path = tmp_path / "aime.csv"
    path.write_text(
        AIME_HEADER
        + '2001-I-1,2001,1,"Two\nlines",5,I\r\n'
        + "2001-I-2,2001,2,Short,7\r\n"
        + '2001-I-3,2001,x,"Three\nline\nquestion",9,I',
        encoding="utf-8",
        newline="",
    )
    with _raises_at(path, 4, "expected 6 fields as in the header, found 5"):
        load_benchmark("aime", path)
    result = load_benchmark_report("aime", path, on_error="skip")
    assert [item.problem.id for item in result.items] == ["aime-2001-I-1"]
    assert result.items[0].problem.statement == "Two\nlines"
    assert result.skipped == [
        f"{path}:4: expected 6 fields as in the header, found 5",
        f"{path}:5: field 'Problem Number' must be an integer, found 'x'",
    ]


def test_aime_csv_bad_part_and_missing_column(tmp_path: Path) -> None:
    path = tmp_path / "aime.csv"
    path.write_text(AIME_HEADER + "2001-III-1,2001,1,Q,5,III\r\n", encoding="utf-8", newline="")
    with _raises_at(path, 2, "field 'Part' must be empty, 'I' or 'II', found 'III'"):
        load_benchmark("aime", path)
    path.write_text("ID,Year,Problem Number,Question,Part\r\n", encoding="utf-8", newline="")
    with pytest.raises(DatasetError, match=re.escape(f"{path}:1: missing column 'Answer'")):
        load_benchmark("aime", path)


def test_broken_csv_quoting_stops_the_load(tmp_path: Path) -> None:
    path = tmp_path / "aime.csv"
    path.write_text(AIME_HEADER + '2001-1,2001,1,"Q"x,5,\r\n', encoding="utf-8", newline="")
    with pytest.raises(DatasetError, match=re.escape(f"{path}:2: unreadable CSV")):
        load_benchmark_report("aime", path, on_error="skip")


def test_empty_csv(tmp_path: Path) -> None:
    path = tmp_path / "aime.csv"
    path.write_text("", encoding="utf-8")
    with pytest.raises(DatasetError, match="empty file, expected a CSV header row"):
        load_benchmark("aime", path)


def test_aime_jsonl_needs_an_aops_url(tmp_path: Path) -> None:
    row = {"id": 1, "problem": "p", "answer": "007", "url": "https://example.com/x"}
    path = _jsonl(tmp_path / "aime.jsonl", row)
    with _raises_at(
        path, 1, "field 'url' does not name an AIME problem page: 'https://example.com/x'"
    ):
        load_benchmark("aime", path)
