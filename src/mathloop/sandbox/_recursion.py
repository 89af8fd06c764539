"""Recursion as a call graph: which of a program's own functions can reach themselves.

Each ``def`` (and each ``name = lambda …``) of the program is a node; a call is an edge when
Python's scoping rules say the called name means one of those functions. A function on a
cycle of that graph is recursive: ``f`` calling ``f``, ``f`` → ``g`` → ``f``, a method calling
``self.walk``, a nested function calling the function that defines it.

What resolves, as Python resolves it: a name through the enclosing function scopes, skipping
class bodies, to the module (a parameter, assignment or import of that name in between means
something else, and a name no scope defines is a builtin); ``self.m`` / ``cls.m`` to the
method ``m`` of the enclosing class or, failing that, of a base class the program defines;
``C.m`` to the method of a class ``C`` of the program; ``C(...)`` to ``C.__init__`` and
``C.__new__``. What does not: aliases (``g = f; g()``), functions passed as values,
``getattr``-style dispatch and ``super()``. The gate is a best effort; recursion it misses
runs into the executor's limits like any other deep computation.

Like the gate's walk, everything here keeps its own stack: a hostile program can define
thousands of functions in a chain.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Literal, NamedTuple

__all__ = ["RecursiveCall", "recursive_calls"]

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_CONSTRUCTORS = ("__init__", "__new__")
# A cycle through more functions is reported by its size, not spelled out (which would cost
# a search per function: quadratic in a hostile program's thousands of functions).
_MAX_SPELLED_CYCLE = 12


class RecursiveCall(NamedTuple):
    """One function on a cycle: its first call that leads back to it, and the cycle."""

    line: int
    detail: str


@dataclass(eq=False)
class _Function:
    name: str
    """Qualified without ``<locals>``: ``Tree.walk``, ``outer.inner``."""
    calls: list[tuple[int, _Function]] = field(default_factory=list)


@dataclass(eq=False)
class _Scope:
    kind: Literal["module", "function", "class", "comprehension"]
    parent: _Scope | None
    prefix: str
    functions: dict[str, list[_Function]] = field(default_factory=dict)
    classes: dict[str, list[_Scope]] = field(default_factory=dict)
    other_names: set[str] = field(default_factory=set)
    """Names bound here to anything but a function or class: parameters, assignments."""
    global_names: set[str] = field(default_factory=set)
    nonlocal_names: set[str] = field(default_factory=set)
    bases: list[ast.expr] = field(default_factory=list)
    """For a class: the base-class expressions, resolved only when ``self.m`` needs them."""

    def child(self, kind: Literal["function", "class", "comprehension"], name: str) -> _Scope:
        prefix = f"{self.prefix}{name}." if name else self.prefix
        return _Scope(kind=kind, parent=self, prefix=prefix)


class _PendingCall(NamedTuple):
    call: ast.Call
    scope: _Scope
    caller: _Function


def recursive_calls(tree: ast.AST) -> list[RecursiveCall]:
    """Every function of ``tree`` on a cycle of its call graph, in source order."""
    functions, pending = _collect(tree)
    for call, scope, caller in pending:
        for callee in _callees(call, scope):
            caller.calls.append((call.lineno, callee))
    found: list[RecursiveCall] = []
    for component in _cycles(functions):
        members = set(component)
        for function in component:
            calls = [(line, callee) for line, callee in function.calls if callee in members]
            line, callee = min(calls, key=lambda call: call[0])
            found.append(RecursiveCall(line, _describe(function, callee, members)))
    return sorted(found)


def _collect(tree: ast.AST) -> tuple[list[_Function], list[_PendingCall]]:
    """Walk once: every function and scope, every binding, every call inside a function."""
    module = _Scope(kind="module", parent=None, prefix="")
    functions: list[_Function] = []
    pending: list[_PendingCall] = []
    lambda_names: dict[ast.Lambda, str] = {}
    stack: list[tuple[ast.AST, _Scope, _Function | None]] = [(tree, module, None)]
    while stack:
        node, scope, owner = stack.pop()
        if isinstance(node, (*_FUNCTIONS, ast.Lambda)):
            name = node.name if isinstance(node, _FUNCTIONS) else lambda_names.get(node)
            inner = scope.child("function", name or "")
            # An anonymous lambda's calls are its definer's: it is called where it is written.
            runs_as = owner
            if name is not None:
                runs_as = _Function(name=scope.prefix + name)
                functions.append(runs_as)
                scope.functions.setdefault(name, []).append(runs_as)
            # Decorators and defaults run where the function is defined, not inside it.
            outer_parts = [*_defaults(node.args)]
            if isinstance(node, _FUNCTIONS):
                outer_parts += node.decorator_list
            stack += [(part, scope, owner) for part in outer_parts]
            stack += [(arg, inner, runs_as) for arg in _parameters(node.args)]
            body = node.body if isinstance(node, _FUNCTIONS) else [node.body]
            stack += [(statement, inner, runs_as) for statement in body]
            continue
        if isinstance(node, ast.ClassDef):
            inner = scope.child("class", node.name)
            inner.bases = list(node.bases)
            scope.classes.setdefault(node.name, []).append(inner)
            outer_parts = [*node.decorator_list, *node.bases, *(k.value for k in node.keywords)]
            stack += [(part, scope, owner) for part in outer_parts]
            stack += [(statement, inner, owner) for statement in node.body]
            continue
        if isinstance(node, _COMPREHENSIONS):
            scope = scope.child("comprehension", "")
        _bind(node, scope, lambda_names)
        if isinstance(node, ast.Call) and owner is not None:
            pending.append(_PendingCall(node, scope, owner))
        stack += [(child, scope, owner) for child in ast.iter_child_nodes(node)]
    return functions, pending


def _bind(node: ast.AST, scope: _Scope, lambda_names: dict[ast.Lambda, str]) -> None:
    """Record the names ``node`` binds in ``scope`` and the name a lambda is assigned to."""
    if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
        scope.other_names.add(node.id)
    elif isinstance(node, ast.arg):
        scope.other_names.add(node.arg)
    elif isinstance(node, (ast.Import, ast.ImportFrom)):
        for alias in node.names:
            scope.other_names.add(alias.asname or alias.name.split(".")[0])
    elif isinstance(node, (ast.ExceptHandler, ast.MatchAs, ast.MatchStar)) and node.name:
        scope.other_names.add(node.name)
    elif isinstance(node, ast.MatchMapping) and node.rest:
        scope.other_names.add(node.rest)
    elif isinstance(node, ast.Global):
        scope.global_names.update(node.names)
    elif isinstance(node, ast.Nonlocal):
        scope.nonlocal_names.update(node.names)
    elif isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Lambda):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if len(targets) == 1 and isinstance(targets[0], ast.Name):
            lambda_names[node.value] = targets[0].id


def _defaults(args: ast.arguments) -> list[ast.expr]:
    return [*args.defaults, *(default for default in args.kw_defaults if default is not None)]


def _parameters(args: ast.arguments) -> list[ast.arg]:
    every = [*args.posonlyargs, *args.args, args.vararg, *args.kwonlyargs, args.kwarg]
    return [arg for arg in every if arg is not None]


def _callees(call: ast.Call, scope: _Scope) -> list[_Function]:
    """The program's functions that ``call`` may call; empty for builtins and the unknown."""
    func = call.func
    if isinstance(func, ast.Name):
        found = _lookup(func.id, scope)
        if isinstance(found, list):
            return found
        if isinstance(found, _Scope):
            return [m for name in _CONSTRUCTORS for m in _methods(found, name)]
        return []
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        if func.value.id in ("self", "cls"):
            owner = _enclosing_class(scope)
            return _methods(owner, func.attr) if owner is not None else []
        found = _lookup(func.value.id, scope)
        if isinstance(found, _Scope):
            return _methods(found, func.attr)
    return []


