"""``mathloop check``: is a candidate answer equivalent to a gold answer?"""

from __future__ import annotations

from pathlib import Path

import click

from mathloop.answers import DEFAULT_SETTINGS, CheckSettings, Verdict, Verifier, check
from mathloop.answers.pairs import read_pairs
from mathloop.problems import AnswerKind

__all__ = ["check_command"]

_LABELS = {True: "EQUAL", False: "NOT EQUAL", None: "UNDECIDED"}


@click.command("check")
@click.argument("gold", required=False)
@click.argument("candidate", required=False)
@click.option(
    "--kind",
    type=click.Choice(["auto", "integer", "math", "gsm8k"]),
    default="auto",
    show_default=True,
    help="Answer convention: integer for AIME, gsm8k for GSM8K, math for MATH.",
)
@click.option(
    "--file",
    "pairs_file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="JSON lines with gold, candidate and optional kind; one verdict per line, in order.",
)
@click.option(
    "--problem",
    default="",
    help="The problem statement, read only for the form it asks for (a ratio, interval "
    "notation, a common fraction, a base); with --file, a line's own problem field wins.",
)
@click.option(
    "--honour-requested-form/--ignore-requested-form",
    default=DEFAULT_SETTINGS.honour_requested_form,
    show_default=True,
    help="Where --problem asks for interval notation, a common fraction, simplest radical form "
    "or an answer in terms of pi, an answer not in that form (a condition, a decimal) is not "
    "equal (CheckSettings.honour_requested_form; docs/answers.md, 'Requested forms').",
)
@click.option(
    "--final-form",
    type=click.Choice(["strict", "lenient"]),
    default=DEFAULT_SETTINGS.final_form,
    show_default=True,
    help="strict: a value-equal answer with numeric work left (8/18, sqrt(75), (5-sqrt(3))*"
    "(5+sqrt(3))) is not equal on any problem; lenient: only where --problem asks for that "
    "work or the answer hands its own expression back (docs/answers.md, 'Final form').",
)
@click.option("--json", "as_json", is_flag=True, help="Print each verdict as JSON.")
def check_command(
    gold: str | None,
    candidate: str | None,
    kind: str,
    pairs_file: Path | None,
    problem: str,
    honour_requested_form: bool,
    final_form: str,
    as_json: bool,
) -> None:
    """Compare CANDIDATE with GOLD and print the verdict (exit status 0 either way).

    \b
    Examples:
      mathloop check '\\frac{\\sqrt{2}}{2}' 'sqrt(2)/2'
      mathloop check '(5,\\infty)' 'x > 5' --problem 'Answer in interval notation.'
      mathloop check '\\frac13' 0.3333333333333333 --problem 'As a common fraction.'
      mathloop check '\\frac49' 8/18
      mathloop check '6+9i' '(1+2j)*6-3j' --problem 'Simplify $(1+2i)6-3i$.' --final-form lenient
      mathloop check --file pairs.jsonl --json
    """
    default_kind: AnswerKind = kind  # type: ignore[assignment]  # click.Choice checked it
    settings = CheckSettings(
        honour_requested_form=honour_requested_form,
        final_form="lenient" if final_form == "lenient" else "strict",
    )
    if pairs_file is not None:
        if gold is not None or candidate is not None:
            raise click.UsageError("give either GOLD CANDIDATE or --file, not both")
        _check_file(pairs_file, default_kind, problem, settings, as_json)
        return
    if gold is None or candidate is None:
        raise click.UsageError("give GOLD and CANDIDATE, or --file PAIRS.jsonl")
    verdict = check(gold, candidate, kind=default_kind, problem=problem, settings=settings)
    if as_json:
        click.echo(verdict.model_dump_json())
        return
    click.echo(f"{_LABELS[verdict.equal]} (decided by {verdict.decided_by})")
    click.echo(f"  gold:      {verdict.normalized_gold}")
    click.echo(f"  candidate: {verdict.normalized_candidate}")
    if verdict.requested:
        click.echo(f"  asked:     {verdict.requested}")
    if verdict.reason:
        click.echo(f"  reason:    {verdict.reason}")


def _check_file(
    path: Path, kind: AnswerKind, problem: str, settings: CheckSettings, as_json: bool
) -> None:
    """Every line is read (and rejected if malformed) before the first verdict is printed."""
    pairs = read_pairs(path)
    with Verifier(settings) as verifier:
        for pair in pairs:
            verdict = verifier.check(
                pair.gold, pair.candidate, kind=pair.kind or kind, problem=pair.problem or problem
            )
            click.echo(verdict.model_dump_json() if as_json else _line(pair.line, verdict))


def _line(number: int, verdict: Verdict) -> str:
    return (
        f"line {number}: {_LABELS[verdict.equal]} ({verdict.decided_by}) "
        f"{verdict.normalized_gold} | {verdict.normalized_candidate}"
    )
