"""``--samples N``: every problem × method solved N times, each sample a job of its own."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from helpers import answer_reply, item
from mathloop.errors import RunStoreError
from mathloop.llm import ScriptedBackend
from mathloop.llm.base import Completion, GenerationParams, Message
from mathloop.methods import OneShotPython, SolveContext
from mathloop.runs import RunOutcome, RunPlan, RunStore, execute_run
from mathloop.runs.calls.cache import CachingBackend, ResponseCache
from mathloop.runs.calls.replay import in_flight_path
from mathloop.runs.calls.sample_mark import SampleBackend
from mathloop.runs.execution.budgets import RunBudgets
from mathloop.runs.execution.samples import SEED_RANGE, sample_seed

ITEMS = [item("p1", "What is 2 + 2?", "4"), item("p2", "What is 3 + 3?", "6")]


def by_seed(messages: list[Message], params: GenerationParams) -> str:
    """A reply that depends on the call's seed and sample index: each sample answers
    ``seed % 3`` (so some samples of a problem agree and some do not)."""
    return answer_reply(str((params.seed or 0) % 3))


class HangsOnSample:
    """Answers every call, except those of sample ``sample``, which never return."""

    name = "hangs"
    model = "hangs"

    def __init__(self, sample: int) -> None:
        self._sample = sample
        self._scripted = ScriptedBackend(lambda messages, params: answer_reply("4"))

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        if params.sample_index == self._sample:
            await asyncio.sleep(3600)
        return await self._scripted.generate(messages, params=params)


def run(out: Path, *, samples: int, seed: int | None = 7, **extra: object) -> RunOutcome:
    backend = ScriptedBackend(by_seed)
    plan = RunPlan(
        store=RunStore(out),
        items=ITEMS,
        methods=[OneShotPython()],
        ctx=SolveContext(backend=backend, seed=seed),
        samples=samples,
        **extra,  # type: ignore[arg-type]
    )
    outcome = asyncio.run(execute_run(plan))
    run.backend = backend  # type: ignore[attr-defined]
    return outcome


def test_each_sample_has_its_own_line_folder_and_seed(tmp_path: Path) -> None:
    outcome = run(tmp_path / "r", samples=3)
    records = outcome.records
    assert sorted((r.problem_id, r.sample) for r in records) == [
        (p, s) for p in ("p1", "p2") for s in range(3)
    ]
    for record in records:
        seed = sample_seed(7, record.problem_id, "one_shot_python", record.sample_index)
        assert record.answer == str(seed % 3)
        assert record.seed == seed  # the record says which seed its sample solved with
        folder = tmp_path / f"r/problems/{record.problem_id}/one_shot_python"
        trace = json.loads((folder / f"sample_{record.sample:02d}/trace.json").read_text())
        assert trace["submission"]["answer"] == record.answer
    params = run.backend.params  # type: ignore[attr-defined]
    assert sorted(p.sample_index for p in params) == [0, 0, 1, 1, 2, 2]
    manifest = json.loads((tmp_path / "r/manifest.json").read_text())
    assert manifest["run"]["samples"] == 3
    assert manifest["finished_at"] is not None and manifest["records"] == 6


def test_one_sample_is_the_run_of_before(tmp_path: Path) -> None:
    outcome = run(tmp_path / "r", samples=1)
    assert [r.sample for r in outcome.records] == [None, None]
    lines = (tmp_path / "r/results.jsonl").read_text().splitlines()
    assert all({"sample", "seed"}.isdisjoint(json.loads(line)) for line in lines)
    assert (tmp_path / "r/problems/p1/one_shot_python/trace.json").is_file()
    assert not list((tmp_path / "r/problems/p1/one_shot_python").glob("sample_*"))
    params = run.backend.params  # type: ignore[attr-defined]
    assert [(p.seed, p.sample_index) for p in params] == [(7, 0), (7, 0)]  # the run's seed
    assert json.loads((tmp_path / "r/manifest.json").read_text())["run"]["samples"] == 1


def test_a_resume_adds_samples_and_refuses_another_layout(tmp_path: Path) -> None:
    run(tmp_path / "r", samples=2)
    more = run(tmp_path / "r", samples=3)
    assert (more.skipped, more.completed) == (4, 2)
    assert {r.sample for r in more.records} == {0, 1, 2}
    manifest = json.loads((tmp_path / "r/manifest.json").read_text())
    assert manifest["run"]["samples"] == 3
    with pytest.raises(RunStoreError, match="samples"):
        run(tmp_path / "r", samples=1)


def test_seeds_are_independent_per_problem_method_and_sample() -> None:
    seeds = {sample_seed(1, p, m, s) for p in "ab" for m in ("pot", "cot") for s in range(4)}
    assert len(seeds) == 16
    assert all(0 <= seed < SEED_RANGE for seed in seeds)
    assert sample_seed(1, "a", "pot", 0) == sample_seed(1, "a", "pot", 0)
    assert sample_seed(1, "a", "pot", 0) != sample_seed(2, "a", "pot", 0)
    assert sample_seed(None, "a", "pot", 0) != sample_seed(0, "a", "pot", 1)


def test_the_cache_keeps_samples_apart(tmp_path: Path) -> None:
    cache = ResponseCache(tmp_path / "cache.sqlite")
    model = ScriptedBackend(["first", "second", "never"])
    caching = CachingBackend(model, cache, mode="all")
    ask = [Message("user", "2+2?")]
    params = GenerationParams(seed=5)
    texts = [
        asyncio.run(SampleBackend(caching, sample).generate(ask, params=params)).text
        for sample in (0, 1, 0, 1)
    ]
    assert texts == ["first", "second", "first", "second"]
    assert (caching.hits, caching.misses) == (2, 2)
    cache.close()


def test_in_flight_journals_are_per_sample(tmp_path: Path) -> None:
    store = RunStore(tmp_path / "r")
    plain = in_flight_path(store, "p1", "pot")
    third = in_flight_path(store, "p1", "pot", 3)
    assert plain.name == "pot.jsonl" and third.name == "pot.sample_03.jsonl"
    assert third.parent == plain.parent


def test_the_problem_timeout_stops_each_sample_on_its_own(tmp_path: Path) -> None:
    plan = RunPlan(
        store=RunStore(tmp_path / "r"),
        items=ITEMS[:1],
        methods=[OneShotPython()],
        ctx=SolveContext(backend=HangsOnSample(1)),
        budgets=RunBudgets(problem_seconds=2.0),
        samples=2,
    )
    records = asyncio.run(execute_run(plan)).records
    classes = sorted((r.sample, r.failure_class) for r in records)
    assert classes == [(0, "VERIFIED_CORRECT_RESULT"), (1, "BUDGET_EXCEEDED")]
    budget = tmp_path / "r/problems/p1/one_shot_python/sample_01/trace.json"
    assert json.loads(budget.read_text())["error"]["kind"] == "BUDGET_EXCEEDED"


def test_a_packed_run_keeps_every_sample(tmp_path: Path) -> None:
    from mathloop.report import load_runs
    from mathloop.runs.storage.archive import pack_run

    run(tmp_path / "r", samples=2)
    archive = pack_run(tmp_path / "r")
    rows = load_runs([archive]).rows
    assert sorted((r.record.problem_id, r.record.sample) for r in rows) == [
        ("p1", 0),
        ("p1", 1),
        ("p2", 0),
        ("p2", 1),
    ]
    assert all(row.trace.read_bytes() for row in rows)


def test_the_run_summary_pairs_sample_with_sample(tmp_path: Path) -> None:
    from mathloop.methods import RelayPython
    from mathloop.runs import paired_outcomes

    plan = RunPlan(
        store=RunStore(tmp_path / "r"),
        items=ITEMS,
        methods=[OneShotPython(), RelayPython()],
        ctx=SolveContext(backend=ScriptedBackend(by_seed), seed=7),
        samples=3,
    )
    records = asyncio.run(execute_run(plan)).records
    pairs = paired_outcomes(records, "one_shot_python", "relay_python")
    assert pairs.both_correct + pairs.only_a + pairs.only_b + pairs.neither == 6


def test_a_ray_task_solves_as_its_sample_with_its_seed() -> None:
    # The task a Ray worker runs, called in this process (no Ray needed): the driver hands
    # it the sample's seed in its settings and the sample index beside them.
    import dataclasses

    from mathloop.llm import BackendSettings
    from mathloop.methods.base import spec_dict
    from mathloop.runs.execution import distributed

    backend = BackendSettings(backend="scripted", replies=(answer_reply("4"),))
    settings = dataclasses.replace(
        distributed.worker_settings(
            backend, SolveContext(backend=ScriptedBackend([])), cache="off"
        ),
        seed=sample_seed(7, "p1", "one_shot_python", 2),
    )
    spec = spec_dict(OneShotPython().spec)
    payload = distributed._solve_task(ITEMS[0].problem, "one_shot_python", spec, settings, 2)
    assert '"answer": "4"' in payload or '"answer":"4"' in payload
    scripted = distributed._worker_backend(settings).inner
    (params,) = scripted.params
    assert (params.seed, params.sample_index) == (settings.seed, 2)


def test_a_sample_interrupted_mid_problem_replays_its_own_calls(tmp_path: Path) -> None:
    from helpers import fenced
    from mathloop.methods import RelayPython

    def relay_plan(backend: ScriptedBackend) -> RunPlan:
        return RunPlan(
            store=RunStore(tmp_path / "r"),
            items=ITEMS[:1],
            methods=[RelayPython()],
            ctx=SolveContext(backend=backend, seed=7),
            samples=2,
        )

    # Sample 0 answers at once; sample 1 explores, then the run is interrupted.
    first = [answer_reply("4"), fenced('print("exploring")')]
    crashing = ScriptedBackend(first, failures={2: KeyboardInterrupt()})
    with pytest.raises(KeyboardInterrupt):
        asyncio.run(execute_run(relay_plan(crashing)))
    journal = in_flight_path(RunStore(tmp_path / "r"), "p1", "relay_python", 1)
    assert len(journal.read_text().splitlines()) == 1
    model = ScriptedBackend([answer_reply("4")])  # only sample 1's second attempt
    records = asyncio.run(execute_run(relay_plan(model))).records
    assert sorted((r.sample, r.correct) for r in records) == [(0, True), (1, True)]
    assert len(model.calls) == 1 and model.params[0].sample_index == 1
    trace = tmp_path / "r/problems/p1/relay_python/sample_01/trace.json"
    assert json.loads(trace.read_text())["replayed_calls"] == 1


def test_a_failed_sample_is_solved_again_alone_and_its_folder_kept(tmp_path: Path) -> None:
    from mathloop.errors import BackendError

    def plan(backend: ScriptedBackend) -> RunPlan:
        return RunPlan(
            store=RunStore(tmp_path / "r"),
            items=ITEMS[:1],
            methods=[OneShotPython()],
            ctx=SolveContext(backend=backend, seed=7),
            samples=2,
        )

    failing = ScriptedBackend([answer_reply("4")] * 2, failures={1: BackendError("gone")})
    first = asyncio.run(execute_run(plan(failing))).records
    assert sorted((r.sample, r.failure_class) for r in first) == [
        (0, "VERIFIED_CORRECT_RESULT"),
        (1, "LLM_ERROR"),
    ]
    model = ScriptedBackend([answer_reply("4")])
    again = asyncio.run(execute_run(plan(model)))
    assert (again.completed, again.retried, len(model.calls)) == (1, 1, 1)
    assert {(r.sample, r.correct) for r in again.records} == {(0, True), (1, True)}
    kept = tmp_path / "r/problems/p1/superseded/one_shot_python/sample_01/01/trace.json"
    assert json.loads(kept.read_text())["error"] is not None


def test_upgrade_gives_older_sample_lines_the_seed_each_solved_with(tmp_path: Path) -> None:
    """A multi-sample run from before lines stored their seed (issue 40) gets each seed
    derived as the run derived it, once (issue 55)."""
    from mathloop.runs.configuration.upgrade import upgrade_run

    out = tmp_path / "r"
    run(out, samples=3, record={"seed": 7})
    ledger = out / "results.jsonl"
    lines = [json.loads(line) for line in ledger.read_text().splitlines()]
    for line in lines:
        del line["seed"]  # as a line was written before the field
    ledger.write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert all(r.seed is None for r in RunStore(out).load_results())
    assert "seeds of 6 sample lines" in " ".join(upgrade_run(out, dry_run=True).changes)
    assert all(r.seed is None for r in RunStore(out).load_results())  # a dry run writes nothing
    assert "seeds of 6 sample lines, derived from seed 7" in " ".join(upgrade_run(out).changes)
    records = RunStore(out).load_results()
    assert len(records) == 6
    for record in records:
        assert record.seed == sample_seed(
            7, record.problem_id, "one_shot_python", record.sample_index
        )
        assert record.answer == str(record.seed % 3)  # the seed its sample solved with
    assert "seeds" not in " ".join(upgrade_run(out).changes)  # once
