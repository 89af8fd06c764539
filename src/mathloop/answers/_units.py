"""Units written after a value, read before the value is compared.

``5 \\text{ cm}``, ``5 centimeters`` and ``5cm`` all carry the unit ``cm``; ``\\$18.90`` and
``18.90 dollars`` carry ``dollar``; ``4:30 p.m.`` carries ``pm``. :func:`split_units` takes a
recognized unit off every top-level item of an answer and reports it in one canonical
spelling, so that the caller can refuse a different unit (``5 cm`` for ``5 m``) while the
value is compared as before. Units are never converted: ``100 cm`` is not ``1 m``.

Words that are not in the table (``18 ways``, ``65 children tickets``) are not units here;
normalization drops them as before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mathloop.answers.normalize import split_top_level

__all__ = ["UnitSplit", "canonical_unit", "split_units", "unit_conflict"]

_SPELLINGS: dict[str, tuple[str, ...]] = {
    "mm": ("mm", "millimeter", "millimeters", "millimetre", "millimetres"),
    "cm": ("cm", "centimeter", "centimeters", "centimetre", "centimetres"),
    "m": ("m", "meter", "meters", "metre", "metres"),
    "km": ("km", "kilometer", "kilometers", "kilometre", "kilometres"),
    "in": ("in", "inch", "inches"),
    "ft": ("ft", "foot", "feet"),
    "yd": ("yd", "yard", "yards"),
    "mi": ("mi", "mile", "miles"),
    "acre": ("acre", "acres"),
    "ha": ("ha", "hectare", "hectares"),
    "mg": ("mg", "milligram", "milligrams"),
    "g": ("g", "gram", "grams", "gramme", "grammes"),
    "kg": ("kg", "kilogram", "kilograms", "kilo", "kilos"),
    "lb": ("lb", "lbs", "pound", "pounds"),
    "oz": ("oz", "ounce", "ounces"),
    "ton": ("ton", "tons"),
    "tonne": ("tonne", "tonnes"),
    "ml": ("ml", "milliliter", "milliliters", "millilitre", "millilitres"),
    "l": ("l", "liter", "liters", "litre", "litres"),
    "gal": ("gal", "gallon", "gallons"),
    "qt": ("qt", "quart", "quarts"),
    "pint": ("pint", "pints"),
    "cup": ("cup", "cups"),
    "s": ("s", "sec", "secs", "second", "seconds"),
    "min": ("min", "mins", "minute", "minutes"),
    "h": ("h", "hr", "hrs", "hour", "hours"),
    "day": ("day", "days"),
    "week": ("wk", "wks", "week", "weeks"),
    "month": ("month", "months"),
    "year": ("yr", "yrs", "year", "years"),
    "dollar": ("$", "dollar", "dollars", "usd"),
    "cent": ("¢", "cent", "cents"),
    "euro": ("€", "euro", "euros", "eur"),
    "deg": ("°", "deg", "degree", "degrees"),
    "rad": ("rad", "rads", "radian", "radians"),
    "degC": ("celsius", "°c"),
    "degF": ("fahrenheit", "°f"),
    "K": ("kelvin", "kelvins"),
    "am": ("am",),
    "pm": ("pm",),
}
_CANONICAL = {spelling: name for name, spellings in _SPELLINGS.items() for spelling in spellings}
# Whole phrases that name a compound unit in one word.
_COMPOUNDS = {"mph": "mi/h", "kph": "km/h", "kmh": "km/h", "mpg": "mi/gal", "cc": "cm^3"}
_POWER_WORDS = {"square": 2, "sq": 2, "cubic": 3, "cu": 3}
_POWER_AFTER = {"squared": 2, "cubed": 3}
_TEMPERATURES = frozenset({"degC", "degF", "K"})

_TEXT_CMD = r"\\(?:text|mbox|mathrm|textrm|textnormal|textit|textbf|operatorname)"
_TEXT_RE = re.compile(_TEXT_CMD + r"\s*\{([^{}]*)\}")
# A unit in a text command at the end: ``5\text{ cm}``, ``864 \mbox{ inches}^2``.
_TEXT_UNIT_END_RE = re.compile(
    rf"^(?P<value>.*\S)\s*{_TEXT_CMD}\s*\{{(?P<unit>[^{{}}]*)\}}(?P<power>\s*\^\s*\{{?\s*[23]\s*\}}?)?$",
    re.DOTALL,
)
_SPACING_RE = re.compile(r"\\[,;:! ]|\\q?quad(?![A-Za-z])|~")
_DEGREE_RE = re.compile(r"\^\s*\{?\s*\\circ\s*\}?|\\circ(?![A-Za-z])|\\degree(?![A-Za-z])|°")
# Feet and inches as primes after a number: ``6'``, ``12''``, ``12"``, ``6^\prime``.
_INCH_MARK_RE = re.compile(r"(?<=\d)\s*(?:''|\"|\^\s*\{?\s*\\prime\s*\\prime\s*\}?)$")
_FOOT_MARK_RE = re.compile(r"(?<=\d)\s*(?:'|\^\s*\{?\s*\\prime\s*\}?)$")
# A whole hour: ``10:00 a.m.`` is ``10 a.m.``.
_WHOLE_HOUR_RE = re.compile(r"^(\s*\d{1,2}):00(\s*)$")
_CENT_RE = re.compile(r"\\(?:text)?cent(?![A-Za-z])|¢")
_TRIG_RE = re.compile(r"\\(?:sin|cos|tan|cot|sec|csc)(?![A-Za-z])|(?:sin|cos|tan|cot|sec|csc)\s*\(")
_CURRENCY_RE = re.compile(r"^(?P<sign>[-+]?)\s*(?P<symbol>\\\$|\$|€|usd\s*)\s*(?=[\d.])", re.I)
_UNIT_CHARS = r"[A-Za-z°¢€$][A-Za-z°¢€$./\s]*?(?:\s*\^\s*\{?\s*[23]\s*\}?|[²³])?"
# A unit after a value that ends in a digit or a bracket, separated by a space.
_SPACED_UNIT_RE = re.compile(rf"^(?P<value>.*[\d)}}\]])\s+(?P<unit>{_UNIT_CHARS})\.?$", re.DOTALL)
_PLAIN_NUMBER_RE = re.compile(r"[-+]?(?:\d[\d,]*(?:\.\d*)?|\.\d+)(?::\d{2}){0,2}")
# A unit written against a plain number: ``5cm``, ``4:30pm``, ``90°``.
_ATTACHED_UNIT_RE = re.compile(
    rf"^(?P<value>{_PLAIN_NUMBER_RE.pattern})(?P<unit>{_UNIT_CHARS})\.?$"
)


@dataclass(frozen=True)
class UnitSplit:
    """An answer with its recognized units taken off; ``units`` holds canonical names."""

    value: str
    units: frozenset[str]


def split_units(text: str) -> UnitSplit:
    """Take a recognized unit off each top-level item of ``text`` (``3 cm, 4 cm``); a whole
    hour ``10:00`` becomes ``10``, so ``10 a.m.`` and ``10:00 AM`` agree."""
    items = split_top_level(text, ",")
    units: set[str] = set()
    values: list[str] = []
    for item in items:
        value, unit = _split_item(item)
        values.append(value)
        if unit is not None:
            units.add(unit)
    joined = ",".join(_WHOLE_HOUR_RE.sub(r"\1\2", value) for value in values)
    return UnitSplit(joined, frozenset(units))


def unit_conflict(gold: frozenset[str], candidate: frozenset[str]) -> str | None:
    """Why the two sides' units differ, or ``None``; a unit on one side only is no conflict."""
    if not gold or not candidate or gold == candidate:
        return None
    return f"different units: {', '.join(sorted(gold))} vs {', '.join(sorted(candidate))}"


