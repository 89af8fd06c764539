"""``consensus``: sampled programs voted on after execution, stopping once the vote is decided."""

import dataclasses

import pytest

from mathloop.methods import Consensus, ConsensusSpec, create_method
from method_scripts import CRASH, code, components, solve, user_prompt


def answer(value: str, tag: str = "") -> str:
    """A program printing ``value``; ``tag`` makes programs differ while answers agree."""
    return code(f'tag = "{tag}"\nprint("RESULT: {value}")')


PROGRAMS = ConsensusSpec(
    sample_order="p", max_samples=3, first_pair_decides=False, samples_together=1, max_calls=0
)
"""The vote over programs alone, one sample at a time (consensus before issue 41): the
replies are consumed in sample order."""


def programs(**changes: object) -> ConsensusSpec:
    return dataclasses.replace(PROGRAMS, **changes)  # type: ignore[arg-type]


FIVE = programs(max_samples=5)


def test_two_agreeing_samples_decide_a_three_sample_vote() -> None:
    trace, backend = solve(Consensus(PROGRAMS), [answer("42", "a"), answer("42.0", "b")])
    assert len(backend.calls) == 2
    assert trace.stop_reason == "decided"
    assert components(trace) == ["sample", "sample", "tally"]
    trace, backend = solve(
        Consensus(PROGRAMS), [answer("1", "a"), answer("2", "b"), answer("2", "c")]
    )
    assert len(backend.calls) == 3
    assert (trace.submission.answer, trace.stop_reason) == ("2", "max_samples")


def test_three_agreeing_samples_decide_a_five_sample_vote() -> None:
    replies = [answer("42", "a"), answer("42.0", "b"), answer("42", "c")]
    trace, backend = solve(Consensus(FIVE), replies, seed=2)
    assert len(backend.calls) == 3
    assert trace.submission.answer == "42"
    assert trace.submission.confidence == 100
    assert trace.stop_reason == "decided"
    tally = trace.steps[-1]
    assert tally.component == "tally"
    assert tally.decision == "decided"
    assert tally.notes == ["group '42': samples [1, 2, 3]"]
    temperatures = [p.temperature for p in backend.params]
    assert temperatures == [0.0, 0.7, 0.7]
    assert [p.seed for p in backend.params] == [2001, 2002, 2003]


def test_disagreement_keeps_sampling_until_the_leader_cannot_lose() -> None:
    replies = [answer("1", "a"), answer("2", "b"), answer("2", "c"), answer("2", "d")]
    trace, backend = solve(Consensus(FIVE), replies)
    # after 2, 2: leader 2 vs 1 with 2 left -> undecided; after the fourth: 3 > 1 + 1.
    assert len(backend.calls) == 4
    assert trace.submission.answer == "2"
    assert trace.submission.confidence == 75
    assert trace.stop_reason == "decided"


def test_a_crashed_sample_is_repaired_with_the_runners_feedback() -> None:
    replies = [CRASH, answer("42", "fix"), answer("42", "b"), answer("42", "c")]
    trace, backend = solve(Consensus(FIVE), replies)
    assert components(trace) == ["sample", "repair", "sample", "sample", "tally"]
    repair_prompt = user_prompt(backend, 1)
    assert "NameError" in repair_prompt and "print('x', y)" in repair_prompt
    assert "RESULT: 42" not in repair_prompt
    assert trace.submission.answer == "42"
    assert trace.submission.attempt == 2


def test_once_a_sample_answered_a_failed_one_is_not_repaired() -> None:
    replies = [answer("42", "a"), CRASH, answer("42", "b"), answer("42", "c")]
    trace, _ = solve(Consensus(FIVE), replies)
    assert components(trace) == ["sample", "sample", "sample", "sample", "tally"]
    assert trace.submission.answer == "42"
    always = programs(max_samples=5, samples_together=1, repair_only_without_votes=False)
    fixed = answer("42", "fixed")
    trace, _ = solve(Consensus(always), [answer("42", "a"), CRASH, fixed, answer("42", "b")])
    assert components(trace) == ["sample", "sample", "repair", "sample", "tally"]


