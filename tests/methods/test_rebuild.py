"""Rebuilding a method from its recorded spec (a trace's, or Ray's on a worker) gives it back."""

from __future__ import annotations

import pytest

from mathloop.methods import create_method
from mathloop.methods.base import method_names, spec_dict

NAMES = [
    *method_names(),
    "vote(pot)",
    "vote(pot, n=3, max_retries=1)",
    "vote(cot, n=3)",
    "vote(pot, n=7)",
]


@pytest.mark.parametrize("name", [n for n in NAMES if n != "vote"])
def test_every_method_round_trips_through_its_recorded_spec(name: str) -> None:
    method = create_method(name)
    rebuilt = create_method(method.name, spec_dict(method.spec))
    assert rebuilt.name == method.name
    assert spec_dict(rebuilt.spec) == spec_dict(method.spec)


def test_a_vote_keeps_its_inner_settings_when_rebuilt() -> None:
    method = create_method("vote(pot, n=3)", {"max_retries": 1, "top_k": 20})
    rebuilt = create_method(method.name, spec_dict(method.spec))
    inner = spec_dict(rebuilt.spec)["inner"]
    assert (inner["max_retries"], inner["top_k"], inner["temperature"]) == (1, 20, 0.7)


def test_plugin_methods_round_trip_too(installed_plugin: object) -> None:
    names = method_names()
    assert "fixed_program" in names
    for name in names:
        if name != "vote":
            method = create_method(name, {"offset": 3} if name == "fixed_program" else None)
            rebuilt = create_method(method.name, spec_dict(method.spec))
            assert rebuilt.name == method.name
            assert spec_dict(rebuilt.spec) == spec_dict(method.spec)
    assert spec_dict(create_method("fixed_program", {"offset": 3}).spec) == {"offset": 3}
