"""Backends by name: one settings object in, a ready (retrying) backend out.

Plugins add backends through the ``mathloop.backends`` entry point group: the entry point
names a factory that takes :class:`BackendSettings` and returns a backend (``docs/plugins.md``).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

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
    "BACKEND_OPTIONS",
    "BackendName",
    "BackendSettings",
    "create_backend",
    "register_backend",
]

BackendName = Literal["llamacpp", "openai", "ollama", "scripted"]
BACKEND_NAMES: tuple[BackendName, ...] = get_args(BackendName)
"""The built-in backends; :data:`BACKENDS` also holds those of installed plugins."""


class BackendSettings(BaseModel):
    """Every backend setting: the one class from the command line (``mathloop run``'s
    backend options are its fields, each option's default and help the field's) through a
    run's config (``RunConfig.backend``) to the factory that builds the backend.

    ``retry``, ``cache_dir`` and ``replies`` are the library's alone (no option sets them).
    Values out of range raise :class:`~mathloop.errors.ConfigError`.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    backend: str = "llamacpp"
    """llamacpp runs the model in-process; openai/ollama talk to a server; installed plugins
    add their own (docs/plugins.md)."""
    model: str | None = None
    """Named model or .gguf path (llamacpp; default qwen2.5-coder-1.5b), or the server's model
    name (openai/ollama)."""
    base_url: str | tuple[str, ...] | None = None
    """Server URL, e.g. http://127.0.0.1:8080/v1 (openai) or http://127.0.0.1:11434 (ollama).
    Give it again for more servers of the same model: each request goes to the one with the
    fewest in flight, and one that fails is left out until it answers again
    (MATHLOOP_BASE_URL: space-separated)."""
    endpoint_concurrency: int | None = None
    """Most requests in flight at one server (--base-url); more wait for a free slot.
    Default: no cap beyond --concurrency."""
    api_key_env: str = "OPENAI_API_KEY"
    """Environment variable holding the API key (openai backend)."""
    num_ctx: int = 16384
    """Most context a call gets: llama.cpp's n_ctx; the cap on Ollama's options.num_ctx. Each
    call runs within its method's num_ctx."""
    timeout_s: float = 600.0
    """Seconds before one LLM request is abandoned (then retried)."""
    retry: RetryPolicy = Field(default_factory=RetryPolicy)
    """How failed requests are tried again (the library's; no option sets it)."""
    n_threads: int | None = None
    """CPU threads for llamacpp."""
    n_gpu_layers: int = 0
    """llamacpp: layers offloaded to the GPU when llama-cpp-python was built with GPU support
    (0: none, -1: all)."""
    cache_dir: str | None = None
    """Where llamacpp looks for model files (default: $MATHLOOP_CACHE/models)."""
    replies: tuple[str, ...] = ()
    """The scripted backend's replies, cycled (dry runs and tests)."""
    prompt_cache_mb: int = 1024
    """llamacpp: RAM for saved KV states that later prompts with the same prefix start from
    (0: reuse only the previous call's prefix)."""
    prompt_lookup_tokens: int = 0
    """llamacpp: tokens prompt-lookup decoding drafts per step (0: off)."""
    batch_sequences: int = 1
    """llamacpp: how many calls that wait for the model at once are decoded together, one
    batch per step (1: each alone). A reply's bytes then depend on the replies decoded beside
    it; each call records its batch size. Needs --prompt-lookup 0."""
    server_extensions: bool | None = None
    """openai: send top_k, min_p, repeat_penalty, repeat_last_n and cache_prompt (llama.cpp
    server, vLLM). Default: only to loopback servers."""

    @field_validator("base_url", mode="before")
    @classmethod
    def _one_or_several(cls, value: Any) -> Any:
        """One URL stays a string (as recorded before several were possible); a list a
        tuple."""
        return endpoint_urls(value)

    @model_validator(mode="after")
    def _in_range(self) -> BackendSettings:
        if BACKENDS.get(self.backend) is None:
            names = ", ".join(BACKENDS.names())
            raise ConfigError(f"unknown backend {self.backend!r}: choose one of {names}")
        for name, least in _LEAST.items():
            value = getattr(self, name)
            if value is not None and value < least:
                raise ConfigError(f"{name} must be at least {least}, got {value}")
        if self.timeout_s <= 0:
            raise ConfigError(f"timeout_s must be positive, got {self.timeout_s}")
        return self

    @property
    def base_urls(self) -> tuple[str, ...]:
        """Every server URL (none, one or several)."""
        if self.base_url is None:
            return ()
        return (self.base_url,) if isinstance(self.base_url, str) else self.base_url

    def resolved(self) -> BackendSettings:
        """These settings as a backend is built from them: ``llamacpp`` without a ``model``
        runs mathloop's default model (a run's manifest records it by name)."""
        if self.backend == "llamacpp" and not self.model:
            return self.model_copy(update={"model": DEFAULT_MODEL})
        return self


_LEAST = {
    "endpoint_concurrency": 1,
    "num_ctx": 512,
    "n_threads": 1,
    "n_gpu_layers": -1,
    "prompt_cache_mb": 0,
    "prompt_lookup_tokens": 0,
    "batch_sequences": 1,
}
"""The least value of each numeric setting (``None`` is always allowed where it is)."""

BACKEND_OPTIONS = tuple(
    name for name in BackendSettings.model_fields if name not in ("retry", "cache_dir", "replies")
)
"""The settings a command line sets (``mathloop run``'s backend options)."""


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
        endpoints = {url: _one(settings.model_copy(update={"base_url": url})) for url in urls}
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
