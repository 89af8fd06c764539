"""The safety gate's rules: the banned lists, :class:`Policy` and the named policies.

Apart from the check that enforces them (:mod:`mathloop.sandbox.policy`), so the gate's own
modules (``_gate``, ``_source``) read a policy without importing the check.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from mathloop.errors import ConfigError

__all__ = [
    "BANNED_ATTRIBUTES",
    "BANNED_IMPORT_ROOTS",
    "BANNED_NAMES",
    "DEFAULT_IMPORTS",
    "DEFAULT_MAX_CODE_CHARS",
    "DEFAULT_MAX_NESTING_DEPTH",
    "INTROSPECTION_PREFIXES",
    "POLICIES",
    "STRICT_IMPORTS",
    "STRING_EVALUATORS",
    "Policy",
    "get_policy",
]

# The seed's allowlist for model-written code ("strict").
STRICT_IMPORTS = frozenset({"collections", "functools", "itertools", "math", "operator"})

# Our default adds the standard numeric modules and the scientific stack that math code
# actually uses; the seed's saved traces show models reaching for sympy.
DEFAULT_IMPORTS = STRICT_IMPORTS | frozenset(
    {
        "cmath", "fractions", "decimal", "statistics", "numbers", "heapq", "bisect", "re",
        "string", "sympy", "numpy", "scipy", "mpmath",
    }
)  # fmt: skip

_SEED_BANNED_NAMES = frozenset(
    {
        "__import__", "compile", "delattr", "dir", "eval", "exec", "getattr", "globals",
        "input", "locals", "open", "setattr", "vars",
    }
)  # fmt: skip
BANNED_NAMES = _SEED_BANNED_NAMES | frozenset(
    {"breakpoint", "exit", "quit", "help", "memoryview", "__builtins__"}
)

_SEED_BANNED_IMPORT_ROOTS = frozenset(
    {
        "builtins", "ctypes", "ftplib", "glob", "http", "importlib", "inspect",
        "multiprocessing", "os", "pathlib", "pickle", "requests", "shutil", "socket",
        "subprocess", "sys", "threading", "urllib",
    }
)  # fmt: skip
BANNED_IMPORT_ROOTS = _SEED_BANNED_IMPORT_ROOTS | frozenset(
    {
        "io", "pty", "signal", "resource", "gc", "marshal", "shelve", "tempfile", "asyncio",
        "concurrent", "code", "codeop", "runpy", "atexit", "faulthandler", "_thread", "posix",
        "mmap", "select", "selectors", "ssl", "telnetlib", "smtplib", "webbrowser",
    }
)  # fmt: skip

# Attributes that lead from an ordinary object to interpreter internals (the classic
# ``().__class__.__bases__[0].__subclasses__()`` escape) or to frames and globals.
_ESCAPE_ATTRIBUTES = frozenset(
    {
        "__subclasses__", "__globals__", "__builtins__", "__code__", "__class__", "__bases__",
        "__base__", "__mro__", "__dict__", "__getattribute__", "__self__", "__func__",
        "__closure__", "__import__", "__loader__", "__spec__", "__reduce__", "__reduce_ex__",
        "__traceback__", "__setattr__", "__delattr__", "__init_subclass__",
        "f_globals", "f_locals", "f_builtins", "f_back", "f_code", "gi_frame", "gi_code",
        "cr_frame", "ag_frame", "tb_frame", "tb_next", "f_trace",
        # getattr by another name: attrgetter("__glob" + "als__") builds what we ban.
        "attrgetter", "methodcaller",
        # The format family reads attribute paths from a string ("{0.__globals__}"): the
        # gate checks ``.format`` on a literal, and refuses the rest of the family.
        "format_map", "vformat", "get_field", "get_value", "Formatter",
        # numpy's bridges to raw memory and C calls.
        "ctypes",
        # A function's internals: assigned annotations are evaluated as source by
        # typing.get_type_hints; defaults and the wrapped function carry live objects.
        "__annotations__", "__annotate__", "__wrapped__", "__defaults__", "__kwdefaults__",
        "__type_params__",
    }
)  # fmt: skip
INTROSPECTION_PREFIXES = ("co_", "gi_", "cr_", "ag_", "tb_")
"""The attribute prefixes of code objects, generators, coroutines, async generators and
tracebacks: each reaches a code object (``cr_code.replace(co_names=...)`` turns a harmless
global into ``exec``) or a frame. Refused as a class, whatever follows. Frames' ``f_`` is not
a prefix here (numpy's ``flags.f_contiguous`` is mathematics): their attributes are named
in the escape list."""
STRING_EVALUATORS = frozenset(
    {
        "get_type_hints", "ForwardRef", "evaluate_forward_ref", "singledispatch",
        "singledispatchmethod", "identify", "locate", "pydoc",
    }
)  # fmt: skip
"""Library entry points that evaluate a string as Python with full builtins: typing's hint
evaluation (reached through ``functools.singledispatch().register``), ``mpmath.identify``'s
constants, ``pydoc.locate``. Refused as names, attributes and imported names alike."""
# Allowed libraries can still touch files (numpy.load, scipy.io.loadmat); the common entry
# points are refused by name. Best effort: the process layer is the real boundary.
_FILE_ATTRIBUTES = frozenset(
    {
        "load", "loadtxt", "save", "savetxt", "savez", "savez_compressed", "fromfile",
        "tofile", "genfromtxt", "fromregex", "memmap", "DataSource", "ctypeslib", "f2py",
        "loadmat", "savemat", "mmread", "mmwrite", "preview", "wavfile", "readsav",
        "netcdf_file", "FortranFile", "hb_read", "hb_write",
    }
)  # fmt: skip
# Allowed modules re-export dangerous ones under their own names (sympy.utilities.misc.os,
# ...sys.modules["os"]); no mathematics is spelled this way.
_MODULE_ATTRIBUTES = frozenset(
    {"os", "_os", "sys", "_sys", "environ", "modules", "system", "popen", "subprocess", "builtins"}
)
# Library helpers that start processes, compile code or import modules by name: sympy's test
# runner spawns ``python -c``, autowrap compiles, ``sympy.external.import_module("os")``
# imports what the gate refuses. No mathematics needs them.
_PROCESS_ATTRIBUTES = frozenset(
    {
        "test", "doctest", "runtests", "autowrap", "ufuncify", "import_module", "distutils",
        "testing", "extbuild",
    }
)  # fmt: skip
# A banned builtin is banned as an attribute too (``numpy.testing...builtins.exec``,
# ``sympy...exec`` re-exported); ``compile`` and ``open`` stay allowed as attributes
# (``re.compile``, sympy's ``Interval.open``: 3,701 published programs use them honestly).
_BUILTIN_ATTRIBUTES = BANNED_NAMES - {"compile", "dir", "exit", "help", "input", "open", "quit"}
# A banned module is banned under its own name as an attribute: allowed modules re-export
# pickle, inspect, gc, importlib, shutil, tempfile, threading and mmap as attributes. Three
# names are mathematics in the allowlist and stay allowed: ``numpy.select``,
# ``scipy.signal`` and ``scipy.io`` (whose file readers are banned above by name).
_MATH_NAMED_LIKE_MODULES = frozenset({"select", "signal", "io"})
_MODULE_NAME_ATTRIBUTES = BANNED_IMPORT_ROOTS - _MATH_NAMED_LIKE_MODULES
# sympy.utilities._compilation runs a C compiler and the program it built.
_COMPILER_ATTRIBUTES = frozenset(
    {"compile_run_strings", "compile_link_import_strings", "compile_sources", "link"}
)
# Aliases the allowlist's own modules keep of banned things under other names, found by
# walking every allowed module (tests/sandbox/test_gate_reexports.py): enum's ``bltns``
# (builtins), mpmath's ``exec_`` (exec).
_ALIAS_ATTRIBUTES = frozenset({"bltns", "exec_"})
BANNED_ATTRIBUTES = (
    _ESCAPE_ATTRIBUTES
    | STRING_EVALUATORS
    | _FILE_ATTRIBUTES
    | _MODULE_ATTRIBUTES
    | _PROCESS_ATTRIBUTES
    | _BUILTIN_ATTRIBUTES
    | _MODULE_NAME_ATTRIBUTES
    | _COMPILER_ATTRIBUTES
    | _ALIAS_ATTRIBUTES
)

# Python's parser refuses more than 200 nested brackets; no honest program comes close.
DEFAULT_MAX_NESTING_DEPTH = 200
# A model's response holds a few thousand characters of code, rarely tens of thousands; the
# cap keeps the gate's own time (parse and walk are linear) under about a second.
DEFAULT_MAX_CODE_CHARS = 200_000


@dataclass(frozen=True)
class Policy:
    """A named set of rules for model-written code; recorded in traces by value."""

    name: str
    allowed_imports: frozenset[str]
    """Allowed import roots: ``import numpy.linalg`` needs ``numpy``."""
    banned_names: frozenset[str] = BANNED_NAMES
    banned_import_roots: frozenset[str] = BANNED_IMPORT_ROOTS
    banned_attributes: frozenset[str] = BANNED_ATTRIBUTES
    forbid_list_comprehensions: bool = False
    """Refuse list comprehensions (``list_comprehension``), as the IIPC paper asks."""
    forbid_all_comprehensions: bool = False
    """Refuse every kind of comprehension: list ones as above, and set and dict comprehensions
    and generator expressions (``comprehension``)."""
    forbid_recursion: bool = False
    """Refuse a function that calls itself by name."""
    max_nesting_depth: int = DEFAULT_MAX_NESTING_DEPTH
    """Refuse syntax nested deeper than this (``nesting_too_deep``); chains that read flat in
    source (``a + b + c``, ``a.b().c``, ``elif``) count as one level."""
    max_code_chars: int = DEFAULT_MAX_CODE_CHARS
    """Refuse a program longer than this many characters (``code_too_large``)."""

    def __post_init__(self) -> None:
        for name in ("max_nesting_depth", "max_code_chars"):
            if getattr(self, name) < 1:
                raise ConfigError(f"Policy.{name} must be at least 1")

    def with_extra_imports(self, names: Iterable[str]) -> Policy:
        """A copy that also allows the given import roots (``"a.b"`` allows ``a``)."""
        roots = {_import_root(name) for name in names}
        banned = sorted(roots & self.banned_import_roots)
        if banned:
            raise ConfigError(f"cannot allow banned import roots: {', '.join(banned)}")
        new = sorted(roots - self.allowed_imports)
        if not new:
            return self
        return dataclasses.replace(
            self, name="+".join([self.name, *new]), allowed_imports=self.allowed_imports | roots
        )


def _import_root(name: str) -> str:
    root = name.strip().split(".")[0]
    if not root.isidentifier():
        raise ConfigError(f"not an importable module name: {name!r}")
    return root


POLICIES: Mapping[str, Policy] = MappingProxyType(
    {
        "strict": Policy(name="strict", allowed_imports=STRICT_IMPORTS),
        "default": Policy(name="default", allowed_imports=DEFAULT_IMPORTS),
    }
)
"""The named policies, read-only: a closed table like the presets and the experiments
(``docs/decisions.md``: why these are not :class:`~mathloop.plugins.Registry` entries)."""


def get_policy(name: str, *, extra_imports: Iterable[str] = ()) -> Policy:
    """The registered policy ``name``, optionally allowing more import roots."""
    try:
        policy = POLICIES[name]
    except KeyError:
        known = ", ".join(sorted(POLICIES))
        raise ConfigError(f"unknown sandbox policy {name!r}; known policies: {known}") from None
    return policy.with_extra_imports(extra_imports)
