"""Bounded retries around any backend.

Backends convert their SDK's errors at the boundary: a failure worth retrying (connection
refused, timeout, HTTP 429, HTTP 5xx) becomes :class:`TransientBackendError`, anything else a
plain :class:`~mathloop.errors.BackendError`. :class:`RetryingBackend` only looks at those two
types, so it never needs to know an SDK.
"""

from __future__ import annotations

import asyncio
import email.utils
import logging
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from mathloop.errors import BackendError, ConfigError
from mathloop.llm.base import Backend, Completion, GenerationParams, Message

__all__ = [
    "RetryPolicy",
    "RetryingBackend",
    "TransientBackendError",
    "is_retryable_status",
    "one_line",
    "parse_retry_after",
]

logger = logging.getLogger(__name__)

Sleep = Callable[[float], Awaitable[None]]


class TransientBackendError(BackendError):
    """A failure that may succeed when tried again: no connection, timeout, HTTP 429 or 5xx.

    ``retry_after_s`` carries the server's ``Retry-After`` hint when it sent one.
    """

    def __init__(
        self, message: str, *, status: int | None = None, retry_after_s: float | None = None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.retry_after_s = retry_after_s


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how patiently a failed request is tried again.

    The delay before retry *n* (1-based) is ``base_delay_s * 2 ** (n - 1)``, capped at
    ``max_delay_s``; with ``jitter`` it is drawn uniformly from the upper half of that value
    so that parallel workers do not retry in lockstep. A server's ``Retry-After`` raises the
    delay to at least that value, still capped at ``max_delay_s``.
    """

    max_attempts: int = 4
    base_delay_s: float = 1.0
    max_delay_s: float = 30.0
    jitter: bool = True

    def __post_init__(self) -> None:
        if self.max_attempts < 1:
            raise ConfigError(f"retry max_attempts must be at least 1, got {self.max_attempts}")
        if self.base_delay_s < 0 or self.max_delay_s < 0:
            raise ConfigError("retry delays must not be negative")

    def delay_s(self, retry: int, *, retry_after_s: float | None, rng: random.Random) -> float:
        """Seconds to wait before retry number ``retry`` (1-based)."""
        delay = min(self.max_delay_s, self.base_delay_s * 2.0 ** (retry - 1))
        if self.jitter:
            delay = rng.uniform(delay / 2, delay)
        if retry_after_s is not None:
            delay = max(delay, retry_after_s)
        return min(delay, self.max_delay_s)


class RetryingBackend:
    """Wrap ``inner`` so transient failures are retried with exponential backoff.

    Only :class:`TransientBackendError` (and the standard ``TimeoutError`` and
    ``ConnectionError``) are retried; any other ``BackendError`` (for example HTTP 400 or a
    missing API key) is raised at once. After the last attempt the failure becomes a
    ``BackendError`` with a one-line message chained to the original error.
    """

    def __init__(
        self,
        inner: Backend,
        policy: RetryPolicy | None = None,
        sleep: Sleep = asyncio.sleep,
        *,
        rng: random.Random | None = None,
    ) -> None:
        self.inner = inner
        self.policy = policy if policy is not None else RetryPolicy()
        self.name = inner.name
        self.model = inner.model
        self._sleep = sleep
        self._rng = rng if rng is not None else random.Random()

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        """Call the inner backend, retrying transient failures within the policy."""
        attempts = self.policy.max_attempts
        for attempt in range(1, attempts + 1):
            try:
                return await self.inner.generate(messages, params=params)
            except (TransientBackendError, TimeoutError, ConnectionError) as exc:
                if attempt == attempts:
                    raise BackendError(self._give_up_message(exc)) from exc
                delay = self.policy.delay_s(
                    attempt, retry_after_s=getattr(exc, "retry_after_s", None), rng=self._rng
                )
                logger.warning(
                    "%s/%s attempt %d of %d failed (%s); retrying in %.1fs",
                    self.name,
                    self.model,
                    attempt,
                    attempts,
                    one_line(str(exc) or type(exc).__name__),
                    delay,
                )
                await self._sleep(delay)
        raise AssertionError("unreachable")  # pragma: no cover

    def _give_up_message(self, exc: BaseException) -> str:
        attempts = self.policy.max_attempts
        tries = "attempt" if attempts == 1 else "attempts"
        reason = one_line(str(exc) or type(exc).__name__)
        return f"{self.name} backend ({self.model}) failed after {attempts} {tries}: {reason}"


def is_retryable_status(status: int) -> bool:
    """True for HTTP statuses worth retrying: 429 and every 5xx."""
    return status == 429 or 500 <= status <= 599


def parse_retry_after(value: str | None, *, now: float | None = None) -> float | None:
    """Seconds to wait from a ``Retry-After`` header (delta-seconds or HTTP-date)."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    current = time.time() if now is None else now
    return max(0.0, when.timestamp() - current)


def one_line(text: str, limit: int = 300) -> str:
    """Collapse whitespace so an error message fits on one line, shortened to ``limit``."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
