"""The public surface of mathloop.sandbox is pinned."""

from __future__ import annotations

import mathloop.sandbox as sandbox

CONTRACT = {
    "CodeBlock",
    "CodeSelection",
    "Execution",
    "GateReport",
    "Isolation",
    "LayerStatus",
    "Limits",
    "Mode",
    "POLICIES",
    "Policy",
    "Sandbox",
    "Violation",
    "arun_code",
    "check_code",
    "extract_python_blocks",
    "get_policy",
    "isolation_report",
    "run_code",
    "select_code",
}


def test_contract_names_are_exported() -> None:
    assert set(sandbox.__all__) >= CONTRACT
    for name in sandbox.__all__:
        assert hasattr(sandbox, name), name
