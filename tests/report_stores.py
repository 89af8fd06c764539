"""Hand-made run stores for report tests, written through the library (``RunStore.save``).

``write_run(root, problems)`` writes one run folder; each :class:`P` is one problem × method
with a known outcome, so tables and statistics have answers a test can state by hand.
Records and traces are built with the real types, so the stores follow the schema as it
grows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from mathloop.answers import Verdict
from mathloop.answers.equivalence import DecidedBy
from mathloop.methods.records import (
    AttemptRecord,
    CompletionInfo,
    MessageRecord,
    ParsedInfo,
    Submission,
    Trace,
)
from mathloop.problems import BenchmarkItem, Problem
from mathloop.runs import RunStore, final_report, make_record
from mathloop.runs.migrations import SCHEMA
from mathloop.sandbox import CodeSelection, Execution, GateReport


@dataclass(frozen=True)
class P:
    """One problem × method outcome: ``correct=None`` means no answer was submitted."""

    problem_id: str
    method: str
    correct: bool | None
    subject: str | None = "Algebra"
    level: int | None = 1
    number: int | None = None
    prompt_tokens: int = 100
    output_tokens: int = 50
    elapsed_s: float = 2.0
    answer: str | None = None
    statement: str | None = None
    decided_by: DecidedBy = "exact"
    stdout: str | None = None
    finish_reason: str = "stop"
    prompt_tokens_processed: int | None = None
    gold: str = "7"
    reasoning: str = ""
    """Text of the model's reply before its program (e.g. chain-of-thought with math)."""
    sample: int | None = None
    """Which sample of the problem × method (a run with ``--samples``); None: the only one."""


def _attempt(p: P, answer: str | None) -> AttemptRecord:
    statement = p.statement or f"Statement of {p.problem_id}."
    stdout = p.stdout if p.stdout is not None else (f"RESULT: {answer}\n" if answer else "42\n")
    code = f'print("RESULT: {answer}")' if answer else "print(42)"
    return AttemptRecord(
        index=1,
        messages=[
            MessageRecord(role="system", content="You solve math problems."),
            MessageRecord(role="user", content=f"Problem:\n{statement}\n\nWrite the program."),
        ],
        response=f"{p.reasoning}```python\n{code}\n```",
        completion=CompletionInfo(
            prompt_tokens=p.prompt_tokens,
            output_tokens=p.output_tokens,
            latency_s=1.0,
            finish_reason=p.finish_reason,
            prompt_tokens_processed=p.prompt_tokens_processed,
        ),
        selection=CodeSelection(
            code=code,
            blocks_found=1,
            selected_index=0,
            unclosed_fence=False,
            gate=GateReport(safe=True, violations=[]),
            diagnostics=[],
        ),
        execution=Execution(
            verdict="ok",
            exit_code=0,
            timed_out=False,
            stdout=stdout,
            stderr="",
            stdout_truncated=False,
            stderr_truncated=False,
            duration_s=0.1,
            gate=None,
        ),
        parsed=ParsedInfo(
            result=answer,
            confidence=90 if answer else None,
            result_status="PARSED" if answer else "UNKNOWN",
            confidence_status="UNKNOWN",
        ),
        status="RESULT_SUBMITTED" if answer else "NO_RESULT_LINE",
    )


def _trace(p: P, answer: str | None) -> Trace:
    if answer is None:
        submission = Submission(answer=None, status="NO_RESULT_LINE")
    else:
        submission = Submission(
            answer=answer, confidence=90, attempt=1, status="RESULT_SUBMITTED", source="execution"
        )
    return Trace(
        method=p.method,
        spec={"temperature": 0.0},
        problem_id=p.problem_id,
        attempts=[_attempt(p, answer)],
        submission=submission,
        prompt_tokens=p.prompt_tokens,
        output_tokens=p.output_tokens,
        llm_calls=1,
        elapsed_s=p.elapsed_s,
    )


