"""A run's resolved record, and the run rebuilt from it: what ``mathloop resume`` reads.

A manifest records a run twice over. ``settings`` holds what the run computes with, resolved
(the problems chosen, the backend, the sandbox's limits, the judge, and every method's full
spec: each value its preset gave included), and a resumed run must match it.
``operation`` holds how the run was carried out, resolved too: concurrency, budgets, the
response cache, the executor, the request timeout. :func:`config_of_record` rebuilds the run
from those two blocks alone. The preset's name stays a label: every value it gave is in the
record, so its definition of today changes nothing. What the user typed (the manifest's
``config`` and ``command``) is kept for people to read, never read back.

A folder recorded before a setting existed lacks it; ``mathloop upgrade`` completes its
record once (:mod:`.upgrade`), and until then :func:`config_of_record` refuses it with one
line that says so.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from mathloop.answers import DEFAULT_JUDGE_SPEC, DEFAULT_SETTINGS, CheckSettings, JudgeSpec
from mathloop.errors import ConfigError, RunStoreError
from mathloop.llm.registry import BACKEND_OPTIONS
from mathloop.methods import create_method
from mathloop.methods.base import spec_dict
from mathloop.presets import preset_final_form
from mathloop.runs.storage.portable import portable_path
from mathloop.runs.storage.store import recorded_final_form, recorded_judge_guard

from .config import RunConfig

__all__ = [
    "BACKEND_OPERATION",
    "OPERATION",
    "RECORDED_OPTIONS",
    "SELECTION_KEYS",
    "check_settings",
    "config_of_record",
    "judge_spec",
    "operation_record",
    "record_gaps",
    "resume_steps",
    "settings_record",
]

SELECTION_KEYS = (
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
)
"""The options that choose a run's problems, besides ``limit`` (all in its manifest)."""

RECORDED_OPTIONS = (*SELECTION_KEYS, "limit", "policy", "allow_imports", "python_timeout")
"""The run options ``settings`` records by their own names (besides the backend, the preset,
the judge, the samples and the methods)."""

OPERATION = (
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
"""The run options ``operation`` records: how the run is carried out, not what it computes.
A resume may change any of them (``mathloop resume RUN --concurrency 4``). Display flags
(``quiet``) are not among them: they change what a terminal shows, never the run; an older
manifest's ``quiet`` is ignored."""

BACKEND_OPERATION = ("timeout_s", "endpoint_concurrency")
"""The backend options ``operation`` records (``settings.backend`` leaves them out)."""


def operation_record(run: RunConfig, *, here: Path) -> dict[str, Any]:
    """The ``operation`` block of a run of ``run`` (its preset applied), a relative
    ``cache_path`` as given from ``here`` and an absolute one portable."""
    values = run.model_dump(mode="json", include=set(OPERATION))
    if isinstance(values.get("cache_path"), str):
        values["cache_path"] = portable_path(values["cache_path"], base=here)
    backend = run.backend.model_dump(mode="json", include=set(BACKEND_OPERATION))
    return {**values, "backend": backend}


def settings_record(config: RunConfig, backend: dict[str, Any], *, here: Path) -> dict[str, Any]:
    """The ``settings`` block of a run of ``config`` (its preset applied) on ``backend``'s
    settings (resolved, as a dict): what the run computes with, which a resume must match
    and :func:`config_of_record` rebuilds the run from."""
    # ``offline`` is not among them: it decides only whether a missing file may be fetched,
    # and a fetched file has the ids of a local one, so runs with and without it resume each
    # other.
    recorded = {key: _recorded(key, getattr(config, key)) for key in RECORDED_OPTIONS}
    if recorded["data"] is not None:
        recorded["data"] = portable_path(recorded["data"], base=here)
    # How requests are spread is not what they ask: like --concurrency, they may change
    # (``operation`` records them; the retry policy is the library's).
    volatile = {"retry", *BACKEND_OPERATION}
    recorded["backend"] = {k: v for k, v in backend.items() if k not in volatile}
    if config.preset:  # recorded only when given, so earlier runs resume as before
        recorded["preset"] = config.preset
    if config.final_form != preset_final_form(config.preset):  # as recorded_final_form reads
        recorded["final_form"] = config.final_form
    if config.judge:  # recorded only when on, so runs without a judge resume as before
        recorded["judge"] = {
            key: getattr(config, f"judge_{key}") or backend[key]
            for key in ("backend", "model", "base_url")
        }
        spec = dataclasses.asdict(judge_spec(config))
        if not spec["guard"]:  # runs recorded before the guard had none: they resume as such
            del spec["guard"]
        recorded["judge"]["spec"] = spec
    return recorded


def check_settings(config: RunConfig) -> CheckSettings:
    """The deterministic checker's settings of a run: the defaults, with the run's
    final-form policy."""
    return dataclasses.replace(DEFAULT_SETTINGS, final_form=config.final_form)


def judge_spec(config: RunConfig) -> JudgeSpec:
    """The judge's settings of a run: the defaults, with the run's judge guard."""
    return dataclasses.replace(DEFAULT_JUDGE_SPEC, guard=config.judge_guard)


def _recorded(key: str, value: Any) -> Any:
    """A setting as manifests record it: a path as text, a list as comma-separated text
    (``None`` for none, but the import allowlist's ``""``)."""
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, tuple):
        return ",".join(str(item) for item in value) or ("" if key == "allow_imports" else None)
    return value


