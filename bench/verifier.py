"""How good is the hidden verifier? Figures on the labelled corpus and on MATH-500.

    .venv/bin/python bench/verifier.py [--cases tests/answers/cases.jsonl]
        [--classes tests/answers/hedge.jsonl ...]

Prints, per category of ``tests/answers/cases.jsonl``: precision, recall, false positives
and false negatives of mathloop's deterministic path (``mathloop.answers.check``), of plain
``math_verify.verify(parse(gold), parse(candidate))`` on the same pairs, and of math-verify
given both strings as ``$...$`` math (how its README calls it on bare LaTeX); the same
figures per answer class of issue 15 (hedges, units, scientific notation, sentences around
the answer: ``tests/answers/{hedge,unit,scientific,sentence}.jsonl``) and of issue 29
(``tests/answers/{base,choice,approximate,truncated,mixed,unicode,ratio,markup,condition,
float}.jsonl``; a pair's ``problem`` reaches mathloop's check, which math-verify has no
place for); how many
non-equivalent pairs a naive check accepts (the adversarial ones); throughput and the
slowest pair; the real-output audit set (``tests/answers/audit.jsonl``: answers of train-split
runs labelled by hand under both final-form policies, issue 53) with mathloop's false
credits and false negatives under each policy beside plain math-verify's; and the
agreement check on real data: for each of the 500 MATH-500
problems, the gold ``answer`` against the last ``\\boxed{}`` of the gold ``solution``.
The data folder comes from ``MATHLOOP_DATA_DIR`` (default ``../shared/data``).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import math
import os
import re
import sys
import time
import warnings
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

import sympy
from math_verify import parse, verify

from mathloop.answers import CheckSettings, Verdict, Verifier, last_boxed

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from answer_corpus import CORPUS_DIR as ANSWERS
from answer_corpus import Case, read_cases

CASES = ANSWERS / "cases.jsonl"
AUDIT = ANSWERS / "audit.jsonl"
"""Real answers of train-split runs, labelled by hand under both final-form policies."""
# One labelled corpus per answer class; the category of each pair is its class. The classes
# by the issue that added them are listed once, in tests/answers/classes.json.
CLASS_GROUPS: dict[str, list[str]] = json.loads((ANSWERS / "classes.json").read_text("utf-8"))
CLASSES = tuple(ANSWERS / f"{name}.jsonl" for names in CLASS_GROUPS.values() for name in names)


@dataclass(frozen=True)
class Outcome:
    """A checker's answer for one case: ``accepted`` is ``None`` when it could not decide."""

    case: Case
    accepted: bool | None
    seconds: float = 0.0
    detail: str = ""


@dataclass(frozen=True)
class Score:
    """Confusion counts of one checker on a set of cases (undecided counts as rejected)."""

    pairs: int
    true_positives: int
    false_positives: int
    false_negatives: int
    undecided: int

    @property
    def precision(self) -> float:
        accepted = self.true_positives + self.false_positives
        return self.true_positives / accepted if accepted else 1.0

    @property
    def recall(self) -> float:
        equivalent = self.true_positives + self.false_negatives
        return self.true_positives / equivalent if equivalent else 1.0


def main() -> None:
    args = _parse_args()
    logging.getLogger("math_verify").setLevel(logging.ERROR)
    cases = read_cases(args.cases)
    classes = [case for path in args.classes for case in read_cases(path)]
    with Verifier() as verifier:
        verifier.check("\\sqrt{2}", "sqrt(2)")  # start the worker outside the timings
        ours = [_run_mathloop(verifier, case) for case in cases]
        plain = [_run_math_verify(case) for case in cases]
        dollars = [_run_math_verify(case, dollars=True) for case in cases]
        _print_scores(cases, ours, plain, dollars)
        _print_errors("mathloop", ours, shown=len(ours))
        _print_errors("plain math-verify", plain, shown=12)
        _print_errors("math-verify on $...$", dollars, shown=12)
        for title, group in _class_groups(classes):
            _print_classes(verifier, group, title=f"answer classes ({title})")
        _print_audit(verifier, read_cases(args.audit))
        _print_adversarial(cases, ours)
        _print_speed(ours, verifier.settings.timeout_s)
        _print_agreement(verifier, Path(args.data) / "math500" / "test.jsonl")


