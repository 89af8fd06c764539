"""Runs: the engine that solves, verifies and stores; the run store; summaries."""

from __future__ import annotations

from mathloop.runs.execution.engine import RunOutcome, RunPlan, execute_run
from mathloop.runs.storage.essay_layout import final_report
from mathloop.runs.storage.records import (
    FailureClass,
    ResultRecord,
    WrongKind,
    answer_kind,
    classify,
    make_record,
    wrong_kind_of,
)
from mathloop.runs.storage.store import RunStore
from mathloop.runs.storage.summary import (
    JudgeChange,
    JudgeShare,
    MethodSummary,
    PairedOutcomes,
    failure_taxonomy,
    judge_changes,
    judge_shares,
    paired_outcomes,
    summarize,
    summary_csv,
)

__all__ = [
    "FailureClass",
    "JudgeChange",
    "JudgeShare",
    "MethodSummary",
    "PairedOutcomes",
    "ResultRecord",
    "RunOutcome",
    "RunPlan",
    "RunStore",
    "WrongKind",
    "answer_kind",
    "classify",
    "execute_run",
    "failure_taxonomy",
    "final_report",
    "judge_changes",
    "judge_shares",
    "make_record",
    "paired_outcomes",
    "summarize",
    "summary_csv",
    "wrong_kind_of",
]
