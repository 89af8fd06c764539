"""Several servers in a run's settings: the config, the command line, sweeps, the manifest."""

from __future__ import annotations

from pathlib import Path

import pytest

from mathloop.cli.arguments import config_of_arguments, run_arguments
from mathloop.cli.options import given_on_command_line
from mathloop.cli.run import run_command
from mathloop.llm.endpoints import EndpointPool
from mathloop.runs.configuration.config import RunConfig
from mathloop.runs.configuration.planning import plan_config
from mathloop.runs.configuration.sweep import load_sweep
from mathloop.runs.execution.plan import BACKEND_OPERATION

URLS = ("http://127.0.0.1:8001/v1", "http://127.0.0.1:8002/v1")


def test_one_url_stays_a_string_and_several_are_a_tuple() -> None:
    one = RunConfig(benchmark="x", out=Path("o"), base_url=[URLS[0]])  # type: ignore[arg-type]
    several = RunConfig(benchmark="x", out=Path("o"), base_url=list(URLS))  # type: ignore[arg-type]
    assert one.backend.base_url == URLS[0]
    assert several.backend.base_url == URLS
    words = run_arguments(one)
    assert words[words.index("--base-url") :][:3] == ["--base-url", URLS[0], "--out"]
    assert "--base-url" not in run_arguments(RunConfig(benchmark="x", out=Path("o")))


def test_several_urls_are_spelled_and_read_back_as_repeated_flags() -> None:
    config = RunConfig(
        benchmark="x",
        out=Path("o"),
        backend="openai",
        model="m",
        base_url=URLS,
        endpoint_concurrency=4,
    )
    words = run_arguments(config)
    at = words.index("--base-url")
    assert words[at : at + 4] == ["--base-url", URLS[0], "--base-url", URLS[1]]
    assert words[words.index("--endpoint-concurrency") + 1] == "4"
    assert config_of_arguments(words) == config
    with run_command.make_context("run", words) as ctx:
        assert RunConfig.from_options(ctx.params, given=given_on_command_line) == config


def test_a_sweep_model_with_a_list_of_urls_gives_each_its_flag(tmp_path: Path) -> None:
    path = tmp_path / "sweep.toml"
    path.write_text(
        f'out = "{tmp_path / "out"}"\nmethods = ["pot"]\n'
        '[[benchmarks]]\nname = "samples"\n'
        '[[models]]\nlabel = "two"\nbackend = "openai"\nmodel = "m"\n'
        f'base_url = ["{URLS[0]}", "{URLS[1]}"]\nendpoint_concurrency = 8\n'
    )
    (cell,) = load_sweep(path).cells
    config = cell.config
    assert config.backend.base_url == tuple(URLS) and config.backend.endpoint_concurrency == 8
    words = run_arguments(config)  # what `mathloop sweep --dry-run` prints: one flag a server
    assert words.count("--base-url") == 2
    assert config_of_arguments(words) == config


def test_the_run_spreads_over_its_urls_and_the_cap_is_not_part_of_its_identity(
    tmp_path: Path,
) -> None:
    config = RunConfig(
        benchmark="samples",
        out=tmp_path / "run",
        backend="openai",
        model="m",
        base_url=URLS,
        endpoint_concurrency=2,
        cache="off",
    )
    settings = config.backend.resolved()
    assert settings.base_url == URLS and settings.endpoint_concurrency == 2
    plan = plan_config(config)
    assert isinstance(plan.ctx.backend, EndpointPool)
    recorded = plan.record["backend"]
    assert recorded["base_url"] == list(URLS) and recorded["endpoint_concurrency"] == 2
    # like --concurrency, the cap may change on resume: it is not compared
    assert "endpoint_concurrency" in BACKEND_OPERATION


def test_the_environment_gives_several_urls_space_separated(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MATHLOOP_BASE_URL", " ".join(URLS))
    with run_command.make_context("run", ["--benchmark", "x", "--out", "o"]) as ctx:
        assert ctx.params["base_url"] == URLS