def _parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=Path, default=CASES)
    parser.add_argument(
        "--classes", type=Path, nargs="*", default=list(CLASSES), help="class corpora (none: skip)"
    )
    parser.add_argument("--audit", type=Path, default=AUDIT, help="the real-output audit set")
    parser.add_argument("--data", default=os.environ.get("MATHLOOP_DATA_DIR", "../shared/data"))
    return parser.parse_args()


def _run_mathloop(
    verifier: Verifier, case: Case, *, settings: CheckSettings | None = None
) -> Outcome:
    start = time.perf_counter()
    verdict = verifier.check(
        case.gold, case.candidate, kind=case.kind, problem=case.problem, settings=settings
    )
    return Outcome(case, verdict.equal, time.perf_counter() - start, _describe(verdict))


def _describe(verdict: Verdict) -> str:
    return f"{verdict.decided_by}: {verdict.reason}" if verdict.reason else verdict.decided_by


def _run_math_verify(case: Case, *, dollars: bool = False) -> Outcome:
    """math-verify as a harness would call it (its own timeouts, no normalization);
    ``dollars`` wraps both strings in ``$...$`` first."""
    gold, candidate = (f"${text}$" if dollars else text for text in (case.gold, case.candidate))
    start = time.perf_counter()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            accepted = bool(verify(parse(gold), parse(candidate)))
    except Exception as exc:  # a crash of the baseline is a rejection, reported as such
        return Outcome(case, None, time.perf_counter() - start, type(exc).__name__)
    return Outcome(case, accepted, time.perf_counter() - start)


def score(outcomes: Iterable[Outcome]) -> Score:
    """Count true/false positives and false negatives; undecided means not accepted."""
    rows = list(outcomes)
    return Score(
        pairs=len(rows),
        true_positives=sum(bool(o.accepted) and o.case.expected for o in rows),
        false_positives=sum(bool(o.accepted) and not o.case.expected for o in rows),
        false_negatives=sum(not o.accepted and o.case.expected for o in rows),
        undecided=sum(o.accepted is None for o in rows),
    )


def _class_groups(cases: list[Case]) -> list[tuple[str, list[Case]]]:
    """The class pairs by the issue that named their class; unknown classes come last."""
    named = {name: title for title, names in CLASS_GROUPS.items() for name in names}
    titles = [*CLASS_GROUPS, "other classes"]
    groups = [
        (title, [case for case in cases if named.get(case.category, "other classes") == title])
        for title in titles
    ]
    return [(title, group) for title, group in groups if group]


def _print_audit(verifier: Verifier, cases: list[Case]) -> None:
    """The real-output audit set under each final-form policy, against its own label, and
    plain math-verify (a value-only grader) against the same labels."""
    print(f"real-output audit set: {len(cases)} pairs from train-split runs, labelled by hand\n")
    print(
        f"{'policy':8} {'labelled equal':>14} | {'mathloop FP':>11} {'FN':>3} {'undec':>5} | "
        f"{'math-verify FP':>14} {'FN':>3}"
    )
    plain = [_run_math_verify(case) for case in cases]
    for policy in ("strict", "lenient"):
        settings = CheckSettings(final_form=policy)
        labelled = [_labelled(case, policy) for case in cases]
        ours = [_run_mathloop(verifier, case, settings=settings) for case in labelled]
        pairs = zip(plain, labelled, strict=True)
        theirs = [dataclasses.replace(outcome, case=case) for outcome, case in pairs]
        mine, base = score(ours), score(theirs)
        equal = sum(case.expected for case in labelled)
        print(
            f"{policy:8} {equal:>14} | {mine.false_positives:>11} {mine.false_negatives:>3} "
            f"{mine.undecided:>5} | {base.false_positives:>14} {base.false_negatives:>3}"
        )
        _print_errors(f"mathloop ({policy}) on the audit set", ours, shown=len(ours))
    print()


def _labelled(case: Case, policy: str) -> Case:
    """``case`` with its label under ``policy`` as ``expected``."""
    if policy == "strict" or case.expected_lenient is None:
        return case
    return dataclasses.replace(case, expected=case.expected_lenient)


