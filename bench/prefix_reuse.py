"""How much of a run's prompt text a KV prefix cache can reuse, from its traces alone.

    .venv/bin/python bench/prefix_reuse.py results/iipc-ablations/math.zip
    .venv/bin/python bench/prefix_reuse.py runs/m500 --methods relay_python

The run is a run folder or a packed run (``.zip``). Each model call's messages (from the
trace of each finished problem: IIPC's ``steps``, the relay's ``attempts``) are rendered with
the model's own chat template and tokenized (the GGUF's vocabulary only; no weights are
loaded, nothing is generated). For every call after the first of a problem it counts the
tokens that repeat the start of the call just before (what reusing the previous state saves)
and of any earlier call of the same problem (what the most a cache of many states could
save). Prints one line per method.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from llama_cpp import Llama
from llama_cpp.llama_chat_format import Jinja2ChatFormatter

from mathloop.llm.models import DEFAULT_MODEL, resolve_model
from mathloop.runs.storage.reader import RunReader, open_run


def common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    """Length of the common start of two token lists."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def call_messages(trace: dict) -> list[list[dict]]:
    """The messages of each model call of a trace, in order."""
    calls = [step["messages"] for step in trace.get("steps") or [] if step.get("messages")]
    return calls or [a["messages"] for a in trace.get("attempts") or [] if a.get("messages")]


def problem_traces(run: RunReader) -> Iterator[tuple[str, dict[str, Any]]]:
    """(method, trace as JSON) of every finished problem × method (× sample) of ``run``."""
    for record in run.read_standing():
        raw = run.trace(record).read_bytes()
        if raw is not None:
            yield record.method, json.loads(raw)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run", type=Path)
    parser.add_argument("--methods", help="comma-separated (default: every method)")
    args = parser.parse_args()
    wanted = set(args.methods.split(",")) if args.methods else None
    run = open_run(args.run)
    run.require()
    model = Llama(str(resolve_model(DEFAULT_MODEL).path), vocab_only=True, verbose=False)
    template = model.metadata["tokenizer.chat_template"]
    formatter = Jinja2ChatFormatter(template, eos_token="", bos_token="")
    totals: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0])
    for method, trace in problem_traces(run):
        if wanted and method not in wanted:
            continue
        seen: list[list[int]] = []
        for messages in call_messages(trace):
            prompt = formatter(messages=messages).prompt
            tokens = model.tokenize(prompt.encode(), add_bos=False, special=True)
            row = totals[method]
            row[1] += 1
            row[2] += len(tokens)
            if seen:
                row[3] += common_prefix(tokens, seen[-1])
                row[4] += max(common_prefix(tokens, earlier) for earlier in seen)
            seen.append(tokens)
        totals[method][0] += 1
    for method, (traces, calls, sent, previous, anywhere) in sorted(totals.items()):
        print(
            f"{method}: {traces} traces, {calls} calls, {sent} prompt tokens; "
            f"repeating the previous call {previous} ({previous / max(sent, 1):.0%}), "
            f"any earlier call {anywhere} ({anywhere / max(sent, 1):.0%})"
        )


if __name__ == "__main__":
    main()