def test_a_duplicate_sample_votes_but_is_not_run_again() -> None:
    same = answer("42", "same")
    trace, backend = solve(Consensus(FIVE), [same, same, same])
    assert len(backend.calls) == 3
    assert [a.reused_execution_of for a in trace.attempts] == [None, 1, 1]
    assert trace.submission.answer == "42"


def test_no_program_answer_falls_back_to_chain_of_thought() -> None:
    spec = programs(max_samples=2, repairs=0)
    silent = code('print("no answer")')
    trace, _ = solve(Consensus(spec), [silent, code('print("still none")'), "So \\boxed{42}."])
    assert components(trace) == ["sample", "sample", "tally", "cot_fallback"]
    assert trace.stop_reason == "no_program_answer_then_cot"
    assert trace.submission.answer == "42"
    assert trace.submission.source == "text"


def test_without_a_fallback_no_answer_keeps_the_last_status() -> None:
    spec = programs(max_samples=1, repairs=0, cot_fallback=False)
    trace, _ = solve(Consensus(spec), [code('print("none")')])
    assert trace.submission.answer is None
    assert trace.submission.status == "NO_RESULT_LINE"
    assert trace.stop_reason == "no_program_answer"


def test_a_tie_at_the_limit_goes_to_the_answer_that_came_first() -> None:
    spec = programs(max_samples=2)
    trace, _ = solve(Consensus(spec), [answer("1", "a"), answer("2", "b")])
    assert trace.submission.answer == "1"
    assert trace.stop_reason == "max_samples_tie"


def test_adaptive_stop_off_runs_every_sample() -> None:
    spec = programs(max_samples=4, adaptive_stop=False)
    replies = [answer("42", tag) for tag in "abcd"]
    trace, backend = solve(Consensus(spec), replies)
    assert len(backend.calls) == 4
    assert trace.stop_reason == "max_samples"


def test_consensus_is_registered_with_its_settings() -> None:
    method = create_method("consensus", {"max_samples": 3, "temperature": 0.9})
    assert method.spec.max_samples == 3
    assert method.spec.temperature == 0.9


def cot(value: str) -> str:
    return f"Reasoning. The answer is \\boxed{{{value}}}."


OTHER_CRASH = code("print(undefined_name)")

MIXED = ConsensusSpec(sample_order="cp", max_samples=5)


def test_chains_of_thought_and_programs_vote_in_one_tally() -> None:
    replies = [cot("42"), answer("41", "a"), cot("42.0"), answer("42", "b")]
    trace, backend = solve(Consensus(MIXED), replies, seed=1)
    assert components(trace) == ["cot_sample", "sample", "cot_sample", "sample", "tally"]
    # After c 42, p 41, c 42, p 42: 3 against 1 with one sample left, decided.
    assert (trace.submission.answer, trace.stop_reason) == ("42", "decided")
    assert trace.steps[-1].notes == ["group '42': samples [1, 3, 4]", "group '41': samples [2]"]
    assert trace.submission.attempt == 2  # the first program that gave 42
    # Each kind's first sample is greedy; a chain of thought gets the CoT prompt and is not
    # cut after a code block.
    assert [p.temperature for p in backend.params] == [0.0, 0.0, 0.7, 0.7]
    assert [p.seed for p in backend.params] == [1001, 1002, 1003, 1004]
    assert [p.stop_rules.after_code_block for p in backend.params] == [False, True, False, True]
    assert "\\boxed" in backend.calls[0][-1].content or "boxed" in backend.calls[0][0].content
    assert "RESULT" in backend.calls[1][0].content + backend.calls[1][-1].content


def test_a_chain_of_thought_alone_can_win_the_vote() -> None:
    spec = ConsensusSpec(sample_order="c", max_samples=3)
    trace, _ = solve(Consensus(spec), [cot("7"), cot("7")])
    assert (trace.submission.answer, trace.submission.source) == ("7", "text")
    assert trace.submission.attempt is None and trace.attempts == []


