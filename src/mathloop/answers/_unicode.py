"""Unicode mathematics as the LaTeX the rest of the checker reads: ``¼``, ``√3``, ``π``.

Models and programs print these characters (``print("√3")``, SymPy's pretty printer, a
model that writes ``3¼``); each is rewritten to the LaTeX it stands for, so ``¼`` is
``\\frac{1}{4}``, ``3¼`` the mixed number ``3\\frac{1}{4}``, ``2√3`` is ``2\\sqrt{3}``,
``√(x+1)`` is ``\\sqrt{x+1}``, ``π`` is ``\\pi`` and ``x²`` is ``x^{2}``. Characters
outside the table are left alone (and will not equal a gold answer).
"""

from __future__ import annotations

import re

__all__ = ["unicode_as_latex"]

_VULGAR_FRACTIONS = {
    "½": (1, 2),
    "⅓": (1, 3),
    "⅔": (2, 3),
    "¼": (1, 4),
    "¾": (3, 4),
    "⅕": (1, 5),
    "⅖": (2, 5),
    "⅗": (3, 5),
    "⅘": (4, 5),
    "⅙": (1, 6),
    "⅚": (5, 6),
    "⅐": (1, 7),
    "⅛": (1, 8),
    "⅜": (3, 8),
    "⅝": (5, 8),
    "⅞": (7, 8),
    "⅑": (1, 9),
    "⅒": (1, 10),
}
_SYMBOLS = {
    # A space after a command keeps it apart from a letter that follows (``∞x``).
    "∞": "\\infty ",
    "×": "\\times ",
    "÷": "\\div ",
    "·": "\\cdot ",
    "⋅": "\\cdot ",
    "≠": "\\ne ",
    "⁄": "/",
    "∕": "/",
    "−": "-",
}
_GREEK = {"π": "pi", "θ": "theta", "α": "alpha", "β": "beta", "γ": "gamma", "φ": "phi"}
_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")
_SUPERSCRIPT_RE = re.compile("[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+")
_ROOTS = {"√": "", "∛": "[3]", "∜": "[4]"}
# What a radical sign covers: a number, a name, or a bracketed group.
_RADICAND_RE = re.compile(r"([√∛∜])\s*(\d+(?:\.\d+)?|[A-Za-z]\w*|\([^()]*\)|\{[^{}]*\})")
_VULGAR_RE = re.compile(f"(\\d?)\\s*([{''.join(_VULGAR_FRACTIONS)}])")
_GREEK_RE = re.compile(f"([{''.join(_GREEK)}])(?=([A-Za-z0-9]?))")


def unicode_as_latex(text: str) -> str:
    """``text`` with the unicode mathematics of the table above written in LaTeX."""
    if text.isascii():
        return text
    for char, latex in _SYMBOLS.items():
        text = text.replace(char, latex)
    text = _VULGAR_RE.sub(_vulgar, text)
    text = _RADICAND_RE.sub(_radical, text)
    text = _SUPERSCRIPT_RE.sub(lambda m: "^{" + m.group(0).translate(_SUPERSCRIPTS) + "}", text)
    return _GREEK_RE.sub(_greek, text)


def _vulgar(match: re.Match[str]) -> str:
    """``¼`` is ``\\frac{1}{4}``; ``3¼`` (or ``3 ¼``) the mixed number ``3\\frac{1}{4}``."""
    numerator, denominator = _VULGAR_FRACTIONS[match.group(2)]
    return f"{match.group(1)}\\frac{{{numerator}}}{{{denominator}}}"


def _radical(match: re.Match[str]) -> str:
    """``√3`` is ``\\sqrt{3}``, ``√(x+1)`` is ``\\sqrt{x+1}``, ``∛2`` is ``\\sqrt[3]{2}``."""
    radicand = match.group(2)
    if radicand[0] in "({":
        radicand = radicand[1:-1]
    return f"\\sqrt{_ROOTS[match.group(1)]}{{{radicand}}}"


def _greek(match: re.Match[str]) -> str:
    """``π`` is ``\\pi``; a letter right after it is a new factor (``πr`` is ``\\pi r``)."""
    name = "\\" + _GREEK[match.group(1)]
    return name + " " if match.group(2) else name
