"""Read one gold answer and one committed candidate answer before they are normalized.

GSM8K's ``#### 15`` gives the text after its marker, a sentence around the answer is
dropped (:mod:`._sentences`), a 24-hour time or a day-first date is written like the
gold's (:mod:`._clocks`, :mod:`._dates`), whole answers in words, fractions and mixed
numbers in words (:mod:`._fraction_words`), ordinals, congruences,
bases in words, complements, ``solve`` output and factored matrices as plain values
(:func:`whole_forms`, :mod:`._congruences`), a mark of approximation is noted and dropped
(:mod:`._approximate`), ``X or Y`` becomes a list (:mod:`._hedges`), and known units are
taken off (:mod:`._units`), on both sides alike: a different unit on the two sides decides
"not equal" before any number is compared. After normalization, scientific notation
becomes a plain decimal (:mod:`._scientific`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mathloop.answers._approximate import read_approximation
from mathloop.answers._bases import base_in_words, prefixed_as_subscript
from mathloop.answers._clocks import on_one_clock
from mathloop.answers._complements import complement_as_union, not_equal_as_condition
from mathloop.answers._congruences import on_one_modulus
from mathloop.answers._dates import on_one_calendar
from mathloop.answers._fraction_words import fraction_words
from mathloop.answers._hedges import or_as_list
from mathloop.answers._inequality_text import inequalities_as_condition
from mathloop.answers._matrix_scalar import scalar_into_matrix
from mathloop.answers._number_words import number_words
from mathloop.answers._ordinals import ordinal_as_number
from mathloop.answers._scale_words import scale_words
from mathloop.answers._scientific import plain_scientific
from mathloop.answers._sentences import drop_with_clause, strip_sentence
from mathloop.answers._solve_output import solve_output
from mathloop.answers._units import split_units, unit_conflict
from mathloop.answers.extract import last_boxed
from mathloop.answers.normalize import NormalizedPair, normalize_pair

__all__ = ["ReadPair", "normalize_read", "read_pair"]


@dataclass(frozen=True)
class ReadPair:
    """Both answers without sentence and units; ``unit_conflict`` says why units differ;
    ``*_approximate`` whether a side was marked as approximate (``\\approx 2.72``)."""

    gold: str
    candidate: str
    unit_conflict: str | None = None
    gold_approximate: bool = False
    candidate_approximate: bool = False


def read_pair(gold: str, candidate: str) -> ReadPair:
    """Prepare ``gold`` and ``candidate`` (one answer, not a whole hedged reply)."""
    boxed_gold = last_boxed(gold)
    # The gold is read like the candidate (voting compares two candidates with check()).
    gold_text = strip_sentence(gsm8k_markup(gold if boxed_gold is None else boxed_gold))
    candidate_text = strip_sentence(gsm8k_markup(candidate))
    if "," not in gold_text:
        candidate_text = drop_with_clause(candidate_text)
    gold_text, candidate_text = on_one_clock(gold_text, candidate_text)
    gold_text, candidate_text = on_one_calendar(gold_text, candidate_text)
    gold_text, candidate_text = whole_forms(gold_text), whole_forms(candidate_text)
    gold_text, candidate_text = on_one_modulus(gold_text, candidate_text)
    gold_text = prefixed_as_subscript(gold_text, candidate_text)
    candidate_text = prefixed_as_subscript(candidate_text, gold_text)
    gold_text, candidate_text = number_words(gold_text), number_words(candidate_text)
    candidate_text = inequalities_as_condition(candidate_text)
    if ":" not in gold_text:
        candidate_text = labelled_value(candidate_text)
    gold_read, candidate_read = read_approximation(gold_text), read_approximation(candidate_text)
    gold_split = split_units(or_as_list(gold_read.value))
    candidate_split = split_units(or_as_list(candidate_read.value))
    conflict = unit_conflict(gold_split.units, candidate_split.units)
    return ReadPair(
        gold_split.value,
        candidate_split.value,
        conflict,
        gold_approximate=gold_read.marked,
        candidate_approximate=candidate_read.marked,
    )


_WHOLE_FORMS = (
    ordinal_as_number,
    fraction_words,
    scale_words,
    base_in_words,
    complement_as_union,
    not_equal_as_condition,
    solve_output,
    scalar_into_matrix,
)


def whole_forms(answer: str) -> str:
    """A whole answer written in one of the notations of issue 53 as the plain notation of its
    value: ``2.5 million``, ``two-thirds``, ``one and a half``, ``1 and 1/2``, ``5 out of
    12``, ``12^{\\text{th}}``, ``330 (base 9)``, ``\\mathbb{R} \\setminus \\{2\\}``, ``x \\neq
    2``, SymPy's ``solve`` output and a factor in front of a matrix (each module says why);
    the first that reads it wins."""
    for read in _WHOLE_FORMS:
        written = read(answer)
        if written != answer:
            return written
    return answer


_LABELLED_RE = re.compile(r"^\s*([A-Za-z][A-Za-z0-9 '()\-]{0,40}?)\s*:\s*([^:\n]+?)\s*$")
_LABEL_WORD_RE = re.compile(r"[A-Za-z]{2,}")


def labelled_value(answer: str) -> str:
    """``Probability: 3/4``, ``Day 3 total: $4.50``, ``Apples: 5``: one line that labels a
    value (a label of words, numbers allowed, with at least one word of two letters and
    balanced parentheses; a value with a digit) is the value. Read only against a gold
    without a colon (a ratio or a clock time is never a label); ``x: 5`` is not a label."""
    match = _LABELLED_RE.match(answer)
    if match is None or not _LABEL_WORD_RE.search(match.group(1)):
        return answer
    label, value = match.groups()
    if label.count("(") != label.count(")") or not re.search(r"\d", value):
        return answer  # an error message, or prose after a colon
    return value


def gsm8k_markup(answer: str) -> str:
    """GSM8K's own final-answer line: ``#### 15`` (after any working) is ``15``."""
    if "####" not in answer:
        return answer
    return answer.rpartition("####")[2].strip() or answer


def normalize_read(read: ReadPair) -> NormalizedPair:
    """:func:`normalize_pair` of both answers, scientific notation as plain decimals."""
    pair = normalize_pair(read.gold, read.candidate)
    return NormalizedPair(
        plain_scientific(pair.gold), plain_scientific(pair.candidate), pair.gold_is_percent
    )
