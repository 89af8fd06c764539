"""Every published run records the data file it read (issue 40)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mathloop.runs.reader import open_run

ROOT = Path(__file__).resolve().parents[2]
PUBLISHED = sorted((ROOT / "results").rglob("*.zip"))


@pytest.mark.parametrize("run", PUBLISHED, ids=[str(p.relative_to(ROOT)) for p in PUBLISHED])
def test_the_manifest_records_its_data_file_and_hash(run: Path) -> None:
    data = open_run(run).read_manifest().get("data")
    assert isinstance(data, dict), "no data recorded: bench/data_hashes.py identifies it"
    assert len(str(data.get("sha256", ""))) == 64 and int(data["bytes"]) > 0


def test_there_are_twelve() -> None:
    assert len(PUBLISHED) == 12
