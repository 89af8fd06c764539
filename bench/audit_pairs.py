"""The answer pairs of the committed train-split runs, for the hand-labelled audit corpus
(issue 53, item 4: ``tests/answers/audit.jsonl``).

    .venv/bin/python bench/audit_pairs.py                      # bench/runs and results
    .venv/bin/python bench/audit_pairs.py --out /tmp/pairs.jsonl bench/runs results

Reads every run under the given folders (run folders and packed runs, ``*.zip``, through
:func:`~mathloop.runs.storage.reader.open_run`) whose manifest's data file is a train split
(``settings.data`` names ``train``: GSM8K's ``train.jsonl``, the bench's MATH
``math-train.jsonl``; ``bench/runs/relay-arrangements`` is one such run whose folder name does
not say so). The published runs under ``results/`` name no data file: they read the
benchmarks' test problems, and only ``results/samples/pot-gsm8k-train`` is a train run.

From each run it takes every distinct (benchmark, problem id, gold, answer):

- ``ledger``: the answer of each standing ledger line, with its stored verdict (``correct``,
  the checker version that decided it, ``decided_by``);
- ``trace``: every other answer a model stated in a trace and never submitted as the run's
  answer: each attempt's ``RESULT:`` line, each step's boxed answer (a chain of thought, a
  voter), each vote member's submission, earlier traces set aside included. These have no
  stored verdict: the checker of this checkout decides them (``now``), as the voting and
  consensus methods would when they compare them.

Every pair carries today's verdict (``now``) too, the statement the model saw
(``trace.problem``), the runs and methods it came from, and its sources. It prints, per run,
its ledger lines, the answered ones, the distinct pairs it holds (and how many of them the
stored verdict credits), then the totals, and writes one JSON object per pair, sorted by
benchmark, problem id, gold and answer, to ``--out`` (default ``/tmp/audit_pairs.jsonl``;
never committed). The committed runs give 315 pairs (247 ledger answers, 68 more from the
traces), 162 GSM8K and 153 MATH.

The labelled corpus (``tests/answers/audit.jsonl``) is all 315 of them, each read by hand
(the list is under the 600 that issue 53 asks to label in full, so no subset was chosen).
``expected_lenient``: the answer has the gold's value, in the form the statement asks for,
and is not the problem's own expression handed back; ``expected`` (strict): that, and no
numeric work left that a MATH grader expects done (an unreduced fraction, a long float tail
where the answer is exact, an unevaluated power or radical). ``note`` says why for every
label that differs from the stored verdict or is borderline.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mathloop.answers import check
from mathloop.methods.records import Trace
from mathloop.problems import answer_kind_of
from mathloop.runs.storage.reader import RunReader, TraceRef, open_run
from mathloop.runs.storage.store import runs_inside

DEFAULT_ROOTS = (Path("bench/runs"), Path("results"))
DEFAULT_OUT = Path("/tmp/audit_pairs.jsonl")


@dataclass
class Pair:
    """One distinct answer to one problem, and where it was found."""

    benchmark: str
    problem_id: str
    gold: str
    answer: str
    subject: str | None = None
    problem: str = ""
    runs: set[str] = field(default_factory=set)
    methods: set[str] = field(default_factory=set)
    sources: set[str] = field(default_factory=set)
    stored: dict[str, Any] | None = None

    @property
    def key(self) -> tuple[str, str, str, str]:
        return (self.benchmark, self.problem_id, self.gold, self.answer)

    def case_id(self) -> str:
        """A readable, stable id: benchmark, subject, problem id, a hash of the answer."""
        short = self.problem_id.removeprefix(f"{self.benchmark}-")
        subject = re.sub(r"[^a-z]+", "-", (self.subject or "").lower()).strip("-")
        digest = hashlib.sha256(self.answer.encode("utf-8")).hexdigest()[:6]
        parts = ["audit", self.benchmark, "train", subject, short, digest]
        return "-".join(part for part in parts if part)


def runs_under(folder: Path) -> list[RunReader]:
    """``folder`` when it is a run (a folder or packed), else every run inside it."""
    reader = open_run(folder)
    if reader.exists():
        return [reader]
    return [open_run(run) for run in runs_inside(folder)] if folder.is_dir() else []


def is_train(run: RunReader) -> bool:
    """Whether ``run`` read a train split (its data file says so)."""
    data = run.read_manifest().get("settings", {}).get("data")
    return data is not None and "train" in Path(str(data)).name


def traces(run: RunReader) -> Iterator[Trace]:
    """Every trace of ``run``, earlier ones set aside and samples included."""
    names = [name for name in run.names("problems/") if name.endswith("/trace.json")]
    for name in sorted(names, key=lambda member: member.split("/")):
        yield Trace.model_validate_json(TraceRef(run, name).read_bytes() or b"")


def stated_answers(trace: Trace) -> Iterator[tuple[str, str]]:
    """(source, answer) for every answer ``trace`` states, its members' too."""
    for attempt in trace.attempts:
        if attempt.parsed is not None and attempt.parsed.result:
            yield "trace:attempt", attempt.parsed.result
    for step in trace.steps:
        if step.answer:
            yield f"trace:step:{step.component}", step.answer
    if trace.submission.answer:
        yield "trace:submission", trace.submission.answer
    for member in trace.members:
        for source, answer in stated_answers(member):
            yield source.replace("trace:", "trace:member:", 1), answer


