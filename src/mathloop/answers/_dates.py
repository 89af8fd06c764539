"""A date written day-first against one written month-first: ``20 June`` is ``June 20``.

Both sides must read as a calendar date with the month named in words (``June 20``,
``Jun. 20th``, ``the 20th of June``, ``20 June 2024``, ``June 20, 2024``) or as an ISO date
(``2024-06-20``); then both are written ``June 20`` (``June 20 2024`` with a year) and
compare as text. A purely numeric date such as ``6/20`` is a fraction and is never read as a
date. A day the month does not have (``June 31``) is not a date. A year on the candidate
alone is extra detail and is dropped; a year the gold names must be the candidate's too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mathloop.answers.normalize import unwrap_text_commands

__all__ = ["on_one_calendar"]

_MONTHS = (
    *("January", "February", "March", "April", "May", "June"),
    *("July", "August", "September", "October", "November", "December"),
)
_DAYS_IN_MONTH = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_MONTH_NUMBER = {name.lower(): index for index, name in enumerate(_MONTHS, start=1)}
_MONTH_NUMBER.update({name[:3].lower(): index for index, name in enumerate(_MONTHS, start=1)})
_MONTH_NUMBER["sept"] = 9

_MONTH = r"(?P<month>[A-Za-z]{3,9})\.?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?:,?\s+(?P<year>\d{4}))?"
_DATE_RES = (
    re.compile(rf"{_MONTH}\s+{_DAY}{_YEAR}", re.IGNORECASE),
    re.compile(rf"(?:the\s+)?{_DAY}\s+(?:of\s+)?{_MONTH}{_YEAR}", re.IGNORECASE),
)
_ISO_RE = re.compile(r"(?P<year>\d{4})-(?P<month>\d{2})-(?P<day>\d{2})")


@dataclass(frozen=True)
class _Date:
    month: int
    day: int
    year: int | None

    def written(self, *, with_year: bool) -> str:
        text = f"{_MONTHS[self.month - 1]} {self.day}"
        return f"{text} {self.year}" if with_year and self.year is not None else text


def on_one_calendar(gold: str, candidate: str) -> tuple[str, str]:
    """``gold`` and ``candidate`` both written ``June 20`` where both read as dates
    (:func:`read_date`); unchanged otherwise."""
    gold_date, candidate_date = read_date(gold), read_date(candidate)
    if gold_date is None or candidate_date is None:
        return gold, candidate
    with_year = gold_date.year is not None
    return gold_date.written(with_year=with_year), candidate_date.written(with_year=with_year)


def read_date(text: str) -> _Date | None:
    """The date ``text`` is, whole (a sentence around it is read before), or None."""
    plain = unwrap_text_commands(text.replace("\\!", "").replace("\\ ", " ")).strip().strip("$")
    plain = plain.strip().rstrip(".").strip()
    iso = _ISO_RE.fullmatch(plain)
    if iso is not None:
        return _valid(int(iso["month"]), int(iso["day"]), int(iso["year"]))
    for pattern in _DATE_RES:
        match = pattern.fullmatch(plain)
        if match is None:
            continue
        month = _MONTH_NUMBER.get(match["month"].lower())
        if month is not None:
            year = match["year"]
            return _valid(month, int(match["day"]), None if year is None else int(year))
    return None


def _valid(month: int, day: int, year: int | None) -> _Date | None:
    if not 1 <= month <= 12 or not 1 <= day <= _DAYS_IN_MONTH[month - 1]:
        return None
    if month == 2 and day == 29 and year is not None and not _leap(year):
        return None
    return _Date(month, day, year)


def _leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
