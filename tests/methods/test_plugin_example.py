"""The method of docs/plugins.md, run as the page shows it: a plugin author can paste it."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from mathloop.errors import ConfigError
from mathloop.methods import METHODS, create_method
from mathloop.methods.specs import spec_dict
from mathloop.plugins import reload_plugins
from method_scripts import CRASH, answer_program, solve
from plugin_install import write_distribution

DOCS = Path(__file__).parents[2] / "docs" / "plugins.md"
MODULE = "mathloop_docs_example"


def example_code() -> str:
    """The first Python block of the page's "A method" section."""
    section = DOCS.read_text(encoding="utf-8").split("## A method\n", 1)[1]
    match = re.search(r"```python\n(.*?)```", section, re.S)
    assert match is not None
    return match.group(1)


@pytest.fixture
def example(tmp_path: Path) -> Iterator[ModuleType]:
    """The example as an installed plugin module whose entry point names its class."""
    (tmp_path / f"{MODULE}.py").write_text(example_code(), encoding="utf-8")
    write_distribution(
        tmp_path,
        "mathloop-docs-example",
        "1.0",
        {"mathloop.methods": {"two_tries": f"{MODULE}:TwoTries"}},
    )
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(tmp_path))
        reload_plugins()
        assert METHODS.get("two_tries") is not None  # its entry point loads the module
        yield sys.modules[MODULE]
    sys.modules.pop(MODULE, None)
    reload_plugins()


def test_the_example_is_a_plugin_method_of_its_distribution(example: ModuleType) -> None:
    entry = METHODS.get("two_tries")
    assert entry is not None
    assert (entry.origin, entry.version) == ("mathloop-docs-example", "1.0")
    assert (
        entry.description == "Ask for a program until one prints a RESULT line (a plugin example)."
    )


def test_the_example_solves_with_the_recorder(example: ModuleType) -> None:
    method = create_method("two_tries")
    trace, backend = solve(method, [CRASH, answer_program("42")])
    assert len(backend.calls) == 2
    assert trace.method == "two_tries"
    assert trace.submission.answer == "42"
    assert trace.stop_reason == "result_submitted"
    assert [s.attempt for s in trace.steps] == [1, 2]
    assert trace.llm_calls == 2
    assert trace.prompt_tokens == sum(c.prompt_tokens for c in trace.call_infos())
    assert backend.params[0].max_tokens == 1024  # the spec's own num_predict
    assert spec_dict(create_method("two_tries", spec_dict(method.spec)).spec) == trace.spec


def test_the_example_settings_are_checked(example: ModuleType) -> None:
    assert create_method("two_tries", {"tries": "3"}).spec.tries == 3
    message = "two_tries: tries=0 is invalid: must be an integer from 1 to 10"
    with pytest.raises(ConfigError, match=re.escape(message)):
        create_method("two_tries", {"tries": 0})
    with pytest.raises(ConfigError, match="unknown setting"):
        create_method("two_tries", {"trys": 3})
