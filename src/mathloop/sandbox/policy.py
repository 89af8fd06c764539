"""The static safety gate: named policies and the AST check that enforces them.

The gate is the first of two layers (the second is the isolated, resource-limited process in
``executor``). It is not a perfect security boundary; it keeps model-written code to
mathematics: no files, network, processes, environment, or Python internals. The rules and
policies live in :mod:`mathloop.sandbox._rules`; this module adds the check.
"""

from __future__ import annotations

from mathloop.sandbox._gate import GateVisitor
from mathloop.sandbox._rules import (
    BANNED_ATTRIBUTES,
    BANNED_IMPORT_ROOTS,
    BANNED_NAMES,
    DEFAULT_IMPORTS,
    DEFAULT_MAX_CODE_CHARS,
    DEFAULT_MAX_NESTING_DEPTH,
    POLICIES,
    STRICT_IMPORTS,
    Policy,
    get_policy,
)
from mathloop.sandbox._source import parse_source
from mathloop.sandbox.types import MAX_DETAIL_CHARS, MAX_REPORTED_VIOLATIONS, GateReport, Violation

__all__ = [
    "BANNED_ATTRIBUTES",
    "BANNED_IMPORT_ROOTS",
    "BANNED_NAMES",
    "DEFAULT_IMPORTS",
    "DEFAULT_MAX_CODE_CHARS",
    "DEFAULT_MAX_NESTING_DEPTH",
    "POLICIES",
    "STRICT_IMPORTS",
    "Policy",
    "check_code",
    "get_policy",
]


def check_code(code: str, policy: Policy) -> GateReport:
    """Parse ``code`` and report every construct ``policy`` refuses (nothing is executed).

    Always a report, never an exception: code that cannot be parsed (too large, too deeply
    nested, null bytes, a misleading coding declaration) is refused with one violation.
    """
    tree = parse_source(code, policy)
    if isinstance(tree, Violation):
        return GateReport(safe=False, violations=[tree])
    visitor = GateVisitor(policy)
    visitor.walk(tree)
    violations = sorted(visitor.violations, key=lambda v: (v.line or 0, v.rule, v.detail))
    shown = [_clipped(v) for v in violations[:MAX_REPORTED_VIOLATIONS]]
    omitted = len(violations) - len(shown)
    return GateReport(safe=not violations, violations=shown, omitted=omitted)


def _clipped(violation: Violation) -> Violation:
    detail = violation.detail
    if len(detail) <= MAX_DETAIL_CHARS:
        return violation
    kept = detail[:MAX_DETAIL_CHARS]
    return violation.model_copy(update={"detail": f"{kept}... ({len(detail)} characters)"})
