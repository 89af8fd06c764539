"""Pull answers out of text: ``RESULT:``/``CONFIDENCE:`` lines, ``\\boxed{}``, GSM8K ``####``."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "ParseStatus",
    "ParsedResult",
    "gsm8k_final_answer",
    "last_boxed",
    "parse_result",
    "stated_answer",
]

ParseStatus = Literal["PARSED", "UNKNOWN", "INVALID"]

# The value is stripped in Python: a lazy group before ``\s*$`` backtracks quadratically on a
# line with a long run of spaces inside it.
_RESULT_RE = re.compile(r"^\s*RESULT\s*:(.*)$")
_CONFIDENCE_RE = re.compile(r"^\s*CONFIDENCE\s*:(.*)$")
_NUMBER_RE = re.compile(r"^[+-]?\d+(?:\.\d+)?\s*%?$")
_BOX_COMMANDS = ("\\boxed", "\\fbox", "\\framebox")
_ANSWER_LINE = re.compile(
    r"^[ \t*#>_-]*ANSWER[ \t]*\**[ \t]*:[ \t]*\**(.*)$", re.IGNORECASE | re.MULTILINE
)


@dataclass(frozen=True)
class ParsedResult:
    """The submission found in a program's stdout (first RESULT line wins)."""

    result: str | None
    confidence: int | None
    result_status: ParseStatus
    confidence_status: ParseStatus


def parse_result(stdout: str) -> ParsedResult:
    """Find the first ``RESULT:`` line and the first ``CONFIDENCE:`` line in ``stdout``.

    An empty ``RESULT:`` line is ``INVALID`` (no answer submitted). Confidence is an integer
    0-100; anything else is ``INVALID``.
    """
    result, result_status = _first_result(stdout)
    confidence, confidence_status = _first_confidence(stdout)
    return ParsedResult(result, confidence, result_status, confidence_status)


def _first_result(stdout: str) -> tuple[str | None, ParseStatus]:
    for line in stdout.splitlines():
        match = _RESULT_RE.match(line)
        if match:
            value = match.group(1).strip()
            return (value, "PARSED") if value else (None, "INVALID")
    return None, "UNKNOWN"


def _first_confidence(stdout: str) -> tuple[int | None, ParseStatus]:
    for line in stdout.splitlines():
        match = _CONFIDENCE_RE.match(line)
        if match:
            return _confidence_value(match.group(1).strip())
    return None, "UNKNOWN"


def _confidence_value(text: str) -> tuple[int | None, ParseStatus]:
    if not _NUMBER_RE.match(text):
        return None, "INVALID"
    value = float(text.rstrip("%").strip())
    if not 0 <= value <= 100:
        return None, "INVALID"
    return round(value), "PARSED"


def last_boxed(text: str) -> str | None:
    """Content of the last ``\\boxed{...}`` (or ``\\fbox``/``\\framebox``), nested braces kept.

    Also accepts the brace-less ``\\boxed 2`` form found in a few MATH training solutions.
    Returns ``None`` when there is no box or the last box is unbalanced.
    """
    start = _last_box_start(text)
    if start is None:
        return None
    command, position = start
    rest = text[position + len(command) :]
    if rest.startswith("{"):
        return _balanced_content(rest)
    match = re.match(r"\s+([^\s$]+)", rest)
    return match.group(1) if match else None


def _last_box_start(text: str) -> tuple[str, int] | None:
    best: tuple[str, int] | None = None
    for command in _BOX_COMMANDS:
        position = text.rfind(command)
        while position != -1 and _is_longer_command(text, position, command):
            position = text.rfind(command, 0, position)
        if position != -1 and (best is None or position > best[1]):
            best = (command, position)
    return best


def _is_longer_command(text: str, position: int, command: str) -> bool:
    after = position + len(command)
    return after < len(text) and text[after].isalpha()


def _balanced_content(text: str) -> str | None:
    depth = 0
    for index, char in enumerate(text):
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return text[1:index]
    return None


def gsm8k_final_answer(answer: str) -> str | None:
    """The number after the final ``####`` of a GSM8K answer, thousands separators removed."""
    marker = answer.rfind("####")
    if marker == -1:
        return None
    value = answer[marker + 4 :].strip().replace(",", "")
    return value or None


def stated_answer(reply: str) -> str | None:
    """The answer a free-text reply states, as other harnesses ask for it: its last
    ``\\boxed{}``, else its last ``ANSWER:`` line (inspect_ai's math tasks), else the number
    after its last ``####`` (GSM8K's own format); ``None`` when it states none."""
    boxed = last_boxed(reply)
    if boxed is not None and boxed.strip():
        return boxed.strip()
    lines = [str(line).strip().strip("$").strip() for line in _ANSWER_LINE.findall(reply)]
    if lines and lines[-1]:
        return lines[-1]
    return gsm8k_final_answer(reply)
