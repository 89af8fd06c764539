"""A deterministic backend for tests and dry runs: replies come from a script.

It is a real implementation of the backend contract, shipped with the library, so tests of
methods and runners exercise the same code paths as a real model without loading one.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence

from mathloop.errors import BackendError
from mathloop.llm.base import Completion, GenerationParams, Message
from mathloop.llm.stopping import apply_stop_rules

__all__ = ["ScriptFunction", "ScriptedBackend", "approx_tokens"]

ScriptFunction = Callable[[list[Message], GenerationParams], str | Completion]


class ScriptedBackend:
    """Answer each call with the next scripted reply.

    ``replies`` is either a sequence of texts, used in order (from the start again when
    ``cycle`` is true), or a function of the messages and parameters that returns the text or
    a full :class:`Completion`. Every call is recorded in :attr:`calls` (the messages) and
    :attr:`params`, including calls that fail.

    ``failures`` maps a 0-based call index to an exception raised at that call instead of
    replying; a failed call does not use up a reply, so a retried call gets the reply the
    failed one would have had.

    Token counts are approximate: the number of whitespace-separated words of the prompt
    messages and of the reply. The call's :class:`~mathloop.llm.base.StopRules` are applied
    to a text reply as if it were streamed in word-sized pieces (see
    :func:`~mathloop.llm.stopping.pieces`): the reply ends where a rule fires. Stop sequences
    and ``max_tokens`` are not applied; a script function that wants
    ``finish_reason="length"`` returns a :class:`Completion`.
    """

    name = "scripted"

    def __init__(
        self,
        replies: Sequence[str] | ScriptFunction,
        *,
        model: str = "scripted",
        failures: Mapping[int, BaseException] | None = None,
        cycle: bool = False,
    ) -> None:
        if isinstance(replies, str):
            raise TypeError("replies must be a list of texts, not one string")
        self.model = model
        self.calls: list[list[Message]] = []
        self.params: list[GenerationParams] = []
        self._replies = replies if callable(replies) else tuple(replies)
        self._failures = dict(failures or {})
        self._cycle = cycle
        self._used = 0

    async def generate(self, messages: list[Message], *, params: GenerationParams) -> Completion:
        """Record the call, then raise the scheduled failure or return the next reply."""
        start = time.perf_counter()
        index = len(self.calls)
        self.calls.append(list(messages))
        self.params.append(params)
        failure = self._failures.get(index)
        if failure is not None:
            raise failure
        reply = self._next_reply(messages, params)
        if isinstance(reply, Completion):
            return reply
        text, finish = apply_stop_rules(reply, params.stop_rules)
        return Completion(
            text=text,
            prompt_tokens=sum(approx_tokens(m.content) for m in messages),
            output_tokens=approx_tokens(text),
            latency_s=time.perf_counter() - start,
            finish_reason=finish,
            model=self.model,
        )

    @property
    def remaining(self) -> int | None:
        """Replies left in a finite script (``None`` for a function or a cycling script)."""
        if callable(self._replies) or self._cycle:
            return None
        return len(self._replies) - self._used

    def _next_reply(self, messages: list[Message], params: GenerationParams) -> str | Completion:
        if callable(self._replies):
            return self._replies(messages, params)
        replies = self._replies
        if self._used >= len(replies) and not (self._cycle and replies):
            raise BackendError(
                f"scripted backend ran out of replies: the script has {len(replies)} "
                f"and call {len(self.calls)} asked for one more"
            )
        reply = replies[self._used % len(replies)]
        self._used += 1
        return reply


def approx_tokens(text: str) -> int:
    """Approximate token count used by the scripted backend: whitespace-separated words."""
    return len(text.split())
