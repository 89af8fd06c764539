"""The one prompt loader: prompt files of any package (methods, the judge).

Each file starts with a header of ``#`` lines, the first naming the seed section it implements
(``# implements: ...``) and the rest its placeholders, then a ``---`` line, then the template
text (``string.Template`` syntax, so braces in code examples need no escaping).
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from functools import cache
from importlib import resources

from mathloop.errors import ConfigError

__all__ = ["PromptTemplate", "read_prompt"]


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
def read_prompt(package: str, name: str) -> PromptTemplate:
    """Read ``prompts/<name>.txt`` from ``package`` (e.g. ``mathloop.methods``)."""
    path = resources.files(package) / "prompts" / f"{name}.txt"
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise ConfigError(f"no prompt file named {name!r}") from exc
    header, separator, text = raw.partition("\n---\n")
    if not separator:
        raise ConfigError(f"prompt file {name!r} lacks its '---' header separator")
    if not header.startswith("# implements:"):
        raise ConfigError(f"prompt file {name!r} lacks its '# implements:' header")
    return PromptTemplate(name=name, header=header, text=text.strip("\n"))
