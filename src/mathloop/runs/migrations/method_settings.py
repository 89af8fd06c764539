"""Method settings added or retired after runs were recorded: each one line, a migration.

A run's manifest records every method setting as it stood when the run started. A setting
added since is missing from it: the run ran under the behaviour from before the setting
existed. Each such setting says how to reproduce that behaviour: the value that does
(``before``), or the switch that, off, makes it do nothing (``inert_unless``).
:func:`completed_spec` gives a recorded spec every setting today's method has, each at the
value that reproduces what the run ran under, and leaves out a retired setting held at a
value today's code runs as; every manifest is read through it (:mod:`mathloop.runs.migrations`).

**Adding a method setting** is one line in :data:`SETTINGS_SINCE`, here, next to the
others: its issue and the value that reproduces the behaviour from before it.

    >>> before_values({"temperature": 0.8})["anti_repeat"]
    False
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from mathloop.errors import ConfigError
from mathloop.methods import create_method
from mathloop.methods.base import spec_dict

__all__ = [
    "RETIRED",
    "SETTINGS_SINCE",
    "Since",
    "before_values",
    "completed_spec",
    "inert",
    "json_form",
    "spec_differences",
    "without_retired",
]


@dataclass(frozen=True)
class Since:
    """A method setting added after runs were recorded."""

    issue: int
    """The issue that added it (docs/decisions.md)."""
    before: Any = None
    """The value that reproduces the behaviour from before the setting existed (None: the
    setting only tunes another, ``inert_unless``)."""
    inert_unless: str | None = None
    """The switch without which the setting changes nothing."""


_ANTI_REPEAT_TUNING = (
    "anti_repeat_resamples",
    "anti_repeat_temperature",
    "anti_repeat_temperature_step",
    "anti_repeat_top_p",
    "anti_repeat_min_p",
)

SETTINGS_SINCE: Mapping[str, Since] = {
    "anti_repeat": Since(26, before=False),
    **{name: Since(26, inert_unless="anti_repeat") for name in _ANTI_REPEAT_TUNING},
    "anti_repeat_drop_previous": Since(26, before=False, inert_unless="anti_repeat"),
    # The untrimmed resample after one that came back byte for byte (bd11cb45, issue 41),
    # made a setting to be measured (issue 57): every run recorded since ran with it on.
    "anti_repeat_untrimmed": Since(57, before=True, inert_unless="anti_repeat"),
    "prompt_set": Since(28, before="mathloop"),
    "stop_on_degeneration": Since(29, before=False),
    "degeneration_window_chars": Since(29, inert_unless="stop_on_degeneration"),
    "degeneration_max_ratio": Since(29, inert_unless="stop_on_degeneration"),
    "degeneration_max_ratio_digits_masked": Since(29, inert_unless="stop_on_degeneration"),
    # IIPC's loop as the paper states it (issue 28): runs before it ran mathloop's schedule.
    "corrections_before_validation": Since(28, before=2),
    "err_output": Since(28, before="runner"),
    "p_star_without_working": Since(28, before="latest"),
    # relay_python: retries that fail on the same error as the attempt before (noticed in
    # issue 28's traces); runs before it carried no such note.
    "same_error_note": Since(28, before=""),
    "same_error_drop_previous": Since(28, before=False),
    "same_error_temperature": Since(28, before=0.0),
    # consensus grown into a vote over chains of thought and programs (issue 41).
    "sample_order": Since(41, before="p"),
    "samples_together": Since(41, before=1),
    "max_calls": Since(41, before=0),
    "time_limit_s": Since(41, before=0.0),
    "first_pair_decides": Since(41, before=False),
    # pot's retries told what the runner can tell from the code (issue 57); relay runs from
    # before issue 12 ran without it too.
    "runner_diagnostics": Since(57, before=False),
    # cot's and consensus's chains asked for briefly, a candidate of issue 57.
    "chain_prompt": Since(57, before="step_by_step"),
}
"""Every method setting added since runs were first recorded, by name."""


RETIRED: Mapping[str, tuple[Any, ...] | None] = {
    # Issue 39: settings that changed nothing (the essay's report names them; it now writes
    # them as the constants they were): a run that recorded them resumes without them.
    "prompt_style": None,
    "answer_submission_policy": ("first_result_is_final",),
    "verifier_feedback_to_model": (False,),
}
"""Method settings removed since runs recorded them, with the values a recorded run may hold
and still run as today's code runs (None: any value, the setting changed nothing)."""


