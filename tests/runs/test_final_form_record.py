"""A run's final-form policy (issue 53): the seed presets check leniently, a manifest records
the policy the run checks under, and a record of schema 1 without one reads as its preset's,
so runs made before the policy existed resume and rescore as their preset says."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mathloop.presets import get_preset, preset_final_form
from mathloop.runs.configuration.config import RunConfig
from mathloop.runs.configuration.planning import with_preset
from mathloop.runs.configuration.record import check_settings, run_record
from mathloop.runs.migrations import migrate
from mathloop.runs.storage.rescore import checker_settings
from mathloop.runs.storage.store import recorded_final_form


@pytest.mark.parametrize("name", ["relay-essay", "relay-essay-strict", "iipc-paper"])
def test_the_seed_presets_check_by_value(name: str) -> None:
    assert get_preset(name).run.final_form == "lenient"
    assert preset_final_form(name) == "lenient"
    assert preset_final_form(None) == "strict"


@pytest.mark.parametrize(
    ("fields", "policy"),
    [
        ({}, "strict"),
        ({"preset": "relay-essay"}, "lenient"),
        ({"final_form": "lenient"}, "lenient"),
        ({"preset": "relay-essay", "final_form": "strict"}, "strict"),
    ],
)
def test_a_manifest_records_the_policy_the_run_checks_under(
    tmp_path: Path, fields: dict[str, Any], policy: str
) -> None:
    run, _ = with_preset(RunConfig(benchmark="samples", out=tmp_path, backend="scripted", **fields))
    assert run.final_form == policy
    assert check_settings(run).final_form == policy
    record = run_record(run, here=tmp_path)
    assert record["final_form"] == recorded_final_form(record) == policy
    assert checker_settings({"run": record}).final_form == policy


@pytest.mark.parametrize(
    ("settings", "policy"),
    [
        ({}, "strict"),
        ({"preset": "iipc-paper"}, "lenient"),
        ({"preset": "no-such-preset"}, "strict"),
        ({"preset": "iipc-paper", "final_form": "strict"}, "strict"),
    ],
)
def test_a_schema_1_record_reads_as_its_preset_s_where_it_recorded_none(
    settings: dict[str, Any], policy: str
) -> None:
    manifest = migrate({"version": 1, "settings": {**settings, "methods": {}}}).manifest
    assert recorded_final_form(manifest["run"]) == policy
    assert checker_settings(manifest).final_form == policy
    assert checker_settings({}).final_form == "strict"
