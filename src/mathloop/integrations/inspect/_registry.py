"""The module inspect_ai's entry point names: importing it registers ``mathloop_math`` and
the ``mathloop`` sandbox provider with inspect's registry."""

from __future__ import annotations

from mathloop.integrations.inspect.sandbox import MathloopSandboxEnvironment
from mathloop.integrations.inspect.scorer import mathloop_math

__all__ = ["MathloopSandboxEnvironment", "mathloop_math"]
