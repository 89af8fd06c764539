import asyncio
import dataclasses

import pytest

from mathloop.errors import BackendError
from mathloop.llm import ScriptedBackend
from mathloop.methods import Iipc, IipcSpec, SolveContext, create_method
from mathloop.methods.iipc import iipc_policy
from mathloop.methods.iipc.method import program_rules
from mathloop.sandbox import check_code, get_policy
from method_scripts import CRASH, PROBLEM, answer_program, code, components, solve, user_prompt

PROPOSITIONS = "1. The product of 6 and 7 is asked for."
FIX = "REFLECTION: I printed an undefined name y.\n" + answer_program("42")
COT = "6 times 7 is 42, so \\boxed{42}."
COMB = "Both contexts agree on 42. \\boxed{42}"


def revise(answer: str, why: str) -> str:
    return f"DECISION: REVISE\nREFLECTION: {why}\n{answer_program(answer)}"


def test_error_then_fix_then_validation_stop() -> None:
    replies = [PROPOSITIONS, CRASH, FIX, "DECISION: STOP", COT, COMB]
    trace, backend = solve(Iipc(), replies)
    assert components(trace) == ["f_init", "f_prog", "f_err", "f_val", "f_cot", "f_comb"]
    assert [a.execution.verdict for a in trace.attempts if a.execution] == ["error", "ok"]
    f_err, f_val = trace.steps[2], trace.steps[3]
    assert f_err.memory == []  # M_0 is empty
    assert f_err.reflection == "I printed an undefined name y."
    assert f_val.memory == ["I printed an undefined name y."]  # M_1 = M_0 + m_1
    assert f_val.decision == "stop"
    assert "program store P_t: attempts [2]" in f_val.notes
    assert "NameError" in user_prompt(backend, 2)
    assert "1. I printed an undefined name y." in user_prompt(backend, 3)
    assert trace.stop_reason == "validated"
    assert trace.submission.answer == "42"
    assert trace.submission.source == "text"


def test_cot_never_sees_a_program_and_comb_sees_everything() -> None:
    replies = [PROPOSITIONS, answer_program("42"), "DECISION: STOP", COT, COMB]
    trace, backend = solve(Iipc(), replies)
    cot_prompt, comb_prompt = user_prompt(backend, 3), user_prompt(backend, 4)
    assert PROPOSITIONS in cot_prompt  # c = f_cot(x, s)
    assert "RESULT" not in cot_prompt and "python" not in cot_prompt
    for part in (PROBLEM.statement, PROPOSITIONS, 'print("RESULT: 42")', "value: 42", COT):
        assert part in comb_prompt
    assert trace.steps[-1].answer == "42"
    assert any("p* = attempt 1" in note for note in trace.steps[-1].notes)


def test_validation_revises_then_stops() -> None:
    replies = [PROPOSITIONS, answer_program("41"), revise("42", "Off by one."), "DECISION: STOP"]
    trace, backend = solve(Iipc(), [*replies, COT, COMB])
    assert components(trace)[:4] == ["f_init", "f_prog", "f_val", "f_val"]
    assert trace.steps[2].decision == "revise"
    assert trace.steps[3].memory == ["Off by one."]
    assert "validation 2 of 2" in user_prompt(backend, 3)
    assert "program store P_t: attempts [1, 2]" in trace.steps[3].notes
    assert "value: 42" in user_prompt(backend, 5)  # p* is the latest working program


def test_validation_limit_stops_the_loop() -> None:
    replies = [PROPOSITIONS, answer_program("40"), revise("41", "a"), revise("42", "b")]
    trace, _ = solve(Iipc(), [*replies, COT, COMB])
    assert components(trace).count("f_val") == 2
    assert trace.stop_reason == "validation_limit"
    assert any("P_t = attempts [1, 2, 3]" in note for note in trace.steps[-1].notes)


