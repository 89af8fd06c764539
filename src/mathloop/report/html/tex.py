"""Math in the HTML report: which text is TeX, decided here and typeset by KaTeX in the page.

The text stays escaped (:func:`~.escape.esc`); a math span becomes
``<span class="tex">$\\frac{1}{2}$</span>`` holding its source, delimiters included, and
``assets/math.js`` hands each span's text to ``katex.render`` (``throwOnError: false``). So
a page without JavaScript still shows the LaTeX, and nothing outside a span is ever typeset.

Spans are found in Python rather than by KaTeX's auto-render, because the dollar sign is
also money: GSM8K's "$2 per egg … makes $18" is not math. The rule for ``$…$`` is pandoc's:
the opening ``$`` is followed by a non-space, the closing one follows a non-space and is not
followed by a digit. ``$$…$$``, ``\\(…\\)`` and ``\\[…\\]`` are always math. In a model's
reply, fenced and inline code is cut out first and shown verbatim in ``<code>``.
"""

from __future__ import annotations

import re

from .escape import esc

__all__ = ["MATH_MARK", "answer_html", "prose_html", "whole_tex"]

MATH_MARK = '<span class="tex'
"""Present in a page's markup exactly when it holds math: escaped text cannot contain it."""

_MATH = re.compile(
    r"""
      (?P<d1>\$\$.+?\$\$)
    | (?P<d2>\\\[.+?\\\])
    | (?P<i1>\\\(.+?\\\))
    | (?P<i2>(?<![\\$])\$[^\s$](?:(?:[^$\n]|\n(?![ \t]*\n))*?[^\s\\$])?\$(?!\d))
    """,
    re.DOTALL | re.VERBOSE,
)
# Code fences, inline code, and the Asymptote figures of MATH statements (their labels
# hold "$A$", which belongs to the figure's source, not to the text).
_CODE = re.compile(
    r"```.*?(?:```|\Z)|~~~.*?(?:~~~|\Z)|`[^`\n]+`|\[asy\].*?(?:\[/asy\]|\Z)", re.DOTALL
)
# An answer is typeset whole when it holds a command, a power, a braced subscript or a
# one-letter one, or escaped braces (``\sqrt{2}``, ``2^{10}``, ``x_1``, ``\{1,2\}``); "18",
# "2 apples" or "snake__case" stay plain text.
_TEX_MARK = re.compile(r"\\[A-Za-z{}]|\^|_\{|\b[A-Za-z]_[A-Za-z0-9]\b")


def _math_html(text: str) -> str:
    parts: list[str] = []
    position = 0
    for match in _MATH.finditer(text):
        parts.append(esc(text[position : match.start()]))
        kind = "tex tex-display" if match.lastgroup in ("d1", "d2") else "tex"
        strip = 1 if match.lastgroup == "i2" else 2
        parts.append(f'<span class="{kind}" data-strip="{strip}">{esc(match.group())}</span>')
        position = match.end()
    parts.append(esc(text[position:]))
    return "".join(parts)


def prose_html(text: str) -> str:
    """Escaped text with its math marked for KaTeX and its code in ``<code>``, verbatim."""
    parts: list[str] = []
    position = 0
    for match in _CODE.finditer(text):
        parts.append(_math_html(text[position : match.start()]))
        parts.append(f"<code>{esc(match.group())}</code>")
        position = match.end()
    parts.append(_math_html(text[position:]))
    return "".join(parts)


def whole_tex(answer: str | None) -> bool:
    """Whether an answer is bare TeX to typeset as a whole (no delimiters of its own)."""
    if not answer or _MATH.search(answer):
        return False
    return _TEX_MARK.search(answer) is not None


def answer_html(answer: object) -> str:
    """An answer (gold or submitted): bare TeX typeset whole, delimited math as in prose."""
    text = "" if answer is None else str(answer)
    if whole_tex(text):
        return f'<span class="tex" data-strip="0">{esc(text)}</span>'
    return _math_html(text)
