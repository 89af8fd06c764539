"""Answer extraction: RESULT/CONFIDENCE lines, boxed answers, GSM8K final answers."""

from __future__ import annotations

import pytest

from mathloop.answers import ParsedResult, gsm8k_final_answer, last_boxed, parse_result


def test_first_result_and_confidence_lines_win() -> None:
    stdout = "working...\nRESULT: 42\nCONFIDENCE: 90\nRESULT: 7\nCONFIDENCE: 10\n"
    assert parse_result(stdout) == ParsedResult("42", 90, "PARSED", "PARSED")


def test_missing_lines_are_unknown() -> None:
    assert parse_result("no answer here") == ParsedResult(None, None, "UNKNOWN", "UNKNOWN")


def test_empty_result_line_is_invalid() -> None:
    parsed = parse_result("RESULT:   \nCONFIDENCE: 50")
    assert (parsed.result, parsed.result_status) == (None, "INVALID")
    assert parsed.confidence == 50


@pytest.mark.parametrize(
    ("line", "confidence", "status"),
    [
        ("CONFIDENCE: 85%", 85, "PARSED"),
        ("CONFIDENCE: 72.6", 73, "PARSED"),
        ("CONFIDENCE: 0", 0, "PARSED"),
        ("CONFIDENCE: 101", None, "INVALID"),
        ("CONFIDENCE: high", None, "INVALID"),
    ],
)
def test_confidence_values(line: str, confidence: int | None, status: str) -> None:
    parsed = parse_result(f"RESULT: 1\n{line}")
    assert (parsed.confidence, parsed.confidence_status) == (confidence, status)


def test_result_keeps_inner_text_and_strips_spaces() -> None:
    assert parse_result("  RESULT :  \\frac{1}{2}  ").result == "\\frac{1}{2}"


@pytest.mark.parametrize(
    ("text", "boxed"),
    [
        ("so $\\boxed{42}$.", "42"),
        ("\\boxed{1} then \\boxed{\\frac{1}{2}}", "\\frac{1}{2}"),
        ("\\boxed{\\left( 3, \\frac{\\pi}{2} \\right)}", "\\left( 3, \\frac{\\pi}{2} \\right)"),
        ("\\fbox{7}", "7"),
        ("\\framebox{8}", "8"),
        ("the answer is \\boxed 2 so", "2"),
        ("no box", None),
        ("\\boxed{unbalanced", None),
        ("\\boxedx{3}", None),
    ],
)
def test_last_boxed(text: str, boxed: str | None) -> None:
    assert last_boxed(text) == boxed


@pytest.mark.parametrize(
    ("answer", "final"),
    [
        ("She has 3 + 4 = <<3+4=7>>7 apples.\n#### 7", "7"),
        ("#### 1,200", "1200"),
        ("#### 1 #### 2", "2"),
        ("no marker", None),
        ("####   ", None),
    ],
)
def test_gsm8k_final_answer(answer: str, final: str | None) -> None:
    assert gsm8k_final_answer(answer) == final
