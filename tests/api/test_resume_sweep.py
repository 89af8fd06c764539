"""``mathloop.resume`` and ``mathloop.sweep``: the library calls under ``mathloop resume``
and ``mathloop sweep``."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import mathloop
from helpers import fenced, scripted_runs
from mathloop.errors import RunStoreError

_SERVER = {"backend": "openai", "base_url": "http://127.0.0.1:9/v1", "model": "m"}


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch) -> None:
    scripted_runs(monkeypatch, fenced('print("RESULT: 7")'))


def _stop_short(folder: Path, keep: int) -> None:
    """The run in ``folder`` as a crash after ``keep`` results would have left it."""
    ledger = folder / "results.jsonl"
    ledger.write_text("".join(ledger.read_text().splitlines(keepends=True)[:keep]))
    manifest = json.loads((folder / "manifest.json").read_text())
    (folder / "manifest.json").write_text(json.dumps({**manifest, "finished_at": None}))


def test_resume_finishes_a_run_from_another_folder_without_changing_directory(
    tmp_path: Path, scripted: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    started_in = tmp_path / "project"
    started_in.mkdir()
    rows = [
        {"id": f"p{i}", "question": f"What is {i} + 7?", "answer": str(i + 7)} for i in range(3)
    ]
    (started_in / "data.jsonl").write_text("".join(json.dumps(row) + "\n" for row in rows))
    monkeypatch.chdir(started_in)
    fields = {"question_field": "question", "answer_field": "answer", "id_field": "id"}
    mathloop.evaluate("jsonl", data="data.jsonl", methods=["pot"], out="run", **fields, **_SERVER)
    _stop_short(started_in / "run", keep=1)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)

    results = mathloop.resume(Path("..") / "project" / "run", concurrency=2)

    assert Path(os.getcwd()) == elsewhere  # the relative data was read from where it started
    assert len(results.records()) == 3
    assert results.accuracy() == {"pot": pytest.approx(1 / 3)}  # only p0's answer is 7
    manifest = json.loads((started_in / "run" / "manifest.json").read_text())
    assert manifest["finished_at"] is not None and manifest["run"]["data"] == "data.jsonl"


def test_resume_refuses_a_folder_that_is_not_a_run(tmp_path: Path) -> None:
    with pytest.raises(RunStoreError, match="not a run folder"):
        mathloop.resume(tmp_path)


SWEEP = """
out = "{out}"
methods = ["pot"]
seeds = [1, 2]

[options]
quiet = true

[[benchmarks]]
name = "samples"
limit = 2

[[models]]
label = "served"
backend = "openai"
model = "m"
base_url = "http://127.0.0.1:9/v1"
"""


def test_sweep_runs_every_cell_and_returns_their_results(tmp_path: Path, scripted: None) -> None:
    sweep = tmp_path / "sweep.toml"
    sweep.write_text(SWEEP.format(out=tmp_path / "runs"))
    every = mathloop.sweep(sweep)
    assert [results.folder.name for results in every] == ["seed1-tNone", "seed2-tNone"]
    assert all(len(results.records()) == 2 for results in every)
    _stop_short(every[0].folder, keep=1)
    again = mathloop.sweep(str(sweep))  # the stopped cell resumes, the finished one is skipped
    assert [len(results.records()) for results in again] == [2, 2]
