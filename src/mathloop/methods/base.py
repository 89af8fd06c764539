"""The method protocol, its solve context and the registry of methods by name."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from mathloop.errors import ConfigError
from mathloop.llm.base import Backend
from mathloop.plugins import Registry
from mathloop.problems import Problem
from mathloop.sandbox import Execution, GateReport, Limits, Policy, arun_code, get_policy

from .calls import parse_method_call
from .journal import FollowedSolve, SolveJournal
from .records import AttemptRecord, StepRecord, Trace

__all__ = [
    "METHODS",
    "Method",
    "MethodFactory",
    "SolveContext",
    "build_spec",
    "create_method",
    "method_names",
    "register_method",
    "spec_dict",
]


@dataclass(frozen=True)
class SolveContext:
    """What a method may use: a model and a sandbox. Never a gold answer or the run store.

    ``execution_slots`` bounds how many programs run at once across the whole run, apart
    from how many LLM requests are in flight.
    """

    backend: Backend
    policy: Policy = dataclasses.field(default_factory=lambda: get_policy("default"))
    limits: Limits = dataclasses.field(default_factory=Limits)
    seed: int | None = None
    execution_slots: asyncio.Semaphore | None = None
    journal: SolveJournal | None = None
    """Set by the runner when it may stop the solve (a per-problem wall clock)."""

    def journaled(self, journal: SolveJournal) -> SolveContext:
        """This context carrying ``journal``, its backend's completed calls counted there."""
        return dataclasses.replace(self, backend=journal.counting(self.backend), journal=journal)

    def follow(
        self,
        method: str,
        spec: dict[str, Any],
        *,
        attempts: list[AttemptRecord] | None = None,
        steps: list[StepRecord] | None = None,
        members: list[Trace] | None = None,
    ) -> None:
        """Let the runner see a solve's records as they grow (a no-op without a journal).

        Pass the lists the solve appends to, as it starts; a solve stopped by the runner
        is then stored with what they hold (see :mod:`mathloop.methods.journal`).
        """
        if self.journal is None:
            return
        # The very lists, never copies (an empty list is falsy: no ``or []`` here).
        solve = FollowedSolve(
            method,
            spec,
            attempts=[] if attempts is None else attempts,
            steps=[] if steps is None else steps,
            members=[] if members is None else members,
        )
        self.journal.follow(solve)

    async def execute(
        self, code: str, *, policy: Policy | None = None, gate: GateReport | None = None
    ) -> Execution:
        """Gate and run ``code`` in the sandbox, within the run's execution bound.

        ``gate``: the report already made of ``code`` under this policy (not made again).
        """
        chosen = policy or self.policy
        if self.execution_slots is None:
            return await arun_code(code, policy=chosen, limits=self.limits, gate=gate)
        async with self.execution_slots:
            return await arun_code(code, policy=chosen, limits=self.limits, gate=gate)


class Method(Protocol):
    """A way of solving a problem that ends in a submission."""

    name: str

    @property
    def spec(self) -> Any:
        """The frozen settings dataclass, written into every trace."""
        ...

    async def solve(self, problem: Problem, ctx: SolveContext) -> Trace:
        """Solve ``problem`` and return the full trace."""
        ...


MethodFactory = Callable[[dict[str, Any]], Method]

METHODS: Registry[MethodFactory] = Registry(
    "method",
    "mathloop.methods",
    describe=lambda factory: factory.__doc__ or "",
    check=lambda name, value: None if callable(value) else "not a method factory (a callable)",
)
"""Every method by name: the built-ins and those of installed plugins (``mathloop.methods``)."""


def register_method(name: str, factory: MethodFactory, *, description: str | None = None) -> None:
    """Make a method available by name; ``factory`` builds it from setting overrides.

    ``description`` is the one line ``mathloop methods list`` shows (default: the first line
    of the factory's docstring). Other packages register through an entry point instead
    (``docs/plugins.md``).
    """
    METHODS.add(name, factory, description=description)


def method_names() -> list[str]:
    """Names of every registered method, plugins' included."""
    return METHODS.names()


def create_method(name: str, overrides: dict[str, Any] | None = None) -> Method:
    """Build the method called ``name`` with optional setting overrides.

    ``name`` may be a call of a composed method, ``vote(pot, n=7)``: its arguments become
    settings (the positional one is ``method``), and ``overrides`` take precedence.
    """
    base_name, arguments = parse_method_call(name)
    entry = METHODS.get(base_name)
    if entry is None:
        known = ", ".join(method_names())
        raise ConfigError(f"unknown method {name!r}; known methods: {known}")
    return entry.value({**arguments, **(overrides or {})})


def spec_dict(spec: Any) -> dict[str, Any]:
    """A JSON-ready dict of a frozen spec dataclass."""
    return dataclasses.asdict(spec)


def build_spec(spec_type: type[Any], overrides: dict[str, Any]) -> Any:
    """Instantiate ``spec_type`` with ``overrides``, rejecting unknown setting names."""
    known = {field.name for field in dataclasses.fields(spec_type)}
    unknown = sorted(set(overrides) - known)
    if unknown:
        raise ConfigError(
            f"unknown setting(s) {', '.join(unknown)} for {spec_type.__name__}; "
            f"known: {', '.join(sorted(known))}"
        )
    return spec_type(**overrides)
