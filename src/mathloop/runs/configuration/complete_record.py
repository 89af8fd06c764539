"""An older manifest's record completed, so that its run is rebuilt from the record alone.

``mathloop resume`` reads only a manifest's ``settings`` and ``operation`` (:mod:`.record`).
A folder recorded by an older mathloop lacks some of it, and :func:`complete_record` fills
it once (``mathloop upgrade``), by the rules that used to run on every resume:

- every method setting added since the run was made gets the value that reproduces what the
  run ran under (:func:`~mathloop.methods.settings_since.before_values`; one that changes
  nothing under the recorded switches, and one added with no such value, today's default),
  and a retired setting leaves the spec; the completed spec must
  run as the recorded one did (:func:`~mathloop.methods.settings_since.spec_differences`):
  a method recorded before a setting that ``SETTINGS_SINCE`` does not name is left as it
  was, and the run reports as before but does not resume;
- a backend setting added since gets the default that reproduces the run
  (:func:`~mathloop.runs.execution.engine.backend_settings_since`);
- ``operation`` is worked out from what the user typed (the manifest's ``config``, or the
  command line of a run recorded before it), under the run's preset as recorded
  (:func:`~.as_recorded.as_recorded`); a run that recorded neither gets the
  defaults.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from mathloop.errors import RunStoreError
from mathloop.methods import create_method
from mathloop.methods.base import spec_dict
from mathloop.methods.settings_since import (
    inert,
    json_form,
    spec_differences,
    without_retired,
)
from mathloop.runs.execution.engine import backend_settings_since

from .as_recorded import as_recorded, method_before_values
from .config import RunConfig
from .planning import with_preset
from .record import operation_record

__all__ = ["CommandParser", "Completed", "complete_record", "completed_spec"]

CommandParser = Callable[[Sequence[str]], RunConfig]
"""Reads the words of a ``mathloop run`` command line into its config."""


class Completed(NamedTuple):
    """A manifest with its record completed, one line per block completed (``changes``) and
    one per method spec that could not be (``notes``)."""

    manifest: dict[str, Any]
    changes: list[str]
    notes: list[str]


def complete_record(
    manifest: Mapping[str, Any],
    *,
    home: Path,
    here: Path,
    parse_command: CommandParser | None = None,
) -> Completed:
    """``manifest`` of the run folder at ``home`` (started from ``here``) with a complete
    record; ``parse_command`` reads a ``mathloop run`` command line (the command line's own
    parser, :func:`mathloop.cli.arguments.config_of_arguments`, which ``mathloop upgrade``
    hands in) for a manifest that recorded no ``config``; without it such a run's
    ``operation`` is the defaults."""
    upgraded: dict[str, Any] = dict(manifest)
    changes: list[str] = []
    notes: list[str] = []
    settings = manifest.get("settings")
    if not isinstance(settings, Mapping):
        return Completed(upgraded, changes, notes)
    completed = dict(backend_settings_since(dict(settings)))
    added = sorted(completed.get("backend", {}).keys() - settings.get("backend", {}).keys())
    if added:
        changes.append(f"settings.backend: recorded {', '.join(added)} (the default it ran as)")
    methods = settings.get("methods")
    if isinstance(methods, Mapping):
        specs = dict(methods)
        for name, spec in methods.items():
            try:
                specs[name] = json_form(completed_spec(name, spec))
            except RunStoreError as exc:  # the folder reports as before; it cannot resume
                notes.append(
                    f"settings.methods.{name}: left as recorded, so the run does not resume ({exc})"
                )
                continue
            if specs[name] != json_form(spec):
                new = _new_keys(spec, specs[name])
                changes.append(f"settings.methods.{name}: recorded {_listed(new)}")
        completed["methods"] = specs
    if json_form(completed) != json_form(dict(settings)):
        upgraded["settings"] = completed
    if "operation" not in manifest:
        config, source = _typed_config(manifest, home, parse_command)
        typed = with_preset(as_recorded(config, settings))[0]  # as a resume resolved it then
        upgraded["operation"] = operation_record(typed, here=here)
        changes.append(f"operation: recorded from the run's {source}")
    return Completed(upgraded, changes, notes)


def completed_spec(name: str, recorded: Mapping[str, Any]) -> dict[str, Any]:
    """The full spec today's ``name`` runs under to run as the ``recorded`` spec did; a
    :class:`RunStoreError` when no spec of today's does."""
    pinned = without_retired(recorded)
    if isinstance(pinned.get("inner"), Mapping) and isinstance(pinned.get("method"), str):
        pinned["inner"] = completed_spec(pinned["method"], pinned["inner"])
    before = method_before_values(name, pinned)
    # A setting that changes nothing under the recorded switches keeps today's default, as a
    # plan of the run's own command has it (so that command still matches the record).
    pinned |= {k: v for k, v in before.items() if not inert(k, {**pinned, **before})}
    full = spec_dict(create_method(name, pinned).spec)
    differences = spec_differences(dict(recorded), full)
    if differences:
        raise RunStoreError(f"{name} cannot run today as recorded: {'; '.join(differences[:3])}")
    return full


def _typed_config(
    manifest: Mapping[str, Any], home: Path, parse_command: CommandParser | None
) -> tuple[RunConfig, str]:
    """The run the user typed, and where it was read from."""
    recorded = manifest.get("config")
    if isinstance(recorded, dict):
        return RunConfig.model_validate({**recorded, "out": home}), "recorded config"
    command = manifest.get("command")
    if isinstance(command, list) and command[:1] == ["run"] and parse_command is not None:
        config = parse_command([str(word) for word in command[1:]])
        return config.model_copy(update={"out": home}), "recorded command line"
    benchmark = (manifest.get("settings") or {}).get("benchmark") or "-"
    return RunConfig(benchmark=benchmark, out=home), "defaults (no config or command recorded)"


def _new_keys(old: Mapping[str, Any], new: Mapping[str, Any]) -> list[str]:
    """The settings ``new`` holds that ``old`` lacks, a vote's inner ones as ``inner.KEY``."""
    keys = sorted(new.keys() - old.keys())
    inner_old, inner_new = old.get("inner"), new.get("inner")
    if isinstance(inner_old, Mapping) and isinstance(inner_new, Mapping):
        keys += [f"inner.{key}" for key in _new_keys(inner_old, inner_new)]
    return keys


def _listed(names: list[str]) -> str:
    if not names:
        return "without its retired settings"
    shown = ", ".join(names[:4])
    return shown + (f" and {len(names) - 4} more" if len(names) > 4 else "")
