"""Backends by name: one settings object in, a ready (retrying) backend out.

Plugins add backends through the ``mathloop.backends`` entry point group: the entry point
names a factory that takes :class:`BackendSettings` and returns a backend (``docs/plugins.md``).
"""

from __future__ import annotations

import dataclasses
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal, get_args

from mathloop.errors import BackendUnavailableError, ConfigError
from mathloop.llm.base import Backend
from mathloop.llm.endpoints import EndpointPool, PoolSpec, endpoint_urls
from mathloop.llm.llamacpp import INSTALL_HINT, LlamaCppBackend, LlamaCppSpec
from mathloop.llm.models import DEFAULT_MODEL, pull_model
from mathloop.llm.ollama import DEFAULT_OLLAMA_URL, OllamaBackend, OllamaSpec
from mathloop.llm.openai_compat import OpenAIBackend, OpenAISpec
from mathloop.llm.retry import RetryingBackend, RetryPolicy
from mathloop.llm.scripted import ScriptedBackend
from mathloop.plugins import Registry

__all__ = [
    "BACKENDS",
    "BACKEND_NAMES",
    "BackendName",
    "BackendSettings",
    "create_backend",
    "register_backend",
]

BackendName = Literal["llamacpp", "openai", "ollama", "scripted"]
BACKEND_NAMES: tuple[BackendName, ...] = get_args(BackendName)
"""The built-in backends; :data:`BACKENDS` also holds those of installed plugins."""


@dataclass(frozen=True)
class BackendSettings:
    """Every backend setting, as merged by the CLI from flags, environment and config.

    ``model`` is a registered model name or a ``.gguf`` path for ``llamacpp`` (default
    ``qwen2.5-coder-1.5b``), and the server's model id for ``openai`` and ``ollama``.
    ``num_ctx`` is the most context any call gets: llama.cpp's ``n_ctx`` at load, and the
    ceiling of the ``num_ctx`` sent on each Ollama request. Within it each call runs in its
    method's ``num_ctx`` (``GenerationParams.num_ctx``); OpenAI-compatible servers hold their
    own context and cannot be given either.
    ``replies`` feeds the ``scripted`` backend (cycled), for dry runs.
    ``prompt_cache_mb``, ``prompt_lookup_tokens``, ``batch_sequences`` and ``n_gpu_layers``
    are :class:`LlamaCppSpec`'s;
    ``server_extensions`` is :class:`OpenAISpec`'s.
    ``base_url`` is one server URL or several (a tuple; a list becomes one): requests
    then spread over them, at most ``endpoint_concurrency`` in flight at each
    (:class:`~mathloop.llm.endpoints.EndpointPool`, which a cap alone also makes).
    ``backend`` is a built-in name (:data:`BackendName`) or a plugin's (:data:`BACKENDS`).
    """

    backend: str = "llamacpp"
    model: str | None = None
    base_url: str | tuple[str, ...] | None = None
    endpoint_concurrency: int | None = None
    api_key_env: str = "OPENAI_API_KEY"
    num_ctx: int = 16384
    timeout_s: float = 600.0
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    n_threads: int | None = None
    n_gpu_layers: int = 0
    cache_dir: str | None = None
    replies: tuple[str, ...] = ()
    prompt_cache_mb: int = 1024
    prompt_lookup_tokens: int = 0
    batch_sequences: int = 1
    server_extensions: bool | None = None

    def __post_init__(self) -> None:
        # One URL stays a string (as recorded before several were possible); a list a tuple.
        object.__setattr__(self, "base_url", endpoint_urls(self.base_url))
        if BACKENDS.get(self.backend) is None:
            names = ", ".join(BACKENDS.names())
            raise ConfigError(f"unknown backend {self.backend!r}: choose one of {names}")
        if self.num_ctx < 1:
            raise ConfigError(f"num_ctx must be positive, got {self.num_ctx}")
        if self.timeout_s <= 0:
            raise ConfigError(f"timeout_s must be positive, got {self.timeout_s}")
        if self.endpoint_concurrency is not None and self.endpoint_concurrency < 1:
            raise ConfigError(
                f"endpoint_concurrency must be at least 1, got {self.endpoint_concurrency}"
            )

    @property
    def base_urls(self) -> tuple[str, ...]:
        """Every server URL (none, one or several)."""
        if self.base_url is None:
            return ()
        return (self.base_url,) if isinstance(self.base_url, str) else self.base_url


BackendFactory = Callable[[BackendSettings], Backend]

BACKENDS: Registry[BackendFactory] = Registry(
    "backend",
    "mathloop.backends",
    describe=lambda factory: factory.__doc__ or "",
    check=lambda name, value: None if callable(value) else "not a backend factory (a callable)",
)
"""Every backend by name: the built-ins and those of installed plugins."""


