"""Ending a reply early: the runaway guard, the degeneration guard and the end of a one-block
contract.

A :class:`StreamMonitor` reads a reply token by token as a backend generates it and says
when to stop (see :class:`~mathloop.llm.base.StopRules`). Backends that stream feed it real
tokens; the scripted backend feeds it word-sized pieces of its scripted text.
"""

from __future__ import annotations

import dataclasses
import re
import zlib
from collections.abc import Hashable

from mathloop.llm.base import (
    Completion,
    DegenerationRule,
    FinishReason,
    RepetitionRule,
    StopRules,
)

__all__ = [
    "DegenerationDetector",
    "RepetitionDetector",
    "StreamMonitor",
    "apply_stop_rules",
    "cut_completion",
    "pieces",
]

_PIECE = re.compile(r"\s+|\w+|[^\w\s]")


def pieces(text: str) -> list[str]:
    """``text`` cut into token-sized pieces (runs of spaces, words, single symbols)."""
    return _PIECE.findall(text)


class RepetitionDetector:
    """Says when the tail of a token stream is ``repeats`` copies of one block.

    For each period ``p`` up to ``max_block_tokens`` it keeps how many recent tokens equal
    the token ``p`` places before; a tail of ``repeats × B`` tokens with period ``p`` (``B``
    the first multiple of ``p`` that reaches ``min_block_tokens``) is a loop. O(max period)
    work per token.
    """

    def __init__(self, rule: RepetitionRule) -> None:
        self.rule = rule
        self._tokens: list[Hashable] = []
        self._runs = [0] * (rule.max_block_tokens + 1)
        self._needed = [0] + [_needed_run(p, rule) for p in range(1, rule.max_block_tokens + 1)]

    def feed(self, token: Hashable) -> bool:
        """Add one token; true when the stream now ends in a loop."""
        tokens = self._tokens
        tokens.append(token)
        n = len(tokens) - 1
        looping = False
        for period in range(1, min(n, self.rule.max_block_tokens) + 1):
            if tokens[n - period] == token:
                self._runs[period] += 1
                looping = looping or self._runs[period] >= self._needed[period]
            else:
                self._runs[period] = 0
        return looping


