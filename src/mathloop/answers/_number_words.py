"""Numbers written as words: ``five``, ``twenty-one``, ``one million``, ``five apples``.

An answer that is an English cardinal number, and nothing else but at most two words after
it (a unit: ``five apples``, ``twenty-one dollars``), is read as its digits, so it compares
with a gold written in digits. Only whole answers are read: a number word inside a sentence
(``one of them``) is not, and a fraction in words (``one half``) is read before this, by
:mod:`._fraction_words`.
"""

from __future__ import annotations

import re

__all__ = ["number_words"]

_SMALL = {
    word: value
    for value, word in enumerate(
        (
            *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
            *("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"),
            *("seventeen", "eighteen", "nineteen"),
        )
    )
}
_TENS = {
    word: 10 * value
    for value, word in enumerate(
        ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"), start=2
    )
}
_SCALES = {"thousand": 10**3, "million": 10**6, "billion": 10**9, "trillion": 10**12}
_WORD_RE = re.compile(r"[a-z]+")
_NOT_A_UNIT = frozenset(
    {
        *("half", "halves", "third", "thirds", "quarter", "quarters", "fourth", "fourths"),
        *("fifth", "fifths", "sixth", "sixths", "seventh", "sevenths", "eighth", "eighths"),
        *("ninth", "ninths", "tenth", "tenths", "hundredth", "hundredths", "thousandth"),
        *("of", "or", "and", "to", "times", "plus", "minus", "over", "point", "squared"),
        *("cubed", "percent"),
    }
)
"""Words after a number word that make it something else than a count of a unit: a
fraction (``one half``), a part (``one of``), an operation (``two plus``)."""


def number_words(text: str) -> str:
    """``text`` with its leading number words as digits when it is a number in words and at
    most two words after it; ``text`` itself otherwise."""
    words = text.strip().rstrip(".").lower().replace("-", " ").split()
    taken, value = _cardinal(words)
    if value is None or len(words) - taken > 2:
        return text
    rest = words[taken:]
    if any(not _WORD_RE.fullmatch(word) or word in _NOT_A_UNIT for word in rest) or any(
        word in _SMALL or word in _TENS or word in _SCALES for word in rest
    ):
        return text
    return " ".join([str(value), *rest])


def _cardinal(words: list[str]) -> tuple[int, int | None]:
    """How many leading words form a cardinal number, and its value (None: none do)."""
    total = current = 0
    taken = 0
    seen = False
    for index, word in enumerate(words):
        if word in _SMALL:
            current += _SMALL[word]
        elif word in _TENS:
            current += _TENS[word]
        elif word == "hundred" and seen:
            current = (current or 1) * 100
        elif word in _SCALES and seen:
            total += (current or 1) * _SCALES[word]
            current = 0
        elif word == "and" and seen and index + 1 < len(words):
            continue
        else:
            break
        seen, taken = True, index + 1
    return taken, (total + current) if seen else None
