"""A method setting for a method the run does not solve with is refused, not ignored."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mathloop.cli.main import cli
from mathloop.errors import ConfigError
from mathloop.runs.configuration.config import RunConfig
from mathloop.runs.configuration.planning import plan_config, require_settings_used

SERVER = {"backend": "openai", "base_url": "http://127.0.0.1:9/v1", "model": "m"}


def test_settings_of_the_runs_methods_pass() -> None:
    require_settings_used({"pot": {}, "vote(pot, n=3)": {}}, ["pot", "vote(pot, n=3)"])


@pytest.mark.parametrize("method", ["pot", "relay", "nosuch"])
def test_a_setting_for_another_method_is_refused_before_anything_runs(
    tmp_path: Path, method: str
) -> None:
    config = RunConfig(
        benchmark="samples",
        methods=("relay_python",),
        settings={method: {"max_retries": 1}},
        out=tmp_path / "run",
        **SERVER,
    )
    with pytest.raises(ConfigError, match=f"settings for {method}, which this run does not"):
        plan_config(config)
    assert not (tmp_path / "run").exists()


def test_the_command_line_says_it_in_one_line(tmp_path: Path) -> None:
    args = ["run", "--benchmark", "samples", "--methods", "relay_python", "--out", str(tmp_path)]
    args += ["--backend", "openai", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"]
    result = CliRunner().invoke(cli, [*args, "--set", "relay.max_attempts=2"])
    assert result.exit_code != 0
    assert "settings for relay, which this run does not solve with (its methods: relay_python)" in (
        str(result.exception) + result.output
    )
