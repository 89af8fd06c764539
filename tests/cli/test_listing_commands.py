"""``mathloop data|models|methods``: a listing by default, and ``data list``'s folders."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mathloop.benchmarks import DATA_DIR_ENV, locations
from mathloop.cli.main import cli


@pytest.mark.parametrize("group", ["data", "models", "methods"])
def test_a_group_without_subcommand_lists(group: str) -> None:
    bare = CliRunner().invoke(cli, [group])
    listed = CliRunner().invoke(cli, [group, "list"])
    assert bare.exit_code == listed.exit_code == 0, bare.output
    assert bare.output == listed.output and bare.output.strip()


def test_data_list_names_the_folders_and_where_each_benchmark_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    (data / "gsm8k").mkdir(parents=True)
    (data / "gsm8k" / "test.jsonl").write_text("")
    monkeypatch.setenv(DATA_DIR_ENV, str(data))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(locations, "_checkout_root", lambda: None)  # no ../shared/data
    result = CliRunner().invoke(cli, ["data", "list"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[:3] == [
        "folders searched, in order:",
        f"  {data}",
        f"  {tmp_path.parent / 'shared' / 'data'}  (no such folder)",
    ]
    rows = {line.split()[0]: line for line in lines[lines.index("benchmarks:") + 1 :]}
    assert rows["gsm8k"].split()[1] == str(data / "gsm8k" / "test.jsonl")
    assert rows["math500"].endswith(
        "not found (math500/test.jsonl is in none of the folders; mathloop data pull math500)"
    )
    assert rows["samples"].split()[1:] == ["built", "in"]
    assert "pass --data FILE with --question-field" in rows["jsonl"]
