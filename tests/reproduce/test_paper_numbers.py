"""``paper_numbers.toml``: every printed Δ agrees with its values, totals add up, and a few
cells read back as the seeds print them (a check on the transcription)."""

from __future__ import annotations

import pytest

from mathloop.errors import ConfigError
from mathloop.reproduce import published, published_tables

TABLES = published_tables()


def _base(block, row: str, column: str) -> float | None:
    """The value a printed Δ starts from: a row (PoT, CoT) in the same column, or a column
    (one-shot, no voting) in the same row."""
    against = block.delta_against
    if against in block.rows:
        return block.value(against, column)
    return block.value(row, against)


def _printed_deltas():
    for block in TABLES.values():
        for row, deltas in block.deltas.items():
            for column, delta in zip(block.columns, deltas, strict=True):
                # The essay states some gains without either value: nothing to recompute.
                if delta is None or block.value(row, column) is None:
                    continue
                yield pytest.param(block, row, column, delta, id=f"{block.key}:{row}:{column}")


@pytest.mark.parametrize(("block", "row", "column", "delta"), list(_printed_deltas()))
def test_every_printed_delta_is_the_difference_of_its_values(block, row, column, delta) -> None:
    assert block.delta_against is not None, block.key
    assert block.value(row, column) - _base(block, row, column) == pytest.approx(delta, abs=0.011)


def test_the_transcription_holds_every_delta_the_sources_print() -> None:
    counted = {
        key: sum(d is not None for v in b.deltas.values() for d in v) for key, b in TABLES.items()
    }
    assert counted["iipc-table1-math"] == counted["iipc-table1-aime"] == 15
    assert counted["iipc-table3-math"] == 3
    assert counted["iipc-table3-aime"] == 6
    assert counted["iipc-table5-math"] == 5
    assert counted["essay-math500-level"] == 5
    assert counted["essay-math500-subject"] == 7


def test_the_essay_tables_add_up() -> None:
    for benchmark in ("math500", "aime"):
        aggregate = published(f"essay-{benchmark}-aggregate")
        taxonomy = published(f"essay-{benchmark}-taxonomy")
        paired = published(f"essay-{benchmark}-paired")
        both, relay_only, one_shot_only, neither = paired.rows["problems"]
        for mode in ("one_shot_python", "relay_python"):
            problems, correct, accuracy, submitted, _ = aggregate.rows[mode]
            index = taxonomy.columns.index(mode)
            classes = [v[index] for row, v in taxonomy.rows.items() if ":" not in row]
            assert sum(classes) == problems
            assert taxonomy.value("VERIFIED_CORRECT_RESULT", mode) == correct
            wrong = taxonomy.value("WRONG_RESULT", mode)
            assert submitted == correct + wrong
            assert accuracy == pytest.approx(100 * correct / problems, abs=0.05)
        assert both + relay_only + one_shot_only + neither == aggregate.value(
            "relay_python", "problems"
        )
        assert both + one_shot_only == aggregate.value("one_shot_python", "verified correct")
        assert both + relay_only == aggregate.value("relay_python", "verified correct")
    split = published("essay-aime-taxonomy")
    kinds = [split.value(f"WRONG_RESULT: {kind}", "relay_python") for kind in ("numeric", "text")]
    assert sum(kinds) == split.value("WRONG_RESULT", "relay_python")
    bands = published("essay-aime-bands")
    for mode in ("one_shot_python", "relay_python"):
        total = sum(bands.value(band, mode) for band in bands.rows)
        assert total == published("essay-aime-aggregate").value(mode, "verified correct")


@pytest.mark.parametrize(
    ("key", "row", "column", "value"),
    [
        ("iipc-table1-math", "iipc", "Gemini 2.0 Flash", 94.13),
        ("iipc-table1-math", "pot", "GPT-4o-mini", 81.19),
        ("iipc-table1-aime", "iipc", "Llama 4 Maverick", 69.77),
        ("iipc-table2-gsm8k", "cr", "Llama 4 Maverick", 95.91),
        ("iipc-table3-aime", "cot", "GPT-4o-mini", 21.11),
        ("iipc-table4-aime", "0.3", "Gemini 2.0 Flash", 64.52),
        ("iipc-table5-math", "iipc", "no voting", 78.78),
        ("iipc-figure2-math", "5", "iipc", 80.73),
        ("essay-math500-level", "5", "relay_python", 80.6),
        ("essay-math500-aggregate", "relay_python", "accuracy", 89.0),
    ],
)
def test_cells_read_back_as_printed(key: str, row: str, column: str, value: float) -> None:
    assert published(key).value(row, column) == value


def test_counts_stay_integers_and_missing_cells_are_none() -> None:
    assert published("essay-math500-aggregate").value("relay_python", "problems") == 500
    assert isinstance(published("essay-math500-aggregate").value("relay_python", "problems"), int)
    assert published("essay-math500-level").value("3", "relay_python") is None
    assert published("essay-math500-level").delta("3", "relay_python") == 24.8


def test_each_block_names_its_source_and_model() -> None:
    for block in TABLES.values():
        assert block.source.startswith(("IIPC paper, Table", "IIPC paper, Figure", "relay essay"))
        assert block.models
        assert all(len(values) == len(block.columns) for values in block.rows.values())
    assert published("iipc-table1-math").model("Gemma 3 27B") == "Gemma 3 27B"
    assert published("iipc-table5-math").model("voting") == "Llama 4 Maverick"


def test_an_unknown_block_names_the_known_ones() -> None:
    with pytest.raises(ConfigError, match="iipc-table1-math"):
        published("iipc-table9")
