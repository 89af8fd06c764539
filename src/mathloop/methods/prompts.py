"""The methods' prompt templates, stored as files under ``prompts/``.

Read by the one prompt loader (:func:`mathloop._prompts.read_prompt`, shared with the judge);
its docstring describes the file format.

A method may read one of several *prompt sets* (its spec's ``prompt_set``): ``mathloop``, the
files named ``<method>.<part>.txt``, or ``essay``, the files named
``essay.<method>.<part>.txt`` (seed 003's contracts in the essay's words only, issue 28).
"""

from __future__ import annotations

import hashlib
from importlib import resources
from typing import Literal, Protocol, runtime_checkable

from mathloop._prompts import PromptTemplate, read_prompt
from mathloop.errors import ConfigError

from .calls import parse_method_call

__all__ = [
    "PROMPT_SETS",
    "PromptSet",
    "PromptTemplate",
    "chain_stem",
    "load_prompt",
    "prompt_hashes",
    "prompt_name",
]

PromptSet = Literal["mathloop", "essay"]
PROMPT_SETS: tuple[PromptSet, ...] = ("mathloop", "essay")
"""The prompt sets: mathloop's own files, and the relay essay's contracts in its words only."""


def load_prompt(name: str) -> PromptTemplate:
    """Read ``prompts/<name>.txt`` from this package."""
    return read_prompt("mathloop.methods", name)


_PROMPT_FAMILY = {"iipc_ns": "iipc", "iipc_ns_nms": "iipc", "pot_nc": "pot", "pot_once": "pot"}
"""Methods that read another method's prompt files (the ablations and variants)."""

_ALSO_READS = {"pot": ("cot",), "consensus": ("cot",)}
"""Prompt files a family reads beside its own, always from mathloop's set: the chain of
thought of ``pot``'s fallback, and of ``consensus``'s chains and fallback. A test holds
every file a method reads to its hashes (``tests/methods/test_prompt_coverage.py``)."""


def prompt_name(name: str, prompt_set: str = "mathloop") -> str:
    """The file (without ``.txt``) of prompt ``name`` in ``prompt_set``:
    ``relay_python.system`` is ``essay.relay_python.system`` in the essay's set."""
    if prompt_set not in PROMPT_SETS:
        raise ConfigError(f"unknown prompt set {prompt_set!r}; known: {', '.join(PROMPT_SETS)}")
    return name if prompt_set == "mathloop" else f"{prompt_set}.{name}"


@runtime_checkable
class _Composed(Protocol):
    """A composed method's spec (a vote's): its voters' spec is ``inner``."""

    inner: object


@runtime_checkable
class _ReadsPromptSet(Protocol):
    """A spec that chooses its prompt set."""

    prompt_set: PromptSet


def prompt_hashes(method: str, spec: object = None) -> dict[str, str]:
    """SHA-256 (first 16 hex digits) of every prompt file ``method`` reads, by file name.

    A composed method (``vote(pot, n=7)``) reads its inner method's files. ``spec`` chooses
    the prompt set (its ``prompt_set``; mathloop's own without one), so a run records the
    files it reads and no others. The run's manifest records these so that a run cannot
    resume after its prompts changed.
    """
    base, arguments = parse_method_call(method)
    inner = arguments.get("method")
    if isinstance(inner, str) and inner:
        return prompt_hashes(inner, spec.inner if isinstance(spec, _Composed) else None)
    family = _PROMPT_FAMILY.get(base, base)
    prompt_set = spec.prompt_set if isinstance(spec, _ReadsPromptSet) else "mathloop"
    stems = {_chain_stem(prompt_name(family, prompt_set), spec)}
    stems |= {_chain_stem(also, spec) for also in _ALSO_READS.get(family, ())}
    folder = resources.files("mathloop.methods") / "prompts"
    return {
        entry.name: hashlib.sha256(entry.read_bytes()).hexdigest()[:16]
        for entry in sorted(folder.iterdir(), key=lambda e: e.name)
        if _stem_of(entry.name) in stems
    }


def chain_stem(prompt: str = "step_by_step") -> str:
    """The files of a chain-of-thought prompt (``chain_prompt``), less their part:
    ``cot`` for the paper's step by step, ``cot.brief`` for ``brief``."""
    return "cot" if prompt == "step_by_step" else f"cot.{prompt}"


def _chain_stem(stem: str, spec: object) -> str:
    """``cot``'s files as ``spec`` reads them (:func:`chain_stem` of its ``chain_prompt``)."""
    return chain_stem(getattr(spec, "chain_prompt", "step_by_step")) if stem == "cot" else stem


def _stem_of(file: str) -> str | None:
    """``relay_python`` for ``relay_python.system.txt``, ``cot.brief`` for
    ``cot.brief.user.txt``: the file's name less its part and ``.txt``."""
    if not file.endswith(".txt") or "." not in file[: -len(".txt")]:
        return None
    return file[: -len(".txt")].rsplit(".", 1)[0]
