"""The hostile corpus: load the programs of ``tests/sandbox/hostile/``, run them, check the host.

Each program starts with a header of ``# key: value`` lines (see ``hostile/README.md``) that
says what it attacks and what must happen: the gate rejects it with a given rule, or it runs
and ends with one of the given verdicts. A program prints ``ESCAPED`` when its attack worked.
Placeholders such as ``@@PORT@@`` are filled in from the :class:`Host`, which plants canary
files and a fake API key and listens on loopback, so that escapes are seen from outside too.

Used by ``tests/sandbox/test_sandbox_hostile.py`` and ``bench/sandbox_redteam.py``.
"""

from __future__ import annotations

import re
import time
import unicodedata
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path

from hostile_host import Host
from mathloop.sandbox import Execution, Isolation, Limits, Mode, get_policy, run_code
from mathloop.sandbox._isolation import LAYERS, resolve

__all__ = ["CORPUS", "Host", "HostileProgram", "RunReport", "load_corpus", "run_corpus"]

CORPUS = Path(__file__).parent / "sandbox" / "hostile"
PSEUDO_LAYERS = {"gate": "the AST gate", "interpreter": "Python itself (an exception)"}
ESCAPE_MARK = "ESCAPED"
PASSWD_MARK = "root:x:0:0"
_VERDICTS = {"ok", "error", "timeout", "rejected"}
_KEYS = {"attack", "covers", "gate", "runtime", "ungated", "layer", "needs", "limits", "check"}
_DEFAULT_LIMITS = Limits(timeout_s=10.0, cpu_s=12)
_CODING_LINE = re.compile(r"#.*?coding[:=]")


@dataclass(frozen=True)
class HostileProgram:
    """One program of the corpus and what must happen to it."""

    name: str
    source: str
    attack: str
    covers: tuple[str, ...]
    gate_rule: str | None
    """The rule the gate must reject it with; ``None`` when it must pass the gate."""
    gate_detail: str
    runtime: frozenset[str]
    """Verdicts allowed when it passes the gate and runs under the default policy."""
    ungated: frozenset[str]
    """Verdicts allowed when run with ``policy=None``; empty: not run ungated."""
    layer: str
    """The layer that stops it (``gate`` when only the gate does)."""
    needs: tuple[str, ...]
    """Layers that must be active before it may run at all (others would be harmed)."""
    limits: Limits
    checks: tuple[str, ...]
    """Execution flags that must be true, e.g. ``stdout_truncated``."""

    def limits_for(self, mode: Mode, isolation: Isolation) -> Limits:
        """Its limits in ``mode`` under ``isolation``."""
        return replace(self.limits, mode=mode, isolation=isolation)


def load_corpus(directory: Path = CORPUS) -> list[HostileProgram]:
    """Every program of the corpus, sorted by name; a malformed header raises ``ValueError``."""
    return [parse_program(path) for path in sorted(directory.glob("*.py"))]


def parse_program(path: Path) -> HostileProgram:
    """Read one program and its header."""
    source = path.read_text(encoding="utf-8")
    header = _header(source, path.name)
    gate = header["gate"].split(maxsplit=1)
    rule = None if gate[0] == "pass" else gate[0]
    program = HostileProgram(
        name=path.stem,
        source=source,
        attack=header["attack"],
        covers=_names(header["covers"]),
        gate_rule=rule,
        gate_detail=gate[1] if len(gate) > 1 else "",
        runtime=_verdicts(header.get("runtime", ""), path.name),
        ungated=_verdicts(header.get("ungated", ""), path.name),
        layer=header["layer"],
        needs=_names(header.get("needs", "")),
        limits=_limits(header.get("limits", "")),
        checks=_names(header.get("check", "")),
    )
    _validate(program, path.name)
    return program


def _header(source: str, name: str) -> dict[str, str]:
    header: dict[str, str] = {}
    lines = source.splitlines()
    # A coding declaration must be on line 1 (Python reads it only there or on line 2).
    for line in lines[1:] if _CODING_LINE.match(source) else lines:
        if not line.startswith("# ") or ":" not in line:
            break
        key, value = line[2:].split(":", 1)
        if key.strip() not in _KEYS:
            raise ValueError(f"{name}: unknown header key {key.strip()!r}")
        header[key.strip()] = value.strip()
    missing = {"attack", "covers", "gate", "layer"} - set(header)
    if missing:
        raise ValueError(f"{name}: header lacks {', '.join(sorted(missing))}")
    return header


def _names(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split(",") if part.strip())


