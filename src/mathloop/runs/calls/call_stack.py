"""The backends one model call passes through, assembled here and nowhere else.

From the method down, each layer wrapping the next:

=============================  ===================  ==========================================
layer                          present              what it does
=============================  ===================  ==========================================
``SampleBackend``              ``--samples`` > 1    marks the call with its sample index, so
                                                    the cache and the journals keep the
                                                    samples of one problem apart
                                                    (:mod:`.sample_mark`)
the solve journal's counter    ``--problem-``       counts each completed call, for the trace
                               ``timeout``          of a solve its clock stops
                                                    (:mod:`mathloop.methods.journal`)
``ReplayingBackend``           a local solve        answers the calls an interrupted pass
                                                    made from ``RUN/in_flight/`` and keeps
                                                    each new one there (:mod:`.replay`)
the observer                   a progress display   hears every completion that is not
                                                    replayed (a cached one marked
                                                    ``from_cache``); changes nothing
``CachingBackend``             ``--cache auto|all`` answers a call it has stored
                                                    (:mod:`.cache`)
``CircuitBreakerBackend``      one server           pauses calls after repeated failures
                                                    (:mod:`mathloop.llm.circuit`; a pool of
                                                    servers holds one per endpoint)
``RetryingBackend`` or         always               retries a failed request with backoff; or
``EndpointPool``                                    spreads requests over several servers
                                                    (:mod:`mathloop.llm.registry`,
                                                    :mod:`mathloop.llm.endpoints`)
the provider                   always               llama.cpp in this process, an
                                                    OpenAI-compatible server, Ollama, or a
                                                    plugin's (:mod:`mathloop.llm`)
=============================  ===================  ==========================================

The lower layers are built once per run and shared by its solves (:func:`shared_backend`);
the upper ones once per solve (:func:`solve_backend`), locally by the run's pipeline and on
a Ray worker by the worker.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from mathloop.llm import BackendSettings, create_backend
from mathloop.llm.base import Backend, Completion, GenerationParams, Message
from mathloop.llm.circuit import CircuitBreakerBackend
from mathloop.llm.endpoints import EndpointPool
from mathloop.llm.models import default_cache_dir
from mathloop.methods.journal import SolveJournal

from .cache import CacheMode, CachingBackend, ResponseCache
from .replay import ReplayingBackend
from .sample_mark import SampleBackend

__all__ = [
    "CallObserver",
    "SolveBackend",
    "default_response_cache",
    "shared_backend",
    "solve_backend",
]

CallObserver = Callable[[Completion], None]
"""Hears each completed call (a progress display); its return is ignored."""


def default_response_cache() -> Path:
    """``$MATHLOOP_CACHE/responses.sqlite`` (default ``~/.cache/mathloop``)."""
    return default_cache_dir() / "responses.sqlite"


def shared_backend(
    settings: BackendSettings, *, cache: CacheMode = "auto", cache_path: Path | None = None
) -> Backend:
    """The layers of ``settings``' backend that every solve of a run shares: the provider,
    its retries (or a pool of servers), the circuit breaker and the response cache. A local
    model is loaded lazily on first use."""
    backend = create_backend(settings)
    if not isinstance(backend, EndpointPool):
        backend = CircuitBreakerBackend(backend)
    if cache == "off":
        return backend
    return CachingBackend(
        backend, ResponseCache(cache_path or default_response_cache()), mode=cache
    )


class SolveBackend(NamedTuple):
    """One solve's backend, and its replaying layer (``None`` where calls are not kept)."""

    backend: Backend
    replaying: ReplayingBackend | None


def solve_backend(
    shared: Backend,
    *,
    sample: int | None = None,
    in_flight: Path | None = None,
    journal: SolveJournal | None = None,
    on_call: CallObserver | None = None,
) -> SolveBackend:
    """The backend one solve calls: ``shared`` under the layers the solve needs, in the
    order the table above gives. ``in_flight`` is the file that keeps the solve's calls
    (a local solve's)."""
    backend = shared if on_call is None else _Observed(shared, on_call)
    replaying = None if in_flight is None else ReplayingBackend(backend, in_flight)
    backend = replaying or backend
    if journal is not None:
        backend = journal.counting(backend)
    if sample is not None:
        backend = SampleBackend(backend, sample)
    return SolveBackend(backend, replaying)


class _Observed:
    """``inner``, with each completion it returns handed to ``on_call`` as well."""

    def __init__(self, inner: Backend, on_call: CallObserver) -> None:
        self.inner = inner
        self.name = inner.name
        self.model = inner.model
        self._on_call = on_call

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        completion = await self.inner.generate(messages, params=params)
        self._on_call(completion)
        return completion
