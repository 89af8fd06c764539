"""The methods' prompt templates, stored as files under ``prompts/``.

Read by the one prompt loader (:func:`mathloop._prompts.read_prompt`, shared with the judge);
its docstring describes the file format.
"""

from __future__ import annotations

from mathloop._prompts import PromptTemplate, read_prompt

__all__ = ["PromptTemplate", "load_prompt"]


def load_prompt(name: str) -> PromptTemplate:
    """Read ``prompts/<name>.txt`` from this package."""
    return read_prompt("mathloop.methods", name)
