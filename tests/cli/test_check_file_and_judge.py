"""``mathloop check --file`` and ``mathloop run --judge``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from conftest import FakeHTTPServer
from mathloop.cli.main import cli

CASES = Path(__file__).parents[1] / "answers" / "cases.jsonl"


def write_lines(path: Path, *lines: str) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_file_gives_one_json_verdict_per_pair_in_order(tmp_path: Path) -> None:
    pairs = write_lines(
        tmp_path / "pairs.jsonl",
        json.dumps({"gold": "\\frac{1}{2}", "candidate": "0.5"}),
        "",
        json.dumps({"gold": "25", "candidate": "25.5", "kind": "integer"}),
        json.dumps({"gold": "(1,2)", "candidate": "(2,1)", "note": "extra fields are ignored"}),
    )
    result = CliRunner().invoke(cli, ["check", "--file", str(pairs), "--json"])
    assert result.exit_code == 0, result.output
    verdicts = [json.loads(line) for line in result.output.splitlines()]
    assert [v["equal"] for v in verdicts] == [True, False, False]
    assert all(v["decided_by"] == "exact" for v in verdicts)


def test_file_without_json_prints_one_line_per_pair(tmp_path: Path) -> None:
    pairs = write_lines(tmp_path / "p.jsonl", json.dumps({"gold": "7", "candidate": "x = 7"}))
    result = CliRunner().invoke(cli, ["check", "--file", str(pairs)])
    assert result.exit_code == 0
    assert result.output.strip() == "line 1: EQUAL (exact) 7 | 7"


def test_the_labelled_corpus_can_be_checked_as_it_is() -> None:
    result = CliRunner().invoke(cli, ["check", "--file", str(CASES), "--json"])
    assert result.exit_code == 0
    cases = [json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines()]
    verdicts = [json.loads(line) for line in result.output.splitlines()]
    assert [v["equal"] for v in verdicts] == [case["expected"] for case in cases]


def test_malformed_line_is_one_error_naming_file_and_line(tmp_path: Path) -> None:
    for bad, why in (
        ("{not json", "not valid JSON"),
        ('{"gold": 1, "candidate": "1"}', "gold and candidate must both be strings"),
        ('["1", "1"]', "expected a JSON object"),
        ('{"gold": "1", "candidate": "1", "kind": "aime"}', "kind must be one of"),
    ):
        pairs = write_lines(tmp_path / "bad.jsonl", '{"gold": "1", "candidate": "1"}', bad)
        result = CliRunner().invoke(cli, ["check", "--file", str(pairs), "--json"])
        assert result.exit_code != 0
        assert result.output == ""  # nothing is printed before the whole file is read
        assert f"bad.jsonl:2: {why}" in str(result.exception)


def test_malformed_line_is_one_line_on_stderr(tmp_path: Path) -> None:
    pairs = write_lines(tmp_path / "bad.jsonl", '{"gold": "1", "candidate": "1"}', "{oops")
    command = [sys.executable, "-m", "mathloop", "check", "--file", str(pairs), "--json"]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    assert result.stdout == ""
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith("error: ") and "bad.jsonl:2: not valid JSON" in line


def test_file_and_pair_together_is_a_usage_error(tmp_path: Path) -> None:
    pairs = write_lines(tmp_path / "p.jsonl", json.dumps({"gold": "1", "candidate": "1"}))
    result = CliRunner().invoke(cli, ["check", "1", "1", "--file", str(pairs)])
    assert result.exit_code == 2
    assert "not both" in result.output


def chat(text: str) -> dict[str, Any]:
    message = {"role": "assistant", "content": text}
    return {
        "id": "c",
        "object": "chat.completion",
        "created": 0,
        "model": "served",
        "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
    }


def test_run_with_judge_asks_the_judge_model_and_reports_the_overturn(
    tmp_path: Path, fake_http: FakeHTTPServer
) -> None:
    program = '```python\nprint("RESULT: 9999")\nprint("CONFIDENCE: 80")\n```'
    fake_http.reply(body=chat(program))
    fake_http.reply(body=chat("The two agree.\nEQUIVALENT"))
    out = tmp_path / "run"
    args = ["run", "--benchmark", "samples", "--ids", "sample-odd-sum"]
    args += ["--methods", "one_shot_python", "--backend", "openai", "--model", "solver"]
    args += ["--base-url", f"{fake_http.url}/v1", "--cache", "off", "--out", str(out)]
    result = CliRunner().invoke(cli, [*args, "--judge", "--judge-model", "judge-m"])
    assert result.exit_code == 0, result.output
    judge_request = fake_http.requests[1].json
    assert judge_request["model"] == "judge-m"
    assert judge_request["temperature"] == 0
    assert '<candidate_answer>"9999"</candidate_answer>' in judge_request["messages"][1]["content"]
    (record,) = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert record["verdict"]["decided_by"] == "llm_judge"
    assert record["verdict"]["deterministic_equal"] is False
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["run"]["judge"] is True and manifest["run"]["judge_model"] == "judge-m"
    assert "changed by the LLM judge (1)" in result.output


def test_run_help_lists_the_judge_options() -> None:
    result = CliRunner().invoke(cli, ["run", "--help"])
    for option in ("--judge", "--judge-backend", "--judge-model", "--judge-base-url"):
        assert option in result.output
