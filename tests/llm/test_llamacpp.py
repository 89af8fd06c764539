import asyncio
import logging
import threading
import time
from pathlib import Path

import pytest

from mathloop.errors import BackendUnavailableError, ContextLengthError
from mathloop.llm import Completion, GenerationParams, LlamaCppBackend, LlamaCppSpec, Message
from mathloop.llm._llama_call import CallHooks
from mathloop.llm.base import StopRules

QUESTION = [Message("user", "What is 2+3? Answer with one number.")]


def generate(
    backend: LlamaCppBackend, max_tokens: int = 16, messages: list[Message] = QUESTION
) -> Completion:
    params = GenerationParams(max_tokens=max_tokens, num_ctx=1024, seed=0)
    return asyncio.run(backend.generate(messages, params=params))


@pytest.fixture
def spec(smollm2_path: Path) -> LlamaCppSpec:
    pytest.importorskip("llama_cpp")
    return LlamaCppSpec(model_path=str(smollm2_path), n_ctx=1024, n_threads=2)


@pytest.mark.model
def test_generates_with_the_gguf_chat_template(spec: LlamaCppSpec) -> None:
    completion = generate(LlamaCppBackend(spec))
    assert completion.text.strip()
    assert completion.prompt_tokens > 5
    assert 0 < completion.output_tokens <= 16
    assert completion.finish_reason in ("stop", "length")
    assert completion.model == "SmolLM2-135M-Instruct.Q4_1"


@pytest.mark.model
def test_loads_lazily_and_shares_one_instance(spec: LlamaCppSpec) -> None:
    first, second = LlamaCppBackend(spec), LlamaCppBackend(spec)
    assert not first.loaded and first.llama is None
    generate(first, max_tokens=2)
    assert first.loaded and not second.loaded
    generate(second, max_tokens=2)
    assert second.llama is first.llama


@pytest.mark.model
def test_tiny_budget_is_length(spec: LlamaCppSpec) -> None:
    completion = generate(LlamaCppBackend(spec), max_tokens=2)
    assert completion.finish_reason == "length"
    assert completion.output_tokens == 2


@pytest.mark.model
def test_concurrent_calls_are_serialized_and_the_loop_stays_free(spec: LlamaCppSpec) -> None:
    backend = LlamaCppBackend(spec)
    generate(backend, max_tokens=1)  # load outside the timed part
    params = GenerationParams(max_tokens=24, seed=0)

    async def main() -> tuple[list[Completion], int, float]:
        ticks = 0
        done = asyncio.Event()
        started = time.perf_counter()

        async def ticker() -> None:
            nonlocal ticks
            while not done.is_set():
                ticks += 1
                await asyncio.sleep(0.005)

        tick_task = asyncio.create_task(ticker())
        results = await asyncio.gather(
            *(backend.generate(QUESTION, params=params) for _ in range(3))
        )
        wall = time.perf_counter() - started
        done.set()
        await tick_task
        return list(results), ticks, wall

    results, ticks, wall = asyncio.run(main())
    assert len({r.text for r in results}) == 1  # same prompt, greedy: same answer
    assert ticks > 3
    # Each latency is its own generation, not the wait behind the others: serialized
    # generations add up to no more than the wall time of all three.
    assert sum(r.latency_s for r in results) <= wall


@pytest.mark.model
def test_prompt_longer_than_the_loaded_context_is_a_context_error(smollm2_path: Path) -> None:
    pytest.importorskip("llama_cpp")
    backend = LlamaCppBackend(LlamaCppSpec(model_path=str(smollm2_path), n_ctx=128))
    long_prompt = [Message("user", "seven " * 400)]
    with pytest.raises(ContextLengthError, match=r"n_ctx 128\): the prompt's \d+ tokens leave"):
        generate(backend, messages=long_prompt)


def test_the_reply_is_fitted_into_the_calls_context() -> None:
    hooks = CallHooks(StopRules(), threading.Event(), num_ctx=128)
    assert (hooks.fit(100, 64), hooks.fit(10, 64), hooks.fit(10, None)) == (28, 64, 118)
    with pytest.raises(ContextLengthError, match=r"128 tokens leave no room .* of 128 tokens"):
        hooks.fit(128, 64)


@pytest.mark.model
def test_a_method_num_ctx_below_prompt_plus_reply_caps_the_reply(spec: LlamaCppSpec) -> None:
    # The model is loaded with n_ctx 1024; the call asks for 10 tokens more than its prompt.
    backend = LlamaCppBackend(spec)
    counting = [Message("user", "Count from 1 to 200, separated by commas.")]
    probe = asyncio.run(backend.generate(counting, params=GenerationParams(max_tokens=1)))
    params = GenerationParams(max_tokens=64, num_ctx=probe.prompt_tokens + 10, seed=0)
    completion = asyncio.run(backend.generate(counting, params=params))
    assert completion.prompt_tokens == probe.prompt_tokens
    assert (completion.output_tokens, completion.finish_reason) == (10, "length")
    assert completion.num_ctx == probe.prompt_tokens + 10


@pytest.mark.model
def test_a_prompt_over_the_methods_num_ctx_is_a_context_error(spec: LlamaCppSpec) -> None:
    params = GenerationParams(max_tokens=8, num_ctx=16, seed=0)
    with pytest.raises(ContextLengthError, match=r"leave no room .* context of 16 tokens"):
        asyncio.run(LlamaCppBackend(spec).generate(QUESTION, params=params))


@pytest.mark.model
def test_a_num_ctx_above_the_loaded_context_runs_within_it_said_once(
    spec: LlamaCppSpec, caplog: pytest.LogCaptureFixture
) -> None:
    backend = LlamaCppBackend(spec)
    params = GenerationParams(max_tokens=2, num_ctx=32768, seed=0)
    with caplog.at_level(logging.WARNING, logger="mathloop.llm"):
        ran = [asyncio.run(backend.generate(QUESTION, params=params)).num_ctx for _ in range(2)]
    assert ran == [1024, 1024]
    (warning,) = [r.getMessage() for r in caplog.records]
    assert "holds at most 1024 tokens" in warning and "num_ctx=32768" in warning


def test_missing_model_file_is_unavailable(tmp_path: Path) -> None:
    backend = LlamaCppBackend(LlamaCppSpec(model_path=str(tmp_path / "missing.gguf")))
    assert backend.model == "missing"
    with pytest.raises(BackendUnavailableError):
        generate(backend)
    assert not backend.loaded
