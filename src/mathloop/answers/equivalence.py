"""Decide whether a candidate answer equals the gold answer.

Stages, cheapest first:

1. Caps on input length, then normalization of both strings (:mod:`.normalize`).
2. In this process, without SymPy: identical strings, integers, simple fractions and
   decimals, words, and tuples/lists/intervals/matrices made of those.
3. Caps on digits, exponents and factorials, then a persistent worker process compares
   with SymPy (and math-verify as a last resort). The worker is killed and restarted when a
   comparison exceeds ``timeout_s``; the verdict is then undecided.
"""

from __future__ import annotations

import atexit
import threading
import time
from dataclasses import dataclass
from fractions import Fraction
from functools import partial
from types import TracebackType
from typing import Literal

from pydantic import BaseModel, ConfigDict

from mathloop.answers._compare import (
    DecidedBy,
    Decision,
    cheap_scalar,
    compare_nodes,
    relatively_close,
)
from mathloop.answers._conditions import is_logical_condition
from mathloop.answers._final_form_rules import needs_no_finishing, not_the_mixed_number
from mathloop.answers._hedges import accepted_alternatives, hedged_decision, reply_answers
from mathloop.answers._limits import unsafe_reason
from mathloop.answers._numbers import canonical_integer, parse_plain_number
from mathloop.answers._pair_rules import decide_by_form, with_requested_ratio
from mathloop.answers._protocol import FormJob, Job
from mathloop.answers._reading import ReadPair, normalize_read, read_pair
from mathloop.answers._requested import RequestedForm, requested_form
from mathloop.answers._structure import parse_structure
from mathloop.answers._worker import VerifierError, WorkerClient
from mathloop.answers.extract import gsm8k_final_answer
from mathloop.answers.judge_result import JudgeResult
from mathloop.answers.normalize import NormalizedPair, normalize_pair
from mathloop.errors import ConfigError
from mathloop.problems import AnswerKind

__all__ = [
    "DEFAULT_SETTINGS",
    "CheckSettings",
    "DecidedBy",
    "FinalForm",
    "Verdict",
    "Verifier",
    "VerifierError",
    "check",
]


FinalForm = Literal["lenient", "strict"]
"""How finished a value-equal answer must be (``docs/answers.md``, "Final form"):
``strict`` refuses any answer with numeric work left (``8/18``, ``\\sqrt{75}``, an unexpanded
product of numbers); ``lenient`` refuses it only where the statement asks for that work or
the answer hands the statement's own expression back."""


PROGRAM_FLOAT_REL_TOL = 2.0**-46
"""64 units in the last place of a double: the lenient policy credits a program's float
within it of a gold written exactly (``9.999999999999998`` for 10)."""


@dataclass(frozen=True)
class CheckSettings:
    """Limits and tolerances of one comparison.

    ``timeout_s`` bounds a comparison in the worker process (not its start-up, which
    ``startup_timeout_s`` bounds). ``max_input_chars`` applies to the raw strings;
    ``max_digits``, ``max_exponent`` and ``max_factorial`` keep huge numbers away from
    SymPy. ``max_nesting_depth`` bounds how deep brackets may nest in an answer sent to
    SymPy (deeper is undecided). ``rel_tol`` is the relative tolerance against a gold
    written as a decimal (a rounded value). ``exact_gold_rel_tol`` is how close a decimal
    must be to a gold written exactly (an integer, ``\\frac{2}{3}``, ``\\frac{\\sqrt2}{2}``);
    ``None`` (the default) takes the final-form policy's (:meth:`exact_tolerance`): under
    ``lenient``, ``2**-46`` (about 1.4e-14: 64 units in the last place of a double) credits
    the float a program computed (``0.7071067811865476``, ``9.999999999999998`` for 10) and
    no hand-rounded decimal (``0.666667``, ``0.333333333333``); under ``strict``, ``0``
    credits only a decimal that is the value exactly (``0.75`` for ``\\frac34``, as MATH's
    graders do), but where the statement asks for a decimal; ``1e-6`` restores the
    tolerance before issue 29.
    ``honour_requested_form``: when the problem statement asks for a form, an answer not in
    it is not equal: a condition (``x > 5``) where it asks for interval notation, a decimal
    (``0.5``, ``0.3333333333333333``) where it asks for a common fraction, simplest radical
    form or an answer in terms of π (:mod:`._requested`), and an answer with work left where
    the statement asks for the work ("Simplify", "a common fraction", "a single fraction").
    ``final_form``: ``strict`` (the default: MATH's convention) refuses a value-equal answer
    with numeric work left on every problem, ``lenient`` only where the statement asks for
    the work or the answer echoes the statement (:data:`FinalForm`, :mod:`._final_form`).
    """

    timeout_s: float = 5.0
    max_input_chars: int = 2000
    max_digits: int = 2000
    max_exponent: int = 10_000
    max_factorial: int = 10_000
    max_nesting_depth: int = 50
    rel_tol: float = 1e-6
    exact_gold_rel_tol: float | None = None
    honour_requested_form: bool = True
    final_form: FinalForm = "strict"
    startup_timeout_s: float = 60.0

    def __post_init__(self) -> None:
        for name in ("timeout_s", "startup_timeout_s", "rel_tol"):
            if not getattr(self, name) > 0:
                raise ConfigError(f"CheckSettings.{name} must be positive")
        if self.exact_gold_rel_tol is not None and not 0 <= self.exact_gold_rel_tol < 1:
            raise ConfigError("CheckSettings.exact_gold_rel_tol must be in [0, 1)")
        for name in (
            "max_input_chars",
            "max_digits",
            "max_exponent",
            "max_factorial",
            "max_nesting_depth",
        ):
            if getattr(self, name) < 1:
                raise ConfigError(f"CheckSettings.{name} must be at least 1")
        if self.final_form not in ("lenient", "strict"):
            raise ConfigError("CheckSettings.final_form must be 'lenient' or 'strict'")

    def exact_tolerance(self, *, decimal_asked: bool = False) -> float:
        """How close a decimal must be to a gold written exactly: ``exact_gold_rel_tol``
        where set, else the policy's: :data:`PROGRAM_FLOAT_REL_TOL` under ``lenient`` or
        where the statement asks for a decimal, else (``strict``) 0."""
        if self.exact_gold_rel_tol is not None:
            return self.exact_gold_rel_tol
        lenient = self.final_form == "lenient" or decimal_asked
        return PROGRAM_FLOAT_REL_TOL if lenient else 0.0


