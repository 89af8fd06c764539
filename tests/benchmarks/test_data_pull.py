"""``mathloop data pull``: benchmark files from a hub (here a loopback stand-in), written in
the layout the loaders read, resumable, never fetched twice, one clear line when offline."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import mathloop
from fake_hub import GSM8K_ROWS, MATH500, FakeHub, parquet
from mathloop.benchmarks import (
    BENCHMARKS,
    DATA_DIR_ENV,
    builtins,
    default_data_path,
    load_benchmark,
    locations,
)
from mathloop.benchmarks.loaders import pull_benchmark, pullable_benchmarks
from mathloop.cli.main import cli
from mathloop.errors import ConfigError, DatasetError


def _pull(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["data", "pull", *args])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.output


def test_a_pulled_file_is_where_the_loader_looks(hub: FakeHub, tmp_path: Path) -> None:
    code, output = _pull("math500")
    assert code == 0, output
    target = tmp_path / "data" / "math500" / "test.jsonl"
    assert target.read_bytes() == MATH500
    assert f"math500: {target} (from HuggingFaceH4/MATH-500@6e4ed1a2a79a at {hub.url})" in output
    assert default_data_path("math500") == target
    assert [item.gold for item in load_benchmark("math500")] == ["2", "4"]
    provenance = json.loads((target.parent / "test.jsonl.source.json").read_text())
    commit = "6e4ed1a2a79af7d8630a6b768ec859cb5af4d3be"
    assert provenance["repo"] == "HuggingFaceH4/MATH-500"
    assert provenance["revision"] == provenance["commit"] == commit
    assert provenance["files"][0]["bytes"] == len(MATH500)
    assert not list(target.parent.glob(".*"))  # no staging folder or temp file is left


def test_parquet_rows_become_the_jsonl_the_loader_reads(hub: FakeHub, tmp_path: Path) -> None:
    result = pull_benchmark("gsm8k")
    assert result.downloaded and result.path == tmp_path / "data" / "gsm8k" / "test.jsonl"
    lines = result.path.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in lines] == GSM8K_ROWS  # the columns, in this order
    items = load_benchmark("gsm8k")
    assert [(i.problem.id, i.gold) for i in items] == [("gsm8k-0", "2"), ("gsm8k-1", "2125")]
    # The hub's redirect to its CDN named the SHA-256, and the download matched it.
    assert [path for path, _ in hub.requests][-1].startswith("/cdn/")


def test_math_joins_the_seven_subject_files(hub: FakeHub, tmp_path: Path) -> None:
    subjects = builtins.MATH_SUBJECTS
    for number, subject in enumerate(subjects):
        row = {"problem": f"Problem {number}", "level": "Level 2", "type": subject.title(),
               "solution": f"So it is \\boxed{{{number}}}."}  # fmt: skip
        path = f"{subject}/test-00000-of-00001.parquet"
        hub.publish("math", path, parquet([row]), lfs=True)
    pull_benchmark("math")
    items = load_benchmark("math")
    assert [item.gold for item in items] == [str(n) for n in range(len(subjects))]


def test_every_built_in_benchmark_is_pulled_from_a_pinned_commit(hub: FakeHub) -> None:
    for name in pullable_benchmarks():
        source = BENCHMARKS[name].hub
        assert source is not None and re.fullmatch(r"[0-9a-f]{40}", source.revision), name
    pull_benchmark("math500")
    revision = "6e4ed1a2a79af7d8630a6b768ec859cb5af4d3be"
    assert [path for path, _ in hub.requests] == [
        f"/datasets/HuggingFaceH4/MATH-500/resolve/{revision}/test.jsonl"
    ]


def test_a_second_pull_downloads_nothing(hub: FakeHub, tmp_path: Path) -> None:
    assert _pull("math500")[0] == 0
    seen = len(hub.requests)
    code, output = _pull("math500")
    assert code == 0
    assert "is there already (nothing downloaded" in output
    assert len(hub.requests) == seen
    assert _pull("math500", "--force")[0] == 0
    assert len(hub.requests) == seen + 1


def test_an_interrupted_pull_resumes_where_it_stopped(hub: FakeHub, tmp_path: Path) -> None:
    hub.break_after["test.jsonl"] = 100
    with pytest.raises(DatasetError, match=r"broke off .* run the same command again to resume"):
        pull_benchmark("math500")
    target = tmp_path / "data" / "math500" / "test.jsonl"
    assert not target.exists()
    [part] = (target.parent / ".test.jsonl.pull").glob("*.part")
    assert part.stat().st_size == 100
    assert pull_benchmark("math500").downloaded
    assert target.read_bytes() == MATH500
    assert hub.requests[-1][1] == "bytes=100-"  # only the rest was asked for


def test_a_download_that_does_not_match_the_hubs_sha256_is_removed(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.lie_about_sha256 = True
    with pytest.raises(DatasetError, match=r"SHA-256 .* but the hub says 0000"):
        pull_benchmark("gsm8k")
    assert not (tmp_path / "data" / "gsm8k" / "test.jsonl").exists()
    assert not list((tmp_path / "data" / "gsm8k").rglob("*.part"))


def test_a_missing_file_on_the_hub_is_one_line(hub: FakeHub) -> None:
    with pytest.raises(DatasetError, match=r"cannot pull aime: HTTP 404 for .*AIME_Dataset"):
        pull_benchmark("aime")


def test_offline_mode_refuses_to_pull(hub: FakeHub, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(DatasetError, match="HF_HUB_OFFLINE is set"):
        pull_benchmark("math500")
    assert hub.requests == []


def test_only_benchmarks_with_a_hub_source_can_be_pulled() -> None:
    assert pullable_benchmarks() == ["aime", "gsm8k", "math", "math500"]
    with pytest.raises(
        ConfigError, match=r"'jsonl' cannot be pulled.*: aime, gsm8k, math, math500"
    ):
        pull_benchmark("jsonl")


def test_without_a_data_dir_pulls_go_to_the_cache_and_are_found_there(
    hub: FakeHub, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(DATA_DIR_ENV)
    monkeypatch.setenv("MATHLOOP_CACHE", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(locations, "_checkout_root", lambda: None)  # no ../shared/data
    code, output = _pull("math500")
    assert code == 0, output
    assert "note:" not in output  # the folder is one the loaders search
    assert default_data_path("math500") == tmp_path / "cache" / "data" / "math500" / "test.jsonl"
    code, output = _pull("math500", "--out", str(tmp_path / "elsewhere"))
    assert "is not searched for data files; set MATHLOOP_DATA_DIR=" in output


def test_a_missing_data_file_names_the_pull_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "empty"))
    monkeypatch.setenv("MATHLOOP_CACHE", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(locations, "_checkout_root", lambda: None)
    with pytest.raises(DatasetError, match=r"run `mathloop data pull gsm8k` to download it"):
        load_benchmark("gsm8k")


def test_a_hub_that_is_down_is_one_error_line(free_tcp_port: int, tmp_path: Path) -> None:
    source = Path(mathloop.__file__).resolve().parents[1]
    env = {
        **os.environ,
        "PYTHONPATH": str(source),
        "HF_ENDPOINT": f"http://127.0.0.1:{free_tcp_port}",
        DATA_DIR_ENV: str(tmp_path / "data"),
    }
    env.pop("HF_HUB_OFFLINE", None)
    done = subprocess.run(
        [sys.executable, "-m", "mathloop", "data", "pull", "math500"],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    [line] = done.stderr.splitlines()
    url = env["HF_ENDPOINT"] + "/datasets/HuggingFaceH4/MATH-500/resolve/6e4ed1a2a79a"
    assert line.startswith(f"error: cannot pull math500: the hub cannot be reached at {url}")
    assert line.endswith(
        "check the network or HF_ENDPOINT, or pass --data PATH to a copy of the file"
    )
