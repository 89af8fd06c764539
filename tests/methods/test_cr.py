from mathloop.methods import CrSpec, CumulativeReasoning
from method_scripts import code, components, solve, user_prompt

COMPUTING = "PROPOSITION: 6 times 7 equals 42.\n" + code("print('6*7 =', 6 * 7)")


def test_propose_verify_report() -> None:
    replies = [COMPUTING, "VERDICT: VALID\nThe program checks it.", "DECISION: ANSWER\n\\boxed{42}"]
    trace, backend = solve(CumulativeReasoning(), replies)
    assert components(trace) == ["proposer", "verifier", "reporter"]
    assert trace.steps[0].attempt == 1  # the proposer's program ran
    assert "6*7 = 42" in user_prompt(backend, 1)  # and the verifier saw its output
    assert trace.steps[1].decision == "valid"
    assert "1. 6 times 7 equals 42." in user_prompt(backend, 2)
    assert trace.steps[2].decision == "answer"
    assert trace.stop_reason == "reported"
    assert trace.submission.answer == "42"
    assert trace.submission.source == "text"


def test_rejected_propositions_are_not_carried() -> None:
    replies = [
        "PROPOSITION: 6 times 7 equals 48.",
        "VERDICT: INVALID\n6 * 7 is 42.",
        "PROPOSITION: 6 times 7 equals 42.",
        "VERDICT: VALID",
        "DECISION: ANSWER\nSo \\boxed{42}",
    ]
    trace, backend = solve(CumulativeReasoning(), replies)
    assert components(trace) == ["proposer", "verifier", "proposer", "verifier", "reporter"]
    assert "48" not in user_prompt(backend, 2)
    assert "(none yet)" in user_prompt(backend, 2)
    assert "round 2 of 5" in user_prompt(backend, 2)
    assert trace.submission.answer == "42"


def test_round_limit_forces_the_reporter_to_answer() -> None:
    replies = ["PROPOSITION: a", "VERDICT: VALID", "DECISION: CONTINUE"] * 2 + ["\\boxed{42}"]
    trace, backend = solve(CumulativeReasoning(CrSpec(max_rounds=2)), replies)
    assert components(trace)[-1] == "reporter"
    assert len(backend.calls) == 7
    assert "no more rounds" in user_prompt(backend, 6)
    assert trace.stop_reason == "round_limit"
    assert trace.submission.answer == "42"


def test_unparseable_replies_are_handled_conservatively() -> None:
    replies = [
        "",  # no proposition: the round is skipped
        "PROPOSITION: 6 times 7 equals 42.",
        "Hmm, maybe.",  # no verdict: treated as invalid
        "PROPOSITION: 6 times 7 equals 42.",
        "VERDICT: VALID",
        "DECISION: ANSWER but I forgot the box",
        "\\boxed{42}",
    ]
    trace, _ = solve(CumulativeReasoning(CrSpec(max_rounds=3)), replies)
    assert "no proposition in the reply; the round is skipped" in trace.steps[0].notes
    assert trace.steps[2].decision == "invalid"
    assert "no VERDICT line; treated as INVALID" in trace.steps[2].notes
    assert any("without a \\boxed{}" in note for note in trace.steps[5].notes)
    assert trace.stop_reason == "round_limit"
    assert trace.submission.answer == "42"


def test_a_boxed_answer_without_decision_line_is_an_answer() -> None:
    replies = ["PROPOSITION: 6 times 7 equals 42.", "VERDICT: VALID", "Done: \\boxed{42}"]
    trace, _ = solve(CumulativeReasoning(), replies)
    assert trace.stop_reason == "reported"
    assert any("read as ANSWER" in note for note in trace.steps[2].notes)