def _split_item(item: str) -> tuple[str, str | None]:
    """``(value, unit)`` for one item; the item unchanged and ``None`` without a known unit."""
    core = item.strip()
    lead = item[: len(item) - len(item.lstrip())]
    split = _text_unit(core) or _plain_unit(core)
    if split is None:
        return item, None
    value, unit = split
    return lead + value, unit


def _text_unit(core: str) -> tuple[str, str] | None:
    match = _TEXT_UNIT_END_RE.match(core.removesuffix("$").rstrip())
    if not match or not re.search(r"[\d})\]]\s*$", _SPACING_RE.sub(" ", match["value"])):
        return None
    unit = canonical_unit(match["unit"] + _power_suffix(match["power"]))
    return (match["value"].removeprefix("$"), unit) if unit else None


def _power_suffix(power: str | None) -> str:
    return f"^{re.sub(r'[^23]', '', power)}" if power else ""


def _plain_unit(core: str) -> tuple[str, str] | None:
    """A unit in plain text, as programs print it, or a currency sign before the value."""
    text = _plain(core)
    if "°" in text and _TRIG_RE.search(text):
        return None  # degrees inside cos 13° are part of the value (normalize converts them)
    currency = _CURRENCY_RE.match(text)
    if currency is None:
        return _suffix_unit(text)
    value, unit = text[currency.end() :], "euro" if currency["symbol"] == "€" else "dollar"
    suffix = _suffix_unit(value)
    if suffix is not None:
        # "$5 cents" names two units: it agrees with neither a dollar nor a cent gold.
        value, other = suffix
        unit = unit if other == unit else f"{unit}+{other}"
    return currency["sign"] + value, unit


