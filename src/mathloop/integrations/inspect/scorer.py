"""``mathloop_math()``: mathloop's answer checker as an inspect_ai scorer.

It reads the reply's answer (its last ``\\boxed{}``, else its last ``ANSWER:`` line, the
convention of inspect's own math tasks, else a GSM8K ``####`` line), then asks
:func:`mathloop.answers.verify` whether it is the target, with the sample's input as the
statement, so a form the statement asks for ("as a common fraction", "in simplest radical
form") is read and an answer that leaves work undone is not credited under
``final_form="strict"``. The checker parses model text only in
its bounded worker process, never in inspect's; it runs in a worker thread, so the event
loop keeps going. An undecided comparison is not credited; the score's metadata says so.
"""

from __future__ import annotations

import anyio
from inspect_ai.scorer import (
    CORRECT,
    INCORRECT,
    Score,
    Scorer,
    Target,
    accuracy,
    scorer,
    stderr,
)
from inspect_ai.solver import TaskState

from mathloop.answers import verify
from mathloop.answers.extract import stated_answer
from mathloop.answers.settings import FinalForm
from mathloop.answers.verdict import Verdict
from mathloop.problems import AnswerKind

__all__ = ["mathloop_math"]


@scorer(metrics=[accuracy(), stderr()])
def mathloop_math(final_form: FinalForm = "strict", kind: AnswerKind = "auto") -> Scorer:
    """Score a reply's answer against the target with mathloop's checker.

    Args:
      final_form: ``"strict"`` (default) refuses an answer that leaves work undone or
        ignores a form the statement asks for; ``"lenient"`` credits any equal value.
      kind: ``"math"``, ``"gsm8k"`` or ``"integer"``; ``"auto"`` reads it from the target.
    """

    async def score(state: TaskState, target: Target) -> Score:
        answer = stated_answer(state.output.completion)
        if answer is None:
            return Score(
                value=INCORRECT,
                answer=None,
                explanation="the reply states no answer (no \\boxed{} and no ANSWER: line)",
            )
        verdict = await anyio.to_thread.run_sync(
            lambda: verify(
                target.text, answer, statement=state.input_text, kind=kind, final_form=final_form
            )
        )
        return Score(
            value=CORRECT if verdict.equal else INCORRECT,
            answer=answer,
            explanation=verdict.reason,
            metadata=_metadata(verdict),
        )

    return score


def _metadata(verdict: Verdict) -> dict[str, object]:
    return {
        "equal": verdict.equal,
        "decided_by": verdict.decided_by,
        "requested": verdict.requested,
        "final_form": verdict.final_form,
        "checker": verdict.checker,
    }
