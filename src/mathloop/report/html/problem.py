"""A problem page: statement, gold answer, and each method's trace side by side.

Known trace fields get their own layout (code with line numbers, outputs, safety verdict,
parsed RESULT); fields this module does not know, such as IIPC ``steps`` and reflections or
judge details, are rendered generically so that nothing a method recorded is hidden.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mathloop.report.runset import Row, RunSet, read_trace
from mathloop.report.traces import statement_of

from .escape import esc, render_value
from .pages import arm_anchor, page
from .steps import details, pre, prompt_details, prose, steps_html
from .tex import MATH_MARK, answer_html, prose_html

__all__ = ["problem_page"]

_TRACE_KNOWN = frozenset(
    {"version", "method", "spec", "problem_id", "problem", "attempts", "submission"}
    | {"prompt_tokens", "output_tokens", "llm_calls", "elapsed_s", "error", "steps"}
    | {"members", "stop_reason"}
)
_MAX_NESTING = 3
_ATTEMPT_KNOWN = frozenset(
    {"index", "messages", "response", "completion", "selection", "execution", "parsed"}
    | {"status", "feedback", "error"}
)


def _code(code: str) -> str:
    lines = "".join(f"<li><code>{esc(line)}</code></li>" for line in code.split("\n"))
    return f'<ol class="code">{lines}</ol>'


def _safety(selection: Any) -> str:
    if not isinstance(selection, dict):
        return ""
    gate = selection.get("gate")
    if isinstance(gate, dict):
        verdict = "accepted" if gate.get("safe") else "rejected"
        css = "ok" if gate.get("safe") else "bad"
        violations = gate.get("violations") or []
        detail = render_value(violations) if violations else ""
        safety = f'<p>Safety gate: <span class="{css}">{verdict}</span></p>{detail}'
    else:
        safety = '<p class="none">Safety gate: not run</p>'
    diagnostics = selection.get("diagnostics") or []
    if diagnostics:
        safety += details("selection diagnostics", render_value(diagnostics))
    return safety


def _execution(execution: Any) -> str:
    if not isinstance(execution, dict):
        return '<p class="none">Not executed.</p>'
    facts = {
        key: execution.get(key)
        for key in ("verdict", "exit_code", "timed_out", "duration_s")
        if key in execution
    }
    truncated = [s for s in ("stdout", "stderr") if execution.get(f"{s}_truncated")]
    if truncated:
        facts["truncated"] = ", ".join(truncated)
    return (
        render_value(facts)
        + pre("stdout", execution.get("stdout"))
        + pre("stderr", execution.get("stderr"))
    )


def _attempt(attempt: dict[str, Any]) -> str:
    selection = attempt.get("selection")
    code = selection.get("code") if isinstance(selection, dict) else None
    parts = [f"<h3>Attempt {esc(attempt.get('index'))} — {esc(attempt.get('status'))}</h3>"]
    parts.append(f"<h4>Program</h4>{_code(code)}" if code else '<p class="none">No program.</p>')
    parts += [_safety(selection), _execution(attempt.get("execution"))]
    parsed = attempt.get("parsed")
    parts.append("<h4>Parsed RESULT</h4>" + render_value(parsed))
    if attempt.get("error"):
        parts.append("<h4>Error</h4>" + render_value(attempt["error"]))
    if attempt.get("feedback"):
        parts.append(details("feedback carried to the next attempt", pre("", attempt["feedback"])))
    parts.append(details("model response", prose("", attempt.get("response"))))
    parts.append(prompt_details(attempt.get("messages")))
    extra = {k: v for k, v in attempt.items() if k not in _ATTEMPT_KNOWN}
    if extra:
        parts.append("<h4>Other fields</h4>" + render_value(extra))
    return f'<section class="attempt">{"".join(parts)}</section>'


def _arm_column(runset: RunSet, row: Row) -> str:
    record = row.record
    trace = read_trace(row.trace)
    css = "ok" if record.correct else "bad"
    answer = answer_html(record.answer) if record.answer is not None else "—"
    summary = {
        "confidence": record.confidence,
        "attempts": record.attempts,
        "submitted attempt": record.submitted_attempt,
        "tokens (prompt / output)": f"{record.prompt_tokens} / {record.output_tokens}",
        "LLM calls": record.llm_calls,
        "seconds": round(record.elapsed_s, 2),
    }
    parts = [
        f"<h2>{esc(_column_title(runset, row))}</h2>",
        f'<p class="outcome {css}">{esc(record.failure_class)}</p>',
        f'<p class="submitted">Answer: <span class="answer">{answer}</span></p>',
        render_value(summary),
        details("verdict", render_value(record.verdict.model_dump(mode="json")))
        if record.verdict
        else '<p class="none">No verdict (no answer submitted).</p>',
    ]
    if record.error:
        parts.append("<h3>Error</h3>" + render_value(record.error.model_dump(mode="json")))
    if trace is None:
        parts.append(f'<p class="bad">Trace not readable: {esc(row.trace.name)}</p>')
    else:
        parts += _trace_parts(trace)
    return f'<section class="arm" id="{arm_anchor(runset, row)}">{"".join(parts)}</section>'


def _column_title(runset: RunSet, row: Row) -> str:
    """The arm's label, and which sample the column shows in a run with several."""
    label = runset.label(row.arm)
    return label if row.record.sample is None else f"{label} · sample {row.record.sample}"


