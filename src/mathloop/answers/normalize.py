"""Pure string normalization of answers before they are compared.

Two layers: :func:`normalize_answer` rewrites one answer on its own (boxes, ``$``, ``\\text{}``,
``\\dfrac``, degrees, units after a number, thousands separators, leading zeros, ...);
:func:`normalize_pair` then applies the rules that depend on the gold answer (``x = 7`` is
``7`` when the gold is a bare value, a choice letter's case, percentages).

Nothing here imports SymPy: normalization runs in the caller's process and must stay cheap.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mathloop.answers.extract import last_boxed

__all__ = ["NormalizedPair", "normalize_answer", "normalize_pair", "split_top_level"]

_BOX_RE = re.compile(r"\\(?:boxed|fbox|framebox)(?![A-Za-z])")
_BOLD_RE = re.compile(r"^\*\*(.+)\*\*$", re.DOTALL)
_DELIMITERS = (("\\(", "\\)"), ("\\[", "\\]"), ("$$", "$$"))
_SPACING_RE = re.compile(r"\\[!,;:>]|\\q?quad(?![A-Za-z])|\\displaystyle(?![A-Za-z])|~")
_LEFT_RIGHT_RE = re.compile(r"\\(?:left|right|big|Big|bigg|Bigg)(?![A-Za-z])\s*(\.)?")
_DEGREES_RE = re.compile(r"\^\s*\{?\s*\\circ\s*\}?|°|\\degree(?![A-Za-z])|\\circ(?![A-Za-z])")
_TEXT_CMD = r"\\(?:text|mbox|textbf|textrm|textit|mathrm|mathbf|mathit|operatorname)"
_TEXT_RE = re.compile(_TEXT_CMD + r"\s*\{([^{}]*)\}")
_NUMBER = r"[-+]?(?:\d[\d,]*(?:\.\d*)?|\.\d+)(?:/\d+)?"
_TEXT_UNIT_RE = re.compile(
    rf"^({_NUMBER})\s*{_TEXT_CMD}\s*\{{\s*[A-Za-z][A-Za-z .]*\}}(?:\s*\^\s*\{{?[23]\}}?)?$"
)
# Words that look like a unit but are mathematics: never strip them after a number.
_MATH_WORDS = frozenset(
    {"pi", "oo", "inf", "infinity", "sqrt", "sin", "cos", "tan", "cot", "sec", "csc"}
    | {"log", "ln", "exp", "i", "e"}
)
_WORD_UNIT_RE = re.compile(rf"^({_NUMBER})\s+([A-Za-z]{{2,}}(?:\s+[A-Za-z]+)*)\.?(?:\^[23])?$")
_MEMBER_PREFIX_RE = re.compile(r"^\\?[A-Za-z]\w*\s*\\in\s*")
_PY_RATIONAL_RE = re.compile(
    r"\b(?:sympy\.|sp\.)?(?:Rational|Fraction)\(\s*([-+]?\d+)\s*,\s*([-+]?\d+)\s*\)"
)
_PY_MODULE_RE = re.compile(r"\b(?:sympy|sp)\.(?=[A-Za-z])")
_FRAC_DIGITS_RE = re.compile(r"\\frac\s*(\d)\s*(\d)")
_FRAC_FIRST_RE = re.compile(r"\\frac\s*(\d)\s*\{")
_FRAC_SECOND_RE = re.compile(r"(\\frac\{[^{}]*\})\s*(\d)")
_SPACE_RE = re.compile(r"\s+")
_NUMBER_SPACE_RE = re.compile(r"(?<=[\d.])\s+(?=-?\.?\d)")
_ROW_SPACE_RE = re.compile(r"\]\s+\[")
_COMMAND_SPACE_RE = re.compile(r"(\\[A-Za-z]+)\s+(?=[A-Za-z])")
_BASE_SUBSCRIPT_RE = re.compile(r"^(\d+)_\{?\d+\}?$")
_THOUSANDS_RE = re.compile(r"^([-+]?)(\d{1,3}(?:,\d{3})+)(\.\d+)?$")
_LATEX_THOUSANDS_RE = re.compile(r"(?<=\d)\{,\}(?=\d{3})")
_LEADING_ZEROS_RE = re.compile(r"^([-+]?)0+(?=\d)(\d*)$")
_CHOICE_RE = re.compile(r"^\(([A-Za-z])\)$")
_ASSIGNMENT_RE = re.compile(r"^\\?[A-Za-z]\w*(?:_\{?\w+\}?)?\s*=\s*(?=\S)")


@dataclass(frozen=True)
class NormalizedPair:
    """A gold answer and a candidate after normalization, ready to be compared.

    ``gold_is_percent`` records that the gold was written with ``%`` (now removed), so a
    candidate may also give the value as a fraction (``25\\%`` and ``0.25``).
    """

    gold: str
    candidate: str
    gold_is_percent: bool = False


def normalize_answer(text: str) -> str:
    """Rewrite one answer into a canonical string; the meaning is kept, the notation is not.

    >>> normalize_answer("\\\\boxed{\\\\dfrac{1}{2}}")
    '\\\\frac{1}{2}'
    >>> normalize_answer("1,000 dollars")
    '1000'
    """
    text = _unwrap(text.strip()).replace("±", "\\pm").replace("−", "-")
    text = _SPACING_RE.sub(" ", text)
    text = text.replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac")
    text = _LEFT_RIGHT_RE.sub("", text)
    text = _DEGREES_RE.sub("", text).replace("\\%", "%")
    text = _strip_units(text.strip())
    text = _unwrap_text_commands(text)
    text = _MEMBER_PREFIX_RE.sub("", text.strip())
    text = _python_rationals(text)
    text = _frac_shorthand(text)
    text = _remove_spaces(text)
    return _canonical_number(text.rstrip(".").replace("\\{", "{").replace("\\}", "}"))


def _unwrap(text: str) -> str:
    """Strip the wrappers around an answer: a box, markdown bold, math delimiters."""
    if _BOX_RE.search(text):
        boxed = last_boxed(text)
        if boxed is not None:
            text = boxed.strip()
    bold = _BOLD_RE.match(text)
    if bold:
        text = bold.group(1).strip()
    text = text.replace("\\$", "")
    for start, end in _DELIMITERS:
        if text.startswith(start) and text.endswith(end) and len(text) >= len(start) + len(end):
            text = text[len(start) : len(text) - len(end)].strip()
    return text.replace("$", "").strip()


def _strip_units(text: str) -> str:
    """``5 \\text{ cm}`` and ``12 dollars`` are the number; a variable (``2k``) is not a unit."""
    match = _TEXT_UNIT_RE.match(text)
    if match:
        return match.group(1)
    match = _WORD_UNIT_RE.match(_unwrap_text_commands(text))
    if match and match.group(2).split()[0].lower() not in _MATH_WORDS:
        return match.group(1)
    return text


def _unwrap_text_commands(text: str) -> str:
    previous = None
    while previous != text:
        previous = text
        text = _TEXT_RE.sub(lambda m: m.group(1), text)
    return text


def _python_rationals(text: str) -> str:
    """``Rational(3, 4)`` and ``Fraction(9, 100)`` printed by programs are plain fractions."""
    text = _PY_RATIONAL_RE.sub(lambda m: f"({m.group(1)})/({m.group(2)})", text)
    text = re.sub(r"^\(([-+]?\d+)\)/\((\d+)\)$", r"\1/\2", text)
    return _PY_MODULE_RE.sub("", text)


def _frac_shorthand(text: str) -> str:
    """``\\frac34``, ``\\frac 59`` and ``\\frac9{19}`` are valid LaTeX; give them braces."""
    text = _FRAC_DIGITS_RE.sub(r"\\frac{\1}{\2}", text)
    text = _FRAC_FIRST_RE.sub(r"\\frac{\1}{", text)
    return _FRAC_SECOND_RE.sub(r"\1{\2}", text)


def _remove_spaces(text: str) -> str:
    """Drop spaces, except the one that ends a command name before a letter (``\\cot x``).

    A space between two numbers separates them (NumPy prints ``[1 2 3]``, SI writes
    ``1 000``): it becomes a comma, so ``2 3`` never reads as 23.
    """
    text = _NUMBER_SPACE_RE.sub(",", _ROW_SPACE_RE.sub("],[", text))
    text = _COMMAND_SPACE_RE.sub(lambda m: m.group(1) + "\0", text)
    return _SPACE_RE.sub("", text).replace("\0", " ")


def _canonical_number(text: str) -> str:
    """Base subscripts, thousands separators, leading zeros and choice parentheses."""
    text = _BASE_SUBSCRIPT_RE.sub(r"\1", text)
    text = _LATEX_THOUSANDS_RE.sub("", text)
    thousands = _THOUSANDS_RE.match(text)
    if thousands:
        text = thousands.group(1) + thousands.group(2).replace(",", "") + (thousands.group(3) or "")
    zeros = _LEADING_ZEROS_RE.match(text)
    if zeros:
        text = zeros.group(1) + zeros.group(2)
    choice = _CHOICE_RE.match(text)
    if choice:
        text = choice.group(1)
    return text.removeprefix("+") if re.fullmatch(r"\+\d.*", text) else text


def normalize_pair(gold: str, candidate: str) -> NormalizedPair:
    """Normalize both answers, then apply the rules that depend on the gold's form."""
    norm_gold = normalize_answer(gold)
    norm_candidate = normalize_answer(candidate)
    if "=" not in norm_gold:
        norm_candidate = _drop_assignments(norm_candidate)
    if re.fullmatch(r"[A-Z]", norm_gold) and re.fullmatch(r"[A-Za-z]", norm_candidate):
        norm_candidate = norm_candidate.upper()
    percent = norm_gold.endswith("%")
    # A candidate's "%" is a unit: "25%" is 25, equal to 0.25 only when the gold is "25\\%".
    norm_candidate = _canonical_number(norm_candidate.removesuffix("%"))
    return NormalizedPair(_canonical_number(norm_gold.removesuffix("%")), norm_candidate, percent)


def _drop_assignments(text: str) -> str:
    """``x = 7`` is ``7`` and ``x=1, y=2`` is ``1,2`` when the gold is a bare value."""
    items = split_top_level(text, ",")
    return ",".join(_ASSIGNMENT_RE.sub("", item) for item in items)


def split_top_level(text: str, separator: str) -> list[str]:
    """Split ``text`` at ``separator`` where it is outside every bracket pair."""
    parts: list[str] = []
    depth = 0
    start = 0
    index = 0
    while index < len(text):
        char = text[index]
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif depth == 0 and text.startswith(separator, index):
            parts.append(text[start:index])
            start = index + len(separator)
            index = start
            continue
        index += 1
    parts.append(text[start:])
    return parts
