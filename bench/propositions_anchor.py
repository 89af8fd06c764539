"""Does IIPC's propositions step already answer, and does the rest follow it?

    .venv/bin/python bench/propositions_anchor.py results/iipc-ablations/math.zip [RUN ...] \
        [--baseline pot]

IIPC's first step (``f_init``, ``iipc.init.txt``) asks for the problem's propositions and
says "Do not solve the problem yet". A small model often solves it anyway and ends the
propositions with a ``\\boxed{}`` answer. The program, the CoT branch (which sees the
propositions under the iipc-paper preset) and the combination then start from that answer.
For each IIPC-family method of each run (a run folder or a packed ``.zip`` run; finished
problems only) this prints a Markdown table:

- ``traces``: problems with a trace; ``boxed``: those whose propositions box an answer;
- ``final = boxed``: of those, how many submitted an answer equal to the boxed one (the
  answer checker of the runs decides "equal", the boxed answer standing in for the gold);
- ``boxed right`` / ``boxed wrong``: the boxed answer checked against the gold;
- ``recovered``: problems whose boxed answer was wrong and whose submission was right;
- ``lost``: problems whose boxed answer was right and whose submission was not;
- ``correct``: the method's correct submissions on all its traces;
- ``BASELINE right when boxed wrong``: of the problems whose boxed answer was wrong, how
  many the baseline method (``--baseline``, PoT by default) of the same run solved.

It reads only committed files: no model runs.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from mathloop.answers import check
from mathloop.answers.extract import last_boxed
from mathloop.errors import RunStoreError
from mathloop.methods.records import Trace
from mathloop.runs import ResultRecord
from mathloop.runs.storage.reader import RunReader, open_run

IIPC_FAMILY = ("iipc_ns_nms", "iipc_ns", "iipc")

ANSWER_KINDS = {"math": "math", "math500": "math", "gsm8k": "gsm8k", "aime": "integer"}
"""The answer checker's kind for each benchmark, as the run's loader sets it."""


@dataclass
class Anchoring:
    """One method's counts over one run's finished problems."""

    traces: int = 0
    boxed: int = 0
    followed: int = 0
    boxed_right: int = 0
    recovered: int = 0
    lost: int = 0
    correct: int = 0
    baseline_right: int = 0

    def add(self, record: ResultRecord, trace: Trace, baseline_correct: bool) -> None:
        self.traces += 1
        self.correct += bool(record.correct)
        early = _propositions_answer(trace)
        if early is None:
            return
        kind = ANSWER_KINDS.get(record.benchmark or "", "auto")
        self.boxed += 1
        answer = record.answer
        self.followed += answer is not None and check(early, answer, kind=kind).equal
        right = check(record.gold, early, kind=kind).equal
        self.boxed_right += right
        self.recovered += not right and bool(record.correct)
        self.baseline_right += not right and baseline_correct
        self.lost += right and not record.correct


def _propositions_answer(trace: Trace) -> str | None:
    for step in trace.steps:
        if step.component == "f_init":
            return last_boxed(step.response or "")
    return None


def _records_with_traces(
    run: RunReader, records: list[ResultRecord]
) -> Iterator[tuple[ResultRecord, Trace]]:
    for record in records:
        if record.method not in IIPC_FAMILY:
            continue
        raw = run.trace(record).read_bytes()
        if raw is not None:
            yield record, Trace.model_validate_json(raw)


def anchoring(run: Path, baseline: str = "pot") -> dict[str, Anchoring]:
    """Each IIPC-family method of ``run`` (a run folder or packed run) with its counts, in
    the family's order."""
    reader = open_run(run)
    records = reader.read_standing()
    solved = {r.problem_id for r in records if r.method == baseline and r.correct}
    found: dict[str, Anchoring] = {}
    for record, trace in _records_with_traces(reader, records):
        counts = found.setdefault(record.method, Anchoring())
        counts.add(record, trace, baseline_correct=record.problem_id in solved)
    return {m: found[m] for m in IIPC_FAMILY if m in found}


def table(runs: list[Path], baseline: str = "pot") -> str:
    header = (
        "| run | method | traces | boxed | final = boxed | boxed right | boxed wrong "
        f"| recovered | lost | correct | {baseline} right when boxed wrong |"
    )
    lines = [header, "|---|---|" + "---:|" * 9]
    for run in runs:
        for method, a in anchoring(run, baseline).items():
            cells = [a.traces, a.boxed, a.followed, a.boxed_right, a.boxed - a.boxed_right]
            cells += [a.recovered, a.lost, a.correct, a.baseline_right]
            lines.append(f"| {run} | `{method}` | " + " | ".join(map(str, cells)) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="+", type=Path, help="run folders or packed runs")
    parser.add_argument("--baseline", default="pot", help="method to compare with (pot)")
    args = parser.parse_args()
    for run in args.runs:
        try:
            open_run(run).require()
        except RunStoreError as exc:
            parser.error(str(exc))
    print(table(args.runs, args.baseline))


if __name__ == "__main__":
    main()
