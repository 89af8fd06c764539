"""Saying once, never silently, that a backend cannot honour a generation setting."""

from __future__ import annotations

import logging

from mathloop.llm.base import Sampler, StopRules

__all__ = ["UnsupportedWarning"]

logger = logging.getLogger("mathloop.llm")


class UnsupportedWarning:
    """Logs one warning per setting a backend ignores, the first time a call asks for it."""

    def __init__(self, where: str) -> None:
        self.where = where
        self._said: set[str] = set()

    def stop_rules(self, rules: StopRules) -> None:
        """Say that this backend applies the call's stop rules only after the whole reply."""
        if rules.repetition is not None:
            self._late("the runaway guard (stop_on_repetition)")
        if rules.degeneration is not None:
            self._late("the degeneration guard (stop_on_degeneration)")
        if rules.after_code_block:
            self._late("stopping after the code block (stop_after_code_block)")

    def sampler(self, sampler: Sampler) -> None:
        """Warn when a sampler sets fields this backend does not send."""
        for name, value in sampler.nonstandard().items():
            self._once(f"{name}={value}")

    def context(self, num_ctx: int, available: int | None) -> None:
        """Say that a call's context window cannot be had as asked: ``available`` is the
        most this backend holds (the call runs within it), ``None`` that the context is a
        server's own and the call cannot set it."""
        if available is None:
            self._once(
                f"num_ctx={num_ctx}",
                "%s cannot apply %s: the server's own context window holds prompt and reply",
            )
        elif num_ctx > available:
            self._once(
                f"num_ctx={num_ctx}",
                f"%s holds at most {available} tokens of context (--num-ctx); calls asking "
                f"for %s run within {available}",
            )

    def _late(self, what: str) -> None:
        self._once(
            what,
            "%s does not stream: %s cuts the reply after it is complete (the same text "
            "reaches the method; the tokens after the cut are still generated and counted)",
        )

    def _once(
        self, what: str, message: str = "%s cannot apply %s; it is ignored for this backend"
    ) -> None:
        if what not in self._said:
            self._said.add(what)
            logger.warning(message, self.where, what)