DEFAULT_SETTINGS = CheckSettings()


class Verdict(BaseModel):
    """The result of comparing a candidate with the gold answer.

    ``equal`` is ``None`` when no stage could decide (time limit, caps, unparseable input);
    ``decided_by`` then is ``"undecided"`` and ``reason`` says why.

    When the optional LLM judge was consulted (:mod:`mathloop.answers.judge`), ``judge``
    holds its label and the full exchange, and ``deterministic_equal`` /
    ``deterministic_decided_by`` keep what the deterministic path said, so an overturn is
    visible. All three are ``None`` for a purely deterministic verdict.

    ``requested`` names the forms the statement asks for ("" when none, or no statement);
    ``final_form`` the policy the verdict was decided under (``None`` on verdicts recorded
    before the policy existed).
    """

    model_config = ConfigDict(frozen=True)

    equal: bool | None
    decided_by: DecidedBy
    normalized_gold: str
    normalized_candidate: str
    elapsed_s: float
    reason: str = ""
    judge: JudgeResult | None = None
    deterministic_equal: bool | None = None
    deterministic_decided_by: DecidedBy | None = None
    requested: str = ""
    final_form: FinalForm | None = None

    @property
    def overturned(self) -> bool:
        """The judge made equal what the deterministic path called not equal."""
        return self.judge is not None and self.deterministic_equal is False and bool(self.equal)