def _needed_run(period: int, rule: RepetitionRule) -> int:
    block = period * -(-rule.min_block_tokens // period)
    return rule.repeats * block - period


class DegenerationDetector:
    """Says when the last ``window_chars`` characters of a reply compress to at most
    ``max_ratio`` of their size, and to at most ``max_ratio_digits_masked`` with every digit
    read as ``0``: text that says nearly nothing new, repeated exactly or counting up.

    The text is measured as UTF-8 bytes compressed by zlib at level 6, every
    ``check_every_chars`` characters once a whole window has been generated, so its cost is
    two compressions of 2,000 bytes per 200 characters (tens of microseconds).
    """

    def __init__(self, rule: DegenerationRule) -> None:
        self.rule = rule
        self._tail = ""
        self._unchecked = 0

    def feed(self, text: str) -> bool:
        """Add reply text; true when the text now ends in a degenerate window."""
        window = self.rule.window_chars
        self._tail = (self._tail + text)[-window:]
        self._unchecked += len(text)
        if len(self._tail) < window or self._unchecked < self.rule.check_every_chars:
            return False
        self._unchecked = 0
        return compression_ratio(self._tail) <= self.rule.max_ratio and (
            compression_ratio(_DIGIT.sub("0", self._tail)) <= self.rule.max_ratio_digits_masked
        )


_DIGIT = re.compile(r"\d")


def compression_ratio(text: str) -> float:
    """How far zlib shrinks ``text`` (compressed bytes over UTF-8 bytes; 1.0 for empty)."""
    data = text.encode("utf-8", "surrogatepass")
    return len(zlib.compress(data, 6)) / len(data) if data else 1.0


class _BlockWatcher:
    """Says when a non-empty fenced Python block has been closed (line by line).

    Mirrors :func:`mathloop.sandbox.extract_python_blocks`: a line of backticks closes a
    block, a new ```` ```python ```` line restarts one, and a fence glued to the last code
    line closes it too.
    """

    _OPEN = re.compile(r"^[ \t]*(?P<fence>`{3,})[ \t]*(?P<info>[^`\s]*)[^`]*$")
    _PYTHON = frozenset({"", "python", "py", "python3", "py3"})

    def __init__(self) -> None:
        self._partial = ""
        self._fence: str | None = None
        self._python = False
        self._has_code = False

    def feed(self, text: str) -> bool:
        """Add reply text; true once a non-empty Python block is closed."""
        self._partial += text
        *lines, self._partial = self._partial.split("\n")
        return any(self._line(line) for line in lines)

    def _line(self, line: str) -> bool:
        opening = self._OPEN.match(line)
        if self._fence is None:
            if opening is not None:
                self._start(opening["fence"], opening["info"])
            return False
        stripped = line.strip()
        if len(stripped) >= len(self._fence) and set(stripped) == {"`"}:
            return self._close()
        if opening is not None and opening["info"] and opening["info"].lower() in self._PYTHON:
            if self._python and self._has_code:
                return True
            self._start(opening["fence"], opening["info"])
            return False
        if line.rstrip().endswith(self._fence) and self._python:
            self._has_code = self._has_code or bool(line.rstrip()[: -len(self._fence)].strip())
            return self._close()
        self._has_code = self._has_code or bool(stripped)
        return False

    def _start(self, fence: str, info: str) -> None:
        self._fence, self._python, self._has_code = fence, info.lower() in self._PYTHON, False

    def _close(self) -> bool:
        done = self._python and self._has_code
        self._fence = None
        return done


class StreamMonitor:
    """Applies one call's :class:`StopRules` to the reply as it is generated."""

    def __init__(self, rules: StopRules) -> None:
        self._repetition = RepetitionDetector(rules.repetition) if rules.repetition else None
        self._degeneration = (
            DegenerationDetector(rules.degeneration) if rules.degeneration else None
        )
        self._blocks = _BlockWatcher() if rules.after_code_block else None
        self.reason: FinishReason | None = None

    @property
    def active(self) -> bool:
        """Whether any rule is on (a backend may skip the monitor otherwise)."""
        detectors = (self._repetition, self._degeneration, self._blocks)
        return any(detector is not None for detector in detectors)

    def feed(self, token: Hashable, text: str) -> FinishReason | None:
        """Add one generated token and its text; the reason to stop now, if any."""
        if self.reason is None and self._repetition is not None and self._repetition.feed(token):
            self.reason = "repetition"
        if self.reason is None and self._degeneration is not None and self._degeneration.feed(text):
            self.reason = "degenerate"
        if self.reason is None and self._blocks is not None and self._blocks.feed(text):
            self.reason = "block_closed"
        return self.reason


def apply_stop_rules(text: str, rules: StopRules) -> tuple[str, FinishReason]:
    """``text`` cut where ``rules`` would have stopped its stream, and why it ended."""
    monitor = StreamMonitor(rules)
    if not monitor.active:
        return text, "stop"
    kept: list[str] = []
    for piece in pieces(text):
        kept.append(piece)
        reason = monitor.feed(piece, piece)
        if reason is not None:
            return "".join(kept), reason
    return text, "stop"


def cut_completion(completion: Completion, rules: StopRules) -> Completion:
    """``completion`` with its text cut where ``rules`` would have stopped the stream.

    For backends that do not stream: the reply a method sees is the same as on a backend
    that stops early, while the token counts stay those the server really spent.
    """
    text, reason = apply_stop_rules(completion.text, rules)
    if reason == "stop":
        return completion
    return dataclasses.replace(completion, text=text, finish_reason=reason)
