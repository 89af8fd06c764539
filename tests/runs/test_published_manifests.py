"""Every published run records the data file it read (issue 40), and the resolved record
``mathloop resume`` rebuilds it from alone (issue 39), read through the migrations from the
schema it was written in (issue 55)."""

from __future__ import annotations

from pathlib import Path

import pytest

from data_files import data_file
from helpers import scripted_runs
from mathloop.llm import ScriptedBackend
from mathloop.runs.configuration.planning import plan_config
from mathloop.runs.configuration.record import config_of_record
from mathloop.runs.execution.engine import manifest_record
from mathloop.runs.migrations import SCHEMA
from mathloop.runs.migrations.method_settings import json_form
from mathloop.runs.storage.reader import open_run

ROOT = Path(__file__).resolve().parents[2]
PUBLISHED = sorted((ROOT / "results").rglob("*.zip"))


@pytest.mark.parametrize("run", PUBLISHED, ids=[str(p.relative_to(ROOT)) for p in PUBLISHED])
def test_the_manifest_records_its_data_file_and_hash(run: Path) -> None:
    data = open_run(run).read_manifest().get("data")
    assert isinstance(data, dict), "no data recorded: bench/data_hashes.py identifies it"
    assert len(str(data.get("sha256", ""))) == 64 and int(data["bytes"]) > 0


@pytest.mark.parametrize("run", PUBLISHED, ids=[str(p.relative_to(ROOT)) for p in PUBLISHED])
def test_the_run_is_rebuilt_from_its_record_alone(
    run: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What resume plans from the migrated ``run`` block is the recorded run, setting for
    setting (the data file read from the data folder its record names)."""
    manifest = open_run(run).read_manifest()
    assert manifest["schema"] == SCHEMA
    data = manifest["data"]  # by its place in the data folder, or as identified later
    data_file(data.get("file") or data["path"].removeprefix("$MATHLOOP_DATA_DIR/"))
    scripted_runs(monkeypatch, backend=ScriptedBackend([]))
    monkeypatch.setattr(
        "mathloop.runs.configuration.environment.environment_info", lambda settings: {}
    )
    manifest.pop("command")
    plan = plan_config(config_of_record(tmp_path / "run", manifest))
    recorded, planned = manifest["run"], manifest_record(plan)["run"]
    for key in recorded:
        if key == "backend":  # the retry policy, the library's, was not recorded then
            planned[key] = {k: v for k, v in planned[key].items() if k in recorded[key]}
        assert json_form(planned[key]) == recorded[key], key


def test_every_published_run_is_found() -> None:
    # The twelve of issues 13 to 28 and issue 41's MATH, GSM8K and MATH-500: a packed run
    # added under results/ is counted here, so none is left out of the checks above unnoticed.
    assert len(PUBLISHED) == 15
