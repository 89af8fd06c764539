"""Registries by name, open to plugins.

Methods, backends and benchmarks are each kept in one :class:`Registry`. mathloop's own
entries are added in code when their module is imported; another package adds its own
through a Python entry point in the registry's group::

    [project.entry-points."mathloop.methods"]
    fixed_program = "my_package.methods:fixed_program"

The entry point's name is the registered name and the object it points to is what the
built-ins register (a method factory, a backend factory, a ``BenchmarkLoader``), or for a
method, the class that ``@method`` registered under that name. Plugins
are loaded the first time a registry is asked for a name, once per process. A plugin that
fails to load is logged as one warning line naming it and the error, and left out: it never
stops a command that does not need it. See ``docs/plugins.md``.
"""

from __future__ import annotations

import importlib
import logging
import threading
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from importlib import metadata
from typing import Any, Generic, TypeVar

from mathloop.errors import ConfigError

__all__ = [
    "BUILT_IN",
    "GROUPS",
    "Registered",
    "Registry",
    "RegistryView",
    "loaded_plugins",
    "reload_plugins",
]

logger = logging.getLogger("mathloop.plugins")

T = TypeVar("T")

BUILT_IN = "built-in"
"""The origin of everything mathloop registers itself."""

GROUPS = ("mathloop.methods", "mathloop.backends", "mathloop.benchmarks")
"""The entry point groups mathloop reads, one per registry."""


@dataclass(frozen=True)
class Registered(Generic[T]):
    """One registered name: its object, a one-line description and where it came from.

    ``origin`` is :data:`BUILT_IN` or the name of the distribution whose entry point
    registered it; ``version`` is that distribution's version (``None`` for built-ins).
    """

    name: str
    value: T
    description: str
    origin: str = BUILT_IN
    version: str | None = None


Check = Callable[[str, object], str | None]
"""Returns why a plugin's object cannot be registered under a name, or None when it can."""


class Registry(Generic[T]):
    """Objects by name: the built-ins added in code, plugins read from one entry point group.

    ``describe`` gives the one-line description of an object registered without one;
    ``check`` rejects a plugin's object of the wrong kind before it is registered.
    """

    def __init__(
        self,
        kind: str,
        group: str,
        *,
        describe: Callable[[T], str],
        check: Check,
        unwrap: Callable[[str, object], object] | None = None,
    ) -> None:
        self.kind = kind
        self.group = group
        self._describe = describe
        self._check = check
        self._unwrap = unwrap
        self._entries: dict[str, Registered[T]] = {}
        self._plugins_loaded = False
        self._loading = False
        # Re-entrant: a plugin's module may itself look names up while it is imported.
        self._lock = threading.RLock()
        _REGISTRIES.append(self)

    def add(
        self, name: str, value: T, *, description: str | None = None, origin: str = BUILT_IN
    ) -> None:
        """Register ``value`` as ``name`` (a later add replaces an earlier one).

        ``origin``: where it comes from, when not mathloop itself (a module outside mathloop
        that registers as it is imported); such an entry cannot replace a built-in one, and
        its distribution's entry point claims it when plugins are loaded.
        """
        known = self._entries.get(name)
        if origin != BUILT_IN and known is not None and known.origin == BUILT_IN:
            raise ConfigError(f"{self.kind} {name!r} is already registered by {BUILT_IN}")
        text = description if description is not None else self._describe(value)
        self._entries[name] = Registered(name, value, first_line(text), origin)

    def get(self, name: str) -> Registered[T] | None:
        """The entry called ``name``, or None."""
        self._load_plugins()
        return self._entries.get(name)

    def names(self) -> list[str]:
        """Every registered name, sorted."""
        self._load_plugins()
        return sorted(self._entries)

    def entries(self) -> list[Registered[T]]:
        """Every entry, sorted by name."""
        self._load_plugins()
        return [self._entries[name] for name in sorted(self._entries)]

    def reload_plugins(self) -> None:
        """Forget the plugins' entries and read the entry points again on the next lookup.

        For a process that outlives a ``pip install`` (and for tests); built-ins stay.
        """
        with self._lock:
            self._entries = {k: v for k, v in self._entries.items() if v.origin == BUILT_IN}
            self._plugins_loaded = False

    def _load_plugins(self) -> None:
        if self._plugins_loaded:
            return
        with self._lock:
            # A plugin that looks names up while it is imported sees the registry so far.
            if self._plugins_loaded or self._loading:
                return
            self._loading = True
            try:
                for entry_point in _entry_points(self.group):
                    self._load_one(entry_point)
            finally:
                self._loading = False
                self._plugins_loaded = True

    def _load_one(self, entry_point: metadata.EntryPoint) -> None:
        origin, version = _distribution(entry_point)
        name = entry_point.name
        try:
            value = entry_point.load()
        # A plugin can fail in any way while it is imported; none may stop mathloop.
        except Exception as exc:
            self._warn(origin, entry_point, f"{type(exc).__name__}: {first_line(str(exc))}")
            return
        if self._unwrap is not None:
            value = self._unwrap(name, value)
        problem = self._check(name, value)
        if problem is None and name in self._entries:
            known = self._entries[name]
            if known.value is value and known.origin != BUILT_IN:
                # Registered when its module was imported (a decorator), or the same
                # distribution seen twice on sys.path: it is this plugin's.
                self._entries[name] = Registered(name, value, known.description, origin, version)
                return
            problem = f"{self.kind} {name!r} is already registered by {known.origin}"
        if problem is not None:
            self._warn(origin, entry_point, f"{problem}; ignored")
            return
        description = first_line(self._describe(value))
        self._entries[name] = Registered(name, value, description, origin, version)

    def _warn(self, origin: str, entry_point: metadata.EntryPoint, why: str) -> None:
        logger.warning(
            "mathloop: plugin %s (%s %r = %s) was not loaded: %s",
            origin,
            self.group,
            entry_point.name,
            entry_point.value,
            why,
        )


