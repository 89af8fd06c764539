import asyncio
from pathlib import Path

from mathloop.llm import ScriptedBackend
from mathloop.llm.base import GenerationParams, Message, Sampler
from mathloop.runs import execute_run
from mathloop.runs.calls.cache import CachingBackend, ResponseCache, cache_key
from scripted_run import plan as scripted_plan

MESSAGES = [Message("user", "What is 6 times 7?")]


def generate(backend: CachingBackend, params: GenerationParams) -> str:
    return asyncio.run(backend.generate(MESSAGES, params=params)).text


def test_key_covers_every_parameter_and_the_sample_index() -> None:
    base = GenerationParams()
    keys = {
        cache_key("b", "m", MESSAGES, base),
        cache_key("b", "m", MESSAGES, GenerationParams(sample_index=1)),
        cache_key("b", "m", MESSAGES, GenerationParams(sampler=Sampler(temperature=0.7))),
        cache_key("b", "m", MESSAGES, GenerationParams(max_tokens=10)),
        cache_key("b", "other", MESSAGES, base),
        cache_key("b", "m", [Message("user", "What is 6 times 8?")], base),
    }
    assert len(keys) == 6
    assert cache_key("b", "m", MESSAGES, base) == cache_key("b", "m", list(MESSAGES), base)


def test_repeated_deterministic_call_is_served_from_the_cache(tmp_path: Path) -> None:
    inner = ScriptedBackend(["first", "second"])
    backend = CachingBackend(inner, ResponseCache(tmp_path / "c.sqlite"))
    assert generate(backend, GenerationParams()) == "first"
    assert generate(backend, GenerationParams()) == "first"
    assert len(inner.calls) == 1
    assert (backend.hits, backend.misses) == (1, 1)


def test_auto_mode_does_not_cache_sampled_calls(tmp_path: Path) -> None:
    inner = ScriptedBackend(["a", "b"])
    backend = CachingBackend(inner, ResponseCache(tmp_path / "c.sqlite"), mode="auto")
    sampled = GenerationParams(sampler=Sampler(temperature=0.7))
    assert [generate(backend, sampled), generate(backend, sampled)] == ["a", "b"]


def test_all_mode_keeps_voting_samples_apart(tmp_path: Path) -> None:
    inner = ScriptedBackend(["s0", "s1"])
    backend = CachingBackend(inner, ResponseCache(tmp_path / "c.sqlite"), mode="all")
    first = [
        generate(backend, GenerationParams(sampler=Sampler(temperature=0.7), sample_index=i))
        for i in (0, 1)
    ]
    again = [
        generate(backend, GenerationParams(sampler=Sampler(temperature=0.7), sample_index=i))
        for i in (0, 1)
    ]
    assert first == again == ["s0", "s1"]
    assert len(inner.calls) == 2


def test_cache_survives_reopening(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    assert (
        generate(CachingBackend(ScriptedBackend(["kept"]), ResponseCache(path)), GenerationParams())
        == "kept"
    )
    reopened = CachingBackend(ScriptedBackend([]), ResponseCache(path))
    assert generate(reopened, GenerationParams()) == "kept"
    assert len(reopened.cache) == 1


def test_rerunning_a_finished_run_elsewhere_costs_no_llm_call(tmp_path: Path) -> None:
    cache = ResponseCache(tmp_path / "c.sqlite")
    first = scripted_plan(tmp_path / "a", 4, 0.0)
    inner = first.ctx.backend
    cached_plan = _with_backend(first, CachingBackend(inner, cache))
    asyncio.run(execute_run(cached_plan))
    calls = len(inner.calls)  # type: ignore[attr-defined]
    second = _with_backend(scripted_plan(tmp_path / "b", 4, 0.0), CachingBackend(inner, cache))
    outcome = asyncio.run(execute_run(second))
    assert len(inner.calls) == calls  # type: ignore[attr-defined]
    assert outcome.completed == 8


def _with_backend(plan, backend):  # type: ignore[no-untyped-def]
    import dataclasses

    return dataclasses.replace(plan, ctx=dataclasses.replace(plan.ctx, backend=backend))


def test_a_traceback_naming_the_sandboxs_random_folder_is_the_same_call() -> None:
    """Every program runs in a new ``mathloop_code_*`` folder, which its traceback names: the
    key masks the name, so a rerun's prompt after an error still hits (and replays)."""

    def key(folder: str) -> str:
        error = f'File "/tmp/{folder}/model_code.py", line 2\nNameError: y'
        return cache_key("b", "m", [Message("user", error)], GenerationParams())

    assert key("mathloop_code_zzk4ozmg") == key("mathloop_code_eah0aq7e")
    assert key("mathloop_warm_a1/mathloop_code_x") == key("mathloop_warm_b2/mathloop_code_y")
    assert key("mathloop_code_zzk4ozmg") != key("elsewhere")