class Verifier:
    """Compares answers; holds the settings and a persistent worker process.

    The worker starts on the first comparison that needs SymPy and lives until
    :meth:`close` (or the end of a ``with`` block). A ``Verifier`` may be shared between
    threads; heavy comparisons are then served one at a time.
    """

    def __init__(self, settings: CheckSettings = DEFAULT_SETTINGS) -> None:
        self.settings = settings
        self._worker = WorkerClient(startup_timeout_s=settings.startup_timeout_s)

    @property
    def worker_running(self) -> bool:
        """Whether the worker process is running (it starts lazily)."""
        return self._worker.running

    def check(
        self,
        gold: str,
        candidate: str,
        *,
        kind: AnswerKind = "auto",
        settings: CheckSettings | None = None,
        problem: str = "",
    ) -> Verdict:
        """Compare ``candidate`` with ``gold``; ``settings`` overrides this verifier's own.

        ``problem`` is the problem statement, when known: it is read only for the answer
        form it asks for (a ratio, interval notation), never shown to anyone.
        """
        how = _How(kind, settings or self.settings, requested_form(problem))
        start = time.perf_counter()
        for alternative in accepted_alternatives(gold):
            decision, pair = self._decide_reply(alternative, candidate, how)
            if decision.equal:
                break
        return Verdict(
            equal=decision.equal,
            decided_by=decision.decided_by,
            normalized_gold=pair.gold,
            normalized_candidate=pair.candidate,
            elapsed_s=time.perf_counter() - start,
            reason=decision.reason,
            requested=how.requested.words(),
            final_form=how.settings.final_form,
        )

    def close(self) -> None:
        """Stop the worker process; a later :meth:`check` starts a new one."""
        self._worker.close()

    def __enter__(self) -> Verifier:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def _decide_reply(self, gold: str, reply: str, how: _How) -> tuple[Decision, NormalizedPair]:
        """Every answer the reply commits to must equal the gold: a hedge is not equal."""
        longest = max(len(gold), len(reply))
        if longest > how.settings.max_input_chars:
            reason = f"input of {longest} characters (limit {how.settings.max_input_chars})"
            return Decision(None, "undecided", reason), NormalizedPair("", "")
        answers = reply_answers(reply)
        if answers.hedge:
            pair = normalize_pair(gold, answers.answers[-1])
            return Decision(False, "exact", f"hedged: {answers.hedge}"), pair
        results = [self._decide(gold, answer, how) for answer in answers.answers]
        if len(results) == 1 or all(decision.equal for decision, _ in results):
            return results[-1]
        # Several boxed values are one answer when the gold lists several: \boxed{2}, \boxed{3}.
        listed = self._decide(gold, ", ".join(answers.answers), how)
        if listed[0].equal:
            return listed
        return hedged_decision(results, len(answers.answers))

    def _decide(self, gold: str, candidate: str, how: _How) -> tuple[Decision, NormalizedPair]:
        """How the answers are written may decide; else their values, and an equal value
        must then also be a finished answer."""
        kind, settings = how.kind, how.settings
        if kind == "gsm8k" or (kind == "auto" and "####" in gold):
            gold = gsm8k_final_answer(gold) or gold
        read = read_pair(gold, candidate)
        pair = normalize_read(read)
        pair = with_requested_ratio(pair, how.requested, max_digits=settings.max_digits)
        by_form = decide_by_form(
            read,
            pair,
            requested=how.requested,
            honour_requested_form=settings.honour_requested_form,
            max_digits=settings.max_digits,
        )
        if by_form is not None:
            return by_form, pair
        decision = self._decide_value(pair, how)
        if decision.equal:
            decision = self._finished(decision, read, pair, how)
        return decision, pair

    def _decide_value(self, pair: NormalizedPair, how: _How) -> Decision:
        settings = how.settings
        golds = _gold_forms(pair, settings, percent_asked=how.percent_asked)
        decision = _decide_in_process(pair, golds, how)
        if decision.equal is not None:
            return decision
        unsafe = _unsafe(pair.gold, settings) or _unsafe(pair.candidate, settings)
        if unsafe is not None:
            return Decision(None, "undecided", unsafe)
        decisions: list[Decision] = []
        for form in golds:
            job = Job(
                form,
                pair.candidate,
                settings.rel_tol,
                settings.max_digits,
                exact_gold_rel_tol=how.exact_tolerance,
            )
            decisions.append(self._worker.compare(job, timeout_s=settings.timeout_s))
            if decisions[-1].equal:
                break
        return _best(decisions)

    def _finished(
        self, decision: Decision, read: ReadPair, pair: NormalizedPair, how: _How
    ) -> Decision:
        """``decision`` (equal), or "not equal" with the reason when the answer is not in the
        form the statement asks for or, under the final-form policy, has work left."""
        settings, requested = how.settings, how.requested
        asked = settings.honour_requested_form
        if asked and not_the_mixed_number(read, pair, requested, max_digits=settings.max_digits):
            return Decision(False, "exact", "the problem asks for a mixed number")
        work_always = settings.final_form == "strict" or bool(asked and requested.work)
        if not (work_always or requested.math):
            return decision
        if needs_no_finishing(pair, max_digits=settings.max_digits):
            return decision
        if _unsafe(pair.gold, settings) or _unsafe(pair.candidate, settings):
            return decision
        job = FormJob(
            pair.gold,
            pair.candidate,
            expand=asked and requested.expand,
            single_fraction=asked and requested.single_fraction,
            statement_math=requested.math,
            work_always=work_always,
        )
        form = self._worker.compare(job, timeout_s=settings.timeout_s)
        if form.equal is False:
            return Decision(False, form.decided_by, f"{settings.final_form}: {form.reason}")
        return decision


@dataclass(frozen=True)
class _How:
    """How one check compares: the answer kind, the settings, and the form the problem asks."""

    kind: AnswerKind
    settings: CheckSettings
    requested: RequestedForm

    @property
    def exact_tolerance(self) -> float:
        """How close a decimal must be to a gold written exactly, for this statement."""
        return self.settings.exact_tolerance(decimal_asked=self.requested.decimal)

    @property
    def percent_asked(self) -> bool:
        """The statement asks for a percent, and the rule is on."""
        return self.requested.percent and self.settings.honour_requested_form