def test_correction_limit_with_no_working_program() -> None:
    replies = [PROPOSITIONS, CRASH, "REFLECTION: still y.\n" + CRASH, "no idea", COT, COMB]
    trace, backend = solve(Iipc(IipcSpec(anti_repeat=False)), replies)
    assert components(trace) == ["f_init", "f_prog", "f_err", "f_err", "f_cot", "f_comb"]
    assert trace.stop_reason == "correction_limit"
    assert trace.attempts[-1].status == "NO_USABLE_CODE_OR_RESULT"
    assert trace.steps[3].memory == ["still y."]
    assert trace.steps[3].reflection == "no idea"  # prose stands in for a missing label
    assert "P_t is empty: p* is the latest program written (attempt 2), which failed" in (
        trace.steps[-1].notes
    )
    comb = user_prompt(backend, 5)
    assert "print('x', y)" in comb and "NameError" in comb


def test_corrections_reset_after_each_validation() -> None:
    crashing_revision = "DECISION: REVISE\nREFLECTION: typo\n" + CRASH
    replies = [PROPOSITIONS, CRASH, FIX, crashing_revision, "REFLECTION: y\n" + CRASH, FIX]
    trace, _ = solve(Iipc(IipcSpec(anti_repeat=False)), [*replies, "DECISION: STOP", COT, COMB])
    # One correction before the validation, and still two after it.
    assert components(trace)[1:7] == ["f_prog", "f_err", "f_val", "f_err", "f_err", "f_val"]
    assert trace.stop_reason == "validated"
    fixed = "I printed an undefined name y."
    assert trace.steps[6].memory == [fixed, "typo", "y", fixed]


def test_the_policy_enforces_the_papers_constraints() -> None:
    comprehension = code("squares = [n * n for n in range(3)]\nprint(squares)")
    replies = [PROPOSITIONS, comprehension, FIX, "DECISION: STOP", COT, COMB]
    trace, backend = solve(Iipc(), replies)
    rejected = trace.attempts[0]
    assert rejected.status == "CODE_REJECTED"
    assert rejected.execution is None
    assert "list_comprehension" in user_prompt(backend, 2)
    assert "Import only these libraries: math, numpy, scipy, skspatial, sympy" in (
        user_prompt(backend, 1)
    )


GENERATOR = "roots = [1, 2]\nok = all(r > 0 for r in roots)\nprint('ok', ok)\nprint('RESULT: 3')"
OTHER_COMPREHENSIONS = (
    "s = {n for n in range(3)}\nd = {n: n * n for n in range(3)}\nt = sum(n for n in s)"
)


def test_only_the_papers_constructs_are_refused_and_named_in_the_prompt() -> None:
    trace, backend = solve(Iipc(), [PROPOSITIONS, code(GENERATOR), "DECISION: STOP", COT, COMB])
    execution = trace.attempts[0].execution
    assert execution is not None and "ok True" in execution.stdout
    prompt = user_prompt(backend, 1)
    assert "do not use list comprehensions or recursion (a function that calls itself" in prompt
    assert "generator" not in prompt and "dict comprehension" not in prompt
    assert trace.spec["forbid_all_comprehensions"] is False


@pytest.mark.parametrize("name", ["iipc", "iipc_ns", "iipc_ns_nms"])
def test_the_strict_comprehension_rule_is_a_setting_of_iipc_and_its_ablations(name: str) -> None:
    paper = create_method(name).spec
    strict = create_method(name, {"forbid_all_comprehensions": True}).spec
    assert isinstance(paper, IipcSpec) and isinstance(strict, IipcSpec)
    base = get_policy("default")
    assert check_code(OTHER_COMPREHENSIONS, iipc_policy(base, paper)).safe
    rules = [v.rule for v in check_code(OTHER_COMPREHENSIONS, iipc_policy(base, strict)).violations]
    assert rules == ["comprehension"] * 3
    assert "generator expressions" in program_rules(strict)
    assert "generator" not in program_rules(paper)


def test_a_strict_iipc_rejects_a_generator_expression() -> None:
    method = create_method("iipc", {"forbid_all_comprehensions": True})
    replies = [PROPOSITIONS, code(GENERATOR), FIX, "DECISION: STOP", COT, COMB]
    trace, backend = solve(method, replies)
    assert trace.attempts[0].status == "CODE_REJECTED"
    assert "comprehension: generator expression" in user_prompt(backend, 2)