def _print_classes(verifier: Verifier, cases: list[Case], *, title: str) -> None:
    """Answer classes: per class, mathloop against plain math-verify."""
    ours = [_run_mathloop(verifier, case) for case in cases]
    plain = [_run_math_verify(case) for case in cases]
    dollars = [_run_math_verify(case, dollars=True) for case in cases]
    _print_scores(cases, ours, plain, dollars, title=title)
    _print_errors("mathloop on the classes", ours, shown=len(ours))
    _print_errors("plain math-verify on the classes", plain, shown=len(plain))


def _print_scores(
    cases: list[Case],
    ours: list[Outcome],
    plain: list[Outcome],
    dollars: list[Outcome],
    *,
    title: str = "corpus",
) -> None:
    equivalent = sum(case.expected for case in cases)
    print(
        f"{title}: {len(cases)} labelled pairs ({equivalent} equivalent, "
        f"{len(cases) - equivalent} not), {len({c.category for c in cases})} categories\n"
    )
    header = (
        f"{'':27}| {'mathloop':^27} | {'plain math-verify':^22} | {'math-verify $..$':^22}\n"
        f"{'category':16} {'pairs':>5} {'eq':>3} | {'P':>6} {'R':>6} {'FP':>3} {'FN':>3} "
        f"{'undec':>5} | {_SCORE_HEADER} | {_SCORE_HEADER}"
    )
    width = len(header.splitlines()[1])
    print(header)
    print("-" * width)
    for category in sorted({case.category for case in cases}):
        _print_row(category, *(_only(rows, category) for rows in (ours, plain, dollars)))
    print("-" * width)
    _print_row("all", ours, plain, dollars)
    print("P = precision, R = recall; undecided verdicts count as not equal.\n")


def _only(outcomes: list[Outcome], category: str) -> list[Outcome]:
    return [outcome for outcome in outcomes if outcome.case.category == category]


_SCORE_HEADER = f"{'P':>6} {'R':>6} {'FP':>3} {'FN':>3}"


def _print_row(label: str, ours: list[Outcome], *others: list[Outcome]) -> None:
    mine = score(ours)
    equivalent = mine.true_positives + mine.false_negatives
    columns = [f"{_score_cells(mine)} {mine.undecided:5d}"]
    columns += [_score_cells(score(rows)) for rows in others]
    print(f"{label:16} {mine.pairs:5d} {equivalent:3d} | " + " | ".join(columns))


def _score_cells(result: Score) -> str:
    return (
        f"{result.precision:6.1%} {result.recall:6.1%} "
        f"{result.false_positives:3d} {result.false_negatives:3d}"
    )


def _print_errors(name: str, outcomes: list[Outcome], *, shown: int) -> None:
    wrong = [o for o in outcomes if bool(o.accepted) != o.case.expected]
    wrong.sort(key=lambda o: not o.accepted)  # false positives first
    print(f"{name}: {len(wrong)} wrong verdicts")
    for outcome in wrong[:shown]:
        kind = "FP" if outcome.accepted else "FN"
        case = outcome.case
        print(f"  {kind} {case.id:36} {case.gold!r} vs {case.candidate!r} {outcome.detail}")
    if len(wrong) > shown:
        print(f"  ... and {len(wrong) - shown} more")
    print()


# Naive checks that published harnesses use; a non-equivalent pair any of them accepts is
# adversarial. Each looks only at the two strings after a light clean-up (or at math-verify's
# parse of them).
_LIGHT_RE = re.compile(r"\\left|\\right|\\!|\$|\s|(?<=\\)d(?=frac)")
_TEXT_RE = re.compile(r"\\(?:text|mbox|textbf)\{([^{}]*)\}")


def _light(text: str) -> str:
    """What a typical harness strips: ``####``, ``$``, spaces, ``\\text{``, sizing, ``\\!``."""
    text = text.rpartition("####")[2] if "####" in text else text
    text = _LIGHT_RE.sub("", _TEXT_RE.sub(r"\1", text))
    return text.replace("\\(", "").replace("\\)", "")


def _naive_math_verify(case: Case) -> bool:
    accepted = _run_math_verify(case).accepted or _run_math_verify(case, dollars=True).accepted
    return bool(accepted)


