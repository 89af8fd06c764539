"""Escaping for the HTML report. Model output and dataset text are untrusted, always.

Every string that reaches a page goes through :func:`esc` (text and attribute values) or
:func:`script_json` (data for the trace browser). Markup is only ever built here and in the
page modules from escaped pieces; nothing untrusted is inserted as markup.
"""

from __future__ import annotations

import html
import json
from typing import Any

__all__ = ["esc", "render_value", "script_json"]

_MAX_DEPTH = 8


def esc(value: object) -> str:
    """Text safe inside an element or a quoted attribute value."""
    return html.escape("" if value is None else str(value), quote=True)


def script_json(data: Any) -> str:
    """JSON safe inside ``<script type="application/json">``.

    ``<``, ``>`` and ``&`` become ``\\u003c``, ``\\u003e`` and ``\\u0026`` so no string can
    close the script element (``</script>``) or open a comment; JSON.parse restores them.
    """
    text = json.dumps(data, ensure_ascii=False, default=str)
    for raw, escaped in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026")):
        text = text.replace(raw, escaped)
    return text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def render_value(value: Any, depth: int = 0) -> str:
    """Any JSON value as escaped HTML: objects as definition lists, lists as numbered lists.

    Used for trace fields this report does not know (new method kinds, judge details), so
    they are shown rather than dropped.
    """
    if depth >= _MAX_DEPTH:
        return f'<pre class="raw">{esc(_raw_json(value))}</pre>'
    if value is None:
        return '<span class="none">—</span>'
    if isinstance(value, dict):
        items = "".join(
            f"<dt>{esc(key)}</dt><dd>{render_value(item, depth + 1)}</dd>"
            for key, item in value.items()
        )
        return f'<dl class="kv">{items}</dl>' if items else '<span class="none">{}</span>'
    if isinstance(value, list):
        items = "".join(f"<li>{render_value(item, depth + 1)}</li>" for item in value)
        return f'<ol class="items">{items}</ol>' if items else '<span class="none">[]</span>'
    text = str(value)
    if "\n" in text or len(text) > 100:
        return f'<pre class="text">{esc(text)}</pre>'
    return f'<span class="value">{esc(text)}</span>'


def _raw_json(value: Any) -> str:
    """``value`` as one JSON text; a structure too deep for the encoder is named, not shown."""
    try:
        return json.dumps(value, default=str)
    except (RecursionError, ValueError):  # ValueError: a circular reference
        return f"({type(value).__name__} nested too deeply to show)"
