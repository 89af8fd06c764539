"""A run's configuration, typed and validated: what :func:`mathloop.evaluate` takes.

Every field is an option of ``mathloop run`` under its parameter name, with the same default
(``tests/api/test_evaluate.py`` holds the two side by side), so a run made from Python and
the same run made on the command line record the same settings and resume each other::

    >>> config = RunConfig(benchmark="math500", out="runs/m500", limit=20, seed=1)
    >>> config.methods
    ('one_shot_python', 'relay_python')
    >>> sorted(config.given())
    ['benchmark', 'limit', 'out', 'seed']

``given()`` names the fields the caller set: a preset (``preset="relay-essay"``) applies
under them and over every other field.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PositiveInt, field_validator

from mathloop.errors import ConfigError
from mathloop.llm.endpoints import endpoint_urls
from mathloop.methods.calls import split_top_level

__all__ = ["RunConfig", "parse_overrides", "split_csv"]

_REQUIRED = ("benchmark", "out")

_LISTS = ("methods", "ids", "subjects", "levels", "years", "allow_imports")
"""Fields the command line takes as comma-separated text."""


class RunConfig(BaseModel):
    """Everything one run needs, as ``mathloop run`` takes it (see ``--help`` for each)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    benchmark: str
    out: Path
    methods: tuple[str, ...] = ("one_shot_python", "relay_python")
    settings: dict[str, dict[str, Any]] = Field(default_factory=dict)
    """Method settings, ``{"relay_python": {"max_attempts": 3}}`` (``--set`` pairs)."""
    data: Path | None = None
    offline: bool = False
    question_field: str | None = None
    answer_field: str | None = None
    id_field: str | None = None
    limit: PositiveInt | None = None
    seed: int | None = None
    samples: PositiveInt = 1
    """Times each problem × method is solved (``--samples``; :mod:`mathloop.runs.samples`)."""
    ids: tuple[str, ...] = ()
    subjects: tuple[str, ...] = ()
    levels: tuple[int, ...] = ()
    years: tuple[int, ...] = ()
    per_bin: PositiveInt | None = None
    preset: str | None = None
    backend: str = "llamacpp"
    model: str | None = None
    base_url: str | tuple[str, ...] | None = None
    """One server URL, or several (``--base-url`` given again): requests spread over them."""
    endpoint_concurrency: PositiveInt | None = None
    api_key_env: str = "OPENAI_API_KEY"
    num_ctx: int = Field(default=16384, ge=512)
    n_threads: PositiveInt | None = None
    prompt_cache_mb: int = Field(default=1024, ge=0)
    prompt_lookup_tokens: int = Field(default=0, ge=0)
    server_extensions: bool | None = None
    request_timeout: float = Field(default=600.0, ge=1)
    policy: Literal["strict", "default"] = "default"
    allow_imports: tuple[str, ...] = ()
    python_timeout: float = Field(default=15.0, ge=0.1)
    sandbox_mode: Literal["cold", "warm"] = "cold"
    concurrency: PositiveInt = 1
    exec_concurrency: PositiveInt = 2
    cache: Literal["auto", "all", "off"] = "auto"
    cache_path: Path | None = None
    problem_timeout: float | None = Field(default=None, ge=1)
    max_run_tokens: PositiveInt | None = None
    max_cost: float | None = Field(default=None, ge=0)
    executor: Literal["local", "ray"] = "local"
    ray_address: str | None = None
    price: str | None = None
    keep_errors: bool = False
    judge: bool = False
    judge_backend: str | None = None
    judge_model: str | None = None
    judge_base_url: str | None = None
    quiet: bool = False

    @field_validator("base_url", mode="before")
    @classmethod
    def _one_or_several(cls, value: Any) -> Any:
        """One URL stays a string, as recorded before several were possible."""
        return endpoint_urls(value) if isinstance(value, (list, tuple)) else value

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
        """The fields among a command's ``options`` (named as ``mathloop run`` names them)
        that ``given(name)`` says the user gave: comma-separated text split, ``--set`` pairs
        as ``settings``. A config made of them checks their values."""
        fields: dict[str, Any] = {
            name: value
            for name, value in options.items()
            if name in cls.model_fields and given(name)
        }
        for name in _LISTS:
            if isinstance(fields.get(name), str):
                fields[name] = tuple(split_csv(fields[name]))
        if options.get("overrides"):
            fields["settings"] = parse_overrides(tuple(options["overrides"]))
        return fields

    def given(self) -> frozenset[str]:
        """The fields the caller set (a preset does not override them)."""
        return frozenset(self.model_fields_set)

    def to_options(self) -> dict[str, Any]:
        """The options ``mathloop run`` would receive for this run, method settings apart
        (:func:`~mathloop.runs.planning.plan_config` lays ``settings`` over them)."""
        options = self.model_dump(exclude={"settings"})
        for name in _LISTS:
            options[name] = ",".join(str(v) for v in options[name]) or None
        options["methods"] = options["methods"] or ""
        options["allow_imports"] = options["allow_imports"] or ""
        options["overrides"] = ()
        base_url = options["base_url"]  # --base-url may be given several times
        options["base_url"] = (base_url,) if isinstance(base_url, str) else base_url or ()
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
