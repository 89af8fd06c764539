"""mathloop: language models solve math by writing Python and running it in a sandbox.

    import mathloop

    trace = mathloop.solve("What is the sum of the first 100 odd integers?")
    print(trace.submission.answer, len(trace.attempts))

The API (``solve``, ``evaluate``, ``resume``, ``sweep``, ``load``, ``backends`` and the
async twins) is imported on first use, so ``import mathloop`` stays light. See
``docs/api.md``.
"""

from __future__ import annotations

import importlib
from typing import Any

from .errors import MathloopError
from .problems import BenchmarkItem, Problem

__all__ = [
    "BenchmarkItem",
    "MathloopError",
    "Problem",
    "RunConfig",
    "__version__",
    "aevaluate",
    "aresume",
    "asolve",
    "asweep",
    "backends",
    "evaluate",
    "load",
    "resume",
    "solve",
    "sweep",
]

__version__ = "0.1.0"

_LAZY = {
    "solve": ("mathloop.api", "solve"),
    "evaluate": ("mathloop.api", "evaluate"),
    "aevaluate": ("mathloop.api", "aevaluate"),
    "load": ("mathloop.results", "load"),
    "RunConfig": ("mathloop.runs.configuration.config", "RunConfig"),
    "asolve": ("mathloop.api", "asolve"),
    "resume": ("mathloop.api", "resume"),
    "aresume": ("mathloop.api", "aresume"),
    "sweep": ("mathloop.api", "sweep"),
    "asweep": ("mathloop.api", "asweep"),
    "backends": ("mathloop.backends", None),
}


def __getattr__(name: str) -> Any:
    try:
        module_name, attribute = _LAZY[name]
    except KeyError:
        raise AttributeError(f"module 'mathloop' has no attribute {name!r}") from None
    module = importlib.import_module(module_name)
    return module if attribute is None else getattr(module, attribute)
