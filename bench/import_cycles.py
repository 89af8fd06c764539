"""Import circles in ``src/mathloop`` that run at import time.

    .venv/bin/python bench/import_cycles.py [src/mathloop]

Reads every module's syntax tree and keeps the imports that execute when the module is
imported: module-level ``import`` / ``from … import`` statements, including those inside
module-level ``if``/``try`` blocks, but not those under ``if TYPE_CHECKING:`` nor those inside
functions (which run later, when called). Prints each strongly connected group of two or
more modules in that graph (a circle), and the count; 0 means no module needs another that
needs it back while either is still loading. Then the same over every import, those for
type checking and those inside functions too: a circle there is two modules that know each
other, which a change has to keep in mind twice.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterator
from pathlib import Path


def module_name(root: Path, path: Path) -> str:
    """``mathloop.runs.execution.engine`` for ``src/mathloop/runs/execution/engine.py``."""
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _top_level(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """Statements that run at import time (not under ``if TYPE_CHECKING``)."""
    for node in body:
        if isinstance(node, ast.If):
            test = ast.unparse(node.test)
            if test in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
                yield from _top_level(node.orelse)
                continue
            yield from _top_level(node.body)
            yield from _top_level(node.orelse)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody):
                yield from _top_level(block)
            for handler in node.handlers:
                yield from _top_level(handler.body)
        else:
            yield node


def imports_of(name: str, path: Path, known: set[str], *, every: bool = False) -> set[str]:
    """The modules of ``known`` that ``name`` imports at import time (``every``: anywhere)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    nodes = ast.walk(tree) if every else _top_level(tree.body)
    for node in nodes:
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of two or more modules (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    sys.setrecursionlimit(10_000)

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", nargs="?", type=Path, default=Path("src/mathloop"))
    args = parser.parse_args()
    paths = {module_name(args.root, p): p for p in sorted(args.root.rglob("*.py"))}
    known = set(paths)
    for every, what in ((False, "that run at import time"), (True, "over every import")):
        graph = {name: imports_of(name, path, known, every=every) for name, path in paths.items()}
        # A package imports its parent packages first; edges to a parent are not circles
        # of ours to break (``a.b`` needs ``a`` loaded, always), so they are left out.
        for name, targets in graph.items():
            graph[name] = {t for t in targets if not name.startswith(t + ".")}
        found = circles(graph)
        for group in found:
            print("circle:", " <-> ".join(group))
        print(f"{len(found)} import circles {what}, in {len(paths)} modules")


if __name__ == "__main__":
    main()
