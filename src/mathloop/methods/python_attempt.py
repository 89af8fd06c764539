"""One code-running attempt: extract the reply's code, gate, execute, parse RESULT, and the
feedback the next prompt reads.

The recorder (:class:`~mathloop.methods.recorder.Recorder`) makes the model call and calls this
for every method that runs model code. Nothing here knows the gold answer: the attempt's
status is what the runner observed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mathloop.answers.extract import parse_result
from mathloop.llm.base import Completion, Message
from mathloop.sandbox import CodeSelection, Execution, select_code

from ._diagnostics import runner_diagnostics
from ._repeats import earlier_same_program
from .generation import CallSettings
from .records import (
    AttemptRecord,
    AttemptStatus,
    CompletionInfo,
    ErrorInfo,
    MessageRecord,
    ParsedInfo,
    RepeatedReply,
)

if TYPE_CHECKING:
    from .context import SolveContext

__all__ = [
    "attempt_from_completion",
    "clip_text",
    "llm_error_attempt",
    "render_feedback",
    "sent_messages",
]


async def attempt_from_completion(
    index: int,
    sent: list[MessageRecord],
    completion: Completion,
    ctx: SolveContext,
    settings: CallSettings,
    *,
    previous: Sequence[AttemptRecord] = (),
    repeats: Sequence[RepeatedReply] = (),
    selection: CodeSelection | None = None,
) -> AttemptRecord:
    """Extract, gate, run and parse the program in ``completion`` (a reply already received).

    ``previous``: the solve's earlier attempts, which runner diagnostics compare against.
    ``repeats``: the replies the anti-repeat rule set aside before this one. Under that rule
    a program that is still an earlier attempt's is not run again: the attempt reports that
    attempt's run (``reused_execution_of``). ``selection``: the reply's code selection under
    ``ctx.policy`` when the caller made it already (it is not made again).
    """
    if selection is None:
        selection = select_code(completion.text, ctx.policy)
    execution = None
    reused = None
    if settings.anti_repeat.enabled:
        reused = _earlier_run(selection.code, previous)
    if reused is not None:
        execution = reused.execution
    elif selection.code is not None and selection.gate is not None and selection.gate.safe:
        execution = await ctx.execute(selection.code, gate=selection.gate)
    stdout = _parse_source(completion.text, selection, execution, settings)
    parsed = _parsed_info(stdout) if stdout is not None else None
    status = _status(selection, execution, parsed, label_timeout=settings.label_execution_timeout)
    diagnostics: list[str] = []
    if settings.runner_diagnostics:
        ran = execution is not None
        diagnostics = runner_diagnostics(selection.code, ran=ran, previous=previous)
    info = CompletionInfo.of(completion)
    record = AttemptRecord(
        index=index,
        messages=sent,
        response=completion.text,
        completion=info,
        selection=selection,
        execution=execution,
        parsed=parsed,
        status=status,
        diagnostics=diagnostics,
        repeats=list(repeats),
        reused_execution_of=reused.index if reused is not None else None,
    )
    return record.model_copy(update={"feedback": render_feedback(record, settings)})


def _earlier_run(code: str | None, previous: Sequence[AttemptRecord]) -> AttemptRecord | None:
    """The earlier attempt that ran this very program, if one did."""
    earlier = earlier_same_program(code, previous)
    if earlier is None or earlier.execution is None:
        return None
    return earlier


def _parse_source(
    text: str,
    selection: CodeSelection,
    execution: Execution | None,
    settings: CallSettings,
) -> str | None:
    """Where RESULT is read from: the program's stdout, or the reply text if allowed."""
    if execution is not None:
        return execution.stdout
    if selection.code is None and settings.accept_text_result:
        return text
    return None


def _parsed_info(stdout: str) -> ParsedInfo:
    parsed = parse_result(stdout)
    return ParsedInfo(
        result=parsed.result,
        confidence=parsed.confidence,
        result_status=parsed.result_status,
        confidence_status=parsed.confidence_status,
    )