def register_backend(name: str, factory: BackendFactory, *, description: str | None = None) -> None:
    """Make a backend available by name; ``factory`` builds it from :class:`BackendSettings`.

    ``create_backend`` wraps every backend but ``scripted`` in the settings' retry policy.
    With several base URLs (or ``endpoint_concurrency``) it builds one backend per URL, from
    the settings with that URL alone, and an :class:`~mathloop.llm.endpoints.EndpointPool`
    spreads requests over them.
    """
    BACKENDS.add(name, factory, description=description)


def create_backend(settings: BackendSettings) -> Backend:
    """Build the backend ``settings`` names, wrapped in retries (except ``scripted``); with
    several base URLs, or an ``endpoint_concurrency``, an :class:`EndpointPool` of one such
    backend per URL.

    For ``llamacpp`` the model is resolved now (assembled from installed packages if needed,
    never downloaded) but loaded only on the first call. Raises ``ConfigError`` for missing
    settings, ``BackendUnavailableError`` for a missing package or API key, and
    ``ModelNotFoundError`` / ``ModelVerificationError`` for the model file.
    """
    urls = settings.base_urls
    if len(urls) > 1 or (urls and settings.endpoint_concurrency is not None):
        endpoints = {url: _one(dataclasses.replace(settings, base_url=url)) for url in urls}
        return EndpointPool(endpoints, PoolSpec(max_in_flight=settings.endpoint_concurrency))
    return _one(settings)


def _one(settings: BackendSettings) -> Backend:
    """The backend of ``settings`` (one base URL at most), wrapped in retries."""
    entry = BACKENDS.get(settings.backend)
    if entry is None:  # unreachable through the settings' own check; kept for mypy
        raise ConfigError(f"unknown backend {settings.backend!r}")
    backend = entry.value(settings)
    if settings.backend == "scripted":
        return backend
    return RetryingBackend(backend, settings.retry)


def _llamacpp(settings: BackendSettings) -> Backend:
    if importlib.util.find_spec("llama_cpp") is None:
        raise BackendUnavailableError(
            f"the llamacpp backend needs llama-cpp-python: {INSTALL_HINT}"
        )
    name = settings.model or DEFAULT_MODEL
    resolved = pull_model(name, cache_dir=settings.cache_dir, online=False)
    spec = LlamaCppSpec(
        model_path=str(resolved.path),
        n_ctx=settings.num_ctx,
        n_threads=settings.n_threads,
        n_gpu_layers=settings.n_gpu_layers,
        model_name=name if resolved.source != "path" else None,
        prompt_cache_mb=settings.prompt_cache_mb,
        prompt_lookup_tokens=settings.prompt_lookup_tokens,
        batch_sequences=settings.batch_sequences,
    )
    return LlamaCppBackend(spec)


def _openai(settings: BackendSettings) -> Backend:
    base_url = _required(_url(settings), "--base-url", "openai")
    model = _required(settings.model, "--model", "openai")
    spec = OpenAISpec(
        base_url=base_url,
        model=model,
        api_key_env=settings.api_key_env,
        timeout_s=settings.timeout_s,
        server_extensions=settings.server_extensions,
    )
    return OpenAIBackend(spec)


def _ollama(settings: BackendSettings) -> Backend:
    model = _required(settings.model, "--model", "ollama")
    spec = OllamaSpec(
        model=model,
        base_url=_url(settings) or DEFAULT_OLLAMA_URL,
        timeout_s=settings.timeout_s,
        num_ctx=settings.num_ctx,
    )
    return OllamaBackend(spec)


def _scripted(settings: BackendSettings) -> Backend:
    if not settings.replies:
        raise ConfigError("the scripted backend needs at least one reply (tests and dry runs)")
    return ScriptedBackend(settings.replies, model=settings.model or "scripted", cycle=True)


def _url(settings: BackendSettings) -> str | None:
    """The one base URL of a single endpoint's settings (:func:`create_backend` splits)."""
    urls = settings.base_urls
    if len(urls) > 1:
        raise ConfigError("several base URLs make an endpoint pool: build it with create_backend")
    return urls[0] if urls else None


def _required(value: str | None, flag: str, backend: str) -> str:
    if not value:
        raise ConfigError(f"the {backend} backend needs {flag}")
    return value


register_backend(
    "llamacpp", _llamacpp, description="a GGUF model in this process (llama-cpp-python)"
)
register_backend("openai", _openai, description="any OpenAI-compatible server (--base-url)")
register_backend("ollama", _ollama, description="Ollama's native API (--base-url)")
register_backend("scripted", _scripted, description="fixed replies, for tests and dry runs")
