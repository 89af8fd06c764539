"""Scientific notation as a plain decimal: ``3.2\\times10^{4}`` is ``3.2e4``.

Applied to normalized answers (no spaces), to the whole answer or to each top-level item of
a list, so ``3.2 \\times 10^{4}``, ``3.2 \\cdot 10^4``, ``3.2×10^4``, ``3.2x10^4`` and
``3.2*10**4`` all reach the plain-number comparison as the decimal ``3.2e4``, which equals
``32000``. A product inside a larger expression is left alone.
"""

from __future__ import annotations

import re

from mathloop.answers.normalize import split_top_level

__all__ = ["plain_scientific"]

# Beyond this the decimal is not computed in the caller's process (see ``_numbers``).
_MAX_EXPONENT = 400
_SCIENTIFIC_RE = re.compile(
    r"(?P<mantissa>[-+]?(?:\d+\.?\d*|\.\d+))"
    r"(?:\\times|\\cdot|×|·|\*|x)"
    r"10(?:\^|\*\*)(?:\{(?P<braced>[-+]?\d+)\}|\((?P<parens>[-+]?\d+)\)|(?P<bare>[-+]?\d+))"
)


def plain_scientific(text: str) -> str:
    """``text`` with each top-level item in scientific notation written as ``<m>e<n>``."""
    if "10" not in text:
        return text
    return ",".join(_item(item) for item in split_top_level(text, ","))


def _item(item: str) -> str:
    match = _SCIENTIFIC_RE.fullmatch(item)
    if match is None:
        return item
    exponent = match["braced"] or match["parens"] or match["bare"]
    if abs(int(exponent)) > _MAX_EXPONENT:
        return item
    return f"{match['mantissa']}e{int(exponent)}"
