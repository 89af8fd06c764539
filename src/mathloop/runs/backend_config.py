"""A run's backend, typed: :attr:`RunConfig.backend <mathloop.runs.config.RunConfig.backend>`.

Its fields and their defaults are :class:`~mathloop.llm.BackendSettings`' under the same
names, each an option of ``mathloop run`` (``--request-timeout`` sets ``timeout_s``) whose
default and help are the field's, so the one conversion, :meth:`BackendConfig.settings`,
copies nothing by hand::

    >>> BackendConfig(backend="openai", model="qwen").settings().model
    'qwen'
    >>> BackendConfig().settings().model  # llamacpp runs the default model
    'qwen2.5-coder-1.5b'
"""

from __future__ import annotations

import dataclasses
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, PositiveInt, field_validator

from mathloop.llm import BackendSettings
from mathloop.llm.endpoints import endpoint_urls
from mathloop.llm.models import DEFAULT_MODEL

__all__ = ["BackendConfig"]

_DEFAULT: dict[str, Any] = {
    field.name: field.default for field in dataclasses.fields(BackendSettings)
}
"""The defaults are :class:`BackendSettings`' own, written there once."""


class BackendConfig(BaseModel):
    """The backend options of ``mathloop run`` (and of ``solve``, ``judge-check``...)."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    backend: str = _DEFAULT["backend"]
    """llamacpp runs the model in-process; openai/ollama talk to a server; installed plugins
    add their own (docs/plugins.md)."""
    model: str | None = _DEFAULT["model"]
    """Named model or .gguf path (llamacpp; default qwen2.5-coder-1.5b), or the server's model
    name (openai/ollama)."""
    base_url: str | tuple[str, ...] | None = _DEFAULT["base_url"]
    """Server URL, e.g. http://127.0.0.1:8080/v1 (openai) or http://127.0.0.1:11434 (ollama).
    Give it again for more servers of the same model: each request goes to the one with the
    fewest in flight, and one that fails is left out until it answers again
    (MATHLOOP_BASE_URL: space-separated)."""
    endpoint_concurrency: PositiveInt | None = _DEFAULT["endpoint_concurrency"]
    """Most requests in flight at one server (--base-url); more wait for a free slot.
    Default: no cap beyond --concurrency."""
    api_key_env: str = _DEFAULT["api_key_env"]
    """Environment variable holding the API key (openai backend)."""
    num_ctx: int = Field(default=_DEFAULT["num_ctx"], ge=512)
    """Most context a call gets: llama.cpp's n_ctx; the cap on Ollama's options.num_ctx. Each
    call runs within its method's num_ctx."""
    n_threads: PositiveInt | None = _DEFAULT["n_threads"]
    """CPU threads for llamacpp."""
    n_gpu_layers: int = Field(default=_DEFAULT["n_gpu_layers"], ge=-1)
    """llamacpp: layers offloaded to the GPU when llama-cpp-python was built with GPU support
    (0: none, -1: all)."""
    prompt_cache_mb: int = Field(default=_DEFAULT["prompt_cache_mb"], ge=0)
    """llamacpp: RAM for saved KV states that later prompts with the same prefix start from
    (0: reuse only the previous call's prefix)."""
    prompt_lookup_tokens: int = Field(default=_DEFAULT["prompt_lookup_tokens"], ge=0)
    """llamacpp: tokens prompt-lookup decoding drafts per step (0: off)."""
    batch_sequences: PositiveInt = _DEFAULT["batch_sequences"]
    """llamacpp: how many calls that wait for the model at once are decoded together, one
    batch per step (1: each alone). A reply's bytes then depend on the replies decoded beside
    it; each call records its batch size. Needs --prompt-lookup 0."""
    server_extensions: bool | None = _DEFAULT["server_extensions"]
    """openai: send top_k, min_p, repeat_penalty, repeat_last_n and cache_prompt (llama.cpp
    server, vLLM). Default: only to loopback servers."""
    timeout_s: float = Field(default=_DEFAULT["timeout_s"], ge=1)
    """Seconds before one LLM request is abandoned (then retried)."""

    @field_validator("base_url", mode="before")
    @classmethod
    def _one_or_several(cls, value: Any) -> Any:
        """One URL stays a string, as recorded before several were possible."""
        return endpoint_urls(value) if isinstance(value, (list, tuple)) else value

    def settings(self) -> BackendSettings:
        """The :class:`BackendSettings` a backend is built from; ``llamacpp`` without a
        ``model`` runs mathloop's default model."""
        fields = self.model_dump()
        if self.backend == "llamacpp" and not self.model:
            fields["model"] = DEFAULT_MODEL
        return BackendSettings(**fields)

    @classmethod
    def from_settings(cls, settings: BackendSettings) -> BackendConfig:
        """The config of ``settings``, setting only what differs from the defaults (the
        settings no option takes, such as ``retry``, stay the backend's own)."""
        values = dataclasses.asdict(settings)
        given = {
            name: values[name]
            for name, field in cls.model_fields.items()
            if values[name] != field.default
        }
        return cls(**given)
