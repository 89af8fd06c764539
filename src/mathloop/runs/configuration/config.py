"""A run's configuration, typed and validated: what :func:`mathloop.evaluate` takes.

Every field is an option of ``mathloop run`` under its parameter name: the command's options
take their defaults and help from these fields (:mod:`mathloop.cli.options`), so a run made
from Python and the same run made on the command line record the same settings and resume
each other. The backend's options are one nested model, :class:`~mathloop.llm.BackendSettings`
(the one backend settings class); given flat, as the command line names them, they go
into it::

    >>> config = RunConfig(benchmark="math500", out="runs/m500", limit=20, model="qwen")
    >>> config.methods, config.backend.model
    (('one_shot_python', 'relay_python'), 'qwen')
    >>> sorted(config.given())
    ['benchmark', 'limit', 'model', 'out']

``given()`` names the options the caller set: a preset (``preset="relay-essay"``) applies
under them and over every other field.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PositiveInt, field_validator, model_validator

from mathloop.answers.settings import DEFAULT_SETTINGS, FinalForm
from mathloop.errors import ConfigError
from mathloop.llm import BackendSettings
from mathloop.methods.calls import split_top_level

__all__ = ["RunConfig", "parse_overrides", "split_csv"]

_REQUIRED = ("benchmark", "out")

_LISTS = ("methods", "ids", "subjects", "levels", "years", "allow_imports")
"""Fields the command line takes as comma-separated text."""

_BACKEND_FLAT = frozenset(BackendSettings.model_fields) - {"backend"}
"""The backend's fields, which the command line gives beside the run's."""


class RunConfig(BaseModel):
    """Everything one run needs, as ``mathloop run`` takes it: each field's docstring is its
    option's ``--help``, and its default the option's."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    benchmark: str
    """math500, math, gsm8k, aime, jsonl, csv or samples."""
    out: Path
    """Run folder; running again resumes it."""
    methods: tuple[str, ...] = ("one_shot_python", "relay_python")
    """Comma-separated method names."""
    # By method, as --set pairs give them: {"relay_python": {"max_attempts": 3}}.
    settings: dict[str, dict[str, Any]] = Field(default_factory=dict)
    """Override a method setting, e.g. relay_python.max_attempts=3."""
    data: Path | None = None
    """Benchmark file (default: the benchmark's file in the data folders, fetched from the hub
    when missing; docs/benchmarks.md)."""
    offline: bool = False
    """Never fetch a missing benchmark file from the Hugging Face hub (as HF_HUB_OFFLINE=1
    does); without it, a named benchmark found in no data folder is downloaded into the data
    cache first, as `mathloop data pull` does."""
    question_field: str | None = None
    """Question column of a generic jsonl/csv file."""
    answer_field: str | None = None
    """Answer column of a generic jsonl/csv file."""
    id_field: str | None = None
    """Id column of a generic jsonl/csv file (default: content hash)."""
    limit: PositiveInt | None = None
    """At most this many problems (a seeded sample when --seed is given)."""
    seed: int | None = None
    """Seed for sampling and generation."""
    samples: PositiveInt = 1
    """Solve every problem x method N times, each sample on its own seed, for pass@k, maj@k
    and mean accuracy over samples in `mathloop report` (docs/reports.md). Sampled methods
    only: at temperature 0 every sample is the same."""
    ids: tuple[str, ...] = ()
    """Comma-separated problem ids."""
    subjects: tuple[str, ...] = ()
    """Comma-separated subjects."""
    levels: tuple[int, ...] = ()
    """Comma-separated levels (1-5)."""
    years: tuple[int, ...] = ()
    """Comma-separated years (AIME)."""
    per_bin: PositiveInt | None = None
    """At most K problems per subject x level bin."""
    preset: str | None = None
    """Apply a seed's settings (docs/presets.md): relay-essay for one_shot_python and
    relay_python as the essay's saved run ran them (sympy allowed), relay-essay-strict for the
    same under the essay's five-module list, iipc-paper for IIPC and its baselines. Flags and
    --set pairs given here win over the preset."""
    backend: BackendSettings = Field(default_factory=BackendSettings)
    """The model and how to reach it (its fields are the backend options)."""
    policy: Literal["strict", "default"] = "default"
    """Import allowlist for model code: strict is the seed's five modules."""
    allow_imports: tuple[str, ...] = ()
    """Comma-separated extra modules model code may import."""
    python_timeout: float = Field(default=15.0, ge=0.1)
    """Wall-clock seconds per program execution."""
    sandbox_mode: Literal["auto", "cold", "warm"] = "auto"
    """warm: fork each program from a server that has sympy/numpy/scipy imported
    (milliseconds per program); cold: a fresh python -I per program; auto: warm where
    bubblewrap gives warm its layers, else cold (docs/sandbox.md)."""
    concurrency: PositiveInt = 1
    """Problems in flight at once (LLM requests overlap; llamacpp serializes)."""
    exec_concurrency: PositiveInt = 2
    """Sandboxed programs running at once, across all problems."""
    cache: Literal["auto", "all", "off"] = "auto"
    """Response cache: auto caches temperature-0 calls, all caches every call (keyed by sample
    index), off disables it."""
    cache_path: Path | None = None
    """SQLite response cache (default: $MATHLOOP_CACHE/responses.sqlite)."""
    problem_timeout: float | None = Field(default=None, ge=1)
    """Wall-clock seconds per problem × method (then BUDGET_EXCEEDED)."""
    max_run_tokens: PositiveInt | None = None
    """Stop the run cleanly once this many prompt + output tokens are spent."""
    max_cost: float | None = Field(default=None, ge=0)
    """Stop the run cleanly once this many dollars are spent (see --price)."""
    executor: Literal["local", "ray"] = "local"
    """Solve problems in this process, or as tasks on a Ray cluster."""
    ray_address: str | None = None
    """Ray cluster address for --executor ray (default: start a local Ray)."""
    price: str | None = None
    """PROMPT_PER_M,OUTPUT_PER_M dollars per million tokens for the run's model (default: the
    built-in table, else 0)."""
    keep_errors: bool = False
    """On resume, keep LLM_ERROR records (failed model calls) instead of solving those
    problems again."""
    final_form: FinalForm = DEFAULT_SETTINGS.final_form
    """How finished a value-equal answer must be (docs/answers.md, "Final form"): strict
    refuses numeric work left (8/18, sqrt(75), an unexpanded product of numbers) on every
    problem, as MATH's graders do; lenient only where the statement asks for that work or the
    answer hands the statement's own expression back (the seed presets' value-only checks)."""
    judge: bool = False
    """Ask an LLM judge (temperature 0) when the deterministic check says not equal or cannot
    decide, as in the IIPC paper (on under --preset iipc-paper and in the iipc-* experiments;
    --no-judge turns it off there)."""
    judge_guard: bool = True
    """The judge guard (mathloop's addition, docs/answers.md): the judge's NOT_EQUIVALENT
    does not override an undecided deterministic verdict. Turn it off only for a judge
    that `mathloop judge-check` shows reaches the trust floor."""
    judge_backend: str | None = None
    """Backend of the judge (default: the run's --backend)."""
    judge_model: str | None = None
    """Judge model (default: the run's)."""
    judge_base_url: str | None = None
    """Server URL of the judge (default: the run's --base-url)."""
    quiet: bool = False
    """No progress bar; one line per finished problem."""

    @model_validator(mode="before")
    @classmethod
    def _nest_backend(cls, data: Any) -> Any:
        """Backend options given flat, as the command line names them, go into
        ``backend``."""
        if not isinstance(data, Mapping):
            return data
        fields = dict(data)
        flat = {key: fields.pop(key) for key in _BACKEND_FLAT & fields.keys()}
        backend = fields.pop("backend", None)
        if isinstance(backend, str):
            flat["backend"] = backend
        elif isinstance(backend, BackendSettings):
            flat = {**backend.model_dump(exclude_unset=True), **flat}
        elif isinstance(backend, Mapping):
            flat = {**backend, **flat}
        elif backend is not None:  # not a backend: let validation say so
            return {**fields, "backend": backend}
        return {**fields, "backend": flat} if flat else fields

    @field_validator(*_LISTS, mode="before")
    @classmethod
    def _comma_separated(cls, value: Any) -> Any:
        """A list field also takes comma-separated text, as its option does."""
        return tuple(split_csv(value)) if isinstance(value, str) else value

    @classmethod
    def from_options(cls, options: Mapping[str, Any], *, given: Callable[[str], bool]) -> RunConfig:
        """The config of ``mathloop run``'s ``options`` (comma-separated text, ``--set``
        pairs), keeping only the options ``given(name)`` says the user gave, so that the
        rest take this class's defaults and a preset can apply under them."""
        required = {name: options[name] for name in _REQUIRED if name in options}
        return cls(**{**cls.given_fields(options, given=given), **required})

    @classmethod
    def given_fields(
        cls, options: Mapping[str, Any], *, given: Callable[[str], bool]
    ) -> dict[str, Any]:
        """The options among a command's ``options`` (named as ``mathloop run`` names them)
        that ``given(name)`` says the user gave, ``--set`` pairs as ``settings``. A config
        made of them checks their values."""
        fields: dict[str, Any] = {
            name: value
            for name, value in options.items()
            if (name in cls.model_fields or name in _BACKEND_FLAT) and given(name)
        }
        if options.get("overrides"):
            fields["settings"] = parse_overrides(tuple(options["overrides"]))
        return fields

    def given(self) -> frozenset[str]:
        """The options the caller set (a preset does not override them), the backend's by
        their own names (``model``, ``base_url``...)."""
        return frozenset(self.given_options())

    def updated(self, changes: Mapping[str, Any]) -> RunConfig:
        """This config with the options ``changes`` names (by option name, as
        :meth:`given_options` has them) set over its own; both count as given."""
        return RunConfig.model_validate({**self.given_options(), **changes})

    def given_options(self) -> dict[str, Any]:
        """The value of every option the caller set, by option name: the fields, with the
        backend's fields in place of ``backend`` (whose name is ``backend``)."""
        options = {name: getattr(self, name) for name in self.model_fields_set - {"backend"}}
        backend = self.backend
        options.update({name: getattr(backend, name) for name in backend.model_fields_set})
        return options


def split_csv(value: str | None) -> list[str]:
    """``"a, b,,c"`` → ``["a", "b", "c"]``; commas inside parentheses stay (``vote(pot, n=7)``)."""
    return split_top_level(value or "")


def parse_overrides(pairs: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """Parse ``--set METHOD.KEY=VALUE`` pairs; VALUE is JSON when it parses, else a string."""
    overrides: dict[str, dict[str, Any]] = {}
    for pair in pairs:
        target, sep, raw = pair.partition("=")
        method, dot, key = target.partition(".")
        if not sep or not dot or not method or not key:
            raise ConfigError(f"--set expects METHOD.KEY=VALUE, got {pair!r}")
        overrides.setdefault(method, {})[key] = _value(raw)
    return overrides


def _value(raw: str) -> Any:
    try:
        return json.loads(raw)
    except json.JSONDecodeError:
        return raw
