"""Typed results and settings of the sandbox.

Results (``Violation``, ``GateReport``, ``CodeBlock``, ``CodeSelection``, ``Execution``) are
frozen pydantic models because they are written into traces as JSON. ``Limits`` is a frozen
dataclass because it is a setting, recorded in a method's spec.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from mathloop.errors import ConfigError

__all__ = [
    "DEFAULT_LIMITS",
    "CodeBlock",
    "CodeSelection",
    "Execution",
    "GateReport",
    "Isolation",
    "Limits",
    "Mode",
    "ModeChoice",
    "Verdict",
    "Violation",
]

Verdict = Literal["ok", "error", "timeout", "rejected"]
Mode = Literal["cold", "warm"]
"""``cold``: a fresh ``python -I`` per program; ``warm``: a fork of a server that has already
imported sympy, numpy and scipy."""
ModeChoice = Literal["auto", "cold", "warm"]
"""A run's sandbox mode as chosen: ``auto`` is warm where the warm layers are present
(:func:`mathloop.sandbox.pick_mode`), cold elsewhere."""
Isolation = Literal["auto", "bwrap", "unshare", "process"]
"""Which OS isolation to add to the process layers; ``auto`` takes the strongest that works."""
_MODES = ("cold", "warm")
_ISOLATIONS = ("auto", "bwrap", "unshare", "process")


MAX_REPORTED_VIOLATIONS = 20
"""The most violations one gate report lists; the rest are counted (``GateReport.omitted``)."""

MAX_DETAIL_CHARS = 1000
"""The longest detail one violation keeps (a refused name can be as long as the program)."""


class Violation(BaseModel):
    """One reason the safety gate refused a piece of code."""

    model_config = ConfigDict(frozen=True)

    rule: str
    """Machine-readable rule id, e.g. ``"banned_name"`` or ``"syntax_error"``."""
    detail: str
    """Short human-readable detail, e.g. the offending name."""
    line: int | None = None
    """1-based line in the checked code, when known."""

    def render(self) -> str:
        """One line: ``line 3: banned_name: open``."""
        where = f"line {self.line}: " if self.line is not None else ""
        return f"{where}{self.rule}: {self.detail}"


class GateReport(BaseModel):
    """The verdict of the static safety gate on one piece of code."""

    model_config = ConfigDict(frozen=True)

    safe: bool
    violations: list[Violation]
    omitted: int = 0
    """Violations found past the first :data:`MAX_REPORTED_VIOLATIONS`, left out of
    ``violations`` so that a program with thousands of refused names gives a bounded report
    (and bounded diagnostics and feedback, which are made from it)."""

    def summary(self) -> str:
        """One line per violation, and one saying how many were left out (empty string when
        the code is safe)."""
        lines = [violation.render() for violation in self.violations]
        if self.omitted:
            lines.append(f"... and {self.omitted} more violations not shown")
        return "\n".join(lines)


class CodeBlock(BaseModel):
    """A fenced code block found in a model response."""

    model_config = ConfigDict(frozen=True)

    code: str
    language: str
    """The fence's info word, lower-cased (``"python"``, ``"py"``); ``""`` for a bare fence."""
    start_line: int
    """1-based line of the opening fence in the response."""
    unclosed: bool
    """True when no closing fence was found and the block runs to the end of the text."""


class CodeSelection(BaseModel):
    """Which block of a response will be run, and why."""

    model_config = ConfigDict(frozen=True)

    code: str | None
    blocks_found: int
    selected_index: int | None
    """0-based index into the extracted blocks (diagnostics count from 1)."""
    unclosed_fence: bool
    """True when the selected block had no closing fence."""
    gate: GateReport | None
    """The safety gate's report for the selected block."""
    diagnostics: list[str]


@dataclass(frozen=True)
class Limits:
    """Resource limits of one sandboxed run.

    ``max_processes`` is headroom, not an absolute count: ``RLIMIT_NPROC`` counts every task
    of the user on the machine, so the child's limit is set to the user's current task count
    plus ``max_processes`` (see ``docs/sandbox.md``).
    """

    timeout_s: float = 15.0
    """Wall-clock limit; the whole process group is killed when it passes."""
    cpu_s: int = 20
    memory_mb: int = 2048
    """Address space (``RLIMIT_AS``); numpy, scipy and sympy imports fit in well under 1 GiB."""
    file_size_mb: int = 16
    max_processes: int = 64
    max_output_chars: int = 20000
    """Per stream; longer output is cut and ends with a visible marker."""
    open_files: int = 256
    disk_mb: int = 64
    """Size of the work directory (a tmpfs) where the OS allows it; see ``docs/sandbox.md``."""
    mode: Mode = "cold"
    """``cold`` (the default) or ``warm``; both apply the same limits and layers."""
    isolation: Isolation = "auto"
    """``auto`` uses the strongest isolation that works here; naming one requires it."""

    def __post_init__(self) -> None:
        if not (math.isfinite(self.timeout_s) and self.timeout_s > 0):
            raise ConfigError(f"Limits.timeout_s must be a positive number, got {self.timeout_s}")
        for name in ("cpu_s", "memory_mb", "file_size_mb", "max_processes", "open_files"):
            _require_positive(name, getattr(self, name))
        _require_positive("max_output_chars", self.max_output_chars)
        _require_positive("disk_mb", self.disk_mb)
        _require_choice("mode", self.mode, _MODES)
        _require_choice("isolation", self.isolation, _ISOLATIONS)


def _require_positive(name: str, value: int) -> None:
    if value <= 0:
        raise ConfigError(f"Limits.{name} must be a positive integer, got {value}")


def _require_choice(name: str, value: str, choices: tuple[str, ...]) -> None:
    if value not in choices:
        raise ConfigError(f"Limits.{name} must be one of {', '.join(choices)}; got {value!r}")


DEFAULT_LIMITS = Limits()


class Execution(BaseModel):
    """The typed outcome of running model-written code.

    A crash of the model's code is ``verdict="error"``, never an exception.
    """

    model_config = ConfigDict(frozen=True)

    verdict: Verdict
    exit_code: int | None
    """Process exit status; negative for a signal; ``None`` when it was rejected or timed out."""
    timed_out: bool
    stdout: str
    stderr: str
    stdout_truncated: bool
    stderr_truncated: bool
    duration_s: float
    gate: GateReport | None
    """The safety gate's report; ``None`` when the run had no policy."""
    mode: Mode = "cold"
    layers: list[str] = Field(default_factory=list)
    """The isolation layers that were active for this run (empty when it was rejected)."""
