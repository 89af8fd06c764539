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
        """Warn when a call asks for stop rules this backend does not apply."""
        if rules.repetition is not None:
            self._once("the runaway guard (stop_on_repetition)")
        if rules.after_code_block:
            self._once("stopping after the code block (stop_after_code_block)")

    def sampler(self, sampler: Sampler) -> None:
        """Warn when a sampler sets fields this backend does not send."""
        for name, value in sampler.nonstandard().items():
            self._once(f"{name}={value}")

    def _once(self, what: str) -> None:
        if what not in self._said:
            self._said.add(what)
            logger.warning("%s cannot apply %s; it is ignored for this backend", self.where, what)
