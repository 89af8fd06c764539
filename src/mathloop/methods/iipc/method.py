"""``iipc``, ``iipc_ns`` and ``iipc_ns_nms``: Iteratively Improved Program Construction.

Seed 000, section 3 and Figure 1: ``f_init`` writes the initial propositions, ``f_prog`` the
first program; the refinement loop (:mod:`.loop`) runs ``f_val`` / ``f_err`` with the memory
``M_t`` and the store ``P_t``; ``f_cot`` reasons in text without ever seeing a program;
``f_comb`` integrates problem, propositions, ``p*``, its output and the CoT into the final
answer (its last ``\\boxed{}``). The ablations (section 4.3) drop the CoT branch
(``iipc_ns``: conclude from the program context) and also the memory (``iipc_ns_nms``).
"""

from __future__ import annotations

import dataclasses

from mathloop.llm.base import Message
from mathloop.problems import Problem

from .._text import program_code, program_output
from ..base import RecordedMethod, SolveContext, method
from ..prompts import load_prompt
from ..recorder import (
    Outcome,
    Recorder,
    program_submission,
    text_submission,
)
from ..records import AttemptRecord, StepRecord, Submission
from .loop import Context, Refinement, refine, works
from .spec import IipcSpec, iipc_policy

__all__ = ["Iipc", "program_rules"]


@method("iipc", spec=IipcSpec)
@method(
    "iipc_ns",
    spec=IipcSpec,
    defaults={"use_cot_branch": False},
    description="IIPC ablation without the chain-of-thought branch (IIPC-NS)",
)
@method(
    "iipc_ns_nms",
    spec=IipcSpec,
    defaults={"use_cot_branch": False, "use_memory": False},
    description="IIPC ablation without the CoT branch and the reflection memory (IIPC-NS-NMS)",
)
class Iipc(RecordedMethod[IipcSpec]):
    """IIPC: programs improved by execution and reflection, plus a CoT branch

    The IIPC agent; ``spec`` selects the full method or an ablation.
    """

    def context(self, ctx: SolveContext) -> SolveContext:
        """Programs run under the paper's constraints, enforced by the AST gate."""
        return dataclasses.replace(ctx, policy=iipc_policy(ctx.policy, self._spec))

    async def body(self, problem: Problem, log: Recorder) -> Outcome:
        """Run f_init, f_prog, the refinement loop, f_cot and f_comb."""
        context = await self._initial_propositions(problem, log)
        step = await log.ask("f_prog", _messages(context, _render("iipc.prog", context)))
        refinement = await refine(log, self._spec, context, await log.run_program(step))
        p_star = _p_star(refinement, log.attempts, self._spec)
        if self._spec.use_cot_branch:
            cot = await self._cot(problem, context, log)
            final = await self._combine(context, p_star, cot, log)
        else:
            final = await log.ask(
                "f_conclude",
                _messages(context, _render("iipc.conclude", context, p_star)),
                expect_answer=True,
            )
        final = log.add_note(final, _p_star_note(refinement, p_star))
        return Outcome(self._submission(log, final, p_star), refinement.stop_reason)

    async def _initial_propositions(self, problem: Problem, log: Recorder) -> Context:
        system = load_prompt("iipc.system").render()
        user = load_prompt("iipc.init").render(problem=problem.statement)
        step = await log.ask("f_init", [Message("system", system), Message("user", user)])
        return Context(
            problem=problem.statement,
            propositions=(step.response or "").strip() or "(none)",
            constraints=program_rules(self._spec),
            system=system,
            max_output_chars=self._spec.feedback_max_chars,
        )

    async def _cot(self, problem: Problem, context: Context, log: Recorder) -> StepRecord:
        block = ""
        if self._spec.cot_sees_propositions:
            block = f"\nInitial propositions:\n{context.propositions}\n"
        user = load_prompt("iipc.cot").render(problem=problem.statement, propositions_block=block)
        return await log.ask("f_cot", _messages(context, user), expect_answer=True)

    async def _combine(
        self, context: Context, p_star: AttemptRecord | None, cot: StepRecord, log: Recorder
    ) -> StepRecord:
        user = _render("iipc.comb", context, p_star, cot=(cot.response or "").strip())
        return await log.ask("f_comb", _messages(context, user), expect_answer=True)

    def _submission(
        self, log: Recorder, final: StepRecord, p_star: AttemptRecord | None
    ) -> Submission:
        submission = text_submission(final)
        if submission.answer is not None or self._spec.answer_fallback == "none":
            return submission
        if p_star is None:
            return submission
        fallback = program_submission(p_star)
        if fallback.answer is not None:
            note = f"no \\boxed{{}} answer; submitted p*'s RESULT (attempt {p_star.index})"
            log.add_note(final, note)
            return fallback
        return submission