class RegistryView(Mapping[str, T]):
    """A read-only mapping of a registry's names to their objects (plugins included)."""

    def __init__(self, registry: Registry[T]) -> None:
        self._registry = registry

    def __getitem__(self, name: str) -> T:
        entry = self._registry.get(name)
        if entry is None:
            raise KeyError(name)
        return entry.value

    def __iter__(self) -> Iterator[str]:
        return iter(self._registry.names())

    def __len__(self) -> int:
        return len(self._registry.names())

    def __repr__(self) -> str:
        return f"RegistryView({self._registry.group}: {', '.join(self._registry.names())})"


_REGISTRIES: list[Registry[Any]] = []


def reload_plugins() -> None:
    """Make every registry read its entry points again on its next lookup.

    For a process that outlives a ``pip install`` of a plugin (a notebook), and for tests.
    """
    importlib.invalidate_caches()
    for registry in _REGISTRIES:
        registry.reload_plugins()


def loaded_plugins(*registries: Registry[Any]) -> dict[str, str | None]:
    """Distribution name -> version of every plugin the given registries hold."""
    found: dict[str, str | None] = {}
    for registry in registries:
        for entry in registry.entries():
            if entry.origin != BUILT_IN:
                found[entry.origin] = entry.version
    return dict(sorted(found.items()))


def first_line(text: str | None) -> str:
    """The first non-blank line of ``text``, stripped ("" for none)."""
    for line in (text or "").splitlines():
        if line.strip():
            return line.strip()
    return ""


def _entry_points(group: str) -> list[metadata.EntryPoint]:
    found = metadata.entry_points(group=group)
    return sorted(found, key=lambda ep: (_distribution(ep)[0], ep.name))


def _distribution(entry_point: metadata.EntryPoint) -> tuple[str, str | None]:
    dist = getattr(entry_point, "dist", None)
    if dist is None:
        return entry_point.module, None
    return dist.metadata["Name"] or entry_point.module, dist.version
