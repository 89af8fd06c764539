"""Methods: each solves a ``Problem`` with a backend and a sandbox and returns a ``Trace``.

Importing this package registers every built-in method by name.
"""

from __future__ import annotations

from . import one_shot_python as _one_shot_python
from . import relay_python as _relay_python
from .base import Method, SolveContext, create_method, method_names, register_method
from .one_shot_python import OneShotPython, OneShotPythonSpec
from .records import (
    AttemptRecord,
    AttemptStatus,
    ErrorInfo,
    FailureClass,
    Submission,
    Trace,
)
from .relay_python import RelayPython, RelayPythonSpec

del _one_shot_python, _relay_python

__all__ = [
    "AttemptRecord",
    "AttemptStatus",
    "ErrorInfo",
    "FailureClass",
    "Method",
    "OneShotPython",
    "OneShotPythonSpec",
    "RelayPython",
    "RelayPythonSpec",
    "SolveContext",
    "Submission",
    "Trace",
    "create_method",
    "method_names",
    "register_method",
]
