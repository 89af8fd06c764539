"""Multi-step traces on a problem page: IIPC components, reflections, votes' members.

Steps are read as plain JSON: the fields known today (``component``, ``decision``,
``reflection``, ``memory``, ``answer``, ``attempt``, ``notes``) get their own layout, and
any other field is shown generically.
"""

from __future__ import annotations

from typing import Any

from .escape import esc, render_value
from .tex import prose_html

__all__ = ["details", "pre", "prompt_details", "prose", "steps_html"]

_STEP_LAYOUT = frozenset(
    {"index", "component", "decision", "answer", "attempt", "reflection", "memory", "notes"}
    | {"response", "messages", "completion", "error"}
)


def pre(label: str, text: object) -> str:
    """A labelled preformatted block (``(empty)`` for no text)."""
    heading = f"<h4>{esc(label)}</h4>" if label else ""
    if text is None or text == "":
        return f'{heading}<p class="none">(empty)</p>'
    return f'{heading}<pre class="text">{esc(text)}</pre>'


def prose(label: str, text: object) -> str:
    """Like :func:`pre`, for a model's reasoning: its math typeset, its code verbatim."""
    if text is None or text == "":
        return pre(label, text)
    heading = f"<h4>{esc(label)}</h4>" if label else ""
    return f'{heading}<pre class="text prose">{prose_html(str(text))}</pre>'


def details(summary: str, inner: str) -> str:
    """A collapsed section."""
    return f"<details><summary>{esc(summary)}</summary>{inner}</details>"


def prompt_details(messages: Any) -> str:
    """The messages sent to the model, collapsed."""
    if not isinstance(messages, list) or not messages:
        return ""
    inner = "".join(
        pre(str(m.get("role", "?")), m.get("content")) for m in messages if isinstance(m, dict)
    )
    return details(f"prompt ({len(messages)} messages)", inner)


def _step(number: int, step: Any) -> str:
    if not isinstance(step, dict):
        return f'<div class="step"><h4>Step {number}</h4>{render_value(step)}</div>'
    component = step.get("component") or step.get("kind") or step.get("name") or ""
    facts = {key: step.get(key) for key in ("decision", "answer") if step.get(key) is not None}
    if step.get("attempt") is not None:
        facts["program ran as"] = f"attempt {step['attempt']}"
    completion = step.get("completion")
    if isinstance(completion, dict):
        facts["tokens (prompt / output)"] = (
            f"{completion.get('prompt_tokens')} / {completion.get('output_tokens')}"
        )
    parts = [f"<h4>Step {number}{': ' + esc(component) if component else ''}</h4>"]
    parts.append(render_value(facts) if facts else "")
    if step.get("reflection"):
        parts.append(prose("reflection", step["reflection"]))
    if step.get("memory"):
        parts.append("<h4>reflection memory shown</h4>" + render_value(step["memory"]))
    if step.get("notes"):
        parts.append("<h4>notes</h4>" + render_value(step["notes"]))
    if step.get("error"):
        parts.append("<h4>error</h4>" + render_value(step["error"]))
    parts.append(details("model response", prose("", step.get("response"))))
    parts.append(prompt_details(step.get("messages")))
    extra = {k: v for k, v in step.items() if k not in _STEP_LAYOUT}
    if extra:
        parts.append("<h4>other fields</h4>" + render_value(extra))
    return f'<div class="step">{"".join(parts)}</div>'


def steps_html(steps: Any) -> str:
    """Every step of a multi-step method, in order ("" when the trace has none)."""
    if not isinstance(steps, list) or not steps:
        return ""
    items = "".join(_step(number, step) for number, step in enumerate(steps, 1))
    return f'<h3>Steps ({len(steps)})</h3><div class="steps">{items}</div>'