def test_a_round_asks_for_its_samples_together() -> None:
    spec = ConsensusSpec(sample_order="cp", max_samples=4, samples_together=2)
    replies = [cot("5"), answer("6", "a"), cot("6"), answer("6", "b")]
    trace, backend = solve(Consensus(spec), replies)
    assert len(backend.calls) == 4  # 1 vs 1 after the first round: a second round
    assert trace.submission.answer == "6"
    assert [s.component for s in trace.steps] == [
        "cot_sample",
        "sample",
        "cot_sample",
        "sample",
        "tally",
    ]


def test_the_call_cap_stops_sampling_and_the_vote_so_far_decides() -> None:
    spec = programs(max_samples=5, max_calls=3, repair_only_without_votes=False)
    replies = [CRASH, OTHER_CRASH, answer("9", "a"), answer("8", "b")]
    trace, backend = solve(Consensus(spec), replies)
    # sample 1 and its repair, sample 2: three calls, then nothing more starts.
    assert len(backend.calls) == 3
    assert (trace.submission.answer, trace.stop_reason) == ("9", "max_calls")


def test_a_capped_vote_with_no_answer_does_not_start_the_fallback() -> None:
    spec = programs(max_samples=5, max_calls=2)
    trace, backend = solve(Consensus(spec), [CRASH, OTHER_CRASH, cot("1")])
    assert len(backend.calls) == 2
    assert trace.submission.answer is None
    assert trace.stop_reason == "max_calls_no_answer"


def test_a_sample_order_is_letters_c_and_p() -> None:
    with pytest.raises(ValueError):
        ConsensusSpec(sample_order="cx")


def test_a_round_shrinks_to_the_calls_the_cap_leaves() -> None:
    spec = ConsensusSpec(sample_order="cp", max_samples=4, samples_together=2, max_calls=3)
    replies = [cot("5"), answer("6", "a"), cot("7")]
    trace, backend = solve(Consensus(spec), replies)
    # 1 vs 1 after the first round; one call is left, so the second round is one sample.
    assert len(backend.calls) == 3
    assert trace.stop_reason == "max_calls"
    assert trace.submission.answer == "5"  # three different answers: the first one's


def test_by_default_a_chain_of_thought_and_a_program_come_first_together() -> None:
    """The defaults: c then p, asked for together; when they agree the vote ends."""
    trace, backend = solve(Consensus(), [cot("42"), answer("42.0", "a")])
    assert components(trace) == ["cot_sample", "sample", "tally"]
    assert (trace.submission.answer, trace.stop_reason) == ("42", "first_pair_agreed")
    assert len(backend.calls) == 2


def test_by_default_a_first_pair_that_disagrees_is_followed_by_programs() -> None:
    replies = [cot("41"), answer("42", "a"), answer("42", "b"), answer("40", "c")]
    trace, backend = solve(Consensus(), [*replies, answer("42", "d")])
    assert components(trace) == ["cot_sample", "sample", "sample", "sample", "sample", "tally"]
    assert (trace.submission.answer, trace.stop_reason) == ("42", "max_samples")
    assert len(backend.calls) == 5
    replies = [cot("41"), answer("42", "a"), answer("42", "b"), answer("42", "c")]
    trace, backend = solve(Consensus(), replies)
    assert (trace.submission.answer, trace.stop_reason) == ("42", "decided")  # 3 to 1, 1 left
    assert len(backend.calls) == 4


def test_the_brief_chain_prompt_reaches_the_chains_and_the_fallback() -> None:
    spec = dataclasses.replace(MIXED, max_samples=1, chain_prompt="brief")
    _, backend = solve(Consensus(spec), [cot("42")], seed=1)
    assert "Reason briefly" in backend.calls[0][-1].content
    fallback = programs(max_samples=1, repairs=0, chain_prompt="brief")
    trace, backend = solve(Consensus(fallback), [code('print("none")'), "So \\boxed{42}."])
    assert components(trace) == ["sample", "tally", "cot_fallback"]
    assert "Reason briefly" in backend.calls[1][-1].content
