"""Hedged replies: several boxed answers, or one answer "or" another.

A reply that boxes more than one distinct answer (``\\boxed{41} or \\boxed{42}``), or that
follows its box with an alternative (``\\boxed{42}, or possibly 43``), has not committed to an
answer. :func:`reply_answers` reports every boxed answer so that the verifier can require
each of them to be right; :func:`or_as_list` turns a written ``X or Y`` into the list ``X, Y``,
which equals a gold only when the gold lists the same values (``2 or 3`` listing both
solutions), never a single gold value. A gold may itself list accepted alternatives
(:func:`accepted_alternatives`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mathloop.answers._compare import Decision
from mathloop.answers.normalize import NormalizedPair

__all__ = [
    "MAX_ANSWERS",
    "ReplyAnswers",
    "accepted_alternatives",
    "boxed_contents",
    "hedged_decision",
    "or_as_list",
    "reply_answers",
]

# More distinct boxed answers than this is a hedge whatever they hold.
MAX_ANSWERS = 8
_BOX_RE = re.compile(r"\\(?:boxed|fbox|framebox)(?![A-Za-z])")
_BARE_BOX_RE = re.compile(r"\s+([^\s$]+)")
# What follows the last box: ", or possibly 43", " (or 43)", "; alternatively 43".
_TAIL_HEDGE_RE = re.compile(
    r"^[\s$.,;:)\]\\(]*(?:\\text\s*\{\s*)?(?:or|alternatively)\b.*\S", re.I | re.DOTALL
)
# What comes right before the first box: "43 or $\boxed{42}$".
_HEAD_HEDGE_RE = re.compile(r"\bor\s*(?:\\[(\[]|\$)*\s*$", re.I)
# Not ``\text{ or }``, which normalization already reads as a list separator.
_OR_RE = re.compile(r"(?<=[^\s{]),?\s+or\s+(?=[^\s}])", re.I)
# "42 (or 43)": an alternative in parentheses.
_PAREN_OR_RE = re.compile(r"(?<!\s)\s*\(\s*or\s+([^()]*)\)", re.I)
_EITHER_RE = re.compile(r"^(\s*(?:\\text\s*\{\s*)?)either\s+", re.I)
_ALTERNATIVES = re.compile(
    r"^\s*(?P<first>\S+)\s+or\s+(?P<second>\S+)\s*\((?:both|either) (?:were|was) accepted\)\s*$"
)


@dataclass(frozen=True)
class ReplyAnswers:
    """The answers a reply commits to; ``hedge`` says why it committed to none."""

    answers: tuple[str, ...]
    hedge: str = ""


def reply_answers(reply: str) -> ReplyAnswers:
    """Every distinct boxed answer of ``reply`` (the whole reply when it has no box)."""
    boxes = _boxes(reply)
    if not boxes:
        return ReplyAnswers((reply,))
    head, tail = reply[: boxes[0].start], reply[boxes[-1].end :]
    hedge = ""
    if _TAIL_HEDGE_RE.match(tail) or _HEAD_HEDGE_RE.search(head):
        hedge = "an alternative is offered next to the boxed answer"
    distinct = tuple(dict.fromkeys(box.content.strip() for box in boxes))
    if len(distinct) > MAX_ANSWERS:
        hedge = hedge or f"the reply boxes {len(distinct)} different answers"
    return ReplyAnswers(distinct, hedge)


def boxed_contents(text: str) -> list[str]:
    """The contents of the outermost boxes, in order; none when a box is unbalanced
    (the caller then reads the reply as before, by its last box)."""
    return [box.content for box in _boxes(text)]


@dataclass(frozen=True)
class _Box:
    content: str
    start: int
    end: int


def _boxes(text: str) -> list[_Box]:
    boxes: list[_Box] = []
    position = 0
    while (match := _BOX_RE.search(text, position)) is not None:
        box = _box_at(text, match.start(), match.end())
        if box is None:
            return []
        boxes.append(box)
        position = box.end
    return boxes


def _box_at(text: str, command_start: int, start: int) -> _Box | None:
    """The box whose command spans ``command_start:start``; ``None`` when it is unbalanced."""
    if text.startswith("{", start):
        depth = 0
        for index in range(start, len(text)):
            depth += {"{": 1, "}": -1}.get(text[index], 0)
            if depth == 0:
                return _Box(text[start + 1 : index], command_start, index + 1)
        return None
    bare = _BARE_BOX_RE.match(text, start)
    return _Box(bare.group(1), command_start, bare.end()) if bare else None


def or_as_list(text: str) -> str:
    """``3 or 5``, ``3 (or 5)`` and ``either x = 3 or x = 5`` as the lists ``3, 5`` and
    ``x = 3, x = 5``."""
    if not (_OR_RE.search(text) or _PAREN_OR_RE.search(text)):
        return text
    text = _PAREN_OR_RE.sub(r", \1", _EITHER_RE.sub(r"\1", text))
    return _OR_RE.sub(", ", text)


def accepted_alternatives(gold: str) -> list[str]:
    """Golds that list several accepted answers, like AIME 2022-II-8's
    ``080 or 081 (both were accepted)``, split into their alternatives."""
    match = _ALTERNATIVES.match(gold)
    return [match["first"], match["second"]] if match else [gold]


def hedged_decision(
    results: list[tuple[Decision, NormalizedPair]], count: int
) -> tuple[Decision, NormalizedPair]:
    """Of several boxed answers one is not the gold (or cannot be told apart from it)."""
    decision, pair = next(
        ((d, p) for d, p in results if d.equal is False),
        next((d, p) for d, p in results if not d.equal),
    )
    reason = f"hedged: {count} different boxed answers, {pair.candidate!r} is not the gold"
    if decision.equal is None:
        reason = f"{count} different boxed answers, {pair.candidate!r} undecided: {decision.reason}"
    return Decision(decision.equal, decision.decided_by, reason), pair
