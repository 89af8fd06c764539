"""The warm executor's pool: servers shared by every thread of this process.

Each server runs one program at a time, so a pool holds as many servers as programs run at
once (up to ``max_servers``; more callers wait). A server that died, or failed a run, is
replaced on the next run. Pools are process-wide, keyed by confinement and work-directory
size, because servers cost memory (one scientific stack each); they stop at exit.
"""

from __future__ import annotations

import atexit
import os
import threading

from mathloop.sandbox._isolation import Confinement
from mathloop.sandbox._output import ProcessOutcome
from mathloop.sandbox._warm import WarmServer
from mathloop.sandbox.types import Limits

__all__ = ["WarmPool", "close_pools", "default_max_servers", "warm_pool"]


class WarmPool:
    """Servers for one confinement, one program at a time each; safe to share across threads."""

    def __init__(self, confinement: Confinement, *, disk_mb: int, max_servers: int) -> None:
        self.confinement = confinement
        self.disk_mb = disk_mb
        self.max_servers = max_servers
        self._idle: list[WarmServer] = []
        self._count = 0
        self._closed = False
        self._changed = threading.Condition()

    def run(self, code: str, limits: Limits) -> ProcessOutcome:
        """Run ``code`` on an idle server (starting one if there is room, else waiting)."""
        server = self._acquire()
        try:
            return server.run(code, limits)
        finally:
            self._release(server)

    def _acquire(self) -> WarmServer:
        with self._changed:
            while True:
                while self._idle:
                    server = self._idle.pop(0)  # the longest idle: its next child is forked
                    if server.alive():
                        return server
                    self._discard(server)
                if self._count < self.max_servers:
                    self._count += 1
                    break
                self._changed.wait()
        return self._start_reserved()

    def _start_reserved(self) -> WarmServer:
        """Start a server for a place already counted in ``_count``; free it on failure."""
        try:
            return WarmServer.start(self.confinement, disk_mb=self.disk_mb)
        except BaseException:
            with self._changed:
                self._count -= 1
                self._changed.notify()
            raise

    def prestart(self, count: int) -> None:
        """Start servers until the pool holds ``count`` (at most ``max_servers``); returns
        when they are ready.

        Called from a background thread before a run's first program, so that importing
        the scientific stack overlaps the run's first LLM requests. The servers start in
        parallel. One that fails to start is not added; the first real run reports why.
        """
        with self._changed:
            room = max(0, min(count, self.max_servers) - self._count)
            self._count += room
        starters = [threading.Thread(target=self._start_one, daemon=True) for _ in range(room)]
        for starter in starters:
            starter.start()
        for starter in starters:
            starter.join()

    def _start_one(self) -> None:
        try:
            server = self._start_reserved()
        except Exception:  # reported by the first run that needs a server
            return
        self._release(server)

    def _release(self, server: WarmServer) -> None:
        with self._changed:
            if not (server.broken or self._closed) and server.alive():
                self._idle.append(server)
            else:
                self._discard(server)
            self._changed.notify()

    def _discard(self, server: WarmServer) -> None:
        server.close()
        self._count -= 1

    def server_pids(self) -> list[int]:
        """The pids of the idle servers (for tests and diagnostics)."""
        with self._changed:
            return [server.process.pid for server in self._idle]

    def close(self) -> None:
        """Stop the idle servers now and the busy ones when their program ends."""
        with self._changed:
            self._closed = True
            while self._idle:
                self._discard(self._idle.pop())


_POOLS: dict[tuple[int, Confinement, int], WarmPool] = {}
_POOLS_LOCK = threading.Lock()


def default_max_servers() -> int:
    """As many servers as CPUs, between 2 and 8."""
    return max(2, min(8, os.cpu_count() or 2))


def warm_pool(confinement: Confinement, *, disk_mb: int) -> WarmPool:
    """The process-wide pool for ``confinement`` (servers cost memory: share them)."""
    key = (os.getpid(), confinement, disk_mb)  # a forked copy of us starts its own servers
    with _POOLS_LOCK:
        pool = _POOLS.get(key)
        if pool is None:
            pool = _POOLS[key] = WarmPool(
                confinement, disk_mb=disk_mb, max_servers=default_max_servers()
            )
        return pool


@atexit.register
def close_pools() -> None:
    """Stop every warm server of this process."""
    with _POOLS_LOCK:
        pools = [pool for (pid, _, _), pool in _POOLS.items() if pid == os.getpid()]
        _POOLS.clear()
    for pool in pools:
        pool.close()
