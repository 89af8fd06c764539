"""A circuit breaker: when the server is down, pause the run instead of failing every problem.

After ``failure_threshold`` consecutive failed calls (each already retried by
:class:`~mathloop.llm.retry.RetryingBackend`), the circuit opens: calls wait while one probe
at a time re-sends its request every ``probe_interval_s`` (doubling up to
``max_probe_interval_s``). The first success closes the circuit and every waiting call
proceeds. If the server stays down for ``max_pause_s``, calls raise :class:`RunPausedError`,
which methods do not catch: the engine stops cleanly and the run can be resumed later.

A :class:`~mathloop.errors.ContextLengthError` is the request's fault, and the server that
refused it is up: it counts as an answer, not a failure.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from mathloop.errors import BackendError, ContextLengthError, RunPausedError
from mathloop.llm.base import Backend, Completion, GenerationParams, Message

__all__ = ["BreakerSpec", "CircuitBreakerBackend"]

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class BreakerSpec:
    """When the circuit opens and how long a run waits for the server to come back."""

    failure_threshold: int = 3
    probe_interval_s: float = 5.0
    max_probe_interval_s: float = 60.0
    max_pause_s: float = 900.0


class CircuitBreakerBackend:
    """Wraps a (retrying) backend; see the module docstring."""

    def __init__(
        self,
        inner: Backend,
        spec: BreakerSpec | None = None,
        *,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.inner = inner
        self.spec = spec or BreakerSpec()
        self.name = inner.name
        self.model = inner.model
        self._sleep = sleep
        self._clock = clock
        self._consecutive_failures = 0
        self._opened_at: float | None = None
        self._probe = asyncio.Lock()
        self.pauses = 0

    @property
    def is_open(self) -> bool:
        """Whether calls are currently waiting for the server."""
        return self._opened_at is not None

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        """Call through when closed; wait and probe while open."""
        if not self.is_open:
            try:
                return self._succeeded(await self.inner.generate(messages, params=params))
            except ContextLengthError:
                self._answered()
                raise
            except BackendError:
                if not self._failed():
                    raise
        return await self._wait_and_probe(messages, params)

    def _succeeded(self, completion: Completion) -> Completion:
        self._answered()
        return completion

    def _answered(self) -> None:
        self._consecutive_failures = 0
        self._opened_at = None

    def _failed(self) -> bool:
        """Count a failure; True when the circuit is (now) open."""
        self._consecutive_failures += 1
        if self._consecutive_failures >= self.spec.failure_threshold and not self.is_open:
            self._opened_at = self._clock()
            self.pauses += 1
            logger.warning("%s/%s looks down: pausing the run and probing", self.name, self.model)
        return self.is_open

    async def _wait_and_probe(
        self, messages: list[Message], params: GenerationParams
    ) -> Completion:
        interval = self.spec.probe_interval_s
        while True:
            self._give_up_if_too_long()
            async with self._probe:
                if not self.is_open:
                    break
                await self._sleep(interval)
                try:
                    return self._succeeded(await self.inner.generate(messages, params=params))
                except ContextLengthError:
                    self._answered()
                    raise
                except BackendError:
                    interval = min(interval * 2, self.spec.max_probe_interval_s)
        return await self.inner.generate(messages, params=params)

    def _give_up_if_too_long(self) -> None:
        if self._opened_at is None:
            return
        down_for = self._clock() - self._opened_at
        if down_for >= self.spec.max_pause_s:
            raise RunPausedError(
                f"{self.name} backend ({self.model}) has been unreachable for "
                f"{down_for:.0f} s; the run stopped and can be resumed"
            )
