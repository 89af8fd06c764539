"""Registries open to plugins: entry points are read lazily, once; a broken plugin is one
warning line and is left out; the built-ins cannot be taken over."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from mathloop.benchmarks import BENCHMARKS
from mathloop.llm import BACKENDS
from mathloop.methods import METHODS, create_method, method_names
from mathloop.plugins import BUILT_IN, Registry, RegistryView, loaded_plugins, reload_plugins
from plugin_install import write_distribution

BROKEN_MODULE = "mathloop_broken_plugin"


@pytest.fixture
def broken_site(tmp_path: Path) -> Iterator[Path]:
    """A distribution whose entry points fail in every way a plugin can."""
    (tmp_path / f"{BROKEN_MODULE}.py").write_text(
        'raise RuntimeError("the plugin is broken\\non two lines")\n', encoding="utf-8"
    )
    (tmp_path / "mathloop_odd_plugin.py").write_text(
        "not_callable = 42\n\ndef pot(overrides):\n    raise AssertionError\n", encoding="utf-8"
    )
    write_distribution(
        tmp_path,
        "mathloop-broken",
        "2.0",
        {
            "mathloop.methods": {
                "explodes": f"{BROKEN_MODULE}:factory",
                "missing": "mathloop_no_such_module:factory",
                "not_callable": "mathloop_odd_plugin:not_callable",
                "pot": "mathloop_odd_plugin:pot",
            }
        },
    )
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(tmp_path))
        reload_plugins()
        yield tmp_path
    for name in (BROKEN_MODULE, "mathloop_odd_plugin"):
        sys.modules.pop(name, None)
    reload_plugins()


def test_a_plugin_method_is_registered_with_its_distribution(installed_plugin: Path) -> None:
    entry = METHODS.get("fixed_program")
    assert entry is not None
    assert (entry.origin, entry.version) == ("mathloop-fixed-program", "0.1.0")
    assert (
        entry.description
        == "Add the statement's integers with one fixed program (a plugin for tests)."
    )
    assert "fixed_program" in method_names()
    assert create_method("fixed_program", {"offset": 2}).spec.offset == 2
    assert METHODS.get("pot") is not None and METHODS.get("pot").origin == BUILT_IN  # type: ignore[union-attr]


def test_plugin_backends_and_benchmarks_come_from_the_same_package(installed_plugin: Path) -> None:
    assert BACKENDS.get("silent").origin == "mathloop-fixed-program"  # type: ignore[union-attr]
    assert BENCHMARKS["additions"].name == "additions"
    assert "additions" in set(BENCHMARKS)
    assert loaded_plugins(METHODS, BACKENDS) == {"mathloop-fixed-program": "0.1.0"}


def test_without_the_plugin_its_names_are_gone() -> None:
    assert "fixed_program" not in method_names()
    assert "additions" not in BENCHMARKS
    assert loaded_plugins(METHODS, BACKENDS) == {}


def test_a_broken_plugin_is_one_warning_line_each_and_nothing_else_breaks(
    broken_site: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="mathloop.plugins"):
        names = method_names()
        method_names()  # read once: no second round of warnings
    assert {"pot", "relay_python"} <= set(names)
    assert not {"explodes", "missing", "not_callable"} & set(names)
    assert METHODS.get("pot").origin == BUILT_IN  # type: ignore[union-attr]
    messages = {record.getMessage() for record in caplog.records}
    assert len(caplog.records) == len(messages) == 4
    assert all("\n" not in message for message in messages)
    assert all(message.startswith("mathloop: plugin mathloop-broken ") for message in messages)
    by_name = {
        name: m
        for m in messages
        for name in ("explodes", "missing", "not_callable", "pot")
        if f"'{name}'" in m
    }
    assert "RuntimeError: the plugin is broken" in by_name["explodes"]
    assert "ModuleNotFoundError" in by_name["missing"]
    assert "not a method factory" in by_name["not_callable"]
    assert "already registered by built-in; ignored" in by_name["pot"]


def test_entry_points_are_read_once_and_lazily(monkeypatch: pytest.MonkeyPatch) -> None:
    from mathloop import plugins

    calls: list[str] = []
    monkeypatch.setattr(plugins, "_entry_points", lambda group: calls.append(group) or [])
    registry: Registry[int] = Registry(
        "thing", "mathloop.things", describe=str, check=lambda n, v: None
    )
    registry.add("one", 1, description="the first\nsecond line ignored")
    assert calls == []  # adding built-ins reads nothing
    assert registry.names() == ["one"] and registry.get("one").description == "the first"  # type: ignore[union-attr]
    registry.entries()
    assert calls == ["mathloop.things"]
    registry.reload_plugins()
    assert dict(RegistryView(registry)) == {"one": 1}
    assert calls == ["mathloop.things", "mathloop.things"]
