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
from fractions import Fraction

from mathloop.answers._letters import LETTER_LIST_RE, joined_letters
from mathloop.answers._numbers import parse_plain_number
from mathloop.answers._unicode import unicode_as_latex
from mathloop.answers.extract import last_boxed

__all__ = [
    "NormalizedPair",
    "base_number",
    "clock_time",
    "is_plain_number",
    "normalize_answer",
    "normalize_pair",
    "split_top_level",
    "subscript_base",
    "subscript_numeral",
    "unwrap_text_commands",
]

_BOX_RE = re.compile(r"\\(?:boxed|fbox|framebox)(?![A-Za-z])")
_BOLD_RE = re.compile(r"^\*\*(.+)\*\*$", re.DOTALL)
_DELIMITERS = (("\\(", "\\)"), ("\\[", "\\]"), ("$$", "$$"))
# ``\ `` is a control space, but ``\\ `` ends a matrix row.
_SPACING_RE = re.compile(r"\\[!,;:>]|(?<!\\)\\ |\\q?quad(?![A-Za-z])|\\displaystyle(?![A-Za-z])|~")
_LEFT_RIGHT_RE = re.compile(r"\\(?:left|right|big|Big|bigg|Bigg)(?![A-Za-z])\s*(\.)?")
_DEGREES_RE = re.compile(r"\^\s*\{?\s*\\circ\s*\}?|°|\\degree(?![A-Za-z])|\\circ(?![A-Za-z])")
_TEXT_CMD = r"\\(?:text|mbox|textbf|textrm|textit|mathrm|mathbf|mathit|operatorname)"
_TEXT_RE = re.compile(_TEXT_CMD + r"\s*\{([^{}]*)\}")
_NUMBER = r"[-+]?(?:\d[\d,]*(?:\.\d*)?|\.\d+)(?:/\d+)?"
# A unit in \text{} after a value that holds a digit: ``5\text{ cm}``, ``8\sqrt{3}\text{ sq. in}``.
_TEXT_UNIT_RE = re.compile(
    rf"^(.*?\d.*?)\s*{_TEXT_CMD}\s*\{{\s*([A-Za-z][A-Za-z.\s]*)\}}(?:\s*\^\s*\{{?[23]\}}?)?$",
    re.DOTALL,
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
# ``Decimal('0.25')`` and mpmath's ``mpf('0.25')`` print a decimal inside quotes.
_PY_DECIMAL_RE = re.compile(
    r"\b(?:decimal\.|mpmath\.)?(?:Decimal|mpf)\(\s*(['\"])\s*([-+]?(?:\d+\.?\d*|\.\d+)"
    r"(?:[eE][-+]?\d+)?)\s*\1\s*\)"
)
_PY_MODULE_RE = re.compile(r"\b(?:sympy|sp|math|cmath|numpy|np)\.(?=[A-Za-z])")
# NumPy scalars print as ``np.int64(7)`` / ``np.float64(7.0)`` since NumPy 2.
_NUMPY_SCALAR_RE = re.compile(r"\b(?:np|numpy)\.(?:u?int|float|complex)\d*\(([^()]*)\)")
_PY_INFINITY_RE = re.compile(r"float\(\s*['\"]([-+]?)inf(?:inity)?['\"]\s*\)")
_PY_INTEGER_RE = re.compile(r"\bInteger\(\s*([-+]?\d+)\s*\)")
_LATEX_THOUSANDS_ANYWHERE_RE = re.compile(r"(?<=\d),\s*\\!\s*(?=\d{3}(?!\d))")
# "45, 135" (a space after the comma) lists two numbers; "45,135" is one.
_LIST_COMMA_RE = re.compile(r"(?<=\d),\s+(?=\d)")
# "19 \text{ and } 43", "6, 8\text{, and }10", "-2 \text{ or } -12": MATH lists every value.
_AND_LIST_RE = re.compile(
    r",?\s*\\text\s*\{\s*,?\s*(?:and|or)\s*\}\s*|(?<=[\d}]),?\s+and\s+(?=[-\d\\])"
)
# "30 percent" is "30%" (a percentage, not the number 30 with a word after it).
_PERCENT_WORD_RE = re.compile(r"^(.*\d)\s*(?:per\s?cent|pct)\.?$", re.IGNORECASE)
_APPROX_RE = re.compile(r"^\\(?:approx|sim)(?![A-Za-z])\s*")
_REPEATING_RE = re.compile(r"(-?)(\d*)\.(\d*)\\overline\{(\d+)\}")
_SEGMENT_RE = re.compile(r"^\\overline\{([A-Z]{1,4})\}$")
_MP_RE = re.compile(r"\\mp(?![A-Za-z])")
# ASCII plus-or-minus: "+/-" anywhere, "+-" where no operand stands before it (the start,
# a space, an opening bracket, a comma or "="): "2 +- sqrt(3)", "x = +-4"; "5+-3" is left
# to be read as 5 + (-3).
_ASCII_PM_RE = re.compile(r"\+/-|(?:(?<=^)|(?<=[\s(\[{,=]))\+-")
_TRIG_RE = re.compile(r"\\(?:sin|cos|tan|cot|sec|csc)(?![A-Za-z])")
_TRIG_DEGREES_RE = re.compile(
    r"(\d+(?:\.\d+)?)\s*(?:\^\s*\{?\s*\\circ\s*\}?|°|\\degree(?![A-Za-z]))"
)
_UNION_LETTER_RE = re.compile(r"(?<=[)\]])\s*(?:U|∪)\s*(?=[(\[])")
_TIME_RE = re.compile(r"^(\d{1,2})\s*:\s*(\d{2})(?:\s*:\s*(\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?$")
_SCRIPT_DIGIT_RE = re.compile(r"([_^])(\d)\s+(?=\d)")
_EMPTY_SET = frozenset({"\\emptyset", "\\varnothing", "EmptySet", "{}", "set()", "∅"})
_REALS = frozenset({"\\mathbb{R}", "\\mathbbR", "Reals", "ℝ", "\\R", "S.Reals"})
_CHOICE_PREFIX_RE = re.compile(r"^\(?([A-Za-z])\)")
_CHOICE_MENTION_RE = re.compile(r"\(([A-Za-z])\)")
# "3 1/4" is three and a quarter (not 31/4): an integer, a space and a fraction are a sum.
_MIXED_NUMBER_RE = re.compile(r"^\s*([-+]?)(\d+)\s+(\d+)\s*/\s*(\d+)\s*$")
# A numeral with its base: ``52_8``, ``4210_{5}``, ``(101)_3``, ``101_{three}``.
_NUMBER_BASE_RE = re.compile(r"^\(?(-?[0-9A-Z]*\d[0-9A-Z]*)\)?_(?:\{\(?(\d+|[a-z]+)\)?\}|(\d+))$")
_BASE_WORDS = {
    word: str(base)
    for base, word in enumerate(
        (
            *("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
            *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"),
        ),
        start=2,
    )
}
_FRAC_DIGITS_RE = re.compile(r"\\frac\s*(\d)\s*(\d)")
_FRAC_FIRST_RE = re.compile(r"\\frac\s*(\d)\s*\{")
_FRAC_SECOND_RE = re.compile(r"(\\frac\{[^{}]*\})\s*(\d)")
_FRAC_COMMAND_RE = re.compile(r"\\frac\s*(\\[A-Za-z]+)\s*(\d)")
_SPACE_RE = re.compile(r"\s+")
_PLAIN_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_NUMBERS_ONLY_RE = re.compile(rf"\s*{_PLAIN_NUMBER}(?:\s+{_PLAIN_NUMBER})+\s*")
_INNER_BRACKETS_RE = re.compile(r"(?<=[\[(])[^\[\]()]*(?=[\])])")
_ROW_SPACE_RE = re.compile(r"\]\s+\[")
_COMMAND_SPACE_RE = re.compile(r"(\\[A-Za-z]+)\s+(?=[A-Za-z])")
_THOUSANDS_RE = re.compile(r"^([-+]?)(\d{1,3}(?:,\d{3})+)(\.\d+)?$")
_LATEX_THOUSANDS_RE = re.compile(r"(?<=\d)\{,\}(?=\d{3})")
# Python's digit groups (``12_345``, ``1_000_000``): an underscore before exactly three
# digits is a thousands separator, never a base subscript (a base is at most 36).
_PYTHON_GROUPS_RE = re.compile(r"^([-+]?)(\d{1,3}(?:_\d{3})+)(\.\d+)?$")
_LEADING_ZEROS_RE = re.compile(r"^([-+]?)0+(?=\d)(\d*)$")
_CHOICE_RE = re.compile(r"^\(([A-Za-z])\)$")
_ASSIGNMENT_RE = re.compile(r"^\\?[A-Za-z]\w*(?:_\{?\w+\}?)?\s*=\s*(?=\S)")


@dataclass(frozen=True)
class NormalizedPair:
    """A gold answer and a candidate after normalization, ready to be compared.

    ``gold_is_percent`` records that the gold was written with ``%`` (now removed) and the
    candidate without, so the candidate may also give the value as a fraction (``25\\%`` and
    ``0.25``); a candidate written with ``%`` is compared as a percentage (``0.3\\%`` is not
    ``30\\%``).
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
    text = unicode_as_latex(_unwrap(text.strip()).replace("±", "\\pm"))
    text = _ASCII_PM_RE.sub(r"\\pm ", text)
    text = _MP_RE.sub("\\\\pm", _LATEX_THOUSANDS_ANYWHERE_RE.sub("", text))
    text = _SPACING_RE.sub(" ", _repeating_decimals(_AND_LIST_RE.sub(", ", text)))
    text = text.replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac")
    text = _LEFT_RIGHT_RE.sub("", text)
    text = _DEGREES_RE.sub("", _trig_degrees(text)).replace("\\%", "%")
    text = _PERCENT_WORD_RE.sub(r"\1%", text)
    text = clock_time(_APPROX_RE.sub("", text.strip()))
    text = unwrap_text_commands(_strip_units(text))
    text = _MEMBER_PREFIX_RE.sub("", text.strip())
    text = _frac_shorthand(_mixed_numbers(_python_values(text)))
    listed = bool(_LIST_COMMA_RE.search(text))
    text = _remove_spaces(_UNION_LETTER_RE.sub("\\\\cup", text))
    text = text.rstrip(".").replace("\\{", "{").replace("\\}", "}")
    text = _canonical_number(text, thousands=not listed)
    return _special_sets(_SEGMENT_RE.sub(r"\1", text))


def is_plain_number(text: str, *, max_digits: int) -> bool:
    """Whether ``text`` is one finite number written plainly, once normalized.

    Plain: an integer, a decimal (``1.5e3`` too) or a ratio of integers (``3/4``,
    ``\\frac{3}{4}``), signed or not, with an optional trailing ``%``; boxes, ``$``, units
    after the number and thousands separators are normalized away first
    (:func:`normalize_answer`). Not plain: radicals and constants (``2\\sqrt{3}``,
    ``\\pi``), assignments (``x = 7``), expressions, tuples, intervals, sets, words,
    infinities, and numbers of more than ``max_digits`` digits. No SymPy: a cheap test,
    safe on any text.

    >>> is_plain_number("\\\\boxed{\\\\dfrac{3}{4}}", max_digits=2000)
    True
    >>> is_plain_number("2\\\\sqrt{3}", max_digits=2000)
    False
    """
    normalized = normalize_answer(text).removesuffix("%")
    number = parse_plain_number(normalized, max_digits=max_digits)
    return number is not None and not number.infinite


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
    # ``3 + 4\\mathrm{i}``: an upright i or e is the constant, not a unit.
    if match and match.group(2).strip() not in _MATH_WORDS:
        return match.group(1)
    match = _WORD_UNIT_RE.match(unwrap_text_commands(text))
    if match and match.group(2).split()[0].lower() not in _MATH_WORDS:
        return match.group(1)
    return text


def unwrap_text_commands(text: str) -> str:
    previous = None
    while previous != text:
        previous = text
        text = _TEXT_RE.sub(lambda m: m.group(1), text)
    return text


def _python_values(text: str) -> str:
    """Values as programs print them: ``Rational(3, 4)``, ``Fraction(9, 100)``,
    ``Decimal('0.25')``, ``mpf('0.25')``,
    ``np.int64(7)``, ``Integer(7)``, ``float('inf')``, ``Poly(x**2 + 1, x, domain='ZZ')``
    and module prefixes (``sympy.``, ``math.``, ``np.``)."""
    text = _PY_RATIONAL_RE.sub(lambda m: f"({m.group(1)})/({m.group(2)})", text)
    text = _PY_DECIMAL_RE.sub(lambda m: m.group(2), text)
    text = re.sub(r"^\(([-+]?\d+)\)/\((\d+)\)$", r"\1/\2", text)
    text = _NUMPY_SCALAR_RE.sub(r"\1", text)
    text = _PY_INTEGER_RE.sub(r"\1", _PY_INFINITY_RE.sub(r"\1oo", text))
    return _PY_MODULE_RE.sub("", _poly_expression(text))


def _poly_expression(text: str) -> str:
    """``Poly(x**2 + 1, x, domain='ZZ')`` is the polynomial ``x**2 + 1``."""
    if not (text.startswith("Poly(") and text.endswith(")")):
        return text
    return split_top_level(text[len("Poly(") : -1], ",")[0].strip()


def _repeating_decimals(text: str) -> str:
    """``0.\\overline{3}`` is ``1/3`` and ``3.\\overline{283}`` is ``3280/999``."""

    def fraction(match: re.Match[str]) -> str:
        sign, whole, fixed, repeating = match.groups()
        value = Fraction(int(whole or "0")) + Fraction(int(fixed or "0"), 10 ** len(fixed))
        period = Fraction(int(repeating), 10 ** len(fixed) * (10 ** len(repeating) - 1))
        value += period
        return f"{sign}{value.numerator}/{value.denominator}"

    return _REPEATING_RE.sub(fraction, text)


def _trig_degrees(text: str) -> str:
    """Inside a trigonometric function a degree sign is a unit: ``\\cos 13^\\circ`` becomes
    ``\\cos \\frac{13\\pi}{180}`` (elsewhere degrees are simply dropped)."""
    if not _TRIG_RE.search(text):
        return text
    return _TRIG_DEGREES_RE.sub(lambda m: f"\\frac{{{m.group(1)}\\pi}}{{180}}", text)


def _special_sets(text: str) -> str:
    """One spelling for the empty set and for the real line."""
    if text in _EMPTY_SET:
        return "\\emptyset"
    return "(-\\infty,\\infty)" if text in _REALS else text


def _mixed_numbers(text: str) -> str:
    """``3 1/4`` is the mixed number ``13/4``, alone or as an item of a list."""
    if "/" not in text:
        return text
    return ",".join(_mixed_number(item) for item in split_top_level(text, ","))


def _mixed_number(item: str) -> str:
    match = _MIXED_NUMBER_RE.match(item)
    if match is None:
        return item
    sign, whole, numerator, denominator = match.groups()
    if int(denominator) == 0:
        return item
    value = int(whole) * int(denominator) + int(numerator)
    return f"{sign}{value}/{denominator}"


def _frac_shorthand(text: str) -> str:
    """``\\frac34``, ``\\frac 59``, ``\\frac9{19}`` and ``\\frac \\pi4`` are valid LaTeX; give
    them braces."""
    text = _FRAC_COMMAND_RE.sub(r"\\frac{\1}{\2}", text)
    text = _FRAC_DIGITS_RE.sub(r"\\frac{\1}{\2}", text)
    text = _FRAC_FIRST_RE.sub(r"\\frac{\1}{", text)
    return _FRAC_SECOND_RE.sub(r"\1{\2}", text)


def _remove_spaces(text: str) -> str:
    """Drop spaces, except the one that ends a command name before a letter (``\\cot x``).

    Spaces between plain numbers separate them (NumPy prints ``[1 2 3]``, SI writes
    ``1 000``): they become commas, so ``2 3`` never reads as 23. In an expression
    (``z^3  -2z^2``) a space is only a space.
    """
    text = _SCRIPT_DIGIT_RE.sub(r"\1{\2}", text)  # \log_2 5 is not \log_2,5
    text = _INNER_BRACKETS_RE.sub(lambda m: _number_commas(m.group(0)), text)
    text = _number_commas(_ROW_SPACE_RE.sub("],[", text))
    text = _COMMAND_SPACE_RE.sub(lambda m: m.group(1) + "\0", text)
    return _SPACE_RE.sub("", text).replace("\0", " ")


def _number_commas(segment: str) -> str:
    if _NUMBERS_ONLY_RE.fullmatch(segment):
        return ",".join(segment.split())
    return segment


def clock_time(text: str) -> str:
    """``4:30 p.m.``, ``4\\!:\\!30 \\text{ PM}`` and ``4:30pm`` are all ``4:30pm``."""
    match = _TIME_RE.match(unwrap_text_commands(text).strip())
    if not match:
        return text
    hours, minutes, seconds, half = match.groups()
    return f"{hours}:{minutes}" + (f":{seconds}" if seconds else "") + f"{half.lower()}m"


def _canonical_number(text: str, *, thousands: bool = True) -> str:
    """Base subscripts, thousands separators (unless ``thousands`` is off), leading zeros and
    choice parentheses."""
    grouped = _PYTHON_GROUPS_RE.match(text)
    if grouped:
        text = "".join(part or "" for part in grouped.groups()).replace("_", "")
    text = _NUMBER_BASE_RE.sub(r"\1", text)
    text = _LATEX_THOUSANDS_RE.sub("", text)
    separated = _THOUSANDS_RE.match(text) if thousands else None
    if separated:
        sign, digits, decimals = separated.groups()
        text = sign + digits.replace(",", "") + (decimals or "")
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
    if re.fullmatch(r"[A-Z]", norm_gold):
        norm_candidate = _choice_letter(norm_candidate)
    elif LETTER_LIST_RE.fullmatch(norm_gold):
        norm_candidate = joined_letters(candidate) or norm_candidate
    # A gold percentage also accepts its value as a fraction (0.25 for 25%), but not a
    # candidate that is itself a percentage: "0.25%" is not "25%".
    percent = norm_gold.endswith("%") and not norm_candidate.endswith("%")
    # A candidate's "%" is a unit: "25%" is 25, equal to 0.25 only when the gold is "25\\%".
    # Thousands were handled per answer; "45,135" here may be a list whose spaces are gone.
    norm_candidate = _without_percent(norm_candidate)
    return NormalizedPair(_without_percent(norm_gold), norm_candidate, percent)


def _without_percent(text: str) -> str:
    if not text.endswith("%"):
        return text
    return _canonical_number(text.removesuffix("%"))


def _choice_letter(candidate: str) -> str:
    """Against a choice gold, ``b``, ``B)`` and ``(B) 5`` all choose ``B``; ``(A) or (D)``
    and ``(A)and(D)`` choose no one letter (a hedge), and stay as they are."""
    mentioned = {letter.upper() for letter in _CHOICE_MENTION_RE.findall(candidate)}
    if len(mentioned) > 1 or len(split_top_level(candidate, ",")) > 1:
        return candidate
    prefix = _CHOICE_PREFIX_RE.match(candidate)
    if prefix:
        return prefix.group(1).upper()
    return candidate.upper() if re.fullmatch(r"[A-Za-z]", candidate) else candidate


def subscript_base(text: str) -> str | None:
    """The base of a number written with a base subscript (``52_8`` and ``52_{eight}`` are
    base 8), else ``None``."""
    numeral = subscript_numeral(text)
    return None if numeral is None else numeral[1]


def subscript_numeral(text: str) -> tuple[str, str] | None:
    """The digits and the base (in decimal) of a number written with a base subscript:
    ``("2516", "8")`` for ``2516_8`` and ``2516_{eight}``; else ``None``."""
    plain = unwrap_text_commands(_SPACE_RE.sub("", _unwrap(text.strip())))
    match = _NUMBER_BASE_RE.match(plain)
    if match is None or _PYTHON_GROUPS_RE.match(plain):
        return None
    base = match.group(2) or match.group(3)
    return match.group(1), base_number(base) or base


def base_number(word: str) -> str | None:
    """A base as decimal digits: ``"8"`` for ``8``, ``08`` and ``eight``; None if neither."""
    if word.isdigit():
        return str(int(word))
    return _BASE_WORDS.get(word.lower())


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
