"""``mathloop check``: is a candidate answer equivalent to a gold answer?"""

from __future__ import annotations

import click

from mathloop.answers import check

__all__ = ["check_command"]


@click.command("check")
@click.argument("gold")
@click.argument("candidate")
@click.option(
    "--kind",
    type=click.Choice(["auto", "integer", "math", "gsm8k"]),
    default="auto",
    show_default=True,
    help="Answer convention: integer for AIME, gsm8k for GSM8K, math for MATH.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the verdict as JSON.")
def check_command(gold: str, candidate: str, kind: str, as_json: bool) -> None:
    """Compare CANDIDATE with GOLD and print the verdict (exit status 0 either way).

    \b
    Example:
      mathloop check '\\frac{\\sqrt{2}}{2}' 'sqrt(2)/2'
    """
    verdict = check(gold, candidate, kind=kind)  # type: ignore[arg-type]
    if as_json:
        click.echo(verdict.model_dump_json())
        return
    label = {True: "EQUAL", False: "NOT EQUAL", None: "UNDECIDED"}[verdict.equal]
    click.echo(f"{label} (decided by {verdict.decided_by})")
    click.echo(f"  gold:      {verdict.normalized_gold}")
    click.echo(f"  candidate: {verdict.normalized_candidate}")
