"""Any OpenAI-compatible chat server through the ``openai`` SDK.

Covers OpenAI, OpenRouter, vLLM, SGLang, the llama.cpp server, LM Studio and Ollama's
``/v1``. The SDK's own retries are off: :class:`~mathloop.llm.retry.RetryingBackend` retries.
"""

from __future__ import annotations

import functools
import ipaddress
import itertools
import os
import re
import secrets
import ssl
import time
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import urlsplit

from mathloop.errors import BackendError, BackendUnavailableError, ContextLengthError
from mathloop.llm._loop_clients import ClientPerLoop
from mathloop.llm._unsupported import UnsupportedWarning
from mathloop.llm.base import Completion, FinishReason, GenerationParams, Message, import_sdk
from mathloop.llm.retry import (
    TransientBackendError,
    is_retryable_status,
    one_line,
    parse_retry_after,
)
from mathloop.llm.stopping import cut_completion

if TYPE_CHECKING:
    from openai import APIStatusError, AsyncOpenAI, OpenAIError
    from openai.types.chat import ChatCompletion, ChatCompletionMessageParam

__all__ = [
    "LOCAL_PLACEHOLDER_KEY",
    "OpenAIBackend",
    "OpenAISpec",
    "is_loopback_url",
    "request_options",
]

LOCAL_PLACEHOLDER_KEY = "sk-no-key-required"
"""API key sent to a loopback server when the key variable is unset (local servers ignore it)."""

_FINISH_REASONS: dict[str, FinishReason] = {"stop": "stop", "length": "length"}


@dataclass(frozen=True)
class OpenAISpec:
    """Settings of an OpenAI-compatible backend.

    ``base_url`` is the API root including ``/v1`` (``https://api.openai.com/v1``,
    ``http://127.0.0.1:8080/v1``). The key is read from the environment variable named by
    ``api_key_env``, never stored in the spec, so specs can be written into traces.

    ``server_extensions`` sends the sampler fields outside OpenAI's API (``top_k``,
    ``min_p``, ``repeat_penalty``, ``repeat_last_n``, and vLLM's ``repetition_penalty``) and
    llama.cpp's ``cache_prompt``, as llama.cpp's server and vLLM accept them; OpenAI's own
    API rejects them. ``None`` (the default) sends them to loopback servers only.
    """

    base_url: str
    model: str
    api_key_env: str = "OPENAI_API_KEY"
    timeout_s: float = 600.0
    server_extensions: bool | None = None

    @property
    def sends_extensions(self) -> bool:
        """Whether requests carry the server extension fields."""
        if self.server_extensions is None:
            return is_loopback_url(self.base_url)
        return self.server_extensions


class OpenAIBackend:
    """Chat completions from an OpenAI-compatible server (``openai.AsyncOpenAI``).

    ``params.num_ctx`` cannot be applied: the server's own context window holds prompt and
    reply, and the API has no field for a smaller one per call (completions record
    ``num_ctx`` ``None``). That, sampler fields the server is not sent (see
    :class:`OpenAISpec`) and the call's stop rules (the reply is not streamed: they cut the
    complete reply) are named in a warning, once each.
    """

    name = "openai"

    def __init__(self, spec: OpenAISpec) -> None:
        self.spec = spec
        self.model = spec.model
        self._api_key = _api_key(spec)
        self._clients = ClientPerLoop(self._new_client)
        self._unsupported = UnsupportedWarning(f"openai ({spec.base_url})")
        # Import now (~0.7 s), not inside the first request of a run's first wave.
        _import_openai()

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        """Send one chat completion request and convert the answer or the failure."""
        openai = _import_openai()
        from openai.types.chat import ChatCompletion

        start = time.perf_counter()
        client = await self._clients.get()
        self._unsupported.stop_rules(params.stop_rules)
        self._unsupported.context(params.num_ctx, None)
        if not self.spec.sends_extensions:
            self._unsupported.sampler(params.sampler)
        body = {
            "model": self.spec.model,
            "messages": _chat_messages(messages),
            **request_options(params, extensions=self.spec.sends_extensions),
        }
        try:
            # ``post`` is the SDK's documented raw route: our body is plain JSON already, so
            # this skips ``create``'s parameter transform (~3 ms of CPU per request).
            response = await client.post(
                "/chat/completions",
                body=body,
                cast_to=ChatCompletion,
                # Otherwise the SDK draws a uuid4 per request (a getrandom call, ~0.4 ms of
                # CPU on some VMs) for a key that the OpenAI client does not even send.
                options={"idempotency_key": _next_request_key()},
            )
        except openai.OpenAIError as exc:
            raise _convert_error(exc, self.spec) from exc
        except ValueError as exc:
            # A body that is not a chat completion (a proxy's HTML page, truncated
            # JSON): a glitch worth retrying, never an answer.
            raise TransientBackendError(
                f"{self.spec.base_url} sent a malformed response: {exc}"
            ) from exc
        completion = _completion(response, latency_s=time.perf_counter() - start, spec=self.spec)
        return cut_completion(completion, params.stop_rules)

    def _new_client(self) -> AsyncOpenAI:
        openai = _import_openai()
        client: AsyncOpenAI = openai.AsyncOpenAI(
            api_key=self._api_key,
            base_url=self.spec.base_url,
            timeout=self.spec.timeout_s,
            max_retries=0,
            # Building a TLS context loads the CA store (~40 ms of CPU); share one.
            http_client=openai.DefaultAsyncHttpxClient(verify=_tls_context()),
        )
        return client


