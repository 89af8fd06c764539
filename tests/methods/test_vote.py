import pytest

from mathloop.errors import ConfigError
from mathloop.methods import ChainOfThought, CotSpec, Vote, VoteSpec, create_method
from method_scripts import answer_program, solve


def boxed(*answers: str) -> list[str]:
    return [f"\\boxed{{{a}}}" if a else "I am not sure." for a in answers]


def test_equivalent_answers_form_one_group() -> None:
    trace, backend = solve(create_method("vote(cot)"), boxed("1/2", "0.5", "\\frac{1}{2}", "2", ""))
    assert len(trace.members) == 5
    assert trace.stop_reason == "majority"
    assert trace.submission.answer == "1/2"
    assert trace.submission.confidence == 60
    assert "group '1/2': voters [1, 2, 3]" in trace.steps[0].notes
    assert trace.llm_calls == 5
    assert trace.output_tokens == sum(m.output_tokens for m in trace.members)
    assert {p.temperature for p in backend.params} == {0.7}


def test_a_tie_adds_voters_until_it_breaks() -> None:
    trace, _ = solve(create_method("vote(cot)"), boxed("3", "4", "3", "4", "", "4"))
    assert len(trace.members) == 6
    assert trace.stop_reason == "tie_broken"
    assert trace.submission.answer == "4"
    assert "tie after 5 voters: adding voter 6" in trace.steps[0].notes


def test_a_tie_standing_at_max_n_goes_to_the_first_answer() -> None:
    trace, _ = solve(create_method("vote(cot)"), boxed("3", "4", "3", "4", "5", "5", ""))
    assert len(trace.members) == 7
    assert trace.stop_reason == "tie_unresolved"
    assert trace.submission.answer == "3"


def test_no_answers_submit_nothing() -> None:
    trace, _ = solve(create_method("vote(cot)"), boxed("", "", "", "", ""))
    assert trace.stop_reason == "no_answers"
    assert trace.submission.answer is None
    assert trace.submission.status == "NO_USABLE_CODE_OR_RESULT"


def test_voters_get_distinct_reproducible_seeds() -> None:
    _, backend = solve(create_method("vote(cot)"), boxed("1", "1", "1", "1", "1"), seed=3)
    assert [p.seed for p in backend.params] == [3001, 3002, 3003, 3004, 3005]


def test_call_syntax_builds_the_vote_and_records_the_inner_spec() -> None:
    method = create_method("vote(pot, n=3, max_n=5, max_retries=1)")
    assert method.name == "vote(pot,max_n=5,max_retries=1,n=3)"
    assert method.spec.n == 3
    assert method.spec.inner.max_retries == 1
    assert method.spec.inner.temperature == 0.7
    assert create_method("vote(pot)").name == "vote(pot)"
    trace, _ = solve(create_method("vote(cot, n=1, max_n=1)"), boxed("42"))
    inner = trace.spec["inner"]
    assert (inner["num_predict"], inner["num_ctx"], inner["temperature"]) == (2048, 16384, 0.7)
    assert trace.spec["n"] == 1


def test_overrides_take_precedence_over_call_arguments() -> None:
    assert create_method("vote(cot, n=3)", {"n": 4}).spec.n == 4


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("vote()", "needs the method"),
        ("vote(cot, n=8)", "n <= max_n"),
        ("vote(cot, bogus=1)", "bogus"),
        ("vote(nope)", "unknown method"),
        ("vote(cot, pot)", "only one positional"),
    ],
)
def test_bad_votes_are_clear_errors(name: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        create_method(name)


def test_vote_is_usable_with_a_hand_built_inner_method() -> None:
    inner = ChainOfThought(CotSpec(temperature=0.7, num_predict=16))
    vote = Vote(VoteSpec(method="cot", n=1, max_n=1, inner=inner.spec), inner)
    trace, backend = solve(vote, boxed("7"))
    assert trace.submission.answer == "7"
    assert backend.params[0].max_tokens == 16


def test_vote_over_a_code_method_keeps_the_execution_source() -> None:
    replies = [answer_program("42"), answer_program("42.0"), answer_program("41")]
    trace, _ = solve(create_method("vote(pot_nc, n=3, max_n=3)"), replies)
    assert trace.submission.answer == "42"
    assert trace.submission.source == "execution"
    assert [len(m.attempts) for m in trace.members] == [1, 1, 1]
