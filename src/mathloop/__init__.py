"""mathloop: language models solve math by writing Python and running it in a sandbox."""

from __future__ import annotations

from .errors import MathloopError
from .problems import BenchmarkItem, Problem

__all__ = ["BenchmarkItem", "MathloopError", "Problem", "__version__"]

__version__ = "0.1.0"
