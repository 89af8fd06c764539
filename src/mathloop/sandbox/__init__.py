"""The sandbox: find the model's code, gate it statically, run it isolated and limited.

Layers, in order: :func:`select_code` (fenced blocks, last safe one wins) →
:func:`check_code` (AST policy gate) → :func:`run_code` (a cold ``python -I`` or a fork of a
warm server, in an empty temp directory with an empty environment, its own process group,
rlimits, a wall-clock kill and bounded output, plus the OS isolation this machine allows:
bubblewrap namespaces, a read-only root, a uid of its own). :func:`isolation_report` says
which layers are available here; :func:`remove_stale_workdirs` removes what a killed run left
in the temp directory. See ``docs/sandbox.md``.
"""

from __future__ import annotations

from mathloop.sandbox._host_paths import host_paths_in, mask_host_paths
from mathloop.sandbox._workdirs import remove_stale_workdirs
from mathloop.sandbox.codeblocks import NO_CODE_DIAGNOSTIC, extract_python_blocks, select_code
from mathloop.sandbox.executor import Sandbox, arun_code, pick_mode, run_code, warm_up
from mathloop.sandbox.layers import LayerStatus, isolation_report
from mathloop.sandbox.policy import (
    BANNED_ATTRIBUTES,
    BANNED_IMPORT_ROOTS,
    BANNED_NAMES,
    DEFAULT_IMPORTS,
    POLICIES,
    STRICT_IMPORTS,
    Policy,
    check_code,
    get_policy,
)
from mathloop.sandbox.types import (
    DEFAULT_LIMITS,
    CodeBlock,
    CodeSelection,
    Execution,
    GateReport,
    Isolation,
    Limits,
    Mode,
    ModeChoice,
    Verdict,
    Violation,
)
from mathloop.sandbox.workfolder import WorkFolder

__all__ = [
    "BANNED_ATTRIBUTES",
    "BANNED_IMPORT_ROOTS",
    "BANNED_NAMES",
    "DEFAULT_IMPORTS",
    "DEFAULT_LIMITS",
    "NO_CODE_DIAGNOSTIC",
    "POLICIES",
    "STRICT_IMPORTS",
    "CodeBlock",
    "CodeSelection",
    "Execution",
    "GateReport",
    "Isolation",
    "LayerStatus",
    "Limits",
    "Mode",
    "ModeChoice",
    "Policy",
    "Sandbox",
    "Verdict",
    "Violation",
    "WorkFolder",
    "arun_code",
    "check_code",
    "extract_python_blocks",
    "get_policy",
    "host_paths_in",
    "isolation_report",
    "mask_host_paths",
    "pick_mode",
    "remove_stale_workdirs",
    "run_code",
    "select_code",
    "warm_up",
]
