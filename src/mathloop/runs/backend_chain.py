"""The backend a run uses: retries, then a circuit breaker, then the response cache.

Several endpoints (an :class:`~mathloop.llm.endpoints.EndpointPool`) bring a circuit each,
so the pool is not wrapped in another.
"""

from __future__ import annotations

from pathlib import Path

from mathloop.llm import BackendSettings, create_backend
from mathloop.llm.base import Backend
from mathloop.llm.circuit import CircuitBreakerBackend
from mathloop.llm.endpoints import EndpointPool
from mathloop.llm.models import default_cache_dir

from .cache import CacheMode, CachingBackend, ResponseCache

__all__ = ["build_run_backend", "default_response_cache"]


def default_response_cache() -> Path:
    """``$MATHLOOP_CACHE/responses.sqlite`` (default ``~/.cache/mathloop``)."""
    return default_cache_dir() / "responses.sqlite"


def build_run_backend(
    settings: BackendSettings, *, cache: CacheMode = "auto", cache_path: Path | None = None
) -> Backend:
    """Create the backend of ``settings`` wrapped for long runs.

    A local model is loaded lazily on first use.
    """
    backend = create_backend(settings)
    if not isinstance(backend, EndpointPool):
        backend = CircuitBreakerBackend(backend)
    if cache == "off":
        return backend
    return CachingBackend(
        backend, ResponseCache(cache_path or default_response_cache()), mode=cache
    )
