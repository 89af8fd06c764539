"""The answer inside a sentence: ``The final answer is 42.``, ``x = 5 is the solution``.

Models write such sentences, and programs print them after ``RESULT:``. Only a closed list of
phrasings is read (the answer / result / solution / value (of …) / total / sum / product
*is* …, *Answer:* …, … *is the answer*, Minerva's ``Final Answer: The final answer is 42.
I hope it is correct.``); any other prose stays as it is and will not equal a gold answer.
A negated sentence (``The answer is not 42``) is never read as an answer.

A value followed by a clause that starts ``, with`` (``4 animals each day, with 0 animals
remaining``) is the value, where the gold is one value (:func:`drop_with_clause`).
"""

from __future__ import annotations

import re

__all__ = ["drop_with_clause", "strip_sentence"]

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


_WITH_CLAUSE_RE = re.compile(r"^(?P<answer>[^,]*\d[^,]*?),\s*with\s+(?P<clause>.+)$", re.DOTALL)
# A clause that offers another answer is a hedge, never detail to drop.
_ALTERNATIVE_RE = re.compile(
    r"\b(?:or|also|alternatively|another|other|possibl[ey]|answers?|solutions?)\b", re.IGNORECASE
)


def drop_with_clause(text: str) -> str:
    """``4 animals each day, with 0 animals remaining`` is ``4 animals each day``: the value
    before a first comma that a ``with`` clause follows, where the value has a digit and the
    clause offers no other answer (``, with 5 also possible`` stays as it is). Read only
    against a gold of one value (the caller's rule)."""
    match = _WITH_CLAUSE_RE.match(text.strip())
    if match is None or _ALTERNATIVE_RE.search(match["clause"]):
        return text
    return match["answer"].strip()
