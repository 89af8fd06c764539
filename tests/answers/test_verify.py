"""``mathloop.answers.verify``: the checker's stable face (issue 56, item 1)."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

from mathloop.answers import verify
from mathloop.answers.version import CHECKER_VERSION

FRACTION = "What is the probability? Express your answer as a common fraction."


def test_a_verdict_says_what_was_asked_and_under_which_rules() -> None:
    verdict = verify("\\frac{4}{9}", "8/18", statement=FRACTION)
    assert verdict.equal is False
    assert "work left" in verdict.reason
    assert "a common fraction" in verdict.requested
    assert (verdict.final_form, verdict.checker) == ("strict", CHECKER_VERSION)
    assert verify("\\frac{4}{9}", "4/9", statement=FRACTION).equal is True


def test_the_policy_and_the_kind_are_keywords() -> None:
    assert verify("\\frac{4}{9}", "8/18", final_form="lenient").equal is True
    assert verify("25", "25.5", kind="integer").equal is False
    assert verify("#### 18", "18", kind="gsm8k").equal is True
    assert verify("x^2", "x^2 +").equal is not True


def test_verify_answers_off_the_main_thread_and_from_many_at_once() -> None:
    pairs = [("\\frac{\\sqrt{2}}{2}", "sqrt(2)/2", True), ("\\frac{4}{9}", "8/18", False)] * 4
    assert threading.current_thread() is threading.main_thread()
    with ThreadPoolExecutor(max_workers=4) as pool:
        verdicts = list(pool.map(lambda pair: verify(pair[0], pair[1]), pairs))
    assert [verdict.equal for verdict in verdicts] == [expected for _, _, expected in pairs]
