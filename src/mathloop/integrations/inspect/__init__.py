"""mathloop in inspect_ai (``pip install 'mathloop[inspect]'``): the ``mathloop_math()``
scorer and the ``sandbox="mathloop"`` provider, registered through the ``inspect_ai`` entry
point, so any inspect task can use them by name. ``docs/integrations.md`` shows both."""

from __future__ import annotations

from mathloop.integrations.inspect._requires import require_inspect

require_inspect()

from mathloop.integrations.inspect.sandbox import (  # noqa: E402
    MathloopSandboxConfig,
    MathloopSandboxEnvironment,
)
from mathloop.integrations.inspect.scorer import mathloop_math  # noqa: E402

__all__ = ["MathloopSandboxConfig", "MathloopSandboxEnvironment", "mathloop_math"]
