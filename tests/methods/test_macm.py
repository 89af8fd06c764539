from mathloop.methods import MacmSpec, MultiAgentConditionMining
from method_scripts import CRASH, answer_program, components, solve, user_prompt

ANALYSIS = (
    "CONDITIONS:\n1. The first factor is 6.\n2. The second factor is 7.\nOBJECTIVE: the product"
)


def test_mine_judge_plan_execute() -> None:
    replies = [
        ANALYSIS,
        "NEW CONDITION: The product of 6 and 7 is 6 * 7.",
        "VERDICT: TRUE",
        "SUFFICIENT: YES",
        "1. Multiply 6 by 7.",
        answer_program("42"),
    ]
    trace, backend = solve(MultiAgentConditionMining(), replies)
    assert components(trace) == [
        "thinker_analyze", "thinker_mine", "judge_verify", "judge_enough", "thinker_plan",
        "executor",
    ]  # fmt: skip
    execute = user_prompt(backend, 5)
    assert "1. The first factor is 6." in execute
    assert "3. The product of 6 and 7 is 6 * 7." in execute
    assert "Objective: the product" in execute
    assert "1. Multiply 6 by 7." in execute
    assert trace.stop_reason == "sufficient"
    assert trace.submission.answer == "42"
    assert trace.submission.source == "execution"


def test_false_conditions_are_dropped_and_the_executor_retries() -> None:
    replies = [
        ANALYSIS,
        "NEW CONDITION: The product is 48.",
        "VERDICT: FALSE",
        "NEW CONDITION: The product is 42.",
        "VERDICT: TRUE",
        "SUFFICIENT: NO",
        "1. Print it.",
        CRASH,
        answer_program("42"),
    ]
    trace, backend = solve(MultiAgentConditionMining(MacmSpec(max_rounds=2)), replies)
    assert "48" not in user_prompt(backend, 3)
    assert trace.steps[2].decision == "false"
    assert components(trace)[-2:] == ["executor", "executor_retry"]
    assert "NameError" in user_prompt(backend, 8)
    assert trace.stop_reason == "round_limit"
    assert trace.submission.answer == "42"
    assert trace.submission.attempt == 2


def test_unparseable_replies() -> None:
    replies = [
        "I will just solve it.",  # neither CONDITIONS nor OBJECTIVE
        "",  # no condition: round skipped
        "NEW CONDITION: 6 * 7 = 42.",
        "True I guess",  # no VERDICT line: FALSE
        "plan",
        "no code at all",
    ]
    spec = MacmSpec(max_rounds=2, max_executor_retries=0)
    trace, _ = solve(MultiAgentConditionMining(spec), replies)
    notes = trace.steps[0].notes
    assert "no CONDITIONS list; starting from the statement alone" in notes
    assert "no OBJECTIVE line; using the problem's question" in notes
    assert "no new condition in the reply; the round is skipped" in trace.steps[1].notes
    assert "no VERDICT line; treated as FALSE" in trace.steps[3].notes
    assert trace.submission.answer is None
    assert trace.submission.status == "NO_USABLE_CODE_OR_RESULT"
