"""The answer inside a sentence: ``The final answer is 42.``, ``x = 5 is the solution``.

Models write such sentences, and programs print them after ``RESULT:``. Only a closed list of
phrasings is read (the answer / result / solution / value (of …) / total / sum / product
*is* …, *Answer:* …, … *is the answer*, Minerva's ``Final Answer: The final answer is 42.
I hope it is correct.``); any other prose stays as it is and will not equal a gold answer.
A negated sentence (``The answer is not 42``) is never read as an answer.
"""

from __future__ import annotations

import re

__all__ = ["strip_sentence"]

_MAX_ROUNDS = 3
_LEAD = r"(?:(?:so|thus|therefore|hence|finally|overall)\s*,?\s*)?"
_NOUN = (
    r"(?:the\s+|my\s+|our\s+)?(?:final\s+|correct\s+|required\s+)?"
    r"(?:(?:answer|result|solution)(?:\s+(?:to|for|of)\s+(?:the|this)\s+(?:problem|question))?"
    # "the value of x", "the sum of the roots": a short qualifier without digits or "="
    r"|(?:value|total|sum|product)(?:\s+of\s+[^\d=$\\]{1,40}?)?)"
)
_VERB = r"(?::|=|(?:is\s+equal\s+to|is|equals|would\s+be|will\s+be)\b\s*:?)"
_PREFIX_RE = re.compile(rf"^{_LEAD}{_NOUN}\s*{_VERB}\s*(?P<answer>.+)$", re.IGNORECASE | re.DOTALL)
# The look-behinds keep a long run of spaces from being scanned once per position.
_SUFFIX_RE = re.compile(
    rf"^(?P<answer>.+?)(?<=\S)\s+(?:is|=)\s+{_NOUN}\s*\.?$", re.IGNORECASE | re.DOTALL
)
_HOPE_RE = re.compile(r"(?<!\s)\.?\s*I hope (?:it|this) is correct\s*[.!]?\s*$", re.IGNORECASE)
_NEGATION_RE = re.compile(r"^(?:not|never|no longer)\b", re.IGNORECASE)
# One full stop; "5!" keeps its factorial sign.
_FULL_STOP_RE = re.compile(r"(?<!\.)\.\s*$")


def strip_sentence(text: str) -> str:
    """The answer named by a sentence around it, or ``text`` unchanged."""
    answer = text.strip()
    for _ in range(_MAX_ROUNDS):
        match = _PREFIX_RE.match(_HOPE_RE.sub("", answer)) or _SUFFIX_RE.match(answer)
        if match is None:
            break
        answer = match["answer"].strip()
    if answer == text.strip():
        return text
    if _NEGATION_RE.match(answer) or not answer:
        return text
    return _FULL_STOP_RE.sub("", answer).strip()
