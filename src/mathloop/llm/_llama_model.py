"""One GGUF model loaded in this process, shared by every backend with the same file and
load settings: its loading, the locks that serialize its use, and the queue of calls that
wait for it, decoded alone (``LoadedModel.chat``) or together (``LoadedModel.chat_together``,
:mod:`._llama_batch`)."""

from __future__ import annotations

import asyncio
import os
import threading
import time
import weakref
from dataclasses import dataclass
from typing import Any, NamedTuple

from mathloop.errors import BackendUnavailableError, ContextLengthError
from mathloop.llm._llama_batch import (
    BatchRequest,
    BatchResult,
    allow_sequences,
    capture_prompt,
    decode_together,
)
from mathloop.llm._llama_call import CallHooks, guarded_llama_class, install_abort_callback
from mathloop.llm._llama_spec import LlamaCppSpec
from mathloop.llm.prompt_cache import bounded_ram_cache
from mathloop.llm.retry import one_line

__all__ = [
    "INSTALL_HINT",
    "MODEL_FAILURES",
    "CallResult",
    "Cancelled",
    "LoadKey",
    "LoadedModel",
    "Waiting",
    "load",
    "load_key",
    "queue_for",
    "thread_count",
    "unload_models",
    "usable_cpus",
]

INSTALL_HINT = "mathloop engine install"

MODEL_FAILURES = (ContextLengthError, ValueError, RuntimeError)
"""What llama-cpp-python raises for one call's failure (a prompt too long for its context,
an engine error), as opposed to a cancellation."""

LoadKey = tuple[str, int, int | None, int, int, int, int]


class CallResult(NamedTuple):
    result: dict[str, Any]
    hooks: CallHooks
    batch_size: int | None = None
    latency_s: float | None = None


@dataclass
class Waiting:
    """A call queued for the model, to be decoded alone or beside others."""

    request: dict[str, Any]
    hooks: CallHooks
    repeat_last_n: int
    future: asyncio.Future[CallResult]


class LoadedModel:
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

    def chat(self, request: dict[str, Any], hooks: CallHooks, repeat_last_n: int) -> CallResult:
        """Run one chat completion (blocking; called in a worker thread)."""
        with self.thread_lock:
            if hooks.cancel.is_set():
                raise Cancelled
            llama = self.llama
            hooks.attach(llama)
            llama.hooks = hooks
            # llama-cpp-python reads the repeat-penalty window from the model per call.
            llama.last_n_tokens_size = repeat_last_n
            start = time.perf_counter()
            try:
                result: dict[str, Any] = llama.create_chat_completion(**request)
            finally:
                llama.hooks = None
            latency_s = time.perf_counter() - start
        return CallResult(result, hooks, latency_s=latency_s)

    def chat_together(self, group: list[Waiting]) -> list[CallResult | BaseException]:
        """Decode ``group`` together (blocking): each call's result, or the model failure it
        met (a prompt too long, an engine error), so that one call's failure is its own."""
        if len(group) == 1:
            return [self._alone(group[0])]
        with self.thread_lock:
            llama = self.llama
            prepared: list[BatchRequest] = []
            outcomes: list[CallResult | BaseException | None] = []
            for waiting in group:
                try:
                    prepared.append(_batch_request(llama, waiting))
                    outcomes.append(None)
                except MODEL_FAILURES as exc:
                    outcomes.append(exc)
            start = time.perf_counter()
            results = decode_together(llama, prepared) if len(prepared) > 1 else None
            latency_s = time.perf_counter() - start
        if results is None:  # one call left: decoded alone, the usual way
            return [
                outcome if outcome is not None else self._alone(waiting)
                for waiting, outcome in zip(group, outcomes, strict=True)
            ]
        done = iter(zip(prepared, results, strict=True))
        return [
            outcome if outcome is not None else _batch_result(*next(done), len(prepared), latency_s)
            for outcome in outcomes
        ]

    def _alone(self, waiting: Waiting) -> CallResult | BaseException:
        try:
            return self.chat(waiting.request, waiting.hooks, waiting.repeat_last_n)
        except (*MODEL_FAILURES, Cancelled) as exc:
            return exc


def _batch_request(llama: Any, waiting: Waiting) -> BatchRequest:
    prompt, arguments = capture_prompt(llama, waiting.request)
    # The reply's limit within the call's context; a prompt too long raises here.
    max_tokens = waiting.hooks.fit(len(prompt), arguments.get("max_tokens"))
    return BatchRequest(prompt, arguments, waiting.hooks, waiting.repeat_last_n, max_tokens)


def _batch_result(
    request: BatchRequest, result: BatchResult, size: int, latency_s: float
) -> CallResult:
    chat = {
        "choices": [{"message": {"content": result.text}, "finish_reason": result.finish_reason}],
        "usage": {
            "prompt_tokens": result.prompt_tokens,
            "completion_tokens": result.completion_tokens,
        },
    }
    return CallResult(chat, request.hooks, batch_size=size, latency_s=latency_s)


class Cancelled(Exception):
    """The call was cancelled before or while it ran."""


_CACHE_LOCK = threading.Lock()
_CACHE: dict[LoadKey, LoadedModel] = {}


def unload_models() -> None:
    """Forget every shared model; memory is freed once no backend holds one any more."""
    with _CACHE_LOCK:
        _CACHE.clear()


def load_key(spec: LlamaCppSpec) -> LoadKey:
    return (
        os.path.realpath(spec.model_path),
        spec.n_ctx,
        spec.n_threads,
        spec.n_gpu_layers,
        spec.prompt_cache_mb,
        spec.prompt_lookup_tokens,
        spec.batch_sequences if spec.batching else 1,
    )


def load(spec: LlamaCppSpec) -> LoadedModel:
    key = load_key(spec)
    with _CACHE_LOCK:
        loaded = _CACHE.get(key)
        if loaded is None:
            loaded = _CACHE[key] = LoadedModel(_new_llama(key[0], spec))
    return loaded


_QUEUES: dict[LoadKey, weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, list[Waiting]]]
_QUEUES = {}


def queue_for(key: LoadKey) -> list[Waiting]:
    """This event loop's calls waiting for the model loaded under ``key``."""
    loop = asyncio.get_running_loop()
    with _CACHE_LOCK:
        return _QUEUES.setdefault(key, weakref.WeakKeyDictionary()).setdefault(loop, [])


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
    if spec.batching:
        allow_sequences(llama, spec.batch_sequences)
    install_abort_callback(llama)
    return llama


def usable_cpus() -> int:
    """CPUs this process may run on (its affinity mask where the OS has one)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def thread_count(n_threads: int | None) -> int:
    """The threads llama.cpp generates and evaluates prompts on: ``n_threads``, or every
    usable CPU (what a run's manifest records, ``mathloop.runs.configuration.environment``)."""
    return n_threads or usable_cpus()


def _draft_model(spec: LlamaCppSpec) -> Any:
    if spec.prompt_lookup_tokens <= 0:
        return None
    from llama_cpp.llama_speculative import LlamaPromptLookupDecoding

    return LlamaPromptLookupDecoding(num_pred_tokens=spec.prompt_lookup_tokens)
