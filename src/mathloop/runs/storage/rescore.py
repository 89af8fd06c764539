"""``mathloop rescore``: every stored answer of a run verified again by today's checker.

No model is called. For each standing ledger line that holds an answer and was scored by
another checker version (:data:`~mathloop.answers.version.CHECKER_VERSION`), the answer is
checked again against the gold, with the problem statement the trace recorded (for the form
it asks for) and the benchmark's answer kind. Every standing line is then appended again, in
its order (so the run's order is kept): with the new verdict and ``checker``, and
``rescore_of`` naming the version it replaces; the earlier lines stay in the ledger,
superseded, so both verdicts are kept. ``benchmark_summary.csv`` is written
again, and so is a relay protocol's ``final_report.json``.

A verdict an LLM judge decided is rebuilt from the judge's recorded answer: the judge is
asked when the deterministic verdict is not "equal", so a recorded label is applied again to
a verdict that is still not "equal" (under the run's judge guard), and a pair the checker now
calls equal needs no judge. A pair that would need the judge but has no recorded answer
keeps today's deterministic verdict, and the change says so.

A packed run (``RUN.zip``) is unpacked into a temporary folder beside it, rescored and
packed again in its place.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mathloop.answers import (
    DEFAULT_SETTINGS,
    CheckSettings,
    Verdict,
    Verifier,
    check,
    with_judgment,
)
from mathloop.answers.version import CHECKER_VERSION, checker_label
from mathloop.errors import RunStoreError
from mathloop.methods.records import Trace
from mathloop.problems import AnswerKind, answer_kind_of

from ._atomic import append_line, write_text
from ._lock import exclusive_writer
from .archive import rewrite_packed
from .essay_layout import (
    ESSAY_METHODS,
    FINAL_REPORT,
    final_report,
    write_final_report,
)
from .reader import FolderRun
from .records import ResultRecord, answer_kind, classify
from .store import RunStore, is_archive, recorded_final_form, recorded_judge_guard
from .summary import summarize, summary_csv

__all__ = [
    "PATIENT_TIMEOUT_S",
    "Change",
    "Rescore",
    "check_patiently",
    "checker_settings",
    "rescore_run",
    "rescored",
    "todays_verdict",
]


@dataclass(frozen=True)
class Change:
    """One stored answer whose verdict moved."""

    problem_id: str
    method: str
    sample: int | None
    gold: str
    answer: str
    before: bool | None
    after: bool | None
    note: str = ""

    def line(self) -> str:
        """One line: where, the pair, and the verdict before and after."""
        where = self.problem_id if self.sample is None else f"{self.problem_id}#{self.sample}"
        moved = f"{_word(self.before)} -> {_word(self.after)}"
        note = f" ({self.note})" if self.note else ""
        pair = f"gold {_short(self.gold)}, answer {_short(self.answer)}"
        return f"{where} {self.method}: {moved}; {pair}{note}"


@dataclass
class Rescore:
    """What a rescore did to one run."""

    run: Path
    checked: int = 0
    current: int = 0
    changes: list[Change] = field(default_factory=list)
    versions: dict[str, int] = field(default_factory=dict)
    dry_run: bool = False

    def summary(self) -> str:
        """One line: how many answers were checked, from which versions, and what moved."""
        before = ", ".join(f"{n} from {v}" for v, n in sorted(self.versions.items())) or "none"
        verb = "would change" if self.dry_run else "changed"
        return (
            f"{self.run}: {self.checked} answers checked by {CHECKER_VERSION} ({before}); "
            f"{self.current} already scored by it; {len(self.changes)} verdicts {verb}"
        )


def rescore_run(path: Path, *, dry_run: bool = False) -> Rescore:
    """Verify every stored answer of the run folder or packed run ``path`` again."""
    if is_archive(path):
        return _rescore_archive(path, dry_run=dry_run)
    store = RunStore(path)
    store.require()
    with exclusive_writer(path):
        return _rescore_folder(store, dry_run=dry_run)


def _rescore_archive(archive: Path, *, dry_run: bool) -> Rescore:
    result = rewrite_packed(
        archive,
        lambda folder: _rescore_folder(RunStore(folder), dry_run=dry_run),
        changed=lambda done: done.checked > done.current and not dry_run,
    )
    result.run = archive
    return result


def _rescore_folder(store: RunStore, *, dry_run: bool) -> Rescore:
    result = Rescore(store.root, dry_run=dry_run)
    manifest = store.read_manifest()
    guard = recorded_judge_guard(manifest.get("run") or {})
    settings = checker_settings(manifest)
    standing = store.load_results()
    updated: list[ResultRecord] = []
    for record in standing:
        if record.answer is None or record.verdict is None:
            updated.append(_restamped(record))
            continue
        result.checked += 1
        if record.checker == CHECKER_VERSION:
            result.current += 1
            updated.append(record)
            continue
        label = checker_label(record.checker)
        result.versions[label] = result.versions.get(label, 0) + 1
        trace = _trace(store, record)
        new, note = rescored(record, trace, guard=guard, settings=settings)
        assert new.verdict is not None
        if new.correct != record.correct or new.verdict.equal != record.verdict.equal:
            result.changes.append(_change(record, new, note))
        updated.append(new)
        if not dry_run and record.method in ESSAY_METHODS:
            _rewrite_final_report(store, new, trace, manifest)
    if not dry_run and result.checked > result.current:
        # Every standing line is appended again, in its order, so the ledger's order (which
        # method a report pairs from first, which problem came first) is the run's own.
        for record in updated:
            append_line(store.results_path, record.ledger_line())
        write_text(store.summary_path, summary_csv(summarize(store.iter_results())))
    return result


def _restamped(record: ResultRecord) -> ResultRecord:
    """A line without an answer, appended again beside the rescored ones: nothing to check,
    so only its checker version moves."""
    update = {"checker": CHECKER_VERSION, "rescore_of": checker_label(record.checker)}
    return record.model_copy(update=update)


def _trace(store: RunStore, record: ResultRecord) -> Trace:
    ref = FolderRun(store.root).trace(record)
    raw = ref.read_bytes()
    try:
        return Trace.model_validate_json(raw if raw is not None else b"")
    except ValueError as exc:
        raise RunStoreError(f"{ref}: cannot read the trace to rescore ({exc})") from exc


def rescored(
    record: ResultRecord, trace: Trace, *, guard: bool, settings: CheckSettings
) -> tuple[ResultRecord, str]:
    """``record`` with today's verdict under ``settings`` (and the class it implies; a
    judge's recorded answer applied again under ``guard``), and a note."""
    assert record.answer is not None and record.verdict is not None
    today = todays_verdict(record, trace, settings=settings)
    verdict, note = _with_recorded_judge(today, record.verdict, guard=guard)
    label_undecided = bool(trace.spec.get("label_undecided_result", True))
    failure = classify(trace.submission, verdict, label_undecided=label_undecided)
    wrong = answer_kind(record.answer) if failure == "WRONG_RESULT" else None
    update = {
        "verdict": verdict,
        "correct": failure == "VERIFIED_CORRECT_RESULT",
        "failure_class": failure,
        "wrong_kind": wrong,
        "checker": CHECKER_VERSION,
        "rescore_of": checker_label(record.checker),
    }
    return record.model_copy(update=update), note


