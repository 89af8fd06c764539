"""From the text of a program to its syntax tree, or to the one violation that stops it.

Every input gets an answer: too large, a coding declaration that would make the interpreter
read different code, null bytes, lone surrogates, and nesting that Python's own parser gives
up on (``RecursionError``, ``MemoryError``) are violations, never exceptions.
"""

from __future__ import annotations

import ast
import codecs
import re
import threading
from typing import TYPE_CHECKING

from mathloop.sandbox.types import Violation

if TYPE_CHECKING:
    from mathloop.sandbox._rules import Policy

__all__ = ["parse_source"]

# PEP 263: a comment on line 1 or 2 naming the file's encoding.
_CODING_RE = re.compile(r"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)")
_MAX_DETAIL = 200
# Declared encodings the gate decodes (in linear time) to compare; any other is refused
# unread: ``# coding: punycode`` on 200,000 characters kept a decode busy for ~50 s of CPU.
_DECODABLE = frozenset({"utf-8", "utf-8-sig", "ascii", "iso8859-1"})
# CPython 3.11 keeps the AST builder's recursion counter per interpreter, not per thread: two
# threads parsing at once corrupt it (SystemError "AST constructor recursion depth mismatch",
# or a false RecursionError). Parsing holds the GIL anyway, so the lock costs nothing.
_PARSE_LOCK = threading.Lock()


def parse_source(code: str, policy: Policy) -> ast.Module | Violation:
    """The syntax tree of ``code``, or why the gate refuses it before looking inside."""
    if len(code) > policy.max_code_chars:
        detail = f"{len(code)} characters (limit {policy.max_code_chars})"
        return Violation(rule="code_too_large", detail=detail)
    declared = _declared_encoding_problem(code)
    if declared is not None:
        return Violation(rule="encoding_declaration", detail=declared, line=1)
    try:
        with _PARSE_LOCK:
            return ast.parse(code)
    except SyntaxError as exc:
        return Violation(rule="syntax_error", detail=_short(exc.msg), line=exc.lineno)
    except (RecursionError, MemoryError) as exc:
        detail = f"Python's parser gives up on nesting this deep ({type(exc).__name__})"
        return Violation(rule="nesting_too_deep", detail=detail)
    except (ValueError, SystemError) as exc:  # null bytes, lone surrogates; a parser fault
        return Violation(rule="syntax_error", detail=_short(str(exc) or type(exc).__name__))


def _declared_encoding_problem(code: str) -> str | None:
    """Why a coding declaration would make the interpreter read other code than ``code``.

    The gate checks this text, the warm executor compiles this text, but the cold executor
    writes it as UTF-8 and Python decodes the file as its declaration says: under
    ``# coding: utf-7`` a comment ``# +AAo-import os`` is a newline and an import. A
    declaration is accepted only when decoding by it gives back exactly this text.
    """
    for name in _declared_encodings(code):
        try:
            codec = codecs.lookup(name)
        except LookupError:
            return f"unknown encoding {name!r} in the coding declaration"
        if codec.name == "utf-8":
            continue
        if codec.name not in _DECODABLE:
            allowed = ", ".join(sorted(_DECODABLE))
            return f"the coding declaration {name!r} is not one the gate reads ({allowed})"
        try:
            decoded: str | None = code.encode("utf-8", "surrogatepass").decode(codec.name)
        except (UnicodeError, LookupError):  # LookupError: not a text encoding (rot13)
            decoded = None
        if decoded != code:
            return f"the coding declaration {name!r} would make Python read different code"
    return None


def _declared_encodings(code: str) -> set[str]:
    # Python splits lines at "\n" when it looks for the declaration; other readers also
    # at "\r", so both readings are checked.
    lines = code.split("\n", 2)[:2] + re.split(r"\r\n?|\n", code, maxsplit=2)[:2]
    return {match[1] for match in map(_CODING_RE.match, lines) if match}


def _short(text: str) -> str:
    return text if len(text) <= _MAX_DETAIL else text[: _MAX_DETAIL - 1] + "…"
