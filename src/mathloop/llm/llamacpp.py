"""A GGUF model run in this process by ``llama-cpp-python``: the default, no server needed.

The model loads lazily on the first call, in a worker thread, and is shared: every backend in
the process with the same file and load settings uses one ``llama_cpp.Llama``. Calls to one
model are serialized (a ``Llama`` is not thread-safe) and run in a worker thread so the event
loop stays free for sandboxes and other backends.

The model's context is allocated when it loads (``LlamaCppSpec.n_ctx``); each call runs
within its own ``GenerationParams.num_ctx`` of it: the reply is cut short (``finish_reason
"length"``) where prompt plus reply would pass ``num_ctx``, and a prompt that leaves no room
for a reply is a :class:`~mathloop.errors.ContextLengthError`. A ``num_ctx`` above ``n_ctx``
cannot be had: such calls run within ``n_ctx``, and a warning says so once.

Every :class:`~mathloop.llm.base.Sampler` field is applied. The call's
:class:`~mathloop.llm.base.StopRules` are checked after every token; a cancelled call (Ctrl-C)
stops at the next token, or inside a long prompt evaluation. The KV cache of the longest
shared prompt prefix is reused, from the previous call and (``prompt_cache_mb``) from a RAM
cache of earlier calls' states, bounded by every byte they hold (:mod:`.prompt_cache`);
``prompt_tokens_processed`` says how much was evaluated.
``prompt_lookup_tokens`` turns on prompt-lookup speculative decoding. ``batch_sequences``
decodes up to that many calls that wait for the model together, one sequence each of one
batch (:mod:`._llama_batch`); 1 (the default) decodes every call alone.
"""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

from mathloop.errors import BackendError, ContextLengthError
from mathloop.llm._llama_call import CallHooks
from mathloop.llm._llama_model import (
    INSTALL_HINT,
    MODEL_FAILURES,
    CallResult,
    Cancelled,
    LoadedModel,
    Waiting,
    load,
    load_key,
    queue_for,
    thread_count,
    unload_models,
    usable_cpus,
)
from mathloop.llm._llama_spec import LlamaCppSpec
from mathloop.llm._unsupported import UnsupportedWarning
from mathloop.llm.base import Completion, FinishReason, GenerationParams, Message
from mathloop.llm.retry import one_line

__all__ = [
    "INSTALL_HINT",
    "LlamaCppBackend",
    "LlamaCppSpec",
    "thread_count",
    "unload_models",
    "usable_cpus",
]

_FINISH_REASONS: dict[str, FinishReason] = {"stop": "stop", "length": "length"}


