"""Wall time of k samples of one prompt on the default model: one after another against
decoded together in one batch (issue 41, ``LlamaCppSpec.batch_sequences``).

For k = 1..4 it asks the model for k replies to one program-writing prompt (a MATH train
problem), at temperature 0.7 with seeds 1..k, ``--tokens`` tokens at most each:

- *sequential*: the k calls one after another through a one-sequence model (the engine's
  default; each call after the first reuses the prompt's KV prefix);
- *batched*: the k calls gathered, through a model with ``batch_sequences=4``.

It prints seconds, output tokens and output tokens per second for both, the batched time as
a share of sequential, and the issue's bar: a k = 3 vote should cost at most 0.7 x 3 single
samples. Run it on a quiet machine (nothing else using the CPU):

    .venv/bin/python bench/batched_sampling.py            # about 6 minutes on 2 cores
"""

from __future__ import annotations

import argparse
import asyncio
import time

from mathloop.llm import Completion, GenerationParams, LlamaCppBackend, LlamaCppSpec, Message
from mathloop.llm.base import Sampler
from mathloop.llm.llamacpp import unload_models
from mathloop.llm.models import DEFAULT_MODEL, resolve_model

PROBLEM = (
    "A rectangle has a perimeter of 30 units and its length is twice its width. "
    "What is the area of the rectangle, in square units?"
)  # a MATH train-style problem (prealgebra); never a measured one
MESSAGES = [
    Message("system", "You solve math problems by writing one Python program."),
    Message(
        "user",
        f"{PROBLEM}\n\nWrite a Python program that computes the answer and prints it on a "
        "last line `RESULT: <answer>`. Explain your reasoning in comments.",
    ),
]
SAMPLER = Sampler(temperature=0.7, top_p=0.95)


def params(seed: int, tokens: int) -> GenerationParams:
    return GenerationParams(max_tokens=tokens, num_ctx=4096, seed=seed, sampler=SAMPLER)


async def sequential(backend: LlamaCppBackend, k: int, tokens: int) -> list[Completion]:
    return [
        await backend.generate(MESSAGES, params=params(seed, tokens)) for seed in range(1, k + 1)
    ]


async def batched(backend: LlamaCppBackend, k: int, tokens: int) -> list[Completion]:
    calls = (backend.generate(MESSAGES, params=params(seed, tokens)) for seed in range(1, k + 1))
    return list(await asyncio.gather(*calls))


def timed(run: object) -> tuple[float, list[Completion]]:
    start = time.perf_counter()
    replies = asyncio.run(run)  # type: ignore[arg-type]
    return time.perf_counter() - start, replies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=256, help="output tokens at most per reply")
    parser.add_argument("--max-k", type=int, default=4)
    args = parser.parse_args()
    path = str(resolve_model(DEFAULT_MODEL).path)
    one = LlamaCppBackend(LlamaCppSpec(model_path=path, n_ctx=8192))
    many = LlamaCppBackend(LlamaCppSpec(model_path=path, n_ctx=8192, batch_sequences=4))
    timed(sequential(one, 1, 8))  # load both models and warm them before timing
    timed(batched(many, 1, 8))
    print(f"model {DEFAULT_MODEL}; {args.tokens} output tokens at most per reply; T 0.7")
    print(" k | sequential s  tokens  tok/s | batched s  tokens  tok/s | batched/sequential")
    single = None
    for k in range(1, args.max_k + 1):
        seq_s, seq = timed(sequential(one, k, args.tokens))
        bat_s, bat = timed(batched(many, k, args.tokens))
        seq_tokens = sum(reply.output_tokens for reply in seq)
        bat_tokens = sum(reply.output_tokens for reply in bat)
        single = single or seq_s
        print(
            f"{k:>2} | {seq_s:12.1f} {seq_tokens:7d} {seq_tokens / seq_s:6.1f} | "
            f"{bat_s:9.1f} {bat_tokens:7d} {bat_tokens / bat_s:6.1f} | {bat_s / seq_s:18.2f}"
        )
        if k == 3:
            share = bat_s / (3 * single)
            print(f"   k = 3 batched costs {share:.2f} x 3 single samples (bar: <= 0.70)")
        sizes = sorted({reply.batch_size or 1 for reply in bat})
        print(
            f"   batch sizes recorded: {sizes}; same bytes as sequential: "
            f"{sum(a.text == b.text for a, b in zip(seq, bat, strict=True))} of {k}"
        )
    unload_models()


if __name__ == "__main__":
    main()
