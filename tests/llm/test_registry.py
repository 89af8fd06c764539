import socket
from pathlib import Path

import pytest

import mathloop.llm
from mathloop.errors import ConfigError, ModelNotFoundError
from mathloop.llm import (
    BACKEND_NAMES,
    BackendSettings,
    LlamaCppBackend,
    OllamaBackend,
    OpenAIBackend,
    RetryingBackend,
    RetryPolicy,
    ScriptedBackend,
    create_backend,
)


def test_scripted_is_not_wrapped_and_cycles_its_replies() -> None:
    backend = create_backend(BackendSettings(backend="scripted", replies=("a",)))
    assert isinstance(backend, ScriptedBackend)
    assert backend.remaining is None


def test_scripted_needs_replies() -> None:
    with pytest.raises(ConfigError, match="at least one reply"):
        create_backend(BackendSettings(backend="scripted"))


def test_openai_needs_base_url_and_model() -> None:
    with pytest.raises(ConfigError, match="--base-url"):
        create_backend(BackendSettings(backend="openai", model="m"))
    with pytest.raises(ConfigError, match="--model"):
        create_backend(BackendSettings(backend="openai", base_url="http://127.0.0.1:1/v1"))


def test_openai_is_wrapped_in_the_retry_policy() -> None:
    policy = RetryPolicy(max_attempts=2)
    settings = BackendSettings(
        backend="openai", model="m", base_url="http://127.0.0.1:8080/v1", timeout_s=30,
        api_key_env="SOME_UNSET_VARIABLE", retry=policy,
    )  # fmt: skip
    backend = create_backend(settings)
    assert isinstance(backend, RetryingBackend) and backend.policy is policy
    assert isinstance(backend.inner, OpenAIBackend)
    assert backend.inner.spec.timeout_s == 30
    assert (backend.name, backend.model) == ("openai", "m")


def test_ollama_needs_a_model_and_defaults_to_the_local_server() -> None:
    with pytest.raises(ConfigError, match="--model"):
        create_backend(BackendSettings(backend="ollama"))
    settings = BackendSettings(backend="ollama", model="qwen2.5-coder:1.5b", num_ctx=8192)
    backend = create_backend(settings)
    assert isinstance(backend, RetryingBackend) and isinstance(backend.inner, OllamaBackend)
    assert backend.inner.spec.base_url == "http://127.0.0.1:11434"
    assert backend.inner.spec.num_ctx == 8192


@pytest.mark.model
def test_llamacpp_resolves_the_named_model(smollm2_path: Path) -> None:
    pytest.importorskip("llama_cpp")
    settings = BackendSettings(model="smollm2-135m", num_ctx=2048, n_threads=2)
    backend = create_backend(settings)
    assert isinstance(backend, RetryingBackend)
    inner = backend.inner
    assert isinstance(inner, LlamaCppBackend) and not inner.loaded
    assert inner.spec.model_path == str(smollm2_path)
    assert (inner.spec.n_ctx, inner.spec.n_threads) == (2048, 2)
    assert backend.model == "smollm2-135m"


def test_llamacpp_unknown_model_or_missing_file(tmp_path: Path) -> None:
    pytest.importorskip("llama_cpp")
    with pytest.raises(ModelNotFoundError, match="unknown model 'nope'"):
        create_backend(BackendSettings(model="nope", cache_dir=str(tmp_path)))
    with pytest.raises(ModelNotFoundError, match="model file not found"):
        create_backend(BackendSettings(model=str(tmp_path / "gone.gguf")))


def test_llamacpp_accepts_a_gguf_path(tmp_path: Path) -> None:
    pytest.importorskip("llama_cpp")
    file = tmp_path / "custom-model.gguf"
    file.write_bytes(b"GGUF")
    backend = create_backend(BackendSettings(model=str(file)))
    assert backend.model == "custom-model"


def test_settings_are_validated() -> None:
    with pytest.raises(ConfigError, match="unknown backend"):
        BackendSettings(backend="gpt")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="num_ctx"):
        BackendSettings(num_ctx=0)
    assert BACKEND_NAMES == ("llamacpp", "openai", "ollama", "scripted")


def test_public_names_are_pinned() -> None:
    assert sorted(mathloop.llm.__all__) == sorted(
        [
            "BACKENDS", "BACKEND_NAMES", "DEFAULT_MODEL", "MODELS", "Backend", "BackendName",
            "BackendSettings", "Completion", "FinishReason", "GenerationParams",
            "LlamaCppBackend", "LlamaCppSpec", "Message", "ModelInfo", "ModelStatus",
            "OllamaBackend", "OllamaSpec", "OpenAIBackend", "OpenAISpec", "ResolvedModel",
            "RetryPolicy", "RetryingBackend", "Role", "ScriptedBackend",
            "TransientBackendError", "create_backend", "list_models", "model_path",
            "pull_model", "register_backend", "resolve_model",
        ]
    )  # fmt: skip
    for name in mathloop.llm.__all__:
        assert hasattr(mathloop.llm, name)


def test_tests_cannot_reach_the_network() -> None:
    with socket.socket() as sock, pytest.raises(OSError, match="may not reach the network"):
        sock.connect(("192.0.2.1", 80))
