"""LLM backends behind one async call, retries around it, and named local models.

Backends: :class:`OpenAIBackend` (any OpenAI-compatible server), :class:`OllamaBackend`
(Ollama's native API), :class:`LlamaCppBackend` (a GGUF in this process, the default) and
:class:`ScriptedBackend` (deterministic replies for tests). :func:`create_backend` builds one
from :class:`BackendSettings` (plugins add backends: ``register_backend``,
``docs/plugins.md``); :mod:`mathloop.llm.models` finds and verifies model files.
SDKs are imported only when a backend is used.
"""

from mathloop.llm.base import Backend, Completion, FinishReason, GenerationParams, Message, Role
from mathloop.llm.llamacpp import LlamaCppBackend, LlamaCppSpec
from mathloop.llm.models import (
    DEFAULT_MODEL,
    MODELS,
    ModelInfo,
    ModelStatus,
    ResolvedModel,
    list_models,
    model_path,
    pull_model,
    resolve_model,
)
from mathloop.llm.ollama import OllamaBackend, OllamaSpec
from mathloop.llm.openai_compat import OpenAIBackend, OpenAISpec
from mathloop.llm.registry import (
    BACKEND_NAMES,
    BACKENDS,
    BackendName,
    BackendSettings,
    create_backend,
    register_backend,
)
from mathloop.llm.retry import RetryingBackend, RetryPolicy, TransientBackendError
from mathloop.llm.scripted import ScriptedBackend

__all__ = [
    "BACKENDS",
    "BACKEND_NAMES",
    "DEFAULT_MODEL",
    "MODELS",
    "Backend",
    "BackendName",
    "BackendSettings",
    "Completion",
    "FinishReason",
    "GenerationParams",
    "LlamaCppBackend",
    "LlamaCppSpec",
    "Message",
    "ModelInfo",
    "ModelStatus",
    "OllamaBackend",
    "OllamaSpec",
    "OpenAIBackend",
    "OpenAISpec",
    "ResolvedModel",
    "RetryPolicy",
    "RetryingBackend",
    "Role",
    "ScriptedBackend",
    "TransientBackendError",
    "create_backend",
    "list_models",
    "model_path",
    "pull_model",
    "register_backend",
    "resolve_model",
]
