"""Size caps checked before an answer may reach SymPy.

SymPy evaluates ``10**10**10`` eagerly and would run out of time or memory; the worker's
time limit is the last line of defence, these caps are the first. Only plain string
inspection happens here.
"""

from __future__ import annotations

import math
import re

from mathloop.answers.normalize import split_top_level

__all__ = ["bracket_depth", "unsafe_reason"]

_DIGITS_RE = re.compile(r"\d+")
_FACTORIAL_RE = re.compile(r"(\d+)\s*!|factorial\(\s*(\d+)\s*\)")
_POWER_RE = re.compile(r"\*\*|\^")
_OPERAND_RE = re.compile(r"\s*[-+]?\s*(?:\d+(?:\.\d+)?|\\?[A-Za-z]+)")
_OPENERS = {"{": "}", "(": ")"}
# Towers are measured recursively; this keeps the recursion shallow.
_MAX_POWERS = 64


def unsafe_reason(
    text: str, *, max_digits: int, max_exponent: int, max_factorial: int, max_nesting: int
) -> str | None:
    """Why ``text`` must not reach SymPy, or ``None`` when it is within every cap.

    A number may have ``max_digits`` digits as written and, when it is a power of plain
    numbers, ``max_digits * max_exponent`` digits once evaluated (so ``2^{9999}`` passes and
    ``(2^{9999})^{9999}`` does not). Brackets may nest ``max_nesting`` deep: the parsers
    behind SymPy and math-verify recurse once per level.
    """
    depth = bracket_depth(text)
    if depth > max_nesting:
        return f"brackets nested {depth} deep (limit {max_nesting})"
    longest = max((len(run) for run in _DIGITS_RE.findall(text)), default=0)
    if longest > max_digits:
        return f"a number has {longest} digits (limit {max_digits})"
    for match in _FACTORIAL_RE.finditer(text):
        argument = match.group(1) or match.group(2)
        if len(argument) > 12 or int(argument) > max_factorial:
            return f"factorial of {argument} (limit {max_factorial})"
    powers = list(_POWER_RE.finditer(text))
    if len(powers) > _MAX_POWERS:
        return f"{len(powers)} power operators (limit {_MAX_POWERS})"
    for match in powers:
        reason = _power_reason(text, match, max_digits=max_digits, max_exponent=max_exponent)
        if reason is not None:
            return reason
    return None


def bracket_depth(text: str) -> int:
    """The deepest nesting of ``()``, ``[]`` and ``{}`` in ``text`` (a stray closer is ignored)."""
    depth = deepest = 0
    for char in text:
        if char in "([{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in ")]}" and depth:
            depth -= 1
    return deepest


def _power_reason(
    text: str, operator: re.Match[str], *, max_digits: int, max_exponent: int
) -> str | None:
    exponent = _exponent_text(text, operator.end())
    exponent_log = _tower_log10(exponent)
    if exponent_log is None:
        return None
    if exponent_log > math.log10(max_exponent):
        return f"exponent {exponent.strip()} is too large (limit {max_exponent})"
    base_log = _tower_log10(_base_text(text, operator.start()))
    if base_log is not None and base_log * 10**exponent_log > max_digits * max_exponent:
        return f"a power with about {base_log * 10**exponent_log:.3g} digits"
    return None


def _base_text(text: str, end: int) -> str:
    """The operand just before a power operator: a bracketed group, a number or a name."""
    position = end
    while position > 0 and text[position - 1].isspace():
        position -= 1
    if position > 0 and text[position - 1] in ")}":
        return text[_opening_index(text, position - 1) : position]
    start = position
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "."):
        start -= 1
    return text[start:position]


def _opening_index(text: str, end: int) -> int:
    depth = 0
    for index in range(end, -1, -1):
        if text[index] in ")}]":
            depth += 1
        elif text[index] in "({[":
            depth -= 1
            if depth == 0:
                return index
    return 0


def _exponent_text(text: str, start: int) -> str:
    """The exponent after a power operator, including a right-associative chain ``a**b**c``."""
    end = _operand_end(text, start)
    chained = _POWER_RE.match(text, end)
    while chained:
        end = _operand_end(text, chained.end())
        chained = _POWER_RE.match(text, end)
    return text[start:end]


def _operand_end(text: str, start: int) -> int:
    position = start
    while position < len(text) and text[position].isspace():
        position += 1
    if position < len(text) and text[position] in _OPENERS:
        return _closing_index(text, position) + 1
    match = _OPERAND_RE.match(text, start)
    return match.end() if match else start


def _closing_index(text: str, start: int) -> int:
    depth = 0
    for index in range(start, len(text)):
        if text[index] in "({[":
            depth += 1
        elif text[index] in ")}]":
            depth -= 1
            if depth == 0:
                return index
    return len(text) - 1


def _tower_log10(text: str) -> float | None:
    """``log10`` of a tower of positive numbers (``10^{10^{10}}``), ``None`` if it is not one."""
    text = text.strip()
    while len(text) >= 2 and text[0] in _OPENERS and _closing_index(text, 0) == len(text) - 1:
        text = text[1:-1].strip()
    if re.fullmatch(r"\d+(?:\.\d+)?", text):
        return _number_log10(text)
    operator = _first_top_level_power(text)
    if operator is None:
        return None
    base = _tower_log10(text[: operator[0]])
    exponent = _tower_log10(text[operator[1] :])
    if base is None or exponent is None:
        return None
    if base == 0:
        return 0.0
    if exponent > 300:
        return math.inf if base > 0 else -math.inf
    return base * 10**exponent


def _number_log10(digits: str) -> float:
    whole = digits.split(".")[0].lstrip("0")
    if len(whole) > 300:
        return float(len(whole))
    value = float(digits)
    return math.log10(value) if value > 0 else -math.inf


def _first_top_level_power(text: str) -> tuple[int, int] | None:
    for separator in ("**", "^"):
        parts = split_top_level(text, separator)
        if len(parts) > 1:
            start = len(parts[0])
            return start, start + len(separator)
    return None
