"""The backend contract: one async ``generate`` call.

Retries, caching and rate limits wrap this call; backends themselves stay small.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

__all__ = [
    "Backend",
    "Completion",
    "FinishReason",
    "GenerationParams",
    "Message",
    "Role",
]

Role = Literal["system", "user", "assistant"]
FinishReason = Literal["stop", "length", "error", "other"]


@dataclass(frozen=True)
class Message:
    """One chat message."""

    role: Role
    content: str


@dataclass(frozen=True)
class GenerationParams:
    """Every setting that shapes one generation (all part of the cache key)."""

    max_tokens: int = 2500
    num_ctx: int = 8192
    temperature: float = 0.0
    top_p: float = 1.0
    seed: int | None = None
    stop: tuple[str, ...] = ()
    sample_index: int = 0


@dataclass(frozen=True)
class Completion:
    """What one generation returned."""

    text: str
    prompt_tokens: int
    output_tokens: int
    latency_s: float
    finish_reason: FinishReason
    model: str = ""


@runtime_checkable
class Backend(Protocol):
    """An LLM that turns chat messages into a completion."""

    name: str
    model: str

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        """Return one completion for ``messages``; raise ``BackendError`` on failure."""
        ...
