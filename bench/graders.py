"""mathloop's checker against the field's answer graders, on one labelled set.

    .venv/bin/python bench/graders.py [--site DIR] [--timeout 10] [--jobs 2] [--limit N]
        [--graders NAME ...] [--wrong]

Scores, on every labelled pair of ``tests/answers/cases.jsonl``, of the class corpora of
``tests/answers/classes.json`` and of the real-output audit set ``tests/answers/audit.jsonl``:
mathloop's ``verify`` (``strict``, the default, and ``lenient``), Math-Verify's
``verify(parse(gold), parse(answer))``, Qwen2.5-Math's ``math_equal``, lm-evaluation-harness's
Minerva ``is_equiv`` (both strings through its ``normalize_final_answer`` first, as lm-eval
does), Hendrycks' ``is_equiv`` and PRM800K's ``grade_answer``, each called on the bare gold
and answer strings as its harness calls it after extracting the answer (the extraction and
Qwen's ``strip_string`` are left out: every grader reads the same two strings). A pair's
``problem`` (the statement) reaches mathloop only: the other graders have no place for it.

Prints markdown tables, per grader: pairs, false positives, false negatives (an undecided
verdict counts as not credited, so an undecided equivalent pair is also a false negative),
undecided or crashed, mean and max seconds per pair; for all pairs under the strict labels
(``expected``), per source set, and the audit set under its lenient labels
(``expected_lenient``), the reading value-only graders are built for. ``--wrong`` lists each
grader's wrong verdicts.

The foreign graders are vendored in ``bench/graders/`` (each file's header: source, commit,
license, changes) and run in child interpreters, ``--jobs`` at a time, each pair under
``--timeout`` seconds: a pair that runs past it, or whose grader raises, is undecided (the
child is killed and replaced). Qwen's and Minerva's graders call sympy's ``parse_latex``,
which needs antlr4-python3-runtime 4.11 while math-verify runs on 4.13.2: give them a folder
holding 4.11 with ``--site`` (``make graders-site`` makes ``.graders-site``; ``make test``
does too); PRM800K's needs ``pylatexenc`` (the dev extra). A grader that cannot load
is skipped with one line saying why. Verdicts do not depend on the order or the number of
jobs (children run with ``PYTHONHASHSEED=0``), except where a pair runs near the limit. All
1,574 pairs took 3 min 22 s with two jobs on two cores that another job kept busy (Qwen's
grader 98 s, Minerva's 53 s, mathloop's two policies 37 s); ``--limit`` shortens a run.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import logging
import os
import subprocess
import sys
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Literal

from graders import _child
from verifier import AUDIT, CASES, CLASSES, Outcome, score

from mathloop.answers import verify

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from answer_corpus import Case, read_cases

BENCH = Path(__file__).resolve().parent
STARTUP_S = 120.0
"""How long a child may take to import its grader (sympy and the like) before it is given up."""


@dataclass(frozen=True)
class Grader:
    """One grader of the table: ``name`` selects it (``--graders``), ``title`` heads its row."""

    name: str
    title: str
    final_form: Literal["strict", "lenient"] | None = None
    """mathloop's policy; None for a foreign grader, which runs in child processes."""


GRADERS = (
    Grader("mathloop", "mathloop `verify` (strict)", final_form="strict"),
    Grader("mathloop-lenient", "mathloop `verify` (lenient)", final_form="lenient"),
    Grader("math-verify", "Math-Verify `verify`"),
    Grader("qwen", "Qwen2.5-Math `math_equal`"),
    Grader("minerva", "lm-eval Minerva `is_equiv`"),
    Grader("hendrycks", "Hendrycks `is_equiv`"),
    Grader("prm800k", "PRM800K `grade_answer`"),
)


@dataclass(frozen=True)
class Source:
    """A labelled source set: ``cases`` in file order."""

    name: str
    cases: list[Case]


@dataclass(frozen=True)
class View:
    """Rows of the table: the pairs of ``sources``, under their strict or lenient labels."""

    title: str
    sources: tuple[str, ...]
    lenient: bool = False


def main(argv: Sequence[str] | None = None) -> None:
    args = _parse_args(argv)
    logging.getLogger("math_verify").setLevel(logging.ERROR)
    sources = _sources(args)
    pairs = sum(len(source.cases) for source in sources)
    chosen = [grader for grader in GRADERS if grader.name in args.graders]
    print(
        f"{pairs} labelled pairs ({', '.join(f'{s.name} {len(s.cases)}' for s in sources)}); "
        f"each foreign grader in {args.jobs} child processes, {args.timeout:g} s a pair\n"
    )
    verdicts: dict[Grader, dict[str, list[Outcome]]] = {}
    for grader in chosen:
        start = time.perf_counter()
        found = _run(grader, sources, args)
        if isinstance(found, str):
            print(f"skipped {grader.name}: {found}")
            continue
        verdicts[grader] = found
        print(f"{grader.name}: {pairs} pairs in {time.perf_counter() - start:.0f} s")
    print()
    for view in _views(sources):
        _print_table(view, verdicts)
    if args.wrong:
        for grader, found in verdicts.items():
            _print_wrong(grader, found)


