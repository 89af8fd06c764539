import asyncio
import dataclasses
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from helpers import answer_reply, fenced, item
from mathloop.errors import RunStoreError
from mathloop.llm import ScriptedBackend
from mathloop.llm.base import GenerationParams, Message
from mathloop.methods import OneShotPython, RelayPython, SolveContext, create_method
from mathloop.runs import RunPlan, RunStore, execute_run
from scripted_run import plan as scripted_plan

CANARY = "GOLD-CANARY-7319"


def run(plan: RunPlan):
    return asyncio.run(execute_run(plan))


def test_records_summary_and_folders(tmp_path: Path) -> None:
    outcome = run(scripted_plan(tmp_path / "r", 6, 0.0))
    records = outcome.records
    assert len(records) == 12
    assert {r.failure_class for r in records} == {"VERIFIED_CORRECT_RESULT", "WRONG_RESULT"}
    wrong = sorted(r.problem_id for r in records if not r.correct)
    assert wrong == ["p000", "p000", "p003", "p003"]
    summary = (tmp_path / "r" / "benchmark_summary.csv").read_text().splitlines()
    assert summary[0] == (
        "mode,problems,verified_correct,accuracy,submitted_answers,average_attempts,"
        "mean_prompt_tokens,mean_output_tokens,mean_seconds"
    )
    assert {len(line.split(",")) for line in summary} == {9}  # a value under every column
    assert summary[1].startswith("one_shot_python,6,4,0.6667,6,1.00")
    folder = tmp_path / "r" / "problems" / "p001" / "relay_python"
    report = json.loads((folder / "final_report.json").read_text())
    assert report["answer_submission_policy"] == "first_result_is_final"
    assert report["verifier_feedback_to_model"] is False
    assert report["solved"] is True
    assert report["python_timeout"] == 15.0  # the seed's saved report records it
    assert (folder / "attempt_01" / "extracted_code.py").exists()
    manifest = json.loads((tmp_path / "r" / "manifest.json").read_text())
    assert manifest["finished_at"] is not None
    assert manifest["run"]["settings"]["relay_python"]["max_attempts"] == 5
    # The effective sampler is recorded with every method's settings.
    assert manifest["run"]["settings"]["relay_python"]["repeat_penalty"] == 1.1


def test_verifier_judgment_never_reaches_the_model(tmp_path: Path) -> None:
    replies = [fenced('print("exploring")'), answer_reply("5"), answer_reply("5")]
    backend = ScriptedBackend(replies)
    plan = RunPlan(
        store=RunStore(tmp_path / "r"),
        items=[item("q1", "What is 2 + 3?", CANARY)],
        methods=[RelayPython(), OneShotPython()],
        ctx=SolveContext(backend=backend),
    )
    outcome = run(plan)
    assert [r.failure_class for r in outcome.records] == ["WRONG_RESULT", "WRONG_RESULT"]
    prompts = "\n".join(m.content for call in backend.calls for m in call)
    assert len(backend.calls) == 3
    for leak in (CANARY, "WRONG_RESULT", "VERIFIED_CORRECT", "gold"):
        assert leak not in prompts


def test_rerun_skips_finished_problems(tmp_path: Path) -> None:
    run(scripted_plan(tmp_path / "r", 3, 0.0))
    again = run(scripted_plan(tmp_path / "r", 3, 0.0))
    assert again.completed == 0
    assert again.skipped == 6
    lines = (tmp_path / "r" / "results.jsonl").read_text().splitlines()
    assert len(lines) == 6


