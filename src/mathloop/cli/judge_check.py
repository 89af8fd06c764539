"""``mathloop judge-check``: how often does an LLM judge agree with a labelled answer set?"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import click

from mathloop.answers.judge import TRUST_FLOOR
from mathloop.answers.judge_check import JudgeAgreement, judge_agreement, read_labelled_pairs
from mathloop.cli.options import backend_fields, backend_options
from mathloop.llm import BackendSettings
from mathloop.runs.configuration.planning import build_backend

__all__ = ["judge_check_command"]


@click.command("judge-check")
@click.argument(
    "cases", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path)
)
@click.option("--limit", type=click.IntRange(min=1), help="Judge a seeded sample of N pairs.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of that sample.")
@click.option("--show", type=click.IntRange(min=0), default=10, show_default=True,
              help="Disagreements to list.")  # fmt: skip
@backend_options
def judge_check_command(cases: tuple[Path, ...], **options: Any) -> None:
    """Ask the judge (the --backend/--model given) about every labelled pair in CASES and
    print its precision and recall, "equivalent" being the positive class.

    CASES are JSON-lines files with gold, candidate and expected (true/false), as the
    project's own tests/answers/*.jsonl. UNSURE counts against recall only: in a run it
    leaves the deterministic verdict standing.

    \b
    Example:
      mathloop judge-check tests/answers/cases.jsonl --limit 60
    """
    pairs = read_labelled_pairs(cases)
    if not pairs:
        raise click.UsageError("no pair with a true/false 'expected' in the given files")
    backend = build_backend(BackendSettings.model_validate(backend_fields(options)).resolved())
    agreement = asyncio.run(
        judge_agreement(
            pairs, backend, limit=options["limit"], seed=options["seed"], on_pair=_progress
        )
    )
    click.echo(f"judge: {backend.name} {backend.model}", err=True)
    for line in agreement_lines(agreement, show=options["show"]):
        click.echo(line)


def _progress(done: int, total: int) -> None:
    if sys.stderr.isatty():
        click.echo(f"\rjudged {done} of {total}", err=True, nl=done == total)


def agreement_lines(agreement: JudgeAgreement, *, show: int) -> list[str]:
    """The summary table and the first ``show`` disagreements."""
    judged = len(agreement.judged)
    lines = [
        "| pairs | equivalent | judged EQUIVALENT | NOT_EQUIVALENT | UNSURE | precision | recall |",
        "|---:|---:|---:|---:|---:|---:|---:|",
        f"| {judged} | {agreement.positives} "
        f"| {agreement.labelled('EQUIVALENT')} | {agreement.labelled('NOT_EQUIVALENT')} "
        f"| {agreement.labelled('UNSURE')} "
        f"| {_share(agreement.precision())} | {_share(agreement.recall())} |",
    ]
    lines += ["", floor_line(agreement)]
    wrong = agreement.disagreements()
    if wrong and show:
        lines += ["", f"disagreements ({len(wrong)}; the first {min(show, len(wrong))}):"]
        for pair, label in wrong[:show]:
            expected = "equivalent" if pair.expected else "not equivalent"
            name = pair.id or f"line {pair.line}"
            lines.append(f"  {name}: {pair.gold!r} vs {pair.candidate!r}: {label}, {expected}")
    return lines


def floor_line(agreement: JudgeAgreement) -> str:
    """Whether the judge reaches the trust floor, and so whether a run may turn its judge
    guard off."""
    recall, precision = agreement.recall(), agreement.precision()
    floor_recall, floor_precision = TRUST_FLOOR["recall"], TRUST_FLOOR["precision"]
    wanted = f"recall >= {_share(floor_recall)}, precision >= {_share(floor_precision)}"
    reached = (
        recall is not None
        and precision is not None
        and recall >= floor_recall
        and precision >= floor_precision
    )
    if reached:
        return f"trust floor ({wanted}): reached; runs judged by it may pass --no-judge-guard"
    return f"trust floor ({wanted}): not reached; keep the judge guard on (the default)"


def _share(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.1f}%"
