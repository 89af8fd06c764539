"""Seed presets: named, recorded bundles of the settings each source text specifies.

A preset is what ``--preset NAME`` applies to a run (and ``mathloop reproduce`` to each of
its experiments): run options such as the import allowlist and the program timeout, and
per-method overrides such as budgets and the sampler. Flags and ``--set`` given on the
command line win over a preset; a preset wins over mathloop's own defaults. The preset's
name is written into the run's manifest and into every trace, so a reader can tell a
faithful run from a tuned one.

The rule for what a preset holds (docs/presets.md lists every entry and why):

- where a seed states a setting, the preset uses exactly that;
- every place mathloop adds to a seed that changes what the model sees, which program runs
  or how a result is labelled, the preset turns off;
- mathloop's runaway guard stays on: it only ends a reply that has already repeated one
  block of 30 or more tokens four times over (docs/backends.md); its degeneration guard,
  which judges text that does not repeat exactly, is turned off.

Example::

    >>> get_preset("relay-essay").run.options()["allow_imports"]
    'sympy'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from mathloop.answers.settings import DEFAULT_SETTINGS, FinalForm
from mathloop.errors import ConfigError
from mathloop.llm.base import OLLAMA_SAMPLER
from mathloop.methods import create_method
from mathloop.methods.calls import parse_method_call

__all__ = [
    "PRESETS",
    "Preset",
    "PresetRun",
    "apply_preset",
    "get_preset",
    "preset_final_form",
    "preset_names",
    "voter_settings",
]


class PresetRun(BaseModel):
    """The run options a preset sets: a partial run configuration, typed and checked where
    the preset is defined. Each field is the ``RunConfig`` field of the same name (which a
    test holds them to); a field left out is not the preset's to set."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    policy: Literal["strict", "default"] | None = None
    allow_imports: str | None = None
    """Comma-separated, as the option takes it (``""``: none beyond the policy's)."""
    python_timeout: float | None = Field(default=None, ge=0.1)
    judge: bool | None = None
    final_form: FinalForm | None = None

    def options(self) -> dict[str, Any]:
        """The options set, by their ``mathloop run`` names."""
        return self.model_dump(exclude_unset=True)


@dataclass(frozen=True)
class Preset:
    """One seed's settings: run options and per-method overrides."""

    name: str
    seed: str
    """Which source text the settings come from."""
    summary: str
    run: PresetRun = field(default_factory=PresetRun)
    """Run options (the ``mathloop run`` option names): policy, python_timeout, judge,
    final_form."""
    methods: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    """Per-method setting overrides, as ``--set METHOD.KEY=VALUE`` would give them."""

    def __post_init__(self) -> None:
        """Every method override is a setting of that method within its bounds, checked when
        the preset is defined (a :class:`ConfigError` naming the preset otherwise); the run
        options are checked against ``RunConfig`` by the tests (``tests/test_presets.py``),
        since the run configuration is built on the presets."""
        for method, overrides in self.methods.items():
            try:
                create_method(method, dict(overrides))
            except ConfigError as exc:
                raise ConfigError(f"preset {self.name}: {exc}") from exc

    def method_overrides(self, method: str) -> dict[str, Any]:
        """The preset's overrides of ``method`` (empty for a method the seed does not run)."""
        return dict(self.methods.get(method, {}))


