"""The engine levers on a real model (SmolLM2): prefix reuse, stop rules, sampler, cancel."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

import pytest

from mathloop.llm import GenerationParams, LlamaCppBackend, LlamaCppSpec, Message
from mathloop.llm.base import RepetitionRule, Sampler, StopRules
from mathloop.llm.llamacpp import usable_cpus
from mathloop.llm.prompt_cache import state_bytes

SYSTEM = Message("system", "You are a careful assistant. " + "Always answer briefly. " * 40)


def ask(backend: LlamaCppBackend, question: str, **fields: object) -> object:
    params = GenerationParams(max_tokens=8, num_ctx=2048, seed=0, **fields)  # type: ignore[arg-type]
    return asyncio.run(backend.generate([SYSTEM, Message("user", question)], params=params))


@pytest.fixture
def spec(smollm2_path: Path) -> LlamaCppSpec:
    pytest.importorskip("llama_cpp")
    return LlamaCppSpec(model_path=str(smollm2_path), n_ctx=2048, n_threads=2)


@pytest.mark.model
def test_a_shared_prefix_is_not_evaluated_again(spec: LlamaCppSpec) -> None:
    backend = LlamaCppBackend(LlamaCppSpec(**{**spec.__dict__, "prompt_cache_mb": 0}))
    first = ask(backend, "What is 2+3?")
    second = ask(backend, "What is 7+8?")
    assert first.prompt_tokens_processed == first.prompt_tokens  # type: ignore[attr-defined]
    assert second.prompt_tokens > 150  # type: ignore[attr-defined]
    assert second.prompt_tokens_processed < 20  # type: ignore[attr-defined]


@pytest.mark.model
def test_the_ram_cache_restores_a_prefix_after_another_prompt(spec: LlamaCppSpec) -> None:
    backend = LlamaCppBackend(LlamaCppSpec(**{**spec.__dict__, "prompt_cache_mb": 256}))
    ask(backend, "What is 2+3?")
    asyncio.run(
        backend.generate(
            [Message("user", "An unrelated prompt.")], params=GenerationParams(max_tokens=4)
        )
    )
    again = ask(backend, "What is 7+8?")
    assert again.prompt_tokens_processed < 20  # type: ignore[attr-defined]


@pytest.mark.model
def test_the_runaway_guard_stops_a_looping_reply(spec: LlamaCppSpec) -> None:
    backend = LlamaCppBackend(spec)
    loop = Message("user", "Continue this list without stopping: " + "1, " * 12)
    rules = StopRules(repetition=RepetitionRule(min_block_tokens=8, repeats=4))
    params = GenerationParams(max_tokens=400, num_ctx=2048, seed=0, stop_rules=rules)
    completion = asyncio.run(backend.generate([loop], params=params))
    assert completion.finish_reason == "repetition"
    assert completion.output_tokens < 400
    assert completion.text.startswith("1, 1, 1, 1")


@pytest.mark.model
def test_the_repeat_window_is_set_per_call(spec: LlamaCppSpec) -> None:
    backend = LlamaCppBackend(spec)
    ask(backend, "Hi", sampler=Sampler(repeat_penalty=1.1, repeat_last_n=17))
    assert backend.llama.last_n_tokens_size == 17
    ask(backend, "Hi", sampler=Sampler(repeat_last_n=64))
    assert backend.llama.last_n_tokens_size == 64


@pytest.mark.model
def test_a_cancelled_generation_stops_at_the_next_token(spec: LlamaCppSpec) -> None:
    backend = LlamaCppBackend(spec)
    ask(backend, "Hi")  # load the model outside the measured part
    story = [Message("user", "Write a very long story about a dragon, at least 3000 words.")]
    params = GenerationParams(max_tokens=1500, num_ctx=2048, seed=0)

    async def main() -> float:
        task = asyncio.create_task(backend.generate(story, params=params))
        await asyncio.sleep(1.0)
        task.cancel()
        cancelled = time.perf_counter()
        with pytest.raises(asyncio.CancelledError):
            await task
        return cancelled

    cancelled = asyncio.run(main())  # asyncio.run joins the worker thread before returning
    assert time.perf_counter() - cancelled < 5
    assert not backend._loaded.thread_lock.locked()  # type: ignore[union-attr]
    assert threading.active_count() < 10


@pytest.mark.model
def test_the_ram_cache_holds_no_more_than_its_capacity(spec: LlamaCppSpec) -> None:
    """llama-cpp-python counts only llama.cpp's part of a state; every byte counts here."""
    backend = LlamaCppBackend(LlamaCppSpec(**{**spec.__dict__, "prompt_cache_mb": 24}))
    for number in range(6):
        ask(backend, f"What is {number}+{number}? " + "Think. " * 30 * number)
    states = list(backend.llama.cache.cache_state.values())
    assert 0 < len(states) < 6  # some were evicted to stay within 24 MB
    assert all(state.scores.shape[0] == 1 for state in states)  # one row of scores each
    assert sum(state_bytes(state) for state in states) <= 24 << 20


@pytest.mark.model
def test_generation_uses_every_usable_cpu_by_default(smollm2_path: Path) -> None:
    """llama-cpp-python alone would take half of them (one thread on a 2-core machine)."""
    pytest.importorskip("llama_cpp")
    backend = LlamaCppBackend(LlamaCppSpec(model_path=str(smollm2_path), n_ctx=512))
    ask(backend, "Hi")
    assert backend.llama.n_threads == usable_cpus()
    assert backend.llama.n_threads_batch == usable_cpus()


def test_a_chosen_thread_count_holds_for_prompts_too(smollm2_path: Path) -> None:
    """llama-cpp-python alone would evaluate prompts on every CPU of the machine."""
    pytest.importorskip("llama_cpp")
    chosen = LlamaCppBackend(LlamaCppSpec(model_path=str(smollm2_path), n_ctx=512, n_threads=1))
    ask(chosen, "Hi")
    assert (chosen.llama.n_threads, chosen.llama.n_threads_batch) == (1, 1)