def test_the_rule_line_is_left_out_when_nothing_is_forbidden() -> None:
    spec = IipcSpec(forbid_list_comprehensions=False, forbid_recursion=False)
    rules = program_rules(spec)
    assert "do not use" not in rules and "$" not in rules
    assert "Import only these libraries" in rules and "RESULT: <final answer>" in rules
    only_recursion = program_rules(dataclasses.replace(spec, forbid_recursion=True))
    assert "do not use recursion (" in only_recursion
    assert "comprehension" not in only_recursion


def test_skspatial_is_importable_by_iipc_programs() -> None:
    program = code(
        "from skspatial.objects import Point\n"
        "d = Point([0, 0]).distance_point([3, 4])\n"
        "print('distance', d)\nprint('RESULT:', int(d))"
    )
    trace, _ = solve(Iipc(), [PROPOSITIONS, program, "DECISION: STOP", COT, COMB])
    assert trace.attempts[0].execution is not None
    assert trace.attempts[0].execution.verdict == "ok", trace.attempts[0].execution.stderr
    assert "distance 5.0" in trace.attempts[0].execution.stdout


def test_token_budget_stops_refinement_but_not_the_branches() -> None:
    method = Iipc(IipcSpec(token_budget=1))
    trace, _ = solve(method, [PROPOSITIONS, CRASH, COT, COMB])
    assert components(trace) == ["f_init", "f_prog", "f_cot", "f_comb"]
    assert trace.stop_reason == "token_budget"


def test_unparseable_validation_keeps_the_program() -> None:
    replies = [PROPOSITIONS, answer_program("42"), "Looks fine to me.", COT, COMB]
    trace, _ = solve(Iipc(), replies)
    assert trace.stop_reason == "validation_unparseable"
    assert trace.steps[2].decision == "stop"
    assert any("unparseable validation" in note for note in trace.steps[2].notes)


def test_a_program_without_decision_line_is_a_revision() -> None:
    replies = [PROPOSITIONS, answer_program("41"), answer_program("42"), "DECISION: STOP"]
    trace, _ = solve(Iipc(), [*replies, COT, COMB])
    assert trace.steps[2].decision == "revise"
    assert any("read as REVISE" in note for note in trace.steps[2].notes)


def test_without_a_boxed_answer_the_program_result_is_submitted() -> None:
    replies = [PROPOSITIONS, answer_program("42"), "DECISION: STOP", COT, "It is forty-two."]
    trace, _ = solve(Iipc(), replies)
    assert trace.submission.answer == "42"
    assert trace.submission.source == "execution"
    assert trace.submission.attempt == 1
    strict, _ = solve(Iipc(IipcSpec(answer_fallback="none")), replies)
    assert strict.submission.answer is None
    assert strict.submission.status == "NO_USABLE_CODE_OR_RESULT"


def test_iipc_ns_concludes_from_the_program_context() -> None:
    replies = [PROPOSITIONS, answer_program("42"), "DECISION: STOP", "So \\boxed{42}"]
    trace, backend = solve(create_method("iipc_ns"), replies)
    assert trace.method == "iipc_ns"
    assert components(trace) == ["f_init", "f_prog", "f_val", "f_conclude"]
    assert "value: 42" in user_prompt(backend, 3)
    assert trace.submission.answer == "42"


def test_iipc_ns_nms_never_shows_the_memory() -> None:
    replies = [PROPOSITIONS, CRASH, FIX, "DECISION: STOP", "So \\boxed{42}"]
    trace, backend = solve(create_method("iipc_ns_nms"), replies)
    assert trace.steps[2].reflection == "I printed an undefined name y."  # still recorded
    assert trace.steps[3].memory == []
    assert "undefined name y" not in user_prompt(backend, 3)
    assert trace.spec["use_memory"] is False