def checker_settings(manifest: Mapping[str, Any]) -> CheckSettings:
    """The checker's settings of the run whose manifest is ``manifest``: the defaults, with
    the final-form policy the run checks under (:func:`.store.recorded_final_form`)."""
    recorded = manifest.get("run")
    policy = recorded_final_form(recorded if isinstance(recorded, Mapping) else {})
    return dataclasses.replace(DEFAULT_SETTINGS, final_form=policy)


def todays_verdict(
    record: ResultRecord,
    trace: Trace,
    *,
    settings: CheckSettings = DEFAULT_SETTINGS,
    verifier: Verifier | None = None,
) -> Verdict:
    """Today's deterministic verdict of ``record``'s stored answer under ``settings`` (the
    run's: :func:`checker_settings`): its benchmark's answer kind, the statement its trace
    recorded, and a second look for a comparison that ran out of time
    (:func:`check_patiently`)."""
    assert record.answer is not None
    kind = answer_kind_of(record.benchmark)
    return check_patiently(
        record.gold,
        record.answer,
        kind=kind,
        problem=trace.problem,
        settings=settings,
        verifier=verifier,
    )


PATIENT_TIMEOUT_S = 60.0
"""The time limit of a second look at a comparison that ran out of the default one."""


def check_patiently(
    gold: str,
    answer: str,
    *,
    kind: AnswerKind,
    problem: str | None,
    settings: CheckSettings = DEFAULT_SETTINGS,
    verifier: Verifier | None = None,
) -> Verdict:
    """``check`` under ``settings``; a comparison that ran out of its time limit is made
    again with :data:`PATIENT_TIMEOUT_S`. A rescore asks what today's rules say of an
    answer, not how busy the machine is: the same comparison that took 2.3 s while a run was
    made took over 5 s beside a test suite and a model, and would have turned a decided
    verdict into an undecided one."""
    statement = problem or ""
    run = verifier.check if verifier is not None else check
    verdict = run(gold, answer, kind=kind, settings=settings, problem=statement)
    if verdict.equal is None and "exceeded" in verdict.reason:
        patient = dataclasses.replace(settings, timeout_s=PATIENT_TIMEOUT_S)
        verdict = run(gold, answer, kind=kind, settings=patient, problem=statement)
    return verdict


def _with_recorded_judge(verdict: Verdict, before: Verdict, *, guard: bool) -> tuple[Verdict, str]:
    if verdict.equal or before.judge is None:
        if not verdict.equal and before.judge is None and before.decided_by == "llm_judge":
            return verdict, "no recorded judge answer"
        return verdict, ""
    if before.deterministic_equal is True:  # the judge was never asked about this pair
        return verdict, "the judge was not asked; rescore calls no model"
    return with_judgment(verdict, before.judge, guard=guard), ""


def _change(record: ResultRecord, updated: ResultRecord, note: str) -> Change:
    assert record.answer is not None and record.verdict is not None
    assert updated.verdict is not None
    return Change(
        problem_id=record.problem_id,
        method=record.method,
        sample=record.sample,
        gold=record.gold,
        answer=record.answer,
        before=record.verdict.equal,
        after=updated.verdict.equal,
        note=note,
    )


def _rewrite_final_report(
    store: RunStore, record: ResultRecord, trace: Trace, manifest: dict[str, object]
) -> None:
    folder = store.problem_dir(record.problem_id, record.method, record.sample)
    if not (folder / FINAL_REPORT).exists():
        return
    run = manifest.get("run") or {}
    timeout = run.get("python_timeout") if isinstance(run, dict) else None
    write_final_report(folder, final_report(record, trace, python_timeout=timeout))


def _word(equal: bool | None) -> str:
    return {True: "correct", False: "wrong", None: "undecided"}[equal]


def _short(text: str, limit: int = 60) -> str:
    flat = " ".join(text.split())
    return repr(flat if len(flat) <= limit else flat[: limit - 1] + "…")
