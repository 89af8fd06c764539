"""The per-problem result record (one line of ``results.jsonl``) and the failure taxonomy."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from mathloop.answers import DEFAULT_SETTINGS, Verdict, is_plain_number
from mathloop.answers.version import CHECKER_VERSION
from mathloop.methods.records import ErrorInfo, Submission, Trace
from mathloop.problems import BenchmarkItem

__all__ = [
    "RESULT_VERSION",
    "RETRIED_CLASSES",
    "FailureClass",
    "ResultKey",
    "ResultRecord",
    "WrongKind",
    "answer_kind",
    "classify",
    "make_record",
    "standing_positions",
    "standing_records",
    "wrong_kind_of",
]

RESULT_VERSION = 1

FailureClass = Literal[
    "VERIFIED_CORRECT_RESULT",
    "WRONG_RESULT",
    "UNDECIDED_RESULT",
    "NO_RESULT_LINE",
    "CODE_REJECTED",
    "NO_USABLE_CODE_OR_RESULT",
    "EXECUTION_TIMEOUT",
    "LLM_ERROR",
    "BUDGET_EXCEEDED",
]
"""The seed's taxonomy after hidden verification (plus timeout, LLM error and undecided)."""

WrongKind = Literal["numeric", "text"]
"""What a wrong submitted answer was, as the essay splits them ("two wrong numeric results,
and one wrong text result"): a plain number, or anything else (:func:`answer_kind`)."""

RETRIED_CLASSES: frozenset[FailureClass] = frozenset({"LLM_ERROR"})
"""Failure classes that hold no model answer: a resumed run solves them again by default."""


class ResultKey(NamedTuple):
    """What a ledger line is about: one problem solved by one method (one of its samples)."""

    problem_id: str
    method: str
    sample: int = 0


class ResultRecord(BaseModel):
    """One problem × method outcome, typed and versioned. Failures are fields, not gaps."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    version: int = RESULT_VERSION
    problem_id: str
    method: str
    benchmark: str
    subject: str | None
    level: int | None
    year: int | None
    number: int | None
    gold: str
    answer: str | None
    confidence: int | None
    submitted: bool
    correct: bool
    failure_class: FailureClass
    verdict: Verdict | None
    attempts: int
    submitted_attempt: int | None
    prompt_tokens: int
    output_tokens: int
    llm_calls: int
    elapsed_s: float
    error: ErrorInfo | None
    prompt_tokens_processed: int | None = None
    """Prompt tokens the model evaluated (the rest reused a cached prefix); None: unknown."""
    finish_reasons: dict[str, int] = Field(default_factory=dict)
    """How the model calls ended (``stop``, ``length``, ``repetition``, ``block_closed``...)."""
    wrong_kind: WrongKind | None = None
    """For a ``WRONG_RESULT``, whether the answer was a plain number (:func:`answer_kind`);
    None for every other class, and on lines written before the field (see
    :func:`wrong_kind_of`)."""
    sample: int | None = None
    """Which sample of the problem × method this is (0, 1, ...) in a run with several
    (``--samples``); None in a run with one, and on every line written before samples: the
    ledger then leaves the field out (:meth:`ledger_line`)."""
    seed: int | None = None
    """The seed this sample solved with (:func:`~mathloop.runs.execution.samples.sample_seed`); None
    in a run with one sample, whose seed is the run's (the manifest's ``settings.seed``)."""
    checker: str | None = None
    """The answer checker's version that decided ``verdict``
    (:data:`~mathloop.answers.version.CHECKER_VERSION`); None on lines written before
    versions were recorded."""
    rescore_of: str | None = None
    """On a line appended by ``mathloop rescore``: the checker version of the line it
    re-verified (:func:`~mathloop.answers.version.checker_label`); None on a solve's line."""

    @property
    def key(self) -> ResultKey:
        """The problem × method (and sample) this record is the result of."""
        return ResultKey(self.problem_id, self.method, self.sample or 0)

    @property
    def sample_index(self) -> int:
        """The sample's index: 0 for the one sample of a run without samples."""
        return self.sample or 0

    def ledger_line(self) -> str:
        """The record as one line of ``results.jsonl``; without samples, exactly as before."""
        absent = {"rescore_of"} if self.rescore_of is None else set()
        if self.sample is None:
            absent |= {"sample", "seed"}
        return self.model_dump_json(exclude=absent or None)

    @property
    def retriable(self) -> bool:
        """Whether this record is a failed call rather than a result (see RETRIED_CLASSES)."""
        return self.failure_class in RETRIED_CLASSES


