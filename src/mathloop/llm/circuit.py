"""A circuit breaker: when the server is down, pause the run instead of failing every problem.

After ``failure_threshold`` consecutive failed calls (each already retried by
:class:`~mathloop.llm.retry.RetryingBackend`), the circuit opens: calls wait while one probe
at a time re-sends its request every ``probe_interval_s`` (doubling up to
``max_probe_interval_s``). The first success closes the circuit and every waiting call
proceeds. If the server stays down for ``max_pause_s``, calls raise :class:`RunPausedError`,
which methods do not catch: the engine stops cleanly and the run can be resumed later.

A :class:`~mathloop.errors.ContextLengthError` is the request's fault, and the server that
refused it is up: it counts as an answer, not a failure.

:class:`Circuit` is the state of one server's circuit, shared with
:class:`~mathloop.llm.endpoints.EndpointPool`, which keeps one per endpoint.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from mathloop.errors import BackendError, ContextLengthError, RunPausedError
from mathloop.llm.base import Backend, Completion, GenerationParams, Message

__all__ = ["BreakerSpec", "Circuit", "CircuitBreakerBackend"]

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class BreakerSpec:
    """When the circuit opens and how long a run waits for the server to come back."""

    failure_threshold: int = 3
    probe_interval_s: float = 5.0
    max_probe_interval_s: float = 60.0
    max_pause_s: float = 900.0


class Circuit:
    """One server's circuit: closed while it answers, open after ``failure_threshold``
    consecutive failed calls, with the time its next probe is due (``next_probe_at``)."""

    def __init__(self, spec: BreakerSpec, clock: Callable[[], float] = time.monotonic) -> None:
        self.spec = spec
        self._clock = clock
        self._failures = 0
        self._interval = spec.probe_interval_s
        self.opened_at: float | None = None
        self.next_probe_at = 0.0
        self.openings = 0
        """How many times the circuit opened."""

    @property
    def is_open(self) -> bool:
        """Whether the server is taken out (calls wait, or go elsewhere)."""
        return self.opened_at is not None

    def answered(self) -> None:
        """The server answered: close the circuit."""
        self._failures = 0
        self.opened_at = None
        self._interval = self.spec.probe_interval_s

    def failed(self) -> bool:
        """Count a failed call; True when the circuit is open (just now, or before)."""
        self._failures += 1
        if self._failures >= self.spec.failure_threshold and not self.is_open:
            self.opened_at = self._clock()
            self.next_probe_at = self.opened_at + self._interval
            self.openings += 1
        return self.is_open

    def probe_failed(self) -> None:
        """A probe went unanswered: the next one waits twice as long (up to the maximum)."""
        self._interval = min(self._interval * 2, self.spec.max_probe_interval_s)
        self.next_probe_at = self._clock() + self._interval

    def probe_due(self) -> bool:
        """Whether the circuit is open and its next probe may be sent now."""
        return self.is_open and self._clock() >= self.next_probe_at

    def down_for(self) -> float:
        """Seconds since the circuit opened (0 while closed)."""
        return 0.0 if self.opened_at is None else self._clock() - self.opened_at


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
        self._circuit = Circuit(self.spec, clock)
        self._probe = asyncio.Lock()

    @property
    def is_open(self) -> bool:
        """Whether calls are currently waiting for the server."""
        return self._circuit.is_open

    @property
    def pauses(self) -> int:
        """How many times the server looked down and the run paused."""
        return self._circuit.openings

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        """Call through when closed; wait and probe while open."""
        if not self.is_open:
            try:
                return self._succeeded(await self.inner.generate(messages, params=params))
            except ContextLengthError:
                self._circuit.answered()
                raise
            except BackendError:
                if not self._failed():
                    raise
        return await self._wait_and_probe(messages, params)

    def _succeeded(self, completion: Completion) -> Completion:
        self._circuit.answered()
        return completion

    def _failed(self) -> bool:
        """Count a failure; True when the circuit is (now) open."""
        was_open = self.is_open
        if self._circuit.failed() and not was_open:
            logger.warning("%s/%s looks down: pausing the run and probing", self.name, self.model)
        return self.is_open

    async def _wait_and_probe(
        self, messages: list[Message], params: GenerationParams
    ) -> Completion:
        while True:
            self._give_up_if_too_long()
            async with self._probe:
                if not self.is_open:
                    break
                await self._sleep(max(0.0, self._circuit.next_probe_at - self._clock()))
                try:
                    return self._succeeded(await self.inner.generate(messages, params=params))
                except ContextLengthError:
                    self._circuit.answered()
                    raise
                except BackendError:
                    self._circuit.probe_failed()
        return await self.inner.generate(messages, params=params)

    def _give_up_if_too_long(self) -> None:
        down_for = self._circuit.down_for()
        if self.is_open and down_for >= self.spec.max_pause_s:
            raise RunPausedError(
                f"{self.name} backend ({self.model}) has been unreachable for "
                f"{down_for:.0f} s; the run stopped and can be resumed"
            )
