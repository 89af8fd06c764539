"""Runner diagnostics: what the runner can tell from a program's code (issue 12).

mathloop's addition to the relay essay, whose feedback carries the exit code, stdout, stderr,
safety and parse status only. Two failures are silent there: a bare ``RESULT: x`` line is a
variable annotation to Python and prints nothing, and a model given the same feedback tends
to send the same program again (docs/relay.md). Each diagnostic states an operational fact
about the code (what Python did with a line; that the program was sent before), made from the
code and the earlier attempts' code only: never a judgment of the mathematics, never the
verifier's.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence

from .records import AttemptRecord

__all__ = ["repeated_program", "runner_diagnostics", "silent_lines"]

_LABELS = ("RESULT", "CONFIDENCE")
_SNIPPET_CHARS = 80


def runner_diagnostics(
    code: str | None, *, ran: bool, previous: Sequence[AttemptRecord]
) -> list[str]:
    """The diagnostics of one attempt's program; ``ran``: the program was executed."""
    if code is None:
        return []
    silent = silent_lines(code) if ran else []
    return [*silent, *repeated_program(code, previous)]


def silent_lines(code: str) -> list[str]:
    """Lines that look like a RESULT or CONFIDENCE print but make Python print nothing.

    ``RESULT: x`` at statement level is an annotation of a variable named RESULT (any case)
    with no value; a string statement that starts with ``RESULT:`` is evaluated and dropped.
    """
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return []
    notes: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign) and _is_bare_label_annotation(node):
            what = "a variable annotation, not a print"
        elif isinstance(node, ast.Expr) and _is_dropped_label_string(node):
            what = "a string that is evaluated and dropped, not printed"
        else:
            continue
        text = _snippet(code, node)
        notes.append((node.lineno, f"line {node.lineno}: `{text}` is {what}; it printed nothing"))
    return [note for _, note in sorted(notes)]


def repeated_program(code: str, previous: Sequence[AttemptRecord]) -> list[str]:
    """A note when ``code`` is the program an earlier attempt ran, whitespace aside.

    Compared line by line with trailing spaces and blank lines dropped (indentation is
    Python syntax, so it counts).
    """
    shape = _shape(code)
    same = [
        attempt.index
        for attempt in previous
        if attempt.selection is not None
        and attempt.selection.code is not None
        and _shape(attempt.selection.code) == shape
    ]
    if not same:
        return []
    if len(same) == 1:
        return [f"this program is identical to attempt {same[0]}'s program"]
    listed = ", ".join(str(index) for index in same[:-1]) + f" and {same[-1]}"
    return [f"this program is identical to the programs of attempts {listed}"]


def _is_bare_label_annotation(node: ast.AnnAssign) -> bool:
    return (
        node.value is None
        and isinstance(node.target, ast.Name)
        and node.target.id.upper() in _LABELS
    )


def _is_dropped_label_string(node: ast.Expr) -> bool:
    value = node.value
    if isinstance(value, ast.JoinedStr) and value.values:
        value = value.values[0]
    if not (isinstance(value, ast.Constant) and isinstance(value.value, str)):
        return False
    head = value.value.lstrip().upper()
    return any(head.startswith(f"{label}:") for label in _LABELS)


def _snippet(code: str, node: ast.stmt) -> str:
    segment = ast.get_source_segment(code, node) or ""
    first = segment.strip().splitlines()[0] if segment.strip() else ""
    if len(first) <= _SNIPPET_CHARS:
        return first
    return first[: _SNIPPET_CHARS - 3] + "..."


def _shape(code: str) -> str:
    return "\n".join(line.rstrip() for line in code.splitlines() if line.strip())
