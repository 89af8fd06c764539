"""bench/propositions_anchor.py counts propositions that already answer, on a scripted run."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from bench_modules import load_bench
from helpers import handmade_run, item
from mathloop.llm import ScriptedBackend
from mathloop.methods import Iipc, create_method
from mathloop.runs.storage.archive import pack_run
from method_scripts import answer_program


def _bench() -> ModuleType:
    return load_bench("propositions_anchor")


def _iipc_replies(propositions_answer: str | None, answer: str) -> list[str]:
    box = f"\nSo the answer is \\boxed{{{propositions_answer}}}." if propositions_answer else ""
    propositions = "1. Two numbers are multiplied." + box
    boxed = f"\\boxed{{{answer}}}"
    return [propositions, answer_program(answer), "DECISION: STOP", boxed, boxed]


def test_it_counts_boxed_propositions_what_followed_them_and_the_baseline(
    tmp_path: Path,
) -> None:
    # Gold 42 for both. q1: the propositions box a wrong 40 and IIPC follows it; PoT is right.
    # q2: no box in the propositions, IIPC right; PoT wrong.
    # The run solves problem by problem: q1's IIPC and PoT, then q2's.
    replies = [*_iipc_replies("40", "40"), answer_program("42")]
    replies += [*_iipc_replies(None, "42"), answer_program("41")]
    items = [item("q1", "What is 6 x 7?", "42"), item("q2", "What is 7 x 6?", "42")]
    methods = [Iipc(), create_method("pot")]
    handmade_run(tmp_path / "run", items, methods, ScriptedBackend(replies))
    bench = _bench()
    (counts,) = bench.anchoring(tmp_path / "run").values()
    assert (counts.traces, counts.boxed, counts.followed) == (2, 1, 1)
    assert (counts.boxed_right, counts.recovered, counts.lost) == (0, 0, 0)
    assert (counts.correct, counts.baseline_right) == (1, 1)
    table = bench.table([tmp_path / "run"])
    assert table.splitlines()[2].endswith("| `iipc` | 2 | 1 | 1 | 0 | 1 | 0 | 0 | 1 | 1 |")
    # The same run packed counts the same, named as given; the folder's name still finds it.
    packed = pack_run(tmp_path / "run", remove=True)
    assert bench.anchoring(packed) == bench.anchoring(tmp_path / "run") == {"iipc": counts}
    assert bench.table([packed]) == table.replace(f"{tmp_path / 'run'} |", f"{packed} |")
