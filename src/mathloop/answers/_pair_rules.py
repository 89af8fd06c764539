"""Rules that decide a pair from how its answers are written, before any value is compared.

- Different units on the two sides (:mod:`._units`).
- Different bases: ``52_8`` and ``52_9``, and ``101_3`` and ``101`` (a numeral without a
  subscript is read in base 10), normalize alike but are different numbers.
- An answer marked as approximate (``\\approx 2.7182818``) against one written exactly
  (``e``): not the exact value, however close the digits (:mod:`._approximate`).
- A condition (``x > 5``) where the problem asks for interval notation, and a decimal where
  it asks for a common fraction, simplest radical form or an answer in terms of π
  (:mod:`._requested`).

Also here: a ratio read as its value when the problem asks for a ratio.
"""

from __future__ import annotations

from mathloop.answers._approximate import is_written_exactly
from mathloop.answers._bases import same_numeral
from mathloop.answers._compare import Decision
from mathloop.answers._conditions import written_as_condition
from mathloop.answers._numbers import parse_plain_number
from mathloop.answers._reading import ReadPair
from mathloop.answers._requested import RequestedForm, ratio_as_value
from mathloop.answers.normalize import NormalizedPair, subscript_base

__all__ = ["decide_by_form", "with_requested_ratio"]


def decide_by_form(
    read: ReadPair,
    pair: NormalizedPair,
    *,
    requested: RequestedForm,
    honour_requested_form: bool,
    max_digits: int,
) -> Decision | None:
    """A "not equal" with its reason, when the way the answers are written decides."""
    if read.unit_conflict:
        return Decision(False, "exact", read.unit_conflict)
    if same_numeral(read.gold, read.candidate, requested.base):
        return Decision(True, "exact", "the gold's numeral, in the base it is written in")
    if _different_bases(read.gold, read.candidate):
        return Decision(False, "exact", "numbers written in different bases")
    approximate = _approximate_against_exact(read, pair)
    if approximate:
        return Decision(False, "exact", approximate)
    if honour_requested_form:
        return _not_the_requested_form(pair, requested, max_digits=max_digits)
    return None


def _not_the_requested_form(
    pair: NormalizedPair, requested: RequestedForm, *, max_digits: int
) -> Decision | None:
    if _condition_for_interval(pair, requested):
        reason = "the problem asks for interval notation; the candidate is a condition"
        return Decision(False, "exact", reason)
    if requested.exact_form and _decimal_for_exact(pair, max_digits=max_digits):
        reason = f"the problem asks for {requested.exact_form}; the candidate is a decimal"
        return Decision(False, "exact", reason)
    return None


def with_requested_ratio(
    pair: NormalizedPair, requested: RequestedForm, *, max_digits: int
) -> NormalizedPair:
    """Where the problem asks for a ratio, ``a:b`` on either side is the value ``a/b``."""
    if not requested.ratio:
        return pair
    gold = ratio_as_value(pair.gold, max_digits=max_digits)
    candidate = ratio_as_value(pair.candidate, max_digits=max_digits)
    return NormalizedPair(gold, candidate, pair.gold_is_percent)


def _different_bases(gold: str, candidate: str) -> bool:
    gold_base, candidate_base = subscript_base(gold), subscript_base(candidate)
    if gold_base is None and candidate_base is None:
        return False
    return (gold_base or "10") != (candidate_base or "10")


def _approximate_against_exact(read: ReadPair, pair: NormalizedPair) -> str:
    """Why one side, marked approximate, cannot equal the other, written exactly ("" if it can)."""
    if read.candidate_approximate == read.gold_approximate:
        return ""
    if read.candidate_approximate and is_written_exactly(pair.gold):
        return "the candidate is marked approximate and the gold is exact"
    if read.gold_approximate and is_written_exactly(pair.candidate):
        return "the gold is marked approximate and the candidate is exact"
    return ""


def _decimal_for_exact(pair: NormalizedPair, *, max_digits: int) -> bool:
    """The candidate is a decimal numeral (``0.5``, ``2.8284271247461903``, ``1.5e-3``) and
    the gold is neither an integer nor a decimal (``\\frac{1}{2}``, ``2\\sqrt{2}``)."""
    candidate = parse_plain_number(pair.candidate, max_digits=max_digits)
    if candidate is None or not candidate.decimal:
        return False
    gold = parse_plain_number(pair.gold, max_digits=max_digits)
    return gold is None or not (gold.decimal or gold.is_integer_literal)


def _condition_for_interval(pair: NormalizedPair, requested: RequestedForm) -> bool:
    return (
        requested.interval_notation
        and written_as_condition(pair.candidate)
        and not written_as_condition(pair.gold)
    )
