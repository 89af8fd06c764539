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
import dataclasses
import threading
import time
from dataclasses import dataclass
from fractions import Fraction
from functools import partial
from types import TracebackType

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
from mathloop.answers.normalize import NormalizedPair, normalize_pair
from mathloop.answers.settings import DEFAULT_SETTINGS, CheckSettings, FinalForm
from mathloop.answers.verdict import Verdict
from mathloop.answers.version import CHECKER_VERSION
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
    "verify",
]


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
            checker=CHECKER_VERSION,
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
    if percent_asked or not pair.gold_is_percent:
        return forms
    number = parse_plain_number(pair.gold, max_digits=settings.max_digits)
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


def verify(
    gold: str,
    answer: str,
    *,
    statement: str | None = None,
    kind: AnswerKind | None = None,
    final_form: FinalForm | None = None,
) -> Verdict:
    """Is ``answer`` the ``gold`` answer (to ``statement``, where given)?

    The stable face of the checker (``docs/api.md``): ``verdict.equal`` is True, False or
    None (undecided), ``verdict.reason`` says why, ``verdict.requested`` names the forms the
    statement asks for, ``verdict.final_form`` and ``verdict.checker`` the policy and the
    version that decided. ``kind`` is ``"math"``, ``"gsm8k"`` or ``"integer"`` (default:
    read from the gold); ``final_form`` is ``"strict"`` (default) or ``"lenient"``.
    Thread-safe and without signals: SymPy reads the answer only in the checker's worker
    process, under a time limit, never in the caller's.
    """
    settings = DEFAULT_SETTINGS
    if final_form is not None:
        settings = dataclasses.replace(settings, final_form=final_form)
    return check(gold, answer, kind=kind or "auto", settings=settings, problem=statement or "")