def test_a_finished_run_with_nothing_to_do_keeps_its_manifest(tmp_path: Path) -> None:
    """Resuming a finished run (a queue of experiments passing over it) does not claim it
    for other code: its commit, finished_at and resumes stay what made it."""
    made = dataclasses.replace(scripted_plan(tmp_path / "r", 2, 0.0), environment={"commit": "a"})
    run(made)
    manifest = (tmp_path / "r" / "manifest.json").read_bytes()
    again = run(dataclasses.replace(made, environment={"commit": "b"}))
    assert (again.completed, again.skipped) == (0, 4)
    assert (tmp_path / "r" / "manifest.json").read_bytes() == manifest
    more = run(dataclasses.replace(scripted_plan(tmp_path / "r", 2, 0.0), retry_errors=False))
    assert more.completed == 0 and (tmp_path / "r" / "manifest.json").read_bytes() == manifest


def test_torn_last_line_is_dropped_and_redone(tmp_path: Path) -> None:
    run(scripted_plan(tmp_path / "r", 2, 0.0))
    results = tmp_path / "r" / "results.jsonl"
    lines = results.read_text().splitlines()
    results.write_text("\n".join(lines[:-1]) + "\n" + lines[-1][:40])
    again = run(scripted_plan(tmp_path / "r", 2, 0.0))
    assert again.completed == 1
    assert len(results.read_text().splitlines()) == 4


def test_changed_settings_refuse_to_resume(tmp_path: Path) -> None:
    run(scripted_plan(tmp_path / "r", 2, 0.0))
    with pytest.raises(RunStoreError, match="different settings"):
        run(scripted_plan(tmp_path / "r", 3, 0.0))


def test_a_refusal_names_the_settings_that_changed_not_every_setting(tmp_path: Path) -> None:
    run(scripted_plan(tmp_path / "r", 2, 0.0))
    changed = scripted_plan(tmp_path / "r", 2, 0.0)
    relay = create_method("relay_python", {"max_attempts": 4, "temperature": 0.3})
    changed = dataclasses.replace(changed, methods=[changed.methods[0], relay])
    with pytest.raises(RunStoreError) as refused:
        run(changed)
    message = str(refused.value)
    assert "settings.relay_python.max_attempts: 5 -> 4" in message
    assert "settings.relay_python.temperature: " in message
    assert "top_p" not in message and "\n" not in message  # one line, no dump of the rest


def test_a_changed_prompt_is_named_by_its_file(tmp_path: Path) -> None:
    run(scripted_plan(tmp_path / "r", 2, 0.0))
    path = tmp_path / "r" / "manifest.json"
    manifest = json.loads(path.read_text())
    prompts = manifest["prompts"]["relay_python"]
    name = sorted(prompts)[0]
    prompts[name] = "edited"
    path.write_text(json.dumps(manifest))
    with pytest.raises(RunStoreError, match=rf"\(prompts\.relay_python\.{name}: 'edited' -> '"):
        run(scripted_plan(tmp_path / "r", 2, 0.0))


def _consensus_plan(folder: Path) -> RunPlan:
    return RunPlan(
        store=RunStore(folder),
        items=[item("p1", "What is 6 x 7?", "42")],
        methods=[create_method("consensus")],
        ctx=SolveContext(backend=ScriptedBackend([fenced('print("RESULT: 42")')], cycle=True)),
        record={"benchmark": "handmade"},
    )


def test_a_record_from_before_the_chain_prompts_were_hashed_resumes_and_is_completed(
    tmp_path: Path,
) -> None:
    run(_consensus_plan(tmp_path / "r"))
    path = tmp_path / "r" / "manifest.json"
    manifest = json.loads(path.read_text())
    today = manifest["prompts"]["consensus"]
    assert {"cot.system.txt", "cot.user.txt"} <= today.keys()  # its chains' prompts
    older = {name: value for name, value in today.items() if not name.startswith("cot.")}
    manifest["prompts"]["consensus"] = older
    manifest["finished_at"] = None  # stopped before its end: a resume writes the manifest
    path.write_text(json.dumps(manifest))
    run(_consensus_plan(tmp_path / "r"))  # checked on the files it named
    assert json.loads(path.read_text())["prompts"]["consensus"] == today
    manifest = json.loads(path.read_text())
    manifest["prompts"]["consensus"]["cot.user.txt"] = "edited"
    path.write_text(json.dumps(manifest))
    with pytest.raises(RunStoreError, match=r"prompts\.consensus\.cot\.user\.txt: 'edited'"):
        run(_consensus_plan(tmp_path / "r"))


