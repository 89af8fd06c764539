import pytest

from mathloop.errors import ConfigError
from mathloop.methods.calls import parse_method_call, split_top_level
from mathloop.runs.configuration.config import split_csv


def test_plain_names_have_no_arguments() -> None:
    assert parse_method_call(" pot ") == ("pot", {})


def test_arguments_are_json_or_strings() -> None:
    name, arguments = parse_method_call("vote(pot, n=7, temperature=0.5, cot_fallback=false)")
    assert name == "vote"
    assert arguments == {"method": "pot", "n": 7, "temperature": 0.5, "cot_fallback": False}


def test_a_nested_call_is_one_positional_argument() -> None:
    assert parse_method_call("vote(vote(pot, n=3), n=5)")[1] == {"method": "vote(pot, n=3)", "n": 5}


def test_two_positional_arguments_are_refused() -> None:
    with pytest.raises(ConfigError, match="only one positional"):
        parse_method_call("vote(a, b)")


def test_method_lists_split_outside_parentheses() -> None:
    assert split_top_level("cot, vote(pot, n=7),, iipc") == ["cot", "vote(pot, n=7)", "iipc"]
    assert split_csv("cot,pot,iipc,vote(pot, n=7)") == ["cot", "pot", "iipc", "vote(pot, n=7)"]
    assert split_csv(None) == []
