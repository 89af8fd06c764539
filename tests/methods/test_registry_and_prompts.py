from importlib import resources

import pytest

from mathloop.errors import ConfigError
from mathloop.methods import create_method, method_names


def test_builtin_methods_are_registered() -> None:
    assert {"one_shot_python", "relay_python"} <= set(method_names())


def test_overrides_reach_the_spec() -> None:
    method = create_method("relay_python", {"max_attempts": 2})
    assert method.spec.max_attempts == 2


def test_unknown_method_and_setting_are_clear_errors() -> None:
    with pytest.raises(ConfigError, match="known methods"):
        create_method("nope")
    with pytest.raises(ConfigError, match="max_attempts"):
        create_method("relay_python", {"max_attempt": 2})


def test_every_prompt_file_names_its_seed_section() -> None:
    folder = resources.files("mathloop.methods") / "prompts"
    files = [f for f in folder.iterdir() if f.name.endswith(".txt")]
    assert files
    for prompt in files:
        header = prompt.read_text(encoding="utf-8").split("\n---\n")[0]
        assert "implements: seed" in header, prompt.name