def _lookup(name: str, scope: _Scope) -> list[_Function] | _Scope | None:
    """What ``name`` means in ``scope``: the program's functions of that name, its class, or
    ``None`` (a builtin, a parameter, a variable, an import)."""
    visible = _visible_scopes(name, scope)
    for candidate in visible:
        if name in candidate.functions:
            return candidate.functions[name]
        if name in candidate.classes:
            return candidate.classes[name][-1]
        if name in candidate.other_names:
            return None
    return None


def _visible_scopes(name: str, scope: _Scope) -> Iterator[_Scope]:
    """The scopes Python searches for ``name`` from ``scope``, innermost first."""
    current: _Scope | None = scope
    first = True
    while current is not None:
        if name in current.global_names:
            current = _module(current)
            yield current
            return
        # A class body's names are invisible from the functions and comprehensions inside it.
        if (first or current.kind != "class") and name not in current.nonlocal_names:
            yield current
        first = False
        current = current.parent


def _module(scope: _Scope) -> _Scope:
    while scope.parent is not None:
        scope = scope.parent
    return scope


def _enclosing_class(scope: _Scope) -> _Scope | None:
    current = scope.parent
    while current is not None and current.kind != "class":
        current = current.parent
    return current


def _methods(cls: _Scope, name: str) -> list[_Function]:
    """``cls``'s functions named ``name``, else those of the first base class that has it."""
    seen: set[_Scope] = set()
    queue = [cls]
    while queue:
        current = queue.pop(0)
        if current in seen:  # class A(B) and class B(A), each redefined: a loop of bases
            continue
        seen.add(current)
        if name in current.functions:
            return current.functions[name]
        for base in current.bases:
            # Bases are evaluated where the class statement stands, not inside its body.
            where = current.parent or current
            found = _lookup(base.id, where) if isinstance(base, ast.Name) else None
            if isinstance(found, _Scope):
                queue.append(found)
    return []


