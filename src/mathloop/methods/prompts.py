"""The methods' prompt templates, stored as files under ``prompts/``.

Read by the one prompt loader (:func:`mathloop._prompts.read_prompt`, shared with the judge);
its docstring describes the file format.
"""

from __future__ import annotations

import hashlib
from importlib import resources

from mathloop._prompts import PromptTemplate, read_prompt

from .calls import parse_method_call

__all__ = ["PromptTemplate", "load_prompt", "prompt_hashes"]


def load_prompt(name: str) -> PromptTemplate:
    """Read ``prompts/<name>.txt`` from this package."""
    return read_prompt("mathloop.methods", name)


_PROMPT_FAMILY = {"iipc_ns": "iipc", "iipc_ns_nms": "iipc", "pot_nc": "pot"}
"""Methods that read another method's prompt files (the ablations and variants)."""


def prompt_hashes(method: str) -> dict[str, str]:
    """SHA-256 (first 16 hex digits) of every prompt file ``method`` reads, by file name.

    A composed method (``vote(pot, n=7)``) reads its inner method's files. The run's manifest
    records these so that a run cannot resume after its prompts changed.
    """
    base, arguments = parse_method_call(method)
    inner = arguments.get("method")
    if isinstance(inner, str) and inner:
        return prompt_hashes(inner)
    family = _PROMPT_FAMILY.get(base, base)
    folder = resources.files("mathloop.methods") / "prompts"
    return {
        entry.name: hashlib.sha256(entry.read_bytes()).hexdigest()[:16]
        for entry in sorted(folder.iterdir(), key=lambda e: e.name)
        if entry.name.startswith(f"{family}.") and entry.name.endswith(".txt")
    }