def save_problem(store: RunStore, p: P, *, benchmark: str = "handmade") -> None:
    """Write one problem × method through ``RunStore.save``."""
    gold = p.gold
    answer = None if p.correct is None else (p.answer or (gold if p.correct else "8"))
    problem = Problem(
        id=p.problem_id,
        statement=p.statement or f"Statement of {p.problem_id}.",
        benchmark=benchmark,
        subject=p.subject,
        level=p.level,
        number=p.number,
    )
    trace = _trace(p, answer)
    verdict = None
    if answer is not None:
        verdict = Verdict(
            equal=None if p.decided_by == "undecided" else p.correct,
            decided_by=p.decided_by,
            normalized_gold=gold,
            normalized_candidate=answer,
            elapsed_s=0.0,
        )
    record = make_record(BenchmarkItem(problem, gold), trace, verdict, sample=p.sample)
    store.save(record, trace, final_report(record, trace))


def write_run(
    root: Path, problems: Sequence[P], *, model: str = "model-x", benchmark: str = "handmade"
) -> Path:
    """A finished run folder with a manifest and one record per :class:`P`."""
    store = RunStore(root)
    store.write_manifest(
        {
            "schema": SCHEMA,
            "started_at": "2026-01-01T00:00:00+00:00",
            "finished_at": "2026-01-01T01:00:00+00:00",
            "run": {"benchmark": benchmark, "backend": {"model": model}},
        }
    )
    for p in problems:
        save_problem(store, p, benchmark=benchmark)
    return root


def paired_ten() -> list[P]:
    """Ten problems, methods ``a`` and ``b``: both 4, only a 1, only b 4, neither 1.

    Accuracy a = 5/10, b = 8/10; exact McNemar p (1 vs 4 discordant) = 2·(1+5)/32 = 0.375.
    """
    outcomes = [(True, True)] * 4 + [(True, False)] + [(False, True)] * 4 + [(False, False)]
    problems: list[P] = []
    for index, (a, b) in enumerate(outcomes):
        level = 1 + index % 2
        subject = "Algebra" if index < 5 else "Geometry"
        pid = f"p{index:02d}"
        problems.append(
            P(pid, "a", a, subject=subject, level=level, output_tokens=10 * (index + 1))
        )
        problems.append(P(pid, "b", b, subject=subject, level=level, output_tokens=100))
    return problems


HOSTILE_ID = 'x"><img src=x onerror=alert(1)>'
STATEMENT = "Compute <script>window.__pwned=1</script> now."
ANSWER = '<img src=x onerror="window.__pwned=2">'
STDOUT = "</script><script>window.__pwned=3</script>\n"
SUBJECT = "<b onmouseover=alert(4)>Algebra</b>"


def hostile_problems() -> list[P]:
    """One problem whose dataset text and model output all try to become markup."""
    return [
        P(HOSTILE_ID, "a", False, statement=STATEMENT, answer=ANSWER, stdout=STDOUT,
          subject=SUBJECT),
        P(HOSTILE_ID, "b", True, statement=STATEMENT, subject=SUBJECT),
    ]  # fmt: skip


MATH_ID = "m1"
MATH_STATEMENT = "Let $x = \\frac{1}{2}$. Eggs cost $2 each and she makes $18.\n$$y = x^2$$"
MATH_GOLD = "\\sqrt{2}"
# The last span is not valid TeX: KaTeX shows its source in red, through a style attribute
# (which the report's Content-Security-Policy allows for attributes only).
MATH_REASONING = (
    "Since \\(x^2 = 2\\), we get $x = \\sqrt{2}$, so $\\boxed{\\sqrt{2}}$, not $\\frac{1}{$.\n"
)


def math_problems() -> list[P]:
    """One problem with LaTeX in its statement, gold answer and reasoning; the program of
    method ``a`` prints ``RESULT: $x$``, which must stay verbatim."""
    return [
        P(MATH_ID, "a", True, statement=MATH_STATEMENT, gold=MATH_GOLD, answer="$x$",
          reasoning=MATH_REASONING),
        P(MATH_ID, "b", False, statement=MATH_STATEMENT, gold=MATH_GOLD),
    ]  # fmt: skip