def read_run(run: RunReader, pairs: dict[tuple[str, str, str, str], Pair]) -> dict[str, int]:
    """Add ``run``'s pairs to ``pairs``; its counts."""
    records = run.read_standing()
    gold = {record.problem_id: record.gold for record in records}
    subject = {record.problem_id: record.subject for record in records}
    statement: dict[str, str] = {}
    found: set[tuple[str, str, str, str]] = set()
    credited: set[tuple[str, str, str, str]] = set()
    benchmark = str(run.read_manifest()["run"]["benchmark"])
    for trace in traces(run):
        statement.setdefault(trace.problem_id, trace.problem or "")
        if trace.problem_id not in gold:
            continue
        for source, answer in stated_answers(trace):
            pair = _pair(pairs, benchmark, trace.problem_id, gold[trace.problem_id], answer)
            pair.subject = subject[trace.problem_id]
            pair.runs.add(str(run.path))
            pair.methods.add(trace.method)
            pair.sources.add(source)
            found.add(pair.key)
    answered = [record for record in records if record.answer is not None]
    for record in answered:
        pair = _pair(pairs, record.benchmark, record.problem_id, record.gold, record.answer or "")
        pair.subject = record.subject
        pair.runs.add(str(run.path))
        pair.methods.add(record.method)
        pair.sources.add("ledger")
        stored = {
            "correct": record.correct,
            "checker": record.checker,
            "decided_by": record.verdict.decided_by if record.verdict else None,
        }
        if pair.stored is not None and pair.stored["correct"] != record.correct:
            stored["disagrees_with"] = pair.stored  # two runs' checkers differ: keep both
        pair.stored = stored
        found.add(pair.key)
        if record.correct:
            credited.add(pair.key)
    for key in found:
        pairs[key].problem = pairs[key].problem or statement.get(key[1], "")
    return {
        "lines": len(records),
        "answered": len(answered),
        "pairs": len(found),
        "credited": len(credited),
    }


def _pair(
    pairs: dict[tuple[str, str, str, str], Pair],
    benchmark: str,
    problem_id: str,
    gold: str,
    answer: str,
) -> Pair:
    key = (benchmark, problem_id, gold, answer)
    if key not in pairs:
        pairs[key] = Pair(benchmark, problem_id, gold, answer)
    return pairs[key]


def row(pair: Pair) -> dict[str, Any]:
    """The JSON object written for ``pair``, with today's verdict."""
    kind = answer_kind_of(pair.benchmark)
    verdict = check(pair.gold, pair.answer, kind=kind, problem=pair.problem)
    return {
        "id": pair.case_id(),
        "benchmark": pair.benchmark,
        "kind": kind,
        "problem_id": pair.problem_id,
        "subject": pair.subject,
        "gold": pair.gold,
        "answer": pair.answer,
        "stored": pair.stored,
        "now": {"equal": verdict.equal, "decided_by": verdict.decided_by},
        "sources": sorted(pair.sources),
        "methods": sorted(pair.methods),
        "runs": sorted(pair.runs),
        "problem": pair.problem,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("roots", nargs="*", type=Path, default=list(DEFAULT_ROOTS))
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    pairs: dict[tuple[str, str, str, str], Pair] = {}
    for root in args.roots:
        for run in runs_under(root):
            if not is_train(run):
                continue
            counts = read_run(run, pairs)
            print(
                f"{run.path}: {counts['lines']} ledger lines, {counts['answered']} answered, "
                f"{counts['pairs']} distinct pairs ({counts['credited']} credited)"
            )
    ordered = [pairs[key] for key in sorted(pairs)]
    rows = [row(pair) for pair in ordered]
    ledger = sum(1 for pair in ordered if "ledger" in pair.sources)
    credited = sum(1 for pair in ordered if pair.stored and pair.stored["correct"])
    for benchmark in sorted({pair.benchmark for pair in ordered}):
        count = sum(1 for pair in ordered if pair.benchmark == benchmark)
        print(f"{benchmark}: {count} pairs")
    print(
        f"{len(ordered)} distinct pairs: {ledger} answers of ledger lines ({credited} credited), "
        f"{len(ordered) - ledger} from traces only"
    )
    lines = [json.dumps(item, ensure_ascii=False, sort_keys=True) for item in rows]
    args.out.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
