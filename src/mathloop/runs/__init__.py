"""Runs: the engine that solves, verifies and stores; the run store; summaries."""

from __future__ import annotations

from .engine import RunOutcome, RunPlan, execute_run, final_report
from .records import ResultRecord, classify, make_record
from .store import RunStore
from .summary import (
    MethodSummary,
    PairedOutcomes,
    failure_taxonomy,
    paired_outcomes,
    summarize,
    summary_csv,
)

__all__ = [
    "MethodSummary",
    "PairedOutcomes",
    "ResultRecord",
    "RunOutcome",
    "RunPlan",
    "RunStore",
    "classify",
    "execute_run",
    "failure_taxonomy",
    "final_report",
    "make_record",
    "paired_outcomes",
    "summarize",
    "summary_csv",
]
