"""Summary figures of a run: per-method accuracy, taxonomy, paired outcomes, judge share.

:func:`accuracy` is the one definition of an arm's accuracy: the end-of-run summary,
``mathloop report`` (its tables, breakdowns and plots), ``reproduce``'s exhibits and
:meth:`mathloop.Results.accuracy` all read it.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from statistics import fmean

from .records import ResultRecord

__all__ = [
    "JudgeChange",
    "JudgeShare",
    "MethodSummary",
    "PairedOutcomes",
    "accuracy",
    "failure_taxonomy",
    "judge_changes",
    "judge_shares",
    "paired_outcomes",
    "problem_shares",
    "summarize",
    "summary_csv",
]

SUMMARY_COLUMNS = (
    "mode",
    "problems",
    "verified_correct",
    "accuracy",
    "submitted_answers",
    "average_attempts",
    "mean_prompt_tokens",
    "mean_output_tokens",
    "mean_seconds",
)


@dataclass(frozen=True)
class MethodSummary:
    """The seed's summary row for one method (``mode``)."""

    mode: str
    problems: int
    verified_correct: int
    accuracy: float
    submitted_answers: int
    average_attempts: float
    mean_prompt_tokens: float
    mean_output_tokens: float
    mean_seconds: float


@dataclass(frozen=True)
class PairedOutcomes:
    """Per-problem comparison of two methods on the problems both ran."""

    method_a: str
    method_b: str
    both_correct: int
    only_a: int
    only_b: int
    neither: int


def accuracy(records: Iterable[ResultRecord]) -> float | None:
    """The share of correct answers among ``records`` (one arm's); where a problem has
    several samples, each problem's share of correct samples first, then their mean over
    problems (mean@n, so every problem weighs the same). ``None`` for no records.

    >>> accuracy([])
    """
    return _PerProblem.of(records).accuracy()


def problem_shares(records: Iterable[ResultRecord]) -> list[float]:
    """Each problem's share of correct records (of its samples), in first-seen order: what
    :func:`accuracy` averages, and what a bootstrap over problems resamples."""
    return _PerProblem.of(records).shares()


@dataclass
class _PerProblem:
    """Correct and all records of each problem, for :func:`accuracy`."""

    counts: dict[str, list[int]] = field(default_factory=dict)

    @classmethod
    def of(cls, records: Iterable[ResultRecord]) -> _PerProblem:
        found = cls()
        for record in records:
            found.add(record)
        return found

    def add(self, record: ResultRecord) -> None:
        counts = self.counts.setdefault(record.problem_id, [0, 0])
        counts[0] += record.correct
        counts[1] += 1

    def shares(self) -> list[float]:
        return [correct / total for correct, total in self.counts.values()]

    def accuracy(self) -> float | None:
        return fmean(self.shares()) if self.counts else None


def _by_method(records: Sequence[ResultRecord]) -> dict[str, list[ResultRecord]]:
    groups: dict[str, list[ResultRecord]] = {}
    for record in records:
        groups.setdefault(record.method, []).append(record)
    return groups


def summarize(records: Iterable[ResultRecord]) -> list[MethodSummary]:
    """One summary row per method, in first-seen order; reads ``records`` once, streaming."""
    totals: dict[str, _Totals] = {}
    for record in records:
        totals.setdefault(record.method, _Totals()).add(record)
    return [t.summary(method) for method, t in totals.items()]


@dataclass
class _Totals:
    """Running sums of one method's records."""

    problems: int = 0
    correct: int = 0
    submitted: int = 0
    attempts: int = 0
    prompt_tokens: int = 0
    output_tokens: int = 0
    seconds: float = 0.0
    per_problem: _PerProblem = field(default_factory=_PerProblem)

    def add(self, record: ResultRecord) -> None:
        self.per_problem.add(record)
        self.problems += 1
        self.correct += record.correct
        self.submitted += record.submitted
        self.attempts += record.attempts
        self.prompt_tokens += record.prompt_tokens
        self.output_tokens += record.output_tokens
        self.seconds += record.elapsed_s

    def summary(self, method: str) -> MethodSummary:
        n = self.problems
        return MethodSummary(
            mode=method,
            problems=n,
            verified_correct=self.correct,
            accuracy=self.per_problem.accuracy() or 0.0,
            submitted_answers=self.submitted,
            average_attempts=self.attempts / n,
            mean_prompt_tokens=self.prompt_tokens / n,
            mean_output_tokens=self.output_tokens / n,
            mean_seconds=self.seconds / n,
        )


