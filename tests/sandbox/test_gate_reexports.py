"""The gate's attribute rules, tested on every module of the allowlist: no chain of
attributes the gate lets through reaches a banned module or a banned builtin.

Modules are walked through their public module-valued attributes (a name the gate bans, or
a private ``_name``, ends a chain: the gate refuses it), to a depth of three, as
``numpy.lib.format.pickle`` or ``sympy.core.compatibility.exec`` would be written.
"""

from __future__ import annotations

import builtins
import importlib
import types

import pytest

from mathloop.sandbox.policy import check_code, get_policy

POLICY = get_policy("default")
DEPTH = 3
BANNED_ROOTS = POLICY.banned_import_roots
BANNED_BUILTINS = {
    id(getattr(builtins, name)) for name in POLICY.banned_names if hasattr(builtins, name)
}


def _passes(path: str) -> bool:
    return check_code(f"import {path.split('.')[0]}\nx = {path}", POLICY).safe


def _leaks(root: str) -> list[str]:
    module = importlib.import_module(root)
    found: list[str] = []
    frontier = [(root, module)]
    seen = {id(module)}
    for _ in range(DEPTH):
        following = []
        for path, obj in frontier:
            for name in dir(obj):
                if name.startswith("_") or name in POLICY.banned_attributes:
                    continue
                try:
                    value = getattr(obj, name)
                except Exception:  # lazy attributes may fail to load
                    continue
                here = f"{path}.{name}"
                if id(value) in BANNED_BUILTINS:
                    found.append(here)
                if isinstance(value, types.ModuleType) and id(value) not in seen:
                    seen.add(id(value))
                    if value.__name__.split(".")[0] in BANNED_ROOTS:
                        found.append(f"{here} ({value.__name__})")
                    else:
                        following.append((here, value))
        frontier = following
    return [leak for leak in found if _passes(leak.split(" ")[0])]


@pytest.mark.slow
@pytest.mark.parametrize("root", sorted(POLICY.allowed_imports))
def test_no_allowed_chain_reaches_a_banned_module_or_builtin(root: str) -> None:
    assert _leaks(root) == []


@pytest.mark.parametrize(
    "code",
    [
        "import numpy\nnumpy.core._internal._ctypes",
        "import sympy\nsympy.utilities._compilation.compile_run_strings([], [])",
        "import math\nx = math.exec",
        "import numpy\nnumpy.lib.npyio.pickle.loads(b'')",
        "x = b\"__import__('os')\"",
    ],
)
def test_each_class_of_bypass_is_refused(code: str) -> None:
    assert not check_code(code, POLICY).safe


def test_a_programs_own_private_names_and_honest_attributes_pass() -> None:
    code = "import re, numpy, scipy.signal\nfrom sympy import Interval\n"
    code += "p = re.compile('a')\ni = Interval.open(0, 1)\nnumpy.select([True], [1])\n"
    code += "_cache = {}\n_cache[1] = 2\n"
    assert check_code(code, POLICY).safe, check_code(code, POLICY).summary()