def test_foreign_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "r").mkdir()
    (tmp_path / "r" / "notes.txt").write_text("mine")
    with pytest.raises(RunStoreError, match="not empty"):
        run(scripted_plan(tmp_path / "r", 1, 0.0))


def _results(path: Path) -> list[tuple[str, str, str | None, bool]]:
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    return sorted((r["problem_id"], r["method"], r["answer"], r["correct"]) for r in rows)


def test_killed_run_resumes_to_the_same_results(tmp_path: Path) -> None:
    script = Path(__file__).parent.parent / "scripted_run.py"
    env = {**os.environ, "PYTHONPATH": str(script.parent)}
    killed = tmp_path / "killed"
    process = subprocess.Popen([sys.executable, str(script), str(killed), "8", "0.05"], env=env)
    results = killed / "results.jsonl"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if results.exists() and len(results.read_text().splitlines()) >= 5:
            break
        time.sleep(0.02)
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert len(results.read_text().splitlines()) < 16
    subprocess.run([sys.executable, str(script), str(killed), "8", "0"], env=env, check=True)
    clean = tmp_path / "clean"
    subprocess.run([sys.executable, str(script), str(clean), "8", "0"], env=env, check=True)
    assert _results(results) == _results(clean / "results.jsonl")
    assert len(_results(results)) == 16


def test_next_problem_starts_while_the_last_one_is_being_stored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The first save blocks until the model has been asked about a later problem: storing
    # must not hold the worker's slot (concurrency 1 here).
    asked = []
    released = threading.Event()
    original_save = RunStore.save

    def slow_save(self: RunStore, *args: object, **options: Any) -> None:
        if not released.is_set():
            assert released.wait(timeout=20), "the next problem never started"
        original_save(self, *args, **options)  # type: ignore[arg-type]

    def reply(messages: list[Message], params: GenerationParams) -> str:
        asked.append(messages[-1].content)
        if len(asked) == 2:
            released.set()
        return answer_reply("1")

    monkeypatch.setattr(RunStore, "save", slow_save)
    plan = RunPlan(
        store=RunStore(tmp_path / "r"),
        items=[item(f"q{k}", f"Problem number {k}.", "1") for k in range(3)],
        methods=[OneShotPython()],
        ctx=SolveContext(backend=ScriptedBackend(reply)),
    )
    outcome = run(plan)
    assert len(outcome.records) == 3
    assert len((tmp_path / "r" / "results.jsonl").read_text().splitlines()) == 3


def test_a_failing_store_stops_the_run_and_keeps_what_was_stored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    original_save = RunStore.save
    saves = []

    def failing_save(self: RunStore, record: Any, *args: object, **options: Any) -> None:
        saves.append(record.problem_id)
        if len(saves) == 3:
            raise RunStoreError(f"{self.root}: disk full (simulated)")
        original_save(self, record, *args, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(RunStore, "save", failing_save)
    plan = scripted_plan(tmp_path / "r", 8, 0.0)
    with pytest.raises(RunStoreError, match="disk full"):
        run(plan)
    stored = (tmp_path / "r" / "results.jsonl").read_text().splitlines()
    assert 2 <= len(stored) < 16
    monkeypatch.setattr(RunStore, "save", original_save)
    again = run(scripted_plan(tmp_path / "r", 8, 0.0))
    assert again.skipped == len(stored)
    assert len(again.records) == 16


def test_on_start_hears_what_earlier_passes_solved(tmp_path: Path) -> None:
    heard: list[int] = []
    asyncio.run(execute_run(scripted_plan(tmp_path / "r", 2, 0.0), on_start=heard.append))
    asyncio.run(execute_run(scripted_plan(tmp_path / "r", 2, 0.0), on_start=heard.append))
    assert heard == [0, 4]
