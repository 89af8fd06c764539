"""Answers marked as approximate: ``\\approx 2.7182818``, ``≈ 0.667``, ``approximately 3.14``.

A reply that calls its own answer approximate has not given the exact value, so it never
equals a gold written exactly (an integer, a fraction, ``e``, ``\\sqrt{2}``), however close
the digits. Against a gold that is itself a decimal (a rounded value, ``2.72``) the marker
is dropped and the values are compared as usual.
"""

from __future__ import annotations

import re

__all__ = ["drop_approximate_marker", "is_marked_approximate", "is_written_exactly"]

# A sign anywhere (``x \approx 2.7``, ``e ≈ 2.718``), or a word that opens the answer.
_SIGN_RE = re.compile(r"\\approx(?![A-Za-z])|≈|\\simeq(?![A-Za-z])|\\thickapprox(?![A-Za-z])")
_WORD_RE = re.compile(
    r"^\s*(?:\\text\s*\{\s*)?(?:approximately|approx\.?|about|roughly|around|nearly|circa|ca\.)"
    r"(?![A-Za-z])\s*(?:\}\s*)?",
    re.IGNORECASE,
)
# Read from the end of the stripped text: "3.14 (approximately)", "3.14 approx."
_TRAILING_WORD_RE = re.compile(r"(?<![A-Za-z])(?:approximately|approx\.?|rounded)$", re.I)
_LONGEST_WORD = len("approximately") + 1
_LEADING_SIGN_RE = re.compile(r"^\s*(?:\\approx|≈|\\simeq|\\thickapprox|\\sim)(?![A-Za-z])\s*")
_NAME_SIGN_RE = re.compile(r"^\s*\\?[A-Za-z]\w*\s*(?:\\approx|≈|\\simeq)(?![A-Za-z])\s*")
_DECIMAL_RE = re.compile(r"(?<![\w.])\d*\.\d|\d[eE][-+]?\d")


def is_marked_approximate(answer: str) -> bool:
    """Whether ``answer`` says it is approximate (a sign, or a word before or after it)."""
    return bool(
        _SIGN_RE.search(answer)
        or _WORD_RE.match(answer)
        or _LEADING_SIGN_RE.match(answer)
        or _trailing_word(answer)
    )


def drop_approximate_marker(answer: str) -> str:
    """``answer`` without the marker: ``\\approx 2.72``, ``x \\approx 2.72`` and
    ``approximately 2.72`` are ``2.72``."""
    text = _NAME_SIGN_RE.sub("", answer)
    text = _LEADING_SIGN_RE.sub("", _WORD_RE.sub("", text))
    stripped = _without_closing(text)
    word = _TRAILING_WORD_RE.search(stripped[-_LONGEST_WORD:])
    if word is None:
        return text
    return stripped[: len(stripped) - len(word.group(0))].rstrip().removesuffix("(").rstrip()


def _trailing_word(text: str) -> bool:
    # Stripped by hand: a pattern anchored at the end would rescan a long run of spaces.
    return _TRAILING_WORD_RE.search(_without_closing(text)[-_LONGEST_WORD:]) is not None


def _without_closing(text: str) -> str:
    return text.rstrip().removesuffix(")").rstrip()


def is_written_exactly(normalized: str) -> bool:
    """A normalized answer without a decimal point or exponent: ``e``, ``\\frac{2}{3}``,
    ``7`` (not ``2.72`` or ``1e-5``)."""
    return _DECIMAL_RE.search(normalized) is None
