"""A GGUF model run in this process by ``llama-cpp-python``: the default, no server needed.

The model loads lazily on the first call, in a worker thread, and is shared: every backend in
the process with the same file and load settings uses one ``llama_cpp.Llama``. Calls to one
model are serialized (a ``Llama`` is not thread-safe) and run in a worker thread so the event
loop stays free for sandboxes and other backends.

The context window is fixed when the model loads (``LlamaCppSpec.n_ctx``); a per-call
``GenerationParams.num_ctx`` cannot enlarge it. The reply is cut short (``finish_reason
"length"``) when prompt plus reply reach ``n_ctx``, and a prompt that alone does not fit is
a ``BackendError``.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mathloop.errors import BackendError, BackendUnavailableError
from mathloop.llm.base import Completion, FinishReason, GenerationParams, Message
from mathloop.llm.retry import one_line

__all__ = ["INSTALL_HINT", "LlamaCppBackend", "LlamaCppSpec", "unload_models"]

logger = logging.getLogger(__name__)

INSTALL_HINT = "pip install 'mathloop[local]'"

_FINISH_REASONS: dict[str, FinishReason] = {"stop": "stop", "length": "length"}


@dataclass(frozen=True)
class LlamaCppSpec:
    """Settings of an in-process llama.cpp model.

    ``n_threads=None`` lets llama.cpp choose; ``n_gpu_layers=-1`` offloads every layer when
    llama-cpp-python was built with GPU support. ``model_name`` is the name recorded in
    completions (default: the file name without ``.gguf``).
    """

    model_path: str
    n_ctx: int = 16384
    n_threads: int | None = None
    n_gpu_layers: int = 0
    verbose: bool = False
    model_name: str | None = None


_LoadKey = tuple[str, int, int | None, int]


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

    def chat(self, request: dict[str, Any]) -> dict[str, Any]:
        """Run one chat completion (blocking; called in a worker thread)."""
        with self.thread_lock:
            result: dict[str, Any] = self.llama.create_chat_completion(**request)
        return result


_CACHE_LOCK = threading.Lock()
_CACHE: dict[_LoadKey, _LoadedModel] = {}


class LlamaCppBackend:
    """Chat completions from a GGUF model in this process, using the GGUF's chat template."""

    name = "llamacpp"

    def __init__(self, spec: LlamaCppSpec) -> None:
        self.spec = spec
        self.model = spec.model_name or Path(spec.model_path).name.removesuffix(".gguf")
        self._loaded: _LoadedModel | None = None
        self._warned_ctx = False

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
        self._warn_context(params)
        loaded = self._loaded
        if loaded is None:
            loaded = self._loaded = await asyncio.to_thread(_load, self.spec)
        request = _request(messages, params)
        async with loaded.async_lock():
            start = time.perf_counter()
            try:
                result = await asyncio.to_thread(loaded.chat, request)
            except (ValueError, RuntimeError) as exc:
                where = f"llama.cpp ({self.model}, n_ctx {self.spec.n_ctx})"
                raise BackendError(f"{where}: {one_line(str(exc))}") from exc
            latency_s = time.perf_counter() - start
        return _completion(result, latency_s=latency_s, model=self.model)

    def _warn_context(self, params: GenerationParams) -> None:
        if params.num_ctx > self.spec.n_ctx and not self._warned_ctx:
            self._warned_ctx = True
            logger.warning(
                "num_ctx %d asked for, but %s was loaded with n_ctx %d; using %d",
                params.num_ctx,
                self.model,
                self.spec.n_ctx,
                self.spec.n_ctx,
            )


def unload_models() -> None:
    """Forget every shared model; memory is freed once no backend holds one any more."""
    with _CACHE_LOCK:
        _CACHE.clear()


def _load(spec: LlamaCppSpec) -> _LoadedModel:
    path = os.path.realpath(spec.model_path)
    key: _LoadKey = (path, spec.n_ctx, spec.n_threads, spec.n_gpu_layers)
    with _CACHE_LOCK:
        loaded = _CACHE.get(key)
        if loaded is None:
            loaded = _CACHE[key] = _LoadedModel(_new_llama(path, spec))
    return loaded


def _new_llama(path: str, spec: LlamaCppSpec) -> Any:
    try:
        from llama_cpp import Llama
    except ImportError as exc:
        raise BackendUnavailableError(
            f"the llamacpp backend needs llama-cpp-python: {INSTALL_HINT}"
        ) from exc
    if not os.path.isfile(path):
        raise BackendUnavailableError(f"model file not found: {spec.model_path}")
    try:
        return Llama(
            model_path=path,
            n_ctx=spec.n_ctx,
            n_threads=spec.n_threads,
            n_gpu_layers=spec.n_gpu_layers,
            verbose=spec.verbose,
        )
    except (ValueError, RuntimeError) as exc:
        raise BackendUnavailableError(
            f"llama.cpp could not load {spec.model_path}: {one_line(str(exc))}"
        ) from exc


def _request(messages: list[Message], params: GenerationParams) -> dict[str, Any]:
    request: dict[str, Any] = {
        "messages": [{"role": m.role, "content": m.content} for m in messages],
        "max_tokens": params.max_tokens,
        "temperature": params.temperature,
        "top_p": params.top_p,
    }
    if params.seed is not None:
        request["seed"] = params.seed
    if params.stop:
        request["stop"] = list(params.stop)
    return request


def _completion(result: dict[str, Any], *, latency_s: float, model: str) -> Completion:
    choice = result["choices"][0]
    usage = result.get("usage") or {}
    return Completion(
        text=choice["message"].get("content") or "",
        prompt_tokens=int(usage.get("prompt_tokens", 0)),
        output_tokens=int(usage.get("completion_tokens", 0)),
        latency_s=latency_s,
        finish_reason=_FINISH_REASONS.get(str(choice.get("finish_reason")), "other"),
        model=model,
    )
