"""Backend settings for the Python API: where a method's model calls go.

Each function returns a :class:`~mathloop.llm.BackendSettings`, the same value the command
line builds from ``--backend``, ``--model`` and ``--base-url``::

    >>> import mathloop
    >>> mathloop.backends.openai(base_url="http://127.0.0.1:8080/v1", model="qwen").backend
    'openai'
    >>> mathloop.backends.llamacpp().model
    'qwen2.5-coder-1.5b'
"""

from __future__ import annotations

from typing import Any

from mathloop.llm import BackendSettings
from mathloop.llm.models import DEFAULT_MODEL

__all__ = ["llamacpp", "ollama", "openai"]


def llamacpp(model: str = DEFAULT_MODEL, **settings: Any) -> BackendSettings:
    """The model in this process (a named model or a ``.gguf`` path), as ``--backend llamacpp``.

    ``settings`` are other :class:`BackendSettings` fields (``num_ctx``, ``n_threads``...).
    """
    return BackendSettings(backend="llamacpp", model=model, **settings)


def openai(base_url: str | tuple[str, ...], model: str, **settings: Any) -> BackendSettings:
    """Any OpenAI-compatible server (llama.cpp's, vLLM, a hosted API): ``--backend openai``.

    Several URLs of servers of the same model spread the requests over them
    (``endpoint_concurrency`` caps each; ``docs/backends.md``). The API key is read from the
    variable ``api_key_env`` names (``OPENAI_API_KEY``).
    """
    return BackendSettings(backend="openai", model=model, base_url=base_url, **settings)


def ollama(
    model: str, base_url: str = "http://127.0.0.1:11434", **settings: Any
) -> BackendSettings:
    """Ollama's native API, as ``--backend ollama``."""
    return BackendSettings(backend="ollama", model=model, base_url=base_url, **settings)
