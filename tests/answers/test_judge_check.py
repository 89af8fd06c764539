"""``mathloop judge-check``: a judge's precision and recall on a labelled answer set."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mathloop.answers.judge_check import judge_agreement, read_labelled_pairs
from mathloop.cli.main import cli
from mathloop.llm import GenerationParams, Message, ScriptedBackend

ANSWERS = Path(__file__).resolve().parent


def _by_text(messages: list[Message], params: GenerationParams) -> str:
    """A judge that calls a pair equivalent when the gold is written inside the candidate."""
    prompt = messages[-1].content
    gold = prompt.split("<gold_answer>")[1].split("</gold_answer>")[0]
    candidate = prompt.split("<candidate_answer>")[1].split("</candidate_answer>")[0]
    if json.loads(gold) == json.loads(candidate):
        return "EQUIVALENT"
    return "UNSURE" if "?" in candidate else "NOT_EQUIVALENT"


def _write(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    return path


def test_precision_and_recall_count_unsure_against_recall_only(tmp_path: Path) -> None:
    rows = [
        {"id": "same", "gold": "2", "candidate": "2", "expected": True},
        {"id": "form", "gold": "1/2", "candidate": "0.5", "expected": True},
        {"id": "doubt", "gold": "3", "candidate": "3?", "expected": True},
        {"id": "wrong", "gold": "4", "candidate": "5", "expected": False},
        {"id": "open", "gold": "4", "candidate": "4", "expected": None},  # not scored
    ]
    pairs = read_labelled_pairs([_write(tmp_path / "cases.jsonl", rows)])
    assert [p.id for p in pairs] == ["same", "form", "doubt", "wrong"]
    agreement = asyncio.run(judge_agreement(pairs, ScriptedBackend(_by_text)))
    assert agreement.precision() == 1.0
    assert agreement.recall() == pytest.approx(1 / 3)
    assert [pair.id for pair, _ in agreement.disagreements()] == ["form", "doubt"]


def test_the_command_prints_the_table_and_the_disagreements(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        "mathloop.cli.judge_check.build_backend", lambda *a, **k: ScriptedBackend(_by_text)
    )
    cases = ANSWERS / "cases.jsonl"
    result = CliRunner().invoke(cli, ["judge-check", str(cases), "--limit", "20", "--show", "3"])
    assert result.exit_code == 0, result.output
    table = result.stdout.splitlines()
    assert table[0].startswith("| pairs | equivalent |")
    assert table[2].startswith("| 20 |")
    assert "disagreements (" in result.output


def test_a_malformed_line_is_one_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"gold": "1", "expected": true}\n')
    result = CliRunner().invoke(cli, ["judge-check", str(bad)])
    assert result.exit_code != 0
    assert "bad.jsonl:1: gold and candidate must both be strings" in str(
        result.exception or result.output
    )


def test_the_floor_line_says_whether_the_guard_may_go() -> None:
    from mathloop.answers.judge_check import JudgeAgreement
    from mathloop.answers.pairs import AnswerPair
    from mathloop.cli.judge_check import floor_line

    yes, no = AnswerPair("1", "1.0", expected=True), AnswerPair("1", "2", expected=False)
    # The default model's measured pattern: says no to most equivalent pairs.
    naysayer = JudgeAgreement([(yes, "EQUIVALENT"), (yes, "NOT_EQUIVALENT"), (yes, "UNSURE")])
    assert "not reached; keep the judge guard on" in floor_line(naysayer)
    sound = JudgeAgreement([(yes, "EQUIVALENT"), (yes, "EQUIVALENT"), (no, "NOT_EQUIVALENT")])
    assert "reached; runs judged by it may pass --no-judge-guard" in floor_line(sound)
    loose = JudgeAgreement([(yes, "EQUIVALENT"), (no, "EQUIVALENT")])
    assert "not reached" in floor_line(loose)  # recall 100%, precision 50%
