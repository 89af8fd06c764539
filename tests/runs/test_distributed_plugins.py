"""A Ray worker rebuilds a plugin's method from its recorded name and spec (no Ray needed:
the worker's task function runs here, as it runs in a worker process)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mathloop.errors import ConfigError
from mathloop.llm import BackendSettings
from mathloop.methods import create_method
from mathloop.methods.base import spec_dict
from mathloop.problems import Problem
from mathloop.runs.execution.distributed import RayWorkerSettings, _solve_task
from mathloop.sandbox import Limits, get_policy

SETTINGS = RayWorkerSettings(
    backend=BackendSettings(backend="scripted", replies=("unused",)),
    policy=get_policy("default"),
    limits=Limits(),
)


def test_a_worker_solves_with_a_plugin_method(installed_plugin: Path) -> None:
    method = create_method("fixed_program", {"offset": 1})
    problem = Problem(id="p", statement="What is 20 + 21?")
    payload = _solve_task(problem, method.name, spec_dict(method.spec), SETTINGS)
    trace = json.loads(payload)
    assert (trace["method"], trace["spec"]) == ("fixed_program", {"offset": 1})
    assert trace["submission"]["answer"] == "42"


def test_a_worker_without_the_plugin_says_to_install_it() -> None:
    problem = Problem(id="p", statement="What is 1 + 1?")
    with pytest.raises(ConfigError, match="package installed on every Ray worker"):
        _solve_task(problem, "fixed_program", {"offset": 0}, SETTINGS)
