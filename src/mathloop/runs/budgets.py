"""Run budgets: per-problem wall clock, per-run tokens and cost, with a price table.

Prices are US dollars per million tokens. Local models cost nothing; the table is a setting
(``--price PROMPT_PER_M,OUTPUT_PER_M`` for the run's model).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mathloop.errors import ConfigError

from .records import ResultRecord

__all__ = ["KNOWN_PRICES", "Price", "RunBudgets", "budget_exhausted", "run_cost"]


@dataclass(frozen=True)
class Price:
    """Dollars per million prompt and output tokens."""

    prompt_per_m: float = 0.0
    output_per_m: float = 0.0

    @classmethod
    def parse(cls, text: str) -> Price:
        """``"0.15,0.60"`` → ``Price(0.15, 0.60)``."""
        try:
            prompt, output = (float(part) for part in text.split(","))
        except ValueError as exc:
            raise ConfigError(f"--price expects PROMPT_PER_M,OUTPUT_PER_M, got {text!r}") from exc
        return cls(prompt, output)

    def cost(self, prompt_tokens: int, output_tokens: int) -> float:
        """Dollars for the given token counts."""
        return (prompt_tokens * self.prompt_per_m + output_tokens * self.output_per_m) / 1e6


KNOWN_PRICES: dict[str, Price] = {
    "gpt-4o-mini": Price(0.15, 0.60),
    "gpt-4o": Price(2.50, 10.00),
    "gpt-4.1-mini": Price(0.40, 1.60),
}
"""A small default table (public list prices per million tokens); override with --price."""


@dataclass(frozen=True)
class RunBudgets:
    """Limits that stop a run cleanly; a resumed run may raise them."""

    problem_seconds: float | None = None
    run_tokens: int | None = None
    max_cost: float | None = None
    price: Price = Price()


def run_cost(records: Iterable[ResultRecord], price: Price) -> float:
    """Dollars spent by ``records`` at ``price``."""
    return sum(price.cost(r.prompt_tokens, r.output_tokens) for r in records)


def budget_exhausted(records: list[ResultRecord], budgets: RunBudgets) -> str | None:
    """Why the run must stop now, or None while within budget."""
    if budgets.run_tokens is not None:
        used = sum(r.prompt_tokens + r.output_tokens for r in records)
        if used >= budgets.run_tokens:
            return f"token budget reached ({used} of {budgets.run_tokens} tokens)"
    if budgets.max_cost is not None:
        spent = run_cost(records, budgets.price)
        if spent >= budgets.max_cost:
            return f"cost budget reached (${spent:.4f} of ${budgets.max_cost:.4f})"
    return None