def _trace_parts(trace: dict[str, Any], depth: int = 0) -> list[str]:
    parts = []
    if trace.get("stop_reason"):
        parts.append(f"<p>Stopped: {esc(trace['stop_reason'])}</p>")
    parts.append(steps_html(trace.get("steps")))
    parts += [_attempt(a) for a in trace.get("attempts") or [] if isinstance(a, dict)]
    parts.append(_members(trace.get("members"), depth))
    extra = {k: v for k, v in trace.items() if k not in _TRACE_KNOWN}
    if extra:
        parts.append("<h3>Other trace fields</h3>" + render_value(extra))
    parts.append(details("submission", render_value(trace.get("submission"))))
    parts.append(details("method settings", render_value(trace.get("spec"))))
    return parts


def _members(members: Any, depth: int) -> str:
    """The inner runs of a composed method (a vote's voters), each collapsed."""
    if not isinstance(members, list) or not members:
        return ""
    if depth >= _MAX_NESTING:
        return details(f"members ({len(members)})", render_value(members))
    items = []
    for number, member in enumerate(members, 1):
        if not isinstance(member, dict):
            continue
        submission = member.get("submission") or {}
        answer = submission.get("answer") if isinstance(submission, dict) else None
        summary = f"member {number}: {member.get('method', '?')} → {answer}"
        inner = "".join(_trace_parts(member, depth + 1))
        items.append(f'<div class="member">{details(summary, inner)}</div>')
    return f"<h3>Members ({len(members)})</h3>{''.join(items)}"


def problem_page(runset: RunSet, rows: Sequence[Row]) -> str:
    """The page of one problem id: every arm that ran it, side by side."""
    first = rows[0].record
    statement = next((s for s in (statement_of(read_trace(r.trace)) for r in rows) if s), None)
    meta = {"benchmark": first.benchmark, "subject": first.subject, "level": first.level}
    meta |= {"year": first.year, "number": first.number}
    golds = list(dict.fromkeys(r.record.gold for r in rows))
    if statement is None:
        statement_html = '<p class="none">Statement not recorded.</p>'
    else:
        label = "Statement" if statement.exact else "First prompt (statement not separable)"
        statement_html = (
            f'<h2>{label}</h2><div class="statement">{prose_html(statement.text)}</div>'
        )
    body = [
        render_value({k: v for k, v in meta.items() if v is not None}),
        statement_html,
        "<h2>Gold answer</h2>" + "".join(f'<p class="gold">{answer_html(g)}</p>' for g in golds),
        f'<div class="arms">{"".join(_arm_column(runset, row) for row in rows)}</div>',
    ]
    html = "\n".join(body)
    return page(f"Problem {first.problem_id}", html, root="../", math=MATH_MARK in html)
