"""Numerals in a base other than ten: when a candidate without a subscript is the gold's
numeral.

A numeral without a subscript is read in base ten, so ``2516`` is not ``2516_8`` (issue 29).
Two writings say the base another way, and are read in it:

- Python's prefixes, as ``bin()``, ``oct()`` and ``hex()`` print them: ``0b101`` is
  ``101_2``, ``0o17`` is ``17_8``, ``0x1f`` is ``1F_{16}``.
- The base the problem asks the answer in ("Express your answer in base 8", "What is … in
  base eight?", "Convert … to base 5"): there ``2516`` is the numeral asked for, and equals
  the gold ``2516_8``. Only where the statement names one base other than ten, and only the
  gold's: a statement naming two is not read.
"""

from __future__ import annotations

import re

from mathloop.answers.normalize import base_number, subscript_numeral

__all__ = ["base_in_words", "prefixed_as_subscript", "requested_base", "same_numeral"]

_PREFIX_BASES = {"b": "2", "o": "8", "x": "16"}
_PREFIXED_RE = re.compile(r"^(-?)0([box])([0-9a-f_]+)$", re.IGNORECASE)
_BARE_RE = re.compile(r"^(-?)([0-9A-Za-z]+)$")
_ASKED_BASE_RE = re.compile(r"\b(?:in|to|into)\s+base[\s-]*\$?\{?(\d+|[a-z]+)\b", re.IGNORECASE)


def requested_base(statement: str) -> str | None:
    """The one base other than ten that ``statement`` asks an answer in or converts to."""
    named = {base_number(word) for word in _ASKED_BASE_RE.findall(statement)}
    named.discard("10")
    if len(named) != 1 or None in named:
        return None
    return named.pop()


def same_numeral(gold: str, candidate: str, asked_base: str | None) -> bool:
    """Whether ``candidate`` writes the gold's subscripted numeral in the gold's base: with
    Python's prefix for it, or bare where the problem asks for that base."""
    numeral = subscript_numeral(gold)
    if numeral is None or numeral[1] == "10":
        return False
    digits, base = numeral
    text = candidate.strip().strip("$")
    prefixed = _PREFIXED_RE.match(text)
    if prefixed is not None:
        sign, prefix, written = prefixed.groups()
        if _PREFIX_BASES[prefix.lower()] != base:
            return False
        return _same_digits(digits, sign + written.replace("_", ""))
    bare = _BARE_RE.match(text)
    return bare is not None and asked_base == base and _same_digits(digits, text)


def _same_digits(gold: str, candidate: str) -> bool:
    def canonical(text: str) -> tuple[bool, str]:
        negative = text.startswith("-")
        return negative, text.lstrip("-").upper().lstrip("0") or "0"

    return canonical(gold) == canonical(candidate)


_BASE_WORDS_RE = re.compile(
    r"^\(?([0-9A-Za-z]+)\)?\s*(?:\\text\s*\{\s*)?\(?\s*(?:in\s+)?base[\s-]*(\d+|[a-z]+)\s*\)?"
    r"\s*\}?\.?$",
    re.IGNORECASE,
)


def base_in_words(text: str) -> str:
    """``330 (base 9)``, ``330 \\text{ (base 9)}``, ``330 in base 9``: the numeral with its
    base as a subscript, ``330_{9}``, so that it is read and compared like one."""
    match = _BASE_WORDS_RE.match(text.strip().strip("$").strip())
    base = None if match is None else base_number(match.group(2))
    if match is None or base is None or not 2 <= int(base) <= 36:
        return text
    return f"{match.group(1)}_{{{base}}}"


def prefixed_as_subscript(text: str, other: str) -> str:
    """A numeral with Python's prefix (``0b101``) as a subscripted one (``101_{2}``) when the
    other answer is written with a subscript: then the two compare alike in either order."""
    prefixed = _PREFIXED_RE.match(text.strip().strip("$"))
    if prefixed is None or subscript_numeral(other) is None:
        return text
    sign, prefix, written = prefixed.groups()
    return f"{sign}{written.replace('_', '').upper()}_{{{_PREFIX_BASES[prefix.lower()]}}}"
