"""Run budgets: per-problem wall clock, per-run tokens and cost, with a price table.

Prices are US dollars per million tokens. Local models cost nothing; the table is a setting
(``--price PROMPT_PER_M,OUTPUT_PER_M`` for the run's model).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mathloop.errors import ConfigError
from mathloop.runs.storage.records import ResultRecord

__all__ = ["KNOWN_PRICES", "BudgetMeter", "Price", "RunBudgets", "run_price"]


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


def run_price(text: str | None, model: str | None) -> Price:
    """The price a run counts its cost at: ``--price`` where given, else the known price of
    ``model`` (:data:`KNOWN_PRICES`), else free."""
    return Price.parse(text) if text else KNOWN_PRICES.get(model or "", Price())


@dataclass(frozen=True)
class RunBudgets:
    """Limits that stop a run cleanly; a resumed run may raise them."""

    problem_seconds: float | None = None
    run_tokens: int | None = None
    max_cost: float | None = None
    price: Price = Price()


class BudgetMeter:
    """Running totals of a run's tokens and cost, checked before each new problem.

    Totals are kept as records arrive, so the check costs the same on the 10,000th problem
    as on the first.
    """

    def __init__(self, budgets: RunBudgets, records: Iterable[ResultRecord] = ()) -> None:
        self.budgets = budgets
        self.tokens = 0
        self.cost = 0.0
        for record in records:
            self.add(record)

    def add(self, record: ResultRecord) -> None:
        """Count one finished record."""
        self.tokens += record.prompt_tokens + record.output_tokens
        self.cost += self.budgets.price.cost(record.prompt_tokens, record.output_tokens)

    def exhausted(self) -> str | None:
        """Why the run must stop now, or None while within budget."""
        limit_tokens, limit_cost = self.budgets.run_tokens, self.budgets.max_cost
        if limit_tokens is not None and self.tokens >= limit_tokens:
            return f"token budget reached ({self.tokens} of {limit_tokens} tokens)"
        if limit_cost is not None and self.cost >= limit_cost:
            return f"cost budget reached (${self.cost:.4f} of ${limit_cost:.4f})"
        return None
