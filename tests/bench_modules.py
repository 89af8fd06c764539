"""A script of ``bench/`` imported in a test: one loader for every test of one.

The script's own folder is on ``sys.path`` while it loads, as when it runs (scripts import
each other: ``mixed_vote`` reads through ``every_attempt``), and the module is in
``sys.modules`` under its name (a dataclass looks its module up while it is defined). Given a
``monkeypatch``, both are undone after the test.
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

import pytest

from data_files import REPO_ROOT

__all__ = ["BENCH", "load_bench"]

BENCH = REPO_ROOT / "bench"


def load_bench(
    name: str, monkeypatch: pytest.MonkeyPatch | None = None, *, as_name: str | None = None
) -> ModuleType:
    """``bench/NAME.py`` as a module (named ``as_name`` where a test needs another name)."""
    module_name = as_name or name
    spec = importlib.util.spec_from_file_location(module_name, BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    if monkeypatch is not None:
        monkeypatch.syspath_prepend(str(BENCH))
        monkeypatch.setitem(sys.modules, module_name, module)
        spec.loader.exec_module(module)
        return module
    sys.modules[module_name] = module
    sys.path.insert(0, str(BENCH))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(BENCH))
    return module
