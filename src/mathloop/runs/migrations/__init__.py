"""Every manifest mathloop ever wrote, brought to today's schema: the one room of migrations.

A manifest's ``run`` block is the resolved :class:`~mathloop.runs.configuration.config.RunConfig`
of its run, exactly its dump (:mod:`mathloop.runs.configuration.record`), under a numbered
``schema``. Every reader (resume, report, rescore, pack) reads a manifest through
:func:`migrate`: load, migrate, then ``RunConfig.model_validate``. A step is a small pure
function over the JSON from one schema to the next (:data:`STEPS`); method settings added or
retired since are one line each in :mod:`.method_settings`, applied on every read.

    >>> migrate({"schema": SCHEMA, "run": {"benchmark": "gsm8k", "settings": {}}}).changes
    []

The schemas (``docs/format.md``):

1. what mathloop wrote until issue 39 (``"version": 1``): ``settings`` (what the run
   computes with), ``config`` (what the user typed); ``operation`` since issue 39;
2. the same with a complete record: every backend setting, and ``operation`` (how the run
   was carried out), recorded (what ``mathloop upgrade`` wrote until issue 55);
3. one ``run`` block, the resolved config's dump, and ``prompts`` beside it (issue 55).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from .method_settings import json_form
from .steps import complete_methods, one_run_block, record_operation

__all__ = ["SCHEMA", "STEPS", "Migrated", "migrate", "schema_of"]

SCHEMA = 3
"""The schema of the manifests this mathloop writes."""

Step = Callable[[dict[str, Any]], list[str]]
"""Changes a manifest of one schema, in place, into the next; one line per change."""

STEPS: Mapping[int, Step] = {
    1: record_operation,
    2: one_run_block,
}
"""The step from each schema to the next, by the schema it reads."""


class Migrated(NamedTuple):
    """A manifest in today's schema, one line per change made (``changes``) and one per
    method spec that could not be completed and stays as recorded (``notes``)."""

    manifest: dict[str, Any]
    changes: list[str]
    notes: list[str]


def schema_of(manifest: Mapping[str, Any]) -> int:
    """The schema a manifest was written in (``"version": 1`` is schema 1)."""
    schema = manifest.get("schema")
    return schema if isinstance(schema, int) and not isinstance(schema, bool) else 1


def migrate(manifest: Mapping[str, Any]) -> Migrated:
    """``manifest`` in today's schema (a copy; the argument is not changed): each step from
    its schema to :data:`SCHEMA`, then the method specs completed by
    :data:`~.method_settings.SETTINGS_SINCE`. A manifest newer than this mathloop is left
    as it is, with a note."""
    upgraded: dict[str, Any] = json_form(dict(manifest))
    schema = schema_of(upgraded)
    if schema > SCHEMA:
        note = f"schema {schema} is newer than this mathloop's ({SCHEMA}): upgrade mathloop"
        return Migrated(upgraded, [], [note])
    changes: list[str] = []
    for step in range(schema, SCHEMA):
        changes += STEPS[step](upgraded)
        upgraded["schema"] = step + 1
    if schema < SCHEMA:
        changes.append(f"schema: {schema} -> {SCHEMA}")
    methods, notes = complete_methods(upgraded)
    return Migrated(upgraded, changes + methods, notes)
