"""``mathloop show``: one stored trace, printed readably."""

import asyncio
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import item
from mathloop.cli.main import cli
from mathloop.llm import ScriptedBackend
from mathloop.methods import SolveContext, create_method
from mathloop.runs import RunPlan, RunStore, execute_run
from method_scripts import CRASH, answer_program

REPLIES = [
    "1. 6 * 7 is asked for.",
    CRASH,
    "REFLECTION: y was undefined.\n" + answer_program("42"),
    "DECISION: STOP",
    "6 * 7 = \\boxed{42}",
    "Both agree: \\boxed{42}",
    *["\\boxed{42}"] * 3,
    *["\\boxed{41}"] * 2,
]


@pytest.fixture(scope="module")
def run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("show") / "run"
    plan = RunPlan(
        store=RunStore(root),
        items=[item("algebra/7.json", "What is 6 times 7?", "42")],
        methods=[create_method("iipc"), create_method("vote(cot)")],
        ctx=SolveContext(backend=ScriptedBackend(REPLIES)),
    )
    asyncio.run(execute_run(plan))
    return root


def show(*args: str) -> str:
    result = CliRunner().invoke(cli, ["show", *args])
    assert result.exit_code == 0, result.output
    return result.output


def test_iipc_trace_reads_as_the_papers_corpus(run_folder: Path) -> None:
    output = show(str(run_folder), "algebra/7.json", "--method", "iipc")
    expected = [
        "method iipc · problem algebra/7.json",
        "stopped: validated",
        "What is 6 times 7?",
        "step 1 · f_init",
        "1. 6 * 7 is asked for.",
        "program 1: NO_RESULT_LINE · error (exit 1",
        "NameError: name 'y' is not defined",
        "step 3 · f_err",
        "reflection: y was undefined.",
        "memory M_t shown to this step:\n  1. y was undefined.",
        "decision: stop",
        "step 5 · f_cot",
        "integration prompt (user):",
        "note: p* = attempt 2",
        "answer: 42 (from text)",
    ]
    for line in expected:
        assert line in output
    positions = [output.index(line) for line in expected]
    assert positions == sorted(positions)


def test_vote_lists_voters_and_one_voter_can_be_shown(run_folder: Path) -> None:
    output = show(str(run_folder), "algebra/7.json", "--method", "vote(cot)")
    assert "group '42': voters [1, 2, 3]" in output
    assert "voter 4: cot → '41'" in output
    assert "answer: 42 (from text, confidence 60)" in output
    voter = show(str(run_folder), "algebra/7.json", "--method", "vote(cot)", "--member", "4")
    assert "method cot" in voter
    assert "answer: 41" in voter


def test_prompts_and_clip_options(run_folder: Path) -> None:
    full = show(str(run_folder), "algebra/7.json", "--method", "iipc", "--prompts")
    assert "prompt (system):" in full
    assert "Import only these libraries" in full
    clipped = show(str(run_folder), "algebra/7.json", "--method", "iipc", "--prompts", "--clip=80")
    assert "characters omitted" in clipped
    assert len(clipped) < len(full)


def test_missing_or_ambiguous_traces_are_one_clear_error(run_folder: Path) -> None:
    ambiguous = CliRunner().invoke(cli, ["show", str(run_folder), "algebra/7.json"])
    assert ambiguous.exit_code != 0
    assert "iipc, vote(cot)" in str(ambiguous.exception)
    missing = CliRunner().invoke(cli, ["show", str(run_folder), "nope"])
    assert "holds no problem 'nope'" in str(missing.exception)
