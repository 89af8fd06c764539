"""Prompt templates stored as files under ``prompts/``.

Each file starts with a header of ``#`` lines naming the seed section it implements and its
placeholders, then a ``---`` line, then the template text (``string.Template`` syntax, so
braces in code examples need no escaping).
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from functools import cache
from importlib import resources

from mathloop.errors import ConfigError

__all__ = ["PromptTemplate", "load_prompt"]


@dataclass(frozen=True)
class PromptTemplate:
    """A prompt file: where it comes from and its text."""

    name: str
    header: str
    text: str

    def render(self, **values: object) -> str:
        """Fill every placeholder; a missing value is a ``ConfigError``."""
        try:
            return string.Template(self.text).substitute(
                {key: str(value) for key, value in values.items()}
            )
        except KeyError as exc:
            raise ConfigError(f"prompt {self.name!r} needs a value for {exc}") from exc


@cache
def load_prompt(name: str) -> PromptTemplate:
    """Read ``prompts/<name>.txt`` from the package."""
    path = resources.files("mathloop.methods") / "prompts" / f"{name}.txt"
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise ConfigError(f"no prompt file named {name!r}") from exc
    header, separator, text = raw.partition("\n---\n")
    if not separator:
        raise ConfigError(f"prompt file {name!r} lacks its '---' header separator")
    return PromptTemplate(name=name, header=header, text=text.strip("\n"))
