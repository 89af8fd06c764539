"""``bench/solver_design.py`` (issue 57): the design set's selection reaches the run, and the
table prints intervals from a run's folder or archive."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from bench_modules import load_bench
from data_files import REPO_ROOT


def test_each_split_runs_its_selection_into_the_arm_s_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    design = load_bench("solver_design", monkeypatch)
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(design.mathloop, "evaluate", lambda b, **kw: calls.append({"b": b, **kw}))
    splits = {"math-train": ("math", tmp_path / "m.jsonl"), "gsm8k-train": ("gsm8k", None)}
    monkeypatch.setattr(design, "train_sets", lambda: splits)
    monkeypatch.setattr(design, "ROOT", tmp_path)
    design.run(["math-train"], ["cot", "pot"], arm="short", overrides=("cot.max_tokens=512",))
    [call] = calls
    assert (call["b"], call["per_bin"], call["limit"], call["seed"]) == ("math", 6, 210, 1)
    assert call["methods"] == ["cot", "pot"] and call["batch_sequences"] == 2
    assert call["settings"] == {"cot": {"max_tokens": 512}}
    assert call["out"] == tmp_path / "short-math-train"


def test_an_arm_given_ids_solves_only_those(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    design = load_bench("solver_design", monkeypatch)
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(design.mathloop, "evaluate", lambda b, **kw: calls.append(kw))
    monkeypatch.setattr(design, "train_sets", lambda: {"math-train": ("math", tmp_path)})
    monkeypatch.setattr(design, "ROOT", tmp_path)
    design.run(["math-train"], ["pot"], arm="control", overrides=(), ids=("math-a", "math-b"))
    [call] = calls
    assert call["ids"] == ["math-a", "math-b"]
    assert "per_bin" not in call and "limit" not in call


def test_the_table_prints_accuracy_and_pairs_with_intervals(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    design = load_bench("solver_design", monkeypatch)
    monkeypatch.setattr(design, "ROOT", tmp_path)
    published = REPO_ROOT / "results" / "mixed-vote" / "gsm8k.zip"
    shutil.copy(published, tmp_path / "baseline-gsm8k-train.zip")
    design.table("baseline")
    printed = capsys.readouterr().out
    assert "math-train: no run at" in printed
    assert "## baseline, gsm8k-train: accuracy" in printed
    assert "## baseline, gsm8k-train: paired" in printed
    assert "consensus" in printed and "ci95" in printed


def test_a_run_committed_packed_is_unpacked_before_it_resumes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    design = load_bench("solver_design", monkeypatch)
    shutil.copy(REPO_ROOT / "results" / "mixed-vote" / "gsm8k.zip", tmp_path / "a-gsm8k-train.zip")
    found: list[bool] = []
    monkeypatch.setattr(
        design.mathloop,
        "evaluate",
        lambda b, **kw: found.append((kw["out"] / "manifest.json").is_file()),
    )
    monkeypatch.setattr(design, "train_sets", lambda: {"gsm8k-train": ("gsm8k", None)})
    monkeypatch.setattr(design, "ROOT", tmp_path)
    design.run(["gsm8k-train"], ["cot"], arm="a", overrides=())
    assert found == [True]  # the folder was back before the run resumed it
