"""Several servers of one model behind one backend (``--base-url`` given several times).

:class:`EndpointPool` sends each request to the endpoint with the fewest requests in flight
(ties in turn, from a random first endpoint so that separate processes do not all start on
the same one), and never more than ``max_in_flight`` to one endpoint: a request waits for a
free slot instead. Each endpoint has its own :class:`~mathloop.llm.circuit.Circuit`:

- A call that fails at an endpoint (after that endpoint's own retries) is sent on to an
  endpoint it has not tried yet. When every endpoint that is up has failed it, the failure is
  the call's (a ``BackendError``, recorded as ``LLM_ERROR``, solved again on resume).
- After ``failure_threshold`` consecutive failed calls an endpoint is taken out. A request is
  sent to it as a probe once ``probe_interval_s`` has passed (doubling up to
  ``max_probe_interval_s`` while probes fail); the first answered probe puts it back.
- While every endpoint is out, calls wait behind one probe at a time, as with one server,
  and after ``max_pause_s`` without an answer they raise ``RunPausedError``: the run stops
  cleanly and can be resumed. A run goes on as long as one endpoint answers.

Every completion names the endpoint that served it (``Completion.endpoint``). The pool is
used from one event loop at a time (a run's, or a Ray task's ``asyncio.run`` after another).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import random
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field

from mathloop.errors import BackendError, ConfigError, ContextLengthError, RunPausedError
from mathloop.llm.base import Backend, Completion, GenerationParams, Message
from mathloop.llm.circuit import BreakerSpec, Circuit

__all__ = ["EndpointPool", "PoolSpec", "endpoint_urls"]

logger = logging.getLogger(__name__)


def endpoint_urls(value: str | Sequence[str] | None) -> str | tuple[str, ...] | None:
    """One server URL, several, or none, in the one form settings hold: ``None`` for none,
    the URL itself for one (as before several were possible), a tuple for several."""
    if value is None or isinstance(value, str):
        return value or None
    urls = tuple(str(url) for url in value)
    if len(set(urls)) < len(urls):
        raise ConfigError(f"a server URL is given twice among {', '.join(urls)}")
    if len(urls) <= 1:
        return urls[0] if urls else None
    return urls


@dataclass(frozen=True)
class PoolSpec:
    """How requests are spread: ``max_in_flight`` per endpoint (``None``: no cap beyond the
    run's concurrency) and each endpoint's circuit breaker."""

    max_in_flight: int | None = None
    breaker: BreakerSpec = field(default_factory=BreakerSpec)

    def __post_init__(self) -> None:
        if self.max_in_flight is not None and self.max_in_flight < 1:
            raise ConfigError(f"endpoint_concurrency must be at least 1, got {self.max_in_flight}")


class _Endpoint:
    """One server: its backend, its circuit and what it has in flight."""

    def __init__(self, index: int, url: str, backend: Backend, circuit: Circuit) -> None:
        self.index = index
        self.url = url
        self.backend = backend
        self.circuit = circuit
        self.in_flight = 0
        self.probing = False
        self.served = 0


class EndpointPool:
    """One backend over several endpoints of the same model; see the module docstring."""

    def __init__(
        self,
        endpoints: Mapping[str, Backend],
        spec: PoolSpec | None = None,
        *,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        clock: Callable[[], float] = time.monotonic,
        first: int | None = None,
    ) -> None:
        if not endpoints:
            raise ConfigError("an endpoint pool needs at least one endpoint")
        self.spec = spec or PoolSpec()
        self._endpoints = [
            _Endpoint(index, url, backend, Circuit(self.spec.breaker, clock))
            for index, (url, backend) in enumerate(endpoints.items())
        ]
        head = self._endpoints[0].backend
        self.name = head.name
        self.model = head.model
        self._sleep = sleep
        self._clock = clock
        self._turn = random.randrange(len(self._endpoints)) if first is None else first
        self._waiters: list[asyncio.Future[None]] = []
        self.pauses = 0
        """How many times every endpoint was down at once (the run waited)."""

    @property
    def served(self) -> dict[str, int]:
        """Calls each endpoint answered, by URL."""
        return {e.url: e.served for e in self._endpoints}

    @property
    def down(self) -> list[str]:
        """The endpoints taken out (their circuit is open)."""
        return [e.url for e in self._endpoints if e.circuit.is_open]

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        """Send the request to the least busy endpoint; on failure, to the next one."""
        tried: set[str] = set()
        error: BackendError | None = None
        while (endpoint := await self._take(tried)) is not None:
            try:
                return await self._send(endpoint, messages, params)
            except ContextLengthError:
                raise
            except BackendError as exc:
                tried.add(endpoint.url)
                error = exc
        if error is not None and self._any_up():
            raise error
        return await self._wait_for_one(messages, params)

    async def _take(self, tried: set[str]) -> _Endpoint | None:
        """A slot at the least busy usable endpoint not in ``tried``; waits while every
        such endpoint is at its cap; ``None`` when there is none."""
        while True:
            usable = [e for e in self._endpoints if e.url not in tried and self._usable(e)]
            if not usable:
                return None
            free = [e for e in usable if self._has_room(e)]
            if free:
                return self._hold(self._least_busy(free))
            await self._wait_for_a_slot()

    def _usable(self, endpoint: _Endpoint) -> bool:
        if not endpoint.circuit.is_open:
            return True
        return not endpoint.probing and endpoint.circuit.probe_due()

    def _has_room(self, endpoint: _Endpoint) -> bool:
        cap = self.spec.max_in_flight
        return cap is None or endpoint.in_flight < cap

    def _least_busy(self, candidates: list[_Endpoint]) -> _Endpoint:
        count = len(self._endpoints)
        chosen = min(candidates, key=lambda e: (e.in_flight, (e.index - self._turn) % count))
        self._turn = (chosen.index + 1) % count
        return chosen

    def _hold(self, endpoint: _Endpoint) -> _Endpoint:
        endpoint.in_flight += 1
        endpoint.probing = endpoint.circuit.is_open
        return endpoint

    async def _wait_for_a_slot(self) -> None:
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.append(waiter)
        try:
            await waiter
        finally:
            if waiter in self._waiters:
                self._waiters.remove(waiter)

    def _release(self, endpoint: _Endpoint) -> None:
        endpoint.in_flight -= 1
        endpoint.probing = False
        waiters, self._waiters = self._waiters, []
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)

    async def _send(
        self, endpoint: _Endpoint, messages: list[Message], params: GenerationParams
    ) -> Completion:
        probing = endpoint.probing
        try:
            completion = await endpoint.backend.generate(messages, params=params)
        except ContextLengthError:
            endpoint.circuit.answered()  # the request's fault: the server is up
            raise
        except BackendError:
            self._failed(endpoint, probing=probing)
            raise
        finally:
            self._release(endpoint)
        endpoint.circuit.answered()
        endpoint.served += 1
        return dataclasses.replace(completion, endpoint=endpoint.url)

    def _failed(self, endpoint: _Endpoint, *, probing: bool) -> None:
        if probing:
            endpoint.circuit.probe_failed()
            return
        was_open = endpoint.circuit.is_open
        if not endpoint.circuit.failed() or was_open:
            return
        if self._any_up():
            logger.warning("%s looks down: taken out of %s/%s", endpoint.url, self.name, self.model)
        else:
            self.pauses += 1
            logger.warning("every endpoint of %s/%s looks down: pausing", self.name, self.model)

    def _any_up(self) -> bool:
        return any(not e.circuit.is_open for e in self._endpoints)

    async def _wait_for_one(self, messages: list[Message], params: GenerationParams) -> Completion:
        """Every endpoint is down: wait for the earliest due probe, one probe at a time."""
        while not self._any_up():
            self._give_up_if_too_long()
            endpoint = min(self._endpoints, key=lambda e: e.circuit.next_probe_at)
            if endpoint.probing or not self._has_room(endpoint):
                await self._wait_for_a_slot()
                continue
            delay = endpoint.circuit.next_probe_at - self._clock()
            if delay > 0:
                await self._sleep(delay)
                continue
            try:
                return await self._send(self._hold(endpoint), messages, params)
            except ContextLengthError:
                raise
            except BackendError:
                continue
        return await self.generate(messages, params=params)

    def _give_up_if_too_long(self) -> None:
        opened = [e.circuit.opened_at for e in self._endpoints if e.circuit.opened_at is not None]
        down_for = self._clock() - max(opened)
        if down_for >= self.spec.breaker.max_pause_s:
            urls = ", ".join(e.url for e in self._endpoints)
            raise RunPausedError(
                f"every endpoint of the {self.name} backend ({self.model}: {urls}) has been "
                f"unreachable for {down_for:.0f} s; the run stopped and can be resumed"
            )