def test_llm_error_mid_loop() -> None:
    replies = [PROPOSITIONS, CRASH, FIX]
    backend = ScriptedBackend(replies, failures={2: BackendError("server gone")})
    trace = asyncio.run(Iipc().solve(PROBLEM, SolveContext(backend=backend)))
    assert trace.submission.status == "LLM_ERROR"
    assert trace.stop_reason == "llm_error"
    assert trace.steps[-1].error is not None
    assert trace.error is not None and "server gone" in trace.error.message


def test_every_call_uses_the_papers_temperature_and_the_spec_is_recorded() -> None:
    replies = [PROPOSITIONS, answer_program("42"), "DECISION: STOP", COT, COMB]
    trace, backend = solve(Iipc(), replies)
    assert {p.temperature for p in backend.params} == {0.1}
    assert trace.spec["max_validations"] == 2
    assert trace.spec["max_corrections"] == 2
    assert trace.spec["allowed_imports"] == ("math", "numpy", "scipy", "skspatial", "sympy")
    assert trace.llm_calls == 5


def test_the_import_list_is_the_papers_five_libraries_and_the_prompt_says_no_more() -> None:
    from mathloop.methods.prompts import load_prompt

    policy = iipc_policy(get_policy("default"), IipcSpec())
    assert check_code("import sympy\nimport numpy\nimport scipy\nimport skspatial", policy).safe
    assert not check_code("from fractions import Fraction", policy).safe
    constraints = load_prompt("iipc.constraints").text
    assert "fractions" not in constraints


PAPER_LOOP = IipcSpec(
    corrections_before_validation=0,
    err_output="interpreter",
    p_star_without_working="none",
    anti_repeat=False,
)
"""The loop as the iipc-paper preset runs it."""


def test_the_papers_schedule_gives_no_correction_before_the_first_validation() -> None:
    trace, _ = solve(Iipc(PAPER_LOOP), [PROPOSITIONS, CRASH, COT, COMB])
    assert components(trace) == ["f_init", "f_prog", "f_cot", "f_comb"]
    assert trace.stop_reason == "correction_limit"


def test_the_papers_schedule_corrects_twice_after_each_validation() -> None:
    crashing_revision = "DECISION: REVISE\nREFLECTION: typo\n" + CRASH
    replies = [PROPOSITIONS, answer_program("41"), crashing_revision]
    replies += ["REFLECTION: y\n" + code("print('still', y)"), "REFLECTION: z\n" + CRASH]
    trace, _ = solve(Iipc(PAPER_LOOP), [*replies, COT, COMB])
    assert components(trace)[1:6] == ["f_prog", "f_val", "f_err", "f_err", "f_cot"]
    assert trace.stop_reason == "correction_limit"


def test_under_the_paper_f_err_reads_a_refusal_as_an_error() -> None:
    refused = code("import os\nprint(os.getcwd())")
    replies = [PROPOSITIONS, refused, FIX, "DECISION: STOP", COT, COMB]
    lenient = dataclasses.replace(PAPER_LOOP, corrections_before_validation=2)
    _, backend = solve(Iipc(lenient), replies)
    f_err_prompt = user_prompt(backend, 2)
    assert "Error: the program was refused before it ran:" in f_err_prompt
    assert "line 1: banned_import: os" in f_err_prompt
    assert "runner verdict" not in f_err_prompt
    _, runner = solve(Iipc(), replies)
    assert "runner verdict: CODE_REJECTED" in user_prompt(runner, 2)


def test_under_the_paper_no_failed_program_reaches_f_comb() -> None:
    trace, backend = solve(Iipc(PAPER_LOOP), [PROPOSITIONS, CRASH, COT, COMB])
    comb = user_prompt(backend, 3)
    assert "print('x', y)" not in comb and "no program ran without an error" in comb
    assert trace.submission.answer == "42"
    assert any("no program reached f_comb" in note for note in trace.steps[-1].notes)
    _, latest = solve(
        Iipc(IipcSpec(corrections_before_validation=0)), [PROPOSITIONS, CRASH, COT, COMB]
    )
    assert "print('x', y)" in user_prompt(latest, 3)
