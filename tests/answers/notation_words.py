"""English for the notation generator: cardinals (``twenty-one``), ordinals (``twelfth``,
``21st``) and fractions in words (``two-thirds``, ``five-twelfths``), written here from the
rules of English rather than read from the checker, so a reader and its test cannot share a
mistake."""

from __future__ import annotations

from fractions import Fraction

__all__ = ["cardinal", "fraction_words", "ordinal_suffix", "ordinal_word"]

_SMALL = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen"),
)
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_IRREGULAR_ORDINALS = {
    "one": "first",
    "two": "second",
    "three": "third",
    "five": "fifth",
    "eight": "eighth",
    "nine": "ninth",
    "twelve": "twelfth",
}


def cardinal(number: int) -> str:
    """``21`` is ``twenty-one``, ``105`` is ``one hundred five``; 0 to 999,999."""
    assert 0 <= number < 1_000_000
    if number >= 1000:
        rest = number % 1000
        head = f"{cardinal(number // 1000)} thousand"
        return head if rest == 0 else f"{head} {cardinal(rest)}"
    if number >= 100:
        rest = number % 100
        head = f"{_SMALL[number // 100]} hundred"
        return head if rest == 0 else f"{head} {cardinal(rest)}"
    if number < 20:
        return _SMALL[number]
    tens, units = divmod(number, 10)
    return _TENS[tens] if units == 0 else f"{_TENS[tens]}-{_SMALL[units]}"


def ordinal_word(number: int) -> str:
    """``12`` is ``twelfth``, ``21`` is ``twenty-first``, ``30`` is ``thirtieth``."""
    words = cardinal(number)
    cut = max(words.rfind(" "), words.rfind("-")) + 1
    head, last = words[:cut], words[cut:]
    if last in _IRREGULAR_ORDINALS:
        return head + _IRREGULAR_ORDINALS[last]
    if last.endswith("y"):
        return head + last[:-1] + "ieth"
    return head + last + "th"


def ordinal_suffix(number: int) -> str:
    """``st``, ``nd``, ``rd`` or ``th``: 1st, 2nd, 3rd, 11th, 12th, 13th, 21st, 112th."""
    if number % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")


def fraction_words(value: Fraction, *, quarter: bool = False) -> str | None:
    """``2/3`` is ``two-thirds``, ``1/2`` is ``one-half``, ``3/4`` is ``three-fourths`` (or
    ``three-quarters``); proper fractions with a denominator up to 12 only."""
    numerator, denominator = value.numerator, value.denominator
    if not 0 < numerator < denominator <= 12:
        return None
    if denominator == 2:
        part = "half"
    elif denominator == 4 and quarter:
        part = "quarter"
    else:
        part = ordinal_word(denominator)
    if numerator > 1:
        part = part[:-1] + "ves" if part == "half" else part + "s"
    return f"{cardinal(numerator)}-{part}"
