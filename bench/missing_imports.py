"""Programs that failed for a SymPy name they never imported, run again with SymPy imported.

    .venv/bin/python bench/missing_imports.py bench/runs/solver-design/baseline-math-train.zip

Issue 57, item 2 (faster at the same accuracy): ``pot_once`` pays for a chain of thought
wherever its one program prints no result, and some of those programs die of a
``NameError`` for ``sin``, ``pi`` or ``symbols``: the model used SymPy and forgot the import.
A runner that imported SymPy for them (a ``from sympy import *`` line in front) would be a
mathloop addition; this prints what it could change before anyone builds it. Each such
attempt of ``pot`` and ``consensus`` is run again in the sandbox, under the run's own policy,
time limit and sandbox mode, with that line in front; a program run is deterministic, so the
replay is exact. Prints one line per attempt (its problem, method, attempt number, the missing name,
the answer now and whether it is right, and how the recorded solve and ``cot`` did), then,
for ``pot``'s first programs, what ``pot_once`` would gain: problems whose program would now
answer instead of falling back to ``cot``, and how many of those it gets right against
``cot``'s count on the same problems.
"""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sympy
from cascade_replay import standing  # type: ignore[import-not-found]
from diagnostics_count import load_trace  # type: ignore[import-not-found]

from mathloop.answers import parse_result, verify
from mathloop.methods.records import AttemptRecord
from mathloop.runs.execution.context import program_limits
from mathloop.runs.storage.reader import open_run
from mathloop.sandbox import Limits, Policy, get_policy, pick_mode, run_code

PREAMBLE = "from sympy import *\nimport math\n"
METHODS = ("pot", "consensus")
_NAME_ERROR = re.compile(r"NameError: name '(\w+)' is not defined")
_SYMPY_NAMES = frozenset(dir(sympy))


@dataclass(frozen=True)
class Replayed:
    problem_id: str
    method: str
    attempt: int
    name: str
    answer: str | None
    right: bool
    solve_right: bool
    cot_right: bool | None


def missing_sympy_name(attempt: AttemptRecord) -> str | None:
    """The SymPy name whose ``NameError`` ended this attempt's program without a result."""
    if attempt.status != "NO_RESULT_LINE" or attempt.execution is None:
        return None
    found = _NAME_ERROR.search(attempt.execution.stderr or "")
    return found.group(1) if found and found.group(1) in _SYMPY_NAMES else None


def sandbox_of(run: dict[str, Any]) -> tuple[Policy, Limits]:
    """The import policy and program limits the run's settings gave its programs."""
    policy = get_policy(run["policy"], extra_imports=run["allow_imports"])
    return policy, program_limits(float(run["python_timeout"]), pick_mode(run["sandbox_mode"]))


def rerun(code: str, gold: str, sandbox: tuple[Policy, Limits]) -> tuple[str | None, bool]:
    """The answer ``code`` prints with SymPy imported, and whether it is right."""
    policy, limits = sandbox
    result = parse_result(run_code(PREAMBLE + code, policy=policy, limits=limits).stdout).result
    return result, bool(result is not None and verify(gold, result).equal)


def replay(run: Path) -> list[Replayed]:
    """Every attempt of ``METHODS`` in ``run`` that died for a SymPy name, run again."""
    reader = open_run(run)
    sandbox = sandbox_of(reader.read_manifest()["run"])
    found = []
    for problem_id, solves in standing(run).items():
        cot = solves["cot"].correct if "cot" in solves else None
        for record in (solves[m] for m in METHODS if m in solves):
            for attempt in load_trace(reader.trace(record)).attempts:
                name = missing_sympy_name(attempt)
                if name is None or attempt.selection is None or attempt.selection.code is None:
                    continue
                answer, right = rerun(attempt.selection.code, record.gold, sandbox)
                found.append(
                    Replayed(
                        problem_id,
                        record.method,
                        attempt.index,
                        name,
                        answer,
                        right,
                        record.correct,
                        cot,
                    )
                )
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run", type=Path, help="a run folder or archive with pot, consensus, cot")
    found = replay(parser.parse_args().run)
    for r in found:
        print(
            f"{r.problem_id} {r.method} attempt {r.attempt} `{r.name}`: now {r.answer!r} "
            f"({'right' if r.right else 'wrong' if r.answer else 'no result'}); "
            f"solve {'right' if r.solve_right else 'wrong'}, cot {r.cot_right}"
        )
    first = [r for r in found if r.method == "pot" and r.attempt == 1]
    answered = [r for r in first if r.answer is not None]
    print(
        f"pot's first programs with a missing SymPy name: {len(first)}; with SymPy imported "
        f"{len(answered)} print a result, {sum(r.right for r in answered)} right "
        f"(cot right on {sum(bool(r.cot_right) for r in answered)} of the same)"
    )


if __name__ == "__main__":
    main()
