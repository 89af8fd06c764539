"""The ``NAME(ARG, KEY=VALUE, ...)`` syntax of composed methods, e.g. ``vote(pot, n=7)``."""

from __future__ import annotations

import json
import re
from typing import Any

from mathloop.errors import ConfigError

__all__ = ["parse_method_call", "split_top_level"]

_CALL = re.compile(r"^\s*(?P<name>[A-Za-z_]\w*)\s*\((?P<args>.*)\)\s*$", re.S)
_KEYWORD = re.compile(r"^\s*(?P<key>[A-Za-z_]\w*)\s*=(?P<value>.*)$", re.S)


def parse_method_call(text: str) -> tuple[str, dict[str, Any]]:
    """``"vote(pot, n=7)"`` → ``("vote", {"method": "pot", "n": 7})``; a plain name has none.

    The one positional argument is the inner method (itself possibly a call); keyword
    values are JSON when they parse (``7``, ``0.7``, ``true``) and strings otherwise.
    """
    match = _CALL.match(text)
    if match is None:
        return text.strip(), {}
    arguments: dict[str, Any] = {}
    for part in split_top_level(match["args"]):
        keyword = _KEYWORD.match(part)
        if keyword is None:
            if "method" in arguments:
                raise ConfigError(f"{text!r}: only one positional argument (the method) is allowed")
            arguments["method"] = part
        else:
            arguments[keyword["key"]] = _value(keyword["value"].strip())
    return match["name"], arguments


def split_top_level(text: str) -> list[str]:
    """Split at commas outside parentheses: ``"a, f(b, c)"`` → ``["a", "f(b, c)"]``."""
    parts: list[str] = []
    current: list[str] = []
    depth = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "," and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
    parts.append("".join(current))
    return [part.strip() for part in parts if part.strip()]


def _value(raw: str) -> Any:
    try:
        return json.loads(raw)
    except json.JSONDecodeError:
        return raw
