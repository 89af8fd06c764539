"""Reading labelled replies (``DECISION: STOP``) and showing programs and lists in prompts.

Models decorate labels (``**DECISION:**``, ``### Verdict -``); the patterns tolerate that
decoration but nothing else, so a reply that never states the label stays unparsed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .python_attempt import clip_text
from .records import AttemptRecord

__all__ = [
    "NO_CODE",
    "interpreter_output",
    "labelled_choice",
    "labelled_text",
    "numbered",
    "program_code",
    "program_output",
    "prose",
]

NO_CODE = "# (no fenced Python code block was found in the reply)"

_DECOR = r"[\s*#>_`-]*"
_FENCED = re.compile(r"`{3}.*?(?:`{3}|\Z)", re.S)


def labelled_choice(text: str, label: str, choices: Sequence[str]) -> str | None:
    """The first ``LABEL: CHOICE`` in ``text`` (lower-cased choice), or ``None``."""
    options = "|".join(re.escape(choice) for choice in choices)
    pattern = rf"^{_DECOR}{re.escape(label)}[\s*_`]*:[\s*_`]*({options})\b"
    match = re.search(pattern, text, re.I | re.M)
    return match.group(1).lower() if match else None


def labelled_text(text: str, label: str, max_chars: int) -> str:
    """The text after ``LABEL:`` up to a code fence, another ``WORD:`` label or the end.

    Flattened to one paragraph and clipped; ``""`` when the label is absent.
    """
    end = rf"^\s*`{{3}}|^{_DECOR}(?-i:[A-Z][A-Z ]+):|\Z"
    pattern = rf"{re.escape(label)}[\s*_`]*:[\s*_`]*(?P<text>.*?)(?={end})"
    match = re.search(pattern, text, re.I | re.S | re.M)
    return _flat(match.group("text"), max_chars) if match else ""


def prose(text: str, max_chars: int) -> str:
    """The reply without its code blocks, flattened and clipped."""
    return _flat(_FENCED.sub(" ", text), max_chars)


def _flat(text: str, max_chars: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= max_chars else flat[: max_chars - 3].rstrip() + "..."


def numbered(items: Sequence[str], empty: str = "(none yet)") -> str:
    """``1. a`` / ``2. b`` lines, or ``empty``."""
    if not items:
        return empty
    return "\n".join(f"{number}. {item}" for number, item in enumerate(items, 1))


def program_code(attempt: AttemptRecord) -> str:
    """The program an attempt ran (or a marker when its reply held none)."""
    code = attempt.selection.code if attempt.selection is not None else None
    return code or NO_CODE


def program_output(attempt: AttemptRecord, max_chars: int) -> str:
    """What the interpreter printed: stdout, then stderr and the exit status when it failed."""
    execution = attempt.execution
    if execution is None:
        return attempt.feedback  # no code, or the safety gate refused it: say why
    lines = [clip_text(execution.stdout, max_chars) or "(no output)"]
    if execution.stderr.strip():
        lines += ["stderr:", clip_text(execution.stderr, max_chars)]
    if execution.timed_out:
        lines.append(f"the program was stopped at the time limit ({execution.duration_s:.1f} s)")
    elif execution.exit_code != 0:
        lines.append(f"exit code: {execution.exit_code}")
    return "\n".join(lines)


def interpreter_output(attempt: AttemptRecord, max_chars: int) -> str:
    """What running the program gave, as an interpreter would report it (IIPC's o_t =
    E(p_t)): its output, or a refusal or a missing program stated as the error it is."""
    if attempt.execution is not None:
        return program_output(attempt, max_chars)
    selection = attempt.selection
    if selection is None or selection.code is None:
        return "Error: the reply held no fenced Python program, so nothing ran."
    refusals = selection.gate.summary() if selection.gate is not None else ""
    return "\n".join(["Error: the program was refused before it ran:", refusals]).rstrip()