def _cycles(functions: list[_Function]) -> list[list[_Function]]:
    """The call graph's cycles: strongly connected components with a cycle inside, each in
    source order (Tarjan's algorithm, iterative)."""
    index: dict[_Function, int] = {}
    low: dict[_Function, int] = {}
    on_stack: set[_Function] = set()
    stack: list[_Function] = []
    components: list[list[_Function]] = []
    order = {function: position for position, function in enumerate(functions)}
    for root in functions:
        if root in index:
            continue
        work: list[tuple[_Function, Iterator[tuple[int, _Function]]]] = []
        _visit(root, index, low, stack, on_stack, work)
        while work:
            node, edges = work[-1]
            advanced = False
            for _, callee in edges:
                if callee not in index:
                    _visit(callee, index, low, stack, on_stack, work)
                    advanced = True
                    break
                if callee in on_stack:
                    low[node] = min(low[node], index[callee])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = _pop_component(node, stack, on_stack)
                if len(component) > 1 or any(c is node for _, c in node.calls):
                    components.append(sorted(component, key=order.__getitem__))
    return components


def _visit(
    node: _Function,
    index: dict[_Function, int],
    low: dict[_Function, int],
    stack: list[_Function],
    on_stack: set[_Function],
    work: list[tuple[_Function, Iterator[tuple[int, _Function]]]],
) -> None:
    index[node] = low[node] = len(index)
    stack.append(node)
    on_stack.add(node)
    work.append((node, iter(node.calls)))


def _pop_component(
    root: _Function, stack: list[_Function], on_stack: set[_Function]
) -> list[_Function]:
    component: list[_Function] = []
    while True:
        member = stack.pop()
        on_stack.discard(member)
        component.append(member)
        if member is root:
            return component


def _describe(function: _Function, callee: _Function, members: set[_Function]) -> str:
    if callee is function:
        return f"function {function.name!r} calls itself"
    if len(members) > _MAX_SPELLED_CYCLE:
        return (
            f"function {function.name!r} calls {callee.name!r}, which leads back to it "
            f"(a cycle among {len(members)} functions)"
        )
    cycle = " -> ".join(f.name for f in [function, *_path(callee, function, members)])
    return f"function {function.name!r} reaches itself through its calls: {cycle}"


def _path(start: _Function, goal: _Function, members: set[_Function]) -> list[_Function]:
    """The shortest call path from ``start`` to ``goal``, both in the cycle ``members``."""
    previous: dict[_Function, _Function | None] = {start: None}
    queue = [start]
    for node in queue:  # breadth first: the list grows while it is read
        if node is goal:
            break
        for _, callee in node.calls:
            if callee in members and callee not in previous:
                previous[callee] = node
                queue.append(callee)
    path: list[_Function] = []
    step: _Function | None = goal
    while step is not None:
        path.append(step)
        step = previous[step]
    return path[::-1]
