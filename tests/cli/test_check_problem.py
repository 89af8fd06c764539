"""``mathloop check --problem``: the statement decides a requested form (issues 29 and 40)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from mathloop.cli.main import cli

INTERVAL = "Solve x - 5 > 0. Express your answer in interval notation."


def test_problem_asking_for_interval_notation_refuses_an_inequality() -> None:
    result = CliRunner().invoke(cli, ["check", "(5,\\infty)", "x > 5", "--problem", INTERVAL])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines() == [
        "NOT EQUAL (decided by exact)",
        "  gold:      (5,\\infty)",
        "  candidate: x>5",
        "  asked:     interval notation",
        "  reason:    the problem asks for interval notation; the candidate is a condition",
    ]
    plain = CliRunner().invoke(cli, ["check", "(5,\\infty)", "x > 5"])
    assert plain.output.startswith("EQUAL")


def test_a_file_line_gives_its_own_problem(tmp_path: Path) -> None:
    asks_ratio = "What is the ratio of the height to the radius?"
    lines = [
        {"gold": "\\frac{5}{2}", "candidate": "5:2", "problem": asks_ratio},
        {"gold": "\\frac{5}{2}", "candidate": "5:2"},
    ]
    path = tmp_path / "pairs.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", "--file", str(path), "--json"])
    assert [json.loads(line)["equal"] for line in result.output.splitlines()] == [True, False]
    with_default = CliRunner().invoke(
        cli, ["check", "--file", str(path), "--json", "--problem", asks_ratio]
    )
    assert [json.loads(line)["equal"] for line in with_default.output.splitlines()] == [True, True]


FRACTION = "What is the probability? Express your answer as a common fraction."


def test_a_decimal_is_not_the_common_fraction_asked_for_unless_the_form_is_ignored(
    tmp_path: Path,
) -> None:
    args = ["check", "\\frac13", "0.3333333333333333", "--problem", FRACTION]
    honoured = CliRunner().invoke(cli, args)
    assert honoured.output.splitlines()[0] == "NOT EQUAL (decided by exact)"
    assert "the problem asks for a common fraction; the candidate is a decimal" in honoured.output
    # A program's float is the value only under the lenient final form (strict wants it exact).
    ignored = CliRunner().invoke(cli, [*args, "--ignore-requested-form", "--final-form", "lenient"])
    assert ignored.output.splitlines()[0] == "EQUAL (decided by numeric)"
    strict = CliRunner().invoke(cli, [*args, "--ignore-requested-form"])
    assert strict.output.splitlines()[0] == "NOT EQUAL (decided by numeric)"
    path = tmp_path / "pairs.jsonl"
    line = {"gold": "\\frac{3}{4}", "candidate": "0.75", "problem": FRACTION}
    path.write_text(json.dumps(line) + "\n", encoding="utf-8")
    for flag, equal in (("--honour-requested-form", False), ("--ignore-requested-form", True)):
        result = CliRunner().invoke(cli, ["check", "--file", str(path), "--json", flag])
        assert json.loads(result.output)["equal"] is equal
