"""The anti-repeat rule: a program that repeats an earlier attempt's is never run twice.

mathloop's addition to both seeds (issue 26). A small model given the same feedback tends to
write the same program again, at temperature 0 and under Ollama's sampler alike
(docs/relay.md); running it again costs the user the time of the first run and tells the
model nothing new. With the rule on, the recorder compares each new program with the
programs of the solve's earlier attempts *before* running it: by syntax tree, so whitespace
and comments do not count. A repeat is set aside and the model is asked again, differently
(a hotter sampler on a fresh seed, and where the method has one a prompt without the
previous program), up to ``anti_repeat_resamples`` times. If every new reply still repeats,
the program is not run again: the attempt reports the earlier run's output, and says so.

Every part is a setting of the method's spec (``anti_repeat*``); the seed presets turn the
rule off (docs/presets.md).
"""

from __future__ import annotations

import ast
import dataclasses
import functools
import io
import tokenize
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from mathloop.llm.base import Completion, GenerationParams, Message
from mathloop.sandbox import CodeSelection

from .records import AttemptRecord, CompletionInfo, RepeatedReply

__all__ = [
    "AntiRepeat",
    "FreshReply",
    "earlier_same_program",
    "program_key",
    "repeated_reply",
    "resampled_note",
]

_SEED_STRIDE = 104_729
"""How far a resample's seed moves from the attempt's own, per resample (a large prime, so
resampled seeds do not land on a later attempt's ``seed + i``)."""


@dataclass(frozen=True)
class AntiRepeat:
    """The anti-repeat settings of one method, read from its spec
    (:meth:`~mathloop.methods.generation.CallSettings.from_spec`)."""

    enabled: bool = False
    resamples: int = 2
    temperature: float = 0.7
    temperature_step: float = 0.3
    top_p: float = 1.0
    min_p: float = 0.05
    untrimmed_after_same_bytes: bool = True

    def temperature_of(self, resample: int) -> float:
        """The temperature of resample ``resample`` (1-based): a rising schedule."""
        return round(self.temperature + self.temperature_step * (resample - 1), 6)

    def params(
        self, base: GenerationParams, resample: int, *, untrimmed: bool = False
    ) -> GenerationParams:
        """``base`` with the resample's sampler and seed: hotter, a wider nucleus, a fresh
        draw (``top_k`` off, so ``min_p`` alone trims the tail). ``untrimmed``: the tail is
        kept too (``top_p`` 1, ``min_p`` 0), for a resample after one that returned the
        same bytes: where the model is sure of every token, ``min_p`` leaves one token per
        step and every seed draws the same reply."""
        sampler = dataclasses.replace(
            base.sampler,
            temperature=self.temperature_of(resample),
            top_p=1.0 if untrimmed else self.top_p,
            top_k=0,
            min_p=0.0 if untrimmed else self.min_p,
        )
        seed = None if base.seed is None else base.seed + _SEED_STRIDE * resample
        return dataclasses.replace(base, sampler=sampler, seed=seed)


@functools.lru_cache(maxsize=256)
def program_key(code: str) -> str:
    """What two programs share when they are the same program: the syntax tree, or for code
    that does not parse, its tokens without comments and blank lines.

    Cached: every check compares a new program with each earlier one of the solve, so the
    earlier programs would otherwise be parsed again at every attempt."""
    try:
        return ast.dump(ast.parse(code))
    except (SyntaxError, ValueError):
        return _token_text(code)


def _token_text(code: str) -> str:
    skipped = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT}
    parts: list[str] = []
    try:
        for token in tokenize.generate_tokens(io.StringIO(code).readline):
            if token.type not in skipped:
                parts.append(token.string)
    except (tokenize.TokenError, SyntaxError):
        pass  # an unclosed bracket ends the tokens at the end of the code: keep them
    return " ".join(parts)


def earlier_same_program(
    code: str | None, previous: Sequence[AttemptRecord]
) -> AttemptRecord | None:
    """The first earlier attempt whose program is ``code`` (see :func:`program_key`)."""
    if code is None:
        return None
    key = program_key(code)
    for attempt in previous:
        earlier = attempt.selection.code if attempt.selection is not None else None
        if earlier is not None and program_key(earlier) == key:
            return attempt
    return None


class FreshReply(NamedTuple):
    """The reply whose program runs, the prompt it answered, the repeats set aside and the
    reply's code selection where the rule made it already (``None``: not made)."""

    reply: Completion
    messages: list[Message]
    repeats: list[RepeatedReply]
    selection: CodeSelection | None


def repeated_reply(reply: Completion, earlier: int, temperature: float) -> RepeatedReply:
    """A reply set aside because its program repeated attempt ``earlier``'s."""
    return RepeatedReply(
        response=reply.text,
        completion=CompletionInfo.of(reply),
        repeat_of=earlier,
        temperature=temperature,
    )


def resampled_note(repeats: list[RepeatedReply]) -> str:
    """The note a step gets when the rule asked again for its reply."""
    earlier = ", ".join(str(r.repeat_of) for r in repeats)
    return (
        f"anti-repeat: {len(repeats)} reply(ies) repeated the program of attempt(s) {earlier}; "
        "asked again"
    )
