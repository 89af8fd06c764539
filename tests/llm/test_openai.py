import asyncio
import gc
import logging
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from helpers import chat_completion, send_json
from mathloop.errors import BackendError, BackendUnavailableError, ContextLengthError
from mathloop.llm import (
    Completion,
    GenerationParams,
    Message,
    OpenAIBackend,
    OpenAISpec,
    RetryingBackend,
    RetryPolicy,
    TransientBackendError,
)
from mathloop.llm.base import Sampler
from mathloop.llm.openai_compat import LOCAL_PLACEHOLDER_KEY, is_loopback_url

MESSAGES = [Message("user", "What is 2+2? Answer with one number.")]
FAST = RetryPolicy(max_attempts=2, base_delay_s=0.01, max_delay_s=0.05, jitter=False)


def generate(backend: Any, params: GenerationParams | None = None) -> Completion:
    result: Completion = asyncio.run(
        backend.generate(MESSAGES, params=params or GenerationParams(max_tokens=32))
    )
    return result


def chat_answer(text: str = "4", finish_reason: str = "stop") -> dict[str, Any]:
    return chat_completion(text, finish_reason)


# --- against a real llama.cpp server (SmolLM2) ---------------------------------------------


@pytest.mark.model
def test_real_server_completion(llama_server_url: str) -> None:
    backend = OpenAIBackend(OpenAISpec(base_url=llama_server_url, model="smollm2"))
    completion = generate(backend, GenerationParams(max_tokens=24, seed=1))
    assert completion.text.strip()
    assert completion.prompt_tokens > 5
    assert 0 < completion.output_tokens <= 24
    assert completion.finish_reason in ("stop", "length")
    assert completion.latency_s > 0


@pytest.mark.model
def test_real_server_tiny_max_tokens_is_length(llama_server_url: str) -> None:
    backend = OpenAIBackend(OpenAISpec(base_url=llama_server_url, model="smollm2"))
    params = GenerationParams(max_tokens=2)
    completion = generate(backend, params)
    assert completion.finish_reason == "length"
    assert completion.output_tokens == 2


def test_unreachable_server_fails_after_retries(free_tcp_port: int) -> None:
    spec = OpenAISpec(base_url=f"http://127.0.0.1:{free_tcp_port}/v1", model="m", timeout_s=5)
    backend = RetryingBackend(OpenAIBackend(spec), FAST)
    with pytest.raises(BackendError, match="failed after 2 attempts: cannot connect") as caught:
        generate(backend)
    assert not isinstance(caught.value, TransientBackendError)
    assert isinstance(caught.value.__cause__, TransientBackendError)


# --- boundary conversions, against a scripted HTTP server -----------------------------------


def test_request_fields_and_answer(fake_http: Any) -> None:
    fake_http.reply(body=chat_answer("4"))
    backend = OpenAIBackend(OpenAISpec(base_url=fake_http.url + "/v1", model="served-model"))
    sampler = Sampler(temperature=0.5, top_p=0.8)
    params = GenerationParams(max_tokens=7, sampler=sampler, seed=3, stop=("\n",))
    completion = generate(backend, params)
    (request,) = fake_http.requests
    assert request.path == "/v1/chat/completions"
    assert request.headers["authorization"] == f"Bearer {LOCAL_PLACEHOLDER_KEY}"
    body = request.json
    assert body["model"] == "served-model"
    assert body["messages"] == [{"role": "user", "content": MESSAGES[0].content}]
    assert (body["max_tokens"], body["temperature"], body["top_p"]) == (7, 0.5, 0.8)
    assert (body["seed"], body["stop"]) == (3, ["\n"])
    assert completion == Completion(
        "4", 12, 1, completion.latency_s, "stop", "served-model", endpoint=fake_http.url + "/v1"
    )


@pytest.mark.parametrize(("reason", "expected"), [("length", "length"), ("tool_calls", "other")])
def test_finish_reasons(fake_http: Any, reason: str, expected: str) -> None:
    fake_http.reply(body=chat_answer(finish_reason=reason))
    backend = OpenAIBackend(OpenAISpec(base_url=fake_http.url + "/v1", model="m"))
    assert generate(backend).finish_reason == expected


def test_rate_limit_honours_retry_after(fake_http: Any) -> None:
    fake_http.reply(429, {"error": {"message": "slow down"}}, {"Retry-After": "4"})
    fake_http.reply(500, {"error": {"message": "boom"}})
    fake_http.reply(body=chat_answer("ok"))
    delays: list[float] = []

    async def sleep(delay: float) -> None:
        delays.append(delay)

    inner = OpenAIBackend(OpenAISpec(base_url=fake_http.url + "/v1", model="m"))
    policy = RetryPolicy(base_delay_s=1.0, jitter=False)
    assert generate(RetryingBackend(inner, policy, sleep=sleep)).text == "ok"
    assert delays == [4.0, 2.0]
    assert len(fake_http.requests) == 3


