"""A resume that would compute its replies otherwise than the recorded run is refused."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path
from typing import Any

import pytest

from mathloop.errors import RunStoreError
from mathloop.runs import RunPlan, execute_run
from mathloop.runs.arithmetic import arithmetic_difference, check_same_arithmetic
from scripted_run import plan as scripted_plan


def _environment(threads: int = 2, build: str = "0.3.36", sha: str = "ab" * 32) -> dict[str, Any]:
    llama = {"llama_cpp_python": build, "n_threads": threads, "n_threads_batch": threads}
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
        made, settings={**made.settings, "backend": backend}, environment=_environment(2)
    )
    _run(made)
    _drop_last_result(tmp_path / "r")
    more_cores = dataclasses.replace(made, environment=_environment(4))
    with pytest.raises(RunStoreError, match="--n-threads 2 matches it"):
        _run(more_cores)
    pinned = {**made.settings, "backend": {**backend, "n_threads": 2}}
    assert _run(dataclasses.replace(made, settings=pinned)).completed == 1
