"""What each run ran under: its preset, the allowlist its programs passed, the time limit.

A preset's definition can change (issue 28 gave ``relay-essay`` sympy; the folders made
before run under the five-module list), so the report names the allowlist each run's
manifest records, never the preset's definition of today.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from mathloop.presets import PRESETS
from mathloop.runs.configuration.config import split_csv
from mathloop.sandbox.policy import POLICIES, get_policy

from .runset import LoadedRun, RunSet
from .table import Cell, Column, Table

__all__ = ["Allowlist", "allowlist_of", "preset_label", "settings_table"]


class Allowlist(NamedTuple):
    """The import allowlist a run's programs passed."""

    label: str
    """The policy and what the run added: ``strict``, ``strict + sympy``."""
    modules: str
    """Every module it allows, comma-separated (empty when the policy is not known here)."""


def allowlist_of(run: Mapping[str, Any]) -> Allowlist | None:
    """The allowlist a manifest's ``run`` block records (None when it records no policy)."""
    policy = run.get("policy")
    if not isinstance(policy, str):
        return None
    extra = _modules(run.get("allow_imports"))
    label = " + ".join([policy, ", ".join(extra)] if extra else [policy])
    if policy not in POLICIES:
        return Allowlist(label, "")
    modules = get_policy(policy, extra_imports=extra).allowed_imports
    return Allowlist(label, ", ".join(sorted(modules)))


def _modules(value: Any) -> list[str]:
    """An import allowlist's extra modules: a list, or comma-separated text (a preset's)."""
    if isinstance(value, (list, tuple)):
        return [str(module) for module in value]
    return split_csv(str(value or ""))


def preset_label(settings: Mapping[str, Any]) -> str:
    """The preset a manifest records, marked ``(earlier definition)`` when the run options it
    recorded are not the preset's of today (``—`` without a preset)."""
    name = settings.get("preset")
    if not isinstance(name, str) or not name:
        return "—"
    preset = PRESETS.get(name)
    if preset is None:
        return name
    changed = [
        key for key, value in preset.run.options().items() if not _agrees(key, value, settings)
    ]
    return f"{name} (earlier definition)" if changed else name


def _agrees(key: str, value: Any, settings: Mapping[str, Any]) -> bool:
    if key not in settings:
        return True  # not recorded then: nothing says it differed
    if key == "allow_imports":
        return _modules(value) == _modules(settings[key])
    return bool(settings[key] == value)


_NOTE = (
    "The allowlist each run's manifest records. A preset marked (earlier definition) ran "
    "under other run options than the preset gives today (docs/presets.md). The checker is "
    "the answer checker's version that scored the run's answers (`mathloop rescore`, "
    "docs/answers.md)."
)
_IIPC_NOTE = " IIPC and its ablations pass their own allowlist (docs/methods.md)."


def settings_table(runset: RunSet) -> Table:
    """One row per run: preset, allowlist and program time limit."""
    rows = tuple(_row(run) for run in runset.runs)
    iipc = any(arm.method.startswith("iipc") for arm in runset.arms())
    return Table(
        name="settings",
        title="What each run ran under",
        columns=(
            *(Column(name, context=True) for name in ("run", "model", "benchmark")),
            Column("preset"),
            Column("allowlist"),
            Column("modules"),
            Column("python timeout s", numeric=True),
            Column("checker"),
        ),
        rows=rows,
        note=_NOTE + (_IIPC_NOTE if iipc else ""),
    )


def _row(run: LoadedRun) -> tuple[Cell, ...]:
    settings = run.manifest.get("run") or {}
    allowlist = allowlist_of(settings)
    timeout = settings.get("python_timeout")
    return (
        run.name,
        run.model,
        str(settings.get("benchmark") or "—"),
        preset_label(settings),
        allowlist.label if allowlist else None,
        allowlist.modules if allowlist else None,
        timeout if isinstance(timeout, (int, float)) else None,
        run.checker,
    )
