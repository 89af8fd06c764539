"""How the model calls of each arm ended, and how much prompt the model really evaluated."""

from __future__ import annotations

from collections import Counter

from mathloop.runs import ResultRecord

from .runset import RunSet
from .table import Cell, Column, Table, rows_of

__all__ = ["ENDINGS", "calls_table"]

ENDINGS = ("stop", "block_closed", "repetition", "degenerate", "length", "error", "other")
"""Finish reasons in the order the table shows them (see ``mathloop.llm.base.FinishReason``)."""
_SHOWN_WHEN_SEEN = frozenset({"degenerate"})
"""Endings whose column appears only when some call ended so (runs from before the
degeneration guard keep their tables as they were)."""


def calls_table(runset: RunSet) -> Table:
    """Per arm: calls by finish reason, prompt tokens sent and prompt tokens evaluated.

    ``repetition`` counts replies the runaway guard stopped, ``degenerate`` those the
    degeneration guard stopped (a column only when there are any), ``block_closed`` replies
    ended once their code block closed, ``length`` replies cut at the token budget. Prompt
    tokens evaluated are shown only when every call of the arm reported them.
    """
    arms = runset.arms()
    per_arm = [[row.record for row in runset.rows_of(arm)] for arm in arms]
    endings_of = [_endings(records) for records in per_arm]
    shown = [
        name
        for name in ENDINGS
        if name not in _SHOWN_WHEN_SEEN or any(endings[name] for endings in endings_of)
    ]
    rows: list[list[Cell]] = []
    for arm, records, endings in zip(arms, per_arm, endings_of, strict=True):
        sent = sum(r.prompt_tokens for r in records)
        processed = [r.prompt_tokens_processed for r in records]
        known = None if None in processed else sum(p for p in processed if p is not None)
        rows.append(
            [
                runset.label(arm),
                sum(endings.values()),
                *(endings[name] for name in shown),
                sent,
                known,
                None if known is None or not sent else 1 - known / sent,
            ]
        )
    columns = (
        Column("arm"),
        Column("calls", numeric=True),
        *(Column(name, numeric=True) for name in shown),
        Column("prompt tok sent", numeric=True),
        Column("prompt tok evaluated", numeric=True),
        Column("prefix reused", ".1%", numeric=True),
    )
    return Table(
        "calls", "How model calls ended, and prompt tokens evaluated", columns, rows_of(rows)
    )


def _endings(records: list[ResultRecord]) -> Counter[str]:
    endings: Counter[str] = Counter()
    for record in records:
        endings.update(record.finish_reasons)
    return endings