def _parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=Path, default=CASES)
    parser.add_argument("--classes", type=Path, nargs="*", default=list(CLASSES))
    parser.add_argument("--audit", type=Path, default=AUDIT, help="the real-output audit set")
    parser.add_argument("--site", default="", help="a folder first on the children's sys.path")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds a pair (children)")
    parser.add_argument("--jobs", type=int, default=2, help="child processes per grader")
    parser.add_argument("--limit", type=int, default=0, help="each set's first N pairs (0: all)")
    names = [grader.name for grader in GRADERS]
    parser.add_argument("--graders", nargs="+", choices=names, default=names)
    parser.add_argument("--wrong", action="store_true", help="list every wrong verdict")
    return parser.parse_args(argv)


def _sources(args: argparse.Namespace) -> list[Source]:
    sources = [
        Source("cases.jsonl", read_cases(args.cases)),
        Source("class corpora", [case for path in args.classes for case in read_cases(path)]),
        Source("audit.jsonl", read_cases(args.audit)),
    ]
    if args.limit:
        sources = [Source(s.name, s.cases[: args.limit]) for s in sources]
    return [source for source in sources if source.cases]


def _views(sources: list[Source]) -> list[View]:
    names = tuple(source.name for source in sources)
    views = [View("all pairs, strict labels", names)]
    views += [View(f"{name}, strict labels", (name,)) for name in names]
    if "audit.jsonl" in names:
        views.append(View("audit.jsonl, lenient labels", ("audit.jsonl",), lenient=True))
    return views


def _run(
    grader: Grader, sources: list[Source], args: argparse.Namespace
) -> dict[str, list[Outcome]] | str:
    """The grader's verdict on every pair, by source set; or why it could not run."""
    cases = [case for source in sources for case in source.cases]
    if grader.final_form is not None:
        outcomes: list[Outcome] | str = [_mathloop(case, grader.final_form) for case in cases]
    else:
        outcomes = _Pool(grader.name, args.site, args.jobs, args.timeout).grade(cases)
    if isinstance(outcomes, str):
        return outcomes
    found, rest = {}, iter(outcomes)
    for source in sources:
        found[source.name] = [next(rest) for _ in source.cases]
    return found


def _mathloop(case: Case, final_form: Literal["strict", "lenient"]) -> Outcome:
    """mathloop in this process: ``verify`` bounds its own time, in its own worker."""
    start = time.perf_counter()
    verdict = verify(
        case.gold, case.candidate, statement=case.problem or None, kind=case.kind,
        final_form=final_form,
    )  # fmt: skip
    return Outcome(case, verdict.equal, time.perf_counter() - start, verdict.reason)