def _status(
    selection: CodeSelection,
    execution: Execution | None,
    parsed: ParsedInfo | None,
    *,
    label_timeout: bool,
) -> AttemptStatus:
    # A RESULT printed before a crash or a timeout still counts: the first RESULT is final.
    if parsed is not None and parsed.result is not None:
        return "RESULT_SUBMITTED"
    if selection.code is None:
        return "NO_USABLE_CODE_OR_RESULT"
    if execution is None:
        return "CODE_REJECTED"
    # The essay has no timeout label: its runner records a killed program as one that ran
    # and printed no RESULT line, like a crash (``label_execution_timeout`` off).
    if execution.timed_out and label_timeout:
        return "EXECUTION_TIMEOUT"
    return "NO_RESULT_LINE"


def render_feedback(record: AttemptRecord, settings: CallSettings) -> str:
    """The operational feedback of an attempt, as the next attempt will read it.

    Built only from what the runner observed (code diagnostics, safety, exit code, stdout,
    stderr, parse status, and the runner diagnostics when they are on); the attempt record
    holds no verifier judgment to leak.
    """
    lines = [f"runner verdict: {record.status}"]
    if record.reused_execution_of is not None:
        lines.append(
            f"runner: this program is attempt {record.reused_execution_of}'s program; "
            "it was not run again, and what follows is that run"
        )
    lines += _selection_lines(record.selection)
    lines += _execution_lines(record.execution, settings.feedback_max_chars)
    lines += _parse_lines(record.parsed)
    lines += [f"runner diagnostic: {note}" for note in record.diagnostics]
    return "\n".join(lines)


def _selection_lines(selection: CodeSelection | None) -> list[str]:
    if selection is None:
        return []
    lines = [f"code: {line}" for line in selection.diagnostics]
    if selection.gate is not None:
        lines.append(f"safe: {str(selection.gate.safe).lower()}")
        lines += [f"safety violation: {line}" for line in selection.gate.summary().splitlines()]
    return lines


def _execution_lines(execution: Execution | None, max_chars: int) -> list[str]:
    if execution is None:
        return ["the program did not run"]
    return [
        f"exit_code: {execution.exit_code}",
        f"timed_out: {str(execution.timed_out).lower()}",
        "stdout:",
        clip_text(execution.stdout, max_chars) or "(empty)",
        "stderr:",
        clip_text(execution.stderr, max_chars) or "(empty)",
    ]


def _parse_lines(parsed: ParsedInfo | None) -> list[str]:
    if parsed is None:
        return ["parsed_result: UNKNOWN", "parsed_confidence: UNKNOWN"]
    result = parsed.result if parsed.result is not None else parsed.result_status
    confidence = parsed.confidence if parsed.confidence is not None else parsed.confidence_status
    return [f"parsed_result: {result}", f"parsed_confidence: {confidence}"]


def clip_text(text: str, max_chars: int) -> str:
    """Keep the head and the tail: errors sit at the end, setup at the start."""
    text = text.rstrip("\n")
    if len(text) <= max_chars:
        return text
    half = max_chars // 2
    omitted = len(text) - 2 * half
    return f"{text[:half]}\n[... {omitted} characters omitted ...]\n{text[-half:]}"


def sent_messages(messages: list[Message]) -> list[MessageRecord]:
    """``messages`` as the records of what was sent."""
    return [MessageRecord(role=m.role, content=m.content) for m in messages]


def llm_error_attempt(index: int, sent: list[MessageRecord], error: ErrorInfo) -> AttemptRecord:
    """The attempt of a model call that failed: no reply, no program, its error."""
    return AttemptRecord(
        index=index,
        messages=sent,
        response=None,
        completion=None,
        selection=None,
        execution=None,
        parsed=None,
        status="LLM_ERROR",
        feedback=f"The model request failed: {error.message}",
        error=error,
    )