def _verdicts(text: str, name: str) -> frozenset[str]:
    verdicts = frozenset(part.strip() for part in text.split("|") if part.strip())
    if verdicts - _VERDICTS:
        raise ValueError(f"{name}: unknown verdicts {sorted(verdicts - _VERDICTS)}")
    return verdicts


def _limits(text: str) -> Limits:
    values = dict(part.split("=", 1) for part in text.split())
    parsed = {
        key: float(value) if key == "timeout_s" else int(value) for key, value in values.items()
    }
    return replace(_DEFAULT_LIMITS, **parsed)  # type: ignore[arg-type]


def _validate(program: HostileProgram, name: str) -> None:
    known = set(LAYERS) | set(PSEUDO_LAYERS)
    unknown = ({program.layer} | set(program.needs)) - known
    if unknown:
        raise ValueError(f"{name}: unknown layers {sorted(unknown)}")
    if program.gate_rule is None and not program.runtime:
        raise ValueError(f"{name}: passes the gate but says nothing of its runtime verdict")
    if program.gate_rule is not None and program.runtime:
        raise ValueError(f"{name}: the gate rejects it, so it has no runtime verdict")


@dataclass
class RunReport:
    """One run of one program: gated (default policy) or ungated (``policy=None``)."""

    program: HostileProgram
    variant: str
    mode: Mode
    execution: Execution | None = None
    seconds: float = 0.0
    skipped: str = ""
    problems: list[str] = field(default_factory=list)


def run_corpus(
    programs: Iterable[HostileProgram],
    host: Host,
    *,
    mode: Mode,
    isolation: Isolation = "auto",
    workers: int = 4,
) -> list[RunReport]:
    """Run every program gated, and ungated where its header says so; check each run."""
    available = set(resolve(isolation).layers)
    reports = [
        RunReport(program, variant, mode)
        for program in programs
        for variant in (("gated", "ungated") if program.ungated else ("gated",))
    ]
    with ThreadPoolExecutor(max_workers=workers) as pool:
        list(pool.map(lambda report: _run(report, host, isolation, available), reports))
    return reports


def _run(report: RunReport, host: Host, isolation: Isolation, available: set[str]) -> None:
    program = report.program
    gated = report.variant == "gated"
    missing = set(program.needs) - available
    if missing and not (gated and program.gate_rule):
        report.skipped = f"needs {', '.join(sorted(missing))}"
        return
    source = host.fill(program.source)
    policy = get_policy("default") if gated else None
    started = time.monotonic()
    report.execution = run_code(
        source, policy=policy, limits=program.limits_for(report.mode, isolation)
    )
    report.seconds = time.monotonic() - started
    report.problems = _problems(report, source, host)


def _problems(report: RunReport, source: str, host: Host) -> list[str]:
    program, execution = report.program, report.execution
    assert execution is not None
    problems = _gate_problems(program, execution, source) if report.variant == "gated" else []
    expected = program.ungated if report.variant == "ungated" else program.runtime
    if execution.verdict != "rejected" or program.gate_rule is None:
        if execution.verdict not in expected:
            problems.append(f"verdict {execution.verdict}, expected {'|'.join(sorted(expected))}")
        problems += _output_problems(execution, host)
        problems += [f"{flag} is false" for flag in program.checks if not getattr(execution, flag)]
        missing = set(program.needs) - set(execution.layers)
        problems += [f"ran without layers {sorted(missing)}"] if missing else []
    return [f"{program.name} [{report.variant}, {report.mode}]: {problem}" for problem in problems]


def _gate_problems(program: HostileProgram, execution: Execution, source: str) -> list[str]:
    if program.gate_rule is None:
        return []
    if execution.verdict != "rejected" or execution.gate is None:
        return [f"the gate let it through (verdict {execution.verdict})"]
    lines = source.splitlines()
    for violation in execution.gate.violations:
        if violation.rule == program.gate_rule and program.gate_detail in violation.detail:
            text = lines[violation.line - 1] if violation.line else ""
            if program.gate_detail in unicodedata.normalize("NFKC", text):
                return []
            return [f"{violation.render()} points at a line without {program.gate_detail!r}"]
    return [f"no {program.gate_rule} {program.gate_detail!r} in: {execution.gate.summary()!r}"]


def _output_problems(execution: Execution, host: Host) -> list[str]:
    output = execution.stdout + execution.stderr
    problems = [f"printed {ESCAPE_MARK}: {execution.stdout[-300:]!r}"] * (
        ESCAPE_MARK in execution.stdout
    )
    if PASSWD_MARK in output:
        problems.append("the host's /etc/passwd reached the output")
    problems += [
        f"a planted secret ({name}) reached the output"
        for name, token in host.tokens.items()
        if token in output
    ]
    return problems