class LlamaCppBackend:
    """Chat completions from a GGUF model in this process, using the GGUF's chat template."""

    name = "llamacpp"

    def __init__(self, spec: LlamaCppSpec) -> None:
        self.spec = spec
        self.model = spec.model_name or Path(spec.model_path).name.removesuffix(".gguf")
        self._loaded: LoadedModel | None = None
        self._unsupported = UnsupportedWarning(f"llama.cpp ({self.model})")

    @property
    def loaded(self) -> bool:
        """Whether this backend has loaded (or picked up the shared) model yet."""
        return self._loaded is not None

    @property
    def llama(self) -> Any:
        """The shared ``llama_cpp.Llama``, or ``None`` before the first call."""
        return None if self._loaded is None else self._loaded.llama

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        """Generate one reply; the first call loads the model.

        ``latency_s`` is the generation itself: neither loading the model nor waiting for
        another caller's generation to finish is counted.
        """
        self._unsupported.context(params.num_ctx, self.spec.n_ctx)
        request = _request(messages, params)
        num_ctx = min(params.num_ctx, self.spec.n_ctx)
        hooks = CallHooks(params.stop_rules, threading.Event(), num_ctx=num_ctx)
        if self.spec.batching:
            # Queued before the model loads, so that calls started together wait together.
            waiting = Waiting(request, hooks, params.sampler.repeat_last_n, _future())
            queue = queue_for(load_key(self.spec))
            queue.append(waiting)
            call = await self._together(queue, waiting)
            return _completion(call, model=self.model)
        loaded = self._loaded
        if loaded is None:
            loaded = self._loaded = await asyncio.to_thread(load, self.spec)
        async with loaded.async_lock():
            try:
                call = await asyncio.to_thread(
                    loaded.chat, request, hooks, params.sampler.repeat_last_n
                )
            except asyncio.CancelledError:
                hooks.cancel.set()  # the worker thread stops at its next token
                raise
            except MODEL_FAILURES as exc:
                raise _engine_error(exc, self._where()) from exc
        return _completion(call, model=self.model)

    async def _together(self, queue: list[Waiting], waiting: Waiting) -> CallResult:
        """Whoever holds the model next decodes the queued call with the calls queued beside
        it (up to ``batch_sequences``)."""
        try:
            loaded = self._loaded
            if loaded is None:
                loaded = self._loaded = await asyncio.to_thread(load, self.spec)
            await asyncio.sleep(0)  # the calls started together with this one join the queue
            async with loaded.async_lock():
                if not waiting.future.done():
                    await self._decode_queued(loaded, queue, waiting)
            return await waiting.future
        except asyncio.CancelledError:
            waiting.hooks.cancel.set()
            if waiting in queue:
                queue.remove(waiting)
            raise

    async def _decode_queued(
        self, loaded: LoadedModel, queue: list[Waiting], waiting: Waiting
    ) -> None:
        # The group keeps the queue's order (the order the calls were started in), whichever
        # of them holds the model: a sequence's place in the batch can change its bytes.
        size = self.spec.batch_sequences
        head = queue[:size]
        group = head if waiting in head else [*queue[: size - 1], waiting]
        for member in group:
            queue.remove(member)
        try:
            outcomes = await asyncio.to_thread(loaded.chat_together, group)
        except BaseException as exc:  # cancelled, or the engine failed: every member learns it
            for member in group:
                if not member.future.done() and member is not waiting:
                    member.future.set_exception(_engine_error(exc, self._where()))
            error = _engine_error(exc, self._where())
            if error is exc:
                raise
            raise error from exc
        for member, outcome in zip(group, outcomes, strict=True):
            if isinstance(outcome, Cancelled):  # its caller has gone: nobody awaits it
                member.future.cancel()
            elif isinstance(outcome, BaseException):
                member.future.set_exception(_engine_error(outcome, self._where()))
            else:
                member.future.set_result(outcome)

    def _where(self) -> str:
        return f"llama.cpp ({self.model}, n_ctx {self.spec.n_ctx})"


def _future() -> asyncio.Future[CallResult]:
    return asyncio.get_running_loop().create_future()


def _engine_error(exc: BaseException, where: str) -> BaseException:
    """What a call raises for a model failure (:data:`MODEL_FAILURES`): the mathloop error
    that names the model; anything else (a cancellation) as it is."""
    if isinstance(exc, ContextLengthError):
        return ContextLengthError(f"{where}: {exc}")
    if isinstance(exc, (ValueError, RuntimeError)):
        return BackendError(f"{where}: {one_line(str(exc))}")
    return exc


def _request(messages: list[Message], params: GenerationParams) -> dict[str, Any]:
    # The repeat-penalty window is no chat argument here: LoadedModel.chat sets it per call.
    options = params.sampling_options()
    del options["repeat_last_n"]
    return {"messages": [{"role": m.role, "content": m.content} for m in messages], **options}


def _completion(call: CallResult, *, model: str) -> Completion:
    """``latency_s`` is the generation itself (:meth:`LoadedModel.chat`, or the batch the call
    was decoded in)."""
    choice = call.result["choices"][0]
    usage = call.result.get("usage") or {}
    finish = call.hooks.stop_reason or _FINISH_REASONS.get(str(choice.get("finish_reason")))
    return Completion(
        text=choice["message"].get("content") or "",
        prompt_tokens=int(usage.get("prompt_tokens", 0)),
        output_tokens=int(usage.get("completion_tokens", 0)),
        latency_s=call.latency_s or 0.0,
        finish_reason=finish or "other",
        model=model,
        prompt_tokens_processed=call.hooks.prompt_processed,
        prefill_s=call.hooks.prefill_s,
        num_ctx=call.hooks.num_ctx,
        batch_size=call.batch_size,
    )
