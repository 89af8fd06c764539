"""Ollama's native chat API (``POST /api/chat``), where its options matter.

Ollama's OpenAI-compatible ``/v1`` endpoint silently keeps its default context window (often
2048 or 4096 tokens) and truncates longer prompts; the native API lets every request set
``num_ctx``, so this backend always sends the call's. It also asks Ollama not to make room
silently: ``truncate: false`` refuses a prompt that does not fit (instead of dropping its
start) and ``shift: false`` ends the reply with ``done_reason "length"`` when the context is
full (instead of discarding the oldest tokens and going on).
"""

from __future__ import annotations

import dataclasses
import time
from typing import TYPE_CHECKING, Any

from mathloop.errors import BackendError, ContextLengthError
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
    import httpx

__all__ = ["DEFAULT_OLLAMA_URL", "OllamaBackend", "OllamaSpec"]

DEFAULT_OLLAMA_URL = "http://127.0.0.1:11434"


@dataclasses.dataclass(frozen=True)
class OllamaSpec:
    """Settings of an Ollama backend; ``base_url`` is the server root, without ``/api``.

    ``num_ctx``, when set (the CLI's ``--num-ctx``), is the most context any call gets, as
    llama.cpp's ``n_ctx``: a call asking for more (``GenerationParams.num_ctx``) runs within
    it, and a warning says so once.
    """

    model: str
    base_url: str = DEFAULT_OLLAMA_URL
    timeout_s: float = 600.0
    num_ctx: int | None = None


class OllamaBackend:
    """Non-streaming chat requests to an Ollama server.

    Sends the call's ``num_ctx`` (always; at most :class:`OllamaSpec`'s) with ``truncate``
    and ``shift`` off, ``num_predict`` (``max_tokens``), every
    :class:`~mathloop.llm.base.Sampler` field, and ``seed`` and ``stop`` when set. A prompt
    Ollama refuses as too long is a :class:`~mathloop.errors.ContextLengthError`.
    Token counts come from ``prompt_eval_count`` and ``eval_count``. The reply is not
    streamed: the call's :class:`~mathloop.llm.base.StopRules` cut it once it is complete
    (a warning says so once), so methods see the same text as on a streaming backend.
    """

    name = "ollama"

    def __init__(self, spec: OllamaSpec) -> None:
        self.spec = spec
        self.model = spec.model
        self._unsupported = UnsupportedWarning(f"ollama ({spec.model})")

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        """POST one ``/api/chat`` request and convert the answer or the failure."""
        self._unsupported.stop_rules(params.stop_rules)
        params = dataclasses.replace(params, num_ctx=self._num_ctx(params))
        httpx = _import_httpx()
        url = self.spec.base_url.rstrip("/") + "/api/chat"
        start = time.perf_counter()
        # A client per call: its connection pool belongs to the running event loop.
        async with httpx.AsyncClient(timeout=self.spec.timeout_s) as client:
            try:
                response = await client.post(
                    url, json=request_body(self.spec.model, messages, params)
                )
            except httpx.TimeoutException as exc:
                raise TransientBackendError(
                    f"request to {url} timed out after {self.spec.timeout_s:g}s"
                ) from exc
            except httpx.TransportError as exc:
                raise TransientBackendError(
                    f"cannot connect to {url}: {one_line(str(exc) or type(exc).__name__)}"
                ) from exc
        _raise_for_status(response, self.spec)
        latency_s = time.perf_counter() - start
        completion = _completion(response, latency_s=latency_s, params=params, spec=self.spec)
        return cut_completion(completion, params.stop_rules)

    def _num_ctx(self, params: GenerationParams) -> int:
        """The context the call gets: its own, within the spec's ceiling."""
        if self.spec.num_ctx is None:
            return params.num_ctx
        self._unsupported.context(params.num_ctx, self.spec.num_ctx)
        return min(params.num_ctx, self.spec.num_ctx)


def request_body(model: str, messages: list[Message], params: GenerationParams) -> dict[str, Any]:
    """The JSON body of an ``/api/chat`` request for these messages and parameters."""
    neutral = params.sampling_options()
    options = {"num_ctx": params.num_ctx, "num_predict": neutral.pop("max_tokens"), **neutral}
    return {
        "model": model,
        "messages": [{"role": m.role, "content": m.content} for m in messages],
        "stream": False,
        # Servers older than these fields ignore them and make room silently (docs/backends.md).
        "truncate": False,
        "shift": False,
        "options": options,
    }


def _import_httpx() -> Any:
    return import_sdk("httpx", hint="the ollama backend needs httpx: pip install 'httpx>=0.27'")


def _raise_for_status(response: httpx.Response, spec: OllamaSpec) -> None:
    status = response.status_code
    if status < 400:
        return
    detail = one_line(_error_text(response))
    message = f"HTTP {status} from {spec.base_url} (model {spec.model}): {detail}"
    # "the input length exceeds the context length": a 400, or a 500 from older runners.
    if "exceeds the context length" in detail:
        raise ContextLengthError(message)
    if is_retryable_status(status):
        retry_after = parse_retry_after(response.headers.get("retry-after"))
        raise TransientBackendError(message, status=status, retry_after_s=retry_after)
    if status == 404:
        message += f" (is the model pulled? try: ollama pull {spec.model})"
    raise BackendError(message)


def _error_text(response: httpx.Response) -> str:
    try:
        body = response.json()
    except ValueError:
        return response.text or response.reason_phrase
    if isinstance(body, dict) and isinstance(body.get("error"), str):
        return str(body["error"])
    return response.text


def _completion(
    response: httpx.Response, *, latency_s: float, params: GenerationParams, spec: OllamaSpec
) -> Completion:
    try:
        body = response.json()
        text = body["message"]["content"]
    except (ValueError, KeyError, TypeError) as exc:
        snippet = one_line(response.text, limit=200)
        raise BackendError(f"unexpected answer from {spec.base_url}/api/chat: {snippet}") from exc
    return Completion(
        text=str(text or ""),
        prompt_tokens=int(body.get("prompt_eval_count") or 0),
        output_tokens=int(body.get("eval_count") or 0),
        latency_s=latency_s,
        finish_reason=_finish_reason(body.get("done_reason")),
        model=str(body.get("model") or spec.model),
        num_ctx=params.num_ctx,
        endpoint=spec.base_url,
    )


def _finish_reason(done_reason: object) -> FinishReason:
    # Older servers omit done_reason on a normal stop.
    if done_reason in (None, "stop"):
        return "stop"
    return "length" if done_reason == "length" else "other"
