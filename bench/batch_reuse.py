"""Prompt evaluation of ``consensus``'s calls, with the batched path's prefix reuse and without
(issue 57, item 2: the instructions every problem shares, evaluated once).

    .venv/bin/python bench/batch_reuse.py bench/runs/solver-design/baseline-math-train.zip \\
        --problems 12

The run's first ``--problems`` ``consensus`` solves (a design run; never a measured one) are
replayed call by call on the default model as they were made: a round decoded together
(``batch_size`` 2 in the trace) is asked together again, a lone call alone, problem after
problem, through a model with ``batch_sequences=2`` as ``mathloop solve`` runs it. Each call
asks for one output token, so what is timed is the prompts' evaluation. Two arms share one
loaded model, in the order A B A B:

- *cleared*: the engine as it was before the reuse (the KV cache emptied before and after
  every batch, so a batch reuses nothing and the call after it neither);
- *reused*: today's engine (a batch starts from the prompt the cache holds and leaves the
  last sequence's prompt in it).

Prints, per arm and pass: calls, prompt tokens sent and evaluated, and seconds. Run it on a
quiet machine; the token counts do not depend on the machine, the seconds do.
"""

from __future__ import annotations

import argparse
import asyncio
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from mathloop.llm import Completion, GenerationParams, LlamaCppBackend, LlamaCppSpec, Message
from mathloop.llm import _llama_model as engine
from mathloop.llm.base import Sampler
from mathloop.llm.models import DEFAULT_MODEL, resolve_model
from mathloop.methods.records import StepRecord, Trace
from mathloop.runs.storage.reader import open_run

Round = list[list[Message]]
"""The messages of the calls decoded together (one, for a lone call)."""

ONE_TOKEN = GenerationParams(max_tokens=1, num_ctx=8192, seed=0, sampler=Sampler(temperature=0))


def rounds(run: Path, problems: int) -> list[Round]:
    """The first ``problems`` consensus solves' calls, grouped as they were decoded."""
    reader = open_run(run)
    found: list[Round] = []
    solves = 0
    for record in reader.read_standing():
        raw = reader.trace(record).read_bytes() if record.method == "consensus" else None
        if raw is None:
            continue
        found += _grouped([s for s in Trace.model_validate_json(raw).steps if s.completion])
        solves += 1
        if solves == problems:
            break
    return found


def _grouped(steps: list[StepRecord]) -> Iterator[Round]:
    at = 0
    while at < len(steps):
        completion = steps[at].completion
        size = (completion.batch_size if completion else None) or 1
        group = steps[at : at + size]
        yield [[Message(m.role, m.content) for m in step.messages] for step in group]
        at += len(group)


@contextmanager
def cleared() -> Iterator[None]:
    """The engine as before the reuse: nothing the cache holds is reused by or after a batch."""
    together = engine.decode_together

    def forgetting(llama: Any, requests: Any) -> Any:
        llama.n_tokens = 0
        try:
            return together(llama, requests)
        finally:
            llama.n_tokens = 0

    engine.decode_together = forgetting
    try:
        yield
    finally:
        engine.decode_together = together


async def replay(backend: LlamaCppBackend, calls: list[Round]) -> list[Completion]:
    replies: list[Completion] = []
    for group in calls:
        asked = (backend.generate(messages, params=ONE_TOKEN) for messages in group)
        replies += await asyncio.gather(*asked)
    return replies


def measure(backend: LlamaCppBackend, calls: list[Round], arm: str, number: int) -> None:
    start = time.perf_counter()
    if arm == "cleared":
        with cleared():
            replies = asyncio.run(replay(backend, calls))
    else:
        replies = asyncio.run(replay(backend, calls))
    seconds = time.perf_counter() - start
    sent = sum(r.prompt_tokens for r in replies)
    evaluated = sum(r.prompt_tokens_processed or 0 for r in replies)
    print(
        f"{arm:8s} pass {number}: {len(replies)} calls, {sent} prompt tokens sent, "
        f"{evaluated} evaluated ({evaluated / sent:.0%}), {seconds:.1f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run", type=Path, help="a design run with consensus (folder or packed)")
    parser.add_argument("--problems", type=int, default=12)
    args = parser.parse_args()
    calls = rounds(args.run, args.problems)
    path = str(resolve_model(DEFAULT_MODEL).path)
    backend = LlamaCppBackend(LlamaCppSpec(model_path=path, n_ctx=8192, batch_sequences=2))
    asyncio.run(replay(backend, calls[:1]))  # load the model before timing
    print(f"model {DEFAULT_MODEL}; {args.problems} consensus solves of {args.run}")
    for number in (1, 2):
        for arm in ("cleared", "reused"):
            measure(backend, calls, arm, number)


if __name__ == "__main__":
    main()
