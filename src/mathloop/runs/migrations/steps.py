"""The steps from one manifest schema to the next, each a small function over the JSON.

A step reads the layout of its own time, so it holds that layout's names as they were
(frozen here), never today's: a field renamed or added later changes no step.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mathloop.errors import ConfigError
from mathloop.methods.calls import split_top_level
from mathloop.presets import preset_final_form

from .method_settings import completed_spec, json_form

__all__ = ["complete_methods", "one_run_block", "record_operation"]

_V1_OPERATION = (
    "offline",
    "sandbox_mode",
    "concurrency",
    "exec_concurrency",
    "cache",
    "cache_path",
    "problem_timeout",
    "max_run_tokens",
    "max_cost",
    "executor",
    "ray_address",
    "price",
    "keep_errors",
)
"""The run options schema 2's ``operation`` block held (``quiet``, a display flag, was
dropped from it in issue 55)."""

_V1_BACKEND_OPERATION = ("timeout_s", "endpoint_concurrency")
"""The backend options schema 2's ``operation.backend`` held."""

_V1_BACKEND_SINCE = {"batch_sequences": 1}
"""Backend settings added after schema 1 manifests were written, at the value those runs
ran under (issue 41's ``batch_sequences``)."""

_V1_OPTIONS = (
    "benchmark",
    "data",
    "question_field",
    "answer_field",
    "id_field",
    "seed",
    "ids",
    "subjects",
    "levels",
    "years",
    "per_bin",
    "limit",
    "policy",
    "allow_imports",
    "python_timeout",
)
"""The run options schema 2's ``settings`` held by their own names (lists as
comma-separated text)."""

_V1_LISTS = ("ids", "subjects", "levels", "years", "allow_imports")


def record_operation(manifest: dict[str, Any]) -> list[str]:
    """Schema 1 → 2: the record completed. A backend setting added since gets the value the
    run ran under; a manifest without ``operation`` gets the one its ``config`` (what the
    user typed) gives, the rest the defaults (a run recorded before ``config`` had only its
    command line: how it was carried out, concurrency and budgets, is not read back from
    it); ``quiet`` leaves ``operation``."""
    changes: list[str] = []
    settings = manifest.get("settings")
    if not isinstance(settings, dict):
        return changes
    backend = settings.get("backend")
    if isinstance(backend, dict):
        added = {k: v for k, v in _V1_BACKEND_SINCE.items() if k not in backend}
        if added:
            settings["backend"] = {**backend, **added}
            names = ", ".join(added)
            changes.append(f"settings.backend: recorded {names} (the default it ran as)")
    operation = manifest.get("operation")
    if not isinstance(operation, dict):
        config = manifest.get("config")
        typed: dict[str, Any] = config if isinstance(config, dict) else {}
        operation = {k: typed[k] for k in _V1_OPERATION if typed.get(k) is not None}
        named = {_V0_BACKEND.get(k, k): v for k, v in typed.items()}  # before issue 30: flat
        given = {k: named[k] for k in _V1_BACKEND_OPERATION if named.get(k) is not None}
        operation["backend"] = given
        source = "its recorded config" if typed else "the defaults (no config recorded)"
        changes.append(f"operation: recorded from {source}")
    operation.pop("quiet", None)
    manifest["operation"] = operation
    return changes


def one_run_block(manifest: dict[str, Any]) -> list[str]:
    """Schema 2 → 3: ``settings``, ``operation`` and ``config`` become one ``run`` block,
    the resolved config's dump; the prompts' hashes stand beside it."""
    settings = manifest.pop("settings", None)
    operation = manifest.pop("operation", None)
    manifest.pop("config", None)
    manifest.pop("version", None)
    if not isinstance(settings, dict):
        return []
    operation = operation if isinstance(operation, dict) else {}
    run = {k: _listed(k, settings[k]) for k in _V1_OPTIONS if k in settings}
    run |= {k: operation[k] for k in _V1_OPERATION if operation.get(k) is not None}
    backend = _nested_backend(settings)
    backend |= dict(operation.get("backend") or {})
    recorded = settings.get("methods")
    methods: dict[str, Any] = recorded if isinstance(recorded, dict) else {}
    run |= {
        "backend": {k: v for k, v in backend.items() if k != "retry"},
        "methods": list(methods),
        "settings": methods,
        "samples": settings.get("samples", 1),
        "preset": settings.get("preset"),
        "final_form": _final_form(settings),
        **_judge_options(settings.get("judge"), run_backend=backend),
    }
    manifest["run"] = run
    if "prompts" in settings:
        manifest["prompts"] = settings["prompts"]
    return ["run: one block from settings, operation and config"]