def _suffix_unit(text: str) -> tuple[str, str] | None:
    spaced = _SPACED_UNIT_RE.match(text)
    match = spaced or _ATTACHED_UNIT_RE.match(text)
    if not match:
        return None
    unit = canonical_unit(match["unit"])
    if unit is None or (_one_letter(match["unit"]) and not _lone_letter_allowed(match, spaced)):
        return None
    return match["value"], unit


def _one_letter(unit: str) -> bool:
    letters = re.sub(r"\^.*|[²³]", "", unit).strip().rstrip(".")
    return len(letters) == 1 and letters.isascii() and letters.isalpha()


def _lone_letter_allowed(match: re.Match[str], spaced: re.Match[str] | None) -> bool:
    """``5 m`` is five metres, but ``5m`` or ``x + 5 m`` may be a product with a variable."""
    return spaced is not None and bool(_PLAIN_NUMBER_RE.fullmatch(match["value"]))


def _plain(core: str) -> str:
    """Math delimiters, text commands and spacing off; degree and cent signs as symbols.
    An unpaired ``$`` is a dollar sign (``RESULT: $18.90``), paired ones delimit math."""
    text = core.replace("\\(", "").replace("\\)", "")
    if text.count("$") - text.count("\\$") != 1:
        text = re.sub(r"(?<!\\)\$", "", text)
    text = _TEXT_RE.sub(lambda m: f" {m.group(1)} ", text)
    text = _CENT_RE.sub(" ¢", _DEGREE_RE.sub(" °", _SPACING_RE.sub(" ", text)))
    text = _FOOT_MARK_RE.sub(" ft", _INCH_MARK_RE.sub(" in", text.strip()))
    return re.sub(r"\s+", " ", text).strip()


def canonical_unit(phrase: str) -> str | None:
    """One spelling for a unit phrase (``square inches`` and ``in^2`` are ``in^2``,
    ``miles per hour`` is ``mi/h``); ``None`` when any part of it is not a known unit."""
    text = phrase.strip().lower().replace("²", "^2").replace("³", "^3")
    text = re.sub(r"\^\s*\{?\s*([23])\s*\}?", r"^\1", text)
    text = re.sub(r"\b([ap])\.\s*m\b\.?", r"\1m", text).replace(".", " ")
    text = re.sub(r"°\s*([cf])\b", r"°\1", text.replace("~", " ")).strip()
    if not text:
        return None
    if text in _COMPOUNDS:
        return _COMPOUNDS[text]
    sides = re.split(r"\s*/\s*|\s+per\s+", text)
    if len(sides) > 2:
        return None
    names = [_simple_unit(side) for side in sides]
    if None in names:
        return None
    return "/".join(name for name in names if name is not None)


def _simple_unit(phrase: str) -> str | None:
    """One unit with an optional power: ``cm``, ``square feet``, ``m^3``, ``meters squared``."""
    words = phrase.split()
    power = 1
    if words and words[0] in _POWER_WORDS:
        power = _POWER_WORDS[words.pop(0)]
    if words and words[-1] in _POWER_AFTER:
        power = _POWER_AFTER[words.pop()]
    if len(words) == 2 and _CANONICAL.get(words[0]) == "deg":
        words = [f"°{words[1][0]}"] if words[1] in ("celsius", "fahrenheit") else words
    if len(words) != 1:
        return None
    word, _, exponent = words[0].partition("^")
    name = _CANONICAL.get(word) or _COMPOUNDS.get(word)
    if name is None or (exponent and power != 1):
        return None
    power = int(exponent) if exponent else power
    if power != 1 and (name in _TEMPERATURES or "/" in name):
        return None
    return name if power == 1 else f"{name}^{power}"