class _Child:
    """One child interpreter serving one grader (``graders/_child.py``)."""

    def __init__(self, name: str, site: str) -> None:
        to_child, from_child = os.pipe(), os.pipe()
        path = [folder for folder in (site, str(BENCH)) if folder]
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(path), "PYTHONHASHSEED": "0"}
        theirs = (to_child[0], from_child[1])
        command = [sys.executable, "-m", "graders._child", name, *map(str, theirs)]
        self.process = subprocess.Popen(
            command, env=env, pass_fds=theirs, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        for fd in theirs:
            os.close(fd)
        self.pairs = Connection(to_child[1], readable=False)
        self.conn = Connection(from_child[0], writable=False)
        self.index = -1
        """The pair it is grading, or -1."""
        self.deadline = 0.0

    def ready(self) -> str:
        """'' once the grader is loaded, else why not."""
        if not self.conn.poll(STARTUP_S):
            return f"no answer in {STARTUP_S:g} s while loading"
        try:
            message: _child.Ready = self.conn.recv()
        except EOFError:
            return f"the child exited ({self.process.wait()}) while loading"
        return message.error

    def send(self, index: int, case: Case, timeout: float) -> None:
        self.index, self.deadline = index, time.monotonic() + timeout
        self.pairs.send(_child.Pair(case.gold, case.candidate))

    def stop(self, *, kill: bool = False) -> None:
        if not kill:
            with contextlib.suppress(OSError):  # the child is gone already
                self.pairs.send(None)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(5)
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.pairs.close()
        self.conn.close()


class _Pool:
    """``jobs`` children of one grader; a pair past ``timeout`` kills its child."""

    def __init__(self, name: str, site: str, jobs: int, timeout: float) -> None:
        self.name, self.site, self.jobs, self.timeout = name, site, jobs, timeout

    def grade(self, cases: list[Case]) -> list[Outcome] | str:
        children = [self._start() for _ in range(min(self.jobs, len(cases)))]
        errors = [child.ready() for child in children]
        if any(errors):
            for child in children:
                child.stop(kill=True)
            return next(error for error in errors if error)
        try:
            return self._grade(cases, children)
        finally:
            for child in children:
                child.stop()

    def _start(self) -> _Child:
        return _Child(self.name, self.site)

    def _grade(self, cases: list[Case], children: list[_Child]) -> list[Outcome]:
        found: dict[int, Outcome] = {}
        pending = deque(range(len(cases)))
        while pending or any(child.index >= 0 for child in children):
            for child in children:
                if child.index < 0 and pending:
                    index = pending.popleft()
                    child.send(index, cases[index], self.timeout)
            busy = [child for child in children if child.index >= 0]
            soonest = min(child.deadline for child in busy)
            answered = wait([child.conn for child in busy], max(0.0, soonest - time.monotonic()))
            for slot, child in enumerate(children):
                if child.index < 0:
                    continue
                case = cases[child.index]
                if child.conn in answered:
                    found[child.index] = self._receive(child, case)
                elif time.monotonic() >= child.deadline:
                    found[child.index] = Outcome(case, None, self.timeout, "timeout")
                else:
                    continue
                if found[child.index].detail.startswith(("timeout", "child exited")):
                    children[slot] = self._replace(child)
                else:
                    child.index = -1
        return [found[index] for index in range(len(cases))]

    def _receive(self, child: _Child, case: Case) -> Outcome:
        try:
            reply: _child.Reply = child.conn.recv()
        except EOFError:  # killed by the system (memory) or crashed outright
            return Outcome(case, None, self.timeout, f"child exited ({child.process.wait()})")
        return Outcome(case, reply.accepted, reply.seconds, reply.detail)

    def _replace(self, child: _Child) -> _Child:
        child.stop(kill=True)
        fresh = self._start()
        if error := fresh.ready():
            raise RuntimeError(f"{self.name}: a fresh child could not load: {error}")
        return fresh


def _relabel(outcome: Outcome) -> Outcome:
    """``outcome`` judged against its case's lenient label, where it has one."""
    lenient = outcome.case.expected_lenient
    if lenient is None:
        return outcome
    return dataclasses.replace(outcome, case=dataclasses.replace(outcome.case, expected=lenient))


def _rows(view: View, found: dict[str, list[Outcome]]) -> list[Outcome]:
    rows = [outcome for name in view.sources for outcome in found.get(name, [])]
    return [_relabel(outcome) for outcome in rows] if view.lenient else rows


def _print_table(view: View, verdicts: dict[Grader, dict[str, list[Outcome]]]) -> None:
    first = next(iter(verdicts.values()), {})
    cases = [outcome.case for outcome in _rows(view, first)]
    equal = sum(case.expected for case in cases)
    print(f"{view.title}: {len(cases)} pairs, {equal} labelled equal\n")
    print("| grader | pairs | FP | FN | undecided/crashed | mean s | max s |")
    print("|---|--:|--:|--:|--:|--:|--:|")
    for grader, found in verdicts.items():
        rows = _rows(view, found)
        result = score(rows)
        seconds = [outcome.seconds for outcome in rows]
        mean = sum(seconds) / len(seconds) if seconds else 0.0
        print(
            f"| {grader.title} | {result.pairs} | {result.false_positives} | "
            f"{result.false_negatives} | {result.undecided} | {mean:.4f} | "
            f"{max(seconds, default=0.0):.3f} |"
        )
    print()


def _print_wrong(grader: Grader, found: dict[str, list[Outcome]]) -> None:
    rows = [outcome for outcomes in found.values() for outcome in outcomes]
    wrong = [o for o in rows if bool(o.accepted) != o.case.expected or o.accepted is None]
    print(f"{grader.name}: {len(wrong)} wrong or undecided verdicts (strict labels)")
    for outcome in wrong:
        mark = {True: "FP", False: "FN", None: "undecided"}[outcome.accepted]
        case = outcome.case
        print(f"  {mark:9} {case.id:40} {case.gold!r} vs {case.candidate!r} {outcome.detail}")
    print()


if __name__ == "__main__":
    main()
