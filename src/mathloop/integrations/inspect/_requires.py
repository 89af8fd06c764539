"""One clear line when inspect_ai is missing, instead of a ModuleNotFoundError deep inside."""

from __future__ import annotations

import importlib.util

from mathloop.errors import ConfigError


def require_inspect() -> None:
    """Raise ConfigError naming the extra to install when inspect_ai is not importable."""
    if importlib.util.find_spec("inspect_ai") is None:
        raise ConfigError(
            "mathloop's inspect_ai scorer and sandbox need inspect_ai: "
            "pip install 'mathloop[inspect]'"
        )
