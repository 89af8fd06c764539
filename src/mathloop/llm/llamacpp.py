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
``prompt_lookup_tokens`` turns on prompt-lookup speculative decoding.
"""

from __future__ import annotations

import asyncio
import os
import threading
import time
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from mathloop.errors import BackendError, BackendUnavailableError, ContextLengthError
from mathloop.llm._llama_call import CallHooks, guarded_llama_class, install_abort_callback
from mathloop.llm._unsupported import UnsupportedWarning
from mathloop.llm.base import Completion, FinishReason, GenerationParams, Message
from mathloop.llm.prompt_cache import bounded_ram_cache
from mathloop.llm.retry import one_line

__all__ = ["INSTALL_HINT", "LlamaCppBackend", "LlamaCppSpec", "unload_models"]

INSTALL_HINT = "mathloop engine install"

_FINISH_REASONS: dict[str, FinishReason] = {"stop": "stop", "length": "length"}


@dataclass(frozen=True)
class LlamaCppSpec:
    """Settings of an in-process llama.cpp model.

    ``n_threads=None`` generates on every CPU this process may use (:func:`usable_cpus`;
    llama-cpp-python's own default is half of them: one thread on a 2-core machine, see
    ``bench/threads.py``); prompts are evaluated on the same number of threads, as
    llama.cpp's ``--threads-batch`` defaults to ``--threads`` (llama-cpp-python's own
    default is every CPU of the machine, affinity mask or not, so two runs each given one
    thread would fight over the cores while evaluating prompts); ``n_gpu_layers=-1``
    offloads every layer when llama-cpp-python was built with GPU support. ``model_name`` is
    the name recorded in completions (default: the file name without ``.gguf``).
    ``prompt_cache_mb`` sizes the RAM cache of KV states that later calls with the same
    prompt prefix start from (0: only the previous call's prefix is reused).
    ``prompt_lookup_tokens`` is how many tokens prompt-lookup decoding drafts from the
    prompt per step (0: off).
    """

    model_path: str
    n_ctx: int = 16384
    n_threads: int | None = None
    n_gpu_layers: int = 0
    verbose: bool = False
    model_name: str | None = None
    prompt_cache_mb: int = 1024
    prompt_lookup_tokens: int = 0


_LoadKey = tuple[str, int, int | None, int, int, int]


class _CallResult(NamedTuple):
    result: dict[str, Any]
    hooks: CallHooks


class _LoadedModel:
    """One loaded ``Llama`` with the locks that serialize its use."""

    def __init__(self, llama: Any) -> None:
        self.llama = llama
        self.thread_lock = threading.Lock()
        self._locks_guard = threading.Lock()
        self._async_locks: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Lock]
        self._async_locks = weakref.WeakKeyDictionary()

    def async_lock(self) -> asyncio.Lock:
        """The lock that queues this loop's callers without holding a worker thread each."""
        loop = asyncio.get_running_loop()
        with self._locks_guard:
            lock = self._async_locks.get(loop)
            if lock is None:
                lock = self._async_locks[loop] = asyncio.Lock()
        return lock

    def chat(self, request: dict[str, Any], hooks: CallHooks, repeat_last_n: int) -> _CallResult:
        """Run one chat completion (blocking; called in a worker thread)."""
        with self.thread_lock:
            if hooks.cancel.is_set():
                raise _Cancelled
            llama = self.llama
            hooks.attach(llama)
            llama.hooks = hooks
            # llama-cpp-python reads the repeat-penalty window from the model per call.
            llama.last_n_tokens_size = repeat_last_n
            try:
                result: dict[str, Any] = llama.create_chat_completion(**request)
            finally:
                llama.hooks = None
        return _CallResult(result, hooks)


class _Cancelled(Exception):
    """The call was cancelled before or while it ran."""


_CACHE_LOCK = threading.Lock()
_CACHE: dict[_LoadKey, _LoadedModel] = {}


class LlamaCppBackend:
    """Chat completions from a GGUF model in this process, using the GGUF's chat template."""

    name = "llamacpp"

    def __init__(self, spec: LlamaCppSpec) -> None:
        self.spec = spec
        self.model = spec.model_name or Path(spec.model_path).name.removesuffix(".gguf")
        self._loaded: _LoadedModel | None = None
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
        loaded = self._loaded
        if loaded is None:
            loaded = self._loaded = await asyncio.to_thread(_load, self.spec)
        request = _request(messages, params)
        num_ctx = min(params.num_ctx, self.spec.n_ctx)
        hooks = CallHooks(params.stop_rules, threading.Event(), num_ctx=num_ctx)
        async with loaded.async_lock():
            start = time.perf_counter()
            try:
                call = await asyncio.to_thread(
                    loaded.chat, request, hooks, params.sampler.repeat_last_n
                )
            except asyncio.CancelledError:
                hooks.cancel.set()  # the worker thread stops at its next token
                raise
            except ContextLengthError as exc:
                raise ContextLengthError(f"{self._where()}: {exc}") from exc
            except (ValueError, RuntimeError) as exc:
                raise BackendError(f"{self._where()}: {one_line(str(exc))}") from exc
            latency_s = time.perf_counter() - start
        return _completion(call, latency_s=latency_s, model=self.model)

    def _where(self) -> str:
        return f"llama.cpp ({self.model}, n_ctx {self.spec.n_ctx})"


def unload_models() -> None:
    """Forget every shared model; memory is freed once no backend holds one any more."""
    with _CACHE_LOCK:
        _CACHE.clear()


def _load(spec: LlamaCppSpec) -> _LoadedModel:
    path = os.path.realpath(spec.model_path)
    key: _LoadKey = (
        path,
        spec.n_ctx,
        spec.n_threads,
        spec.n_gpu_layers,
        spec.prompt_cache_mb,
        spec.prompt_lookup_tokens,
    )
    with _CACHE_LOCK:
        loaded = _CACHE.get(key)
        if loaded is None:
            loaded = _CACHE[key] = _LoadedModel(_new_llama(path, spec))
    return loaded


def _new_llama(path: str, spec: LlamaCppSpec) -> Any:
    try:
        llama_class = guarded_llama_class()
    except ImportError as exc:
        raise BackendUnavailableError(
            f"the llamacpp backend needs llama-cpp-python: {INSTALL_HINT}"
        ) from exc
    if not os.path.isfile(path):
        raise BackendUnavailableError(f"model file not found: {spec.model_path}")
    threads = thread_count(spec.n_threads)
    try:
        llama = llama_class(
            model_path=path,
            n_ctx=spec.n_ctx,
            n_threads=threads,
            n_threads_batch=threads,
            n_gpu_layers=spec.n_gpu_layers,
            verbose=spec.verbose,
            draft_model=_draft_model(spec),
            # llama-cpp-python's speculative path writes every position's logits: it needs
            # an n_ctx x n_vocab score buffer (docs/backends.md: why lookup is off).
            logits_all=spec.prompt_lookup_tokens > 0,
        )
    except (ValueError, RuntimeError) as exc:
        raise BackendUnavailableError(
            f"llama.cpp could not load {spec.model_path}: {one_line(str(exc))}"
        ) from exc
    if spec.prompt_cache_mb > 0:
        keep_scores = spec.prompt_lookup_tokens > 0  # logits_all: every row is real
        llama.set_cache(bounded_ram_cache(spec.prompt_cache_mb << 20, keep_scores=keep_scores))
    install_abort_callback(llama)
    return llama


def usable_cpus() -> int:
    """CPUs this process may run on (its affinity mask where the OS has one)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def thread_count(n_threads: int | None) -> int:
    """The threads llama.cpp generates and evaluates prompts on: ``n_threads``, or every
    usable CPU (what a run's manifest records, ``mathloop.runs.environment``)."""
    return n_threads or usable_cpus()


def _draft_model(spec: LlamaCppSpec) -> Any:
    if spec.prompt_lookup_tokens <= 0:
        return None
    from llama_cpp.llama_speculative import LlamaPromptLookupDecoding

    return LlamaPromptLookupDecoding(num_pred_tokens=spec.prompt_lookup_tokens)


def _request(messages: list[Message], params: GenerationParams) -> dict[str, Any]:
    # The repeat-penalty window is no chat argument here: _LoadedModel.chat sets it per call.
    options = params.sampling_options()
    del options["repeat_last_n"]
    return {"messages": [{"role": m.role, "content": m.content} for m in messages], **options}


def _completion(call: _CallResult, *, latency_s: float, model: str) -> Completion:
    choice = call.result["choices"][0]
    usage = call.result.get("usage") or {}
    finish = call.hooks.stop_reason or _FINISH_REASONS.get(str(choice.get("finish_reason")))
    return Completion(
        text=choice["message"].get("content") or "",
        prompt_tokens=int(usage.get("prompt_tokens", 0)),
        output_tokens=int(usage.get("completion_tokens", 0)),
        latency_s=latency_s,
        finish_reason=finish or "other",
        model=model,
        prompt_tokens_processed=call.hooks.prompt_processed,
        prefill_s=call.hooks.prefill_s,
        num_ctx=call.hooks.num_ctx,
    )