def complete_methods(manifest: dict[str, Any]) -> tuple[list[str], list[str]]:
    """Every method spec of a schema 3 manifest completed by today's settings table
    (:func:`~.method_settings.completed_spec`); one change line per spec completed, one note
    per spec that cannot be (it stays as recorded: the run reports, but does not resume)."""
    run = manifest.get("run")
    specs = run.get("settings") if isinstance(run, dict) else None
    if not isinstance(specs, dict):
        return [], []
    changes: list[str] = []
    notes: list[str] = []
    for name, spec in specs.items():
        if not isinstance(spec, Mapping):
            continue
        try:
            full = completed_spec(name, spec)
        except ConfigError as exc:
            note = f"left as recorded, so the run does not resume ({exc})"
            notes.append(f"run.settings.{name}: {note}")
            continue
        if full != json_form(spec):
            changes.append(f"run.settings.{name}: recorded {_listed_keys(spec, full)}")
            specs[name] = full
    return changes, notes


def _listed(key: str, value: Any) -> Any:
    """A list setting as a list (schema 2 held comma-separated text, ``None`` for none)."""
    if key not in _V1_LISTS:
        return value
    if not isinstance(value, str):
        return [] if value is None else value
    items = split_top_level(value)  # as the lists were read back while they were text
    return [int(item) for item in items] if key in ("levels", "years") else items


_V0_BACKEND = {
    "model": "model",
    "base_url": "base_url",
    "api_key_env": "api_key_env",
    "num_ctx": "num_ctx",
    "n_threads": "n_threads",
    "n_gpu_layers": "n_gpu_layers",
    "request_timeout": "timeout_s",
}
"""The backend settings the first manifests held flat in ``settings``, beside the backend's
name (before the backend was a model of its own), and their names since."""


def _nested_backend(settings: Mapping[str, Any]) -> dict[str, Any]:
    """The backend settings of a schema 2 ``settings``, also of one that held them flat."""
    backend = settings.get("backend")
    if isinstance(backend, Mapping):
        return dict(backend)
    flat = {new: settings[old] for old, new in _V0_BACKEND.items() if old in settings}
    return {"backend": backend, **flat} if isinstance(backend, str) else flat


def _final_form(settings: Mapping[str, Any]) -> str:
    """The final-form policy a schema 2 run checked under: recorded only where it was not
    its preset's (lenient for the seed presets, strict otherwise)."""
    recorded = settings.get("final_form")
    if recorded in ("lenient", "strict"):
        return str(recorded)
    preset = settings.get("preset")
    return preset_final_form(preset if isinstance(preset, str) else None)


def _judge_options(judge: Any, *, run_backend: Mapping[str, Any]) -> dict[str, Any]:
    """The judge's run options as schema 2 recorded them (``judge`` only when on; its guard
    only when on, so a judge recorded without one ran unguarded). Where the judge used the
    run's own backend, model or servers, the option stays unset, as it was given."""
    if not isinstance(judge, Mapping):
        return {"judge": False, "judge_guard": True}  # no judge: the guard's default then
    recorded = judge.get("spec")
    spec: Mapping[str, Any] = recorded if isinstance(recorded, Mapping) else {}
    options = {"judge": True, "judge_guard": bool(spec.get("guard", False))}
    for key in ("backend", "model", "base_url"):
        if judge.get(key) is not None and judge.get(key) != run_backend.get(key):
            options[f"judge_{key}"] = judge[key]
    return options


def _listed_keys(old: Mapping[str, Any], new: Mapping[str, Any]) -> str:
    """The settings ``new`` holds that ``old`` lacks, a vote's inner ones as ``inner.KEY``."""
    keys = sorted(new.keys() - old.keys())
    inner_old, inner_new = old.get("inner"), new.get("inner")
    if isinstance(inner_old, Mapping) and isinstance(inner_new, Mapping):
        keys += [f"inner.{key}" for key in sorted(inner_new.keys() - inner_old.keys())]
    if not keys:
        return "without its retired settings"
    shown = ", ".join(keys[:4])
    return shown + (f" and {len(keys) - 4} more" if len(keys) > 4 else "")
