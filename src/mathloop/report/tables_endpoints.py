"""Model calls per endpoint, for runs whose calls several servers answered (``--base-url``
given again, :mod:`mathloop.llm.endpoints`).

Records hold per-problem sums only; which server answered is in each call's
``completion.endpoint`` in the traces, so this table reads them (:meth:`Trace.call_infos`,
the rule every record's totals follow).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import ValidationError

from mathloop.errors import RunStoreError
from mathloop.methods.records import CompletionInfo, Trace

from .runset import Row, RunSet
from .table import Cell, Column, Table, rows_of

__all__ = ["endpoints_table"]

_COLUMNS = (
    Column("arm"),
    Column("endpoint"),
    Column("calls", numeric=True),
    Column("error", numeric=True),
    Column("output tok", numeric=True),
    Column("mean latency s", ".2f", numeric=True),
    Column("output tok/s", ".1f", numeric=True),
)


@dataclass(frozen=True)
class _ArmCalls:
    calls: list[CompletionInfo]
    unread: int
    """Traces that could not be read: their calls are not counted."""


def endpoints_table(runset: RunSet) -> Table | None:
    """Per arm and endpoint: calls, calls that ended in ``error``, output tokens, mean
    latency and output tokens per second (summed tokens over summed latency).

    None unless some arm's calls name two endpoints or more: a run against one server (or
    one recorded before endpoints were) has nothing to split. Calls that failed without a
    reply name no endpoint and are not counted.
    """
    arms = runset.arms()
    per_arm = [_calls_of(runset.rows_of(arm)) for arm in arms]
    if not any(len(_endpoints(found.calls)) > 1 for found in per_arm):
        return None
    rows: list[list[Cell]] = []
    for arm, found in zip(arms, per_arm, strict=True):
        named = sorted(_endpoints(found.calls))
        # Calls that name none (a run resumed across versions) get a row of their own, so
        # an arm's rows add up to its calls.
        unnamed = [None] if named and any(c.endpoint is None for c in found.calls) else []
        for endpoint in [*named, *unnamed]:
            served = [call for call in found.calls if call.endpoint == endpoint]
            rows.append([runset.label(arm), endpoint, *_cells(served)])
    note = "output tok/s: output tokens over the calls' summed latency."
    # The response cache answers in 0 s under the endpoint that first answered.
    cached = sum(call.latency_s == 0 for found in per_arm for call in found.calls)
    if cached:
        note += f" Calls answered from the response cache, in 0 s: {cached}."
    unread = sum(found.unread for found in per_arm)
    if unread:
        note += f" Traces that could not be read, their calls not counted: {unread}."
    return Table("endpoints", "Model calls per endpoint", _COLUMNS, rows_of(rows), note)


def _calls_of(rows: Sequence[Row]) -> _ArmCalls:
    calls: list[CompletionInfo] = []
    unread = 0
    for row in rows:
        try:
            raw = row.trace.read_bytes()
            trace = Trace.model_validate_json(raw if raw is not None else b"")
        except (RunStoreError, ValidationError):
            unread += 1
            continue
        calls += trace.call_infos()
    return _ArmCalls(calls, unread)


def _endpoints(calls: Sequence[CompletionInfo]) -> set[str]:
    return {call.endpoint for call in calls if call.endpoint is not None}


def _cells(calls: Sequence[CompletionInfo]) -> list[Cell]:
    output = sum(call.output_tokens for call in calls)
    latency = sum(call.latency_s for call in calls)
    return [
        len(calls),
        sum(call.finish_reason == "error" for call in calls),
        output,
        latency / len(calls),
        output / latency if latency > 0 else None,
    ]