def config_of_record(folder: Path, manifest: Mapping[str, Any]) -> RunConfig:
    """The run of ``folder`` as its manifest's ``settings`` and ``operation`` record it;
    a :class:`RunStoreError` naming ``mathloop upgrade`` for a record that is not complete."""
    why = _not_complete_because(manifest)
    if why is not None:
        raise RunStoreError(
            f"{folder}: the manifest's record is older than this mathloop ({why}); "
            f"`mathloop upgrade {folder}` completes it once, then resume"
        )
    settings, operation = manifest["settings"], manifest["operation"]
    fields: dict[str, Any] = {k: settings[k] for k in RECORDED_OPTIONS if k in settings}
    fields = {k: v for k, v in fields.items() if v is not None}
    fields |= {k: operation[k] for k in OPERATION if operation.get(k) is not None}
    backend = dict(settings["backend"])
    backend |= {k: v for k, v in (operation.get("backend") or {}).items() if v is not None}
    methods = settings["methods"]
    fields |= {
        "out": folder,
        "backend": backend,
        "methods": tuple(methods),
        "settings": {name: dict(spec) for name, spec in methods.items()},
        "samples": settings.get("samples", 1),
        "preset": settings.get("preset"),
        "final_form": recorded_final_form(settings),
        **_judge_options(settings.get("judge"), run_backend=settings["backend"]),
    }
    return RunConfig.model_validate(fields)


def resume_steps(folder: Path, manifest: Mapping[str, Any]) -> str:
    """The command that continues the stopped run in ``folder``: ``mathloop resume FOLDER``,
    after ``mathloop upgrade FOLDER`` where an older mathloop wrote its record."""
    if _not_complete_because(manifest) is None:
        return f"mathloop resume {folder}"
    return f"mathloop upgrade {folder}, then mathloop resume {folder}"


def _not_complete_because(manifest: Mapping[str, Any]) -> str | None:
    """Why ``manifest``'s record cannot rebuild its run alone (``None``: it can)."""
    settings = manifest.get("settings")
    if not isinstance(settings, Mapping) or not isinstance(manifest.get("operation"), Mapping):
        return "it records no 'operation' block"
    gaps = record_gaps(settings)
    if not gaps:
        return None
    more = f" and {len(gaps) - 3} more" if len(gaps) > 3 else ""
    return f"it lacks {', '.join(gaps[:3])}{more}"


def record_gaps(settings: Mapping[str, Any]) -> list[str]:
    """What a manifest's ``settings`` lack for the run to be rebuilt from them alone (today's
    method settings and backend options it does not record), as ``methods.pot.anti_repeat``
    and ``backend.batch_sequences``; empty for a complete record."""
    gaps = [f"settings.{key}" for key in ("backend", "methods") if key not in settings]
    if gaps:
        return gaps
    backend = settings["backend"]
    wanted = set(BACKEND_OPTIONS) - set(BACKEND_OPERATION)
    gaps += [f"backend.{name}" for name in sorted(wanted - backend.keys())]
    for name, spec in settings["methods"].items():
        gaps += _spec_gaps(name, spec)
    return gaps


def _spec_gaps(name: str, spec: Mapping[str, Any]) -> list[str]:
    """The settings today's ``name`` has that its recorded ``spec`` lacks (or holds no
    more), a vote's inner spec's as ``inner.KEY``."""
    try:
        today = spec_dict(create_method(name, dict(spec)).spec)
    except ConfigError as exc:  # a retired setting, a method that is gone: upgrade says which
        return [f"methods.{name} as today's mathloop builds it ({exc})"]
    keys = sorted(today.keys() ^ spec.keys())
    inner, recorded = today.get("inner"), spec.get("inner")
    if isinstance(inner, Mapping) and isinstance(recorded, Mapping):
        keys += [f"inner.{key}" for key in sorted(inner.keys() ^ recorded.keys())]
    return [f"methods.{name}.{key}" for key in keys]


def _judge_options(judge: Any, *, run_backend: Mapping[str, Any]) -> dict[str, Any]:
    """The judge's run options as ``settings.judge`` records them (recorded only when on;
    its guard only when on, so a judge recorded without one ran unguarded). Where the judge
    used the run's own backend, model or servers, the option stays unset, as it was given."""
    if not isinstance(judge, Mapping):
        return {"judge": False}
    options = {"judge": True, "judge_guard": recorded_judge_guard({"judge": judge})}
    for key in ("backend", "model", "base_url"):
        if judge.get(key) is not None and judge.get(key) != run_backend.get(key):
            options[f"judge_{key}"] = judge[key]
    return options
