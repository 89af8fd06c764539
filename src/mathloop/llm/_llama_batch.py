"""Several chat completions decoded together in one llama.cpp context (issue 41).

llama-cpp-python's high-level API decodes one sequence at a time. Decoding on a CPU is bound
by memory bandwidth: one step reads every weight once, whether it advances one sequence or
four. Here the calls that wait for the model together are decoded in one ``llama_batch``
per step, each as its own sequence of one unified KV cache:

- each prompt is templated exactly as the one-call path templates it (the chat handler runs
  and is stopped where it hands its tokens to ``create_completion``: :class:`PromptCaptured`);
- the prompt the KV cache holds from the call before (batched or not) is reused where a
  prompt begins with it, so a round's prompts, asked again in the next round, and the
  instructions every problem shares are evaluated once; after the batch the last sequence's
  prompt stays in the cache, recorded as the one-call path records its own;
- the prompts' common prefix is evaluated once, in sequence 0, and copied to the others
  (``llama_memory_seq_cp`` shares the cells); each sequence evaluates the rest of its own
  prompt and samples its first token at once;
- every sequence samples with its own sampler chain, built by llama-cpp-python's own
  ``_init_sampler`` with the call's settings and the call's own seed;
- a step decodes the last token of every live sequence; a sequence ends on an end-of-generation
  token, a stop string, its token limit (within its ``num_ctx``, :meth:`CallHooks.fit`), its
  stop rules (:class:`~mathloop.llm.stopping.StreamMonitor`), or its cancel flag.

**Bytes.** A sample's bytes depend on its seed and on which sequences were decoded beside
it: the batch's matrix products round differently from one sequence's, so a token near a
tie can differ (measured on the test model: the same seed gave the same reply alone in a
batch and through the one-call path, and a different one beside two others). A run
therefore records which mode produced each completion (``Completion.batch_size``).
"""

from __future__ import annotations

import contextlib
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from mathloop.llm._llama_call import CallHooks, PromptCaptured

__all__ = ["BatchRequest", "BatchResult", "allow_sequences", "capture_prompt", "decode_together"]

# create_completion's sampling arguments and the names _init_sampler gives them.
_SAMPLER_ARGUMENTS = {
    "temperature": "temp",
    **{
        name: name
        for name in (
            "top_k",
            "top_p",
            "min_p",
            "typical_p",
            "repeat_penalty",
            "frequency_penalty",
            "presence_penalty",
            "tfs_z",
            "mirostat_mode",
            "mirostat_tau",
            "mirostat_eta",
            "logits_processor",
            "grammar",
        )
    },
}


@dataclass
class BatchRequest:
    """One chat completion to decode beside others."""

    prompt: list[int]
    arguments: dict[str, Any]
    hooks: CallHooks
    repeat_last_n: int
    max_tokens: int
    """The reply's token limit within the call's context (:meth:`CallHooks.fit`)."""


@dataclass
class BatchResult:
    """What one sequence of a batch returned, in ``create_completion``'s terms."""

    text: str
    prompt_tokens: int
    completion_tokens: int
    finish_reason: str


@dataclass
class _Sequence:
    request: BatchRequest
    seq_id: int
    sampler: Any
    stop: tuple[str, ...]
    tokens: list[int] = field(default_factory=list)
    finish: str | None = None
    cut_text: str | None = None
    """The reply up to its first stop string, once one ended it."""
    next_token: int | None = None
    logits_index: int = -1


def capture_prompt(llama: Any, request: dict[str, Any]) -> tuple[list[int], dict[str, Any]]:
    """The prompt tokens and ``create_completion`` arguments that ``create_chat_completion``
    makes of ``request``: its chat handler runs as for one call and is stopped there."""
    llama.capturing = True
    try:
        llama.create_chat_completion(**request)
    except PromptCaptured as captured:
        return captured.prompt, captured.arguments
    finally:
        llama.capturing = False
    raise RuntimeError("the chat handler generated without calling create_completion")


def allow_sequences(llama: Any, n_seq_max: int) -> None:
    """Give ``llama`` a context that holds ``n_seq_max`` sequences in one unified KV cache
    (llama-cpp-python makes a one-sequence context). The KV cells stay ``n_ctx``: the
    sequences of a batch share them, a common prompt prefix once."""
    import llama_cpp
    from llama_cpp import _internals as internals

    if llama_cpp.llama_n_seq_max(llama._ctx.ctx) >= n_seq_max:
        return
    params = llama.context_params
    params.n_seq_max = n_seq_max
    params.kv_unified = True
    llama._ctx.close()
    context = internals.LlamaContext(model=llama._model, params=params, verbose=llama.verbose)
    llama._ctx = context
    llama._stack.enter_context(contextlib.closing(context))
    llama.n_tokens = 0


