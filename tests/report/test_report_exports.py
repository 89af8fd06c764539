"""The public surface of mathloop.report is pinned."""

from __future__ import annotations

import mathloop.report as report

CONTRACT = {
    "Report",
    "RunSet",
    "Table",
    "bootstrap_ci",
    "build_report",
    "compare_runs",
    "corpus_entry",
    "load_runs",
    "mcnemar_exact",
    "paired_difference_ci",
    "print_report",
    "print_run_summary",
    "results_frame",
    "write_corpus",
    "write_parquet",
    "write_report",
}


def test_contract_names_are_exported() -> None:
    assert set(report.__all__) >= CONTRACT
    for name in report.__all__:
        assert hasattr(report, name), name


def test_importing_reports_does_not_load_matplotlib() -> None:
    import subprocess
    import sys

    code = "import sys, mathloop.report; print('matplotlib' in sys.modules)"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60
    )
    assert result.stdout.strip() == "False", result.stderr