def _unsafe(text: str, settings: CheckSettings) -> str | None:
    return unsafe_reason(
        text,
        max_digits=settings.max_digits,
        max_exponent=settings.max_exponent,
        max_factorial=settings.max_factorial,
        max_nesting=settings.max_nesting_depth,
    )


def _decide_in_process(pair: NormalizedPair, golds: list[str], how: _How) -> Decision:
    """Everything decidable without SymPy against the gold's forms ``golds``; ``equal=None``
    sends the pair to the worker."""
    settings = how.settings
    if not pair.gold:
        return Decision(None, "undecided", "the gold answer is empty")
    if not pair.candidate:
        return Decision(False, "exact", "the candidate is empty")
    if pair.gold == pair.candidate:
        return Decision(True, "exact", "identical after normalization")
    if how.kind == "integer" and canonical_integer(pair.gold) is not None:
        return _integer_answer(pair, how)
    if is_logical_condition(pair.gold) or is_logical_condition(pair.candidate):
        return Decision(None, "undecided", "a condition, read as a set by the worker")
    scalar = partial(
        cheap_scalar,
        rel_tol=settings.rel_tol,
        exact_gold_rel_tol=how.exact_tolerance,
        max_digits=settings.max_digits,
    )
    candidate = parse_structure(pair.candidate)
    decisions = [compare_nodes(parse_structure(gold), candidate, scalar) for gold in golds]
    return _best(decisions)


def _best(decisions: list[Decision]) -> Decision:
    """Equal under any gold form wins; then "cannot tell" (a later stage may); then not equal."""
    for decision in decisions:
        if decision.equal:
            return decision
    undecided = [decision for decision in decisions if decision.equal is None]
    return undecided[0] if undecided else decisions[0]


def _integer_answer(pair: NormalizedPair, how: _How) -> Decision:
    """AIME-style: both integers, compared exactly (``025`` is 25, ``25.0`` is 25, and the
    float ``24.999999999999996`` within the exact tolerance is 25, under ``lenient``)."""
    gold = canonical_integer(pair.gold)
    candidate = canonical_integer(pair.candidate)
    if candidate is not None:
        return Decision(candidate == gold, "exact")
    number = parse_plain_number(pair.candidate, max_digits=how.settings.max_digits)
    if number is None or not number.decimal:
        return Decision(False, "exact", "the candidate is not an integer")
    if number.value.denominator == 1:
        same = str(number.value.numerator) == gold
        return Decision(same, "exact", "an integer written as decimal")
    tolerance = how.exact_tolerance
    if gold is None or not relatively_close(Fraction(int(gold)), number.value, tolerance):
        return Decision(False, "exact", "the candidate is not an integer")
    return Decision(True, "numeric", f"a float within exact_gold_rel_tol={tolerance:g}")


def _gold_forms(pair: NormalizedPair, settings: CheckSettings, *, percent_asked: bool) -> list[str]:
    """The gold, and for a percentage also its value as a fraction (``25%`` and ``1/4``),
    unless the statement asks for a percent (then ``1/4`` reads as 0.25%)."""
    forms = [pair.gold]
    number = parse_plain_number(pair.gold, max_digits=settings.max_digits)
    if percent_asked or not pair.gold_is_percent:
        return forms
    if number is not None and not number.infinite:
        fraction = number.value / 100
        forms.append(_fraction_text(fraction))
    return forms


def _fraction_text(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"{value.numerator}/{value.denominator}"


_default: Verifier | None = None
_default_lock = threading.Lock()


def _default_verifier() -> Verifier:
    """The process-wide verifier behind :func:`check`, created on first use."""
    global _default
    with _default_lock:
        if _default is None:
            _default = Verifier()
            atexit.register(_default.close)
        return _default


def check(
    gold: str,
    candidate: str,
    *,
    kind: AnswerKind = "auto",
    settings: CheckSettings = DEFAULT_SETTINGS,
    problem: str = "",
) -> Verdict:
    """Compare ``candidate`` with ``gold`` using a lazily created process-wide :class:`Verifier`.

    Its worker process starts on the first comparison that needs SymPy and is stopped at
    interpreter exit. Create your own :class:`Verifier` to control that lifetime.
    ``problem`` (the statement) is read only for the answer form it asks for.
    """
    verifier = _default_verifier()
    return verifier.check(gold, candidate, kind=kind, settings=settings, problem=problem)
