"""IIPC's program refinement (seed 000, section 3, equation (1) and Figure 1).

After each execution, ``f_err`` runs when the output is an error and ``f_val`` when it is
not. Both may write a reflection ``m_t+1`` that joins the memory ``M_t``; every program that
ran without error joins the program store ``P_t``. The loop stops on a stop signal from
``f_val``, at the validation or correction limit, or when the token budget is spent.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from mathloop.llm.base import Message

from .._text import interpreter_output, numbered, program_code, program_output
from ..prompts import load_prompt
from ..recorder import Recorder, has_code
from ..records import AttemptRecord, StepRecord
from .parse import parse_decision, parse_reflection
from .spec import IipcSpec

__all__ = ["Context", "Refinement", "refine", "works"]


@dataclass(frozen=True)
class Context:
    """What every refinement prompt shows: problem, propositions and program rules."""

    problem: str
    propositions: str
    constraints: str
    system: str
    max_output_chars: int


@dataclass
class _State:
    memory: list[str] = field(default_factory=list)
    store: list[AttemptRecord] = field(default_factory=list)
    validations: int = 0
    corrections: int = 0


class Refinement(NamedTuple):
    """The loop's result: ``P_t``, the last program run, the memory and why it stopped."""

    store: list[AttemptRecord]
    last: AttemptRecord
    memory: list[str]
    stop_reason: str


def works(attempt: AttemptRecord) -> bool:
    """Whether the program ran to a clean exit (the paper's o_t not in e)."""
    return attempt.execution is not None and attempt.execution.verdict == "ok"


async def refine(
    log: Recorder, spec: IipcSpec, context: Context, first: AttemptRecord
) -> Refinement:
    """Alternate f_val and f_err from ``first`` until a stop condition holds."""
    state = _State()
    current: AttemptRecord | None = first
    last, reason = first, ""
    while current is not None:
        last = current
        if works(current):
            state.store.append(current)
        reason = _limit_reason(log, spec, state, works(current))
        if reason:
            break
        if works(current):
            current, reason = await _validate(log, spec, context, state, current)
        else:
            current = await _correct(log, spec, context, state, current)
    return Refinement(state.store, last, state.memory, reason)


def _limit_reason(log: Recorder, spec: IipcSpec, state: _State, working: bool) -> str:
    if working and state.validations >= spec.max_validations:
        return "validation_limit"
    allowed = spec.max_corrections if state.validations else spec.corrections_before_validation
    if not working and state.corrections >= allowed:
        return "correction_limit"
    if log.tokens_used >= spec.token_budget:
        return "token_budget"
    return ""


async def _correct(
    log: Recorder, spec: IipcSpec, context: Context, state: _State, current: AttemptRecord
) -> AttemptRecord:
    """f_err: amend the failing segment, reflect, run the amended program."""
    state.corrections += 1
    user = load_prompt("iipc.err").render(
        **_shown(context, spec, state, current),
        correction=state.corrections,
        max_corrections=spec.max_corrections,
    )
    step = await _ask(log, "f_err", context, user, spec, state)
    step = _reflect(log, spec, state, step, decision="amend")
    return await log.run_program(step)


async def _validate(
    log: Recorder, spec: IipcSpec, context: Context, state: _State, current: AttemptRecord
) -> tuple[AttemptRecord | None, str]:
    """f_val: a stop signal, or a revised program with a reflection (which then runs)."""
    state.validations += 1
    state.corrections = 0
    user = load_prompt("iipc.val").render(
        **_shown(context, spec, state, current),
        validation=state.validations,
        max_validations=spec.max_validations,
    )
    step = await _ask(log, "f_val", context, user, spec, state)
    step = log.add_note(step, f"program store P_t: attempts {[a.index for a in state.store]}")
    text = step.response or ""
    decision, program = parse_decision(text), has_code(text)
    if decision == "stop" or not program:
        return None, _stop(log, step, decision)
    if decision is None:
        step = log.add_note(step, "no DECISION line; the reply holds a program, read as REVISE")
    step = _reflect(log, spec, state, step, decision="revise")
    return await log.run_program(step), ""


def _stop(log: Recorder, step: StepRecord, decision: str | None) -> str:
    if decision == "stop":
        log.update(step, decision="stop")
        return "validated"
    why = "REVISE without a program" if decision else "neither a DECISION line nor a program"
    step = log.add_note(step, f"unparseable validation ({why}); kept the program")
    log.update(step, decision="stop")
    return "validation_unparseable"


async def _ask(
    log: Recorder, component: str, context: Context, user: str, spec: IipcSpec, state: _State
) -> StepRecord:
    messages = [Message("system", context.system), Message("user", user)]
    return await log.ask(component, messages, memory=_memory(spec, state))


def _reflect(
    log: Recorder, spec: IipcSpec, state: _State, step: StepRecord, *, decision: str
) -> StepRecord:
    """Record the reply's reflection; M_t+1 = M_t with it appended (unless memory is off)."""
    reflection = parse_reflection(step.response or "", spec.max_reflection_chars)
    if reflection:
        state.memory.append(reflection)
    return log.update(step, reflection=reflection or None, decision=decision)


def _memory(spec: IipcSpec, state: _State) -> list[str]:
    return list(state.memory) if spec.use_memory else []


def _shown(
    context: Context, spec: IipcSpec, state: _State, current: AttemptRecord
) -> dict[str, str]:
    shown = interpreter_output if spec.err_output == "interpreter" else program_output
    return {
        "problem": context.problem,
        "propositions": context.propositions,
        "constraints": context.constraints,
        "program": program_code(current),
        "output": shown(current, context.max_output_chars),
        "memory": numbered(_memory(spec, state)),
    }