_REQUEST_KEYS = itertools.count()
_KEY_PREFIX = f"mathloop-{secrets.token_hex(8)}"


def _next_request_key() -> str:
    """A key unique to each request of this process (the SDK's retry idempotency key)."""
    return f"{_KEY_PREFIX}-{next(_REQUEST_KEYS)}"


@functools.cache
def _tls_context() -> ssl.SSLContext:
    """One default TLS context (certificate checks on) for every client of the process."""
    return ssl.create_default_context()


def is_loopback_url(url: str) -> bool:
    """True when ``url`` points at this machine (``localhost``, ``127.0.0.0/8``, ``::1``)."""
    host = urlsplit(url).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _api_key(spec: OpenAISpec) -> str:
    key = os.environ.get(spec.api_key_env, "")
    if key:
        return key
    if is_loopback_url(spec.base_url):
        return LOCAL_PLACEHOLDER_KEY
    raise BackendUnavailableError(
        f"no API key for {spec.base_url}: set the environment variable {spec.api_key_env} "
        "(or choose another with --api-key-env)"
    )


def _import_openai() -> ModuleType:
    return import_sdk(
        "openai",
        hint="the openai backend needs the openai package: pip install 'openai>=1.40'",
    )


def _chat_messages(messages: list[Message]) -> list[ChatCompletionMessageParam]:
    # Our roles are a subset of the SDK's; the TypedDict union cannot infer that.
    return [
        cast("ChatCompletionMessageParam", {"role": m.role, "content": m.content}) for m in messages
    ]


def request_options(params: GenerationParams, *, extensions: bool) -> dict[str, Any]:
    """The body fields of a chat request for ``params`` (see :class:`OpenAISpec`)."""
    neutral = params.sampling_options()
    options = {name: neutral.pop(name) for name in _OPENAI_FIELDS}
    outside = {name: neutral.pop(name) for name in _EXTENSION_FIELDS}
    if extensions:
        options.update(outside, repetition_penalty=outside["repeat_penalty"], cache_prompt=True)
    return {**options, **neutral}


_OPENAI_FIELDS = ("max_tokens", "temperature", "top_p", "presence_penalty", "frequency_penalty")
_EXTENSION_FIELDS = ("top_k", "min_p", "repeat_penalty", "repeat_last_n")


def _completion(response: ChatCompletion, *, latency_s: float, spec: OpenAISpec) -> Completion:
    if not getattr(response, "choices", None):
        raise TransientBackendError(
            f"{spec.base_url} returned a malformed response (no choices) for model {spec.model}"
        )
    choice = response.choices[0]
    usage = response.usage
    return Completion(
        text=choice.message.content or "",
        prompt_tokens=usage.prompt_tokens if usage else 0,
        output_tokens=usage.completion_tokens if usage else 0,
        latency_s=latency_s,
        finish_reason=_FINISH_REASONS.get(str(choice.finish_reason), "other"),
        model=response.model or spec.model,
        prompt_tokens_processed=_prompt_tokens_processed(response),
        endpoint=spec.base_url,
    )


def _prompt_tokens_processed(response: ChatCompletion) -> int | None:
    """llama.cpp's ``timings.prompt_n``, else the prompt minus OpenAI's ``cached_tokens``."""
    timings = (response.model_extra or {}).get("timings")
    if isinstance(timings, dict) and isinstance(timings.get("prompt_n"), int):
        return int(timings["prompt_n"])
    usage = response.usage
    details = usage.prompt_tokens_details if usage else None
    if usage is None or details is None or details.cached_tokens is None:
        return None
    return usage.prompt_tokens - details.cached_tokens


_CONTEXT_REFUSAL = re.compile(r"context[ _](length|size|window)", re.IGNORECASE)
"""How servers refuse a prompt over their context: OpenAI and vLLM ("maximum context
length", ``context_length_exceeded``), llama.cpp ("exceeds the available context size")."""


def _convert_error(exc: OpenAIError, spec: OpenAISpec) -> BackendError:
    import openai

    where = spec.base_url
    if isinstance(exc, openai.APITimeoutError):
        return TransientBackendError(f"request to {where} timed out after {spec.timeout_s:g}s")
    if isinstance(exc, openai.APIConnectionError):
        cause = one_line(str(exc.__cause__ or exc))
        return TransientBackendError(f"cannot connect to {where}: {cause}")
    if isinstance(exc, openai.APIStatusError):
        return _status_error(exc, spec)
    return BackendError(f"{where}: {one_line(str(exc))}")


def _status_error(exc: APIStatusError, spec: OpenAISpec) -> BackendError:
    status: int = exc.status_code
    message = f"HTTP {status} from {spec.base_url} (model {spec.model}): {one_line(exc.message)}"
    if status == 400 and _CONTEXT_REFUSAL.search(exc.message):
        return ContextLengthError(message)
    if is_retryable_status(status):
        retry_after = parse_retry_after(exc.response.headers.get("retry-after"))
        return TransientBackendError(message, status=status, retry_after_s=retry_after)
    return BackendError(message)