def decode_together(llama: Any, requests: Sequence[BatchRequest]) -> list[BatchResult]:
    """Decode ``requests`` together (blocking).

    The prompt the model's KV cache holds (the one-call path's last, or the previous batch's
    kept prompt) is reused where a request's prompt starts with it; afterwards the last
    request's prompt is kept in sequence 0 with the one-call path's bookkeeping
    (``input_ids``, ``n_tokens``), so the next call, batched or not, reuses it in turn. On a
    failure the cache is cleared."""
    import llama_cpp

    memory = llama_cpp.llama_get_memory(llama._ctx.ctx)
    kept = [int(token) for token in llama.input_ids[: llama.n_tokens]]
    llama.n_tokens = 0  # the one-call path's bookkeeping is void until a prompt is kept
    try:
        sequences = [_sequence(llama, request, index) for index, request in enumerate(requests)]
        for sequence in sequences[1:]:
            llama_cpp.llama_memory_seq_rm(memory, sequence.seq_id, 0, -1)
        _evaluate_prompts(llama, memory, sequences, kept)
        _decode_steps(llama, sequences)
        _keep_prompt(llama, memory, sequences)
    except BaseException:
        llama_cpp.llama_memory_clear(memory, True)
        llama.n_tokens = 0
        raise
    return [_result(llama, sequence) for sequence in sequences]


def _sequence(llama: Any, request: BatchRequest, seq_id: int) -> _Sequence:
    arguments = request.arguments
    request.hooks.attach(llama)
    seed = arguments.get("seed")
    llama.set_seed(seed if seed is not None else random.Random(llama._seed).randint(0, 2**32))
    llama.last_n_tokens_size = request.repeat_last_n
    options = {
        target: arguments[name]
        for name, target in _SAMPLER_ARGUMENTS.items()
        if arguments.get(name) is not None
    }
    sampler = llama._init_sampler(**options)
    stop = arguments.get("stop") or ()
    stop = (stop,) if isinstance(stop, str) else tuple(stop)
    return _Sequence(request, seq_id, sampler, stop)


def _common_prefix(prompts: list[list[int]]) -> int:
    shortest = min(len(prompt) for prompt in prompts)
    for index in range(shortest):
        if any(prompt[index] != prompts[0][index] for prompt in prompts):
            return index
    return shortest


def _evaluate_prompts(llama: Any, memory: Any, sequences: list[_Sequence], kept: list[int]) -> None:
    """Each sequence starts from the cells of the ``kept`` prompt (held in sequence 0) that
    its own prompt begins with; the prompts' common prefix beyond that is evaluated once, in
    sequence 0, and copied to the others; then each sequence evaluates its own rest (at
    least its last token, whose logits it samples from) and samples its first token."""
    import llama_cpp

    prompts = [sequence.request.prompt for sequence in sequences]
    start = [max(0, min(_common_prefix([kept, prompt]), len(prompt) - 1)) for prompt in prompts]
    for sequence in sequences[1:]:
        if start[sequence.seq_id]:
            llama_cpp.llama_memory_seq_cp(memory, 0, sequence.seq_id, 0, start[sequence.seq_id])
    llama_cpp.llama_memory_seq_rm(memory, 0, start[0], -1)
    shared = max(0, min(_common_prefix(prompts), min(len(p) for p in prompts) - 1))
    started = time.perf_counter()
    if shared > start[0]:
        _decode_prompt(llama, prompts[0][start[0] : shared], seq_id=0, start=start[0])
        sequences[0].request.hooks.prompt_processed += shared - start[0]
        start[0] = shared
    for sequence in sequences[1:]:
        if shared > start[sequence.seq_id]:
            llama_cpp.llama_memory_seq_cp(
                memory, 0, sequence.seq_id, start[sequence.seq_id], shared
            )
            start[sequence.seq_id] = shared
    for sequence in sequences:
        begin = start[sequence.seq_id]
        rest = sequence.request.prompt[begin:]
        _decode_prompt(llama, rest, seq_id=sequence.seq_id, start=begin)
        sequence.request.hooks.prompt_processed += len(rest)
        sequence.request.hooks.prefill_s = time.perf_counter() - started
        sequence.next_token = _sample(llama, sequence, -1)


