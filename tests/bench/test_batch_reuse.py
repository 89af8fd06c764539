"""bench/batch_reuse.py: a consensus solve's calls are replayed in the rounds they were
decoded in, and the *cleared* arm reuses nothing across a batch."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from bench_modules import load_bench
from helpers import fenced, handmade_run, item
from mathloop.llm import GenerationParams, Message, ScriptedBackend
from mathloop.llm.base import Completion
from mathloop.methods import create_method


class Batching(ScriptedBackend):
    """A script that says each call of a round of two was decoded in a batch of two."""

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        reply = await super().generate(messages, params=params)
        return dataclasses.replace(reply, batch_size=2) if reply.text.startswith("B") else reply


def _reply(messages: list[Message], params: GenerationParams) -> str:
    if "RESULT:" in messages[0].content:
        return "B" + fenced('print("RESULT: 5")')
    return "B So the answer is \\boxed{4}."


def test_a_solve_is_replayed_in_the_rounds_it_was_decoded_in(tmp_path: Path) -> None:
    consensus = create_method("consensus", {"max_samples": 3, "max_calls": 3})
    items = [item("p", "What is 2 + 2?", "4")]
    handmade_run(tmp_path / "run", items, [consensus], Batching(_reply), seed=1)
    rounds = load_bench("batch_reuse").rounds(tmp_path / "run", problems=1)
    assert [len(group) for group in rounds] == [2, 1]
    chain, program = rounds[0]
    assert "RESULT:" not in chain[0].content and "RESULT:" in program[0].content


@pytest.mark.parametrize("arm", ["cleared", "reused"])
def test_the_cleared_arm_forgets_what_a_batch_kept(arm: str) -> None:
    bench = load_bench("batch_reuse")

    class Llama:
        n_tokens = 40

    seen: list[int] = []

    def together(llama: Llama, requests: object) -> list[object]:
        seen.append(llama.n_tokens)
        llama.n_tokens = 12
        return []

    original = bench.engine.decode_together
    bench.engine.decode_together = together
    try:
        llama = Llama()
        if arm == "cleared":
            with bench.cleared():
                bench.engine.decode_together(llama, [])
        else:
            bench.engine.decode_together(llama, [])
    finally:
        bench.engine.decode_together = original
    assert seen == ([0] if arm == "cleared" else [40])
    assert llama.n_tokens == (0 if arm == "cleared" else 12)
