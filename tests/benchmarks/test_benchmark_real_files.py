"""Every loader on the real data files in the shared data folder."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from mathloop.benchmarks import content_id, load_benchmark
from mathloop.problems import BenchmarkItem


def _by_id(items: list[BenchmarkItem]) -> dict[str, BenchmarkItem]:
    return {item.problem.id: item for item in items}


@pytest.mark.parametrize(
    ("name", "relative", "count"),
    [
        ("math500", "math500/test.jsonl", 500),
        ("math", "math/test.jsonl", 5000),
        ("gsm8k", "gsm8k/test.jsonl", 1319),
        ("aime", "aime/aime_1983_2024.csv", 933),
        ("aime", "aime/aime_2024.jsonl", 30),
    ],
)
def test_counts_and_unique_ids(data_dir: Path, name: str, relative: str, count: int) -> None:
    items = load_benchmark(name, data_dir / relative)
    assert len(items) == count
    assert len({item.problem.id for item in items}) == count
    assert all(item.gold.strip() and item.problem.statement.strip() for item in items)
    assert {item.problem.benchmark for item in items} == {name}


@pytest.mark.parametrize(
    "relative", ["math/test.jsonl", "gsm8k/test.jsonl", "aime/aime_1983_2024.csv"]
)
def test_ids_are_stable_across_loads(data_dir: Path, relative: str) -> None:
    name = relative.split("/")[0]
    first = [item.problem.id for item in load_benchmark(name, data_dir / relative)]
    second = [item.problem.id for item in load_benchmark(name, data_dir / relative)]
    assert first == second


def test_math500_fields(data_dir: Path) -> None:
    items = load_benchmark("math500", data_dir / "math500" / "test.jsonl")
    first = items[0]
    assert first.problem.id == "test/precalculus/807.json"
    assert first.problem.subject == "Precalculus"
    assert first.problem.level == 2
    assert first.problem.answer_kind == "math"
    assert first.gold == "\\left( 3, \\frac{\\pi}{2} \\right)"
    assert {item.problem.level for item in items} == {1, 2, 3, 4, 5}
    assert len({item.problem.subject for item in items}) == 7


def test_math_fields(math_items: list[BenchmarkItem]) -> None:
    assert all(re.fullmatch(r"math-[0-9a-f]{10}", item.problem.id) for item in math_items)
    first = math_items[0]
    assert first.problem.id == content_id("math", first.problem.statement)
    assert first.problem.subject == "Algebra"
    assert first.problem.answer_kind == "math"
    assert {item.problem.level for item in math_items} == {1, 2, 3, 4, 5}
    assert len({item.problem.subject for item in math_items}) == 7


def test_math500_gold_matches_math_boxed_answer(
    data_dir: Path, math_items: list[BenchmarkItem]
) -> None:
    gold_by_statement = {item.problem.statement: item.gold for item in math_items}
    for item in load_benchmark("math500", data_dir / "math500" / "test.jsonl"):
        assert gold_by_statement[item.problem.statement] == item.gold


def test_gsm8k_fields(data_dir: Path) -> None:
    items = _by_id(load_benchmark("gsm8k", data_dir / "gsm8k" / "test.jsonl"))
    assert items["gsm8k-146"].gold == "2125"  # written "#### 2,125" in the file
    assert items["gsm8k-0"].gold == "18"
    assert items["gsm8k-0"].problem.statement.startswith("Janet")
    assert items["gsm8k-0"].problem.answer_kind == "gsm8k"
    golds = [item.gold for item in items.values()]
    assert all(re.fullmatch(r"-?\d+", gold) for gold in golds)
    assert sum(gold.startswith("-") for gold in golds) == 2


def test_aime_csv_fields(data_dir: Path) -> None:
    items = _by_id(load_benchmark("aime", data_dir / "aime" / "aime_1983_2024.csv"))
    early = items["aime-1983-1"]
    assert (early.problem.year, early.problem.number, early.gold) == (1983, 1, "60")
    assert early.problem.extra == {"source_id": "1983-1"}
    odd = items["aime-2022-II-8"]
    assert odd.gold == "080 or 081 (both were accepted)"
    assert odd.problem.extra == {"source_id": "2022-II-8", "part": "II"}
    assert odd.problem.answer_kind == "integer"
    years = Counter(item.problem.year for item in items.values())
    assert (years[1988], years[2024]) == (10, 14)
    assert "aime-2024-II-9" not in items
    assert not any(item_id.startswith("aime-2024-I-") for item_id in items)


def test_aime_csv_keeps_multiline_questions(data_dir: Path) -> None:
    items = load_benchmark("aime", data_dir / "aime" / "aime_1983_2024.csv")
    assert sum("\n" in item.problem.statement for item in items) > 0


def test_aime_2024_jsonl_fields(data_dir: Path) -> None:
    items = load_benchmark("aime", data_dir / "aime" / "aime_2024.jsonl")
    by_id = _by_id(items)
    assert items[0].problem.id == "aime-2024-I-1"  # file order: I-1, I-10, ..., I-9
    assert items[1].problem.id == "aime-2024-I-10"
    tenth = by_id["aime-2024-I-10"]
    assert (tenth.problem.year, tenth.problem.number) == (2024, 10)
    assert tenth.problem.extra["part"] == "I"
    assert tenth.problem.extra["url"].endswith("2024_AIME_I_Problems/Problem_10")
    assert by_id["aime-2024-I-2"].gold == "025"
    assert by_id["aime-2024-II-1"].gold == "073"
    assert by_id["aime-2024-I-1"].problem.extra["source_id"] == "60"
    assert {item.problem.answer_kind for item in items} == {"integer"}


def test_aime_2024_ii_problems_match_between_files(data_dir: Path) -> None:
    csv_items = _by_id(load_benchmark("aime", data_dir / "aime" / "aime_1983_2024.csv"))
    jsonl_items = load_benchmark("aime", data_dir / "aime" / "aime_2024.jsonl")
    shared = [item for item in jsonl_items if item.problem.id in csv_items]
    assert len(shared) == 14
    assert all(int(csv_items[item.problem.id].gold) == int(item.gold) for item in shared)
