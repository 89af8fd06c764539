import asyncio
import logging
from typing import Any

import pytest

from mathloop.errors import BackendError, ContextLengthError
from mathloop.llm import (
    Completion,
    GenerationParams,
    Message,
    OllamaBackend,
    OllamaSpec,
    RetryingBackend,
    RetryPolicy,
    TransientBackendError,
)
from mathloop.llm.base import Sampler
from mathloop.llm.ollama import DEFAULT_OLLAMA_URL

MESSAGES = [Message("system", "Be brief."), Message("user", "What is 2+2?")]
PARAMS = GenerationParams(
    max_tokens=64, num_ctx=4096, sampler=Sampler(temperature=0.2, top_p=0.9), seed=7
)


def answer(content: str = "4", done_reason: str = "stop") -> dict[str, Any]:
    return {
        "model": "qwen2.5-coder:1.5b",
        "message": {"role": "assistant", "content": content},
        "done": True,
        "done_reason": done_reason,
        "prompt_eval_count": 21,
        "eval_count": 2,
    }


def generate(backend: Any, params: GenerationParams = PARAMS) -> Completion:
    result: Completion = asyncio.run(backend.generate(MESSAGES, params=params))
    return result


def test_request_carries_every_option(fake_http: Any) -> None:
    fake_http.reply(body=answer())
    backend = OllamaBackend(OllamaSpec(model="qwen2.5-coder:1.5b", base_url=fake_http.url))
    completion = generate(backend)
    (request,) = fake_http.requests
    assert (request.method, request.path) == ("POST", "/api/chat")
    assert request.json == {
        "model": "qwen2.5-coder:1.5b",
        "messages": [
            {"role": "system", "content": "Be brief."},
            {"role": "user", "content": "What is 2+2?"},
        ],
        "stream": False,
        "truncate": False,
        "shift": False,
        "options": {
            "num_ctx": 4096,
            "num_predict": 64,
            "temperature": 0.2,
            "top_p": 0.9,
            "top_k": 0,
            "min_p": 0.0,
            "repeat_penalty": 1.0,
            "repeat_last_n": 64,
            "presence_penalty": 0.0,
            "frequency_penalty": 0.0,
            "seed": 7,
        },
    }
    assert completion.text == "4"
    assert (completion.prompt_tokens, completion.output_tokens) == (21, 2)
    assert completion.finish_reason == "stop"
    assert completion.model == "qwen2.5-coder:1.5b"
    assert completion.latency_s > 0
    assert completion.num_ctx == 4096
    assert completion.endpoint == backend.spec.base_url


def test_num_ctx_is_sent_even_with_default_params_and_stop_when_set(fake_http: Any) -> None:
    fake_http.reply(body=answer())
    backend = OllamaBackend(OllamaSpec(model="m", base_url=fake_http.url + "/"))
    generate(backend, GenerationParams(stop=("RESULT:",)))
    options = fake_http.requests[0].json["options"]
    assert options["num_ctx"] == GenerationParams().num_ctx
    assert options["stop"] == ["RESULT:"]
    assert "seed" not in options


def test_done_reason_length_maps_to_length(fake_http: Any) -> None:
    fake_http.reply(body=answer("1 2 3", done_reason="length"))
    completion = generate(OllamaBackend(OllamaSpec(model="m", base_url=fake_http.url)))
    assert completion.finish_reason == "length"


def test_missing_model_is_a_plain_error_with_a_hint(fake_http: Any) -> None:
    fake_http.reply(404, {"error": "model 'nope' not found"})
    backend = OllamaBackend(OllamaSpec(model="nope", base_url=fake_http.url))
    with pytest.raises(BackendError, match=r"model 'nope' not found.*ollama pull nope") as caught:
        generate(backend)
    assert not isinstance(caught.value, TransientBackendError)


def test_overload_is_transient_with_retry_after(fake_http: Any) -> None:
    fake_http.reply(503, {"error": "server busy"}, {"Retry-After": "3"})
    backend = OllamaBackend(OllamaSpec(model="m", base_url=fake_http.url))
    with pytest.raises(TransientBackendError) as caught:
        generate(backend)
    assert (caught.value.status, caught.value.retry_after_s) == (503, 3.0)


def test_retrying_wrapper_recovers_from_a_503(fake_http: Any) -> None:
    fake_http.reply(503, {"error": "loading model"}, {"Retry-After": "2"})
    fake_http.reply(body=answer("four"))
    delays: list[float] = []

    async def sleep(delay: float) -> None:
        delays.append(delay)

    inner = OllamaBackend(OllamaSpec(model="m", base_url=fake_http.url))
    backend = RetryingBackend(inner, RetryPolicy(base_delay_s=0.1, jitter=False), sleep=sleep)
    assert generate(backend).text == "four"
    assert delays == [2.0]
    assert len(fake_http.requests) == 2


def test_malformed_answer_is_a_backend_error(fake_http: Any) -> None:
    fake_http.reply(body={"done": True})
    with pytest.raises(BackendError, match="unexpected answer"):
        generate(OllamaBackend(OllamaSpec(model="m", base_url=fake_http.url)))


def test_unreachable_server_is_transient(free_tcp_port: int) -> None:
    spec = OllamaSpec(model="m", base_url=f"http://127.0.0.1:{free_tcp_port}", timeout_s=5)
    with pytest.raises(TransientBackendError, match="cannot connect"):
        generate(OllamaBackend(spec))


def test_default_url_is_local_ollama() -> None:
    assert OllamaSpec(model="m").base_url == DEFAULT_OLLAMA_URL == "http://127.0.0.1:11434"


def test_each_call_gets_its_own_num_ctx(fake_http: Any) -> None:
    for _ in range(2):
        fake_http.reply(body=answer())
    backend = OllamaBackend(OllamaSpec(model="m", base_url=fake_http.url))
    sent = [generate(backend, GenerationParams(num_ctx=n)).num_ctx for n in (8192, 16384)]
    assert [r.json["options"]["num_ctx"] for r in fake_http.requests] == sent == [8192, 16384]


def test_spec_num_ctx_is_a_ceiling_said_once(
    fake_http: Any, caplog: pytest.LogCaptureFixture
) -> None:
    for _ in range(3):
        fake_http.reply(body=answer())
    backend = OllamaBackend(OllamaSpec(model="m", base_url=fake_http.url, num_ctx=8192))
    with caplog.at_level(logging.WARNING, logger="mathloop.llm"):
        recorded = [
            generate(backend, GenerationParams(num_ctx=n)).num_ctx for n in (16384, 16384, 4096)
        ]
    assert [r.json["options"]["num_ctx"] for r in fake_http.requests] == [8192, 8192, 4096]
    assert recorded == [8192, 8192, 4096]
    (warning,) = [r.getMessage() for r in caplog.records]
    assert "num_ctx=16384" in warning and "8192" in warning


@pytest.mark.parametrize("status", [400, 500])
def test_a_prompt_over_the_context_is_a_context_error_never_retried(
    fake_http: Any, status: int
) -> None:
    # Ollama's runner refuses it once truncate is off (older runners answered 500).
    fake_http.reply(status, {"error": "the input length exceeds the context length"})
    inner = OllamaBackend(OllamaSpec(model="m", base_url=fake_http.url))
    backend = RetryingBackend(inner, RetryPolicy(max_attempts=3, base_delay_s=0.01))
    with pytest.raises(ContextLengthError, match=f"HTTP {status} .*exceeds the context length"):
        generate(backend)
    assert len(fake_http.requests) == 1
