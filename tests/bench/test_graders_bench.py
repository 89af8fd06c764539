"""bench/graders.py: the vendored graders load and decide as their code says, and the bench
runs on a few pairs (each foreign grader in a child process)."""

from __future__ import annotations

import importlib
from types import ModuleType

import pytest

from answer_corpus import Case
from bench_modules import BENCH, load_bench
from data_files import REPO_ROOT

SITE = REPO_ROOT / ".graders-site"
"""Where ``bench/graders.py --site`` finds antlr4-python3-runtime 4.11 (its docstring)."""


def _vendored(name: str, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(BENCH))
    return importlib.import_module(f"graders.{name}")


def _case(gold: str, candidate: str, expected: bool = True) -> Case:
    return Case(f"{gold} vs {candidate}", gold, candidate, "math", expected, "test", "")


def test_hendrycks_compares_normalized_strings(monkeypatch: pytest.MonkeyPatch) -> None:
    hendrycks = _vendored("hendrycks", monkeypatch)
    assert hendrycks.is_equiv("\\frac68", "\\frac34") is False  # no arithmetic
    assert hendrycks.is_equiv("0.5", "\\frac{1}{2}") is True  # its one hand-written case
    assert hendrycks.is_equiv("3/4", "\\frac34") is True
    assert hendrycks.is_equiv("10.0", "10") is False


def test_prm800k_simplifies_but_wants_reduced_fractions(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("pylatexenc")
    prm800k = _vendored("prm800k", monkeypatch)
    assert prm800k.grade_answer("0.5", "\\frac{1}{2}") is True
    assert prm800k.grade_answer("10.0", "10") is True
    assert prm800k.grade_answer("\\frac{1}{\\sqrt{2}}", "\\sqrt{2}/2") is True
    assert prm800k.grade_answer("8/18", "4/9") is False  # an unreduced fraction is refused


@pytest.mark.skipif(not SITE.is_dir(), reason="no .graders-site with antlr4 4.11 (bench docs)")
@pytest.mark.parametrize(
    ("name", "verdicts"),
    [("qwen", [True, True, True, False]), ("minerva", [True, True, True, False])],
)
def test_the_sympy_graders_in_a_child(
    name: str, verdicts: list[bool], monkeypatch: pytest.MonkeyPatch
) -> None:
    bench = load_bench("graders", monkeypatch, as_name="graders_bench")
    pairs = [("\\frac34", "\\frac68"), ("\\frac{1}{2}", "0.5"), ("10", "10.0"), ("5", "6")]
    found = bench._Pool(name, str(SITE), 1, 20.0).grade([_case(*pair) for pair in pairs])
    assert [outcome.accepted for outcome in found] == verdicts


def test_the_bench_runs_on_a_few_pairs(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    bench = load_bench("graders", monkeypatch, as_name="graders_bench")
    bench.main(["--limit", "2", "--classes", "--graders", "mathloop", "hendrycks", "minerva"])
    out = capsys.readouterr().out
    assert "4 labelled pairs (cases.jsonl 2, audit.jsonl 2)" in out
    assert "| mathloop `verify` (strict) | 4 | 0 | 0 | 0 |" in out
    assert "| Hendrycks `is_equiv` | 4 |" in out
    # run without --site, Minerva's import finds math-verify's antlr4 4.13, not its 4.11
    assert "skipped minerva: AssertionError" in out
    assert "audit.jsonl, lenient labels: 2 pairs" in out
