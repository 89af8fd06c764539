"""A run's final-form policy (issue 53): the seed presets check leniently, a manifest records
the policy only where it departs from its preset's, and a record without one reads as its
preset's, so runs made before the policy existed resume and rescore as their preset says."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mathloop.presets import get_preset, preset_final_form
from mathloop.runs.configuration.config import RunConfig
from mathloop.runs.configuration.planning import with_preset
from mathloop.runs.configuration.record import check_settings, settings_record
from mathloop.runs.storage.rescore import checker_settings
from mathloop.runs.storage.store import recorded_final_form


@pytest.mark.parametrize("name", ["relay-essay", "relay-essay-strict", "iipc-paper"])
def test_the_seed_presets_check_by_value(name: str) -> None:
    assert get_preset(name).run.final_form == "lenient"
    assert preset_final_form(name) == "lenient"
    assert preset_final_form(None) == "strict"


@pytest.mark.parametrize(
    ("fields", "policy", "recorded"),
    [
        ({}, "strict", None),
        ({"preset": "relay-essay"}, "lenient", None),
        ({"final_form": "lenient"}, "lenient", "lenient"),
        ({"preset": "relay-essay", "final_form": "strict"}, "strict", "strict"),
    ],
)
def test_a_manifest_records_the_policy_where_it_departs_from_the_preset(
    tmp_path: Path, fields: dict[str, Any], policy: str, recorded: str | None
) -> None:
    run, _ = with_preset(RunConfig(benchmark="samples", out=tmp_path, backend="scripted", **fields))
    assert run.final_form == policy
    assert check_settings(run).final_form == policy
    settings = settings_record(run, run.backend.model_dump(), here=tmp_path)
    assert settings.get("final_form") == recorded
    assert recorded_final_form(settings) == policy
    assert checker_settings({"settings": settings}).final_form == policy


def test_a_record_from_before_the_policy_reads_as_its_preset_s() -> None:
    assert recorded_final_form({}) == "strict"
    assert recorded_final_form({"preset": "iipc-paper"}) == "lenient"
    assert recorded_final_form({"preset": "no-such-preset"}) == "strict"
    assert checker_settings({}).final_form == "strict"
