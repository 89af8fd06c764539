"""A 24-hour time against one with a.m./p.m.: ``16:30`` is ``4:30 p.m.``."""

from __future__ import annotations

import re

from mathloop.answers.normalize import clock_time, unwrap_text_commands

__all__ = ["on_one_clock"]

_SPACE_RE = re.compile(r"\s+")
_TWELVE_HOUR_RE = re.compile(r"(\d{1,2}):(\d{2})(:\d{2})?([ap])m")
_TWENTY_FOUR_HOUR_RE = re.compile(r"(\d{1,2}):(\d{2})(:\d{2})?")


def on_one_clock(gold: str, candidate: str) -> tuple[str, str]:
    """``gold`` and ``candidate`` on the 24-hour clock where one is a 24-hour time and the
    other has a.m./p.m. (:func:`_on_one_clock`); unchanged otherwise."""
    clocks = tuple(_SPACE_RE.sub("", clock_time(_clock_text(text))) for text in (gold, candidate))
    converted = _on_one_clock(clocks[0], clocks[1])
    return converted if converted != clocks else (gold, candidate)


def _clock_text(text: str) -> str:
    return unwrap_text_commands(text.replace("\\!", "")).strip().strip("$")


def _on_one_clock(gold: str, candidate: str) -> tuple[str, str]:
    """A 24-hour time (``16:30``, ``00:15``: an hour no 12-hour clock shows) against one with
    a.m./p.m. (``4:30pm``): both on the 24-hour clock, so they compare. A time whose hour
    both clocks show (``4:30``) is left as it is."""
    for first, second, swap in ((gold, candidate, False), (candidate, gold, True)):
        twelve, plain = _TWELVE_HOUR_RE.fullmatch(first), _TWENTY_FOUR_HOUR_RE.fullmatch(second)
        if twelve is None or plain is None:
            continue
        hour = int(plain.group(1))
        if 1 <= hour <= 12 or hour > 23:
            continue
        twelve_hour = int(twelve.group(1)) % 12 + (12 if twelve.group(4) == "p" else 0)
        converted = f"{twelve_hour}:{twelve.group(2)}{twelve.group(3) or ''}"
        other = f"{hour}:{plain.group(2)}{plain.group(3) or ''}"
        return (other, converted) if swap else (converted, other)
    return gold, candidate
