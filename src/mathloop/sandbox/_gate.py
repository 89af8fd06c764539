"""The AST walk behind ``check_code``: one check method per kind of construct (``_CHECKS``).

The walk keeps its own stack instead of recursing: a sum of 1,400 terms is a syntax tree
1,400 levels deep, which CPython compiles but which would overflow a recursive visitor.
"""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mathloop.sandbox._recursion import recursive_calls
from mathloop.sandbox._rules import INTROSPECTION_PREFIXES, STRING_EVALUATORS
from mathloop.sandbox.types import Violation

if TYPE_CHECKING:
    from mathloop.sandbox._rules import Policy

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# The kinds beside the list comprehension, refused only by ``forbid_all_comprehensions``.
_OTHER_COMPREHENSIONS: dict[type[ast.AST], str] = {
    ast.SetComp: "set comprehension",
    ast.DictComp: "dict comprehension",
    ast.GeneratorExp: "generator expression",
}
# Operators and load/store markers: leaves no rule looks at.
_MARKERS = (ast.expr_context, ast.operator, ast.boolop, ast.unaryop, ast.cmpop)
_POSTFIX = (ast.Attribute, ast.Call, ast.Subscript)
_CHAIN_PARENTS = (ast.BinOp, ast.If, ast.IfExp, *_POSTFIX)


