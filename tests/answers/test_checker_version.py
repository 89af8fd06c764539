"""The checker version names the rules that scored every published answer.

Every published run (``results/``, ``bench/runs/``) was scored by today's
:data:`CHECKER_VERSION`, and today's checker still gives each of its stored answers the
deterministic verdict recorded, under the run's own final-form policy. A change to the
checker that moves one fails here, naming the pairs: bump the version, ``mathloop rescore``
the published runs, list what moved.
"""

from __future__ import annotations

from pathlib import Path

from mathloop.answers import Verifier
from mathloop.answers.version import CHECKER_VERSION, checker_label
from mathloop.methods.records import Trace
from mathloop.runs.storage.reader import open_run
from mathloop.runs.storage.rescore import checker_settings, todays_verdict

ROOT = Path(__file__).resolve().parents[2]
PUBLISHED = sorted([*ROOT.glob("results/**/*.zip"), *ROOT.glob("bench/runs/**/*.zip")])


def test_there_are_published_runs() -> None:
    assert len(PUBLISHED) >= 30


def test_every_published_answer_is_scored_by_today_s_checker() -> None:
    stale = []
    for run in PUBLISHED:
        versions = {
            checker_label(r.checker)
            for r in open_run(run).read_standing()
            if r.answer is not None and r.verdict is not None
        }
        if versions - {CHECKER_VERSION}:
            stale.append(f"{run.relative_to(ROOT)}: {sorted(versions)}")
    assert not stale, f"rescore these (mathloop rescore RUN): {stale}"


def test_today_s_checker_gives_every_stored_answer_its_recorded_verdict() -> None:
    moved = []
    with Verifier() as verifier:
        for run in PUBLISHED:
            reader = open_run(run)
            settings = checker_settings(reader.read_manifest())
            for record in reader.read_standing():
                verdict = record.verdict
                if record.answer is None or verdict is None or record.checker != CHECKER_VERSION:
                    continue
                trace = Trace.model_validate_json(reader.trace(record).read_bytes() or b"")
                today = todays_verdict(record, trace, settings=settings, verifier=verifier)
                recorded = verdict.deterministic_equal if verdict.judge else verdict.equal
                if today.equal != recorded:
                    moved.append((str(run.relative_to(ROOT)), record.problem_id, record.method))
    assert not moved, f"verdicts moved under {CHECKER_VERSION}; bump it and rescore: {moved}"