def _naive_rounded(case: Case) -> bool:
    """Equal as floats to about three significant digits, or both within 1e-6 of zero."""
    first, second = _float_value(_light(case.gold)), _float_value(_light(case.candidate))
    if first is None or second is None:
        return False
    return math.isclose(first, second, rel_tol=1e-3, abs_tol=1e-6)


def _float_value(text: str) -> float | None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            parsed = parse(f"${text}$") or parse(text)
            value = complex(sympy.N(parsed[0], 30)) if parsed else None
        except Exception:  # anything math-verify cannot turn into a number
            return None
    if value is None or value.imag or math.isnan(value.real):
        return None
    return value.real


_BRACKETS_RE = re.compile(r"\\left|\\right|\\begin\{\w+\}|\\end\{\w+\}|[()\[\]{}$\s]|\\[{}]")


def _naive_unordered(case: Case) -> bool:
    """The same items once brackets and order are ignored (tuples as sets, ends ignored)."""
    gold, candidate = (_items(_light(text)) for text in (case.gold, case.candidate))
    return len(gold) > 1 and gold == candidate


def _items(text: str) -> list[str]:
    flat = _BRACKETS_RE.sub("", text).replace("\\\\", ",").replace("&", ",").replace(":", ",")
    return sorted(item for item in flat.split(",") if item)


def _naive_substring(case: Case) -> bool:
    """One answer contained in the other, spaces ignored (``if gold in output``)."""
    gold, candidate = (_light(text) for text in (case.gold, case.candidate))
    return bool(gold and candidate) and (gold in candidate or candidate in gold)


NAIVE_CHECKS: dict[str, Callable[[Case], bool]] = {
    "math-verify (either call)": _naive_math_verify,
    "rounded to 1e-3": _naive_rounded,
    "order/brackets ignored": _naive_unordered,
    "substring": _naive_substring,
}


def _print_adversarial(cases: list[Case], ours: list[Outcome]) -> None:
    negatives = [case for case in cases if not case.expected]
    accepted_by = {
        name: {case.id for case in negatives if check(case)} for name, check in NAIVE_CHECKS.items()
    }
    adversarial = set().union(*accepted_by.values())
    passed = [o for o in ours if o.case.id in adversarial and o.accepted]
    print(
        f"adversarial: {len(adversarial)} of {len(negatives)} non-equivalent pairs are accepted "
        f"by at least one naive check; mathloop accepts {len(passed)} of them"
    )
    for name, ids in accepted_by.items():
        print(f"  {name:24} accepts {len(ids):3d}")
    print()


def _print_speed(outcomes: list[Outcome], limit_s: float) -> None:
    total = sum(o.seconds for o in outcomes)
    slowest = max(outcomes, key=lambda o: o.seconds)
    case = slowest.case
    print(
        f"throughput: {len(outcomes)} pairs in {total:.2f} s = {len(outcomes) / total:.0f} pairs/s "
        f"(one process, worker already started)"
    )
    print(
        f"slowest pair: {case.id} {slowest.seconds:.3f} s (limit {limit_s:g} s) "
        f"{case.gold!r} vs {case.candidate!r} [{slowest.detail}]\n"
    )


def _print_agreement(verifier: Verifier, path: Path) -> None:
    """Gold ``answer`` against the last ``\\boxed{}`` of the gold ``solution``."""
    if not path.exists():
        print(f"agreement check skipped: {path} not found (set MATHLOOP_DATA_DIR)")
        return
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    problems = [_disagreement(verifier, row) for row in rows]
    failures = [problem for problem in problems if problem is not None]
    print(
        f"MATH-500 agreement: {len(rows) - len(failures)} of {len(rows)} gold answers equal "
        f"the last \\boxed{{}} of their solution"
    )
    for failure in failures:
        print(f"  {failure}")


def _disagreement(verifier: Verifier, row: dict[str, str]) -> str | None:
    boxed = last_boxed(row["solution"])
    if boxed is None:
        return f"{row['unique_id']}: the solution has no \\boxed{{}}"
    verdict = verifier.check(row["answer"], boxed, kind="math")
    if verdict.equal:
        return None
    why = _describe(verdict)
    return f"{row['unique_id']}: {row['answer']!r} vs {boxed!r} -> {verdict.equal} ({why})"


if __name__ == "__main__":
    main()
