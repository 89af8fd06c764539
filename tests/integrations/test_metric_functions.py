"""The harness-free halves of the integrations, in the main venv: lm-eval's hooks take plain
dicts, and the inspect subpackage says what to install where inspect_ai is missing."""

from __future__ import annotations

import importlib
import importlib.util

import pytest

from mathloop.errors import ConfigError
from mathloop.integrations.lm_eval import process_results, process_results_gsm8k

FRACTION = "What is $\\frac{6}{8}$ in lowest terms? Express your answer as a common fraction."


@pytest.mark.parametrize(
    ("reply", "strict", "lenient"),
    [
        ("\\boxed{\\frac{3}{4}}", 1, 1),
        ("\\boxed{0.75}", 0, 0),  # a decimal where a common fraction is asked
        ("\\boxed{\\frac{6}{8}}", 0, 0),  # the statement handed back
        ("ANSWER: 3/4", 1, 1),
        ("I think it is three quarters.", 0, 0),
    ],
)
def test_math_documents_are_scored_under_both_policies(
    reply: str, strict: int, lenient: int
) -> None:
    doc = {"problem": FRACTION, "answer": "\\frac{3}{4}"}
    assert process_results(doc, [reply]) == {"mathloop_strict": strict, "mathloop_lenient": lenient}


def test_gsm8k_documents_read_the_gold_after_the_marks() -> None:
    doc = {"question": "How many?", "answer": "2 + 3 = <<2+3=5>>5\n#### 5"}
    assert process_results_gsm8k(doc, ["so \\boxed{5}"])["mathloop_strict"] == 1
    assert process_results_gsm8k(doc, ["#### 6"])["mathloop_lenient"] == 0


def test_the_inspect_subpackage_names_the_extra_when_inspect_is_missing() -> None:
    if importlib.util.find_spec("inspect_ai") is not None:
        pytest.fail(
            "this test expects the main venv without inspect_ai (it lives in .venv-inspect)"
        )
    with pytest.raises(ConfigError, match=r"pip install 'mathloop\[inspect\]'"):
        importlib.import_module("mathloop.integrations.inspect")