def standing_positions(keys: Iterable[ResultKey]) -> set[int]:
    """Positions (0-based, in ledger order) of the lines that stand.

    The ledger is append-only: a problem × method that was solved again (a retried
    ``LLM_ERROR``) has a later line, and the last line for a key supersedes earlier ones
    everywhere the ledger is read. Superseded lines stay in the file for the audit.
    """
    last: dict[ResultKey, int] = {}
    for position, key in enumerate(keys):
        last[key] = position
    return set(last.values())


def standing_records(records: Sequence[ResultRecord]) -> list[ResultRecord]:
    """``records`` without the superseded ones, in ledger order."""
    standing = standing_positions(record.key for record in records)
    return [record for position, record in enumerate(records) if position in standing]


def answer_kind(answer: str) -> WrongKind:
    """``numeric`` when ``answer`` is one finite number written plainly (an integer, a
    decimal, a ratio of integers, after the verifier's normalization:
    :func:`~mathloop.answers.is_plain_number`), else ``text``.

    Radicals, pi, expressions, tuples, intervals and words are ``text``: the split says
    whether the model committed to a bare number (the AIME contract), not whether the answer
    has a numeric value, which would need SymPy in the engine's process on model output.
    """
    plain = is_plain_number(answer, max_digits=DEFAULT_SETTINGS.max_digits)
    return "numeric" if plain else "text"


def wrong_kind_of(record: ResultRecord) -> WrongKind | None:
    """The record's ``wrong_kind``; for a ``WRONG_RESULT`` line written before the field
    existed, :func:`answer_kind` of its stored answer (the same rule)."""
    if record.failure_class != "WRONG_RESULT" or record.answer is None:
        return None
    return record.wrong_kind or answer_kind(record.answer)


def classify(
    submission: Submission, verdict: Verdict | None, *, label_undecided: bool = True
) -> FailureClass:
    """Map a submission and its hidden verdict onto the seed's taxonomy.

    ``label_undecided``: an answer the verifier could not decide is ``UNDECIDED_RESULT``
    (mathloop's class); off, it is ``WRONG_RESULT``, as the essay's offline verifier counts
    an answer it does not accept.
    """
    if submission.status != "RESULT_SUBMITTED":
        return submission.status
    if verdict is None or verdict.equal is None:
        return "UNDECIDED_RESULT" if label_undecided else "WRONG_RESULT"
    return "VERIFIED_CORRECT_RESULT" if verdict.equal else "WRONG_RESULT"


def make_record(
    item: BenchmarkItem,
    trace: Trace,
    verdict: Verdict | None,
    *,
    sample: int | None = None,
    seed: int | None = None,
) -> ResultRecord:
    """Combine a trace and its verdict into the record written to ``results.jsonl``
    (``sample``: which sample of a run with several; ``seed``: the seed it solved with).

    The method's ``label_undecided_result`` setting, where its spec has one (the relay
    protocols), is read from the trace, so the class is decided by what the trace records.
    """
    problem = item.problem
    submission = trace.submission
    label_undecided = bool(trace.spec.get("label_undecided_result", True))
    failure = classify(submission, verdict, label_undecided=label_undecided)
    wrong_kind = None
    if failure == "WRONG_RESULT" and submission.answer is not None:
        wrong_kind = answer_kind(submission.answer)
    return ResultRecord(
        problem_id=problem.id,
        method=trace.method,
        benchmark=problem.benchmark,
        subject=problem.subject,
        level=problem.level,
        year=problem.year,
        number=problem.number,
        gold=item.gold,
        answer=submission.answer,
        confidence=submission.confidence,
        submitted=submission.answer is not None,
        correct=failure == "VERIFIED_CORRECT_RESULT",
        failure_class=failure,
        verdict=verdict,
        attempts=len(trace.attempts),
        submitted_attempt=submission.attempt,
        prompt_tokens=trace.prompt_tokens,
        output_tokens=trace.output_tokens,
        llm_calls=trace.llm_calls,
        elapsed_s=trace.elapsed_s,
        error=trace.error,
        prompt_tokens_processed=_processed(trace),
        finish_reasons=dict(Counter(info.finish_reason for info in trace.call_infos())),
        wrong_kind=wrong_kind,
        sample=sample,
        seed=seed,
        checker=CHECKER_VERSION,
    )


def _processed(trace: Trace) -> int | None:
    known = [i.prompt_tokens_processed for i in trace.call_infos()]
    if not known or None in known:
        return None
    return sum(n for n in known if n is not None)
