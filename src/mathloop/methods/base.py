"""The method protocol and the registry of methods by name (the context: :mod:`.context`)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from mathloop.errors import ConfigError
from mathloop.plugins import BUILT_IN, Registry
from mathloop.problems import Problem

from .calls import parse_method_call
from .context import SolveContext
from .generation import GenerationSpec
from .recorder import Outcome, Recorder, solve_with_spec
from .records import Trace
from .specs import build_spec, spec_dict

__all__ = [
    "METHODS",
    "Method",
    "MethodFactory",
    "RecordedMethod",
    "SolveContext",
    "SpecMethod",
    "build_spec",
    "create_method",
    "method",
    "method_names",
    "register_method",
    "spec_dict",
]


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


def _factory_of(name: str, value: object) -> object:
    """A plugin's entry point may name a class ``@method`` registered: its factory."""
    if isinstance(value, type) and issubclass(value, SpecMethod):
        return value.method_factories.get(name, value)
    return value


def _check_factory(name: str, value: object) -> str | None:
    if isinstance(value, type):
        return f"a class that @method did not register as {name!r}"
    return None if callable(value) else "not a method factory (a callable)"


METHODS: Registry[MethodFactory] = Registry(
    "method",
    "mathloop.methods",
    describe=lambda factory: factory.__doc__ or "",
    check=_check_factory,
    unwrap=_factory_of,
)
"""Every method by name: the built-ins and those of installed plugins (``mathloop.methods``)."""


def register_method(name: str, factory: MethodFactory, *, description: str | None = None) -> None:
    """Make a method available by name; ``factory`` builds it from setting overrides.

    ``description`` is the one line ``mathloop methods list`` shows (default: the first line
    of the factory's docstring). A method with a spec registers with :func:`method`
    instead; other packages register through an entry point (``docs/plugins.md``).
    """
    METHODS.add(name, factory, description=description)


S = TypeVar("S")


class SpecMethod(ABC, Generic[S]):
    """What every method with a spec shares: its registered ``name`` and frozen ``spec``.

    The :func:`method` decorator sets the class's ``name`` and ``spec_type``; a method built
    without a spec gets that type's defaults.
    """

    name: str
    spec_type: ClassVar[type[Any]]
    method_factories: ClassVar[Mapping[str, MethodFactory]] = {}
    """The factories :func:`method` registered, by name (a plugin's entry point may name
    the class: the registry takes the factory of the entry point's name from here)."""

    def __init__(self, spec: S | None = None, *, name: str | None = None) -> None:
        self._spec: S = spec if spec is not None else self.spec_type()
        if name is not None:
            self.name = name

    @property
    def spec(self) -> S:
        """The frozen settings of this method, written into every trace."""
        return self._spec

    @abstractmethod
    async def solve(self, problem: Problem, ctx: SolveContext) -> Trace:
        """Solve ``problem`` and return the full trace."""


G = TypeVar("G", bound=GenerationSpec)


class RecordedMethod(SpecMethod[G]):
    """A method whose solve is one :meth:`body` run with a recorder whose model calls follow
    its spec (:func:`~mathloop.methods.recorder.solve_with_spec`): the usual shape."""

    async def solve(self, problem: Problem, ctx: SolveContext) -> Trace:
        """Run :meth:`body` on ``problem`` and return the trace the recorder builds."""
        body = partial(self.body, problem)
        return await solve_with_spec(self.name, self.spec, problem, self.context(ctx), body)

    def context(self, ctx: SolveContext) -> SolveContext:
        """The context the solve runs in (a method with its own sandbox policy changes it)."""
        return ctx

    @abstractmethod
    async def body(self, problem: Problem, log: Recorder) -> Outcome:
        """Solve ``problem``, recording through ``log``: what it submits and why it stopped."""


M = TypeVar("M", bound="type[SpecMethod[Any]]")


def method(
    name: str,
    *,
    spec: type[Any],
    description: str | None = None,
    defaults: Mapping[str, Any] | None = None,
) -> Callable[[M], M]:
    """Register the decorated :class:`SpecMethod` as method ``name``, built from ``spec``.

    Settings given by name are validated against ``spec`` (:func:`build_spec`). ``defaults``
    make a variant (``pot_nc`` is ``pot`` with no retries): its settings under any given;
    the class's own ``name`` is the one registered without defaults. ``description``: the
    line ``mathloop methods list`` shows (default: the class docstring's first line).
    """
    fixed = dict(defaults or {})

    def register(cls: M) -> M:
        def factory(overrides: dict[str, Any]) -> Method:
            return cls(build_spec(spec, {**fixed, **overrides}, method=name), name=name)

        factory.__doc__ = description or cls.__doc__
        cls.spec_type = spec
        cls.method_factories = {**cls.method_factories, name: factory}
        if not fixed:
            cls.name = name
        module = cls.__module__
        built_in = module == "mathloop" or module.startswith("mathloop.")
        METHODS.add(name, factory, origin=BUILT_IN if built_in else module)
        return cls

    return register


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
