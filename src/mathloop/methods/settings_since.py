"""Method settings added after runs were recorded, and what those runs ran under.

A run's manifest records every method setting as it stood when the run started. A setting
added since is missing from it: the run ran under the behaviour from before the setting
existed. Each such setting says how to reproduce that behaviour: the value that does
(``before``), or the switch that, off, makes it do nothing (``inert_unless``). A run folder
then resumes when today's settings reproduce what it ran under (:func:`same_methods`), and
``mathloop resume`` pins every setting its manifest does not record to that value
(:func:`before_values`), so a folder made before a setting existed finishes as it started.

    >>> before_values({"temperature": 0.8})["anti_repeat"]
    False
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["SETTINGS_SINCE", "Since", "before_values", "same_methods", "same_spec"]


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
    "prompt_set": Since(28, before="mathloop"),
    "stop_on_degeneration": Since(29, before=False),
    "degeneration_window_chars": Since(29, inert_unless="stop_on_degeneration"),
    "degeneration_max_ratio": Since(29, inert_unless="stop_on_degeneration"),
    "degeneration_max_ratio_digits_masked": Since(29, inert_unless="stop_on_degeneration"),
}
"""Every method setting added since runs were first recorded, by name."""


def before_values(recorded: Mapping[str, Any]) -> dict[str, Any]:
    """The values of the settings a recorded spec lacks that reproduce what it ran under."""
    return {
        name: since.before
        for name, since in SETTINGS_SINCE.items()
        if name not in recorded and since.before is not None
    }


def same_spec(old: Mapping[str, Any], new: Mapping[str, Any]) -> bool:
    """Whether settings ``new`` run as the recorded ``old`` ran: equal on every setting
    ``old`` records (a vote's ``inner`` spec compared the same way), and each setting it
    lacks one added since, at its ``before`` value or inert."""
    if old.keys() - new.keys():
        return False
    for key, value in old.items():
        if key == "inner" and isinstance(value, Mapping) and isinstance(new[key], Mapping):
            if not same_spec(value, new[key]):
                return False
        elif _normal(value) != _normal(new[key]):
            return False
    return all(_reproduces(key, new) for key in new.keys() - old.keys())


def same_methods(old: Any, new: Any) -> bool:
    """:func:`same_spec` for every method of a manifest's ``methods`` (name → settings)."""
    if not isinstance(old, Mapping) or not isinstance(new, Mapping):
        return bool(_normal(old) == _normal(new))
    if old.keys() != new.keys():
        return False
    return all(
        same_spec(old[name], new[name])
        if isinstance(old[name], Mapping) and isinstance(new[name], Mapping)
        else _normal(old[name]) == _normal(new[name])
        for name in old
    )


def _reproduces(key: str, new: Mapping[str, Any]) -> bool:
    since = SETTINGS_SINCE.get(key)
    if since is None:
        return False
    if since.before is not None and _normal(new[key]) == _normal(since.before):
        return True
    switch = since.inert_unless
    return switch is not None and _normal(new.get(switch)) == _normal(SETTINGS_SINCE[switch].before)


def _normal(value: Any) -> Any:
    # JSON round trips turn tuples into lists; compare in that form.
    if isinstance(value, (list, tuple)):
        return [_normal(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _normal(v) for k, v in value.items()}
    return value
