"""bench/missing_imports.py: a program that died for a SymPy name it never imported is run
again with SymPy imported, and only such a program."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench_modules import load_bench
from helpers import fenced, handmade_run, item
from mathloop.llm import GenerationParams, Message, ScriptedBackend
from mathloop.methods import create_method

ITEMS = [
    item("sympy", "What is 6 x 7? (sympy)", "42"),
    item("other", "What is 7 x 6? (other)", "42"),
]
PROGRAMS = {
    "(sympy)": 'print("RESULT:", int(sqrt(49)) * 6)',
    "(other)": 'print("RESULT:", undefined_name * 6)',
}


def _reply(messages: list[Message], params: GenerationParams) -> str:
    if "RESULT:" in messages[0].content:  # a program's prompt
        return fenced(next(p for k, p in PROGRAMS.items() if k in messages[-1].content))
    return "So the answer is \\boxed{41}."


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    methods = [create_method(name) for name in ("cot", "pot")]
    folder = tmp_path_factory.mktemp("imports") / "run"
    settings = {
        "policy": "default",
        "allow_imports": [],
        "python_timeout": 15.0,
        "sandbox_mode": "cold",
    }
    return handmade_run(folder, ITEMS, methods, ScriptedBackend(_reply), seed=1, record=settings)


def test_a_missing_sympy_name_is_run_again_with_sympy_imported(run: Path) -> None:
    found = load_bench("missing_imports").replay(run)
    assert {r.problem_id for r in found} == {"sympy"}  # `undefined_name` is not SymPy's
    first = next(r for r in found if r.attempt == 1)
    assert (first.method, first.name, first.answer, first.right) == ("pot", "sqrt", "42", True)
    assert first.cot_right is False and first.solve_right is False


def test_the_summary_weighs_pot_once_against_cot(
    run: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.argv", ["missing_imports.py", str(run)])
    load_bench("missing_imports").main()
    out = capsys.readouterr().out
    assert (
        "pot's first programs with a missing SymPy name: 1; with SymPy imported 1 print a "
        "result, 1 right (cot right on 0 of the same)" in out
    )