class GateVisitor:
    """Collects every violation of one policy in one syntax tree."""

    def __init__(self, policy: Policy) -> None:
        self.policy = policy
        self.violations: list[Violation] = []
        self._string_pattern = _string_pattern(policy)

    def walk(self, tree: ast.AST) -> None:
        """Check every node, then the call graph; nesting past ``policy.max_nesting_depth`` is
        one violation."""
        stack: list[tuple[ast.AST, int]] = [(tree, 0)]
        too_deep = False
        while stack:
            node, depth = stack.pop()
            if depth > self.policy.max_nesting_depth and not too_deep:
                too_deep = True
                limit = self.policy.max_nesting_depth
                self._add("nesting_too_deep", f"more than {limit} levels of nesting", node)
            self._check(node)
            chains = isinstance(node, _CHAIN_PARENTS)
            for child in ast.iter_child_nodes(node):
                if not isinstance(child, _MARKERS):
                    flat = chains and continues_chain(node, child)
                    stack.append((child, depth if flat else depth + 1))
        # Code nested too deep is refused already, and its scopes could make the search slow.
        if self.policy.forbid_recursion and not too_deep:
            for line, detail in recursive_calls(tree):
                self.violations.append(Violation(rule="recursion", detail=detail, line=line))

    def _check(self, node: ast.AST) -> None:
        policy = self.policy
        if isinstance(node, ast.ListComp):
            if policy.forbid_list_comprehensions or policy.forbid_all_comprehensions:
                self._add("list_comprehension", "list comprehension", node)
        elif type(node) in _OTHER_COMPREHENSIONS and policy.forbid_all_comprehensions:
            self._add("comprehension", _OTHER_COMPREHENSIONS[type(node)], node)
        check = _CHECKS.get(type(node))
        if check is not None:
            check(self, node)

    def _add(self, rule: str, detail: str, node: ast.AST) -> None:
        self.violations.append(
            Violation(rule=rule, detail=detail, line=getattr(node, "lineno", None))
        )

    def _check_module(self, module: str, node: ast.AST) -> None:
        root, *inner = module.split(".")
        if root in self.policy.banned_import_roots:
            self._add("banned_import", module, node)
        elif root not in self.policy.allowed_imports:
            allowed = ", ".join(sorted(self.policy.allowed_imports))
            self._add("import_not_allowed", f"{module} (allowed: {allowed})", node)
        # ``import numpy.ctypeslib`` reaches a banned attribute as a submodule, and
        # ``numpy.lib._datasource`` a private one, as attribute access would.
        for part in inner:
            self._check_attribute_name(part, node)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._check_module(alias.name, node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level:
            self._add("import_not_allowed", "relative import", node)
        elif node.module is not None:
            self._check_module(node.module, node)
        # ``from numpy import load`` reaches a banned attribute without an attribute access,
        # ``from numpy.lib._datasource import _open`` a private one.
        for alias in node.names:
            if alias.name in self.policy.banned_names:
                self._add("banned_name", alias.name, node)
            else:
                self._check_attribute_name(alias.name, node)

    def visit_Name(self, node: ast.Name) -> None:
        # Any use counts, not only calls: ``f = open`` is as dangerous as ``open(...)``;
        # a string evaluator is refused as a bare name too (after ``from functools import *``).
        if node.id in self.policy.banned_names:
            self._add("banned_name", node.id, node)
        elif node.id in STRING_EVALUATORS:
            self._add("banned_name", f"{node.id} (evaluates strings as code)", node)

    def _check_attribute_name(self, name: str, node: ast.AST) -> bool:
        """The rules an attribute's name answers to, wherever the name is read: an access,
        an imported name, a submodule; whether one refused it."""
        if name in self.policy.banned_attributes:
            self._add("banned_attribute", name, node)
        elif name.startswith(INTROSPECTION_PREFIXES):
            detail = f"{name} (code, frame, generator and traceback internals)"
            self._add("banned_attribute", detail, node)
        elif _is_private(name):
            # Allowed modules' private parts (numpy._core..._ctypes, sympy.utilities.
            # _compilation) reach what their public names do not; no honest program needs them.
            self._add("private_attribute", name, node)
        else:
            return False
        return True

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if self._check_attribute_name(node.attr, node):
            return
        if node.attr == "format" and not _plain_format_literal(node.value):
            detail = "format on anything but a string literal without attribute or index fields"
            self._add("banned_attribute", detail, node)

    def visit_MatchClass(self, node: ast.MatchClass) -> None:
        # ``case object(__globals__=g)`` reads an attribute with no attribute in the tree.
        for name in node.kwd_attrs:
            if (
                name in self.policy.banned_attributes
                or name.startswith("__")
                or name.startswith(INTROSPECTION_PREFIXES)
            ):
                self._add("banned_attribute", f"{name} (in a class pattern)", node)

    def visit_Constant(self, node: ast.Constant) -> None:
        # Strings reach internals too: x["__builtins__"], "{0.__globals__}".format(f),
        # and sympify("__import__('os')") evaluates its argument.
        value = node.value
        if isinstance(value, bytes):  # b"__import__('os')".decode() reaches the same places
            value = value.decode("latin-1")
        if isinstance(value, str) and self._string_pattern is not None:
            match = self._string_pattern.search(value)
            if match is not None:
                self._add("banned_string", f"string mentions {match.group(0)!r}", node)


_CHECKS: dict[type[ast.AST], Callable[[GateVisitor, Any], None]] = {
    ast.Import: GateVisitor.visit_Import,
    ast.ImportFrom: GateVisitor.visit_ImportFrom,
    ast.Name: GateVisitor.visit_Name,
    ast.Attribute: GateVisitor.visit_Attribute,
    ast.Constant: GateVisitor.visit_Constant,
    ast.MatchClass: GateVisitor.visit_MatchClass,
}


def _is_private(name: str) -> bool:
    """``_name`` but not ``__dunder__``: a module's or class's private part."""
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _plain_format_literal(receiver: ast.expr) -> bool:
    """Whether ``receiver.format(...)`` formats a string literal whose fields name only
    positions or keywords (``"{:.2f}"``, ``"{0} {x}"``), never ``{0.attr}`` or ``{0[k]}``."""
    if not (isinstance(receiver, ast.Constant) and isinstance(receiver.value, str)):
        return False
    return _plain_fields(receiver.value, depth=0)


def _plain_fields(template: str, *, depth: int) -> bool:
    try:
        fields = list(string.Formatter().parse(template))
    except ValueError:
        return True  # Python refuses it at run time, before reading any attribute
    for _, name, spec, _ in fields:
        if name is not None and ("." in name or "[" in name):
            return False
        if spec and depth < 2 and not _plain_fields(spec, depth=depth + 1):
            return False
    return True


def continues_chain(parent: ast.AST, child: ast.AST) -> bool:
    """Whether ``child`` continues a chain that reads flat in source, so it nests no deeper.

    ``a + b + c`` (and the right-associative ``a ** b ** c``), ``a.b().c[0]``, ``elif`` and
    ``a if p else b if q else c`` are written without brackets or indentation.
    """
    if isinstance(parent, ast.BinOp) and isinstance(child, ast.BinOp):
        right_power = isinstance(parent.op, ast.Pow) and isinstance(child.op, ast.Pow)
        return child is parent.left or (child is parent.right and right_power)
    if isinstance(parent, _POSTFIX) and isinstance(child, _POSTFIX):
        return child is (parent.func if isinstance(parent, ast.Call) else parent.value)
    if isinstance(parent, ast.If) and isinstance(child, ast.If):
        return parent.orelse == [child]
    return isinstance(parent, ast.IfExp) and isinstance(child, ast.IfExp) and child is parent.orelse


def _string_pattern(policy: Policy) -> re.Pattern[str] | None:
    """Dunder names from the banned lists anywhere, and banned names written as a call."""
    dunders = {
        name
        for name in policy.banned_names | policy.banned_attributes
        if name.startswith("__") and _IDENTIFIER.fullmatch(name)
    }
    calls = {name for name in policy.banned_names if _IDENTIFIER.fullmatch(name)}
    parts = [re.escape(name) for name in sorted(dunders)]
    parts += [rf"\b{re.escape(name)}\(" for name in sorted(calls - dunders)]
    return re.compile("|".join(parts)) if parts else None
