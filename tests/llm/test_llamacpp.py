import asyncio
import time
from pathlib import Path

import pytest

from mathloop.errors import BackendError, BackendUnavailableError
from mathloop.llm import Completion, GenerationParams, LlamaCppBackend, LlamaCppSpec, Message

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
def test_prompt_longer_than_the_context_is_a_backend_error(smollm2_path: Path) -> None:
    pytest.importorskip("llama_cpp")
    backend = LlamaCppBackend(LlamaCppSpec(model_path=str(smollm2_path), n_ctx=128))
    long_prompt = [Message("user", "seven " * 400)]
    with pytest.raises(BackendError, match=r"exceed context window"):
        generate(backend, messages=long_prompt)


def test_missing_model_file_is_unavailable(tmp_path: Path) -> None:
    backend = LlamaCppBackend(LlamaCppSpec(model_path=str(tmp_path / "missing.gguf")))
    assert backend.model == "missing"
    with pytest.raises(BackendUnavailableError):
        generate(backend)
    assert not backend.loaded
