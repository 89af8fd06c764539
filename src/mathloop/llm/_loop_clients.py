"""One HTTP client per event loop, closed when that loop shuts down.

A client's connection pool belongs to the event loop it was first used in, and callers may
use a backend from several loops over its lifetime (``asyncio.run`` per call, worker
threads). Reusing one client per loop keeps connections alive between requests: no TCP (and
TLS) handshake per request. The clients are closed by ``loop.shutdown_asyncgens()``,
which ``asyncio.run`` calls before closing the loop, through an async generator holding them.

A loop gets ``shards`` clients, handed out in turn: the HTTP connection pool scans all its
connections on every request and every release, which at 64 requests in flight costs about
a millisecond of CPU per request in one pool; several smaller pools cut that scan.
"""

from __future__ import annotations

import asyncio
import itertools
import threading
import weakref
from collections.abc import AsyncGenerator, Callable
from typing import Generic, Protocol, TypeVar

__all__ = ["ClientPerLoop"]


class ClosableClient(Protocol):
    """What the holder needs of a client."""

    def is_closed(self) -> bool:
        """Whether the client was closed."""
        ...

    async def close(self) -> None:
        """Close the client's connections."""
        ...


ClientT = TypeVar("ClientT", bound=ClosableClient)


class _Held(Generic[ClientT]):
    """One loop's clients and the generator that closes them."""

    def __init__(self, clients: list[ClientT], keeper: AsyncGenerator[None, None]) -> None:
        self.clients = clients
        self.keeper = keeper
        self.turn = itertools.cycle(clients)


class ClientPerLoop(Generic[ClientT]):
    """Hands out the running loop's clients in turn, making them on first use."""

    def __init__(self, factory: Callable[[], ClientT], *, shards: int = 8) -> None:
        self._factory = factory
        self._shards = max(1, shards)
        self._held: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Held[ClientT]] = (
            weakref.WeakKeyDictionary()
        )
        self._lock = threading.Lock()  # loops in several threads share the table

    async def get(self) -> ClientT:
        """A client of the running event loop."""
        loop = asyncio.get_running_loop()
        with self._lock:
            held = self._held.get(loop)
        if held is not None and not any(c.is_closed() for c in held.clients):
            return next(held.turn)
        clients = [self._factory() for _ in range(self._shards)]
        keeper = _close_at_shutdown(clients)
        # Running it to its first ``yield`` registers the generator with this loop, whose
        # ``shutdown_asyncgens`` then resumes it into the ``finally`` that closes the clients.
        await keeper.__anext__()
        held = _Held(clients, keeper)
        with self._lock:
            self._held[loop] = held
        return next(held.turn)


async def _close_at_shutdown(clients: list[ClientT]) -> AsyncGenerator[None, None]:
    try:
        yield
    finally:
        for client in clients:
            await client.close()
