"""Generation and prompt speed of local models by llamacpp thread count.

    .venv/bin/python bench/threads.py                 # 1 thread, then every usable CPU
    .venv/bin/python bench/threads.py --threads 1 2 4 --tokens 200
    .venv/bin/python bench/threads.py --threads 2 --models qwen2.5-coder-1.5b qwen2.5-coder-0.5b

llama-cpp-python generates on half the CPUs unless told otherwise (one thread on a 2-core
machine); mathloop's default is every CPU the process may use (``usable_cpus``). Each row
loads the model with that thread count, evaluates one ~600-token prompt from scratch and
generates up to ``--tokens`` tokens at temperature 0 (the same tokens every row).
"""

from __future__ import annotations

import argparse
import asyncio

from mathloop.llm import GenerationParams, LlamaCppBackend, LlamaCppSpec, Message
from mathloop.llm.base import Sampler
from mathloop.llm.llamacpp import unload_models, usable_cpus
from mathloop.llm.models import DEFAULT_MODEL, resolve_model

PROMPT = (
    "Write a Python program that prints the first 40 prime numbers, one per line, "
    "then explain how it works step by step. "
) * 12


def measure(path: str, threads: int, tokens: int) -> tuple[int, float, int, float]:
    """(prompt tokens, prompt tok/s, output tokens, generation tok/s) with ``threads``."""
    backend = LlamaCppBackend(
        LlamaCppSpec(model_path=path, n_ctx=4096, n_threads=threads, prompt_cache_mb=0)
    )
    greedy = Sampler(temperature=0.0)
    params = GenerationParams(max_tokens=tokens, num_ctx=4096, sampler=greedy, seed=1)
    call = asyncio.run(backend.generate([Message("user", PROMPT)], params=params))
    prefill = call.prefill_s or 0.0
    unload_models()
    return (
        call.prompt_tokens,
        call.prompt_tokens / prefill,
        call.output_tokens,
        (call.output_tokens - 1) / (call.latency_s - prefill),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threads", type=int, nargs="+", default=sorted({1, usable_cpus()}))
    parser.add_argument("--tokens", type=int, default=128)
    parser.add_argument("--models", nargs="+", default=[DEFAULT_MODEL], help="named models")
    args = parser.parse_args()
    print(f"{usable_cpus()} usable CPUs")
    print("| model | threads | prompt tok | prompt tok/s | output tok | generation tok/s |")
    print("|---|---|---|---|---|---|")
    for model in args.models:
        path = str(resolve_model(model).path)
        for threads in args.threads:
            prompt, prompt_rate, output, rate = measure(path, threads, args.tokens)
            row = f"{prompt} | {prompt_rate:.1f} | {output} | {rate:.1f}"
            print(f"| {model} | {threads} | {row} |", flush=True)


if __name__ == "__main__":
    main()
