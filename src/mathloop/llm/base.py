"""The backend contract: one async ``generate`` call.

Retries, caching and rate limits wrap this call; backends themselves stay small.
"""

from __future__ import annotations

import dataclasses
import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Literal, Protocol, runtime_checkable

from mathloop.errors import BackendUnavailableError

__all__ = [
    "OLLAMA_SAMPLER",
    "Backend",
    "Completion",
    "DegenerationRule",
    "FinishReason",
    "GenerationParams",
    "Message",
    "RepetitionRule",
    "Role",
    "Sampler",
    "StopRules",
    "import_sdk",
]

Role = Literal["system", "user", "assistant"]
FinishReason = Literal[
    "stop", "length", "error", "other", "repetition", "degenerate", "block_closed"
]
"""Why a generation ended. ``repetition``: the runaway guard stopped a reply whose tail
repeats; ``degenerate``: the degeneration guard stopped a reply whose recent text is nearly
all redundancy without repeating exactly; ``block_closed``: the reply's fenced code block was
closed and nothing after it would be used (see :class:`StopRules`)."""


@dataclass(frozen=True)
class Message:
    """One chat message."""

    role: Role
    content: str


@dataclass(frozen=True)
class Sampler:
    """How the next token is drawn; every backend applies every field (or says it cannot).

    The defaults are neutral: greedy at temperature 0, no truncation (``top_k`` 0 and
    ``min_p`` 0 are off, ``top_p`` 1), no penalties. ``repeat_last_n`` is the window the
    repeat penalty looks back over.
    """

    temperature: float = 0.0
    top_p: float = 1.0
    top_k: int = 0
    min_p: float = 0.0
    repeat_penalty: float = 1.0
    repeat_last_n: int = 64
    presence_penalty: float = 0.0
    frequency_penalty: float = 0.0

    @classmethod
    def of(cls, settings: Any) -> Sampler:
        """The sampler named by ``settings``' fields of the same names (a method spec)."""
        return cls(**{f.name: getattr(settings, f.name) for f in dataclasses.fields(cls)})

    def nonstandard(self) -> dict[str, float | int]:
        """The settings outside OpenAI's chat API that change sampling here (not neutral)."""
        changed: dict[str, float | int] = {}
        if self.top_k:
            changed["top_k"] = self.top_k
        if self.min_p:
            changed["min_p"] = self.min_p
        if self.repeat_penalty != 1.0:
            changed["repeat_penalty"] = self.repeat_penalty
            changed["repeat_last_n"] = self.repeat_last_n
        return changed


OLLAMA_SAMPLER = Sampler(
    temperature=0.8, top_p=0.9, top_k=40, min_p=0.0, repeat_penalty=1.1, repeat_last_n=64
)
"""Ollama's default sampler, under which the relay essay (seed 003) ran its model."""


@dataclass(frozen=True)
class RepetitionRule:
    """The runaway guard: stop once the reply's last ``repeats`` blocks of the same
    ``min_block_tokens`` or more tokens are identical (a loop that will not end by itself).

    Blocks longer than ``max_block_tokens`` are not looked for.
    """

    min_block_tokens: int = 30
    repeats: int = 4
    max_block_tokens: int = 256


@dataclass(frozen=True)
class DegenerationRule:
    """The degeneration guard: stop once the reply's last ``window_chars`` characters compress
    (zlib) to at most ``max_ratio`` of their size, and to at most ``max_ratio_digits_masked``
    with every digit read as ``0``.

    Text a small model babbles without repeating it exactly (a numbered list of one sentence,
    ``elif n == 106: return 106`` counting up) is nearly all redundancy once its counting
    numbers are ignored, which the runaway guard's exact blocks miss and a compressor sees at
    once. Masking alone would also take a long list of distinct numbers for babble; the
    unmasked ratio spares it. Prose, derivations and code compress to 0.25 or more over 2,000
    characters (docs/backends.md has the figures). The window is checked every
    ``check_every_chars`` characters.
    """

    window_chars: int = 2000
    max_ratio: float = 0.2
    max_ratio_digits_masked: float = 0.08
    check_every_chars: int = 200


@dataclass(frozen=True)
class StopRules:
    """When to end a reply early, besides ``max_tokens`` and ``stop`` strings.

    ``after_code_block``: end once a non-empty fenced Python block is closed, for contracts
    that ask for exactly one block. ``repetition``: the runaway guard, or ``None`` for off.
    ``degeneration``: the degeneration guard, or ``None`` for off.
    """

    after_code_block: bool = False
    repetition: RepetitionRule | None = None
    degeneration: DegenerationRule | None = None


@dataclass(frozen=True)
class GenerationParams:
    """Every setting that shapes one generation (all part of the cache key).

    ``num_ctx`` is the call's context window: prompt plus reply must fit in it. A prompt that
    does not is a :class:`~mathloop.errors.ContextLengthError`, and the reply is cut short
    (``finish_reason "length"``) where it would overflow. Backends apply it as far as they
    can (docs/backends.md) and say once where they cannot.
    """

    max_tokens: int = 2500
    num_ctx: int = 8192
    sampler: Sampler = Sampler()
    seed: int | None = None
    stop: tuple[str, ...] = ()
    sample_index: int = 0
    stop_rules: StopRules = StopRules()

    @property
    def temperature(self) -> float:
        """The sampler's temperature."""
        return self.sampler.temperature

    def sampling_options(self) -> dict[str, Any]:
        """The neutral request fields of this call, which every backend adapts to its API:
        ``max_tokens``, every :class:`Sampler` field in order, then ``seed`` and ``stop``
        when set."""
        options: dict[str, Any] = {
            "max_tokens": self.max_tokens,
            **dataclasses.asdict(self.sampler),
        }
        if self.seed is not None:
            options["seed"] = self.seed
        if self.stop:
            options["stop"] = list(self.stop)
        return options


@dataclass(frozen=True)
class Completion:
    """What one generation returned."""

    text: str
    prompt_tokens: int
    output_tokens: int
    latency_s: float
    finish_reason: FinishReason
    model: str = ""
    prompt_tokens_processed: int | None = None
    """Prompt tokens the model actually evaluated (the rest came from a reused prefix);
    ``None`` when the backend does not say."""
    prefill_s: float | None = None
    """Seconds from the start of the generation to its first token (the prompt's
    evaluation); ``None`` when the backend does not say."""
    num_ctx: int | None = None
    """The context window the call ran under: the asked ``num_ctx``, or less where the
    backend holds less; ``None`` when a server's own window applied (not known here)."""
    endpoint: str | None = None
    """The server that answered (its base URL); ``None`` for a backend without one."""
    batch_size: int | None = None
    """How many sequences the embedded engine decoded together in this call (its reply's
    bytes depend on them: :mod:`mathloop.llm._llama_batch`); ``None`` for a call decoded
    alone or a backend that does not batch."""
    from_cache: bool = False
    """Whether the run's response cache answered (no model ran: ``latency_s`` is 0)."""


@runtime_checkable
class Backend(Protocol):
    """An LLM that turns chat messages into a completion."""

    name: str
    model: str

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        """Return one completion for ``messages``; raise ``BackendError`` on failure."""
        ...


def import_sdk(module: str, *, hint: str) -> ModuleType:
    """Import a backend's client library lazily, or fail with ``hint`` (how to install it)."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise BackendUnavailableError(hint) from exc