def before_values(recorded: Mapping[str, Any]) -> dict[str, Any]:
    """The values of the settings a recorded spec lacks that reproduce what it ran under."""
    return {
        name: since.before
        for name, since in SETTINGS_SINCE.items()
        if name not in recorded and since.before is not None
    }


def completed_spec(name: str, recorded: Mapping[str, Any]) -> dict[str, Any]:
    """The full spec today's ``name`` runs under to run as the ``recorded`` spec did; a
    :class:`ConfigError` when no spec of today's does (a setting it lacks that
    :data:`SETTINGS_SINCE` does not name, a method that is gone)."""
    pinned = without_retired(recorded)
    if isinstance(pinned.get("inner"), Mapping) and isinstance(pinned.get("method"), str):
        pinned["inner"] = completed_spec(pinned["method"], pinned["inner"])
    known = spec_dict(create_method(name).spec).keys()
    before = {k: v for k, v in before_values(pinned).items() if k in known}
    # A setting that changes nothing under the recorded switches keeps today's default, as a
    # plan of the run's own command has it (so that command still matches the record).
    pinned |= {k: v for k, v in before.items() if not inert(k, {**pinned, **before})}
    full = spec_dict(create_method(name, pinned).spec)
    differences = spec_differences(dict(recorded), full)
    if differences:
        raise ConfigError(f"{name} cannot run today as recorded: {'; '.join(differences[:3])}")
    completed: dict[str, Any] = json_form(full)
    return completed


def spec_differences(old: Mapping[str, Any], new: Mapping[str, Any]) -> list[str]:
    """Each setting on which ``new`` does not run as the recorded ``old`` ran, as
    ``name: recorded -> today`` (empty when it runs as ``old`` did).

    >>> spec_differences({"temperature": 0.1}, {"temperature": 0.7, "anti_repeat": False})
    ['temperature: 0.1 -> 0.7']
    """
    found = []
    for key in sorted(old.keys() | new.keys()):
        if key not in new:
            if not _retired_as_recorded(key, old[key]):
                found.append(f"{key}: {old[key]!r} -> (no such setting now)")
        elif key not in old:
            if not _reproduces(key, new):
                found.append(f"{key}: {_unrecorded(key)} -> {new[key]!r}")
        elif key == "inner" and isinstance(old[key], Mapping) and isinstance(new[key], Mapping):
            found += [f"inner.{line}" for line in spec_differences(old[key], new[key])]
        elif json_form(old[key]) != json_form(new[key]):
            found.append(f"{key}: {old[key]!r} -> {new[key]!r}")
    return found


def without_retired(recorded: Mapping[str, Any]) -> dict[str, Any]:
    """A recorded spec without the retired settings it holds at values today's code runs as
    (:data:`RETIRED`), so that it builds today's method: a trace's spec rebuilt."""
    return {k: v for k, v in recorded.items() if not _retired_as_recorded(k, v)}


def _retired_as_recorded(key: str, value: Any) -> bool:
    """Whether ``key`` is a retired setting at a value today's code runs as."""
    if key not in RETIRED:
        return False
    values = RETIRED[key]
    return values is None or value in values


def _unrecorded(key: str) -> str:
    """What a run that does not record ``key`` ran under, in words."""
    since = SETTINGS_SINCE.get(key)
    if since is None:
        return "(not a setting then)"
    if since.before is not None:
        return f"(not recorded; ran as {since.before!r})"
    return f"(not recorded; inert unless {since.inert_unless})"


def _reproduces(key: str, new: Mapping[str, Any]) -> bool:
    since = SETTINGS_SINCE.get(key)
    if since is None:
        return False
    if since.before is not None and json_form(new[key]) == json_form(since.before):
        return True
    return inert(key, new)


def inert(key: str, spec: Mapping[str, Any]) -> bool:
    """Whether the setting ``key``, added since, changes nothing in ``spec``: its switch
    (``inert_unless``) is off there, as it was before the switch existed."""
    since = SETTINGS_SINCE.get(key)
    switch = since.inert_unless if since is not None else None
    return switch is not None and json_form(spec.get(switch)) == json_form(
        SETTINGS_SINCE[switch].before
    )


def json_form(value: Any) -> Any:
    """``value`` as a JSON round trip gives it back (tuples become lists): recorded settings
    and today's compare in that form."""
    if isinstance(value, (list, tuple)):
        return [json_form(v) for v in value]
    if isinstance(value, Mapping):
        return {k: json_form(v) for k, v in value.items()}
    return value
