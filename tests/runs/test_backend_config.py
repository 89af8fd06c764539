"""``RunConfig.backend``: the one backend settings class (``BackendSettings``), read from
flat options, and from manifests that recorded the backend's options flat (before it was its
own model) through the migrations."""

from __future__ import annotations

from pathlib import Path

import pytest

from mathloop.backends import openai
from mathloop.errors import ConfigError
from mathloop.llm import BackendSettings
from mathloop.llm.models import DEFAULT_MODEL
from mathloop.runs.configuration.config import RunConfig
from mathloop.runs.configuration.record import config_of_record
from mathloop.runs.migrations import migrate

RECORDED_FLAT = {  # a manifest's "settings" and "config" as runs recorded them before issue 30
    "benchmark": "samples",
    "backend": "openai",
    "model": "m",
    "base_url": "http://127.0.0.1:9/v1",
    "limit": 2,
}


def test_a_manifest_recorded_flat_reads_into_the_backend_model() -> None:
    typed = {**RECORDED_FLAT, "out": "runs/x", "request_timeout": 30.0}
    manifest = {"version": 1, "settings": {**RECORDED_FLAT, "methods": {}}, "config": typed}
    config = config_of_record(Path("runs/x"), migrate(manifest).manifest)
    assert config.backend == BackendSettings(
        backend="openai", model="m", base_url="http://127.0.0.1:9/v1", timeout_s=30.0
    )
    nested = config.model_dump(mode="json", exclude_unset=True)
    assert RunConfig.model_validate(nested) == config  # and as recorded from now on


def test_flat_options_lay_over_a_backend_given_whole() -> None:
    whole = BackendSettings(model="a")
    config = RunConfig(benchmark="x", out=Path("o"), backend=whole, num_ctx=4096)
    assert (config.backend.model, config.backend.num_ctx) == ("a", 4096)
    assert config.updated({"model": "b"}).backend.model == "b"


def test_a_backend_given_whole_is_the_config_s_and_llamacpp_resolves_the_default_model() -> None:
    assert BackendSettings().resolved().model == DEFAULT_MODEL
    served = openai(base_url="http://127.0.0.1:9/v1", model="m")
    config = RunConfig(benchmark="x", out=Path("o"), backend=served)
    assert config.backend.resolved() == served
    assert config.given() == {"benchmark", "out", "backend", "model", "base_url"}


def test_a_bad_backend_value_names_its_field() -> None:
    with pytest.raises(ConfigError, match="num_ctx must be at least 512, got 10"):
        RunConfig(benchmark="x", out=Path("o"), num_ctx=10)


def test_gpu_offload_and_batching_reach_the_engine_from_the_cli_and_the_api() -> None:
    from click.testing import CliRunner

    from mathloop.cli.main import cli

    settings = BackendSettings(model="m", n_gpu_layers=-1, batch_sequences=4)
    assert RunConfig(benchmark="x", out=Path("o"), backend=settings).backend == settings
    config = RunConfig(benchmark="x", out=Path("o"), n_gpu_layers=-1, batch_sequences=3)
    assert (config.backend.n_gpu_layers, config.backend.batch_sequences) == (-1, 3)
    help_text = CliRunner().invoke(cli, ["run", "--help"]).output
    assert "--n-gpu-layers" in help_text and "--batch-sequences" in help_text
    with pytest.raises(ConfigError, match="batch_sequences"):
        RunConfig(benchmark="x", out=Path("o"), batch_sequences=0)