_RULE_PLACEHOLDER = "$forbidden_constructs"


def program_rules(spec: IipcSpec) -> str:
    """The ``iipc.constraints`` prompt for ``spec``, naming exactly what the gate refuses.

    Prompt and gate must agree: told more than the gate refuses, a model avoids
    ``all(x > 0 for x in xs)`` for nothing; told less, it spends a correction finding out.
    """
    template = load_prompt("iipc.constraints")
    forbidden = _forbidden_constructs(spec)
    if not forbidden:
        kept = [line for line in template.text.split("\n") if _RULE_PLACEHOLDER not in line]
        template = dataclasses.replace(template, text="\n".join(kept))
    return template.render(
        allowed_imports=", ".join(spec.allowed_imports), forbidden_constructs=forbidden
    )


def _forbidden_constructs(spec: IipcSpec) -> str:
    """``"list comprehensions or recursion (…)"`` under the paper's rules; ``""`` under none."""
    constructs = []
    if spec.forbid_all_comprehensions:
        kinds = "list, set or dict comprehensions, generator expressions"
        constructs.append(f"comprehensions of any kind ({kinds})")
    elif spec.forbid_list_comprehensions:
        constructs.append("list comprehensions")
    if spec.forbid_recursion:
        constructs.append("recursion (a function that calls itself, directly or through others)")
    return " or ".join(constructs)


def _messages(context: Context, user: str) -> list[Message]:
    return [Message("system", context.system), Message("user", user)]


_NO_WORKING_PROGRAM = "# (no program ran without an error: there is no working program)"


def _render(name: str, context: Context, p_star: AttemptRecord | None = None, **extra: str) -> str:
    values: dict[str, str] = {
        "problem": context.problem,
        "propositions": context.propositions,
        "constraints": context.constraints,
        "program": _NO_WORKING_PROGRAM,
        "output": "(none)",
        **extra,
    }
    if p_star is not None:
        values["program"] = program_code(p_star)
        values["output"] = program_output(p_star, context.max_output_chars)
    return load_prompt(name).render(**values)


def _p_star(
    refinement: Refinement, attempts: list[AttemptRecord], spec: IipcSpec
) -> AttemptRecord | None:
    """The latest working program; if none worked, the latest reply that held a program
    (``p_star_without_working="latest"``) or none at all (``"none"``, the paper's)."""
    if refinement.store:
        return refinement.store[-1]
    if spec.p_star_without_working == "none":
        return None
    with_code = [a for a in attempts if a.selection is not None and a.selection.code]
    return with_code[-1] if with_code else refinement.last


def _p_star_note(refinement: Refinement, p_star: AttemptRecord | None) -> str:
    if p_star is None:
        return "P_t is empty: no program reached f_comb (p_star_without_working=none)"
    if works(p_star):
        stored = [a.index for a in refinement.store]
        return f"p* = attempt {p_star.index}, the latest of P_t = attempts {stored}"
    return f"P_t is empty: p* is the latest program written (attempt {p_star.index}), which failed"