def _keep_prompt(llama: Any, memory: Any, sequences: list[_Sequence]) -> None:
    """Keep the last sequence's prompt, and nothing else, in sequence 0, recorded as the
    one-call path records what its cache holds (its logits are not kept: the next call
    evaluates at least one token)."""
    import llama_cpp

    last = sequences[-1]
    prompt = last.request.prompt
    if last.seq_id != 0:
        llama_cpp.llama_memory_seq_rm(memory, 0, 0, -1)
        llama_cpp.llama_memory_seq_cp(memory, last.seq_id, 0, 0, len(prompt))
    for sequence in sequences[1:]:
        llama_cpp.llama_memory_seq_rm(memory, sequence.seq_id, 0, -1)
    llama_cpp.llama_memory_seq_rm(memory, 0, len(prompt), -1)
    llama.input_ids[: len(prompt)] = prompt
    llama.n_tokens = len(prompt)
    llama._requires_eval = True


def _decode_prompt(llama: Any, tokens: list[int], *, seq_id: int, start: int) -> None:
    """Evaluate ``tokens`` at positions ``start…`` of one sequence, in ``n_batch`` chunks;
    only the last token's logits are kept."""
    import llama_cpp

    size = llama.n_batch
    batch = llama_cpp.llama_batch_init(size, 0, 1)
    try:
        for offset in range(0, len(tokens), size):
            chunk = tokens[offset : offset + size]
            batch.n_tokens = len(chunk)
            for index, token in enumerate(chunk):
                _put(batch, index, token, start + offset + index, seq_id, logits=False)
            if offset + size >= len(tokens):
                batch.logits[len(chunk) - 1] = True
            _decode(llama, batch)
    finally:
        llama_cpp.llama_batch_free(batch)


def _decode_steps(llama: Any, sequences: list[_Sequence]) -> None:
    import llama_cpp

    batch = llama_cpp.llama_batch_init(len(sequences), 0, len(sequences))
    try:
        while True:
            live = [sequence for sequence in sequences if _advance(llama, sequence)]
            if not live:
                return
            batch.n_tokens = len(live)
            for index, sequence in enumerate(live):
                position = len(sequence.request.prompt) + len(sequence.tokens) - 1
                token = sequence.tokens[-1]
                _put(batch, index, token, position, sequence.seq_id, logits=True)
                sequence.logits_index = index
            _decode(llama, batch)
            for sequence in live:
                sequence.next_token = _sample(llama, sequence, sequence.logits_index)
    finally:
        llama_cpp.llama_batch_free(batch)


def _advance(llama: Any, sequence: _Sequence) -> bool:
    """Take the sequence's sampled token; True while it needs another step."""
    import llama_cpp

    if sequence.finish is not None:
        return False
    hooks = sequence.request.hooks
    token = sequence.next_token
    if hooks.cancel.is_set():
        sequence.finish = "stop"
        return False
    if token is None or llama_cpp.llama_vocab_is_eog(llama._model.vocab, token):
        sequence.finish = "stop"
        return False
    sequence.tokens.append(token)
    if hooks.monitor.active:
        hooks.monitor.feed(token, llama.detokenize([token]).decode("utf-8", errors="ignore"))
    cut = _cut_at_stop(llama, sequence) if sequence.stop else None
    if cut is not None:
        sequence.cut_text = cut
        sequence.finish = "stop"
    elif hooks.monitor.reason is not None:
        sequence.finish = "stop"
    elif len(sequence.tokens) >= sequence.request.max_tokens:
        sequence.finish = "length"
    return sequence.finish is None


def _text(llama: Any, sequence: _Sequence) -> str:
    raw = llama.detokenize(sequence.tokens, prev_tokens=sequence.request.prompt)
    return str(raw.decode("utf-8", errors="ignore"))


def _cut_at_stop(llama: Any, sequence: _Sequence) -> str | None:
    """The reply up to its first stop string, or None while it holds none."""
    text = _text(llama, sequence)
    found = [text.find(stop) for stop in sequence.stop if stop and stop in text]
    return text[: min(found)] if found else None


def _sample(llama: Any, sequence: _Sequence, index: int) -> int:
    return int(sequence.sampler.sample(llama._ctx, index))


def _put(batch: Any, index: int, token: int, position: int, seq_id: int, *, logits: bool) -> None:
    batch.token[index] = token
    batch.pos[index] = position
    batch.n_seq_id[index] = 1
    batch.seq_id[index][0] = seq_id
    batch.logits[index] = logits


def _decode(llama: Any, batch: Any) -> None:
    import llama_cpp

    status = llama_cpp.llama_decode(llama._ctx.ctx, batch)
    if status != 0:
        raise RuntimeError(f"llama_decode returned {status} in a batch of {batch.n_tokens}")


def _result(llama: Any, sequence: _Sequence) -> BatchResult:
    return BatchResult(
        text=sequence.cut_text if sequence.cut_text is not None else _text(llama, sequence),
        prompt_tokens=len(sequence.request.prompt),
        completion_tokens=len(sequence.tokens),
        finish_reason=sequence.finish or "length",
    )
