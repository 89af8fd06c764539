"""A resume that would compute its replies otherwise than the recorded run is refused."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
from pathlib import Path
from typing import Any

import pytest

from mathloop.errors import RunStoreError
from mathloop.runs import RunPlan, execute_run
from mathloop.runs.storage.arithmetic import (
    arithmetic_difference,
    check_same_arithmetic,
    unknown_kernels_note,
)
from scripted_run import plan as scripted_plan

PORTABLE = "CPU : SSE3 = 1 | SSSE3 = 1 | AVX = 1 | AVX2 = 1 | F16C = 1 | FMA = 1 | BMI2 = 1 |"
AMX = PORTABLE + " AVX512 = 1 | AMX_INT8 = 1 | LLAMAFILE = 1 |"


def _environment(
    threads: int = 2,
    build: str = "0.3.36",
    sha: str = "ab" * 32,
    kernels: str | None = PORTABLE,
) -> dict[str, Any]:
    llama = {"llama_cpp_python": build, "n_threads": threads, "n_threads_batch": threads}
    if kernels is not None:
        llama["kernels"] = kernels
    return {"llama_cpp": {**llama, "n_gpu_layers": 0}, "model": {"sha256": sha}}


def test_same_build_threads_and_model_compute_the_same() -> None:
    assert arithmetic_difference(_environment(), _environment()) == []


def test_each_difference_is_named() -> None:
    changed = arithmetic_difference(_environment(), _environment(4, "0.3.40", "cd" * 32))
    assert changed == [
        "llama_cpp_python: '0.3.36' -> '0.3.40'",
        "n_threads: 2 -> 4",
        "n_threads_batch: 2 -> 4",
        "model sha256: abababababab -> cdcdcdcdcdcd",
    ]


def test_other_kernels_are_named_by_the_instruction_sets_gained_and_lost() -> None:
    changed = arithmetic_difference(_environment(), _environment(kernels=AMX))
    assert changed == ["kernels: +AMX_INT8 +AVX512"]
    assert arithmetic_difference(_environment(kernels=AMX), _environment()) == [
        "kernels: -AMX_INT8 -AVX512"
    ]


def test_a_manifest_recorded_before_the_kernels_is_not_refused_but_noted() -> None:
    before = _environment(kernels=None)
    assert arithmetic_difference(before, _environment(kernels=AMX)) == []
    note = unknown_kernels_note("runs/x", before)
    assert note is not None and "\n" not in note and "runs/x" in note and "unknown" in note
    assert unknown_kernels_note("runs/x", _environment()) is None
    assert unknown_kernels_note("runs/x", {"llama_cpp": None}) is None


def test_a_resume_on_other_kernels_is_refused_and_one_recorded_before_them_is_noted(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    made = dataclasses.replace(scripted_plan(tmp_path / "r", 2, 0.0), environment=_environment())
    _run(made)
    _drop_last_result(tmp_path / "r")
    with pytest.raises(RunStoreError, match=r"kernels: \+AMX_INT8 \+AVX512"):
        _run(dataclasses.replace(made, environment=_environment(kernels=AMX)))
    manifest = json.loads((tmp_path / "r" / "manifest.json").read_text())
    del manifest["llama_cpp"]["kernels"]  # as a manifest written before the field
    (tmp_path / "r" / "manifest.json").write_text(json.dumps(manifest))
    with caplog.at_level(logging.WARNING):
        assert _run(dataclasses.replace(made, environment=_environment(kernels=AMX))).completed == 1
    assert [r.getMessage() for r in caplog.records if "kernels" in r.getMessage()] == [
        unknown_kernels_note(tmp_path / "r", manifest)
    ]


def test_a_manifest_without_the_record_or_a_server_backend_is_not_checked() -> None:
    assert arithmetic_difference({"model": {}}, _environment()) == []
    assert arithmetic_difference({"llama_cpp": None}, {"llama_cpp": None}) == []


def test_the_refusal_is_one_line_with_the_flag_that_matches() -> None:
    with pytest.raises(RunStoreError) as caught:
        check_same_arithmetic("runs/x", _environment(2), _environment(4))
    message = str(caught.value)
    assert "\n" not in message
    assert "n_threads: 2 -> 4" in message and "--n-threads 2 matches it" in message


def _run(plan: RunPlan) -> Any:
    return asyncio.run(execute_run(plan))


def _drop_last_result(folder: Path) -> None:
    ledger = folder / "results.jsonl"
    ledger.write_text("".join(ledger.read_text().splitlines(keepends=True)[:-1]))


def test_a_resume_on_other_threads_is_refused_and_on_the_same_ones_goes_on(
    tmp_path: Path,
) -> None:
    made = dataclasses.replace(scripted_plan(tmp_path / "r", 2, 0.0), environment=_environment(2))
    _run(made)
    _drop_last_result(tmp_path / "r")
    other = dataclasses.replace(made, environment=_environment(4))
    with pytest.raises(RunStoreError, match="computing otherwise"):
        _run(other)
    assert _run(made).completed == 1


def test_a_finished_run_with_nothing_to_do_is_not_refused(tmp_path: Path) -> None:
    made = dataclasses.replace(scripted_plan(tmp_path / "r", 2, 0.0), environment=_environment(2))
    _run(made)
    again = _run(dataclasses.replace(made, environment=_environment(4)))
    assert (again.completed, again.skipped) == (0, 4)


def test_n_threads_that_give_the_recorded_counts_resume_a_run_made_with_the_default(
    tmp_path: Path,
) -> None:
    made = scripted_plan(tmp_path / "r", 2, 0.0)
    backend = {"backend": "llamacpp", "n_threads": None}
    made = dataclasses.replace(
        made, record={**made.record, "backend": backend}, environment=_environment(2)
    )
    _run(made)
    _drop_last_result(tmp_path / "r")
    more_cores = dataclasses.replace(made, environment=_environment(4))
    with pytest.raises(RunStoreError, match="--n-threads 2 matches it"):
        _run(more_cores)
    pinned = {**made.record, "backend": {**backend, "n_threads": 2}}
    assert _run(dataclasses.replace(made, record=pinned)).completed == 1
