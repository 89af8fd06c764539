"""A run of a named benchmark whose file is on no data folder fetches it from the hub first
(here a loopback stand-in), unless told to stay offline; a hub that is down is one line."""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import mathloop
from fake_hub import MATH500, FakeHub
from helpers import fenced, scripted_runs
from mathloop.benchmarks import DATA_DIR_ENV, load_benchmark, locations
from mathloop.cli.main import cli, main
from mathloop.errors import DatasetError

SERVER = ["--backend", "openai", "--base-url", "http://127.0.0.1:9/v1", "--model", "m"]
COMMIT = "6e4ed1a2a79af7d8630a6b768ec859cb5af4d3be"
TODAYS_ERROR = r"no data file for benchmark 'math500'.*run `mathloop data pull math500`"


@pytest.fixture(autouse=True)
def no_local_data(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Only ``tmp_path / "data"`` is searched: no ``../shared/data`` from here or the checkout."""
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(locations, "_checkout_root", lambda: None)


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every run talks to a script whose program prints ``RESULT: 2``."""
    scripted_runs(monkeypatch, fenced('print("RESULT: 2")'))


def _run(out: Path, *extra: str) -> Any:
    args = ["run", "--benchmark", "math500", "--methods", "relay_python", "--limit", "1"]
    return CliRunner().invoke(cli, [*args, *SERVER, "--quiet", "--out", str(out), *extra])


def _fetched(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "mathloop.benchmarks"]


def test_a_run_fetches_a_missing_file_once_and_says_so(
    hub: FakeHub, tmp_path: Path, scripted: None, caplog: pytest.LogCaptureFixture
) -> None:
    result = _run(tmp_path / "first")
    assert result.exit_code == 0, (result.output, result.exception)
    target = tmp_path / "data" / "math500" / "test.jsonl"
    assert target.read_bytes() == MATH500
    assert _fetched(caplog) == [
        f"math500 was not on this machine: fetched HuggingFaceH4/MATH-500@6e4ed1a2a79a at "
        f"{hub.url} into {target}"
    ]
    assert [path for path, _ in hub.requests] == [
        f"/datasets/HuggingFaceH4/MATH-500/resolve/{COMMIT}/test.jsonl"
    ]
    assert len((tmp_path / "first" / "results.jsonl").read_text().splitlines()) == 1
    caplog.clear()
    assert _run(tmp_path / "second").exit_code == 0
    assert len(hub.requests) == 1 and _fetched(caplog) == []


def test_the_option_is_how_a_run_is_carried_out_so_runs_with_and_without_it_resume_each_other(
    hub: FakeHub, tmp_path: Path, scripted: None
) -> None:
    assert _run(tmp_path / "run").exit_code == 0
    recorded = json.loads((tmp_path / "run" / "manifest.json").read_text())["run"]
    assert recorded["offline"] is False and recorded["data"] is None
    again = _run(tmp_path / "run", "--offline")
    assert again.exit_code == 0, (again.output, again.exception)
    assert "0 solved now, 1 already done" in again.output


@pytest.mark.parametrize("how", ["--offline", "HF_HUB_OFFLINE=1"])
def test_offline_is_todays_error_and_no_request(
    how: str, hub: FakeHub, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    extra = [how] if how.startswith("--") else []
    if not extra:
        monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    result = _run(tmp_path / "run", *extra)
    assert isinstance(result.exception, DatasetError)
    assert result.exception.args[0].startswith("no data file for benchmark 'math500'")
    assert "run `mathloop data pull math500` to download it" in str(result.exception)
    assert hub.requests == []


def test_evaluate_fetches_unless_offline(hub: FakeHub, tmp_path: Path, scripted: None) -> None:
    options: dict[str, Any] = {"methods": ["relay_python"], "limit": 1, "backend": "openai"}
    with pytest.raises(DatasetError, match=TODAYS_ERROR):
        mathloop.evaluate("math500", out=tmp_path / "off", offline=True, **options)
    assert hub.requests == []
    results = mathloop.evaluate("math500", out=tmp_path / "on", **options)
    assert len(results.records()) == 1 and len(hub.requests) == 1


def test_the_library_loader_fetches_only_when_asked(hub: FakeHub) -> None:
    with pytest.raises(DatasetError, match=TODAYS_ERROR):
        load_benchmark("math500")
    assert hub.requests == []
    items = load_benchmark("math500", online=True)
    assert [item.problem.id for item in items] == ["test/algebra/1.json", "test/algebra/2.json"]


def test_reproduce_fetches_and_passes_offline_to_its_cells(
    hub: FakeHub, tmp_path: Path, scripted: None
) -> None:
    args = ["reproduce", "relay-math500", "--limit", "1", *SERVER, "--quiet"]
    dry = CliRunner().invoke(cli, [*args, "--offline", "--dry-run", "--out", str(tmp_path / "x")])
    assert dry.exit_code == 0 and " --offline " in dry.output
    offline = CliRunner().invoke(cli, [*args, "--offline", "--out", str(tmp_path / "off")])
    assert isinstance(offline.exception, DatasetError) and hub.requests == []
    result = CliRunner().invoke(cli, [*args, "--out", str(tmp_path / "on")])
    assert result.exit_code == 0, (result.output, result.exception)
    assert len(hub.requests) == 1


def test_a_hub_that_is_down_is_one_line_naming_the_benchmark_the_url_and_data(
    free_tcp_port: int,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    endpoint = f"http://127.0.0.1:{free_tcp_port}"
    monkeypatch.setenv("HF_ENDPOINT", endpoint)
    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    args = ["run", "--benchmark", "math500", *SERVER, "--out", str(tmp_path / "run")]
    monkeypatch.setattr(sys, "argv", ["mathloop", *args])
    with pytest.raises(SystemExit) as stopped:
        main()
    assert stopped.value.code == 2
    [line] = capsys.readouterr().err.splitlines()
    url = f"{endpoint}/datasets/HuggingFaceH4/MATH-500/resolve/{COMMIT}/test.jsonl"
    assert line.startswith(f"error: cannot pull math500: the hub cannot be reached at {url} (")
    assert line.endswith("or pass --data PATH to a copy of the file")
    assert not (tmp_path / "run").exists()


def test_the_fetch_line_shows_without_any_logging_set_up(
    hub: FakeHub, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # What a user of the CLI sees: logging's last-resort handler writes the line to stderr.
    root = logging.getLogger()
    handlers = root.handlers[:]
    root.handlers.clear()
    try:
        load_benchmark("math500", online=True)
    finally:
        root.handlers[:] = handlers
    err = capsys.readouterr().err
    assert err.startswith("math500 was not on this machine: fetched HuggingFaceH4/MATH-500@")
    assert err.count("\n") == 1
