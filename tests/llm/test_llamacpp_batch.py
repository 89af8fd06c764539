"""Calls that wait for the embedded model together are decoded together (issue 41), on a
real model (SmolLM2): the replies, their seeds, stop rules, limits and the bookkeeping."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from mathloop.errors import ContextLengthError
from mathloop.llm import Completion, GenerationParams, LlamaCppBackend, LlamaCppSpec, Message
from mathloop.llm._llama_call import CallHooks
from mathloop.llm._llama_model import CallResult, Waiting
from mathloop.llm.base import RepetitionRule, Sampler, StopRules
from mathloop.llm.llamacpp import unload_models

QUESTION = [Message("system", "You are a helpful assistant."), Message("user", "Name a fruit.")]
HOT = Sampler(temperature=0.9, top_p=0.95, top_k=40)


@pytest.fixture(autouse=True)
def _fresh_models() -> Iterator[None]:
    """No KV state of these tests reaches a later test of the same model (prefix reuse)."""
    yield
    unload_models()


@pytest.fixture
def spec(smollm2_path: Path) -> LlamaCppSpec:
    pytest.importorskip("llama_cpp")
    return LlamaCppSpec(model_path=str(smollm2_path), n_ctx=2048, n_threads=2, prompt_cache_mb=0)


def batched(spec: LlamaCppSpec, size: int = 4) -> LlamaCppBackend:
    return LlamaCppBackend(LlamaCppSpec(**{**spec.__dict__, "batch_sequences": size}))


def params(seed: int, max_tokens: int = 24) -> GenerationParams:
    return GenerationParams(max_tokens=max_tokens, num_ctx=1024, seed=seed, sampler=HOT)


async def together(
    backend: LlamaCppBackend, calls: list[tuple[list[Message], GenerationParams]]
) -> list[Completion]:
    return list(await asyncio.gather(*(backend.generate(m, params=p) for m, p in calls)))


@pytest.mark.model
def test_calls_gathered_together_are_decoded_in_one_batch(spec: LlamaCppSpec) -> None:
    backend = batched(spec)
    replies = asyncio.run(together(backend, [(QUESTION, params(seed)) for seed in (1, 2, 3)]))
    assert [reply.batch_size for reply in replies] == [3, 3, 3]
    assert all(reply.text.strip() for reply in replies)
    assert all(0 < reply.output_tokens <= 24 for reply in replies)
    assert all(reply.latency_s > 0 for reply in replies)
    assert all(reply.prompt_tokens == replies[0].prompt_tokens for reply in replies)
    # the shared prompt is evaluated once, less its last token, which each sequence evaluates
    processed = [reply.prompt_tokens_processed for reply in replies]
    assert processed == [replies[0].prompt_tokens, 1, 1]
    assert len({reply.text for reply in replies}) > 1, "three seeds, one reply"


@pytest.mark.model
def test_a_batch_replays_byte_for_byte_and_a_lone_call_matches_the_one_call_path(
    spec: LlamaCppSpec,
) -> None:
    backend = batched(spec)
    calls = [(QUESTION, params(seed)) for seed in (5, 6)]
    first = asyncio.run(together(backend, calls))
    second = asyncio.run(together(backend, calls))
    assert [r.batch_size for r in first] == [r.batch_size for r in second] == [2, 2]
    assert [r.text for r in first] == [r.text for r in second]
    alone = asyncio.run(backend.generate(QUESTION, params=params(5)))
    plain = asyncio.run(LlamaCppBackend(spec).generate(QUESTION, params=params(5)))
    assert alone.batch_size is None and alone.text == plain.text
    assert alone.latency_s > 0  # a lone call in batching mode is timed as in the one-call path


@pytest.mark.model
def test_a_batch_reuses_the_prompt_the_call_before_left_in_the_cache(spec: LlamaCppSpec) -> None:
    """A round asked again evaluates only each prompt's last token, whether the round
    before was batched or a lone call, and keeps its bytes."""
    backend = batched(spec)
    calls = [(QUESTION, params(seed)) for seed in (5, 6)]
    first = asyncio.run(together(backend, calls))
    again = asyncio.run(together(backend, calls))
    assert [r.prompt_tokens_processed for r in first] == [first[0].prompt_tokens, 1]
    assert [r.prompt_tokens_processed for r in again] == [1, 1]
    assert [r.text for r in again] == [r.text for r in first]
    asyncio.run(backend.generate(QUESTION, params=params(7)))
    after_alone = asyncio.run(together(backend, calls))
    assert [r.prompt_tokens_processed for r in after_alone] == [1, 1]


@pytest.mark.model
def test_a_lone_call_reuses_the_last_prompt_of_the_batch_before(spec: LlamaCppSpec) -> None:
    backend = batched(spec)
    other = [QUESTION[0], Message("user", "Name a colour.")]
    asyncio.run(together(backend, [(other, params(1)), (QUESTION, params(2))]))
    alone = asyncio.run(backend.generate(QUESTION, params=params(3)))
    assert alone.batch_size is None and alone.text.strip()
    assert alone.prompt_tokens_processed == 1


@pytest.mark.model
def test_prompts_that_share_instructions_reuse_them_across_batches(spec: LlamaCppSpec) -> None:
    backend = batched(spec)
    system = Message("system", "You are a careful assistant. " * 8)
    first = [[system, Message("user", f"Name a {thing}.")] for thing in ("fruit", "tree")]
    later = [[system, Message("user", f"Name a {thing}.")] for thing in ("bird", "river")]
    opened = asyncio.run(together(backend, [(messages, params(1)) for messages in first]))
    replies = asyncio.run(together(backend, [(messages, params(1)) for messages in later]))
    assert all(r.text.strip() for r in replies)
    # the first batch evaluated the instructions once; the next evaluates only its questions
    question = opened[1].prompt_tokens_processed
    assert opened[0].prompt_tokens_processed == opened[0].prompt_tokens > question + 40
    assert [r.prompt_tokens_processed for r in replies] == [question, question]


@pytest.mark.model
def test_different_prompts_are_decoded_together(spec: LlamaCppSpec) -> None:
    other = [QUESTION[0], Message("user", "Name a colour.")]
    replies = asyncio.run(
        together(batched(spec), [(QUESTION, params(1)), (other, params(1, max_tokens=6))])
    )
    assert [reply.batch_size for reply in replies] == [2, 2]
    assert replies[1].output_tokens <= 6
    assert replies[1].finish_reason in {"length", "stop"}


@pytest.mark.model
def test_no_more_than_batch_sequences_are_decoded_together(spec: LlamaCppSpec) -> None:
    replies = asyncio.run(
        together(batched(spec, size=2), [(QUESTION, params(seed)) for seed in (1, 2, 3)])
    )
    assert sorted(reply.batch_size or 1 for reply in replies) == [1, 2, 2]


@pytest.mark.model
def test_each_sequence_keeps_its_own_limit_and_stop_rules(spec: LlamaCppSpec) -> None:
    loop = [Message("user", "Continue this list without stopping: " + "1, " * 12)]
    rules = StopRules(repetition=RepetitionRule(min_block_tokens=8, repeats=4))
    guarded = GenerationParams(max_tokens=300, num_ctx=1024, seed=0, stop_rules=rules)
    short = params(2, max_tokens=3)
    replies = asyncio.run(together(batched(spec), [(loop, guarded), (QUESTION, short)]))
    assert replies[0].finish_reason == "repetition"
    assert replies[0].output_tokens < 300
    assert replies[1].output_tokens == 3 and replies[1].finish_reason == "length"


@pytest.mark.model
def test_a_prompt_too_long_fails_alone_and_the_others_are_answered(spec: LlamaCppSpec) -> None:
    long = [Message("user", "word " * 1500)]

    async def both() -> list[Completion | BaseException]:
        backend = batched(spec)
        calls = [
            backend.generate(long, params=params(1)),
            backend.generate(QUESTION, params=params(2)),
        ]
        return list(await asyncio.gather(*calls, return_exceptions=True))

    failed, answered = asyncio.run(both())
    assert isinstance(failed, ContextLengthError)
    assert isinstance(answered, Completion) and answered.text.strip()


class _RecordingModel:
    """Stands in for the loaded model: records the order of each group it is handed."""

    def __init__(self) -> None:
        self.groups: list[list[str]] = []

    def chat_together(self, group: list[Waiting]) -> list[CallResult]:
        self.groups.append([member.request["name"] for member in group])
        return [CallResult({}, member.hooks, batch_size=len(group)) for member in group]


@pytest.mark.parametrize(
    ("holder", "size", "expected"),
    [
        ("c", 4, ["a", "b", "c"]),
        ("c", 2, ["a", "c"]),
        ("a", 2, ["a", "b"]),
        ("b", 3, ["a", "b", "c"]),
    ],
)
def test_a_batch_keeps_the_order_its_calls_were_started_in(
    holder: str, size: int, expected: list[str]
) -> None:
    """Whichever call reaches the model first, the batch is formed in queue order: a
    sequence's place in the batch can change its bytes, so a replay must form it alike."""

    async def form() -> list[str]:
        loop = asyncio.get_running_loop()
        queue = [
            Waiting(
                {"name": name},
                CallHooks(StopRules(), threading.Event(), num_ctx=64),
                64,
                loop.create_future(),
            )
            for name in "abc"
        ]
        backend = LlamaCppBackend(LlamaCppSpec(model_path="unused.gguf", batch_sequences=size))
        model = _RecordingModel()
        waiting = next(member for member in queue if member.request["name"] == holder)
        await backend._decode_queued(model, queue, waiting)  # type: ignore[arg-type]
        return model.groups[0]

    assert asyncio.run(form()) == expected


@pytest.mark.model
def test_a_consensus_round_is_decoded_in_one_batch(spec: LlamaCppSpec) -> None:
    """``consensus`` asks for a round's samples together; the engine decodes them together."""
    from mathloop.methods import Consensus, ConsensusSpec, SolveContext
    from mathloop.problems import Problem
    from mathloop.sandbox import Limits

    method = Consensus(
        ConsensusSpec(
            sample_order="cp",
            max_samples=2,
            samples_together=2,
            num_predict=24,
            repairs=0,
            cot_fallback=False,
            num_ctx=1024,
        )
    )
    ctx = SolveContext(backend=batched(spec, size=2), limits=Limits(timeout_s=10.0), seed=1)
    trace = asyncio.run(method.solve(Problem(id="p", statement="What is 2 + 3?"), ctx))
    samples = [step for step in trace.steps if step.completion is not None]
    assert [step.component for step in samples] == ["cot_sample", "sample"]
    assert [step.completion.batch_size for step in samples] == [2, 2]