def test_bad_request_is_not_retried(fake_http: Any) -> None:
    fake_http.reply(400, {"error": {"message": "unknown field 'foo'"}})
    inner = OpenAIBackend(OpenAISpec(base_url=fake_http.url + "/v1", model="m"))
    with pytest.raises(BackendError, match=r"HTTP 400 .*unknown field") as caught:
        generate(RetryingBackend(inner, FAST))
    assert not isinstance(caught.value, (TransientBackendError, ContextLengthError))
    assert len(fake_http.requests) == 1


@pytest.mark.parametrize(
    "refusal",
    [
        "This model's maximum context length is 8192 tokens. However, you requested 9000",
        "the request exceeds the available context size, try increasing it",
    ],
)
def test_a_prompt_over_the_servers_context_is_a_context_error(fake_http: Any, refusal: str) -> None:
    fake_http.reply(400, {"error": {"message": refusal}})
    inner = OpenAIBackend(OpenAISpec(base_url=fake_http.url + "/v1", model="m"))
    with pytest.raises(ContextLengthError, match="HTTP 400"):
        generate(RetryingBackend(inner, FAST))
    assert len(fake_http.requests) == 1


def test_num_ctx_cannot_be_applied_and_says_so_once(
    fake_http: Any, caplog: pytest.LogCaptureFixture
) -> None:
    for _ in range(3):
        fake_http.reply(body=chat_answer())
    backend = OpenAIBackend(OpenAISpec(base_url=fake_http.url + "/v1", model="m"))
    with caplog.at_level(logging.WARNING, logger="mathloop.llm"):
        recorded = [generate(backend, GenerationParams(num_ctx=8192)).num_ctx for _ in range(3)]
    assert recorded == [None, None, None]
    assert not {"num_ctx", "n_ctx"} & set(fake_http.requests[0].json)
    warnings = [r.getMessage() for r in caplog.records if "num_ctx" in r.getMessage()]
    assert warnings == [
        f"openai ({fake_http.url}/v1) cannot apply num_ctx=8192: the server's own context "
        "window holds prompt and reply"
    ]


def test_api_key_comes_from_the_named_variable(
    fake_http: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MY_TEST_KEY", "sk-secret")
    fake_http.reply(body=chat_answer())
    spec = OpenAISpec(base_url=fake_http.url + "/v1", model="m", api_key_env="MY_TEST_KEY")
    generate(OpenAIBackend(spec))
    assert fake_http.requests[0].headers["authorization"] == "Bearer sk-secret"


def test_remote_server_without_key_names_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MY_TEST_KEY", raising=False)
    spec = OpenAISpec(base_url="https://api.example.com/v1", model="m", api_key_env="MY_TEST_KEY")
    with pytest.raises(BackendUnavailableError, match="MY_TEST_KEY"):
        OpenAIBackend(spec)


def test_loopback_detection() -> None:
    assert is_loopback_url("http://localhost:8080/v1")
    assert is_loopback_url("http://127.0.0.5/v1")
    assert is_loopback_url("http://[::1]:8000/v1")
    assert not is_loopback_url("https://api.openai.com/v1")
    assert not is_loopback_url("http://10.0.0.2:8000/v1")


class _KeepAliveServer:
    """An HTTP/1.1 server that records which client port each request came from."""

    def __init__(self) -> None:
        self.ports: list[int] = []
        owner = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                self.rfile.read(int(self.headers["content-length"]))
                owner.ports.append(self.client_address[1])
                send_json(self, chat_answer("4"))

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def test_requests_in_one_event_loop_reuse_their_connections() -> None:
    server = _KeepAliveServer()
    backend = OpenAIBackend(OpenAISpec(base_url=server.url, model="m"))
    shards = 8  # the clients a loop hands out in turn (see mathloop.llm._loop_clients)

    async def requests(count: int) -> list[str]:
        params = GenerationParams(max_tokens=4)
        return [(await backend.generate(MESSAGES, params=params)).text for _ in range(count)]

    try:
        assert asyncio.run(requests(3 * shards)) == ["4"] * 3 * shards
        assert len(server.ports) == 3 * shards
        assert len(set(server.ports)) == shards  # each connection carried three requests
        # A second event loop gets clients (and connections) of its own; the first loop's
        # clients were closed when that loop shut down (an unclosed one fails this test
        # through the ResourceWarning it raises).
        asyncio.run(requests(shards))
        assert len(set(server.ports)) == 2 * shards
        gc.collect()
    finally:
        server.stop()
