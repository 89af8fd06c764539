"""Reports over run stores: tables with statistics, plots, HTML trace browser, exports.

``build_report(load_runs([...]))`` computes every table; ``write_report`` writes Markdown,
CSV, PNG/SVG plots, ``results.parquet`` and the HTML folder. See ``docs/reports.md``.
"""

from __future__ import annotations

from .build import Report, ReportFiles, build_report, print_report, write_report
from .compare import compare_runs, compare_table
from .exports import RESULT_COLUMNS, results_frame, write_corpus, write_parquet
from .runset import Arm, Group, LoadedRun, Row, RunSet, load_runs, read_trace
from .stats import Interval, bootstrap_ci, mcnemar_exact, paired_difference_ci
from .summary_tables import print_run_summary
from .table import Column, Table, table_console, to_csv, to_markdown, to_rich
from .traces import CorpusEntry, Statement, corpus_entry, statement_of

__all__ = [
    "RESULT_COLUMNS",
    "Arm",
    "Column",
    "CorpusEntry",
    "Group",
    "Interval",
    "LoadedRun",
    "Report",
    "ReportFiles",
    "Row",
    "RunSet",
    "Statement",
    "Table",
    "bootstrap_ci",
    "build_report",
    "compare_runs",
    "compare_table",
    "corpus_entry",
    "load_runs",
    "mcnemar_exact",
    "paired_difference_ci",
    "print_report",
    "print_run_summary",
    "read_trace",
    "results_frame",
    "statement_of",
    "table_console",
    "to_csv",
    "to_markdown",
    "to_rich",
    "write_corpus",
    "write_parquet",
    "write_report",
]
