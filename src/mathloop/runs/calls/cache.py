"""A response cache for LLM calls: SQLite in WAL mode, shared by every run on the machine.

The key covers the backend name, the model, every message and every generation parameter
including ``sample_index`` and ``seed``, so voting's independent samples never collide. By
default only deterministic calls (temperature 0) are cached: a rerun then reproduces the
same text without calling the model. ``mode="all"`` caches sampled calls too (each sample
index is its own entry); ``mode="off"`` disables it.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
import sqlite3
import threading
from pathlib import Path
from typing import Literal

from mathloop.llm.base import Backend, Completion, GenerationParams, Message

__all__ = ["CacheMode", "CachingBackend", "ResponseCache", "cache_key"]

CacheMode = Literal["auto", "all", "off"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY,
    completion TEXT NOT NULL,
    created REAL NOT NULL DEFAULT (julianday('now'))
)
"""


_SCRATCH = re.compile(r"mathloop_(code|warm|probe|folder)_[A-Za-z0-9_]+")
"""The sandbox's temporary folders (``/tmp/mathloop_code_k2x9q1ab``), named anew for every
program: a traceback quotes one, so a prompt holding a program's error differs on every run."""


def cache_key(backend: str, model: str, messages: list[Message], params: GenerationParams) -> str:
    """A stable SHA-256 of everything that determines a completion. The sandbox's random
    folder names are masked, so a prompt quoting a traceback is the same call on every run."""
    payload = {
        "backend": backend,
        "model": model,
        "messages": [[m.role, _SCRATCH.sub(r"mathloop_\1_*", m.content)] for m in messages],
        "params": dataclasses.asdict(params),
    }
    canonical = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


class ResponseCache:
    """Completions stored by key in one SQLite file (WAL: readers never block writers)."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, check_same_thread=False, timeout=30)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute(_SCHEMA)
        self._db.commit()

    def get(self, key: str) -> Completion | None:
        """The stored completion for ``key``, if any."""
        with self._lock:
            row = self._db.execute("SELECT completion FROM responses WHERE key = ?", (key,))
            found = row.fetchone()
        return Completion(**json.loads(found[0])) if found else None

    def put(self, key: str, completion: Completion) -> None:
        """Store ``completion`` under ``key`` (the first stored value wins)."""
        data = json.dumps(dataclasses.asdict(completion), ensure_ascii=False)
        with self._lock:
            self._db.execute(
                "INSERT OR IGNORE INTO responses (key, completion) VALUES (?, ?)", (key, data)
            )
            self._db.commit()

    def __len__(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM responses").fetchone()[0])

    def close(self) -> None:
        """Close the database connection."""
        with self._lock:
            self._db.close()


class CachingBackend:
    """Serve repeated calls from a :class:`ResponseCache`; count hits and misses."""

    def __init__(self, inner: Backend, cache: ResponseCache, *, mode: CacheMode = "auto") -> None:
        self.inner = inner
        self.cache = cache
        self.mode = mode
        self.name = inner.name
        self.model = inner.model
        self.hits = 0
        self.misses = 0

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        """Return the cached completion, or call the inner backend and remember its answer."""
        if not self._cacheable(params):
            return await self.inner.generate(messages, params=params)
        key = cache_key(self.name, self.model, messages, params)
        cached = self.cache.get(key)
        if cached is not None:
            self.hits += 1
            return dataclasses.replace(cached, latency_s=0.0, from_cache=True)
        self.misses += 1
        completion = await self.inner.generate(messages, params=params)
        if completion.finish_reason != "error" and completion.text:
            self.cache.put(key, completion)
        return completion

    def _cacheable(self, params: GenerationParams) -> bool:
        if self.mode == "off":
            return False
        return self.mode == "all" or params.temperature == 0