def summary_csv(rows: Sequence[MethodSummary]) -> str:
    """``benchmark_summary.csv`` text."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(SUMMARY_COLUMNS)
    for row in rows:
        writer.writerow(
            [
                row.mode,
                row.problems,
                row.verified_correct,
                f"{row.accuracy:.4f}",
                row.submitted_answers,
                f"{row.average_attempts:.2f}",
                f"{row.mean_prompt_tokens:.1f}",
                f"{row.mean_output_tokens:.1f}",
                f"{row.mean_seconds:.2f}",
            ]
        )
    return buffer.getvalue()


def failure_taxonomy(records: Sequence[ResultRecord]) -> dict[str, Counter[str]]:
    """Failure-class counts per method."""
    return {m: Counter(r.failure_class for r in rows) for m, rows in _by_method(records).items()}


def paired_outcomes(
    records: Sequence[ResultRecord], method_a: str, method_b: str
) -> PairedOutcomes:
    """Both correct / only A / only B / neither, over problems run by both methods (with
    several samples per problem, sample i of A against sample i of B)."""
    a = {(r.problem_id, r.sample_index): r.correct for r in records if r.method == method_a}
    b = {(r.problem_id, r.sample_index): r.correct for r in records if r.method == method_b}
    shared = a.keys() & b.keys()
    pairs = Counter((a[p], b[p]) for p in shared)
    return PairedOutcomes(
        method_a=method_a,
        method_b=method_b,
        both_correct=pairs[(True, True)],
        only_a=pairs[(True, False)],
        only_b=pairs[(False, True)],
        neither=pairs[(False, False)],
    )


@dataclass(frozen=True)
class JudgeShare:
    """How one method's verdicts were reached (the IIPC paper reports the deterministic share:
    72.85% on MATH, 97.78% on AIME, 89.35% on GSM8K).

    ``verdicts`` counts submitted answers; ``by_judge`` those whose label came from the LLM
    judge; ``judged`` those for which it was consulted (``refused`` of them never sent);
    ``overturned`` those it turned from "not equal" into "equal".
    """

    mode: str
    verdicts: int
    by_judge: int
    judged: int
    refused: int
    overturned: int

    @property
    def deterministic(self) -> int:
        """Verdicts decided without the judge's label."""
        return self.verdicts - self.by_judge

    @property
    def deterministic_share(self) -> float:
        """Share of verdicts decided deterministically (1.0 when there are none)."""
        return self.deterministic / self.verdicts if self.verdicts else 1.0


@dataclass(frozen=True)
class JudgeChange:
    """A verdict the judge changed: an overturn (``not equal`` → ``equal``) or a decision
    where the deterministic path was undecided."""

    problem_id: str
    method: str
    gold: str
    answer: str
    deterministic: str
    judged: str
    label: str

    @property
    def overturn(self) -> bool:
        """The deterministic path said "not equal" and the judge said equivalent."""
        return self.deterministic == "not equal" and self.judged == "equal"


def judge_shares(records: Sequence[ResultRecord]) -> list[JudgeShare]:
    """One row per method, in first-seen order."""
    return [_judge_share(method, rows) for method, rows in _by_method(records).items()]


def _judge_share(method: str, rows: list[ResultRecord]) -> JudgeShare:
    verdicts = [r.verdict for r in rows if r.verdict is not None]
    judged = [v for v in verdicts if v.judge is not None]
    return JudgeShare(
        mode=method,
        verdicts=len(verdicts),
        by_judge=sum(v.decided_by == "llm_judge" for v in verdicts),
        judged=len(judged),
        refused=sum(bool(v.judge and v.judge.refused) for v in judged),
        overturned=sum(v.overturned for v in verdicts),
    )


_OUTCOME = {True: "equal", False: "not equal", None: "undecided"}


def judge_changes(records: Sequence[ResultRecord]) -> list[JudgeChange]:
    """Every verdict whose outcome the judge changed, in record order."""
    changes: list[JudgeChange] = []
    for record in records:
        verdict = record.verdict
        if verdict is None or verdict.judge is None or verdict.decided_by != "llm_judge":
            continue
        if verdict.equal == verdict.deterministic_equal:
            continue  # the judge confirmed "not equal"
        changes.append(
            JudgeChange(
                problem_id=record.problem_id,
                method=record.method,
                gold=record.gold,
                answer=record.answer or "",
                deterministic=_OUTCOME[verdict.deterministic_equal],
                judged=_OUTCOME[verdict.equal],
                label=verdict.judge.label,
            )
        )
    return changes