def _frozen(values: dict[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(values)


_OLLAMA_SAMPLER = {
    name: getattr(OLLAMA_SAMPLER, name)
    for name in ("temperature", "top_p", "top_k", "min_p", "repeat_penalty", "repeat_last_n")
}
"""Ollama's default sampler (:data:`~mathloop.llm.base.OLLAMA_SAMPLER`, written once): the
essay sets no sampler, so its runs sampled with this."""

_RELAY_ESSAY_COMMON = {
    **_OLLAMA_SAMPLER,
    "stop_after_code_block": False,
    "runner_diagnostics": False,
    "label_execution_timeout": False,
    "label_undecided_result": False,
    "anti_repeat": False,
    "stop_on_degeneration": False,
    "prompt_set": "essay",
}

_RELAY_ESSAY_METHODS = _frozen(
    {
        "one_shot_python": _frozen(
            {**_RELAY_ESSAY_COMMON, "num_predict": 12_500, "num_ctx": 16_384}
        ),
        "relay_python": _frozen(
            {
                **_RELAY_ESSAY_COMMON,
                "max_attempts": 5,
                "num_predict": 2_500,
                "num_ctx": 8_192,
                # The essay's carried artifacts are the runner's observations, not the program.
                "include_previous_code": False,
                "same_error_note": "",
                "same_error_drop_previous": False,
                "same_error_temperature": 0.0,
            }
        ),
    }
)
"""Both relay presets' method settings: the essay's budgets, sampler and prompts."""

_SEED_003 = "Reasoning Should Travel (relay essay, seed 003)"

RELAY_ESSAY = Preset(
    name="relay-essay",
    seed=_SEED_003,
    summary="one_shot_python and relay_python as the essay's saved MATH-500 run: the essay's "
    "five-module allowlist plus sympy (the saved trace imports sympy and marks it safe), 15 s "
    "per program, 12,500 tokens for one shot, 5 attempts of 2,500 tokens for the relay, "
    "Ollama's default sampler, the essay's prompts, none of mathloop's additions but one "
    "deliberate exception: the runaway guard (stop_on_repetition) stays on; answers checked "
    "by value (--final-form lenient), as the essay's SymPy comparison did",
    run=PresetRun(
        policy="strict", allow_imports="sympy", python_timeout=15.0, final_form="lenient"
    ),
    methods=_RELAY_ESSAY_METHODS,
)

RELAY_ESSAY_STRICT = Preset(
    name="relay-essay-strict",
    seed=_SEED_003,
    summary="relay-essay under the current runner's allowlist as the essay states it "
    "(collections, functools, itertools, math, operator: no sympy), same budgets, sampler "
    "and prompts",
    run=PresetRun(policy="strict", allow_imports="", python_timeout=15.0, final_form="lenient"),
    methods=_RELAY_ESSAY_METHODS,
)

_IIPC_AGENTS = ("cot", "pot", "pot_nc", "cr", "macm", "iipc", "iipc_ns", "iipc_ns_nms")
_IIPC_LOOP = {
    # "a maximum of two process validations and two error corrections after each process
    # validation": none before the first validation.
    "corrections_before_validation": 0,
    # o_t = E(p_t): f_err reads what running the program gave, not the runner's report.
    "err_output": "interpreter",
    # p* is "the most recent working program": none when no program worked.
    "p_star_without_working": "none",
}
"""The refinement loop exactly as the paper states it, for ``iipc`` and its ablations."""

IIPC_PAPER = Preset(
    name="iipc-paper",
    seed="Enhancing Mathematical Problem Solving in LLMs (IIPC paper, seed 000)",
    summary="IIPC and its baselines as the paper ran them: decoding temperature 0.1 for every "
    "agent, the paper's program libraries and limits, and the LLM judge (temperature 0) "
    "after the deterministic check, under mathloop's judge guard (its NOT_EQUIVALENT does "
    "not override an undecided verdict; --no-judge-guard turns it off); answers checked by "
    "value (--final-form lenient)",
    run=PresetRun(judge=True, final_form="lenient"),
    methods=_frozen(
        {
            name: _frozen(
                {
                    "temperature": 0.1,
                    "anti_repeat": False,
                    "stop_on_degeneration": False,
                    **(_IIPC_LOOP if name.startswith("iipc") else {}),
                    # mathloop's runner diagnostics: not the paper's feedback.
                    **({"runner_diagnostics": False} if name in ("pot", "pot_nc") else {}),
                }
            )
            for name in _IIPC_AGENTS
        }
    ),
)

PRESETS: Mapping[str, Preset] = MappingProxyType(
    {preset.name: preset for preset in (RELAY_ESSAY, RELAY_ESSAY_STRICT, IIPC_PAPER)}
)
"""Every preset by name."""


def preset_names() -> list[str]:
    """The names ``--preset`` accepts."""
    return sorted(PRESETS)


def preset_final_form(name: str | None) -> FinalForm:
    """The final-form policy of a run under the preset ``name`` (``None``: no preset) that
    sets none itself: the preset's, else the checker's default (``strict``)."""
    preset = PRESETS.get(name or "")
    if preset is not None and preset.run.final_form is not None:
        return preset.run.final_form
    return DEFAULT_SETTINGS.final_form


def get_preset(name: str) -> Preset:
    """The preset ``name``; a :class:`ConfigError` naming the known ones otherwise."""
    try:
        return PRESETS[name]
    except KeyError:
        known = ", ".join(preset_names())
        raise ConfigError(f"unknown preset {name!r}; known presets: {known}") from None


def apply_preset(
    options: dict[str, Any],
    overrides: dict[str, dict[str, Any]],
    *,
    explicit: Callable[[str], bool] | None = None,
    methods: Sequence[str] = (),
) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """``options`` and ``overrides`` with the preset named in ``options["preset"]`` applied.

    A run option takes the preset's value unless ``explicit(name)`` says the user set it (on
    the command line or in the environment); a method setting takes it unless the user's
    ``--set`` names it. A vote among the run's ``methods`` (``vote(pot)``) also takes the
    preset's settings of its voters (:func:`voter_settings`) under its own. Without a preset
    both come back unchanged.
    """
    name = options.get("preset")
    if not name:
        return options, overrides
    preset = get_preset(name)
    given = explicit or _nothing_given
    merged_options = dict(options)
    for key, value in preset.run.options().items():
        if not given(key):
            merged_options[key] = value
    merged_overrides = {method: dict(values) for method, values in overrides.items()}
    for method in preset.methods:
        merged_overrides[method] = {
            **preset.method_overrides(method),
            **overrides.get(method, {}),
        }
    for method in methods:
        voters = voter_settings(preset, method)
        if voters:
            merged_overrides[method] = {**voters, **merged_overrides.get(method, {})}
    return merged_options, merged_overrides


def voter_settings(preset: Preset, method: str) -> dict[str, Any]:
    """What a preset sets for the voters of a vote, ``vote(pot)``: its settings of the inner
    method, less the temperature, which the vote sets for its voters (the paper's 0.7).

    Given to the vote as its recorded ``inner`` settings, so the vote keeps its name. Empty
    for a method that is not a vote, or for an inner method the preset does not name.
    """
    name, arguments = parse_method_call(method)
    inner = arguments.get("method")
    if name != "vote" or not isinstance(inner, str):
        return {}
    settings = preset.method_overrides(parse_method_call(inner)[0])
    settings.pop("temperature", None)
    return {"inner": settings} if settings else {}


def _nothing_given(name: str) -> bool:
    return False
