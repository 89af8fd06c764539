"""bench/every_attempt.py and bench/same_error.py print their tables from packed runs: under
the default ``--root`` the committed runs are ``<folder>.zip``, not folders."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

import mathloop
from bench_modules import load_bench
from helpers import scripted_runs
from mathloop.runs.storage.archive import pack_run

WRONG_TWICE = "```python\nprint(undefined_name)\n```"
"""A program that fails with the same NameError at every attempt."""


def _load(name: str, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    return load_bench(name, monkeypatch)  # same_error imports every_attempt


def _relay_run(out: Path, reply: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    scripted_runs(monkeypatch, reply)
    mathloop.evaluate(
        "samples",
        backend=mathloop.backends.openai(base_url="http://127.0.0.1:9/v1", model="m"),
        methods=["relay_python"],
        settings={"relay_python": {"max_attempts": 3}},
        limit=2,
        seed=1,
        out=out,
    )
    return out


def _tables(root: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> str:
    _load("every_attempt", monkeypatch).relay_table(root)
    same_error = _load("same_error", monkeypatch)
    same_error.table(root)
    same_error.count(root / "relay-off-math-train")
    return capsys.readouterr().out


def test_the_tables_read_a_packed_run_as_its_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    run = _relay_run(tmp_path / "relay-off-math-train", WRONG_TWICE, monkeypatch)
    from_folder = _tables(tmp_path, monkeypatch, capsys)
    assert "| `off` | 2 | 0 | 0 |" in from_folder  # relay-table: the rule off, its problems
    assert "| `off` | 2 | 0 | 2 | 4 | 2 |" in from_folder  # same_error table: 2 repeats each
    assert "failed twice in a row on the same error, 4 times (NameError 4)" in from_folder
    pack_run(run, remove=True)
    assert not run.exists()
    assert _tables(tmp_path, monkeypatch, capsys) == from_folder
    packed = _load("same_error", monkeypatch)
    packed.count(tmp_path / "relay-off-math-train.zip")
    assert capsys.readouterr().out.startswith(f"{tmp_path / 'relay-off-math-train.zip'}: 2 of ")
