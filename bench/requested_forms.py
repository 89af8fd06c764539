"""Which answer forms MATH train's statements ask for, as the checker reads them (issue 53).

    .venv/bin/python bench/requested_forms.py [--unread 40]

The checker reads a statement for the form it asks (``mathloop.answers._requested``). Its
phrases were built from MATH **train** (7,500 statements, never the test sets): this script
prints how many train statements ask for each form, then the sentences that name a form
("express", "simplify", "form", "write", "rationalize", "reduce", "round") that no rule
reads, most frequent wording first: the inventory's remaining gap, to read before adding a
phrase. The data folder comes from ``MATHLOOP_DATA_DIR`` (default ``../shared/data``).
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from pathlib import Path

from every_attempt import data_dir  # type: ignore[import-not-found]

from mathloop.answers._requested import RequestedForm, requested_form

_SENTENCE_RE = re.compile(r"[^.?!]*[.?!]")
_NAMES_FORM_RE = re.compile(
    r"\b(?:express|simplify|form|write|rationaliz\w*|reduc\w*|round\w*)\b", re.IGNORECASE
)
_FORMULA_RE = re.compile(r"\$[^$]*\$")


def train_statements(folder: Path) -> list[str]:
    """Every MATH train statement, in file order."""
    files = sorted((folder / "math" / "train_raw").glob("*/*.json"))
    if not files:
        raise SystemExit(f"bench/requested_forms.py: no MATH train files under {folder}")
    return [json.loads(path.read_text(encoding="utf-8"))["problem"] for path in files]


def forms_asked(form: RequestedForm) -> list[str]:
    """The names of the forms ``form`` asks for (the exact form and the work, separately)."""
    asked = [
        "a ratio" if form.ratio else "",
        "interval notation" if form.interval_notation else "",
        "a base" if form.base else "",
        f"exact: {form.exact_form}" if form.exact_form else "",
        f"work: {form.work}" if form.work else "",
        "expand" if form.expand else "",
        "a percent" if form.percent else "",
        "a decimal or a rounded value" if form.decimal else "",
    ]
    return [name for name in asked if name]


def unread_sentences(statement: str) -> list[str]:
    """The statement's sentences that name a form where the checker reads none."""
    found = []
    for sentence in _SENTENCE_RE.findall(" ".join(statement.split())):
        if _NAMES_FORM_RE.search(sentence) and not forms_asked(requested_form(sentence)):
            found.append(_FORMULA_RE.sub("$…$", sentence.strip()).lower())
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--unread", type=int, default=40, help="unread wordings to print")
    args = parser.parse_args()
    statements = train_statements(data_dir())
    counts: Counter[str] = Counter()
    unread: Counter[str] = Counter()
    for statement in statements:
        counts.update(forms_asked(requested_form(statement)))
        unread.update(unread_sentences(statement))
    asking = sum(1 for statement in statements if forms_asked(requested_form(statement)))
    print(f"MATH train: {len(statements)} statements, {asking} ask for a form\n")
    print(f"{'statements':>10}  form asked")
    for name, count in counts.most_common():
        print(f"{count:>10}  {name}")
    print(f"\nsentences naming a form that no rule reads: {sum(unread.values())}")
    for sentence, count in unread.most_common(args.unread):
        print(f"{count:>5}  {sentence[:110]}")


if __name__ == "__main__":
    main()
